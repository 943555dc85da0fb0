/*
 * A proof's files as they come back from other machines, read as boggle
 * prove merge, --pending and --resume read them, through the library's
 * public calls alone: boggle_proof_begin, _feed and _end, then the ledger
 * (boggle_proof_check, boggle_proof_pending) over what was read.
 * Whatever is read must be of the proof: canonical classes, parts and
 * boards that write back as they were read, each board of its record's
 * class, in order, scoring what it says (scored again here), no more than
 * its bound; a file taken only whole, its header what the proof writes
 * for the file's version.  A file refused is refused in one line of
 * message, after its name, and the records before the one refused are
 * those it keeps.  A file fed whole and, later, fed again a byte at a time
 * gives the same code, the same message and the same records (a file is
 * judged for what it holds, whatever was read before).  The ledger's verdict
 * must agree with one worked out here from the records read, the parts it
 * calls pending be those no record proves, in order, once each, and the
 * classes and boards it lists be those of the records.  --resume's
 * reading (BOGGLE_PROOF_RESUME) of the input as one file: taken only as a
 * one-machine proof's file holding each class once, its whole lines kept
 * and a last line cut short dropped, or as the start of the proof's
 * header, begun again; and taken whenever merge takes such a file.
 *
 * Then a whole proof made up from the input's hash, written by
 * boggle_proof_header and boggle_proof_record into a few task files,
 * perhaps with a record left out or there twice, must read back as
 * written and be judged as made; and with one of its boards or scores
 * changed, must be refused, whether the line's checksum was left as it
 * was (damage) or made to fit (a forgery, which scoring the board again
 * catches).  So must it with a byte of its header changed (with the
 * header's checksum made to fit, still when the byte is a field the
 * proof's files share), or with a part it hands on made one not within
 * its record's class.
 *
 * The input's proof is `boggle prove -z 3x3 --tiles aerstl --min-score
 * 200`'s (the built-in English list, classic rules), so that its real
 * files, of every version, are the corpus.  But a proof reads every word
 * of its list to name it (boggle_proof_new: some 40 ms for the built-in
 * list) and keeps all it reads till it is freed, while each input needs
 * proofs of its own.  So the proofs here are made with a stand-in: the
 * built-in words of the tiles' letters alone, which score every board of
 * the proof as the whole list scores it (every board read is scored
 * again against the whole list, to show it).  Before a file is read, its
 * header has the whole list's name (checksums and word count) swapped for
 * the stand-in's, and the other way round, its checksum made to fit again
 * where it fitted.  The proof made up is of 2x3 boards, 24 classes to the
 * other's 102, judged by a short list of its own, so that a whole proof
 * costs little.  Input: files end to end, a new one starting at each line
 * that starts as a header does (at most MAX_FILES).
 */
#include <string.h>

#include "fuzz.h"

#define TILES "aerstl"
#define MAX_FILES 4
#define HEAD_START "{\"boggle_prove\":"
#define SUM_KEY ", \"sum\": \""
/* What ends a sealed line: the key, 16 hex digits, "\"}". */
#define SEAL_LEN (sizeof SUM_KEY - 1 + 16 + 2)
#define FNV_START 0xcbf29ce484222325u

/* The made-up proof's list: words of the tiles' letters. */
static const char small_words[] =
	"ale ales alert alter are arts aster ate ear earl ears east eat eats "
	"era eras last late later lease least lest let lets rat rate rates "
	"rats real rest sale salt sat sea seal sear seat set slat slate star "
	"stare steal tale tales tar tare tea teal tear tears tree trees";

/* What files are checked against: a proof's shape, cutoff and header. */
typedef struct shape {
	int rows, cols;
	int32_t cutoff;
	boggle_rules rules;
	const boggle_dict *list;       /* its proofs' list */
	const char *tiles;             /* as its header says them, or NULL */
	boggle_prover *prover;
	boggle_solver *judge;          /* scores boards again */
	uint64_t space;
	unsigned char canon[4096];     /* whether each class id is canonical */
	/* the fields of the header of each version, as a proof writes them */
	char forms[5][BOGGLE_PROOF_HEADER_MAX];
	char head[BOGGLE_PROOF_HEADER_MAX];    /* a one-machine file's */
} shape;

static shape big, small;
static const char *const names[MAX_FILES] = {"file 0", "file 1", "file 2",
					     "file 3"};

/* ---- text ------------------------------------------------------------- */

typedef struct text {
	char *data;
	size_t len, cap;
} text;

static void room(text *t, size_t more)
{
	if (t->len + more + 1 > t->cap) {
		size_t cap = t->cap ? t->cap : 256;

		while (cap < t->len + more + 1)
			cap *= 2;
		t->data = realloc(t->data, cap);
		CHECK(t->data);
		t->cap = cap;
	}
}

static void put(text *t, const char *bytes, size_t len)
{
	room(t, len);
	if (len)
		memcpy(t->data + t->len, bytes, len);
	t->len += len;
	t->data[t->len] = '\0';
}

static void puts0(text *t, const char *s)
{
	put(t, s, strlen(s));
}

static uint64_t fnv(uint64_t h, const char *bytes, size_t len)
{
	size_t i;

	for (i = 0; i < len; i++)
		h = (h ^ (unsigned char)bytes[i]) * 0x100000001b3u;
	return h;
}

/* Whether a line (no newline) ends in a checksum's form: 1 if it fits its
   text, -1 if not, 0 if it has none (as a proof reads it). */
static int sealed(const char *line, size_t len)
{
	char hex[24];

	if (len < SEAL_LEN || memcmp(line + len - SEAL_LEN, SUM_KEY,
				     sizeof SUM_KEY - 1))
		return 0;
	snprintf(hex, sizeof hex, "%016llx", (unsigned long long)
		 fnv(FNV_START, line, len - SEAL_LEN));
	return !memcmp(line + len - 18, hex, 16) &&
	       !memcmp(line + len - 2, "\"}", 2) ? 1 : -1;
}

/* The line (len bytes, no newline) given the checksum its text calls for. */
static void reseal(char *line, size_t len)
{
	char hex[24];

	CHECK(len >= SEAL_LEN);
	snprintf(hex, sizeof hex, "%016llx", (unsigned long long)
		 fnv(FNV_START, line, len - SEAL_LEN));
	memcpy(line + len - 18, hex, 16);
}

/* The bytes up to the first newline, or all of them. */
static size_t line_len(const char *bytes, size_t len)
{
	const char *nl = memchr(bytes, '\n', len);

	return nl ? (size_t)(nl - bytes) : len;
}

/* ---- the stand-in list's name swapped for the whole list's ------------ */

static char swap_from[6][160];
static int swap_number[6];

static void swap_pair(int k, const char *key, const char *whole,
		      const char *stand_in, int number)
{
	const char *q = number ? "" : "\"";

	CHECK(snprintf(swap_from[k], sizeof swap_from[k], "\"%s\": %s%s%s",
		       key, q, whole, q) < (int)sizeof swap_from[k]);
	CHECK(snprintf(swap_from[k + 1], sizeof swap_from[k + 1],
		       "\"%s\": %s%s%s", key, q, stand_in, q) <
	      (int)sizeof swap_from[k + 1]);
	swap_number[k] = swap_number[k + 1] = number;
}

/* Whether the r bytes at p begin name k, the other's name not. */
static int cut_name(const char *p, size_t r, int k)
{
	size_t n = strlen(swap_from[k]), o = strlen(swap_from[k ^ 1]);

	return r < n && !memcmp(p, swap_from[k], r) &&
	       (r > o || memcmp(p, swap_from[k ^ 1], r));
}

/*
 * A file's first line with either list's name made the other's, the rest
 * as it was: into out.  A file that ends in its first line, cut short as
 * a run killed as it began leaves it, may end in a name cut short: made
 * as much of the other.
 */
static void swap_list(const char *bytes, size_t len, text *out)
{
	size_t first = line_len(bytes, len), i = 0, start = out->len;
	int was = sealed(bytes, first), k;

	while (i < first) {
		for (k = 0; k < 6; k++) {
			size_t n = strlen(swap_from[k]);

			if (first - i >= n &&
			    !memcmp(bytes + i, swap_from[k], n) &&
			    (!swap_number[k] || i + n == first ||
			     bytes[i + n] < '0' || bytes[i + n] > '9'))
				break;
		}
		if (k < 6) {
			puts0(out, swap_from[k ^ 1]);
			i += strlen(swap_from[k]);
			continue;
		}
		for (k = 0; first == len && k < 6; k++)
			if (cut_name(bytes + i, first - i, k))
				break;
		if (first == len && k < 6) {
			size_t o = strlen(swap_from[k ^ 1]);

			put(out, swap_from[k ^ 1],
			    first - i < o ? first - i : o);
			i = first;
			continue;
		}
		put(out, bytes + i++, 1);
	}
	if (was > 0)
		reseal(out->data + start, out->len - start);
	put(out, bytes + first, len - first);
}

/* ---- the proofs ------------------------------------------------------- */

static boggle_proof *proof_of(const shape *s, int accept_v1)
{
	boggle_proof *p = NULL;

	CHECK(boggle_proof_new(&p, s->prover, s->list, NULL, &s->rules,
			       s->cutoff) == BOGGLE_OK);
	CHECK(boggle_proof_where(p, s->tiles, NULL, NULL) == BOGGLE_OK);
	boggle_proof_accept_v1(p, accept_v1);
	return p;
}

/* Field key of header line s (as text) cut out: ", \"key\": \"...\"". */
static void cut_field(char *s, const char *key)
{
	char pat[64];
	char *at, *end;

	snprintf(pat, sizeof pat, ", \"%s\": \"", key);
	at = strstr(s, pat);
	CHECK(at);
	end = strchr(at + strlen(pat), '"');
	CHECK(end);
	memmove(at, end + 1, strlen(end + 1) + 1);
}

static void shape_make(shape *s, int rows, int cols, int32_t cutoff,
		       const boggle_dict *list, const boggle_dict *prover_list,
		       const boggle_dict *judge_list, const char *tiles)
{
	char where[64] = "";
	boggle_proof *p;
	uint64_t i;
	size_t n;
	int v;

	s->rows = rows;
	s->cols = cols;
	s->cutoff = cutoff;
	s->rules = boggle_rules_for_shape(rows, cols);
	s->list = list;
	s->tiles = tiles;
	CHECK(boggle_prover_new(&s->prover, prover_list, &s->rules, rows, cols,
				NULL) == BOGGLE_OK);
	CHECK(boggle_prover_tiles(s->prover, TILES, strlen(TILES), NULL) ==
	      BOGGLE_OK);
	CHECK(boggle_solver_new(&s->judge, judge_list) == BOGGLE_OK);
	boggle_solver_keep_paths(s->judge, 0);
	/* the ledger's walk over every class id is cheap only if ids are few */
	s->space = boggle_prover_space(s->prover);
	CHECK(s->space <= sizeof s->canon);
	for (i = 0; i < s->space; i++)
		s->canon[i] = (unsigned char)boggle_prover_canonical(s->prover,
								     i);
	/* the header: its fields, the tiles it says, its checksum */
	p = proof_of(s, 0);
	n = boggle_proof_header(p, NULL, s->head, sizeof s->head);
	CHECK(n < sizeof s->head && n > SEAL_LEN && s->head[n - 1] == '\n');
	CHECK(sealed(s->head, n - 1) == 1);
	boggle_proof_free(p);
	if (tiles)
		snprintf(where, sizeof where, ", \"tiles\": \"%s\"", tiles);
	n -= 1 + SEAL_LEN + strlen(where);
	CHECK(!memcmp(s->head + n, where, strlen(where)));
	memcpy(s->forms[4], s->head, n);
	s->forms[4][n] = '\0';
	CHECK(!memcmp(s->forms[4], "{\"boggle_prove\": 4, ", 20));
	/* the older forms: their version, lists named by FNV-1a alone */
	for (v = 1; v < 4; v++) {
		memcpy(s->forms[v], s->forms[4], n + 1);
		s->forms[v][17] = (char)('0' + v);
		cut_field(s->forms[v], "list_sha256");
		cut_field(s->forms[v], "exclude_sha256");
	}
}

static boggle_dict *stand_in(const boggle_dict *whole)
{
	size_t i, n = boggle_dict_count(whole);
	char w[BOGGLE_WORD_TEXT_MAX];
	boggle_dict *d = NULL;
	text t = {0};

	for (i = 0; i < n; i++) {
		size_t len = boggle_dict_word(whole, (uint32_t)i, w, sizeof w);

		CHECK(len < sizeof w);
		if (strspn(w, TILES) == len) {
			put(&t, w, len);
			put(&t, "\n", 1);
		}
	}
	CHECK(boggle_dict_from_text(&d, boggle_lang_english(), t.data, t.len,
				    NULL) == BOGGLE_OK);
	free(t.data);
	return d;
}

static void field(const char *line, size_t len, const char *key, char *buf,
		  size_t size)
{
	CHECK(boggle_proof_header_field(line, len, key, buf, size) ==
	      BOGGLE_OK);
}

static void setup(void)
{
	const boggle_dict *whole = boggle_dict_builtin();
	boggle_dict *sub = stand_in(whole), *mini = NULL;
	char words[sizeof small_words], real[BOGGLE_PROOF_HEADER_MAX];
	char a[3][80], b[3][80];
	static const char *const keys[3] = {"list", "list_sha256", "words"};
	boggle_solver *sub_judge = NULL;
	boggle_board *board = NULL;
	boggle_proof *p;
	boggle_rng rng;
	text swapped = {0};
	size_t i;
	int k;

	shape_make(&big, 3, 3, 200, sub, whole, whole, TILES);
	/* the whole list's proof's header, once: the names to swap */
	CHECK(boggle_proof_new(&p, big.prover, whole, NULL, &big.rules,
			       big.cutoff) == BOGGLE_OK);
	CHECK(boggle_proof_where(p, TILES, NULL, NULL) == BOGGLE_OK);
	CHECK(boggle_proof_header(p, NULL, real, sizeof real) < sizeof real);
	boggle_proof_free(p);
	for (k = 0; k < 3; k++) {
		field(real, strlen(real), keys[k], a[k], sizeof a[k]);
		field(big.head, strlen(big.head), keys[k], b[k], sizeof b[k]);
		CHECK(strcmp(a[k], b[k]) != 0);
		swap_pair(2 * k, keys[k], a[k], b[k], k == 2);
	}
	swap_list(real, strlen(real), &swapped);
	CHECK(!strcmp(swapped.data, big.head));
	free(swapped.data);
	/* the stand-in scores boards of the tiles as the whole list does */
	CHECK(boggle_solver_new(&sub_judge, sub) == BOGGLE_OK);
	CHECK(boggle_board_new(&board, boggle_lang_english(), 3, 3) ==
	      BOGGLE_OK);
	boggle_rng_seed(&rng, 1);
	for (k = 0; k < 200; k++) {
		char cells[9];

		for (i = 0; i < sizeof cells; i++)
			cells[i] = TILES[boggle_rng_below(&rng, 6)];
		CHECK(boggle_board_parse(board, boggle_lang_english(), cells,
					 sizeof cells, NULL) == BOGGLE_OK);
		CHECK(boggle_solve(sub_judge, board, &big.rules) == BOGGLE_OK);
		CHECK(boggle_solve(big.judge, board, &big.rules) == BOGGLE_OK);
		CHECK(boggle_solver_score(sub_judge) ==
		      boggle_solver_score(big.judge));
	}
	boggle_board_free(board);
	boggle_solver_free(sub_judge);

	memcpy(words, small_words, sizeof words);
	for (i = 0; words[i]; i++)
		if (words[i] == ' ')
			words[i] = '\n';
	CHECK(boggle_dict_from_text(&mini, boggle_lang_english(), words,
				    strlen(words), NULL) == BOGGLE_OK);
	shape_make(&small, 2, 3, 3, mini, mini, mini, NULL);
	CHECK(boggle_prover_classes(small.prover) == 24);
}

/* ---- reading a file --------------------------------------------------- */

/*
 * A file read into p, whole or a byte at a time: its code, and the
 * message said (the caller's to free).
 */
static boggle_code read_file(boggle_proof *p, const char *name, int flags,
			     const char *bytes, size_t len, int bytewise,
			     char **said)
{
	boggle_code code;
	size_t i;

	CHECK(boggle_proof_begin(p, name, flags) == BOGGLE_OK);
	if (!bytewise)
		code = boggle_proof_feed(p, bytes, len);
	else
		for (i = 0, code = BOGGLE_OK; code == BOGGLE_OK && i < len; i++)
			code = boggle_proof_feed(p, bytes + i, 1);
	if (code == BOGGLE_OK)
		code = boggle_proof_end(p);
	*said = strdup(boggle_proof_message(p));
	CHECK(*said);
	/* a file refused is refused to the end */
	if (code != BOGGLE_OK) {
		CHECK(boggle_proof_feed(p, "\n", 1) == BOGGLE_MISUSE);
		CHECK(boggle_proof_end(p) == BOGGLE_MISUSE);
	}
	return code;
}

/* A refusal said as one line after the file's name; nothing if taken. */
static void check_said(boggle_code code, const char *name, const char *said)
{
	size_t n = strlen(name);

	CHECK(code == BOGGLE_OK || code == BOGGLE_SYNTAX ||
	      code == BOGGLE_DAMAGED || code == BOGGLE_WRONG_LANG ||
	      code == BOGGLE_UNSOUND);
	if (code == BOGGLE_OK) {
		CHECK(!*said);
		return;
	}
	CHECK(!strncmp(said, name, n) && !strncmp(said + n, ": ", 2));
	CHECK(strlen(said) > n + 2 && !strchr(said, '\n'));
}

/* ---- what the records hold, worked out here --------------------------- */

typedef struct key {
	uint64_t id;
	char *part;               /* NULL: the class whole */
} key;

typedef struct mboard {
	char *text;
	int32_t score;
} mboard;

/* A record read: its key, where its boards and parts went. */
typedef struct mrec {
	key k;
	size_t first_board, nboards, first_split, nsplit;
} mrec;

typedef struct model {
	mrec *rec;
	size_t nrec, rec_cap;
	key *split;
	size_t nsplit, split_cap;
	mboard *board;
	size_t nboard, board_cap;
} model;

static void model_free(model *m)
{
	size_t i;

	for (i = 0; i < m->nrec; i++)
		free(m->rec[i].k.part);
	for (i = 0; i < m->nsplit; i++)
		free(m->split[i].part);
	for (i = 0; i < m->nboard; i++)
		free(m->board[i].text);
	free(m->rec);
	free(m->split);
	free(m->board);
	memset(m, 0, sizeof *m);
}

static void *grow(void *at, size_t n, size_t *cap, size_t size)
{
	if (n < *cap)
		return at;
	*cap = *cap ? 2 * *cap : 64;
	at = realloc(at, *cap * size);
	CHECK(at);
	return at;
}

static int key_cmp(const key *x, const key *y)
{
	if (x->id != y->id)
		return x->id < y->id ? -1 : 1;
	if (!x->part || !y->part)
		return (x->part != NULL) - (y->part != NULL);
	return strcmp(x->part, y->part);
}

static int key_qcmp(const void *a, const void *b)
{
	return key_cmp(a, b);
}

static int board_cmp(const mboard *x, const mboard *y)
{
	if (x->score != y->score)
		return x->score > y->score ? -1 : 1;
	return strcmp(x->text, y->text);
}

static int board_qcmp(const void *a, const void *b)
{
	return board_cmp(a, b);
}

/* A cursor over an accepted line, read as the proof reads it. */
typedef struct cur {
	const char *at, *end;
} cur;

static void spaces(cur *c)
{
	while (c->at < c->end && *c->at == ' ')
		c->at++;
}

static int lit(cur *c, const char *s)
{
	size_t n = strlen(s);

	spaces(c);
	if ((size_t)(c->end - c->at) < n || memcmp(c->at, s, n))
		return 0;
	c->at += n;
	return 1;
}

static char *string(cur *c)
{
	const char *close;
	char *s;

	CHECK(lit(c, "\""));
	close = memchr(c->at, '"', (size_t)(c->end - c->at));
	CHECK(close);
	s = malloc((size_t)(close - c->at) + 1);
	CHECK(s);
	memcpy(s, c->at, (size_t)(close - c->at));
	s[close - c->at] = '\0';
	CHECK(strlen(s) == (size_t)(close - c->at));
	c->at = close + 1;
	return s;
}

static long long number(cur *c)
{
	long long v = 0;
	int neg, digits = 0;

	spaces(c);
	neg = lit(c, "-");
	while (c->at < c->end && *c->at >= '0' && *c->at <= '9') {
		CHECK(v <= (INT64_MAX - (*c->at - '0')) / 10);
		v = v * 10 + (*c->at++ - '0');
		digits++;
	}
	CHECK(digits);
	return neg ? -v : v;
}

/* Text that writes back as it reads, a class of the shape: the class. */
static boggle_class *part_of(const shape *s, const char *t)
{
	static char again[BOGGLE_CLASS_TEXT_MAX];
	boggle_class *cls = NULL;

	CHECK(boggle_class_parse(&cls, boggle_lang_english(), s->rows, s->cols,
				 t, strlen(t), NULL) == BOGGLE_OK);
	CHECK(boggle_class_format(cls, again, sizeof again) < sizeof again);
	CHECK(!strcmp(again, t));
	return cls;
}

/* A board of cls, turned as the prover turns boards, scoring score. */
static void check_board(const shape *s, const boggle_class *cls,
			const char *t, int32_t score)
{
	char again[BOGGLE_PROOF_BOARD_MAX];
	boggle_board *b = NULL;

	CHECK(boggle_board_new(&b, boggle_lang_english(), s->rows, s->cols) ==
	      BOGGLE_OK);
	CHECK(boggle_board_parse(b, boggle_lang_english(), t, strlen(t),
				 NULL) == BOGGLE_OK);
	CHECK(boggle_board_rows(b) == s->rows &&
	      boggle_board_cols(b) == s->cols);
	boggle_prover_orient(s->prover, b);
	CHECK(boggle_board_format(b, again, sizeof again) < sizeof again);
	CHECK(!strcmp(again, t));
	CHECK(boggle_prover_holds(s->prover, cls, b));
	CHECK(boggle_solve(s->judge, b, &s->rules) == BOGGLE_OK);
	CHECK(boggle_solver_score(s->judge) == score);
	boggle_board_free(b);
}

/*
 * Record line (len bytes, no newline) of a file of version v, which the
 * proof took: read here as the proof reads it, into m; deep, each part
 * and board checked against the proof too (the made-up proof's own files
 * are held to what was written instead).
 */
static void take_record(const shape *s, const char *line, size_t len, int v,
			int accept_v1, int deep, model *m)
{
	cur c = {line, line + len};
	boggle_class *cls = NULL;
	mboard last = {NULL, 0};
	long long id, bound;
	mrec *r;
	int seal = sealed(line, len), first;

	CHECK(seal >= 0);
	CHECK(v >= 2 ? seal == 1 : !seal || accept_v1);
	if (seal)
		c.end -= SEAL_LEN;
	m->rec = grow(m->rec, m->nrec, &m->rec_cap, sizeof *m->rec);
	r = &m->rec[m->nrec++];
	memset(r, 0, sizeof *r);
	CHECK(lit(&c, "{\"class\":"));
	id = number(&c);
	CHECK(id >= 0 && (uint64_t)id < s->space && s->canon[id]);
	r->k.id = (uint64_t)id;
	CHECK(lit(&c, ","));
	if (lit(&c, "\"part\":")) {
		r->k.part = string(&c);
		if (deep)
			cls = part_of(s, r->k.part);
		CHECK(lit(&c, ","));
	} else if (deep) {
		CHECK(boggle_prover_class(s->prover, r->k.id, &cls) ==
		      BOGGLE_OK);
	}
	CHECK(lit(&c, "\"bound\":"));
	bound = number(&c);
	CHECK(bound >= 0);
	CHECK(lit(&c, ",") && lit(&c, "\"seconds\":"));
	spaces(&c);
	for (first = 1; c.at < c.end && *c.at &&
	     strchr("0123456789.e+-", *c.at); first = 0)
		c.at++;
	CHECK(!first);
	CHECK(lit(&c, ",") && lit(&c, "\"boards\":") && lit(&c, "["));
	r->first_board = m->nboard;
	spaces(&c);
	for (first = 1; c.at < c.end && *c.at != ']'; first = 0) {
		long long score;
		mboard *b;

		CHECK(first || lit(&c, ","));
		CHECK(lit(&c, "["));
		m->board = grow(m->board, m->nboard, &m->board_cap,
				sizeof *m->board);
		b = &m->board[m->nboard++];
		b->text = string(&c);
		CHECK(lit(&c, ","));
		score = number(&c);
		CHECK(lit(&c, "]"));
		CHECK(score >= s->cutoff && score <= INT32_MAX &&
		      score <= bound);
		b->score = (int32_t)score;
		if (deep)
			check_board(s, cls, b->text, b->score);
		/* highest first, then by text, each once */
		CHECK(!last.text || board_cmp(&last, b) < 0);
		last = *b;
		spaces(&c);
	}
	r->nboards = m->nboard - r->first_board;
	CHECK(lit(&c, "]"));
	r->first_split = m->nsplit;
	if (lit(&c, ",")) {
		CHECK(lit(&c, "\"split\":") && lit(&c, "["));
		for (first = 1; !lit(&c, "]"); first = 0) {
			boggle_class *pc;
			key *k;

			CHECK(first || lit(&c, ","));
			m->split = grow(m->split, m->nsplit, &m->split_cap,
					sizeof *m->split);
			k = &m->split[m->nsplit++];
			k->id = r->k.id;
			k->part = string(&c);
			if (!deep)
				continue;
			pc = part_of(s, k->part);
			CHECK(boggle_class_within(pc, cls));
			boggle_class_free(pc);
		}
		CHECK(!first);
	}
	r->nsplit = m->nsplit - r->first_split;
	CHECK(seal || lit(&c, "}"));
	spaces(&c);
	CHECK(c.at == c.end);
	boggle_class_free(cls);
}

/*
 * File bytes (len) read into p as file name, with code and said: checked
 * against the proof, and the records it took (the proof's records from
 * before on) read here into m, deep or not (take_record).
 */
static void check_file(const shape *s, boggle_proof *p, const char *name,
		       const char *bytes, size_t len, boggle_code code,
		       const char *said, size_t before, int accept_v1,
		       int deep, model *m)
{
	size_t records = boggle_proof_records(p), first = line_len(bytes, len);
	size_t i, at, lines = 0, had = m->nrec;
	boggle_proof_task t = boggle_proof_file_task(p);
	int v = boggle_proof_file_version(p);
	char buf[64], want[64];
	boggle_code field_code;

	check_said(code, name, said);
	CHECK(records >= before);
	for (i = 0; i < len; i++)
		lines += bytes[i] == '\n';
	/* what the header says of itself, as any reader finds it */
	field_code = boggle_proof_header_field(bytes, first, "shape", buf,
					       sizeof buf);
	CHECK(field_code == BOGGLE_OK || field_code == BOGGLE_SYNTAX ||
	      field_code == BOGGLE_DAMAGED);
	CHECK(field_code != BOGGLE_DAMAGED || (v == 0 && code != BOGGLE_OK));
	CHECK(v >= 0 && v <= 4);
	/* (a task's header refused by --resume still names its task) */
	if (!v) {
		CHECK(records == before && code != BOGGLE_OK);
		return;
	}
	/* the header: the proof's fields as its version writes them */
	CHECK(lines >= 1);
	CHECK(first >= strlen(s->forms[v]) &&
	      !memcmp(bytes, s->forms[v], strlen(s->forms[v])));
	CHECK(sealed(bytes, first) == (v >= 3));
	CHECK(!t.count || t.index < t.count);
	CHECK(t.count || !t.parts);
	{
		char *head = strndup(bytes, first), *task;

		CHECK(head);
		task = strstr(head + strlen(s->forms[v]), ", \"task\": \"");
		CHECK(!task == !t.count);
		free(head);
	}
	CHECK(field_code == BOGGLE_OK);
	snprintf(want, sizeof want, "%dx%d", s->rows, s->cols);
	CHECK(!strcmp(buf, want));
	field(bytes, first, "min_score", buf, sizeof buf);
	CHECK(atol(buf) == s->cutoff);
	/* its records: the lines after it, up to the one refused */
	CHECK(records - before + 1 <= lines);
	for (i = 0, at = first + 1; i < records - before; i++) {
		size_t n = line_len(bytes + at, len - at);

		take_record(s, bytes + at, n, v, accept_v1, deep, m);
		at += n + 1;
	}
	CHECK(m->nrec - had == records - before);
	if (code != BOGGLE_OK)
		return;
	/* a file taken is whole text: lines, each ended */
	CHECK(len > 0 && bytes[len - 1] == '\n');
	CHECK(!memchr(bytes, '\0', len));
	/* a record a line, after the header and before a task's end line */
	CHECK(records - before == lines - 1 - (t.count ? 1 : 0));
	if (t.count) {
		cur c = {bytes + at, bytes + len - 1};

		CHECK(lit(&c, "{\"end\":") && number(&c) ==
		      (long long)(records - before) && lit(&c, "}"));
		spaces(&c);
		CHECK(c.at == c.end);
	}
}

/*
 * The ledger of p against m: the records, classes and boards it lists,
 * its verdict with and without pending parts, the pending parts.  The
 * verdict (BOGGLE_OK or BOGGLE_UNSOUND), its message in *said (the
 * caller's to free), and the pending count in *pending.
 */
static boggle_code check_ledger(const shape *s, boggle_proof *p, model *m,
				uint64_t seed, char **said, size_t *pending)
{
	key *done = malloc((m->nrec ? m->nrec : 1) * sizeof *done);
	key *split = malloc((m->nsplit ? m->nsplit : 1) * sizeof *split);
	mboard *boards = malloc((m->nboard ? m->nboard : 1) * sizeof *boards);
	uint64_t *ids = malloc((m->nrec ? m->nrec : 1) * sizeof *ids), id;
	uint32_t whole[4096] = {0};
	size_t i, d, n, nwhole = 0, nids = 0, npend = 0, nb = 0;
	int ok = 1, stray = 0, missing = 0;
	boggle_code code, with_pending;
	char *said1;

	CHECK(done && split && boards && ids);
	CHECK(boggle_proof_records(p) == m->nrec);
	for (i = 0; i < m->nrec; i++)
		done[i] = m->rec[i].k;
	if (m->nsplit)
		memcpy(split, m->split, m->nsplit * sizeof *split);
	qsort(done, m->nrec, sizeof *done, key_qcmp);
	qsort(split, m->nsplit, sizeof *split, key_qcmp);
	/* each canonical class whole once */
	for (i = 0; i < m->nrec; i++)
		if (!done[i].part && whole[done[i].id]++ == 0)
			ids[nwhole++] = done[i].id;
	for (id = 0; id < s->space; id++)
		ok &= whole[id] == s->canon[id];
	/* each part proven once and split off once */
	for (i = 1; i < m->nrec; i++)
		ok &= !done[i].part || key_cmp(&done[i - 1], &done[i]) != 0;
	for (i = 1; i < m->nsplit; i++)
		ok &= key_cmp(&split[i - 1], &split[i]) != 0;
	for (i = 0, d = 0; i < m->nrec; i++) {
		if (!done[i].part)
			continue;
		while (d < m->nsplit && key_cmp(&split[d], &done[i]) < 0)
			d++;
		stray |= d == m->nsplit || key_cmp(&split[d], &done[i]) != 0;
	}
	/* the parts pending: split off, proven by no record, each once */
	for (i = 0, d = 0; i < m->nsplit; i++) {
		while (d < m->nrec && key_cmp(&done[d], &split[i]) < 0)
			d++;
		if (d < m->nrec && !key_cmp(&done[d], &split[i]))
			continue;
		missing = 1;
		if (!npend || key_cmp(&split[npend - 1], &split[i]))
			split[npend++] = split[i];
	}
	ok &= !stray;

	/* the classes held whole, as --resume skips them: ascending, once */
	CHECK(boggle_proof_done(p, ids) == nwhole);
	for (id = 0, n = 0; id < s->space; id++)
		if (whole[id])
			CHECK(ids[n++] == id);
	/* the boards, highest first, each once */
	for (i = 0; i < m->nboard; i++)
		boards[i] = m->board[i];
	qsort(boards, m->nboard, sizeof *boards, board_qcmp);
	for (i = 0; i < m->nboard; i++)
		if (!nb || strcmp(boards[nb - 1].text, boards[i].text))
			boards[nb++] = boards[i];
	CHECK(boggle_proof_boards(p) == nb);
	for (i = 0; i < nb; i++) {
		int32_t score = -1;
		const char *t = boggle_proof_board_text(p, i, &score);

		CHECK(t && !strcmp(t, boards[i].text) &&
		      score == boards[i].score);
	}
	CHECK(!boggle_proof_board_text(p, nb, NULL));

	/* the verdict */
	code = boggle_proof_check(p, 0);
	*said = strdup(boggle_proof_message(p));
	CHECK(*said);
	CHECK(code == (ok && !missing ? BOGGLE_OK : BOGGLE_UNSOUND));
	CHECK((code == BOGGLE_OK) == !**said);
	/* the parts pending */
	CHECK(boggle_proof_pending(p) == npend);
	for (i = 0; i < npend; i++) {
		const char *part = boggle_proof_pending_part(p, i, &id);

		CHECK(part && id == split[i].id &&
		      !strcmp(part, split[i].part));
	}
	CHECK(!boggle_proof_pending_part(p, npend, &id));
	with_pending = boggle_proof_check(p, 1);
	said1 = strdup(boggle_proof_message(p));
	CHECK(said1);
	CHECK(with_pending == (ok ? BOGGLE_OK : BOGGLE_UNSOUND));
	CHECK((with_pending == BOGGLE_OK) == !*said1);
	free(said1);
	/* a sound proof's parts are all of their classes */
	for (i = 0; code == BOGGLE_OK && i < m->nrec; i++)
		if (done[i].part) {
			boggle_class *pc = part_of(s, done[i].part);
			boggle_class *cls = NULL;

			CHECK(boggle_prover_class(s->prover, done[i].id,
						  &cls) == BOGGLE_OK);
			CHECK(boggle_class_within(pc, cls));
			boggle_class_free(pc);
			boggle_class_free(cls);
		}
	/* the classes the records name, each once, drawn all */
	for (i = 0; i < m->nrec; i++)
		if (!i || done[i].id != done[i - 1].id)
			ids[nids++] = done[i].id;
	CHECK(boggle_proof_draw(p, 0, seed) == nids);
	CHECK(boggle_proof_classes(p) == nids);
	for (i = 0; i < nids; i++)
		CHECK(boggle_proof_drawn(p, i) == ids[i]);
	*pending = npend;
	free(done);
	free(split);
	free(boards);
	free(ids);
	return code;
}

/* ---- the input, as --resume and merge read it ------------------------- */

/* What --resume made of the input, for merge to agree with. */
typedef struct resumed {
	boggle_code code;
	int version;
	uint64_t whole;
} resumed;

/*
 * The input as --resume finds its own file, read into p (fresh): a
 * one-machine proof's, each class once, its whole lines kept and a last
 * line cut short dropped; or a file without one whole line, empty or the
 * start of the proof's header, begun again.  Fed whole or a byte at a
 * time; what it took into m.
 */
static resumed resume(boggle_proof *p, const char *bytes, size_t len,
		      int accept_v1, int bytewise, model *m)
{
	static const char name[] = "resumed";
	char *said;
	boggle_code code = read_file(p, name, BOGGLE_PROOF_RESUME, bytes, len,
				     bytewise, &said);
	size_t whole = 0, i, hlen = strlen(big.head), records, had = m->nrec;
	int v = boggle_proof_file_version(p);
	resumed r = {code, v, boggle_proof_whole(p)};

	check_said(code, name, said);
#ifdef FUZZ_PROOF_VERBOSE
	fprintf(stderr, "resumed: code %d, version %d, whole %llu of %zu: %s\n",
		code, v, (unsigned long long)r.whole, len, said);
#endif
	for (i = len; i > 0 && !whole; i--)
		if (bytes[i - 1] == '\n')
			whole = i;
	/* the start of the header begun again */
	if (!whole && len < hlen && !memcmp(bytes, big.head, len))
		CHECK(code == BOGGLE_OK);
	records = boggle_proof_records(p);
	/* the records before the one refused stay read */
	if (code != BOGGLE_OK)
		check_file(&big, p, name, bytes, len, code, said, 0, accept_v1,
			   1, m);
	free(said);
	if (code != BOGGLE_OK)
		return r;
	CHECK(!boggle_proof_file_task(p).count);
	if (!v) {
		CHECK(!whole && len < hlen && !memcmp(bytes, big.head, len));
		CHECK(!r.whole && !records);
		return r;
	}
	CHECK(v >= 2 || accept_v1);
	CHECK(r.whole == whole && whole > 0);
	/* what is kept is text, header and records, as merge takes it */
	CHECK(!memchr(bytes, '\0', whole));
	check_file(&big, p, name, bytes, whole, code, "", 0, accept_v1, 1, m);
	/* each class whole, once */
	CHECK(m->nsplit == 0);
	{
		uint64_t *ids = malloc((records ? records : 1) * sizeof *ids);
		unsigned char seen[4096] = {0};

		CHECK(ids);
		CHECK(boggle_proof_done(p, ids) == records);
		for (i = had; i < m->nrec; i++) {
			CHECK(!m->rec[i].k.part);
			CHECK(!seen[m->rec[i].k.id]++);
		}
		for (i = 0; i < records; i++)
			CHECK(seen[ids[i]] && (!i || ids[i - 1] < ids[i]));
		free(ids);
	}
	return r;
}

/* A file as merge read it, to be read again a byte at a time. */
typedef struct read_as {
	boggle_code code;
	char *said;
	size_t records;
	int version;
	boggle_proof_task task;
} read_as;

/*
 * The files read into p (after --resume's reading), as merge reads them:
 * each checked, and the ledger over all p read.  Then each read again a
 * byte at a time: the same code, message and records.
 */
static void merge(boggle_proof *p, text *files, int n, int accept_v1,
		  uint64_t seed, const resumed *rs, model *m)
{
	read_as as[MAX_FILES];
	size_t before = boggle_proof_records(p), pending, i;
	char *said;
	int f;

	for (f = 0; f < n; f++) {
		size_t had = m->nrec, had_split = m->nsplit;
		int parts = 0, twice = 0;
		read_as *a = &as[f];

		a->code = read_file(p, names[f], 0, files[f].data, files[f].len,
				    0, &a->said);
		a->version = boggle_proof_file_version(p);
		a->task = boggle_proof_file_task(p);
		a->records = boggle_proof_records(p) - before;
#ifdef FUZZ_PROOF_VERBOSE
		fprintf(stderr, "%s: code %d, version %d, records %zu: %s\n",
			names[f], a->code, a->version, a->records, a->said);
#endif
		check_file(&big, p, names[f], files[f].data, files[f].len,
			   a->code, a->said, before, accept_v1, 1, m);
		before = boggle_proof_records(p);
		if (n > 1 || f)
			continue;
		/* the input one file: --resume and merge agree on it */
		if (rs->code == BOGGLE_OK && rs->version &&
		    rs->whole == files[0].len)
			CHECK(a->code == BOGGLE_OK);
		for (i = had; i < m->nrec; i++) {
			size_t k;

			parts |= m->rec[i].k.part != NULL;
			for (k = had; k < i && !m->rec[i].k.part; k++)
				twice |= !key_cmp(&m->rec[k].k, &m->rec[i].k);
		}
		parts |= m->nsplit > had_split;
		if (a->code == BOGGLE_OK && !a->task.count && !parts &&
		    !twice && (a->version >= 2 || accept_v1))
			CHECK(rs->code == BOGGLE_OK &&
			      rs->whole == files[0].len);
	}
	/* merge judges only files all taken; the ledger holds up anyway */
	check_ledger(&big, p, m, seed, &said, &pending);
#ifdef FUZZ_PROOF_VERBOSE
	fprintf(stderr, "ledger: %zu pending: %s\n", pending, said);
#endif
	free(said);
	/* a file refused is refused for what it holds, however fed */
	for (f = 0; f < n; f++) {
		const read_as *a = &as[f];
		boggle_code code = read_file(p, names[f], 0, files[f].data,
					     files[f].len, 1, &said);
		boggle_proof_task t = boggle_proof_file_task(p);

		if (code != a->code || strcmp(said, a->said)) {
			fprintf(stderr, "%s whole: %d %s\na byte at a time: %d "
				"%s\n", names[f], a->code, a->said, code, said);
			abort();
		}
		CHECK(boggle_proof_records(p) - before == a->records);
		CHECK(boggle_proof_file_version(p) == a->version);
		CHECK(t.index == a->task.index && t.count == a->task.count &&
		      t.parts == a->task.parts);
		before = boggle_proof_records(p);
		free(said);
		free(a->said);
	}
}

/* ---- a proof made up, written and read back --------------------------- */

typedef struct rec {
	uint64_t id;
	char *part;               /* NULL: the class whole */
	int file;
	int64_t bound;
	double seconds;
	boggle_proof_board boards[2];
	size_t nboards;
	char *split[3];
	size_t nsplit;
} rec;

typedef struct made {
	rec *at;
	size_t n, cap;
	boggle_rng rng;
	int nfiles;
} made;

static uint32_t below(made *m, uint32_t n)
{
	return boggle_rng_below(&m->rng, n);
}

/* The proof's tiles are single letters: a class's cell is its letters. */
typedef struct cells {
	char at[25][16];
	int n;
} cells;

static void cells_read(const char *t, cells *c)
{
	const char *p = t;
	int n = 0;

	while (*p) {
		size_t len = strcspn(p, " "), i;

		if (len != 1 || *p != '/') {
			CHECK(n < small.rows * small.cols &&
			      len < sizeof c->at[0]);
			for (i = 0; i < len; i++)
				CHECK(p[i] >= 'a' && p[i] <= 'z');
			memcpy(c->at[n], p, len);
			c->at[n++][len] = '\0';
		}
		p += len;
		while (*p == ' ')
			p++;
	}
	CHECK(n == small.rows * small.cols);
	c->n = n;
}

static void cells_write(const cells *c, char *buf, size_t size)
{
	size_t len = 0;
	int i;

	buf[0] = '\0';
	for (i = 0; i < c->n; i++) {
		len += (size_t)snprintf(buf + len, size - len, "%s%s",
					!i ? "" : i % small.cols ? " " : " / ",
					c->at[i]);
		CHECK(len < size);
	}
}

/* A board of the cells, canonically turned, and its score. */
static void board_from(made *m, const cells *c, boggle_proof_board *pb)
{
	char t[2 * 25];
	boggle_board *b = NULL;
	size_t len = 0;
	int i;

	/* rows apart: a board not square says its shape so */
	for (i = 0; i < c->n; i++) {
		if (i && i % small.cols == 0)
			t[len++] = '/';
		t[len++] = c->at[i][below(m, (uint32_t)strlen(c->at[i]))];
	}
	CHECK(boggle_board_new(&b, boggle_lang_english(), small.rows,
			       small.cols) == BOGGLE_OK);
	CHECK(boggle_board_parse(b, boggle_lang_english(), t, len, NULL) ==
	      BOGGLE_OK);
	boggle_prover_orient(small.prover, b);
	CHECK(boggle_board_format(b, pb->board, sizeof pb->board) <
	      sizeof pb->board);
	/* its true score: reading scores every board again */
	CHECK(boggle_solve(small.judge, b, &small.rules) == BOGGLE_OK);
	pb->score = (int32_t)boggle_solver_score(small.judge);
	boggle_board_free(b);
}

/*
 * A record of class id (of its part, if part): boards, and perhaps parts
 * split off, as a prover splits, on one cell's tiles so that no two parts
 * overlap; each part proven by a record of its own.
 */
static void make_record(made *m, uint64_t id, const char *part, int depth)
{
	static char t[BOGGLE_CLASS_TEXT_MAX];
	size_t me, i;
	cells c;
	rec *r;

	m->at = grow(m->at, m->n, &m->cap, sizeof *m->at);
	me = m->n++;
	r = &m->at[me];
	memset(r, 0, sizeof *r);
	r->id = id;
	r->part = part ? strdup(part) : NULL;
	CHECK(!part || r->part);
	r->file = (int)below(m, (uint32_t)m->nfiles);
	r->seconds = below(m, 1000000000) / 1000.0;
	if (!part) {
		boggle_class *cls = NULL;

		CHECK(boggle_prover_class(small.prover, id, &cls) == BOGGLE_OK);
		CHECK(boggle_class_format(cls, t, sizeof t) < sizeof t);
		boggle_class_free(cls);
		part = t;
	}
	cells_read(part, &c);
	/* boards of the class that reach the cutoff, in order, each once */
	for (i = below(m, 4); i > 0 && r->nboards < 2; i--) {
		boggle_proof_board *pb = &r->boards[r->nboards];

		board_from(m, &c, pb);
		if (pb->score >= small.cutoff)
			r->nboards = boggle_proof_boards_sort(r->boards,
							      r->nboards + 1);
	}
	/* a bound that holds them: the least, the most, between */
	switch (below(m, 3)) {
	case 0: r->bound = r->nboards ? r->boards[0].score : 0; break;
	case 1: r->bound = INT64_MAX; break;
	default: r->bound = (r->nboards ? r->boards[0].score : 0) +
			    (int64_t)(boggle_rng_next(&m->rng) >> 2); break;
	}
	if (depth < 2 && below(m, 3) == 0) {
		int many[25], nmany = 0, group[sizeof c.at[0]];
		int cell, k, len, l;

		for (cell = 0; cell < c.n; cell++)
			if (strlen(c.at[cell]) > 1)
				many[nmany++] = cell;
		cell = nmany ? many[below(m, (uint32_t)nmany)] : -1;
		len = cell < 0 ? 0 : (int)strlen(c.at[cell]);
		k = cell < 0 ? 0 : 2 + (int)below(m, len > 2 ? 2 : 1);
		/* letter l to part l for the first k, so that none is empty */
		for (l = 0; l < len; l++)
			group[l] = l < k ? l : (int)below(m, (uint32_t)k);
		for (i = 0; i < (size_t)k; i++) {
			cells sub = c;
			int n = 0;

			for (l = 0; l < len; l++)
				if (group[l] == (int)i)
					sub.at[cell][n++] = c.at[cell][l];
			sub.at[cell][n] = '\0';
			cells_write(&sub, t, sizeof t);
			m->at[me].split[i] = strdup(t);
			CHECK(m->at[me].split[i]);
		}
		m->at[me].nsplit = (size_t)k;
	}
	/* the parts' records, each after the one that split it off */
	for (i = 0; i < m->at[me].nsplit; i++)
		make_record(m, id, m->at[me].split[i], depth + 1);
}

/* Whether read record r of m is rec w as written. */
static void as_written(const model *m, const mrec *r, const rec *w)
{
	size_t i;

	CHECK(r->k.id == w->id && !r->k.part == !w->part);
	CHECK(!w->part || !strcmp(r->k.part, w->part));
	CHECK(r->nboards == w->nboards && r->nsplit == w->nsplit);
	for (i = 0; i < w->nboards; i++) {
		const mboard *b = &m->board[r->first_board + i];

		CHECK(!strcmp(b->text, w->boards[i].board) &&
		      b->score == w->boards[i].score);
	}
	for (i = 0; i < w->nsplit; i++)
		CHECK(!strcmp(m->split[r->first_split + i].part, w->split[i]));
}

/*
 * Text, len bytes, read as a file of the made-up proof into p, checked
 * as any file is: whether taken.
 */
static int taken(boggle_proof *p, const char *t, size_t len)
{
	model m = {0};
	size_t before = boggle_proof_records(p);
	char *said;
	boggle_code code = read_file(p, "tampered", 0, t, len, 0, &said);

	check_file(&small, p, "tampered", t, len, code, said, before, 0, 1, &m);
	model_free(&m);
	free(said);
	return code == BOGGLE_OK;
}

/*
 * A file that read back whole, with a board's letter or a score's digit
 * changed: refused as damaged, and a score changed is refused even with
 * the checksum made to fit.
 */
static void tamper(made *m, boggle_proof *p, const char *t, size_t len)
{
	const char *at = strstr(t, "\"boards\": [[\"");
	char *copy, *line, *board, *digit;
	int score;

	if (!at)
		return;
	copy = malloc(len + 1);
	CHECK(copy);
	memcpy(copy, t, len + 1);
	board = copy + (at - t) + 13;
	line = board;
	while (line > copy && line[-1] != '\n')
		line--;
	digit = strstr(board, "\", ") + 3;
	score = (int)below(m, 2);
	if (score) {
		*digit = (char)('0' +
				(*digit - '0' + 1 + (int)below(m, 9)) % 10);
	} else {
		char *c = board + below(m, (uint32_t)strcspn(board, "\""));

		*c = *c == '/' ? 'a' :
		     (char)('a' + (*c - 'a' + 1 + (int)below(m, 25)) % 26);
	}
	CHECK(!taken(p, copy, len));
	reseal(line, line_len(line, len - (size_t)(line - copy)));
	if (taken(p, copy, len))
		CHECK(!score);
	free(copy);
}

/*
 * A file that read back whole, its header changed in one byte: refused as
 * damaged; and with the header's checksum made to fit, refused still when
 * the byte is one of the fields every file of the proof shares (those
 * after them, the task's, are the file's own).
 */
static void tamper_header(made *m, boggle_proof *p, const char *t,
			  size_t len)
{
	size_t end = line_len(t, len), shared = strlen(small.forms[4]);
	size_t at = below(m, (uint32_t)end);
	char *copy = malloc(len + 1);

	CHECK(copy);
	memcpy(copy, t, len + 1);
	copy[at] = (char)(copy[at] ^ (1 + (int)below(m, 0x3f)));
	if (copy[at] == '\n' || copy[at] == '\0')
		copy[at] = t[at] == 'a' ? 'b' : 'a';
	CHECK(!taken(p, copy, len));
	/* a byte before the checksum: the checksum made to fit it */
	if (at < end - SEAL_LEN) {
		reseal(copy, end);
		if (at < shared)
			CHECK(!taken(p, copy, len));
		else
			taken(p, copy, len);
	}
	free(copy);
}

/*
 * A file that read back whole, a part it hands on made the whole space
 * of the shape's tiles, the checksum made to fit: a part not within its
 * record's class is refused.
 */
static void tamper_part(boggle_proof *p, const char *t, size_t len)
{
	const char *at = strstr(t, "\"split\": [\""), *close;
	static const char whole[] = "aelrst aelrst aelrst / aelrst aelrst "
				    "aelrst";
	char *copy, *line;
	size_t start, n;

	if (!at)
		return;
	start = (size_t)(at - t) + 11;
	close = strchr(t + start, '"');
	n = (size_t)(close - t) - start;
	copy = malloc(len + sizeof whole);
	CHECK(copy);
	memcpy(copy, t, start);
	memcpy(copy + start, whole, sizeof whole - 1);
	memcpy(copy + start + sizeof whole - 1, t + start + n,
	       len - start - n);
	len = len - n + sizeof whole - 1;
	copy[len] = '\0';
	line = copy + start;
	while (line > copy && line[-1] != '\n')
		line--;
	reseal(line, line_len(line, len - (size_t)(line - copy)));
	CHECK(!taken(p, copy, len));
	free(copy);
}

/* How many times record i goes into file f. */
static int times(const made *m, size_t i, int f, size_t odd, int fault)
{
	return m->at[i].file != f ? 0 : i != odd ? 1 : fault == 1 ? 0 : 2;
}

static void round_trip(uint64_t seed)
{
	boggle_proof *p = proof_of(&small, 0);
	made m;
	model got = {0};
	text files[MAX_FILES];
	char line[BOGGLE_PROOF_HEADER_MAX + 128], *said;
	uint64_t id;
	size_t i, k, pending, odd = SIZE_MAX, before = 0, r = 0;
	int f, fault;
	boggle_code verdict;

	memset(&m, 0, sizeof m);
	memset(files, 0, sizeof files);
	boggle_rng_seed(&m.rng, seed);
	m.nfiles = 1 + (int)below(&m, 3);
	for (id = 0; id < small.space; id++)
		if (small.canon[id])
			make_record(&m, id, NULL, 0);
	/* 0, 3: whole; 1: a record left out; 2: a record there twice */
	fault = (int)below(&m, 4);
	if (fault == 1 || fault == 2)
		odd = below(&m, (uint32_t)m.n);
	for (f = 0; f < m.nfiles; f++) {
		boggle_proof_task task = {0, 0, 0}, got_task;
		size_t records = 0;
		boggle_code code;

		if (m.nfiles > 1 || below(&m, 2)) {
			task.count = 1 + below(&m, 1000);
			task.index = below(&m, (uint32_t)task.count);
			task.parts = (int)below(&m, 2);
		}
		CHECK(boggle_proof_header(p, &task, line, sizeof line) <
		      sizeof line);
		puts0(&files[f], line);
		for (i = 0; i < m.n; i++) {
			const rec *w = &m.at[i];
			boggle_proven pv = {w->id, w->part, w->bound,
					    w->seconds, w->boards, w->nboards,
					    w->split, w->nsplit};
			int n = times(&m, i, f, odd, fault);

			for (; n > 0; n--, records++) {
				text *o = &files[f];
				size_t need;

				room(o, 1024);
				need = boggle_proof_record(&pv,
							   o->data + o->len,
							   o->cap - o->len);
				if (need >= o->cap - o->len) {
					room(o, need);
					CHECK(boggle_proof_record(&pv, o->data +
								  o->len,
								  need + 1) ==
					      need);
				}
				o->len += need;
			}
		}
		if (task.count) {
			snprintf(line, sizeof line, "{\"end\": %zu}\n",
				 records);
			puts0(&files[f], line);
		}
		code = read_file(p, names[f], 0, files[f].data, files[f].len, 0,
				 &said);
		if (code != BOGGLE_OK) {
			fprintf(stderr, "written by boggle_proof_record, "
				"refused: %s\n", said);
			abort();
		}
		/* its boards and parts as made: as_written holds them to it */
		check_file(&small, p, names[f], files[f].data, files[f].len,
			   code, said, before, 0, 0, &got);
		free(said);
		got_task = boggle_proof_file_task(p);
		CHECK(boggle_proof_file_version(p) == 4);
		CHECK(got_task.index == task.index &&
		      got_task.count == task.count &&
		      got_task.parts == task.parts);
		/* as written, record by record */
		for (i = 0; i < m.n; i++) {
			int n = times(&m, i, f, odd, fault);

			for (; n > 0; n--)
				as_written(&got, &got.rec[r++], &m.at[i]);
		}
		CHECK(r == got.nrec);
		before = boggle_proof_records(p);
	}
	verdict = check_ledger(&small, p, &got, seed, &said, &pending);
	free(said);
	CHECK(verdict == (fault == 1 || fault == 2 ? BOGGLE_UNSOUND :
			  BOGGLE_OK));
	/* a part's record left out leaves that part, alone, to prove */
	CHECK(pending == (fault == 1 && m.at[odd].part ? 1u : 0u));
	if (pending) {
		const char *part = boggle_proof_pending_part(p, 0, &id);

		CHECK(id == m.at[odd].id && !strcmp(part, m.at[odd].part));
		CHECK((boggle_proof_check(p, 1) == BOGGLE_OK) ==
		      !m.at[odd].nsplit);
	}
	model_free(&got);
	/* the first file tampered with, each read as a file of its own */
	tamper(&m, p, files[0].data, files[0].len);
	tamper_header(&m, p, files[0].data, files[0].len);
	tamper_part(p, files[0].data, files[0].len);
	boggle_proof_free(p);
	for (f = 0; f < MAX_FILES; f++)
		free(files[f].data);
	for (i = 0; i < m.n; i++) {
		free(m.at[i].part);
		for (k = 0; k < m.at[i].nsplit; k++)
			free(m.at[i].split[k]);
	}
	free(m.at);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static const size_t start = sizeof HEAD_START - 1;
	static int ready;
	text files[MAX_FILES], all = {0};
	size_t at[MAX_FILES + 1], i;
	uint64_t seed = fnv(FNV_START, (const char *)data, size);
	int n = 1, f, accept_v1 = (int)(seed >> 62 & 1);
	boggle_proof *p;
	model m = {0};
	resumed rs;

	if (!ready) {
		setup();
		ready = 1;
	}
	at[0] = 0;
	for (i = 1; i + start <= size && n < MAX_FILES; i++)
		if (data[i - 1] == '\n' && !memcmp(data + i, HEAD_START, start))
			at[n++] = i;
	at[n] = size;
	/* each file with the stand-in list's name for the whole list's */
	memset(files, 0, sizeof files);
	for (f = 0; f < n; f++) {
		swap_list((const char *)data + at[f], at[f + 1] - at[f],
			  &files[f]);
		put(&all, files[f].data, files[f].len);
	}
	/*
	 * One proof for all: its own file as --resume reads it, then every
	 * file as merge reads them, to say all that is wrong at once, and the
	 * ledger over all it read.
	 */
	p = proof_of(&big, accept_v1);
	rs = resume(p, all.data, all.len, accept_v1, (int)(seed >> 61 & 1),
		    &m);
	merge(p, files, n, accept_v1, seed, &rs, &m);
	model_free(&m);
	boggle_proof_free(p);
	round_trip(seed);
	for (f = 0; f < n; f++)
		free(files[f].data);
	free(all.data);
	return 0;
}
