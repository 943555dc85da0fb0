/* The file of a proof's progress: writing it, and reading it back. */
/* realpath, for the lists a header names: a name glibc reserves for this */
/* NOLINTNEXTLINE(bugprone-reserved-identifier) */
#define _DEFAULT_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "messages.h"
#include "proof_file.h"

/* FNV-1a, from h, of len bytes of text. */
static uint64_t fnv(uint64_t h, const char *text, size_t len)
{
	size_t i;

	for (i = 0; i < len; i++) {
		h ^= (unsigned char)text[i];
		h *= 0x100000001b3u;
	}
	return h;
}

#define FNV_START 0xcbf29ce484222325u

/* FNV-1a of a list's words, each with a newline after it. */
static uint64_t list_sum(const boggle_dict *dict)
{
	uint64_t h = FNV_START;
	size_t i, n = boggle_dict_count(dict);

	for (i = 0; i < n; i++) {
		char w[BOGGLE_WORD_TEXT_MAX];
		size_t len = boggle_dict_word(dict, (uint32_t)i, w, sizeof w);

		w[len < sizeof w ? len : sizeof w - 1] = '\n';
		h = fnv(h, w, len < sizeof w ? len + 1 : sizeof w);
	}
	return h;
}

/* ", \"key\": \"value\"" after where: a value JSON would escape, left out. */
static void where_add(char *where, size_t size, const char *key,
		      const char *value)
{
	size_t n = strlen(where), i;

	if (!value)
		return;
	for (i = 0; value[i]; i++)
		if (value[i] == '"' || value[i] == '\\' ||
		    (unsigned char)value[i] < 0x20)
			return;
	if ((size_t)snprintf(where + n, size - n, ", \"%s\": \"%s\"", key,
			     value) >= size - n)
		where[n] = '\0';
}

/* A list's path as another run on this machine finds it. */
static void where_path(char *where, size_t size, const char *key,
		       const char *path)
{
	char *full;

	if (!path || strcmp(path, "-") == 0)
		return;
	full = realpath(path, NULL);
	where_add(where, size, key, full ? full : path);
	free(full);
}

int proof_header_make(proof_header *h, const boggle_prover *prover,
		      const boggle_dict *dict, const boggle_dict *excluded,
		      const boggle_rules *rules, int rows, int cols,
		      int32_t cutoff, const char *list_path,
		      const char *exclude_path, const char *tiles)
{
	static const char *const scorings[] = {"classic", "superbig",
					       "letters", "words"};
	char buckets[1024], bonus[32] = "", exclude[40] = "none";
	int i, v;

	memset(h, 0, sizeof *h);
	boggle_prover_buckets(prover, buckets, sizeof buckets);
	for (i = 0; rules->bonus && i < rows * cols && i < 31; i++)
		bonus[i] = (char)boggle_bonus_at(rules->bonus, i);
	if (excluded)
		snprintf(exclude, sizeof exclude, "%016llx",
			 (unsigned long long)list_sum(excluded));
	/*
	 * version 2: records end in a checksum, bounds hold their boards;
	 * version 3: the header ends in one too.  The older forms are kept
	 * to read the files they wrote.
	 */
	for (v = 1; v <= 3; v++)
		snprintf(v == 3 ? h->line : v == 2 ? h->v2 : h->old,
			 sizeof h->line,
			 "{\"boggle_prove\": %d, \"shape\": \"%dx%d\", "
			 "\"lang\": \"%s\", \"list\": \"%016llx\", "
			 "\"words\": %zu, \"scoring\": \"%s\", "
			 "\"min_letters\": %d, \"bonus\": \"%s\", "
			 "\"exclude\": \"%s\", \"buckets\": \"%s\", "
			 "\"classes\": %llu, \"min_score\": %ld}\n", v,
			 rows, cols, boggle_lang_code(boggle_dict_lang(dict)),
			 (unsigned long long)list_sum(dict),
			 boggle_dict_count(dict), scorings[rules->scoring % 4],
			 rules->min_letters, bonus, exclude, buckets,
			 (unsigned long long)boggle_prover_classes(prover),
			 (long)cutoff);
	where_add(h->where, sizeof h->where, "tiles", tiles);
	where_path(h->where, sizeof h->where, "list_path", list_path);
	where_path(h->where, sizeof h->where, "exclude_path", exclude_path);
	h->rows = rows;
	h->cols = cols;
	h->lang = boggle_dict_lang(dict);
	h->cutoff = cutoff;
	h->rules = *rules;
	if (boggle_solver_new(&h->solver, dict) != BOGGLE_OK ||
	    boggle_solver_exclude(h->solver, excluded) != BOGGLE_OK) {
		proof_header_free(h);
		return -1;
	}
	boggle_solver_keep_paths(h->solver, 0);
	return 0;
}

void proof_header_free(proof_header *h)
{
	boggle_solver_free(h->solver);
	h->solver = NULL;
}

/* What follows a line's fields: its checksum, then its end. */
#define SUM_TAIL_LEN (sizeof ", \"sum\": \"0123456789abcdef\"}" - 1)

void proof_header_task(const proof_header *h, const proof_file_task *t,
		       char *line, size_t size)
{
	int len = (int)strlen(h->line) - 2;    /* its "}\n" */
	size_t n;

	if (!t)
		snprintf(line, size, "%.*s%s", len, h->line, h->where);
	else
		snprintf(line, size, "%.*s%s, \"task\": \"%llu/%llu\", "
			 "\"of\": \"%s\"", len, h->line, h->where,
			 (unsigned long long)t->index,
			 (unsigned long long)t->count,
			 t->parts ? "parts" : "classes");
	n = strlen(line);
	if (n + SUM_TAIL_LEN + 2 <= size)
		snprintf(line + n, size - n, ", \"sum\": \"%016llx\"}\n",
			 (unsigned long long)fnv(FNV_START, line, n));
}

int proof_line_sealed(const char *line, size_t len)
{
	char sum[24];

	if (len < SUM_TAIL_LEN ||
	    memcmp(line + len - SUM_TAIL_LEN, ", \"sum\": \"", 10) != 0)
		return 0;
	snprintf(sum, sizeof sum, "%016llx", (unsigned long long)
		 fnv(FNV_START, line, len - SUM_TAIL_LEN));
	return memcmp(line + len - SUM_TAIL_LEN + 10, sum, 16) == 0 &&
	       memcmp(line + len - 2, "\"}", 2) == 0 ? 1 : -1;
}

void proof_record(strbuf *sb, uint64_t id, const char *part, int64_t bound,
		  double seconds, const proof_board *boards, size_t n,
		  char *const *split, size_t nsplit)
{
	char text[160];
	size_t i, start = sb->len;

	snprintf(text, sizeof text, "{\"class\": %llu, ",
		 (unsigned long long)id);
	sb_puts(sb, text);
	if (part) {
		sb_puts(sb, "\"part\": \"");
		sb_puts(sb, part);
		sb_puts(sb, "\", ");
	}
	snprintf(text, sizeof text, "\"bound\": %lld, \"seconds\": %.3f, "
		 "\"boards\": [", (long long)bound, seconds);
	sb_puts(sb, text);
	for (i = 0; i < n; i++) {
		snprintf(text, sizeof text, "%s[\"", i ? ", " : "");
		sb_puts(sb, text);
		sb_puts(sb, boards[i].board);
		snprintf(text, sizeof text, "\", %ld]", (long)boards[i].score);
		sb_puts(sb, text);
	}
	sb_puts(sb, "]");
	if (nsplit) {
		sb_puts(sb, ", \"split\": [");
		for (i = 0; i < nsplit; i++) {
			sb_puts(sb, i ? ", \"" : "\"");
			sb_puts(sb, split[i]);
			sb_puts(sb, "\"");
		}
		sb_puts(sb, "]");
	}
	if (sb->oom)
		return;
	snprintf(text, sizeof text, ", \"sum\": \"%016llx\"}\n",
		 (unsigned long long)fnv(FNV_START, sb->data + start, sb->len - start));
	sb_puts(sb, text);
}

/* ---- reading a record back -------------------------------------------- */

typedef struct cursor {
	const char *at, *end;
} cursor;

static void skip_space(cursor *c)
{
	while (c->at < c->end && *c->at == ' ')
		c->at++;
}

static int expect(cursor *c, const char *text)
{
	size_t n = strlen(text);

	skip_space(c);
	if ((size_t)(c->end - c->at) < n || memcmp(c->at, text, n) != 0)
		return -1;
	c->at += n;
	return 0;
}

static int number(cursor *c, long long min, long long max, long long *out)
{
	long long v = 0;
	int neg = 0, digits = 0;

	skip_space(c);
	if (c->at < c->end && *c->at == '-') {
		neg = 1;
		c->at++;
	}
	while (c->at < c->end && *c->at >= '0' && *c->at <= '9') {
		int d = *c->at++ - '0';

		/* against this very digit, so that INT64_MAX itself reads */
		if (v > (INT64_MAX - d) / 10)
			return -1;
		v = v * 10 + d;
		digits++;
	}
	if (!digits)
		return -1;
	v = neg ? -v : v;
	if (v < min || v > max)
		return -1;
	*out = v;
	return 0;
}

/* A string of no escapes, as records are written. */
static int string(cursor *c, char *buf, size_t size)
{
	size_t n = 0;

	if (expect(c, "\"") < 0)
		return -1;
	while (c->at < c->end && *c->at != '"') {
		if (*c->at == '\\' || (unsigned char)*c->at < 0x20 || n + 1 >= size)
			return -1;
		buf[n++] = *c->at++;
	}
	if (c->at == c->end)
		return -1;
	c->at++;
	buf[n] = '\0';
	return 0;
}

/*
 * Text as a board of the proof's shape, canonically turned, into *b (the
 * caller's to free); -1 if it is not one.
 */
static int board_read(const proof_header *h, const boggle_prover *prover,
		      const char *text, boggle_board **b)
{
	char again[BOARD_TEXT_MAX];

	*b = NULL;
	if (boggle_board_new(b, h->lang, h->rows, h->cols) != BOGGLE_OK ||
	    boggle_board_parse(*b, h->lang, text, strlen(text), NULL) !=
		    BOGGLE_OK || boggle_board_rows(*b) != h->rows ||
	    boggle_board_cols(*b) != h->cols)
		return -1;
	boggle_prover_orient(prover, *b);
	boggle_board_format(*b, again, sizeof again);
	return strcmp(again, text) == 0 ? 0 : -1;
}

static int add_board(proof_resumed *got, const char *text, int32_t score)
{
	if (got->nboards == got->boards_cap) {
		size_t cap = got->boards_cap ? 2 * got->boards_cap : 64;
		proof_board *n = realloc(got->boards, cap * sizeof *n);

		if (!n)
			return -1;
		got->boards = n;
		got->boards_cap = cap;
	}
	snprintf(got->boards[got->nboards].board, PROOF_BOARD_MAX, "%s", text);
	got->boards[got->nboards++].score = score;
	return 0;
}

static int add_key(proof_key **keys, size_t *n, size_t *cap, uint64_t id,
		   const char *part, int file)
{
	char *copy = NULL;

	if (*n == *cap) {
		size_t c = *cap ? 2 * *cap : 256;
		proof_key *k = realloc(*keys, c * sizeof *k);

		if (!k)
			return -1;
		*keys = k;
		*cap = c;
	}
	if (part && !(copy = strdup(part)))
		return -1;
	memset(&(*keys)[*n], 0, sizeof **keys);
	(*keys)[*n].id = id;
	(*keys)[*n].part = copy;
	(*keys)[(*n)++].file = file;
	return 0;
}

void proof_resumed_free(proof_resumed *got)
{
	size_t i;

	for (i = 0; i < got->ndone; i++)
		free(got->done[i].part);
	for (i = 0; i < got->nsplit; i++)
		free(got->split[i].part);
	free(got->ids);
	free(got->done);
	free(got->split);
	free(got->boards);
	memset(got, 0, sizeof *got);
}

/*
 * Text as a class of the proof's shape, written as it is written, into
 * *cls (the caller's to free); -1 if it is not one.
 */
static int part_read(const proof_header *h, const char *text,
		     boggle_class **cls)
{
	char again[PROOF_PART_MAX];

	return boggle_class_parse(cls, h->lang, h->rows, h->cols, text,
				  strlen(text), NULL) == BOGGLE_OK &&
	       boggle_class_format(*cls, again, sizeof again) < sizeof again &&
	       strcmp(again, text) == 0 ? 0 : -1;
}

/* A record that could not be read for want of memory, not for its bytes. */
static const char no_memory[] = "out of memory";

int proof_board_order(const void *a, const void *b)
{
	const proof_board *x = a, *y = b;

	if (x->score != y->score)
		return x->score > y->score ? -1 : 1;
	return strcmp(x->board, y->board);
}

/*
 * Board text scoring score, read from a record of cls: of the class, in
 * order after *last, scoring what it says, no more than bound.  With why
 * said into why: -1 for text that is no board of the proof, -2 for a
 * board that does not check out.
 */
static int board_check(const proof_header *h, const boggle_prover *prover,
		       const boggle_class *cls, const char *text,
		       long long score, int64_t bound, proof_board *last,
		       char *why, size_t size)
{
	boggle_board *b;
	proof_board now;
	int ok = -2;

	snprintf(now.board, sizeof now.board, "%s", text);
	now.score = (int32_t)score;
	if (board_read(h, prover, text, &b) < 0) {
		snprintf(why, size, "%s is not a board of the proof's shape, "
			 "turned as it turns them", text);
		ok = -1;
	} else if (last->board[0] && proof_board_order(last, &now) >= 0)
		snprintf(why, size, "%s is out of order, or there twice", text);
	else if (!boggle_prover_holds(prover, cls, b))
		snprintf(why, size, "%s is not a board of the record's class",
			 text);
	else if (boggle_solve(h->solver, b, &h->rules) != BOGGLE_OK) {
		snprintf(why, size, "%s", no_memory);
		ok = -1;
	} else if (boggle_solver_score(h->solver) != score)
		snprintf(why, size, "%s scores %ld, not %lld", text,
			 boggle_solver_score(h->solver), score);
	else if (score > bound)
		snprintf(why, size, "%s scores %lld, above the record's bound %lld",
			 text, score, (long long)bound);
	else
		ok = 0;
	boggle_board_free(b);
	*last = now;
	return ok;
}

/*
 * One record line (no newline) of a file of version v: its keys into
 * got's done and split, file naming them, and its boards, each checked
 * against its class.  With why said: -1 for a record malformed, -2 for
 * one that does not check out (its boards, bound or parts).
 */
static int record_read(const proof_header *h, const boggle_prover *prover,
		       const char *line, size_t len, int v, int file,
		       proof_resumed *got, char *why, size_t size)
{
	char part[PROOF_PART_MAX];
	const char *key = NULL;    /* the part, for a part's record */
	cursor c = {line, line + len};
	boggle_class *cls = NULL;
	proof_board last;
	long long v64;
	int64_t bound;
	double secs;
	char *end;
	uint64_t id;
	size_t first_board = got->nboards;
	size_t first_split = got->nsplit;
	proof_key *me;
	int first = 1, status = -1, checked, sealed;

	last.board[0] = '\0';
	snprintf(why, size, "not a class record");
	if (expect(&c, "{\"class\":") < 0 || number(&c, 0, INT64_MAX, &v64) < 0)
		return -1;
	id = (uint64_t)v64;
	if (!boggle_prover_canonical(prover, id)) {
		snprintf(why, size, "no class of the proof has that id");
		return -1;
	}
	/* damage anywhere in the line is named before it is read */
	sealed = proof_line_sealed(line, len);
	if (sealed < 0 || (v >= 2 && !sealed)) {
		snprintf(why, size, "damaged: its checksum does not match");
		return -1;
	}
	/* a file of version 1 had none: one there was added, or relabelled */
	if (v == 1 && sealed && !h->any_v1) {
		snprintf(why, size, "a checksum in a file of version 1, which "
			 "wrote none: --accept-v1 reads it all the same");
		return -1;
	}
	if (sealed)
		c.end = line + len - SUM_TAIL_LEN;
	snprintf(why, size, "a malformed record");
	if (expect(&c, ",") < 0)
		return -1;
	if (expect(&c, "\"part\":") == 0) {
		if (string(&c, part, sizeof part) < 0 || expect(&c, ",") < 0)
			return -1;
		if (part_read(h, part, &cls) < 0) {
			boggle_class_free(cls);
			snprintf(why, size, "a part that is not a class of the "
				 "proof's shape");
			return -1;
		}
		key = part;
	} else if (boggle_prover_class(prover, id, &cls) != BOGGLE_OK) {
		snprintf(why, size, "%s", no_memory);
		return -1;
	}
	if (add_key(&got->done, &got->ndone, &got->done_cap, id, key,
		    file) < 0) {
		snprintf(why, size, "%s", no_memory);
		goto out;
	}
	if (expect(&c, "\"bound\":") < 0 ||
	    number(&c, -INT64_MAX, INT64_MAX, &v64) < 0 || expect(&c, ",") < 0 ||
	    expect(&c, "\"seconds\":") < 0)
		goto out;
	/* no score is below 0: nor is a bound, in any version */
	if ((bound = v64) < 0) {
		snprintf(why, size, "its bound, %lld, is below 0", v64);
		status = -2;
		goto out;
	}
	skip_space(&c);
	errno = 0;
	{
		char num[64];
		size_t n = 0;

		/* strchr would find a NUL too: the one that ends its set */
		while (c.at + n < c.end && n < sizeof num - 1 && c.at[n] &&
		       strchr("0123456789.e+-", c.at[n]))
			n++;
		memcpy(num, c.at, n);
		num[n] = '\0';
		secs = strtod(num, &end);
		if (end == num || *end || secs < 0 || errno)
			goto out;
		c.at += n;
	}
	if (expect(&c, ",") < 0 || expect(&c, "\"boards\":") < 0 ||
	    expect(&c, "[") < 0)
		goto out;
	skip_space(&c);
	while (c.at < c.end && *c.at != ']') {
		char board[PROOF_BOARD_MAX];

		if ((!first && expect(&c, ",") < 0) || expect(&c, "[") < 0 ||
		    string(&c, board, sizeof board) < 0 || expect(&c, ",") < 0 ||
		    number(&c, h->cutoff, INT32_MAX, &v64) < 0 ||
		    expect(&c, "]") < 0) {
			snprintf(why, size, "a malformed record");
			goto out;
		}
		checked = board_check(h, prover, cls, board, v64, bound, &last,
				      why, size);
		if (checked < 0) {
			status = checked;
			goto out;
		}
		if (add_board(got, board, (int32_t)v64) < 0) {
			snprintf(why, size, "%s", no_memory);
			goto out;
		}
		first = 0;
		skip_space(&c);
	}
	status = -1;
	snprintf(why, size, "a malformed record");
	if (expect(&c, "]") < 0)
		goto out;
	if (expect(&c, ",") == 0) {
		if (expect(&c, "\"split\":") < 0 || expect(&c, "[") < 0)
			goto out;
		for (first = 1; expect(&c, "]") < 0; first = 0) {
			boggle_class *pc = NULL;
			int within;

			if ((!first && expect(&c, ",") < 0) ||
			    string(&c, part, sizeof part) < 0)
				goto out;
			if (part_read(h, part, &pc) < 0) {
				boggle_class_free(pc);
				snprintf(why, size, "a part that is not a class of "
					 "the proof's shape");
				goto out;
			}
			/*
			 * The parts a record hands on: its own.  Parts that
			 * overlap cost the proof nothing (each board is still
			 * proven, and verify proves the class whole), so none
			 * is held against the others: n parts cost n.
			 */
			within = boggle_class_within(pc, cls);
			boggle_class_free(pc);
			if (!within) {
				snprintf(why, size, "split: '%s' is not within the "
					 "record's class", part);
				status = -2;
				goto out;
			}
			if (add_key(&got->split, &got->nsplit, &got->split_cap,
				    id, part, file) < 0) {
				snprintf(why, size, "%s", no_memory);
				goto out;
			}
		}
		if (first)
			goto out;
	}
	if (c.end == line + len && expect(&c, "}") < 0)
		goto out;
	skip_space(&c);
	if (c.at != c.end)
		goto out;
	me = &got->done[got->ndone - 1];
	me->first_board = first_board;
	me->nboards = got->nboards - first_board;
	me->first_split = first_split;
	me->nsplit = got->nsplit - first_split;
	status = 0;
out:
	boggle_class_free(cls);
	return status;
}

static const char *find(const char *hay, size_t len, const char *needle,
			size_t n)
{
	size_t i;

	for (i = 0; i + n <= len; i++)
		if (!memcmp(hay + i, needle, n))
			return hay + i;
	return NULL;
}

/* The first of the header's fields whose value differs in line. */
static void header_diff(const char *want, const char *line, size_t len,
			char *buf, size_t size)
{
	const char *k = want;

	snprintf(buf, size, "not a proof's file");
	if (len < 16 || memcmp(line, "{\"boggle_prove\":", 16) != 0)
		return;
	while ((k = strstr(k, ", \"")) != NULL) {
		const char *key = k + 2, *colon = strchr(key, ':');
		const char *vend, *in;
		size_t klen, vlen;
		char keytext[64];

		if (!colon)
			break;
		/* values hold no ", " but the buckets' text: ", \"" ends one */
		vend = strstr(colon, ", \"");
		if (!vend)
			vend = colon + strlen(colon) - 2;
		klen = (size_t)(colon - key) + 1;
		vlen = (size_t)(vend - colon);
		snprintf(keytext, sizeof keytext, "%.*s", (int)klen, key);
		in = find(line, len, keytext, klen);
		if (!in || (size_t)(line + len - in) < klen + vlen ||
		    memcmp(in + klen - 1, colon, vlen) != 0) {
			char quoted[64];
			const char *got = in ? in + klen : "";
			size_t glen = 0;

			/* the values bare: the file's quoted as untrusted text */
			while (in && got < line + len && (*got == ' ' || *got == '"'))
				got++;
			while (in && got + glen < line + len && got[glen] != '"' &&
			       got[glen] != ',' && got[glen] != '}' && glen < 40)
				glen++;
			{
				const char *v = colon + 1;
				size_t n = vlen - 1;

				while (n && (*v == ' ' || *v == '"'))
					v++, n--;
				while (n && strchr("\"}\n", v[n - 1]))
					n--;
				/* the one field not named by a word */
				int lang = klen == 7 && !memcmp(key, "\"lang\":", 7);

				snprintf(buf, size, "from a proof of another %.*s "
					 "(%s; this one: %.*s)", lang ? 8 :
					 (int)klen - 3, lang ? "language" : key + 1,
					 in ? cli_quote(got, glen, quoted,
							sizeof quoted) :
					 "none", (int)n, v);
			}
			return;
		}
		k = vend;
	}
}

static int id_order(const void *a, const void *b)
{
	uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;

	return (x > y) - (x < y);
}

/* Why a read failed: for want of memory said as every such failure is. */
static const char *read_error(void)
{
	return errno == ENOMEM ? no_memory : strerror(errno);
}

/* Read the file whole into a buffer; -1 with errno. */
static int slurp(int fd, char **text, size_t *len)
{
	size_t cap = 1 << 16, n = 0;
	char *buf = malloc(cap);

	if (!buf) {
		errno = ENOMEM;
		return -1;
	}
	for (;;) {
		ssize_t r;

		if (n == cap) {
			char *nb = realloc(buf, cap *= 2);

			if (!nb) {
				free(buf);
				errno = ENOMEM;
				return -1;
			}
			buf = nb;
		}
		r = read(fd, buf + n, cap - n);
		if (r < 0 && errno == EINTR)
			continue;
		if (r < 0) {
			free(buf);
			return -1;
		}
		if (r == 0)
			break;
		n += (size_t)r;
	}
	*text = buf;
	*len = n;
	return 0;
}

/*
 * A header line (no newline) of the proof h: its version (1 to 3), the
 * task it names in t; -1 if it is not one, with why said for a header
 * damaged or of fields its version never wrote (why left empty for one
 * of another proof).
 */
static int header_read(const proof_header *h, const char *line, size_t len,
		       proof_file_task *t, char *why, size_t size)
{
	static const char *const said[] = {", \"tiles\":", ", \"list_path\":",
					   ", \"exclude_path\":"};
	const char *const forms[] = {h->old, h->v2, h->line};
	size_t hlen = strlen(h->line) - 2, k;  /* less its "}\n" */
	cursor c = {line, line + len};
	long long i, n;
	int v, sealed = proof_line_sealed(line, len);

	memset(t, 0, sizeof *t);
	why[0] = '\0';
	if (expect(&c, "{\"boggle_prove\":") < 0 ||
	    number(&c, 0, INT32_MAX, &i) < 0)
		return -1;
	v = (int)i;
	/* the header says what all the file proves: damage to it is named */
	if (sealed < 0 || (v >= 3 && !sealed)) {
		snprintf(why, size, "line 1: damaged: its checksum does not match");
		return -1;
	}
	if (v > 3) {
		snprintf(why, size, "a proof's file of version %d, newer than "
			 "this boggle reads", v);
		return -1;
	}
	if (v < 1 || (sealed && v < 3)) {
		snprintf(why, size, "line 1: a field no file of version %d has",
			 v);
		return -1;
	}
	if (len < hlen || memcmp(line, forms[v - 1], hlen) != 0)
		return -1;
	c.at = line + hlen;
	if (sealed)
		c.end = line + len - SUM_TAIL_LEN;
	for (k = 0; k < sizeof said / sizeof said[0]; k++) {
		char text[4096];

		if (expect(&c, said[k]) < 0)
			continue;
		/* version 1 said nothing of where its lists were */
		if (v == 1 && !h->any_v1) {
			snprintf(why, size, "line 1: a field no file of version 1 "
				 "has: --accept-v1 reads it all the same");
			return -1;
		}
		if (string(&c, text, sizeof text) < 0)
			return -1;
	}
	if (expect(&c, ", \"task\": \"") == 0) {
		if (number(&c, 0, INT64_MAX, &i) < 0 || expect(&c, "/") < 0 ||
		    number(&c, 1, INT64_MAX, &n) < 0 || i >= n ||
		    expect(&c, "\", \"of\": \"") < 0)
			return -1;
		if (expect(&c, "parts") == 0)
			t->parts = 1;
		else if (expect(&c, "classes") < 0)
			return -1;
		if (expect(&c, "\"") < 0)
			return -1;
		t->index = (uint64_t)i;
		t->count = (uint64_t)n;
	}
	if ((!sealed && expect(&c, "}") < 0) || c.at != c.end)
		return -1;
	t->version = v;
	return v;
}

/* Why line, a header (no newline), is not of the proof h. */
static void header_why(const proof_header *h, const char *line, size_t len,
		       char *why, size_t size)
{
	char path[4096], shown[4200];
	size_t n = len < sizeof path ? len : sizeof path - 1;

	header_diff(h->line, line, len, why, size);
	if (strncmp(why, "from a proof of another list ", 29) != 0)
		return;
	/* the one line that tells what to do about it */
	memcpy(path, line, n);
	path[n] = '\0';
	if (proof_header_field(path, "list_path", path, sizeof path) == 0)
		snprintf(shown, sizeof shown, ": give -d %s", path);
	else
		snprintf(shown, sizeof shown, ": give -d the list it was "
			 "proven with");
	snprintf(why + strlen(why), size - strlen(why), "%s", shown);
}

/* Whether why, said of a record, is for want of memory. */
static int for_memory(const char *why)
{
	return strcmp(why, no_memory) == 0;
}

static int resume_read(const char *path, int fd, const proof_header *h,
		       const boggle_prover *prover, proof_resumed *got)
{
	char *text = NULL, why[512], head[sizeof h->line + sizeof h->where];
	size_t len, at, line_no = 1, hlen;
	const char *nl;
	proof_file_task t;
	int v;

	proof_header_task(h, NULL, head, sizeof head);
	hlen = strlen(head);
	if (slurp(fd, &text, &len) < 0) {
		cli_error("prove: %s: %s", path, read_error());
		return EXIT_IO;
	}
	nl = memchr(text, '\n', len);
	/* no whole header yet: a run killed as it began; start again */
	if (!nl && len < hlen && memcmp(text, head, len) == 0) {
		free(text);
		if (ftruncate(fd, 0) < 0 ||
		    write(fd, head, hlen) != (ssize_t)hlen) {
			cli_error("prove: %s: %s", path, strerror(errno));
			return EXIT_IO;
		}
		return EXIT_OK;
	}
	if (!nl) {
		free(text);
		cli_error("prove: %s: not a proof's file, nor the start of one: "
			  "left as it is", path);
		return EXIT_USAGE;
	}
	v = header_read(h, text, (size_t)(nl - text), &t, why, sizeof why);
	/* what it adds carries checksums, which no such file holds */
	if (v == 1 && !h->any_v1 && !t.count) {
		v = -1;
		snprintf(why, sizeof why, "a file of version 1: what --resume "
			 "adds to it would not be version 1; --accept-v1 goes "
			 "on all the same");
	}
	if (v < 0 || t.count) {
		if (!why[0])
			header_why(h, text, (size_t)(nl - text), why, sizeof why);
		if (v > 0)
			snprintf(why, sizeof why, "the file of task %llu/%llu, "
				 "written whole: boggle prove merge reads it",
				 (unsigned long long)t.index,
				 (unsigned long long)t.count);
		cli_error("prove: %s: %s", path, why);
		free(text);
		return EXIT_USAGE;
	}
	for (at = (size_t)(nl - text) + 1; at < len;
	     at = (size_t)(nl - text) + 1) {
		line_no++;
		nl = memchr(text + at, '\n', len - at);
		if (!nl) {
			/* cut short by a kill: dropped, and the class redone */
			if (ftruncate(fd, (off_t)at) < 0) {
				cli_error("prove: %s: %s", path, strerror(errno));
				free(text);
				return EXIT_IO;
			}
			break;
		}
		int rc = record_read(h, prover, text + at,
				     (size_t)(nl - (text + at)), v, 0, got, why,
				     sizeof why);

		if (rc == 0 && (got->nsplit || got->done[got->ndone - 1].part)) {
			snprintf(why, sizeof why, "a part's record: a task's, not "
				 "a one-machine proof's");
			rc = -1;
		}
		if (rc < 0) {
			cli_error("prove: %s: line %zu: %s", path, line_no, why);
			free(text);
			return rc == -2 || for_memory(why) ? EXIT_IO : EXIT_USAGE;
		}
	}
	free(text);
	if (!(got->ids = malloc((got->ndone ? got->ndone : 1) *
				sizeof *got->ids))) {
		cli_error("prove: %s", boggle_strerror(BOGGLE_NOMEM));
		return EXIT_IO;
	}
	for (at = 0; at < got->ndone; at++)
		got->ids[at] = got->done[at].id;
	got->nids = got->ndone;
	if (got->nids)
		qsort(got->ids, got->nids, sizeof *got->ids, id_order);
	for (at = 1; at < got->nids; at++)
		if (got->ids[at] == got->ids[at - 1]) {
			cli_error("prove: %s: class %llu is there twice", path,
				  (unsigned long long)got->ids[at]);
			return EXIT_USAGE;
		}
	return EXIT_OK;
}

/* This process's lock on the file: -1 if another process holds one. */
static int lock_file(int fd)
{
	struct flock fl;

	memset(&fl, 0, sizeof fl);
	fl.l_type = F_WRLCK;
	fl.l_whence = SEEK_SET;
	return fcntl(fd, F_SETLK, &fl);
}

int proof_append(proof_out *o, const char *text, size_t len)
{
	size_t done = 0;

	if (o->failed)
		return o->failed;
	while (done < len) {
		ssize_t n = write(o->fd, text + done, len - done);

		if (n < 0 && errno == EINTR)
			continue;
		if (n <= 0) {
			o->failed = n < 0 ? errno : ENOSPC;
			/* a record cut short would stop --resume: it goes */
			if (ftruncate(o->fd, o->good) < 0)
				cli_error("prove: %s: %s", o->tmp ? o->tmp : o->path,
					  strerror(errno));
			return o->failed;
		}
		done += (size_t)n;
	}
	o->good += (off_t)len;
	return 0;
}

int proof_open(const char *path, int resume, const proof_header *h,
	       const boggle_prover *prover, proof_out *out, proof_resumed *got)
{
	char head[sizeof h->line + sizeof h->where];
	int fd, status = EXIT_OK;
	struct stat st;
	off_t end;

	proof_header_task(h, NULL, head, sizeof head);
	memset(got, 0, sizeof *got);
	memset(out, 0, sizeof *out);
	out->path = path;
	fd = open(path, resume ? O_RDWR | O_CREAT | O_APPEND :
		  O_WRONLY | O_CREAT | O_EXCL | O_APPEND, 0666);
	if (fd < 0 && errno == EEXIST) {
		cli_error("prove: %s is there already: --resume goes on from it",
			  path);
		return EXIT_USAGE;
	}
	if (fd < 0) {
		cli_error("prove: %s: %s", path, strerror(errno));
		return EXIT_IO;
	}
	/* a device or a pipe would be read without end, or not again */
	if (resume && (fstat(fd, &st) < 0 || !S_ISREG(st.st_mode))) {
		cli_error("prove: %s: not a regular file", path);
		close(fd);
		return EXIT_USAGE;
	}
	if (lock_file(fd) < 0) {
		cli_error("prove: %s: %s", path, errno == EACCES ||
			  errno == EAGAIN ? "another boggle prove is writing "
			  "to it" : strerror(errno));
		close(fd);
		return EXIT_IO;
	}
	out->fd = fd;
	if (resume && (status = resume_read(path, fd, h, prover, got)) !=
	    EXIT_OK)
		goto fail;
	if ((end = lseek(fd, 0, SEEK_END)) < 0) {
		cli_error("prove: %s: %s", path, strerror(errno));
		status = EXIT_IO;
		goto fail;
	}
	out->good = end;
	if (!resume && proof_append(out, head, strlen(head)) != 0) {
		cli_error("prove: %s: %s", path, strerror(out->failed));
		status = EXIT_IO;
		goto fail;
	}
	out->live = 1;
	return EXIT_OK;
fail:
	close(fd);
	proof_resumed_free(got);
	return status;
}

/* ---- a task's file, written whole ------------------------------------- */

/* The temporary file a signal would leave behind, for the handler. */
static char doomed[4096];
static const int stops[] = {SIGINT, SIGTERM, SIGHUP, SIGQUIT};
static struct sigaction before[sizeof stops / sizeof stops[0]];

static void remove_doomed(int sig)
{
	if (doomed[0])
		unlink(doomed);
	signal(sig, SIG_DFL);
	raise(sig);
}

/*
 * While tmp is written, a signal that ends the process removes it first;
 * a signal ignored (as under nohup) stays ignored.  NULL puts back what
 * was there.
 */
static void guard(const char *tmp)
{
	struct sigaction sa;
	size_t i;

	memset(&sa, 0, sizeof sa);
	sa.sa_handler = remove_doomed;
	sigemptyset(&sa.sa_mask);
	snprintf(doomed, sizeof doomed, "%s", tmp ? tmp : "");
	for (i = 0; i < sizeof stops / sizeof stops[0]; i++) {
		if (!tmp) {
			sigaction(stops[i], &before[i], NULL);
			continue;
		}
		sigaction(stops[i], NULL, &before[i]);
		if (before[i].sa_handler != SIG_IGN)
			sigaction(stops[i], &sa, NULL);
	}
}

int proof_out_open(proof_out *o, const char *path, const char *header)
{
	const char *slash = strrchr(path, '/');
	size_t dirlen = slash ? (size_t)(slash - path) + 1 : 0;
	struct stat st;
	mode_t mask;
	int fd;

	memset(o, 0, sizeof *o);
	o->path = path;
	/* rename would put a file in place of a link, a device or a directory */
	if (lstat(path, &st) == 0 && !S_ISREG(st.st_mode)) {
		cli_error("prove: %s: %s", path, S_ISLNK(st.st_mode) ?
			  "a symbolic link: not replaced" :
			  "not a regular file");
		return EXIT_USAGE;
	}
	if (!(o->tmp = malloc(strlen(path) + 16))) {
		cli_error("prove: %s", boggle_strerror(BOGGLE_NOMEM));
		return EXIT_IO;
	}
	/*
	 * Hidden, so that a glob of the finished files leaves it out; one
	 * name a task, so that one a kill left behind is taken over, and a
	 * run of the same task still writing it holds its lock.
	 */
	sprintf(o->tmp, "%.*s.%s.tmp", (int)dirlen, path, path + dirlen);
	if ((fd = open(o->tmp, O_RDWR | O_CREAT | O_NOFOLLOW, 0666)) < 0 ||
	    lock_file(fd) < 0) {
		int busy = fd >= 0 && (errno == EACCES || errno == EAGAIN);

		cli_error("prove: %s: %s", busy ? path : o->tmp, busy ?
			  "another boggle prove is writing it" :
			  strerror(errno));
		if (fd >= 0)
			close(fd);
		free(o->tmp);
		o->tmp = NULL;
		return EXIT_IO;
	}
	o->fd = fd;
	o->live = 1;
	guard(o->tmp);
	mask = umask(0);
	umask(mask);
	if (ftruncate(fd, 0) < 0 || fchmod(fd, 0666 & ~mask) < 0 ||
	    proof_append(o, header, strlen(header)) != 0) {
		cli_error("prove: %s: %s", o->tmp,
			  strerror(o->failed ? o->failed : errno));
		proof_out_close(o, 0);
		return EXIT_IO;
	}
	return EXIT_OK;
}

int proof_out_close(proof_out *o, int ok)
{
	char end[64];
	int status = EXIT_OK;

	if (!o->live)
		return EXIT_OK;
	o->live = 0;
	if (ok && o->tmp) {
		snprintf(end, sizeof end, "{\"end\": %zu}\n", o->records);
		if (proof_append(o, end, strlen(end)) != 0 || fsync(o->fd) < 0) {
			cli_error("prove: %s: %s", o->tmp,
				  strerror(o->failed ? o->failed : errno));
			status = EXIT_IO;
		}
	}
	if (close(o->fd) != 0 && ok && status == EXIT_OK) {
		cli_error("prove: %s: %s", o->tmp ? o->tmp : o->path,
			  strerror(errno));
		status = EXIT_IO;
	}
	if (!o->tmp)
		return status;
	if (ok && status == EXIT_OK && rename(o->tmp, o->path) < 0) {
		cli_error("prove: %s: %s", o->path, strerror(errno));
		status = EXIT_IO;
	}
	if (!ok || status != EXIT_OK)
		unlink(o->tmp);
	guard(NULL);
	free(o->tmp);
	o->tmp = NULL;
	return status;
}

/* ---- reading any proof's file ----------------------------------------- */

int proof_read(const char *cmd, const char *path, int file,
	       const proof_header *h, const boggle_prover *prover,
	       proof_resumed *got, proof_file_task *task)
{
	char *text = NULL, why[512];
	size_t len, at, line_no = 1, records = 0;
	const char *nl;
	struct stat st;
	int fd = open(path, O_RDONLY | O_NONBLOCK), status = EXIT_USAGE, v, rc;

	if (fd < 0) {
		cli_error("%s: %s: %s", cmd, path, strerror(errno));
		return EXIT_IO;
	}
	if (fstat(fd, &st) < 0 || !S_ISREG(st.st_mode)) {
		cli_error("%s: %s: not a regular file", cmd, path);
		close(fd);
		return EXIT_USAGE;
	}
	if (slurp(fd, &text, &len) < 0) {
		cli_error("%s: %s: %s", cmd, path, read_error());
		close(fd);
		return EXIT_IO;
	}
	close(fd);
	if (!(nl = memchr(text, '\n', len))) {
		cli_error("%s: %s: %s", cmd, path, len ? "cut short in its "
			  "header" : "empty: not a proof's file");
		goto out;
	}
	if ((v = header_read(h, text, (size_t)(nl - text), task, why,
			     sizeof why)) < 0) {
		if (!why[0])
			header_why(h, text, (size_t)(nl - text), why, sizeof why);
		cli_error("%s: %s: %s", cmd, path, why);
		goto out;
	}
	for (at = (size_t)(nl - text) + 1; at < len;
	     at = (size_t)(nl - text) + 1) {
		long long n;
		cursor c;

		line_no++;
		if (!(nl = memchr(text + at, '\n', len - at))) {
			cli_error("%s: %s: line %zu is cut short%s", cmd, path,
				  line_no, task->count ? "" : ": --resume the "
				  "proof first");
			goto out;
		}
		c.at = text + at;
		c.end = nl;
		if (task->count && expect(&c, "{\"end\":") == 0) {
			if (number(&c, 0, INT64_MAX, &n) < 0 ||
			    expect(&c, "}") < 0 || c.at != c.end ||
			    (size_t)n != records || (size_t)(nl - text) + 1 != len) {
				cli_error("%s: %s: line %zu: not the end of %zu "
					  "records", cmd, path, line_no, records);
				goto out;
			}
			status = EXIT_OK;
			goto out;
		}
		if ((rc = record_read(h, prover, text + at,
				      (size_t)(nl - (text + at)), v, file, got,
				      why, sizeof why)) < 0) {
			cli_error("%s: %s: line %zu: %s", cmd, path, line_no, why);
			if (rc == -2 || for_memory(why))
				status = EXIT_IO;
			goto out;
		}
		got->done[got->ndone - 1].line = line_no;
		records++;
	}
	if (task->count)
		cli_error("%s: %s: cut short: a task's file ends with an end "
			  "line", cmd, path);
	else
		status = EXIT_OK;
out:
	free(text);
	return status;
}

int proof_header_field(const char *line, const char *key, char *buf,
		       size_t size)
{
	const char *at = line, *end;
	size_t klen = strlen(key), n;

	/* a key is quoted, after the brace or a comma */
	while ((at = strstr(at, key)) != NULL) {
		if (at - line >= 2 && at[-1] == '"' &&
		    (at[-2] == '{' || (at - line >= 3 && at[-2] == ' ' &&
				       at[-3] == ',')) &&
		    strncmp(at + klen, "\": ", 3) == 0)
			break;
		at++;
	}
	if (!at)
		return -1;
	at += klen + 3;
	if (*at == '"') {
		at++;
		end = strchr(at, '"');
	} else {
		end = at + strcspn(at, ",}\n");
	}
	if (!end || (n = (size_t)(end - at)) >= size)
		return -1;
	memcpy(buf, at, n);
	buf[n] = '\0';
	return 0;
}
