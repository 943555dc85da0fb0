/*
 * Classes of a proof proven again.  Reading a proof checks that each
 * board a record lists is real; only proving the class again shows that
 * its records list them all.  A class is proven whole, however its
 * records split it into parts, and each board found is held against
 * every board its records list as it is found: so a proof split fine
 * gains no place to hide a board from a sample, and one that leaves out
 * boards by the million is caught at the first, in the memory its
 * records take.
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "proof.h"
#include "prove.h"
#include "unicode.h"

static int listed_order(const void *a, const void *b)
{
	const proof_listed *x = a, *y = b;

	return proof_board_cmp(x->score, x->text, y->score, y->text);
}

/* Listed in order, each once; its seen flags made: -1 out of memory. */
int holder_ready(holder *h)
{
	size_t i, n = 0;

	if (h->n)
		qsort(h->listed, h->n, sizeof *h->listed, listed_order);
	/* turns of one board listed by two parts are one board */
	for (i = 0; i < h->n; i++)
		if (n == 0 || strcmp(h->listed[i].text, h->listed[n - 1].text) != 0)
			h->listed[n++] = h->listed[i];
	h->n = n;
	h->seen = calloc(n ? n : 1, 1);
	return h->seen ? 0 : -1;
}

/* A board found: 0 if listed, 1 (the first left out kept) if not. */
int holder_board(holder *h, const char *text, int32_t score)
{
	proof_listed key = {text, score};
	const proof_listed *at = h->n ? bsearch(&key, h->listed, h->n,
						sizeof *h->listed,
						listed_order) : NULL;

	if (at) {
		h->seen[at - h->listed] = 1;
		return 0;
	}
	h->diff->missing = 1;
	snprintf(h->diff->first_missing.board,
		 sizeof h->diff->first_missing.board, "%s", text);
	h->diff->first_missing.score = score;
	return 1;
}

/* The class proven: what was found, and the highest listed not found. */
void holder_end(holder *h)
{
	size_t i;

	h->diff->found = h->diff->extra = 0;
	for (i = 0; i < h->n; i++) {
		if (h->seen[i]) {
			h->diff->found++;
		} else if (!h->diff->extra++) {
			snprintf(h->diff->first_extra.board,
				 sizeof h->diff->first_extra.board, "%s",
				 h->listed[i].text);
			h->diff->first_extra.score = h->listed[i].score;
		}
	}
}

static int check_order(const void *a, const void *b)
{
	const proof_check *x = a, *y = b;

	return (x->first > y->first) - (x->first < y->first);
}

size_t boggle_proof_draw(boggle_proof *proof, uint64_t sample, uint64_t seed)
{
	proof_check *all;
	boggle_rng rng;
	size_t i, n = 0, want;

	proof_ledger_sort(proof);
	free(proof->checks);
	proof->checks = NULL;
	proof->nchecks = proof->nclasses = 0;
	proof->seed = seed;
	/* the classes: runs of records of one id, in ledger order */
	if (!(all = calloc(proof->ndone ? proof->ndone : 1, sizeof *all)))
		return 0;
	for (i = 0; i < proof->ndone; i++) {
		if (!n || proof->done[i].id != proof->done[all[n - 1].first].id)
			all[n++].first = i;
		all[n - 1].n++;
	}
	want = sample && sample < n ? (size_t)sample : n;
	/* the first of a shuffle, by seed */
	boggle_rng_seed(&rng, seed);
	for (i = 0; i < want; i++) {
		size_t j = i + (size_t)(boggle_rng_next(&rng) % (n - i));
		proof_check x = all[i];

		all[i] = all[j];
		all[j] = x;
	}
	qsort(all, want, sizeof *all, check_order);
	proof->checks = all;
	proof->nchecks = want;
	proof->nclasses = n;
	for (i = 0; i < want; i++)
		all[i].diff.id = proof->done[all[i].first].id;
	return want;
}

size_t boggle_proof_classes(const boggle_proof *proof)
{
	size_t i, n = 0;

	for (i = 0; i < proof->ndone; i++)
		n += i == 0 || proof->done[i].id != proof->done[i - 1].id;
	return proof->sorted ? n : proof->nclasses;
}

uint64_t boggle_proof_drawn(const boggle_proof *proof, size_t i)
{
	return i < proof->nchecks ? proof->checks[i].diff.id : 0;
}

proof_check *check_of(const boggle_proof *p, uint64_t id)
{
	size_t lo = 0, hi = p->nchecks;

	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;

		if (p->checks[mid].diff.id < id)
			lo = mid + 1;
		else
			hi = mid;
	}
	return lo < p->nchecks && p->checks[lo].diff.id == id ?
		&p->checks[lo] : NULL;
}

/* The boards check c's records list, into h (listed from the arena). */
int holder_of(const boggle_proof *p, const proof_check *c, holder *h)
{
	size_t k, i, n = 0;

	memset(h, 0, sizeof *h);
	for (k = 0; k < c->n; k++)
		n += p->done[c->first + k].nboards;
	if (!(h->listed = malloc((n ? n : 1) * sizeof *h->listed)))
		return -1;
	for (k = 0; k < c->n; k++) {
		const proof_key *key = &p->done[c->first + k];

		for (i = 0; i < key->nboards; i++) {
			const proof_board_ref *b = &p->boards[key->first_board + i];

			h->listed[h->n].text = proof_board_text(p, b);
			h->listed[h->n++].score = b->score;
		}
	}
	return holder_ready(h);
}

size_t boggle_proof_listed(const boggle_proof *proof, uint64_t id, char *buf,
			   size_t size)
{
	const proof_check *c = check_of(proof, id);
	size_t k, i, len = 0;

	if (size)
		buf[0] = '\0';
	for (k = 0; c && k < c->n; k++) {
		const proof_key *key = &proof->done[c->first + k];

		for (i = 0; i < key->nboards; i++) {
			const proof_board_ref *b = &proof->boards[key->first_board + i];
			int n = snprintf(len < size ? buf + len : NULL,
					 len < size ? size - len : 0, "%s %ld\n",
					 proof_board_text(proof, b), (long)b->score);

			len += (size_t)n;
		}
	}
	return len;
}

/* Boards found by one prover, held as they come. */
static int reprove_found(void *ctx, const boggle_board *board, int32_t score)
{
	holder *h = ctx;
	char text[BOGGLE_PROOF_BOARD_MAX];

	boggle_board_format(board, text, sizeof text);
	return holder_board(h, text, score);
}

boggle_code boggle_proof_reprove(boggle_prover *prover, int32_t min_score,
				 uint64_t id, const char *listed, size_t len,
				 boggle_proof_diff *diff)
{
	holder h;
	boggle_class *cls = NULL;
	char *text = NULL;
	size_t i, lines = 0;
	boggle_code code;

	memset(diff, 0, sizeof *diff);
	diff->id = id;
	memset(&h, 0, sizeof h);
	h.diff = diff;
	for (i = 0; i < len; i++)
		lines += listed[i] == '\n';
	if (!(text = malloc(len + 1)) ||
	    !(h.listed = malloc((lines ? lines : 1) * sizeof *h.listed))) {
		code = BOGGLE_NOMEM;
		goto out;
	}
	memcpy(text, listed, len);
	text[len] = '\0';
	/* "board score" a line, each line ended */
	for (i = 0; i < len;) {
		char *nl = memchr(text + i, '\n', len - i), *sp, *end;
		long score;

		if (!nl || !(sp = memchr(text + i, ' ', (size_t)(nl - text) - i)) ||
		    sp == text + i) {
			code = BOGGLE_SYNTAX;
			goto out;
		}
		*sp = *nl = '\0';
		score = strtol(sp + 1, &end, 10);
		if (end == sp + 1 || *end || score < 0 || score > INT32_MAX) {
			code = BOGGLE_SYNTAX;
			goto out;
		}
		h.listed[h.n].text = text + i;
		h.listed[h.n++].score = (int32_t)score;
		i = (size_t)(nl - text) + 1;
	}
	if (holder_ready(&h) < 0) {
		code = BOGGLE_NOMEM;
		goto out;
	}
	if ((code = boggle_prover_class(prover, id, &cls)) != BOGGLE_OK)
		goto out;
	code = boggle_prover_prove(prover, cls, min_score, reprove_found, NULL,
				   &h, NULL, NULL);
	/* stopped at a board left out: the class's result all the same */
	if (code == BOGGLE_GAVE_UP && diff->missing)
		code = BOGGLE_OK;
	if (code == BOGGLE_OK && !diff->missing)
		holder_end(&h);
	diff->code = code;
	code = BOGGLE_OK;
out:
	boggle_class_free(cls);
	free(h.listed);
	free(h.seen);
	free(text);
	return code;
}

boggle_code boggle_proof_verified(boggle_proof *proof,
				  const boggle_proof_diff *diff)
{
	proof_check *c = check_of(proof, diff->id);

	if (!c)
		return BOGGLE_MISUSE;
	c->diff = *diff;
	c->proven = 1;
	return BOGGLE_OK;
}

/* Text as a JSON string's body: controls escaped, bad bytes U+FFFD. */
static size_t json_text(const char *s, char *buf, size_t size)
{
	size_t len = 0, i = 0, n = strlen(s);

	while (i < n) {
		uint32_t cp;
		int k = utf8_decode((const unsigned char *)s + i, n - i, &cp);
		char esc[8];
		const char *put = esc;
		size_t m;

		if (k <= 0) {
			put = "\xef\xbf\xbd";
			m = 3;
			k = 1;
		} else if (cp == '"' || cp == '\\') {
			esc[0] = '\\';
			esc[1] = (char)cp;
			m = 2;
		} else if (cp < 0x20 || cp == 0x7f) {
			m = (size_t)snprintf(esc, sizeof esc, "\\u%04x", (unsigned)cp);
		} else {
			put = s + i;
			m = (size_t)k;
		}
		if (len + m < size)
			memcpy(buf + len, put, m);
		len += m;
		i += (size_t)k;
	}
	if (size)
		buf[len < size ? len : size - 1] = '\0';
	return len;
}

/* JSON put together as snprintf would, however much fits. */
typedef struct jout {
	char *buf;
	size_t size, len;
} jout;

static void jput(jout *o, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));
static void jput(jout *o, const char *fmt, ...)
{
	va_list ap;
	int n;

	va_start(ap, fmt);
	n = vsnprintf(o->len < o->size ? o->buf + o->len : NULL,
		      o->len < o->size ? o->size - o->len : 0, fmt, ap);
	va_end(ap);
	if (n > 0)
		o->len += (size_t)n;
}

static void jboard(jout *o, const char *key, const boggle_proof_board *b,
		   int have)
{
	if (have)
		jput(o, ", \"%s\": {\"board\": \"%s\", \"score\": %ld}", key,
		     b->board, (long)b->score);
	else
		jput(o, ", \"%s\": null", key);
}

/* Field key of the proof's own header, or "" where it has none. */
static void own_field(const char *head, const char *key, char *buf,
		      size_t size)
{
	if (boggle_proof_header_field(head, strlen(head), key, buf, size) !=
	    BOGGLE_OK)
		buf[0] = '\0';
}

size_t boggle_proof_said(const boggle_proof *proof, int verified, char *buf,
			 size_t size)
{
	/* the lists named by SHA-256, whatever version the files are */
	static const char *const keys[] = {"shape", "lang", "list_sha256",
					   "words", "scoring", "min_letters",
					   "bonus", "exclude_sha256", "tiles",
					   "exclude_path"};
	char head[BOGGLE_PROOF_HEADER_MAX], v[10][1024];
	jout o = {buf, size, 0};
	size_t k, drawn = proof->nchecks, classes = proof->nclasses;

	boggle_proof_header(proof, NULL, head, sizeof head);
	for (k = 0; k < sizeof keys / sizeof keys[0]; k++)
		own_field(head, keys[k], v[k], sizeof v[k]);
	jput(&o, "the proof: %s boards, language %s, list %s of %s words, %s "
	     "scoring, words of %s letters or more", v[0], v[1], v[2], v[3],
	     v[4], v[5]);
	if (v[8][0])
		jput(&o, ", only the tiles %s", v[8]);
	if (strcmp(v[7], "none") != 0)
		jput(&o, ", the words of %s (list %s) left out",
		     v[9][0] ? v[9] : "a list", v[7]);
	if (v[6][0])
		jput(&o, ", bonus squares %s", v[6]);
	if (!verified)
		jput(&o, "\nchecked: the files whole and undamaged, every board "
		     "listed real, of its class and scored right; taken on trust: "
		     "that no board left out scores %ld or more (prove verify "
		     "tests that)", (long)proof->cutoff);
	else if (drawn < classes)
		jput(&o, "\nchecked: all merge checks, and every board of %ld or "
		     "more in the %zu classes drawn; a proof that leaves out a "
		     "board of one class passes this with probability 1 - %zu/%zu "
		     "= %.3f%%, of k classes at most (1 - %zu/%zu)^k",
		     (long)proof->cutoff, drawn, drawn, classes,
		     100 * (1.0 - (double)drawn / (double)classes), drawn,
		     classes);
	else
		jput(&o, "\nchecked: all merge checks, and every board of %ld or "
		     "more in every class: the proof is whole, on trust only that "
		     "this boggle proves right", (long)proof->cutoff);
	if (size)
		buf[o.len < size ? o.len : size - 1] = '\0';
	return o.len;
}

/* The versions below 4 with files among those counted, as "1, 2 and 3". */
static void versions_said(const int *versions, int upto, char *buf,
			  size_t size)
{
	size_t len = 0;
	int v, n = 0, left = 0;

	for (v = 1; v <= upto; v++)
		left += versions[v] > 0;
	buf[0] = '\0';
	for (v = 1; v <= upto; v++)
		if (versions[v] && len < size)
			len += (size_t)snprintf(buf + len, size - len, "%s%d",
						!n++ ? "" : n == left ? " and " :
						", ", v);
}

size_t boggle_proof_warnings(const boggle_proof *proof, char *buf,
			     size_t size)
{
	const int *n = proof->versions;
	jout o = {buf, size, 0};
	char which[32];
	int old = n[1] + n[2] + n[3];

	if (n[1] + n[2]) {
		versions_said(n, 2, which, sizeof which);
		jput(&o, "%d file%s of version %s: %s", n[1] + n[2],
		     n[1] + n[2] == 1 ? "" : "s", which, n[1] ?
		     "a header with no checksum, and records of version 1 with "
		     "none either: damage to them goes unseen" :
		     "the header carries no checksum: damage to it goes unseen");
	}
	if (old) {
		versions_said(n, 3, which, sizeof which);
		jput(&o, "%s%d file%s of version %s: the list named by a 64-bit "
		     "checksum (FNV-1a), which another list can be made to share; "
		     "version 4 names it by SHA-256", o.len ? "\n" : "", old,
		     old == 1 ? "" : "s", which);
	}
	if (size)
		buf[o.len < size ? o.len : size - 1] = '\0';
	return o.len;
}

/* The warnings as a JSON list of strings. */
static void jwarnings(jout *o, const boggle_proof *proof)
{
	char said[1024], text[2048], *line = said, *nl;

	boggle_proof_warnings(proof, said, sizeof said);
	jput(o, "[");
	while (*line) {
		nl = strchr(line, '\n');
		if (nl)
			*nl = '\0';
		json_text(line, text, sizeof text);
		jput(o, "%s\"%s\"", line == said ? "" : ", ", text);
		line = nl ? nl + 1 : line + strlen(line);
	}
	jput(o, "]");
}

boggle_code boggle_proof_verdict(boggle_proof *proof, char *json, size_t size,
				 size_t *len)
{
	jout o = {json, json ? size : 0, 0};
	size_t i, proven = 0, differ = 0;
	char name[4096 * 6];

	proof_hush(proof);
	for (i = 0; i < proof->nchecks; i++) {
		const proof_check *c = &proof->checks[i];
		const proof_key *k = &proof->done[c->first];
		const char *parts = c->n > 1 ? ", its parts with it" : "";
		const char *file = proof->names[k->file];

		proven += c->proven && c->diff.code == BOGGLE_OK;
		if (!c->proven)
			continue;
		if (c->diff.code != BOGGLE_OK)
			proof_say(proof, "%s: line %zu: class %llu%s: could not be "
				  "proven again: %s", file, k->line,
				  (unsigned long long)k->id, parts,
				  boggle_strerror(c->diff.code));
		if (c->diff.missing)
			proof_say(proof, "%s: line %zu: class %llu%s: proven again "
				  "until a board its records leave out: %s (%ld)",
				  file, k->line, (unsigned long long)k->id, parts,
				  c->diff.first_missing.board,
				  (long)c->diff.first_missing.score);
		if (c->diff.extra)
			proof_say(proof, "%s: line %zu: class %llu%s: proven again, "
				  "%zu boards; its records list %zu more, such as "
				  "%s (%ld)", file, k->line, (unsigned long long)k->id,
				  parts, c->diff.found, c->diff.extra,
				  c->diff.first_extra.board,
				  (long)c->diff.first_extra.score);
		differ += c->diff.code != BOGGLE_OK || c->diff.missing ||
			  c->diff.extra;
	}
	jput(&o, "{\"seed\": %llu, \"classes\": %zu, \"records\": %zu, "
	     "\"min_score\": %ld, \"drawn\": [", (unsigned long long)proof->seed,
	     proof->nclasses, proof->nread, (long)proof->cutoff);
	for (i = 0; i < proof->nchecks; i++)
		jput(&o, "%s%llu", i ? ", " : "",
		     (unsigned long long)proof->checks[i].diff.id);
	jput(&o, "], \"proven\": %zu, \"as_recorded\": %s, \"differences\": [",
	     proven, differ || proven < proof->nchecks || !proven ? "false" :
	     "true");
	for (i = 0, differ = 0; i < proof->nchecks; i++) {
		const proof_check *c = &proof->checks[i];
		const proof_key *k = &proof->done[c->first];

		if (c->proven && c->diff.code == BOGGLE_OK && !c->diff.missing &&
		    !c->diff.extra)
			continue;
		json_text(proof->names[k->file], name, sizeof name);
		jput(&o, "%s{\"class\": %llu, \"file\": \"%s\", \"line\": %zu, "
		     "\"records\": %zu, \"error\": ", differ++ ? ", " : "",
		     (unsigned long long)k->id, name, k->line, c->n);
		if (!c->proven)
			jput(&o, "\"not proven\"");
		else if (c->diff.code != BOGGLE_OK)
			jput(&o, "\"%s\"", boggle_strerror(c->diff.code));
		else
			jput(&o, "null");
		jput(&o, ", \"found\": %zu", c->diff.found);
		jboard(&o, "missing", &c->diff.first_missing, c->diff.missing);
		jput(&o, ", \"extra\": %zu", c->diff.extra);
		jboard(&o, "first_extra", &c->diff.first_extra, c->diff.extra > 0);
		jput(&o, "}");
	}
	{
		char said[8192], *nl;

		boggle_proof_said(proof, 1, said, sizeof said);
		nl = strchr(said, '\n');
		if (nl)
			*nl = '\0';
		json_text(said + 11, name, sizeof name);
		jput(&o, "], \"proof\": \"%s\", \"checked\": ", name);
		if (nl && !differ && proven == proof->nchecks && proven) {
			json_text(nl + 10, name, sizeof name);
			jput(&o, "\"%s\"", name);
		} else {
			jput(&o, "null");
		}
		jput(&o, ", \"warnings\": ");
		jwarnings(&o, proof);
		jput(&o, "}\n");
	}
	/* nothing proven again shows nothing: not a proof whole */
	if (!proof->nchecks)
		proof_say(proof, "no class drawn to prove again");
	if (len)
		*len = o.len;
	return differ || proven < proof->nchecks || !proven ? BOGGLE_UNSOUND :
	       BOGGLE_OK;
}
