/*
 * A proof's file read back, a line at a time as its bytes come: the
 * header held against the proof's, and each record's boards checked
 * against its class (of the class, in order, scoring what they say when
 * solved again, no more than its bound) before its key and boards are
 * kept.  What the proof holds while reading is the line at hand.
 */
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "proof.h"
#include "prove.h"
#include "unicode.h"

/* A record that could not be read for want of memory, not for its bytes. */
static const char no_memory[] = "out of memory";

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
static int board_read(const boggle_proof *p, const char *text,
		      boggle_board **b)
{
	char again[BOGGLE_PROOF_BOARD_MAX];

	*b = NULL;
	if (boggle_board_new(b, p->lang, p->rows, p->cols) != BOGGLE_OK ||
	    boggle_board_parse(*b, p->lang, text, strlen(text), NULL) !=
		    BOGGLE_OK || boggle_board_rows(*b) != p->rows ||
	    boggle_board_cols(*b) != p->cols)
		return -1;
	boggle_prover_orient(p->prover, *b);
	return boggle_board_format(*b, again, sizeof again) < sizeof again &&
	       strcmp(again, text) == 0 ? 0 : -1;
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

/*
 * Text as a class of the proof's shape, written as it is written, into
 * *cls (the caller's to free); -1 if it is not one.
 */
static int part_read(const boggle_proof *p, const char *text,
		     boggle_class **cls)
{
	char again[BOGGLE_CLASS_TEXT_MAX];

	*cls = NULL;
	return boggle_class_parse(cls, p->lang, p->rows, p->cols, text,
				  strlen(text), NULL) == BOGGLE_OK &&
	       boggle_class_format(*cls, again, sizeof again) < sizeof again &&
	       strcmp(again, text) == 0 ? 0 : -1;
}

/* The board a record listed last, to hold the next against. */
typedef struct last_board {
	char text[BOGGLE_PROOF_BOARD_MAX];
	int32_t score;
} last_board;

/*
 * Board text scoring score, read from a record of cls: of the class, in
 * order after *last, scoring what it says, no more than bound.  With why
 * said into why: BOGGLE_SYNTAX for text that is no board of the proof,
 * BOGGLE_UNSOUND for a board that does not check out.
 */
static boggle_code board_check(boggle_proof *p, const boggle_class *cls,
			       const char *text, long long score,
			       int64_t bound, last_board *last, char *why,
			       size_t size)
{
	boggle_board *b;
	boggle_code code = BOGGLE_UNSOUND;

	if (board_read(p, text, &b) < 0) {
		snprintf(why, size, "%s is not a board of the proof's shape, "
			 "turned as it turns them", text);
		code = BOGGLE_SYNTAX;
	} else if (last->text[0] &&
		   proof_board_cmp(last->score, last->text, (int32_t)score,
				   text) >= 0)
		snprintf(why, size, "%s is out of order, or there twice", text);
	else if (!boggle_prover_holds(p->prover, cls, b))
		snprintf(why, size, "%s is not a board of the record's class",
			 text);
	else if (boggle_solve(p->solver, b, &p->rules) != BOGGLE_OK) {
		snprintf(why, size, "%s", no_memory);
		code = BOGGLE_NOMEM;
	} else if (boggle_solver_score(p->solver) != score)
		snprintf(why, size, "%s scores %ld, not %lld", text,
			 boggle_solver_score(p->solver), score);
	else if (score > bound)
		snprintf(why, size, "%s scores %lld, above the record's bound %lld",
			 text, score, (long long)bound);
	else
		code = BOGGLE_OK;
	boggle_board_free(b);
	snprintf(last->text, sizeof last->text, "%s", text);
	last->score = (int32_t)score;
	return code;
}

/* The seconds a record took: a number of no sign. */
static int seconds(cursor *c)
{
	char num[64], *end;
	size_t n = 0;
	double secs;

	skip_space(c);
	errno = 0;
	/* strchr would find a NUL too: the one that ends its set */
	while (c->at + n < c->end && n < sizeof num - 1 && c->at[n] &&
	       strchr("0123456789.e+-", c->at[n]))
		n++;
	memcpy(num, c->at, n);
	num[n] = '\0';
	secs = strtod(num, &end);
	if (end == num || *end || secs < 0 || errno)
		return -1;
	c->at += n;
	return 0;
}

/* The parts a record hands on, each within its class, as split keys. */
static boggle_code splits_read(boggle_proof *p, cursor *c, uint64_t id,
			       const boggle_class *cls, char *why, size_t size)
{
	char part[BOGGLE_CLASS_TEXT_MAX];
	int first;

	if (expect(c, "\"split\":") < 0 || expect(c, "[") < 0)
		return BOGGLE_SYNTAX;
	for (first = 1; expect(c, "]") < 0; first = 0) {
		boggle_class *pc = NULL;
		int within;

		if ((!first && expect(c, ",") < 0) ||
		    string(c, part, sizeof part) < 0)
			return BOGGLE_SYNTAX;
		if (part_read(p, part, &pc) < 0) {
			boggle_class_free(pc);
			snprintf(why, size, "a part that is not a class of the "
				 "proof's shape");
			return BOGGLE_SYNTAX;
		}
		/*
		 * The parts a record hands on: its own.  Parts that overlap
		 * cost the proof nothing (each board is still proven, and
		 * verify proves the class whole), so none is held against
		 * the others: n parts cost n.
		 */
		within = boggle_class_within(pc, cls);
		boggle_class_free(pc);
		if (!within) {
			char quoted[64];

			utf8_quote(part, strlen(part), quoted, sizeof quoted);
			snprintf(why, size, "split: %s is not within the "
				 "record's class", quoted);
			return BOGGLE_UNSOUND;
		}
		if (add_key(&p->split, &p->nsplit, &p->split_cap, id, part,
			    p->nfiles - 1) < 0) {
			snprintf(why, size, "%s", no_memory);
			return BOGGLE_NOMEM;
		}
	}
	return first ? BOGGLE_SYNTAX : BOGGLE_OK;
}

/* How much the proof held before a record: what a refused one undoes. */
typedef struct mark {
	size_t ndone, nsplit, nboards, text_len;
} mark;

static mark marked(const boggle_proof *p)
{
	mark m = {p->ndone, p->nsplit, p->nboards, p->text_len};

	return m;
}

/* The proof as it was at m: a record refused leaves nothing of itself. */
static void undo(boggle_proof *p, mark m)
{
	while (p->ndone > m.ndone)
		free(p->done[--p->ndone].part);
	while (p->nsplit > m.nsplit)
		free(p->split[--p->nsplit].part);
	p->nboards = m.nboards;
	p->text_len = m.text_len;
}

/*
 * One record line (no newline) of a file of version v: its key into
 * done, its parts into split, its boards each checked against its class.
 * With why said: BOGGLE_SYNTAX for a record malformed, BOGGLE_DAMAGED
 * for one whose checksum does not match, BOGGLE_UNSOUND for one that
 * does not check out (its boards, bound or parts), BOGGLE_NOMEM.
 */
static boggle_code record_read(boggle_proof *p, const char *line, size_t len,
			       int v, char *why, size_t size)
{
	char part[BOGGLE_CLASS_TEXT_MAX];
	const char *key = NULL;    /* the part, for a part's record */
	cursor c = {line, line + len};
	boggle_class *cls = NULL;
	last_board last;
	long long v64;
	int64_t bound;
	uint64_t id;
	size_t first_board = p->nboards, first_split = p->nsplit;
	proof_key *me;
	boggle_code code = BOGGLE_SYNTAX;
	int first = 1, sealed;

	last.text[0] = '\0';
	last.score = 0;
	snprintf(why, size, "not a class record");
	if (expect(&c, "{\"class\":") < 0 || number(&c, 0, INT64_MAX, &v64) < 0)
		return BOGGLE_SYNTAX;
	id = (uint64_t)v64;
	if (!boggle_prover_canonical(p->prover, id)) {
		snprintf(why, size, "no class of the proof has that id");
		return BOGGLE_SYNTAX;
	}
	/* damage anywhere in the line is named before it is read */
	sealed = proof_line_sealed(line, len);
	if (sealed < 0 || (v >= 2 && !sealed)) {
		snprintf(why, size, "damaged: its checksum does not match");
		return BOGGLE_DAMAGED;
	}
	/* a file of version 1 had none: one there was added, or relabelled */
	if (v == 1 && sealed && !p->any_v1) {
		snprintf(why, size, "a checksum in a file of version 1, which "
			 "wrote none: --accept-v1 reads it all the same");
		return BOGGLE_SYNTAX;
	}
	if (sealed)
		c.end = line + len - SUM_TAIL_LEN;
	snprintf(why, size, "a malformed record");
	if (expect(&c, ",") < 0)
		return BOGGLE_SYNTAX;
	if (expect(&c, "\"part\":") == 0) {
		if (string(&c, part, sizeof part) < 0 || expect(&c, ",") < 0)
			return BOGGLE_SYNTAX;
		if (part_read(p, part, &cls) < 0) {
			boggle_class_free(cls);
			snprintf(why, size, "a part that is not a class of the "
				 "proof's shape");
			return BOGGLE_SYNTAX;
		}
		key = part;
	} else if (boggle_prover_class(p->prover, id, &cls) != BOGGLE_OK) {
		snprintf(why, size, "%s", no_memory);
		return BOGGLE_NOMEM;
	}
	if (add_key(&p->done, &p->ndone, &p->done_cap, id, key,
		    p->nfiles - 1) < 0) {
		snprintf(why, size, "%s", no_memory);
		code = BOGGLE_NOMEM;
		goto out;
	}
	if (expect(&c, "\"bound\":") < 0 ||
	    number(&c, -INT64_MAX, INT64_MAX, &v64) < 0 || expect(&c, ",") < 0 ||
	    expect(&c, "\"seconds\":") < 0)
		goto out;
	/* no score is below 0: nor is a bound, in any version */
	if ((bound = v64) < 0) {
		snprintf(why, size, "its bound, %lld, is below 0", v64);
		code = BOGGLE_UNSOUND;
		goto out;
	}
	if (seconds(&c) < 0 || expect(&c, ",") < 0 ||
	    expect(&c, "\"boards\":") < 0 || expect(&c, "[") < 0)
		goto out;
	skip_space(&c);
	while (c.at < c.end && *c.at != ']') {
		char board[BOGGLE_PROOF_BOARD_MAX];

		if ((!first && expect(&c, ",") < 0) || expect(&c, "[") < 0 ||
		    string(&c, board, sizeof board) < 0 || expect(&c, ",") < 0 ||
		    number(&c, p->cutoff, INT32_MAX, &v64) < 0 ||
		    expect(&c, "]") < 0) {
			snprintf(why, size, "a malformed record");
			goto out;
		}
		if ((code = board_check(p, cls, board, v64, bound, &last, why,
					size)) != BOGGLE_OK)
			goto out;
		code = BOGGLE_SYNTAX;
		if (proof_add_board(p, board, (int32_t)v64) < 0) {
			snprintf(why, size, "%s", no_memory);
			code = BOGGLE_NOMEM;
			goto out;
		}
		first = 0;
		skip_space(&c);
	}
	snprintf(why, size, "a malformed record");
	if (expect(&c, "]") < 0)
		goto out;
	if (expect(&c, ",") == 0) {
		code = splits_read(p, &c, id, cls, why, size);
		if (code != BOGGLE_OK)
			goto out;
		code = BOGGLE_SYNTAX;
		snprintf(why, size, "a malformed record");
	}
	if (c.end == line + len && expect(&c, "}") < 0)
		goto out;
	skip_space(&c);
	if (c.at != c.end)
		goto out;
	me = &p->done[p->ndone - 1];
	me->first_board = first_board;
	me->nboards = p->nboards - first_board;
	me->first_split = first_split;
	me->nsplit = p->nsplit - first_split;
	code = BOGGLE_OK;
out:
	boggle_class_free(cls);
	return code;
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

/*
 * The first of the header's fields whose value differs in line: "from a
 * proof of another ...", or "not a proof's file" if none does.
 */
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
			vend = colon + strlen(colon);
		klen = (size_t)(colon - key) + 1;
		vlen = (size_t)(vend - colon);
		snprintf(keytext, sizeof keytext, "%.*s", (int)klen, key);
		in = find(line, len, keytext, klen);
		if (!in || (size_t)(line + len - in) < klen + vlen ||
		    memcmp(in + klen - 1, colon, vlen) != 0) {
			char quoted[200];
			const char *got = in ? in + klen : "";
			const char *v = colon + 1;
			size_t glen = 0, n = vlen - 1;
			/* the one field not named by a word */
			int lang = klen == 7 && !memcmp(key, "\"lang\":", 7);

			/* the values bare: the file's quoted as untrusted text */
			while (in && got < line + len && (*got == ' ' || *got == '"'))
				got++;
			while (in && got + glen < line + len && got[glen] != '"' &&
			       got[glen] != ',' && got[glen] != '}' && glen < 40)
				glen++;
			while (n && (*v == ' ' || *v == '"'))
				v++, n--;
			while (n && strchr("\"}\n", v[n - 1]))
				n--;
			if (in)
				utf8_quote(got, glen, quoted, sizeof quoted);
			snprintf(buf, size, "from a proof of another %.*s "
				 "(%s; this one: %.*s)", lang ? 8 :
				 (int)klen - 3, lang ? "language" : key + 1,
				 in ? quoted : "none", (int)n, v);
			return;
		}
		k = vend;
	}
}

/*
 * A header line (no newline) of the proof: its version (1 to 4), the task
 * it names in t; -1 if it is not one, with why said for a header damaged
 * or of fields its version never wrote (why left empty for one of
 * another proof).
 */
static int header_read(const boggle_proof *p, const char *line, size_t len,
		       boggle_proof_task *t, char *why, size_t size)
{
	static const char *const said[] = {", \"tiles\":", ", \"list_path\":",
					   ", \"exclude_path\":",
					   ", \"carried\":"};
	cursor c = {line, line + len};
	size_t hlen, k;
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
	if (v > PROOF_VERSION) {
		snprintf(why, size, "a proof's file of version %d, newer than "
			 "this boggle reads", v);
		return -1;
	}
	if (v < 1 || (sealed && v < 3)) {
		snprintf(why, size, "line 1: a field no file of version %d has",
			 v);
		return -1;
	}
	hlen = strlen(p->forms[v]);
	if (len < hlen || memcmp(line, p->forms[v], hlen) != 0)
		return -1;
	c.at = line + hlen;
	if (sealed)
		c.end = line + len - SUM_TAIL_LEN;
	for (k = 0; k < sizeof said / sizeof said[0]; k++) {
		char text[BOGGLE_PROOF_HEADER_MAX];

		if (expect(&c, said[k]) < 0)
			continue;
		/* a file carried into a version is of that version on */
		if (k == 3 && v < PROOF_VERSION) {
			snprintf(why, size, "line 1: a field no file of version "
				 "%d has", v);
			return -1;
		}
		/* version 1 said nothing of where its lists were */
		if (v == 1 && !p->any_v1) {
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
	return v;
}

/*
 * Why line, a header (no newline), is not of the proof, as the code
 * said with it; why already said (damage, a version) is kept.
 */
static boggle_code header_why(const boggle_proof *p, const char *line,
			      size_t len, char *why, size_t size)
{
	char path[BOGGLE_PROOF_HEADER_MAX];
	size_t n;

	cursor c = {line, line + len};
	long long v = PROOF_VERSION;

	if (why[0])
		return strstr(why, "damaged") ? BOGGLE_DAMAGED : BOGGLE_SYNTAX;
	/* held against the header of its own version */
	if (expect(&c, "{\"boggle_prove\":") < 0 ||
	    number(&c, 1, PROOF_VERSION, &v) < 0)
		v = PROOF_VERSION;
	header_diff(p->forms[v], line, len, why, size);
	if (strncmp(why, "from a proof of another ", 24) != 0)
		return BOGGLE_SYNTAX;
	if (strncmp(why, "from a proof of another list ", 29) != 0)
		return BOGGLE_WRONG_LANG;
	/* the one line that tells what to do about it */
	n = strlen(why);
	if (boggle_proof_header_field(line, len, "list_path", path,
				      sizeof path) == BOGGLE_OK)
		snprintf(why + n, size - n, ": give -d %s", path);
	else
		snprintf(why + n, size - n, ": give -d the list it was "
			 "proven with");
	return BOGGLE_WRONG_LANG;
}

/* The file refused: said after its name. */
static boggle_code refuse(boggle_proof *p, boggle_code code, const char *fmt,
			  ...) __attribute__((format(printf, 3, 4)));
static boggle_code refuse(boggle_proof *p, boggle_code code, const char *fmt,
			  ...)
{
	char why[1024];
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(why, sizeof why, fmt, ap);
	va_end(ap);
	proof_say(p, "%s: %s", p->rd.name, why);
	p->rd.failed = 1;
	return code;
}

int proof_task_seen(boggle_proof *p, const boggle_proof_task *task)
{
	if (!task->count || task->parts)
		return 0;
	if (p->task_count && p->task_count != task->count) {
		p->tasks_mixed = 1;
		return 0;
	}
	if (!p->task_count) {
		/* a count too big to list the missing is only counted */
		if (task->count > 1000000)
			return 0;
		if (!(p->task_seen = calloc((size_t)task->count, 1)))
			return -1;
		p->task_count = task->count;
	}
	p->task_seen[task->index] = 1;
	return 0;
}

/* What a file that starts with text (len bytes) is not, or NULL. */
static const char *packed(const char *text, size_t len)
{
	return len >= 2 && (unsigned char)text[0] == 0x1f &&
	       (unsigned char)text[1] == 0x8b ?
	       "compressed with gzip: unpack it first (gzip -dk)" : NULL;
}

/* The header line, line 1: the file's version and task, or refused. */
static boggle_code header_line(boggle_proof *p, const char *line, size_t len)
{
	proof_reader *rd = &p->rd;
	char why[1024];
	int v;

	if (packed(line, len))
		return refuse(p, BOGGLE_SYNTAX, "%s", packed(line, len));
	v = header_read(p, line, len, &rd->task, why, sizeof why);

	if (rd->flags & BOGGLE_PROOF_RESUME) {
		/* what it adds carries checksums, which no such file holds */
		if (v == 1 && !p->any_v1 && !rd->task.count)
			return refuse(p, BOGGLE_SYNTAX, "a file of version 1: what "
				      "--resume adds to it would not be version "
				      "1; --accept-v1 goes on all the same");
		if (v > 0 && rd->task.count)
			return refuse(p, BOGGLE_SYNTAX, "the file of task "
				      "%llu/%llu, written whole: boggle prove "
				      "merge reads it",
				      (unsigned long long)rd->task.index,
				      (unsigned long long)rd->task.count);
	}
	if (v < 0) {
		boggle_code code = header_why(p, line, len, why, sizeof why);

		return refuse(p, code, "%s", why);
	}
	rd->version = v;
	p->versions[v]++;
	if (proof_task_seen(p, &rd->task) < 0)
		return refuse(p, BOGGLE_NOMEM, "%s", no_memory);
	return BOGGLE_OK;
}

/* A line after the header: a record, or a task's end line. */
static boggle_code body_line(boggle_proof *p, const char *line, size_t len)
{
	proof_reader *rd = &p->rd;
	char why[1024];
	cursor c = {line, line + len};
	mark before = marked(p);
	proof_key *me;
	long long n;
	uint64_t times;
	boggle_code code;

	if (rd->ended)
		return refuse(p, BOGGLE_SYNTAX, "line %zu: not the end of %zu "
			      "records", rd->line_no - 1, rd->records);
	if (rd->task.count && expect(&c, "{\"end\":") == 0) {
		if (number(&c, 0, INT64_MAX, &n) < 0 || expect(&c, "}") < 0 ||
		    c.at != c.end || (unsigned long long)n != rd->records)
			return refuse(p, BOGGLE_SYNTAX, "line %zu: not the end "
				      "of %zu records", rd->line_no, rd->records);
		rd->ended = 1;
		return BOGGLE_OK;
	}
	code = record_read(p, line, len, rd->version, why, sizeof why);
	if (code == BOGGLE_OK && (rd->flags & BOGGLE_PROOF_RESUME) &&
	    (p->nsplit || p->done[p->ndone - 1].part)) {
		snprintf(why, sizeof why, "a part's record: a task's, not a "
			 "one-machine proof's");
		code = BOGGLE_SYNTAX;
	}
	if (code != BOGGLE_OK) {
		undo(p, before);
		return refuse(p, code, "line %zu: %s", rd->line_no, why);
	}
	rd->records++;
	p->nread++;
	/* a copy past the second is counted, not kept: memory grows with
	   the classes, not with the bytes given */
	me = &p->done[p->ndone - 1];
	if (!(times = proof_seen_add(p, me->id, me->part))) {
		undo(p, before);
		return refuse(p, BOGGLE_NOMEM, "%s", no_memory);
	}
	if (times > 2)
		undo(p, before);
	else
		me->line = rd->line_no;
	return BOGGLE_OK;
}

boggle_code boggle_proof_begin(boggle_proof *proof, const char *name,
			       int flags)
{
	proof_reader *rd = &proof->rd;
	char *line = rd->line, **names;
	size_t cap = rd->cap;

	proof_hush(proof);
	free(rd->name);
	/* the line's room is kept from file to file */
	memset(rd, 0, sizeof *rd);
	rd->line = line;
	rd->cap = cap;
	rd->failed = 1;
	if (!(names = realloc(proof->names, (size_t)(proof->nfiles + 1) *
			      sizeof *names)))
		return BOGGLE_NOMEM;
	proof->names = names;
	if (!(names[proof->nfiles] = strdup(name ? name : "")) ||
	    !(rd->name = strdup(name ? name : "")))
		return BOGGLE_NOMEM;
	proof->nfiles++;
	rd->flags = flags;
	rd->failed = 0;
	proof->sorted = 0;
	proof->norder = 0;
	proof->have_pending = 0;
	return BOGGLE_OK;
}

/* A whole line read (no newline), line rd->line_no. */
static boggle_code line_read(boggle_proof *p, const char *line, size_t len)
{
	return p->rd.line_no == 1 ? header_line(p, line, len) :
	       body_line(p, line, len);
}

boggle_code boggle_proof_feed(boggle_proof *proof, const void *bytes,
			      size_t len)
{
	proof_reader *rd = &proof->rd;
	const char *at = bytes, *end = at + len;

	proof_hush(proof);
	if (rd->failed)
		return BOGGLE_MISUSE;
	while (at < end) {
		const char *nl = memchr(at, '\n', (size_t)(end - at));
		size_t n = (size_t)((nl ? nl : end) - at);
		boggle_code code;

		/* a line in one piece is read where it lies */
		if (nl && rd->len == 0) {
			rd->line_no++;
			rd->bytes += n + 1;
			if ((code = line_read(proof, at, n)) != BOGGLE_OK)
				return code;
			rd->whole = rd->bytes;
			at = nl + 1;
			continue;
		}
		/* no header is this long: nor is any record */
		if (rd->len + n > (rd->line_no ? PROOF_LINE_MAX :
				   BOGGLE_PROOF_HEADER_MAX)) {
			rd->line_no++;
			if (rd->line_no == 1 && packed(rd->len ? rd->line : at,
						       rd->len ? rd->len : n))
				return refuse(proof, BOGGLE_SYNTAX, "%s",
					      packed(rd->len ? rd->line : at,
						     rd->len ? rd->len : n));
			if (rd->line_no == 1)
				return refuse(proof, BOGGLE_SYNTAX, "%s",
					      rd->flags & BOGGLE_PROOF_RESUME ?
					      "not a proof's file, nor the start "
					      "of one: left as it is" :
					      "not a proof's file");
			return refuse(proof, BOGGLE_SYNTAX, "line %zu: longer "
				      "than any record", rd->line_no);
		}
		if (rd->len + n > rd->cap) {
			size_t cap = rd->cap ? rd->cap : 4096;
			char *l;

			while (cap < rd->len + n)
				cap *= 2;
			if (!(l = realloc(rd->line, cap)))
				return refuse(proof, BOGGLE_NOMEM, "%s", no_memory);
			rd->line = l;
			rd->cap = cap;
		}
		memcpy(rd->line + rd->len, at, n);
		rd->len += n;
		rd->bytes += n;
		at += n;
		if (!nl)
			break;
		rd->line_no++;
		rd->bytes++;
		at++;
		n = rd->len;
		rd->len = 0;
		if ((code = line_read(proof, rd->line, n)) != BOGGLE_OK)
			return code;
		rd->whole = rd->bytes;
	}
	return BOGGLE_OK;
}

static int id_order(const void *a, const void *b)
{
	uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;

	return (x > y) - (x < y);
}

/* A file resumed: each class once. */
static boggle_code resume_end(boggle_proof *p)
{
	uint64_t *ids = malloc((p->ndone ? p->ndone : 1) * sizeof *ids);
	size_t i;

	if (!ids)
		return refuse(p, BOGGLE_NOMEM, "%s", no_memory);
	for (i = 0; i < p->ndone; i++)
		ids[i] = p->done[i].id;
	qsort(ids, p->ndone, sizeof *ids, id_order);
	for (i = 1; i < p->ndone && ids[i] != ids[i - 1]; i++)
		;
	if (i < p->ndone) {
		uint64_t twice = ids[i];

		free(ids);
		return refuse(p, BOGGLE_SYNTAX, "class %llu is there twice",
			      (unsigned long long)twice);
	}
	free(ids);
	return BOGGLE_OK;
}

boggle_code boggle_proof_end(boggle_proof *proof)
{
	proof_reader *rd = &proof->rd;
	int resume = rd->flags & BOGGLE_PROOF_RESUME;

	proof_hush(proof);
	if (rd->failed)
		return BOGGLE_MISUSE;
	if (!rd->version) {
		char head[BOGGLE_PROOF_HEADER_MAX];
		size_t hlen = boggle_proof_header(proof, NULL, head, sizeof head);

		/* no whole header yet: a run killed as it began; start again */
		if (resume && rd->len < hlen &&
		    (!rd->len || memcmp(rd->line, head, rd->len) == 0)) {
			rd->whole = 0;
			rd->failed = 1;
			return BOGGLE_OK;
		}
		return refuse(proof, BOGGLE_SYNTAX, "%s",
			      packed(rd->line, rd->len) ?
			      packed(rd->line, rd->len) : resume ?
			      "not a proof's file, nor the start of one: left "
			      "as it is" : rd->bytes ? "cut short in its header" :
			      "empty: not a proof's file");
	}
	if (rd->len && !resume)
		return refuse(proof, BOGGLE_SYNTAX, "line %zu is cut short%s",
			      rd->line_no + 1, rd->task.count ? "" :
			      ": --resume the proof first");
	/* with resume, a line cut short by a kill is dropped: redone */
	rd->len = 0;
	if (rd->task.count && !rd->ended)
		return refuse(proof, BOGGLE_SYNTAX, "cut short: a task's file "
			      "ends with an end line");
	/* the file is all there: no byte more is taken for it */
	rd->failed = 1;
	if (resume)
		return resume_end(proof);
	return BOGGLE_OK;
}

boggle_code boggle_proof_read(boggle_proof *proof, const char *name,
			      int flags, boggle_read_fn read, void *ctx)
{
	char buf[1 << 16];
	boggle_code code = boggle_proof_begin(proof, name, flags);

	while (code == BOGGLE_OK) {
		long n = read(ctx, buf, sizeof buf);

		if (n < 0) {
			int e = errno;

			code = refuse(proof, BOGGLE_SYSTEM, "%s", strerror(e));
			errno = e;
			return code;
		}
		if (n == 0)
			return boggle_proof_end(proof);
		/* what lies past buf is not the file's */
		if ((unsigned long)n > sizeof buf)
			return refuse(proof, BOGGLE_MISUSE, "the read function "
				      "gave %ld bytes, more than the %zu asked "
				      "for", n, sizeof buf);
		code = boggle_proof_feed(proof, buf, (size_t)n);
	}
	return code;
}

int boggle_proof_file_version(const boggle_proof *proof)
{
	return proof->rd.version;
}

boggle_proof_task boggle_proof_file_task(const boggle_proof *proof)
{
	return proof->rd.task;
}

uint64_t boggle_proof_whole(const boggle_proof *proof)
{
	return proof->rd.version ? proof->rd.whole : 0;
}

size_t boggle_proof_records(const boggle_proof *proof)
{
	return proof->nread;
}
