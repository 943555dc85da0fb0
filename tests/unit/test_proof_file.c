/*
 * Proof files: the lines a proof writes (header and records, each sealed
 * with a checksum computed here independently), a whole proof made by a
 * proof run read back and held against the run's boards and a brute
 * force, every forgery of tests/cli/forge_test.sh refused or caught by
 * verify, verify's verdict against the same classes proven again one by
 * one, files read back to resume, and the header's fields and list sums.
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "sha256.h"
#include "support.h"

#define CUTOFF  11 /* 2x2 on the built-in list: 6 classes, 63 boards */
#define PROVERS 3  /* [0] reads the files, [1] and [2] prove again */
#define SEED    12345

/* ---- text ---------------------------------------------------------------- */

typedef struct text {
	char *at;
	size_t len, cap;
} text;

static void text_add(text *t, const char *s, size_t n)
{
	/* no text of a test comes near: and the compiler knows it */
	if (n > ((size_t)1 << 30) || t->len > ((size_t)1 << 30))
		abort();
	if (!t->at || t->len + n + 1 > t->cap) {
		size_t cap = t->cap ? t->cap : 256;
		char *at;

		while (cap < t->len + n + 1)
			cap *= 2;
		at = realloc(t->at, cap);
		if (!at)
			abort();
		t->at = at;
		t->cap = cap;
	}
	memcpy(t->at + t->len, s, n);
	t->len += n;
	t->at[t->len] = '\0';
}

static void text_put(text *t, const char *s)
{
	text_add(t, s, strlen(s));
}

/* FNV-1a 64 of len bytes, written here apart from the library's. */
static uint64_t fnv(const char *s, size_t len)
{
	uint64_t h = 0xcbf29ce484222325u;
	size_t i;

	for (i = 0; i < len; i++) {
		h ^= (unsigned char)s[i];
		h *= 0x100000001b3u;
	}
	return h;
}

/* Whether a line (a newline after it or not) ends in its own checksum. */
static int sealed_right(const char *line)
{
	const char *at = strstr(line, ", \"sum\": \""), *next;
	char want[24];

	if (!at)
		return 0;
	while ((next = strstr(at + 1, ", \"sum\": \"")) != NULL)
		at = next;
	snprintf(want, sizeof want, "%016llx",
		 (unsigned long long)fnv(line, (size_t)(at - line)));
	return strncmp(at + 10, want, 16) == 0 &&
	       (strcmp(at + 26, "\"}") == 0 || strcmp(at + 26, "\"}\n") == 0);
}

/* A file as its lines (no newlines), to forge. */
typedef struct doc {
	char **line;
	size_t n;
} doc;

static doc doc_of(const char *s)
{
	doc d = {NULL, 0};

	while (*s) {
		size_t n = strcspn(s, "\n");

		d.line = realloc(d.line, (d.n + 1) * sizeof *d.line);
		assert_non_null(d.line);
		d.line[d.n] = strndup(s, n);
		assert_non_null(d.line[d.n++]);
		s += n + (s[n] == '\n');
	}
	return d;
}

static void doc_free(doc *d)
{
	size_t i;

	for (i = 0; i < d->n; i++)
		free(d->line[i]);
	free(d->line);
	d->line = NULL;
	d->n = 0;
}

/* The lines joined, a newline after each. */
static char *doc_text(const doc *d)
{
	text t = {NULL, 0, 0};
	size_t i;

	text_put(&t, "");
	for (i = 0; i < d->n; i++) {
		text_put(&t, d->line[i]);
		text_put(&t, "\n");
	}
	return t.at;
}

static void doc_set(doc *d, size_t i, char *line)
{
	free(d->line[i]);
	d->line[i] = line;
}

/* Line i with the first from made to to (which must be there). */
static void doc_edit(doc *d, size_t i, const char *from, const char *to)
{
	const char *at = strstr(d->line[i], from);
	text t = {NULL, 0, 0};

	if (!at)
		print_error("'%s' not in line %zu: %s\n", from, i + 1,
			    d->line[i]);
	assert_non_null(at);
	text_add(&t, d->line[i], (size_t)(at - d->line[i]));
	text_put(&t, to);
	text_put(&t, at + strlen(from));
	doc_set(d, i, t.at);
}

/* Line i given the checksum its text now calls for, as reseal.py does. */
static void doc_reseal(doc *d, size_t i)
{
	char *line = d->line[i], *at = strstr(line, ", \"sum\": \""), *next,
	     tail[40];
	text t = {NULL, 0, 0};
	size_t body;

	while (at && (next = strstr(at + 1, ", \"sum\": \"")) != NULL)
		at = next;
	body = at ? (size_t)(at - line) : strlen(line) - 1; /* less its '}' */
	text_add(&t, line, body);
	snprintf(tail, sizeof tail, ", \"sum\": \"%016llx\"}",
		 (unsigned long long)fnv(line, body));
	text_put(&t, tail);
	doc_set(d, i, t.at);
}

/* The index of the line that starts with prefix. */
static size_t doc_find(const doc *d, const char *prefix)
{
	size_t i;

	for (i = 0; i < d->n; i++)
		if (strncmp(d->line[i], prefix, strlen(prefix)) == 0)
			return i;
	print_error("no line starts with %s\n", prefix);
	fail();
	return 0;
}

/* The line of class id's record as a prefix. */
static const char *class_prefix(uint64_t id)
{
	static char buf[40];

	snprintf(buf, sizeof buf, "{\"class\": %llu, \"bound\"",
		 (unsigned long long)id);
	return buf;
}

/* Field key of line i, its value a string, cut out with its comma. */
static void doc_cut_field(doc *d, size_t i, const char *key)
{
	char lead[64], *at, *q;

	snprintf(lead, sizeof lead, ", \"%s\": \"", key);
	at = strstr(d->line[i], lead);
	assert_non_null(at);
	q = strchr(at + strlen(lead), '"');
	assert_non_null(q);
	memmove(at, q + 1, strlen(q + 1) + 1);
}

static void doc_remove(doc *d, size_t i)
{
	free(d->line[i]);
	memmove(d->line + i, d->line + i + 1, (d->n - i - 1) * sizeof *d->line);
	d->n--;
}

static void doc_insert(doc *d, size_t i, const char *line)
{
	d->line = realloc(d->line, (d->n + 1) * sizeof *d->line);
	assert_non_null(d->line);
	memmove(d->line + i + 1, d->line + i, (d->n - i) * sizeof *d->line);
	d->line[i] = strdup(line);
	assert_non_null(d->line[i]);
	d->n++;
}

/* ---- boards -------------------------------------------------------------- */

typedef struct board_list {
	boggle_proof_board *at;
	size_t len, cap;
} board_list;

static void list_add(board_list *l, const char *board, int32_t score)
{
	if (l->len == l->cap) {
		l->cap = l->cap ? 2 * l->cap : 64;
		l->at = realloc(l->at, l->cap * sizeof *l->at);
		assert_non_null(l->at);
	}
	snprintf(l->at[l->len].board, sizeof l->at[0].board, "%s", board);
	l->at[l->len++].score = score;
}

static int by_score(const void *a, const void *b)
{
	const boggle_proof_board *x = a, *y = b;

	if (x->score != y->score)
		return x->score > y->score ? -1 : 1;
	return strcmp(x->board, y->board);
}

/* Highest first, then by text, each once: sorted here, not by the library. */
static void list_sort(board_list *l)
{
	size_t i, n = 0;

	if (l->len)
		qsort(l->at, l->len, sizeof *l->at, by_score);
	for (i = 0; i < l->len; i++)
		if (n == 0 || strcmp(l->at[i].board, l->at[n - 1].board) != 0)
			l->at[n++] = l->at[i];
	l->len = n;
}

/* The proof's boards are l's, in l's order. */
static void same_as_proof(boggle_proof *p, const board_list *l)
{
	size_t i;

	assert_int_equal(boggle_proof_boards(p), l->len);
	for (i = 0; i < l->len; i++) {
		int32_t score = -1;
		const char *b = boggle_proof_board_text(p, i, &score);

		assert_non_null(b);
		assert_string_equal(b, l->at[i].board);
		assert_int_equal(score, l->at[i].score);
	}
	assert_null(boggle_proof_board_text(p, l->len, NULL));
}

/* ---- the world: list, rules, provers ------------------------------------- */

typedef struct world {
	const boggle_dict *dict;
	boggle_rules rules;
	boggle_prover *p[PROVERS];
	uint64_t space, classes;
	uint64_t canon[64]; /* the canonical ids, counted here */
	size_t ncanon;
} world;

static void world_make(world *w, int rows, int cols, const char *tiles)
{
	uint64_t id;
	int i;

	memset(w, 0, sizeof *w);
	w->dict = boggle_dict_builtin();
	w->rules = boggle_rules_classic();
	for (i = 0; i < PROVERS; i++) {
		assert_int_equal(boggle_prover_new(&w->p[i], w->dict, &w->rules,
						   rows, cols, NULL),
				 BOGGLE_OK);
		if (tiles)
			assert_int_equal(boggle_prover_tiles(w->p[i], tiles,
							     strlen(tiles),
							     NULL),
					 BOGGLE_OK);
	}
	w->space = boggle_prover_space(w->p[0]);
	w->classes = boggle_prover_classes(w->p[0]);
	assert_true(w->space <= 4096);
	for (id = 0; id < w->space; id++)
		if (boggle_prover_canonical(w->p[0], id)) {
			assert_true(w->ncanon < 64);
			w->canon[w->ncanon++] = id;
		}
	assert_int_equal(w->ncanon, w->classes);
}

static void world_free(world *w)
{
	int i;

	for (i = 0; i < PROVERS; i++)
		boggle_prover_free(w->p[i]);
}

static boggle_proof *proof_of(const world *w, int32_t cutoff)
{
	boggle_proof *p = NULL;

	assert_int_equal(
		boggle_proof_new(&p, w->p[0], w->dict, NULL, &w->rules, cutoff),
		BOGGLE_OK);
	assert_non_null(p);
	return p;
}

/* ---- a proof made by a run ----------------------------------------------- */

typedef struct made {
	text file;               /* header, records (, end line) */
	board_list boards;       /* every board the run reported, sorted */
	board_list by_class[64]; /* each class's, as reported */
	uint64_t ids[64];        /* the classes, as reported */
	size_t n;
} made;

static boggle_code on_proven(void *ctx, const boggle_proven *c)
{
	made *m = ctx;
	size_t len = boggle_proof_record(c, NULL, 0), i;
	char *line = malloc(len + 1);

	assert_non_null(line);
	assert_int_equal(boggle_proof_record(c, line, len + 1), len);
	assert_int_equal(strlen(line), len);
	assert_true(len > 0 && line[len - 1] == '\n');
	assert_true(sealed_right(line));
	text_add(&m->file, line, len);
	free(line);
	assert_true(m->n < 64);
	memset(&m->by_class[m->n], 0, sizeof m->by_class[0]);
	for (i = 0; i < c->nboards; i++) {
		list_add(&m->boards, c->boards[i].board, c->boards[i].score);
		list_add(&m->by_class[m->n], c->boards[i].board,
			 c->boards[i].score);
	}
	m->ids[m->n++] = c->id;
	return BOGGLE_OK;
}

/*
 * A proof of cutoff made by a run of two provers: of every class, or with
 * task, of the task's classes (positions index, index + count ... of the
 * shuffle of the space, as the command deals them) in a task's file.
 */
static void make(made *m, const world *w, const boggle_proof *p, int32_t cutoff,
		 const boggle_proof_task *task)
{
	boggle_proof_run *run;
	boggle_proof_item items[64];
	size_t nitems = 0, len;
	char head[BOGGLE_PROOF_HEADER_MAX];

	memset(m, 0, sizeof *m);
	len = boggle_proof_header(p, task, head, sizeof head);
	assert_true(len < sizeof head);
	text_add(&m->file, head, len);
	assert_int_equal(boggle_proof_run_new(&run, w->p + 1, 2, cutoff),
			 BOGGLE_OK);
	if (task && task->count) {
		uint64_t pos;

		for (pos = task->index; pos < w->space; pos += task->count) {
			uint64_t id = boggle_shuffle(w->space, pos);

			if (boggle_prover_canonical(w->p[0], id)) {
				items[nitems].id = id;
				items[nitems++].part = NULL;
			}
		}
		boggle_proof_run_items(run, items, nitems);
	}
	assert_int_equal(boggle_proof_run_go(run, on_proven, NULL, m, NULL),
			 BOGGLE_OK);
	boggle_proof_run_free(run);
	if (task && task->count) {
		char end[32];

		assert_int_equal(m->n, nitems);
		/* its length like snprintf's: as much asked of no room */
		assert_int_equal(boggle_proof_end_line(m->n, NULL, 0),
				 boggle_proof_end_line(m->n, end, sizeof end));
		assert_int_equal(strlen(end),
				 boggle_proof_end_line(m->n, NULL, 0));
		text_put(&m->file, end);
	} else {
		assert_int_equal(m->n, w->classes);
	}
	list_sort(&m->boards);
}

static void made_free(made *m)
{
	size_t i;

	free(m->file.at);
	free(m->boards.at);
	for (i = 0; i < m->n; i++)
		free(m->by_class[i].at);
}

/* The boards the run reported for class id. */
static const board_list *boards_of(const made *m, uint64_t id)
{
	size_t i;

	for (i = 0; i < m->n; i++)
		if (m->ids[i] == id)
			return &m->by_class[i];
	fail();
	return NULL;
}

/* ---- reading ------------------------------------------------------------- */

static boggle_code read_whole(boggle_proof *p, const char *name, const char *s,
			      size_t len, int flags)
{
	boggle_code code = boggle_proof_begin(p, name, flags);

	if (code == BOGGLE_OK)
		code = boggle_proof_feed(p, s, len);
	if (code == BOGGLE_OK)
		code = boggle_proof_end(p);
	return code;
}

static boggle_code read_text(boggle_proof *p, const char *name, const char *s)
{
	return read_whole(p, name, s, strlen(s), 0);
}

static boggle_code read_bytes(boggle_proof *p, const char *name, const char *s,
			      size_t len, int flags)
{
	boggle_code code = boggle_proof_begin(p, name, flags);
	size_t i;

	for (i = 0; i < len && code == BOGGLE_OK; i++)
		code = boggle_proof_feed(p, s + i, 1);
	if (code == BOGGLE_OK)
		code = boggle_proof_end(p);
	return code;
}

/* A file in memory, given out chunk bytes a call; -1 at fail_at. */
typedef struct memfile {
	const char *s;
	size_t len, pos, chunk, fail_at;
	int err, calls;
} memfile;

static long mem_read(void *ctx, void *buf, size_t size)
{
	memfile *f = ctx;
	size_t n = f->len - f->pos;

	f->calls++;
	if (f->err && f->pos >= f->fail_at) {
		errno = f->err;
		return -1;
	}
	if (n > f->chunk)
		n = f->chunk;
	if (n > size)
		n = size;
	memcpy(buf, f->s + f->pos, n);
	f->pos += n;
	return (long)n;
}

/* The message holds what. */
static void says(const boggle_proof *p, const char *what)
{
	const char *m = boggle_proof_message(p);

	assert_non_null(m);
	if (strstr(m, what) == NULL) {
		print_error("the message does not say '%s': '%s'\n", what, m);
		fail();
	}
}

/* ---- the proofs every test reads ----------------------------------------- */

typedef struct forge {
	world w;
	made m;               /* the whole proof of CUTOFF */
	made t11[3];          /* its tasks of 3 */
	made t12[3];          /* tasks of 3 of the next cutoff */
	boggle_proof *reader; /* of CUTOFF: reads files that are refused */
} forge;

/* Made once for every test: a proof costs its list's checksums. */
static forge G;

static int forge_make(void **state)
{
	boggle_proof *p12;
	int i;

	(void)state;
	world_make(&G.w, 2, 2, NULL);
	G.reader = proof_of(&G.w, CUTOFF);
	p12 = proof_of(&G.w, CUTOFF + 1);
	make(&G.m, &G.w, G.reader, CUTOFF, NULL);
	for (i = 0; i < 3; i++) {
		boggle_proof_task t = {(uint64_t)i, 3, 0};

		make(&G.t11[i], &G.w, G.reader, CUTOFF, &t);
		make(&G.t12[i], &G.w, p12, CUTOFF + 1, &t);
	}
	boggle_proof_free(p12);
	return 0;
}

static int forge_free(void **state)
{
	int i;

	(void)state;
	for (i = 0; i < 3; i++) {
		made_free(&G.t11[i]);
		made_free(&G.t12[i]);
	}
	made_free(&G.m);
	boggle_proof_free(G.reader);
	world_free(&G.w);
	return 0;
}

/* The forged text read alone by a fresh proof: its code, the proof kept. */
static boggle_code forged(const forge *f, const doc *d, const char *name,
			  boggle_proof **p)
{
	char *s = doc_text(d);
	boggle_code code;

	*p = proof_of(&f->w, CUTOFF);
	code = read_text(*p, name, s);
	free(s);
	return code;
}

/*
 * The forged text, to be refused, read by the shared reader (*p): what a
 * file refused says is of that file alone.
 */
static boggle_code refused(const doc *d, const char *name, boggle_proof **p)
{
	char *s = doc_text(d);
	boggle_code code;

	*p = G.reader;
	code = read_text(*p, name, s);
	free(s);
	return code;
}

/* A proof done with: freed, unless it is the shared reader. */
static void done_with(boggle_proof *p)
{
	if (p != G.reader)
		boggle_proof_free(p);
}

/* ---- 1. writing ---------------------------------------------------------- */

static void test_header(void **state)
{
	const world *w = &G.w;
	boggle_proof *p;
	char head[BOGGLE_PROOF_HEADER_MAX], small[10], field[256], want[64];
	boggle_proof_task task = {1, 3, 0}, none = {0, 0, 0};
	size_t len;

	(void)state;
	p = proof_of(w, CUTOFF);
	len = boggle_proof_header(p, NULL, NULL, 0);
	assert_int_equal(boggle_proof_header(p, NULL, head, sizeof head), len);
	assert_int_equal(strlen(head), len);
	assert_true(head[len - 1] == '\n');
	assert_non_null(strstr(head,
			       "{\"boggle_prove\": 4, \"shape\": \"2x2\", "
			       "\"lang\": \"en\", "));
	snprintf(want, sizeof want, "\"classes\": %llu, \"min_score\": %d",
		 (unsigned long long)w->classes, CUTOFF);
	assert_non_null(strstr(head, want));
	assert_null(strstr(head, "\"task\""));
	assert_true(sealed_right(head));
	/* a task of count 0 is no task */
	assert_int_equal(boggle_proof_header(p, &none, small, sizeof small),
			 len);
	assert_int_equal(strlen(small), sizeof small - 1);
	assert_memory_equal(small, head, sizeof small - 1);
	/* the header names each field, and says the checksum fits */
	assert_int_equal(boggle_proof_header_field(head, len, "shape", field,
						   sizeof field),
			 BOGGLE_OK);
	assert_string_equal(field, "2x2");
	assert_int_equal(boggle_proof_header_field(head, len, "classes", field,
						   sizeof field),
			 BOGGLE_OK);
	assert_int_equal(strtoull(field, NULL, 10), w->classes);

	/* a task's form: task and wave said, sealed too */
	len = boggle_proof_header(p, &task, head, sizeof head);
	assert_int_equal(strlen(head), len);
	assert_non_null(strstr(head,
			       ", \"task\": \"1/3\", \"of\": \"classes\", "
			       "\"sum\": \""));
	assert_true(sealed_right(head));
	assert_int_equal(boggle_proof_header_field(head, len, "task", field,
						   sizeof field),
			 BOGGLE_OK);
	assert_string_equal(field, "1/3");
	task.parts = 1;
	boggle_proof_header(p, &task, head, sizeof head);
	assert_non_null(strstr(head, "\"of\": \"parts\""));
	assert_true(sealed_right(head));

	/* what is said beside: tiles and paths, never a text to escape */
	assert_int_equal(boggle_proof_where(p, "aest", "/lists/my words.txt",
					    "/a \"quoted\" path"),
			 BOGGLE_OK);
	len = boggle_proof_header(p, NULL, head, sizeof head);
	assert_true(sealed_right(head));
	assert_non_null(strstr(head, ", \"tiles\": \"aest\", \"list_path\": "
				     "\"/lists/my words.txt\", \"sum\""));
	assert_null(strstr(head, "exclude_path"));
	assert_int_equal(boggle_proof_header_field(head, len, "list_path",
						   field, sizeof field),
			 BOGGLE_OK);
	assert_string_equal(field, "/lists/my words.txt");
	/* never compared: a proof that says none reads it */
	assert_int_equal(read_text(G.reader, "where.jsonl", head), BOGGLE_OK);
	assert_int_equal(boggle_proof_file_version(G.reader), 4);
	boggle_proof_free(p);

	/* no proof of a cutoff below 1 */
	assert_int_equal(
		boggle_proof_new(&p, w->p[0], w->dict, NULL, &w->rules, 0),
		BOGGLE_MISUSE);
	assert_null(p);
}

/* The header of h (a proof's first line) forged: from made to, resealed. */
static boggle_code forged_rules(const char *h, const char *from, const char *to,
				int reseal)
{
	doc d = doc_of(h);
	boggle_rules r;
	boggle_bonus *b = NULL;
	boggle_code code;

	doc_edit(&d, 0, from, to);
	if (reseal)
		doc_reseal(&d, 0);
	code = boggle_proof_header_rules(d.line[0], strlen(d.line[0]), &r, &b);
	if (code != BOGGLE_OK)
		assert_null(b);
	boggle_bonus_free(b);
	doc_free(&d);
	return code;
}

/*
 * The rules a header says, read back as they were proven under, bonus
 * squares and all; a header forged to rules no proof has is refused.
 */
static void test_header_rules(void **state)
{
	const world *w = &G.w;
	boggle_bonus *layout = NULL, *b;
	boggle_rules given[4], got;
	char head[BOGGLE_PROOF_HEADER_MAX], letters[BOGGLE_PROOF_HEADER_MAX];
	size_t len;
	int i, c;

	(void)state;
	assert_int_equal(boggle_bonus_parse(&layout, "Dt/.d", 5, NULL),
			 BOGGLE_OK);
	given[0] = w->rules;
	given[1] = boggle_rules_letters(layout);
	assert_int_equal(boggle_rules_named("superbig", &given[2]), BOGGLE_OK);
	given[2].min_letters = 3;
	given[3] = boggle_rules_classic();
	given[3].scoring = BOGGLE_SCORING_WORDS;
	given[3].min_letters = 5;
	for (i = 0; i < 4; i++) {
		boggle_proof *p = NULL;

		assert_int_equal(boggle_proof_new(&p, w->p[0], w->dict, NULL,
						  &given[i], CUTOFF), BOGGLE_OK);
		len = boggle_proof_header(p, NULL, head, sizeof head);
		if (i == 1)
			memcpy(letters, head, len + 1);
		assert_int_equal(boggle_proof_header_rules(head, len, &got, &b),
				 BOGGLE_OK);
		assert_int_equal(got.scoring, given[i].scoring);
		assert_int_equal(got.min_letters, given[i].min_letters);
		assert_ptr_equal(got.bonus, b);
		assert_int_equal(b != NULL, given[i].bonus != NULL);
		for (c = 0; b && c < 4; c++)
			assert_int_equal(boggle_bonus_at(b, c),
					 boggle_bonus_at(layout, c));
		assert_true(!b || (boggle_bonus_rows(b) == 2 &&
				   boggle_bonus_cols(b) == 2));
		boggle_bonus_free(b);
		boggle_proof_free(p);
	}
	assert_int_equal(forged_rules(letters, "\"min_letters\": 2",
				      "\"min_letters\": 3", 1), BOGGLE_OK);
	assert_int_equal(forged_rules(letters, "\"min_letters\": 2",
				      "\"min_letters\": 3", 0), BOGGLE_DAMAGED);
	assert_int_equal(forged_rules(letters, "\"scoring\": \"letters\"",
				      "\"scoring\": \"classic\"", 1),
			 BOGGLE_SYNTAX);
	assert_int_equal(forged_rules(letters, "\"scoring\": \"letters\"",
				      "\"scoring\": \"lettres\"", 1),
			 BOGGLE_SYNTAX);
	assert_int_equal(forged_rules(letters, "\"bonus\": \"Dt.d\"",
				      "\"bonus\": \"Dt.\"", 1), BOGGLE_SYNTAX);
	assert_int_equal(forged_rules(letters, "\"bonus\": \"Dt.d\"",
				      "\"bonus\": \"Dt.x\"", 1), BOGGLE_SYNTAX);
	assert_int_equal(forged_rules(letters, "\"min_letters\": 2",
				      "\"min_letters\": 0", 1), BOGGLE_SYNTAX);
	assert_int_equal(forged_rules(letters, "\"min_letters\": 2",
				      "\"min_letters\": 2x", 1), BOGGLE_SYNTAX);
	assert_int_equal(forged_rules(letters, "\"shape\": \"2x2\"",
				      "\"shape\": \"2x3\"", 1), BOGGLE_SYNTAX);
	boggle_bonus_free(layout);
}

static void test_record(void **state)
{
	static const boggle_proof_board boards[2] = {{"aert", 14},
						     {"aetr", 14}};
	static char *const split[2] = {"a b / c d", "e f / g h"};
	boggle_proven c;
	char line[4096], small[8], want[4096], body[2048];
	size_t len;

	(void)state;
	memset(&c, 0, sizeof c);
	c.id = 3;
	c.bound = 20;
	c.seconds = 0.25;
	c.boards = boards;
	c.nboards = 2;
	snprintf(body, sizeof body,
		 "{\"class\": 3, \"bound\": 20, \"seconds\": "
		 "0.250, \"boards\": [[\"aert\", 14], [\"aetr\", 14]]");
	snprintf(want, sizeof want, "%s, \"sum\": \"%016llx\"}\n", body,
		 (unsigned long long)fnv(body, strlen(body)));
	len = boggle_proof_record(&c, NULL, 0);
	assert_int_equal(len, strlen(want));
	assert_int_equal(boggle_proof_record(&c, line, sizeof line), len);
	assert_string_equal(line, want);
	/* cut short as snprintf cuts: the start, and its NUL */
	assert_int_equal(boggle_proof_record(&c, small, sizeof small), len);
	assert_string_equal(small, "{\"class");

	/* a part, handing parts on, listing nothing */
	c.part = "a [bc] / d e";
	c.nboards = 0;
	c.split = split;
	c.nsplit = 2;
	c.bound = 0;
	c.seconds = 0;
	snprintf(body, sizeof body,
		 "{\"class\": 3, \"part\": \"a [bc] / d e\", "
		 "\"bound\": 0, \"seconds\": 0.000, \"boards\": [], \"split\": "
		 "[\"a b / c d\", \"e f / g h\"]");
	snprintf(want, sizeof want, "%s, \"sum\": \"%016llx\"}\n", body,
		 (unsigned long long)fnv(body, strlen(body)));
	assert_int_equal(boggle_proof_record(&c, line, sizeof line),
			 strlen(want));
	assert_string_equal(line, want);
}

/* ---- 2. merge ------------------------------------------------------------ */

static void check_whole(boggle_proof *p, const world *w, const made *m)
{
	uint64_t ids[64];
	size_t i;

	assert_int_equal(boggle_proof_file_version(p), 4);
	assert_int_equal(boggle_proof_file_task(p).count, 0);
	assert_int_equal(boggle_proof_records(p), w->classes);
	assert_int_equal(boggle_proof_done(p, ids), w->classes);
	for (i = 0; i < w->ncanon; i++)
		assert_int_equal(ids[i], w->canon[i]);
	assert_int_equal(boggle_proof_check(p, 0), BOGGLE_OK);
	assert_string_equal(boggle_proof_message(p), "");
	assert_int_equal(boggle_proof_pending(p), 0);
	same_as_proof(p, &m->boards);
}

static int on_found(void *ctx, const boggle_board *board, int32_t score)
{
	char text[BOGGLE_PROOF_BOARD_MAX];

	boggle_board_format(board, text, sizeof text);
	list_add(ctx, text, score);
	return 0;
}

static void test_merge(void **state)
{
	const world *w = &G.w;
	const made *m = &G.m;
	boggle_proof *p;
	memfile f;
	char said[4096];
	size_t i, n = 0;

	(void)state;
	/* the run found something, and each class's record lists what one
	   prover alone finds in it */
	assert_true(m->boards.len > 20);
	for (i = 0; i < m->n; i++) {
		boggle_class *cls;
		board_list alone = {NULL, 0, 0};
		size_t k;

		assert_int_equal(boggle_prover_class(w->p[0], m->ids[i], &cls),
				 BOGGLE_OK);
		assert_int_equal(boggle_prover_prove(w->p[0], cls, CUTOFF,
						     on_found, NULL, &alone,
						     NULL, NULL),
				 BOGGLE_OK);
		boggle_class_free(cls);
		list_sort(&alone);
		assert_int_equal(alone.len, m->by_class[i].len);
		for (k = 0; k < alone.len; k++) {
			assert_string_equal(alone.at[k].board,
					    m->by_class[i].at[k].board);
			assert_int_equal(alone.at[k].score,
					 m->by_class[i].at[k].score);
		}
		free(alone.at);
		n += m->by_class[i].len;
	}
	assert_int_equal(n, m->boards.len);

	p = proof_of(w, CUTOFF);
	assert_int_equal(read_whole(p, "p.jsonl", m->file.at, m->file.len, 0),
			 BOGGLE_OK);
	assert_string_equal(boggle_proof_message(p), "");
	check_whole(p, w, m);
	/* what merge says it establishes */
	assert_true(boggle_proof_said(p, 0, said, sizeof said) < sizeof said);
	assert_non_null(
		strstr(said, "the proof: 2x2 boards, language en, list "));
	assert_non_null(
		strstr(said, "\nchecked: the files whole and undamaged"));
	assert_non_null(strstr(said, "scores 11 or more"));
	boggle_proof_free(p);

	/* through a read callback, in uneven pieces */
	p = proof_of(w, CUTOFF);
	memset(&f, 0, sizeof f);
	f.s = m->file.at;
	f.len = m->file.len;
	f.chunk = 97;
	assert_int_equal(boggle_proof_read(p, "cb.jsonl", 0, mem_read, &f),
			 BOGGLE_OK);
	assert_true(f.calls > (int)(m->file.len / 97));
	check_whole(p, w, m);
	boggle_proof_free(p);
}

/*
 * Boards a run found, added class by class in any order, list as the
 * records of the same run do (sorted here), each once: asked for half
 * way, then with the rest added, then with the file read over them.
 */
static void test_add_boards(void **state)
{
	const world *w = &G.w;
	const made *m = &G.m;
	boggle_proof *p = proof_of(w, CUTOFF);
	board_list half = {NULL, 0, 0};
	size_t i, k;

	(void)state;
	for (i = m->n; i-- > m->n / 2;) {
		assert_int_equal(boggle_proof_add_boards(p, m->by_class[i].at,
							 m->by_class[i].len),
				 BOGGLE_OK);
		for (k = 0; k < m->by_class[i].len; k++)
			list_add(&half, m->by_class[i].at[k].board,
				 m->by_class[i].at[k].score);
	}
	list_sort(&half);
	same_as_proof(p, &half);
	for (i = m->n / 2; i-- > 0;)
		assert_int_equal(boggle_proof_add_boards(p, m->by_class[i].at,
							 m->by_class[i].len),
				 BOGGLE_OK);
	same_as_proof(p, &m->boards);
	assert_int_equal(read_whole(p, "p.jsonl", m->file.at, m->file.len, 0),
			 BOGGLE_OK);
	same_as_proof(p, &m->boards);
	free(half.at);
	boggle_proof_free(p);
}

/*
 * A proof's file still packed by gzip, fed whole or a byte at a time:
 * a first line of 30 bytes, a file of 12 with no newline, and one with
 * none before the longest header: each said so, not "not a proof's file".
 */
static void test_packed(void **state)
{
	const world *w = &G.w;
	static char gz[2 * BOGGLE_PROOF_HEADER_MAX];
	const size_t len[3] = {40, 12, sizeof gz};
	int i, whole;

	(void)state;
	for (i = 0; i < 3; i++)
		for (whole = 0; whole < 2; whole++) {
			boggle_proof *p = proof_of(w, CUTOFF);
			boggle_code code;

			memset(gz, 'x', sizeof gz);
			gz[0] = (char)0x1f;
			gz[1] = (char)0x8b;
			if (i == 0)
				gz[30] = '\n';
			code = whole ? read_whole(p, "p.jsonl.gz", gz, len[i], 0) :
			       read_bytes(p, "p.jsonl.gz", gz, len[i], 0);
			if (code == BOGGLE_SYNTAX)
				says(p, "p.jsonl.gz: compressed with gzip: "
				     "unpack it first");
			boggle_proof_free(p);
			assert_int_equal(code, BOGGLE_SYNTAX);
		}
}

/* ---- the boards of a file against a brute force over every board --------- */

static int cmp_text(const void *a, const void *b)
{
	return strcmp(*(const char *const *)a, *(const char *const *)b);
}

/*
 * Every board of tiles on rows x cols (tiles single letters), solved
 * here one by one and turned to its canonical orientation: those scoring
 * at least cutoff, sorted and each once.
 */
static void brute(const world *w, int rows, int cols, const char *tiles,
		  int32_t cutoff, board_list *out)
{
	int n = rows * cols, k = (int)strlen(tiles), i;
	int digit[25] = {0};
	boggle_solver *s = NULL;
	boggle_board *b = NULL;

	memset(out, 0, sizeof *out);
	assert_int_equal(boggle_solver_new(&s, w->dict), BOGGLE_OK);
	assert_int_equal(boggle_board_new(&b, NULL, rows, cols), BOGGLE_OK);
	for (;;) {
		char in[64], turned[BOGGLE_PROOF_BOARD_MAX];
		size_t at = 0;

		for (i = 0; i < n; i++) {
			if (i && i % cols == 0)
				in[at++] = '/';
			in[at++] = tiles[digit[i]];
		}
		in[at] = '\0';
		assert_int_equal(boggle_board_parse(b, NULL, in, at, NULL),
				 BOGGLE_OK);
		assert_int_equal(boggle_solve(s, b, &w->rules), BOGGLE_OK);
		if (boggle_solver_score(s) >= cutoff) {
			boggle_board_orient(b);
			boggle_board_format(b, turned, sizeof turned);
			list_add(out, turned, (int32_t)boggle_solver_score(s));
		}
		for (i = n - 1; i >= 0 && ++digit[i] == k; i--)
			digit[i] = 0;
		if (i < 0)
			break;
	}
	list_sort(out);
	boggle_board_free(b);
	boggle_solver_free(s);
}

static void brute_against_file(int rows, int cols, const char *tiles,
			       int32_t cutoff, size_t least)
{
	world w;
	made m;
	board_list all;
	boggle_proof *p;
	size_t i;
	const char **texts;

	world_make(&w, rows, cols, tiles);
	p = proof_of(&w, cutoff);
	make(&m, &w, p, cutoff, NULL);
	brute(&w, rows, cols, tiles, cutoff, &all);
	assert_true(all.len >= least);
	/* the run's boards are the brute force's */
	assert_int_equal(m.boards.len, all.len);
	for (i = 0; i < all.len; i++) {
		assert_string_equal(m.boards.at[i].board, all.at[i].board);
		assert_int_equal(m.boards.at[i].score, all.at[i].score);
	}
	/* and so are the file's, read back */
	assert_int_equal(boggle_proof_where(p, tiles, NULL, NULL), BOGGLE_OK);
	assert_int_equal(read_text(p, "tiles.jsonl", m.file.at), BOGGLE_OK);
	/* a proof of every tile reads it as of another proof */
	if (rows == 2 && cols == 2) {
		assert_int_equal(read_text(G.reader, "tiles.jsonl", m.file.at),
				 BOGGLE_WRONG_LANG);
		assert_non_null(strstr(boggle_proof_message(G.reader),
				       "tiles.jsonl: from a proof of another "
				       "buckets"));
	}
	assert_int_equal(boggle_proof_check(p, 0), BOGGLE_OK);
	same_as_proof(p, &all);
	/* each once: no text twice, whatever the scores */
	texts = malloc((all.len ? all.len : 1) * sizeof *texts);
	assert_non_null(texts);
	for (i = 0; i < all.len; i++)
		texts[i] = boggle_proof_board_text(p, i, NULL);
	qsort(texts, all.len, sizeof *texts, cmp_text);
	for (i = 1; i < all.len; i++)
		assert_true(strcmp(texts[i - 1], texts[i]) != 0);
	free(texts);
	boggle_proof_free(p);
	free(all.at);
	made_free(&m);
	world_free(&w);
}

static void test_brute_2x2(void **state)
{
	(void)state;
	brute_against_file(2, 2, "aerst", 8, 5);
}

static void test_brute_2x3(void **state)
{
	(void)state;
	brute_against_file(2, 3, "aerst", 30, 20);
}

/* ---- 3. pieces of any size, and a read that fails ------------------------ */

static void test_pieces(void **state)
{
	const world *w = &G.w;
	const made *m = &G.m;
	boggle_proof *p;
	memfile f;

	(void)state;
	p = proof_of(w, CUTOFF);
	assert_int_equal(
		read_bytes(p, "bytes.jsonl", m->file.at, m->file.len, 0),
		BOGGLE_OK);
	check_whole(p, w, m);
	boggle_proof_free(p);

	/* a read callback a byte a call */
	p = proof_of(w, CUTOFF);
	memset(&f, 0, sizeof f);
	f.s = m->file.at;
	f.len = m->file.len;
	f.chunk = 1;
	assert_int_equal(boggle_proof_read(p, "one.jsonl", 0, mem_read, &f),
			 BOGGLE_OK);
	check_whole(p, w, m);

	/* a read that fails half way: BOGGLE_SYSTEM, errno as it left it */
	memset(&f, 0, sizeof f);
	f.s = m->file.at;
	f.len = m->file.len;
	f.chunk = 100;
	f.fail_at = 300;
	f.err = EIO;
	errno = 0;
	assert_int_equal(boggle_proof_read(p, "eio.jsonl", 0, mem_read, &f),
			 BOGGLE_SYSTEM);
	assert_int_equal(errno, EIO);
	says(p, "eio.jsonl: ");
	says(p, strerror(EIO));
	/* refused: its feeds are refused too, till the next begin */
	assert_int_equal(boggle_proof_feed(p, "x", 1), BOGGLE_MISUSE);
	assert_int_equal(boggle_proof_end(p), BOGGLE_MISUSE);
	/* a failure at once, before any byte */
	f.pos = 0;
	f.fail_at = 0;
	f.err = EACCES;
	errno = 0;
	assert_int_equal(boggle_proof_read(p, "eacces.jsonl", 0, mem_read, &f),
			 BOGGLE_SYSTEM);
	assert_int_equal(errno, EACCES);
	boggle_proof_free(p);

	/* empty, cut in the header, cut in a record */
	p = G.reader;
	assert_int_equal(read_whole(p, "empty", "", 0, 0), BOGGLE_SYNTAX);
	says(p, "empty: empty: not a proof's file");
	assert_int_equal(read_whole(p, "head", m->file.at, 40, 0),
			 BOGGLE_SYNTAX);
	says(p, "head: cut short in its header");
	{
		const char *nl = strchr(m->file.at, '\n');
		size_t cut = (size_t)(strchr(nl + 1, '\n') - m->file.at) - 5;

		assert_int_equal(read_whole(p, "cut", m->file.at, cut, 0),
				 BOGGLE_SYNTAX);
		says(p, "cut: line 2 is cut short: --resume the proof first");
	}
}

/* A read callback that gives more than it was asked for. */
static long over_read(void *ctx, void *buf, size_t size)
{
	(void)ctx;
	memset(buf, 'x', size);
	return (long)size + 1;
}

/*
 * Callers that misuse the calls: a read that gives more than asked, a
 * feed after the end, a verdict of nothing read; each refused, none
 * read outside its bytes nor taken for a proof.
 */
static void test_misuse(void **state)
{
	const world *w = &G.w;
	const made *m = &G.m;
	boggle_proof *p = proof_of(w, CUTOFF);
	size_t len = 0;

	(void)state;
	assert_int_equal(boggle_proof_read(p, "over.jsonl", 0, over_read, NULL),
			 BOGGLE_MISUSE);
	says(p, "over.jsonl: the read function gave 65537 bytes, more than "
		"the 65536 asked for");
	assert_int_equal(read_text(p, "p.jsonl", m->file.at), BOGGLE_OK);
	assert_int_equal(boggle_proof_feed(p, m->file.at, 10), BOGGLE_MISUSE);
	assert_int_equal(boggle_proof_end(p), BOGGLE_MISUSE);
	assert_int_equal(boggle_proof_check(p, 0), BOGGLE_OK);
	boggle_proof_free(p);

	/* nothing read, nothing drawn: no verdict of a proof whole */
	p = proof_of(w, CUTOFF);
	assert_int_equal(boggle_proof_draw(p, 0, SEED), 0);
	assert_int_equal(boggle_proof_verdict(p, NULL, 0, &len), BOGGLE_UNSOUND);
	says(p, "no class drawn to prove again");
	boggle_proof_free(p);
}

/*
 * One record a thousand times over: the copies past a second counted
 * as they come, not kept, and the ledger counts each all the same.
 */
static void test_many_copies(void **state)
{
	const made *m = &G.m;
	char want[256];
	doc d = doc_of(m->file.at);
	size_t line = doc_find(&d, class_prefix(m->ids[0])), i;
	boggle_proof *p;

	(void)state;
	for (i = 0; i < 999; i++)
		doc_insert(&d, d.n, d.line[line]);
	assert_int_equal(forged(&G, &d, "copies.jsonl", &p), BOGGLE_OK);
	assert_int_equal(boggle_proof_records(p), m->n + 999);
	assert_int_equal(boggle_proof_check(p, 0), BOGGLE_UNSOUND);
	snprintf(want, sizeof want,
		 "class %llu is in copies.jsonl and in copies.jsonl\n"
		 "999 classes or parts there more than once, of classes: %llu",
		 (unsigned long long)m->ids[0], (unsigned long long)m->ids[0]);
	assert_string_equal(boggle_proof_message(p), want);
	boggle_proof_free(p);
	doc_free(&d);
}

/*
 * The warnings of older versions: none for version 4; for a file of
 * version 3 its list named by FNV-1a, and for version 2 a header with
 * no checksum too; each file counted, the versions named in order.
 */
static void test_warnings(void **state)
{
	const made *m = &G.m;
	char said[1024];
	doc d3 = doc_of(m->file.at), d2;
	boggle_proof *p;
	char *t3, *t2;
	size_t len;

	(void)state;
	p = proof_of(&G.w, CUTOFF);
	assert_int_equal(read_text(p, "p4.jsonl", m->file.at), BOGGLE_OK);
	assert_int_equal(boggle_proof_warnings(p, said, sizeof said), 0);
	assert_string_equal(said, "");
	doc_edit(&d3, 0, "\"boggle_prove\": 4", "\"boggle_prove\": 3");
	doc_cut_field(&d3, 0, "list_sha256");
	doc_cut_field(&d3, 0, "exclude_sha256");
	doc_reseal(&d3, 0);
	t3 = doc_text(&d3);
	d2 = doc_of(t3);
	doc_edit(&d2, 0, "\"boggle_prove\": 3", "\"boggle_prove\": 2");
	*strstr(d2.line[0], ", \"sum\": \"") = '\0';
	strcat(d2.line[0], "}");
	t2 = doc_text(&d2);
	assert_int_equal(read_text(p, "p3.jsonl", t3), BOGGLE_OK);
	assert_int_equal(read_text(p, "p2.jsonl", t2), BOGGLE_OK);
	assert_int_equal(read_text(p, "again.jsonl", t3), BOGGLE_OK);
	len = boggle_proof_warnings(p, said, sizeof said);
	assert_int_equal(len, strlen(said));
	assert_string_equal(said,
		"1 file of version 2: the header carries no checksum: damage to "
		"it goes unseen\n"
		"3 files of version 2 and 3: the list named by a 64-bit checksum "
		"(FNV-1a), which another list can be made to share; version 4 "
		"names it by SHA-256");
	boggle_proof_free(p);
	free(t3);
	free(t2);
	doc_free(&d3);
	doc_free(&d2);
}

/* ---- 4. forgeries -------------------------------------------------------- */

static void test_forge_header(void **state)
{
	const forge *f = &G;
	doc d;
	boggle_proof *p;
	char *s, *bytes;
	size_t i, end, passed = 0, tried = 0, records;

	(void)state;
	/* one byte of the cutoff: damaged, to merge and to resume alike */
	d = doc_of(f->m.file.at);
	doc_edit(&d, 0, "\"min_score\": 11", "\"min_score\": 10");
	records = boggle_proof_records(G.reader);
	assert_int_equal(refused(&d, "h.jsonl", &p), BOGGLE_DAMAGED);
	assert_string_equal(boggle_proof_message(p),
			    "h.jsonl: line 1: damaged: "
			    "its checksum does not match");
	assert_int_equal(boggle_proof_records(p), records);
	s = doc_text(&d);
	assert_int_equal(
		read_whole(p, "h.jsonl", s, strlen(s), BOGGLE_PROOF_RESUME),
		BOGGLE_DAMAGED);
	assert_string_equal(boggle_proof_message(p),
			    "h.jsonl: line 1: damaged: "
			    "its checksum does not match");
	free(s);
	done_with(p);
	doc_free(&d);

	/* every byte of the header changed in turn: none gets past */
	p = G.reader;
	records = boggle_proof_records(p);
	bytes = strdup(f->m.file.at);
	assert_non_null(bytes);
	end = (size_t)(strchr(bytes, '\n') - bytes);
	for (i = 0; i < end; i++) {
		static const int flips[] = {1, 0x20};
		char was = bytes[i];
		size_t k;

		for (k = 0; k < 2; k++) {
			char c = (char)(was ^ flips[k]);

			if (c == '\n' || c == '\0')
				continue;
			bytes[i] = c;
			tried++;
			if (read_whole(p, "byte.jsonl", bytes, f->m.file.len,
				       0) == BOGGLE_OK)
				passed++;
			bytes[i] = was;
		}
	}
	assert_true(tried > 500);
	assert_int_equal(passed, 0);
	assert_int_equal(boggle_proof_records(p), records);
	free(bytes);

	/* another cutoff, honestly sealed: of another proof */
	p = G.reader;
	assert_int_equal(read_text(p, "12.jsonl", f->t12[0].file.at),
			 BOGGLE_WRONG_LANG);
	assert_string_equal(boggle_proof_message(p),
			    "12.jsonl: from a proof of "
			    "another min_score ('12'; this one: 11)");
	/* the list's FNV-1a fits, its SHA-256 does not: another list */
	d = doc_of(f->m.file.at);
	{
		char *at = strstr(d.line[0], "\"list_sha256\": \"") + 16;

		memset(at, '0', 64);
	}
	doc_reseal(&d, 0);
	assert_int_equal(refused(&d, "sha.jsonl", &p), BOGGLE_WRONG_LANG);
	says(p, "sha.jsonl: from a proof of another list_sha256 ('0000");
	doc_free(&d);
	/* another list that says where it was: the way to it said */
	d = doc_of(f->m.file.at);
	doc_edit(&d, 0, "\"list\": \"", "\"list\": \"0");
	{
		char *at = strstr(d.line[0], "\"list\": \"0") + 9;

		memmove(at + 16, at + 17, strlen(at + 17) + 1);
	}
	doc_edit(&d, 0, ", \"sum\"",
		 ", \"list_path\": \"/lists/other.txt\", "
		 "\"sum\"");
	doc_reseal(&d, 0);
	assert_int_equal(refused(&d, "path.jsonl", &p), BOGGLE_WRONG_LANG);
	says(p, "path.jsonl: from a proof of another list ('0");
	assert_non_null(
		strstr(boggle_proof_message(p), ": give -d /lists/other.txt"));
	doc_free(&d);

	/* version 2: no checksum on the header, no SHA-256: merge reads it */
	d = doc_of(f->m.file.at);
	doc_edit(&d, 0, "\"boggle_prove\": 4", "\"boggle_prove\": 2");
	{
		char *sum = strstr(d.line[0], ", \"sum\": \"");

		assert_non_null(sum);
		strcpy(sum, "}");
	}
	doc_cut_field(&d, 0, "list_sha256");
	doc_cut_field(&d, 0, "exclude_sha256");
	assert_null(strstr(d.line[0], "sha256"));
	assert_int_equal(forged(f, &d, "v2.jsonl", &p), BOGGLE_OK);
	assert_int_equal(boggle_proof_file_version(p), 2);
	assert_int_equal(boggle_proof_check(p, 0), BOGGLE_OK);
	same_as_proof(p, &f->m.boards);
	done_with(p);
	/* sealed, it holds a field no file of version 2 has */
	doc_reseal(&d, 0);
	assert_int_equal(refused(&d, "v2s.jsonl", &p), BOGGLE_SYNTAX);
	assert_string_equal(boggle_proof_message(p),
			    "v2s.jsonl: line 1: a field "
			    "no file of version 2 has");
	done_with(p);

	/* version 1 with its checksums kept: version 1 wrote none */
	doc_edit(&d, 0, "\"boggle_prove\": 2", "\"boggle_prove\": 1");
	doc_reseal(&d, 0);
	assert_int_equal(refused(&d, "r1.jsonl", &p), BOGGLE_SYNTAX);
	says(p, "r1.jsonl: line 1: a field no file of version 1 has");
	done_with(p);
	/* the header unsealed, the records still sealed */
	{
		char *sum = strstr(d.line[0], ", \"sum\": \"");

		strcpy(sum, "}");
	}
	assert_int_equal(refused(&d, "r1.jsonl", &p), BOGGLE_SYNTAX);
	says(p, "r1.jsonl: line 2: a checksum in a file of version 1, which "
		"wrote none");
	done_with(p);
	/* which accept_v1 reads all the same */
	s = doc_text(&d);
	p = proof_of(&f->w, CUTOFF);
	boggle_proof_accept_v1(p, 1);
	assert_int_equal(read_text(p, "r1.jsonl", s), BOGGLE_OK);
	assert_int_equal(boggle_proof_file_version(p), 1);
	assert_int_equal(boggle_proof_check(p, 0), BOGGLE_OK);
	same_as_proof(p, &f->m.boards);
	done_with(p);
	free(s);
	/* version 1 as it was, no checksum anywhere: bounds hold boards */
	{
		size_t i2, line = 0;

		for (i2 = 1; i2 < d.n; i2++) {
			char *sum = strstr(d.line[i2], ", \"sum\": \"");

			strcpy(sum, "}");
			if (!line && strstr(d.line[i2], "\"boards\": [["))
				line = i2;
		}
		assert_true(line > 0);
		assert_int_equal(forged(f, &d, "v1.jsonl", &p), BOGGLE_OK);
		assert_int_equal(boggle_proof_check(p, 0), BOGGLE_OK);
		done_with(p);
		{
			char *b = strstr(d.line[line], "\"bound\": ");
			char *c = strchr(b, ',');
			text t = {NULL, 0, 0};
			char why[64];

			text_add(&t, d.line[line], (size_t)(b - d.line[line]));
			text_put(&t, "\"bound\": 3");
			text_put(&t, c);
			doc_set(&d, line, t.at);
			assert_int_equal(refused(&d, "b1.jsonl", &p),
					 BOGGLE_UNSOUND);
			snprintf(why, sizeof why,
				 "b1.jsonl: line %zu: ", line + 1);
			says(p, why);
			says(p, "above the record's bound 3");
			done_with(p);
		}
	}
	doc_free(&d);
}

/* A board of a class's record, in the file's line for it. */
static void test_forge_records(void **state)
{
	const forge *f = &G;
	doc d;
	boggle_proof *p;
	const board_list *b3;
	char from[2048], to[2048], want[4096];
	size_t line;
	uint64_t rich = UINT64_MAX, empty = UINT64_MAX, other = UINT64_MAX;
	size_t i;

	(void)state;
	/* a class with two boards or more, one with none, and another */
	for (i = 0; i < f->m.n; i++) {
		if (rich == UINT64_MAX && f->m.by_class[i].len >= 2)
			rich = f->m.ids[i];
		else if (empty == UINT64_MAX && f->m.by_class[i].len == 0)
			empty = f->m.ids[i];
	}
	assert_true(rich != UINT64_MAX && empty != UINT64_MAX);
	for (i = 0; i < f->m.n; i++)
		if (f->m.ids[i] != rich && f->m.ids[i] != empty &&
		    f->m.by_class[i].len)
			other = f->m.ids[i];
	assert_true(other != UINT64_MAX);
	b3 = boards_of(&f->m, rich);

	/* a score changed, the checksum made to fit */
	d = doc_of(f->m.file.at);
	line = doc_find(&d, class_prefix(rich));
	snprintf(from, sizeof from, "[\"%s\", %d]", b3->at[0].board,
		 b3->at[0].score);
	snprintf(to, sizeof to, "[\"%s\", %d]", b3->at[0].board,
		 b3->at[0].score + 1);
	doc_edit(&d, line, from, to);
	doc_reseal(&d, line);
	assert_int_equal(refused(&d, "score.jsonl", &p), BOGGLE_UNSOUND);
	snprintf(want, sizeof want,
		 "score.jsonl: line %zu: %s scores %d, not %d", line + 1,
		 b3->at[0].board, b3->at[0].score, b3->at[0].score + 1);
	assert_string_equal(boggle_proof_message(p), want);
	/* refused: the rest is not read */
	assert_int_equal(boggle_proof_feed(p, "\n", 1), BOGGLE_MISUSE);
	done_with(p);
	/* not resealed: damaged */
	doc_free(&d);
	d = doc_of(f->m.file.at);
	doc_edit(&d, line, from, to);
	assert_int_equal(refused(&d, "dmg.jsonl", &p), BOGGLE_DAMAGED);
	snprintf(want, sizeof want,
		 "dmg.jsonl: line %zu: damaged: its checksum "
		 "does not match",
		 line + 1);
	assert_string_equal(boggle_proof_message(p), want);
	done_with(p);
	doc_free(&d);

	/* a bound below 0 */
	d = doc_of(f->m.file.at);
	{
		char *b = strstr(d.line[1], "\"bound\": "), *c = strchr(b, ',');
		text t = {NULL, 0, 0};

		text_add(&t, d.line[1], (size_t)(b - d.line[1]));
		text_put(&t, "\"bound\": -1");
		text_put(&t, c);
		doc_set(&d, 1, t.at);
	}
	doc_reseal(&d, 1);
	assert_int_equal(refused(&d, "b.jsonl", &p), BOGGLE_UNSOUND);
	assert_string_equal(boggle_proof_message(p),
			    "b.jsonl: line 2: its bound, -1, is below 0");
	done_with(p);
	doc_free(&d);

	/* a board of another class in a record that listed none */
	d = doc_of(f->m.file.at);
	line = doc_find(&d, class_prefix(empty));
	snprintf(to, sizeof to, "\"boards\": [[\"%s\", %d]]", b3->at[0].board,
		 b3->at[0].score);
	doc_edit(&d, line, "\"boards\": []", to);
	doc_reseal(&d, line);
	assert_int_equal(refused(&d, "other.jsonl", &p), BOGGLE_UNSOUND);
	snprintf(want, sizeof want,
		 "other.jsonl: line %zu: %s is not a board of "
		 "the record's class",
		 line + 1, b3->at[0].board);
	assert_string_equal(boggle_proof_message(p), want);
	done_with(p);
	doc_free(&d);

	/* a board there twice, and two out of order */
	d = doc_of(f->m.file.at);
	line = doc_find(&d, class_prefix(rich));
	snprintf(from, sizeof from, "[[\"%s\", %d]", b3->at[0].board,
		 b3->at[0].score);
	snprintf(to, sizeof to, "[[\"%s\", %d], [\"%s\", %d]", b3->at[0].board,
		 b3->at[0].score, b3->at[0].board, b3->at[0].score);
	doc_edit(&d, line, from, to);
	doc_reseal(&d, line);
	assert_int_equal(refused(&d, "twice.jsonl", &p), BOGGLE_UNSOUND);
	snprintf(want, sizeof want,
		 "twice.jsonl: line %zu: %s is out of order, "
		 "or there twice",
		 line + 1, b3->at[0].board);
	assert_string_equal(boggle_proof_message(p), want);
	done_with(p);
	doc_free(&d);
	d = doc_of(f->m.file.at);
	snprintf(from, sizeof from, "[[\"%s\", %d], [\"%s\", %d]",
		 b3->at[0].board, b3->at[0].score, b3->at[1].board,
		 b3->at[1].score);
	snprintf(to, sizeof to, "[[\"%s\", %d], [\"%s\", %d]", b3->at[1].board,
		 b3->at[1].score, b3->at[0].board, b3->at[0].score);
	doc_edit(&d, line, from, to);
	doc_reseal(&d, line);
	assert_int_equal(refused(&d, "order.jsonl", &p), BOGGLE_UNSOUND);
	snprintf(want, sizeof want,
		 "order.jsonl: line %zu: %s is out of order, "
		 "or there twice",
		 line + 1, b3->at[0].board);
	assert_string_equal(boggle_proof_message(p), want);
	done_with(p);
	doc_free(&d);

	/* a board not turned as the prover turns them */
	d = doc_of(f->m.file.at);
	{
		boggle_board *b = NULL;
		char turned[BOGGLE_PROOF_BOARD_MAX] = "", cell[16];
		int k;

		/* the board's cells in reverse: a half turn, not canonical */
		assert_int_equal(boggle_board_new(&b, NULL, 2, 2), BOGGLE_OK);
		assert_int_equal(boggle_board_parse(b, NULL, b3->at[0].board,
						    strlen(b3->at[0].board),
						    NULL),
				 BOGGLE_OK);
		for (k = 3; k >= 0; k--) {
			boggle_board_cell(b, k, 0, cell, sizeof cell);
			strcat(turned, cell);
		}
		boggle_board_free(b);
		assert_string_not_equal(turned, b3->at[0].board);
		snprintf(from, sizeof from, "[[\"%s\",", b3->at[0].board);
		snprintf(to, sizeof to, "[[\"%s\",", turned);
		doc_edit(&d, line, from, to);
		doc_reseal(&d, line);
		assert_int_equal(refused(&d, "turn.jsonl", &p), BOGGLE_SYNTAX);
		snprintf(want, sizeof want,
			 "turn.jsonl: line %zu: %s is not a "
			 "board of the proof's shape, turned as it turns them",
			 line + 1, turned);
		assert_string_equal(boggle_proof_message(p), want);
		done_with(p);
	}
	doc_free(&d);

	/* a part handed on that is not within the record's class */
	{
		boggle_class *cls;
		char part[256], tail[512];

		assert_int_equal(boggle_prover_class(f->w.p[0], rich, &cls),
				 BOGGLE_OK);
		assert_true(boggle_class_format(cls, part, sizeof part) <
			    sizeof part);
		boggle_class_free(cls);
		d = doc_of(f->m.file.at);
		line = doc_find(&d, class_prefix(other));
		snprintf(tail, sizeof tail, "], \"split\": [\"%s\"], \"sum\"",
			 part);
		doc_edit(&d, line, "], \"sum\"", tail);
		doc_reseal(&d, line);
		assert_int_equal(refused(&d, "split.jsonl", &p),
				 BOGGLE_UNSOUND);
		/* the part quoted as every message quotes text read: its
		   first 40 characters (here all ASCII) */
		snprintf(want, sizeof want,
			 "split.jsonl: line %zu: split: '%.40s'%s is "
			 "not within the record's class",
			 line + 1, part, strlen(part) > 40 ? "..." : "");
		assert_string_equal(boggle_proof_message(p), want);
		done_with(p);
		doc_free(&d);
	}

	/* a record of no class of the proof */
	d = doc_of(f->m.file.at);
	doc_insert(&d, 1,
		   "{\"class\": 2, \"bound\": 0, \"seconds\": 0.000, "
		   "\"boards\": []}");
	doc_reseal(&d, 1);
	assert_false(boggle_prover_canonical(f->w.p[0], 2));
	assert_int_equal(refused(&d, "nc.jsonl", &p), BOGGLE_SYNTAX);
	assert_string_equal(boggle_proof_message(p),
			    "nc.jsonl: line 2: no class "
			    "of the proof has that id");
	done_with(p);
	doc_free(&d);
}

/*
 * A record refused leaves no trace: the proof holds what it held before
 * that line, so that its class is missing, not accounted for.
 */
/* What the test holds, freed by its teardown even when it fails. */
static struct {
	doc d;
	boggle_proof *p;
} held;

static int held_free(void **state)
{
	(void)state;
	boggle_proof_free(held.p);
	held.p = NULL;
	doc_free(&held.d);
	return 0;
}

static void test_forge_refused_record(void **state)
{
	const forge *f = &G;
	doc *d = &held.d;
	const board_list *b;
	char from[2048], to[2048], want[64];
	size_t line, before, i, n;
	uint64_t last;

	(void)state;
	*d = doc_of(f->m.file.at);
	/* a record that lists boards, its last board forged, made the last
	   line of the file */
	for (i = 0; i < f->m.n && f->m.by_class[i].len == 0; i++)
		;
	assert_true(i < f->m.n);
	last = f->m.ids[i];
	line = doc_find(d, class_prefix(last));
	b = boards_of(&f->m, last);
	snprintf(from, sizeof from, "[\"%s\", %d]]", b->at[b->len - 1].board,
		 b->at[b->len - 1].score);
	snprintf(to, sizeof to, "[\"%s\", %d]]", b->at[b->len - 1].board,
		 b->at[b->len - 1].score + 1);
	doc_edit(d, line, from, to);
	doc_reseal(d, line);
	doc_insert(d, d->n, d->line[line]);
	doc_remove(d, line);
	before = d->n - 2;
	assert_int_equal(forged(f, d, "last.jsonl", &held.p), BOGGLE_UNSOUND);
	/* its class is missing: no record of it was taken */
	snprintf(want, sizeof want, "1 classes missing: %llu",
		 (unsigned long long)last);
	assert_int_equal(boggle_proof_check(held.p, 0), BOGGLE_UNSOUND);
	assert_string_equal(boggle_proof_message(held.p), want);
	assert_int_equal(boggle_proof_records(held.p), before);
	/* and none of its boards is the proof's */
	n = boggle_proof_boards(held.p);
	for (i = 0; i < n; i++) {
		const char *t = boggle_proof_board_text(held.p, i, NULL);
		size_t k;

		for (k = 0; k < b->len; k++)
			assert_string_not_equal(t, b->at[k].board);
	}
}

/* ---- the ledger: classes and tasks missing or twice ---------------------- */

static void test_forge_ledger(void **state)
{
	const forge *f = &G;
	doc d;
	boggle_proof *p;
	char want[256], *s;
	uint64_t gone;
	size_t line;
	int i;

	(void)state;
	/* a class missing */
	d = doc_of(f->m.file.at);
	gone = f->m.ids[2];
	line = doc_find(&d, class_prefix(gone));
	doc_remove(&d, line);
	assert_int_equal(forged(f, &d, "gone.jsonl", &p), BOGGLE_OK);
	assert_int_equal(boggle_proof_check(p, 0), BOGGLE_UNSOUND);
	snprintf(want, sizeof want, "1 classes missing: %llu",
		 (unsigned long long)gone);
	assert_string_equal(boggle_proof_message(p), want);
	boggle_proof_free(p);
	/* a class there twice in one file */
	doc_free(&d);
	d = doc_of(f->m.file.at);
	doc_insert(&d, d.n, d.line[line]);
	assert_int_equal(forged(f, &d, "dup.jsonl", &p), BOGGLE_OK);
	assert_int_equal(boggle_proof_check(p, 0), BOGGLE_UNSOUND);
	snprintf(want, sizeof want,
		 "class %llu is in dup.jsonl and in dup.jsonl\n"
		 "1 classes or parts there more than once, of classes: %llu",
		 (unsigned long long)gone, (unsigned long long)gone);
	assert_string_equal(boggle_proof_message(p), want);
	boggle_proof_free(p);
	doc_free(&d);
	/* a file read twice: every class twice */
	p = proof_of(&f->w, CUTOFF);
	assert_int_equal(read_text(p, "a.jsonl", f->m.file.at), BOGGLE_OK);
	assert_int_equal(read_text(p, "b.jsonl", f->m.file.at), BOGGLE_OK);
	assert_int_equal(boggle_proof_check(p, 0), BOGGLE_UNSOUND);
	snprintf(want, sizeof want,
		 "%llu classes or parts there more than once",
		 (unsigned long long)f->w.classes);
	says(p, want);
	says(p, "is in a.jsonl and in b.jsonl");
	boggle_proof_free(p);

	/* tasks: all three whole; one missing; one twice */
	p = proof_of(&f->w, CUTOFF);
	for (i = 0; i < 3; i++) {
		char name[16];

		snprintf(name, sizeof name, "t11-%d", i);
		assert_int_equal(read_text(p, name, f->t11[i].file.at),
				 BOGGLE_OK);
		assert_int_equal(boggle_proof_file_task(p).index, (uint64_t)i);
		assert_int_equal(boggle_proof_file_task(p).count, 3);
	}
	assert_int_equal(boggle_proof_check(p, 0), BOGGLE_OK);
	same_as_proof(p, &f->m.boards);
	boggle_proof_free(p);
	assert_true(f->t11[1].n > 0);
	p = proof_of(&f->w, CUTOFF);
	assert_int_equal(read_text(p, "t11-0", f->t11[0].file.at), BOGGLE_OK);
	assert_int_equal(read_text(p, "t11-2", f->t11[2].file.at), BOGGLE_OK);
	assert_int_equal(boggle_proof_check(p, 0), BOGGLE_UNSOUND);
	/* the classes of task 1 named, in order, and the task */
	{
		uint64_t ids[64];
		size_t k, j, at;

		memcpy(ids, f->t11[1].ids, f->t11[1].n * sizeof *ids);
		for (k = 1; k < f->t11[1].n; k++)
			for (j = k; j > 0 && ids[j] < ids[j - 1]; j--) {
				uint64_t x = ids[j];

				ids[j] = ids[j - 1];
				ids[j - 1] = x;
			}
		at = (size_t)snprintf(want, sizeof want,
				      "%zu classes missing: ", f->t11[1].n);
		for (k = 0; k < f->t11[1].n; k++)
			at += (size_t)snprintf(want + at, sizeof want - at,
					       "%s%llu", k ? ", " : "",
					       (unsigned long long)ids[k]);
		snprintf(want + at, sizeof want - at,
			 "\n1 of 3 tasks missing: 1");
		assert_string_equal(boggle_proof_message(p), want);
	}
	boggle_proof_free(p);
	p = proof_of(&f->w, CUTOFF);
	for (i = 0; i < 3; i++)
		assert_int_equal(read_text(p, "t", f->t11[i].file.at),
				 BOGGLE_OK);
	assert_int_equal(read_text(p, "again", f->t11[1].file.at), BOGGLE_OK);
	assert_int_equal(boggle_proof_check(p, 0), BOGGLE_UNSOUND);
	says(p, "there more than once");
	boggle_proof_free(p);

	/* a task's file cut before its end line, or with the wrong count */
	p = G.reader;
	s = strdup(f->t11[1].file.at);
	assert_non_null(s);
	*strstr(s, "{\"end\"") = '\0';
	assert_int_equal(read_text(p, "noend", s), BOGGLE_SYNTAX);
	says(p, "noend: cut short: a task's file ends with an end line");
	free(s);
	d = doc_of(f->t11[1].file.at);
	doc_set(&d, d.n - 1, strdup("{\"end\": 99}"));
	s = doc_text(&d);
	assert_int_equal(read_text(p, "badend", s), BOGGLE_SYNTAX);
	snprintf(want, sizeof want,
		 "badend: line %zu: not the end of %zu records", d.n,
		 f->t11[1].n);
	assert_string_equal(boggle_proof_message(p), want);
	free(s);
	doc_free(&d);
}

/* ---- verify -------------------------------------------------------------- */

/*
 * A verdict of the classes drawn by SEED, as boggle_proof_verdict gives
 * it: its code, its JSON and its message.  Made by a run of one prover,
 * of two, and class by class through listed and reprove on a prover of
 * its own: the same verdict, the same JSON, field for field.
 */
typedef struct verdict {
	boggle_code code;
	char *json;
	char *message;
} verdict;

static void verdict_free(verdict *v)
{
	free(v->json);
	free(v->message);
}

static verdict verdict_of(boggle_proof *p)
{
	verdict v;
	size_t len = 0, len2 = 0;

	v.code = boggle_proof_verdict(p, NULL, 0, &len);
	v.json = malloc(len + 1);
	assert_non_null(v.json);
	assert_int_equal(boggle_proof_verdict(p, v.json, len + 1, &len2),
			 v.code);
	assert_int_equal(len2, len);
	assert_int_equal(strlen(v.json), len);
	assert_true(len > 2 && v.json[len - 1] == '\n' && v.json[0] == '{');
	v.message = strdup(boggle_proof_message(p));
	assert_non_null(v.message);
	return v;
}

/* Read files (names and texts, n of them) into a fresh proof, checked. */
static boggle_proof *read_files(const world *w, const char *const *names,
				char *const *texts, int n)
{
	boggle_proof *p = proof_of(w, CUTOFF);
	int i;

	for (i = 0; i < n; i++)
		assert_int_equal(read_text(p, names[i], texts[i]), BOGGLE_OK);
	assert_int_equal(boggle_proof_check(p, 0), BOGGLE_OK);
	return p;
}

/* Classes drawn by SEED proven again by a run of n provers. */
static verdict verify_run(boggle_proof *p, const world *w, int provers,
			  uint64_t sample)
{
	boggle_proof_draw(p, sample, SEED);
	assert_int_equal(boggle_proof_verify(p, w->p + 1, provers, NULL),
			 BOGGLE_OK);
	return verdict_of(p);
}

/* The same, a class at a time: listed, reproven by a prover of its own. */
static verdict verify_by_hand(boggle_proof *p, const world *w, uint64_t sample)
{
	size_t i, drawn = boggle_proof_draw(p, sample, SEED);

	for (i = 0; i < drawn; i++) {
		uint64_t id = boggle_proof_drawn(p, i);
		size_t len = boggle_proof_listed(p, id, NULL, 0);
		char *listed = malloc(len + 1);
		boggle_proof_diff diff;

		assert_non_null(listed);
		assert_int_equal(boggle_proof_listed(p, id, listed, len + 1),
				 len);
		assert_int_equal(boggle_proof_reprove(w->p[2], CUTOFF, id,
						      listed, len, &diff),
				 BOGGLE_OK);
		assert_int_equal(diff.id, id);
		assert_int_equal(boggle_proof_verified(p, &diff), BOGGLE_OK);
		free(listed);
	}
	return verdict_of(p);
}

/*
 * The three ways to one verdict, on one proof (each draw starts anew):
 * by hand first, then runs of one prover and of two.
 */
static void verdicts(boggle_proof *p, const world *w, uint64_t sample,
		     verdict *one, verdict *two, verdict *hand)
{
	*hand = verify_by_hand(p, w, sample);
	*one = verify_run(p, w, 1, sample);
	*two = verify_run(p, w, 2, sample);
}

static void same_verdict(const verdict *a, const verdict *b)
{
	assert_int_equal(a->code, b->code);
	assert_string_equal(a->json, b->json);
	assert_string_equal(a->message, b->message);
}

static void test_verify_sound(void **state)
{
	const forge *f = &G;
	boggle_proof *p;
	const char *names[1] = {"p.jsonl"};
	char *texts[1];
	verdict one, two, hand;
	char want[512], said[4096];
	size_t i, n;

	(void)state;
	texts[0] = f->m.file.at;
	/* every class drawn, in order */
	p = read_files(&f->w, names, texts, 1);
	assert_int_equal(boggle_proof_draw(p, 0, SEED), f->w.classes);
	assert_int_equal(boggle_proof_classes(p), f->w.classes);
	for (i = 0; i < f->w.ncanon; i++)
		assert_int_equal(boggle_proof_drawn(p, i), f->w.canon[i]);
	/* a sample: as many as asked, ascending, the same for the same seed */
	{
		uint64_t first[2];

		assert_int_equal(boggle_proof_draw(p, 2, 7), 2);
		first[0] = boggle_proof_drawn(p, 0);
		first[1] = boggle_proof_drawn(p, 1);
		assert_true(first[0] < first[1]);
		assert_true(boggle_prover_canonical(f->w.p[0], first[0]));
		assert_true(boggle_prover_canonical(f->w.p[0], first[1]));
		assert_int_equal(boggle_proof_draw(p, 2, 7), 2);
		assert_int_equal(boggle_proof_drawn(p, 0), first[0]);
		assert_int_equal(boggle_proof_drawn(p, 1), first[1]);
		assert_int_equal(boggle_proof_draw(p, 100, 7), f->w.classes);
	}
	/* listed: each class's boards as the run reported them */
	assert_int_equal(boggle_proof_draw(p, 0, SEED), f->w.classes);
	for (i = 0; i < f->m.n; i++) {
		const board_list *b = &f->m.by_class[i];
		text t = {NULL, 0, 0};
		char line[BOGGLE_PROOF_BOARD_MAX + 16], *got;
		size_t k, len;

		text_put(&t, "");
		for (k = 0; k < b->len; k++) {
			snprintf(line, sizeof line, "%s %d\n", b->at[k].board,
				 b->at[k].score);
			text_put(&t, line);
		}
		len = boggle_proof_listed(p, f->m.ids[i], NULL, 0);
		assert_int_equal(len, t.len);
		got = malloc(len + 1);
		assert_non_null(got);
		boggle_proof_listed(p, f->m.ids[i], got, len + 1);
		assert_string_equal(got, t.at);
		free(got);
		free(t.at);
	}
	/* of a class not drawn: nothing */
	assert_int_equal(boggle_proof_listed(p, 2, NULL, 0), 0);
	/* cut short as snprintf cuts */
	{
		const board_list *b = &f->m.by_class[0];
		char small[6], first[BOGGLE_PROOF_BOARD_MAX + 16];
		size_t len = boggle_proof_listed(p, f->m.ids[0], NULL, 0);

		assert_true(b->len > 0);
		snprintf(first, sizeof first, "%s %d\n", b->at[0].board,
			 b->at[0].score);
		assert_int_equal(boggle_proof_listed(p, f->m.ids[0], small,
						     sizeof small),
				 len);
		assert_int_equal(strlen(small), sizeof small - 1);
		assert_memory_equal(small, first, sizeof small - 1);
	}

	verdicts(p, &f->w, 0, &one, &two, &hand);
	assert_int_equal(one.code, BOGGLE_OK);
	assert_string_equal(one.message, "");
	snprintf(want, sizeof want,
		 "{\"seed\": %d, \"classes\": %llu, "
		 "\"records\": %llu, \"min_score\": %d, \"drawn\": [",
		 SEED, (unsigned long long)f->w.classes,
		 (unsigned long long)f->w.classes, CUTOFF);
	assert_true(strncmp(one.json, want, strlen(want)) == 0);
	snprintf(want, sizeof want,
		 "\"proven\": %llu, \"as_recorded\": true, "
		 "\"differences\": [], \"proof\": \"2x2 boards, language en, ",
		 (unsigned long long)f->w.classes);
	assert_non_null(strstr(one.json, want));
	assert_non_null(strstr(one.json,
			       "\"checked\": \"all merge checks, and "
			       "every board of 11 or more in every class"));
	same_verdict(&one, &two);
	same_verdict(&one, &hand);
	/* the verdict cut short as snprintf cuts, its length whole */
	{
		char small[10];
		size_t len = 0;

		assert_int_equal(
			boggle_proof_verdict(p, small, sizeof small, &len),
			BOGGLE_OK);
		assert_int_equal(len, strlen(one.json));
		assert_int_equal(strlen(small), sizeof small - 1);
		assert_memory_equal(small, one.json, sizeof small - 1);
	}
	verdict_free(&one);
	verdict_free(&two);
	verdict_free(&hand);

	/* a sample of 2: the same again, and the odds said */
	verdicts(p, &f->w, 2, &one, &two, &hand);
	assert_int_equal(one.code, BOGGLE_OK);
	same_verdict(&one, &two);
	same_verdict(&one, &hand);
	snprintf(want, sizeof want, "with probability 1 - 2/%llu",
		 (unsigned long long)f->w.classes);
	assert_non_null(strstr(one.json, want));
	n = boggle_proof_said(p, 1, said, sizeof said);
	assert_true(n < sizeof said);
	assert_non_null(strstr(said, "passes this with probability"));
	verdict_free(&one);
	verdict_free(&two);
	verdict_free(&hand);
	boggle_proof_free(p);
}

/* reprove against lists that leave a board out, or list one too many. */
static void test_reprove(void **state)
{
	const forge *f = &G;
	const board_list *b = NULL;
	boggle_proof_diff diff;
	text t = {NULL, 0, 0};
	char line[BOGGLE_PROOF_BOARD_MAX + 16];
	uint64_t id = 0;
	size_t i, k;

	(void)state;
	for (i = 0; i < f->m.n && !b; i++)
		if (f->m.by_class[i].len >= 3) {
			b = &f->m.by_class[i];
			id = f->m.ids[i];
		}
	assert_non_null(b);
	/* as listed */
	text_put(&t, "");
	for (k = 0; k < b->len; k++) {
		snprintf(line, sizeof line, "%s %d\n", b->at[k].board,
			 b->at[k].score);
		text_put(&t, line);
	}
	assert_int_equal(
		boggle_proof_reprove(f->w.p[1], CUTOFF, id, t.at, t.len, &diff),
		BOGGLE_OK);
	assert_int_equal(diff.code, BOGGLE_OK);
	assert_int_equal(diff.missing, 0);
	assert_int_equal(diff.found, b->len);
	assert_int_equal(diff.extra, 0);
	/* one more, that no board of the class is */
	text_put(&t, "zzzz 99\n");
	assert_int_equal(
		boggle_proof_reprove(f->w.p[1], CUTOFF, id, t.at, t.len, &diff),
		BOGGLE_OK);
	assert_int_equal(diff.missing, 0);
	assert_int_equal(diff.found, b->len);
	assert_int_equal(diff.extra, 1);
	assert_string_equal(diff.first_extra.board, "zzzz");
	assert_int_equal(diff.first_extra.score, 99);
	free(t.at);
	/* the second left out: found missing */
	memset(&t, 0, sizeof t);
	text_put(&t, "");
	for (k = 0; k < b->len; k++) {
		if (k == 1)
			continue;
		snprintf(line, sizeof line, "%s %d\n", b->at[k].board,
			 b->at[k].score);
		text_put(&t, line);
	}
	assert_int_equal(
		boggle_proof_reprove(f->w.p[1], CUTOFF, id, t.at, t.len, &diff),
		BOGGLE_OK);
	assert_int_equal(diff.code, BOGGLE_OK);
	assert_int_equal(diff.missing, 1);
	assert_string_equal(diff.first_missing.board, b->at[1].board);
	assert_int_equal(diff.first_missing.score, b->at[1].score);
	/* a list that does not read */
	assert_int_equal(
		boggle_proof_reprove(f->w.p[1], CUTOFF, id, "aert\n", 5, &diff),
		BOGGLE_SYNTAX);
	assert_int_equal(boggle_proof_reprove(f->w.p[1], CUTOFF, id, "aert 14",
					      7, &diff),
			 BOGGLE_SYNTAX);
	free(t.at);
}

/* Tasks of the next cutoff relabelled: merge cannot tell, verify can. */
static void test_forge_relabel(void **state)
{
	const forge *f = &G;
	doc d;
	boggle_proof *p;
	const char *names[3] = {"t11-0.jsonl", "relabel.jsonl", "t11-2.jsonl"};
	char *texts[3], want[128];
	const char *at;
	verdict one, two, hand;
	size_t n, k, short_of = 0, said = 0;

	(void)state;
	/* the classes of task 1 with boards of exactly 11, which the task of
	   12 leaves out: some there are */
	for (n = 0; n < f->t11[1].n; n++)
		for (k = 0; k < f->t11[1].by_class[n].len; k++)
			if (f->t11[1].by_class[n].at[k].score == CUTOFF) {
				short_of++;
				break;
			}
	assert_true(short_of > 0);
	d = doc_of(f->t12[1].file.at);
	doc_edit(&d, 0, "\"min_score\": 12", "\"min_score\": 11");
	/* unsealed, it is damaged */
	texts[1] = doc_text(&d);
	p = G.reader;
	assert_int_equal(read_text(p, "relabel.jsonl", texts[1]),
			 BOGGLE_DAMAGED);
	assert_string_equal(boggle_proof_message(p),
			    "relabel.jsonl: line 1: "
			    "damaged: its checksum does not match");
	free(texts[1]);
	/* sealed, merge takes it */
	doc_reseal(&d, 0);
	texts[0] = f->t11[0].file.at;
	texts[1] = doc_text(&d);
	texts[2] = f->t11[2].file.at;
	p = read_files(&f->w, names, texts, 3);
	assert_true(boggle_proof_boards(p) < f->m.boards.len);
	/* verify does not: each class short of a board named, in its file */
	verdicts(p, &f->w, 0, &one, &two, &hand);
	assert_int_equal(one.code, BOGGLE_UNSOUND);
	for (at = one.message; (at = strstr(at, "leave out: ")) != NULL; at++)
		said++;
	assert_int_equal(said, short_of);
	for (at = one.message; *at;
	     at += strcspn(at, "\n") + (at[strcspn(at, "\n")] != 0))
		assert_true(strncmp(at, "relabel.jsonl: line ", 20) == 0);
	assert_non_null(strstr(one.message, ": proven again until a board its "
					    "records leave out: "));
	snprintf(want, sizeof want, " (%d)", CUTOFF);
	assert_non_null(strstr(one.message, want));
	assert_non_null(strstr(one.json, "\"as_recorded\": false"));
	assert_non_null(strstr(one.json, "\"checked\": null, \"warnings\": []}"));
	/* each board said missing is one of task 1's of exactly 11 */
	for (at = one.json;
	     (at = strstr(at, "\"missing\": {\"board\": \"")) != NULL;) {
		char board[BOGGLE_PROOF_BOARD_MAX];
		size_t len, found = 0;

		at += strlen("\"missing\": {\"board\": \"");
		len = strcspn(at, "\"");
		assert_true(len < sizeof board);
		memcpy(board, at, len);
		board[len] = '\0';
		assert_true(strncmp(at + len, "\", \"score\": 11}", 15) == 0);
		for (n = 0; n < f->t11[1].boards.len; n++)
			found += strcmp(f->t11[1].boards.at[n].board, board) ==
					 0 &&
				 f->t11[1].boards.at[n].score == CUTOFF;
		assert_int_equal(found, 1);
	}
	same_verdict(&one, &two);
	same_verdict(&one, &hand);
	verdict_free(&one);
	verdict_free(&two);
	verdict_free(&hand);
	boggle_proof_free(p);
	free(texts[1]);
	doc_free(&d);
}

/*
 * A class's record made to leave out its best board and hand the class
 * on as parts, each cell of cells 2 and 3 one tile a part, a record per
 * part listing nothing: merge sees it whole, verify finds the board.
 */
static void test_forge_split(void **state)
{
	const forge *f = &G;
	doc d;
	boggle_proof *p, *merged;
	boggle_class *cls;
	const board_list *b;
	const char *names[1] = {"s.jsonl"};
	char *texts[1], cell[4][256], buckets[256], want[4096], **parts;
	char *sp;
	verdict one, two, hand;
	boggle_proven rec;
	size_t nparts = 0, line, i, j, len, k;
	uint64_t id = 7;

	(void)state;
	b = boards_of(&f->m, id);
	assert_true(b->len >= 2);
	/* class 7: a vowel, then consonants */
	assert_int_equal(boggle_prover_class(f->w.p[0], id, &cls), BOGGLE_OK);
	boggle_prover_buckets(f->w.p[0], buckets, sizeof buckets);
	sp = strchr(buckets, ' ');
	assert_non_null(sp);
	*sp = '\0';
	snprintf(cell[0], sizeof cell[0], "%s", buckets);
	for (k = 1; k < 4; k++)
		snprintf(cell[k], sizeof cell[k], "%s", sp + 1);
	snprintf(want, sizeof want, "%s %s / %s %s", cell[0], cell[1], cell[2],
		 cell[3]);
	{
		char again[BOGGLE_CLASS_TEXT_MAX];

		boggle_class_format(cls, again, sizeof again);
		assert_string_equal(again, want);
	}
	len = strlen(cell[2]);
	parts = malloc(len * len * sizeof *parts);
	assert_non_null(parts);
	for (i = 0; i < len; i++)
		for (j = 0; j < len; j++) {
			char part[1200];
			boggle_class *pc;

			snprintf(part, sizeof part, "%s %s / %c %c", cell[0],
				 cell[1], cell[2][i], cell[3][j]);
			/* each a part of the class, written as parts are */
			assert_int_equal(boggle_class_parse(&pc, NULL, 2, 2,
							    part, strlen(part),
							    NULL),
					 BOGGLE_OK);
			assert_true(boggle_class_within(pc, cls));
			boggle_class_free(pc);
			parts[nparts] = strdup(part);
			assert_non_null(parts[nparts++]);
		}
	boggle_class_free(cls);
	assert_int_equal(nparts, 361);

	/* the file: class 7's record less its best board, with its parts */
	d = doc_of(f->m.file.at);
	line = doc_find(&d, class_prefix(id));
	memset(&rec, 0, sizeof rec);
	rec.id = id;
	rec.bound = 16;
	rec.seconds = 0.001;
	rec.boards = b->at + 1;
	rec.nboards = b->len - 1;
	rec.split = parts;
	rec.nsplit = nparts;
	{
		size_t n = boggle_proof_record(&rec, NULL, 0);
		char *l = malloc(n + 1);

		assert_non_null(l);
		boggle_proof_record(&rec, l, n + 1);
		l[n - 1] = '\0';
		doc_set(&d, line, l);
	}
	for (i = 0; i < nparts; i++) {
		char l[1024];
		boggle_proven pr;

		memset(&pr, 0, sizeof pr);
		pr.id = id;
		pr.part = parts[i];
		assert_true(boggle_proof_record(&pr, l, sizeof l) < sizeof l);
		l[strlen(l) - 1] = '\0';
		doc_insert(&d, d.n, l);
	}
	texts[0] = doc_text(&d);

	/* merge: whole, every part once; the best board not among them */
	p = read_files(&f->w, names, texts, 1);
	assert_int_equal(boggle_proof_records(p), f->w.classes + nparts);
	assert_int_equal(boggle_proof_boards(p), f->m.boards.len - 1);
	assert_int_equal(boggle_proof_pending(p), 0);
	merged = p;
	/* a part left out: missing, or pending with pending */
	{
		doc less = doc_of(texts[0]);
		char *s;

		doc_remove(&less, less.n - 1);
		s = doc_text(&less);
		p = proof_of(&f->w, CUTOFF);
		assert_int_equal(read_text(p, "less.jsonl", s), BOGGLE_OK);
		assert_int_equal(boggle_proof_check(p, 0), BOGGLE_UNSOUND);
		snprintf(want, sizeof want, "1 parts missing, of classes: %llu",
			 (unsigned long long)id);
		assert_string_equal(boggle_proof_message(p), want);
		assert_int_equal(boggle_proof_check(p, 1), BOGGLE_OK);
		assert_int_equal(boggle_proof_pending(p), 1);
		{
			uint64_t pid = 0;

			assert_string_equal(
				boggle_proof_pending_part(p, 0, &pid),
				parts[nparts - 1]);
			assert_int_equal(pid, id);
		}
		boggle_proof_free(p);
		free(s);
		doc_free(&less);
	}

	/* verify: one prover, two, and by hand: one verdict */
	verdicts(merged, &f->w, 0, &one, &two, &hand);
	assert_int_equal(one.code, BOGGLE_UNSOUND);
	snprintf(want, sizeof want,
		 "s.jsonl: line %zu: class %llu, its parts "
		 "with it: proven again until a board its records leave out: "
		 "%s (%d)",
		 line + 1, (unsigned long long)id, b->at[0].board,
		 b->at[0].score);
	assert_string_equal(one.message, want);
	assert_non_null(strstr(one.json, "\"as_recorded\": false"));
	snprintf(want, sizeof want,
		 "{\"class\": %llu, \"file\": \"s.jsonl\", \"line\": %zu, "
		 "\"records\": %zu, \"error\": null, \"found\": 0, "
		 "\"missing\": {\"board\": \"%s\", \"score\": %d}, "
		 "\"extra\": 0, \"first_extra\": null}",
		 (unsigned long long)id, line + 1, nparts + 1, b->at[0].board,
		 b->at[0].score);
	if (!strstr(one.json, want))
		print_error("%s\nnot in\n%s", want, one.json);
	assert_non_null(strstr(one.json, want));
	same_verdict(&one, &two);
	same_verdict(&one, &hand);
	verdict_free(&one);
	verdict_free(&two);
	verdict_free(&hand);
	boggle_proof_free(merged);

	for (i = 0; i < nparts; i++)
		free(parts[i]);
	free(parts);
	free(texts[0]);
	doc_free(&d);
}

/* ---- 6. resume ----------------------------------------------------------- */

static void test_resume(void **state)
{
	const forge *f = &G;
	boggle_proof *p;
	const char *s;
	size_t l2, l4, cut, i;
	uint64_t ids[64];
	doc d;
	char *twice, want[128];
	size_t records;

	(void)state;
	s = f->m.file.at;
	/* ends of lines 2 and 4: a cut in the middle of line 5 */
	l2 = (size_t)(strchr(strchr(s, '\n') + 1, '\n') - s) + 1;
	for (l4 = 0, i = 0; i < 4; i++)
		l4 = (size_t)(strchr(s + l4, '\n') - s) + 1;
	cut = l4 + (size_t)(strchr(s + l4, '\n') - (s + l4)) / 2;
	p = proof_of(&f->w, CUTOFF);
	assert_int_equal(read_whole(p, "r.jsonl", s, cut, BOGGLE_PROOF_RESUME),
			 BOGGLE_OK);
	assert_string_equal(boggle_proof_message(p), "");
	assert_int_equal(boggle_proof_whole(p), l4);
	assert_int_equal(boggle_proof_records(p), 3);
	assert_int_equal(boggle_proof_done(p, ids), 3);
	{
		uint64_t want_ids[3] = {f->m.ids[0], f->m.ids[1], f->m.ids[2]};
		uint64_t x;
		size_t a, b2;

		for (a = 0; a < 3; a++)
			for (b2 = a + 1; b2 < 3; b2++)
				if (want_ids[b2] < want_ids[a]) {
					x = want_ids[a];
					want_ids[a] = want_ids[b2];
					want_ids[b2] = x;
				}
		for (a = 0; a < 3; a++)
			assert_int_equal(ids[a], want_ids[a]);
	}
	/* its boards: those of the three whole records, none of the cut one */
	{
		board_list three = {NULL, 0, 0};
		size_t k, j;

		for (k = 0; k < 3; k++)
			for (j = 0; j < f->m.by_class[k].len; j++)
				list_add(&three, f->m.by_class[k].at[j].board,
					 f->m.by_class[k].at[j].score);
		list_sort(&three);
		same_as_proof(p, &three);
		free(three.at);
	}
	boggle_proof_free(p);
	/* a byte at a time, the same */
	p = proof_of(&f->w, CUTOFF);
	assert_int_equal(read_bytes(p, "r.jsonl", s, cut, BOGGLE_PROOF_RESUME),
			 BOGGLE_OK);
	assert_int_equal(boggle_proof_whole(p), l4);
	assert_int_equal(boggle_proof_records(p), 3);
	boggle_proof_free(p);
	/* cut right after a line: all of it whole */
	p = proof_of(&f->w, CUTOFF);
	assert_int_equal(read_whole(p, "r2.jsonl", s, l2, BOGGLE_PROOF_RESUME),
			 BOGGLE_OK);
	assert_int_equal(boggle_proof_whole(p), l2);
	assert_int_equal(boggle_proof_records(p), 1);
	boggle_proof_free(p);
	/* the whole file */
	p = proof_of(&f->w, CUTOFF);
	assert_int_equal(read_whole(p, "all.jsonl", s, f->m.file.len,
				    BOGGLE_PROOF_RESUME),
			 BOGGLE_OK);
	assert_int_equal(boggle_proof_whole(p), f->m.file.len);
	boggle_proof_free(p);

	/* a task's file: merge's, not for resume */
	p = G.reader;
	records = boggle_proof_records(p);
	assert_int_equal(read_whole(p, "task.jsonl", f->t11[1].file.at,
				    f->t11[1].file.len, BOGGLE_PROOF_RESUME),
			 BOGGLE_SYNTAX);
	assert_string_equal(
		boggle_proof_message(p),
		"task.jsonl: the file of "
		"task 1/3, written whole: boggle prove merge reads it");
	/* a header cut short: nothing whole, to begin again */
	for (i = 0; i < 60; i += 17) {
		assert_int_equal(
			read_whole(p, "h.jsonl", s, i, BOGGLE_PROOF_RESUME),
			BOGGLE_OK);
		assert_int_equal(boggle_proof_whole(p), 0);
		assert_int_equal(boggle_proof_file_version(p), 0);
		assert_int_equal(boggle_proof_records(p), records);
	}
	/* the header less its newline: still not whole */
	assert_int_equal(read_whole(p, "h.jsonl", s,
				    (size_t)(strchr(s, '\n') - s),
				    BOGGLE_PROOF_RESUME),
			 BOGGLE_OK);
	assert_int_equal(boggle_proof_whole(p), 0);
	assert_int_equal(boggle_proof_file_version(p), 0);
	/* nor a file of nothing */
	assert_int_equal(read_whole(p, "e.jsonl", "", 0, BOGGLE_PROOF_RESUME),
			 BOGGLE_OK);
	assert_int_equal(boggle_proof_whole(p), 0);
	/* what is no start of a header is left as it is */
	assert_int_equal(read_whole(p, "x.jsonl", "{\"boggle_prove\": 9", 18,
				    BOGGLE_PROOF_RESUME),
			 BOGGLE_SYNTAX);
	assert_string_equal(boggle_proof_message(p),
			    "x.jsonl: not a proof's "
			    "file, nor the start of one: left as it is");

	/* the same class twice */
	d = doc_of(s);
	doc_insert(&d, d.n, d.line[2]);
	twice = doc_text(&d);
	p = proof_of(&f->w, CUTOFF);
	assert_int_equal(read_whole(p, "twice.jsonl", twice, strlen(twice),
				    BOGGLE_PROOF_RESUME),
			 BOGGLE_SYNTAX);
	snprintf(want, sizeof want, "twice.jsonl: class %llu is there twice",
		 (unsigned long long)f->m.ids[1]);
	assert_string_equal(boggle_proof_message(p), want);
	boggle_proof_free(p);
	free(twice);
	/* a part's record: a task's, not for resume */
	{
		boggle_class *cls;
		char part[BOGGLE_CLASS_TEXT_MAX], l[1024];
		boggle_proven pr;

		assert_int_equal(
			boggle_prover_class(f->w.p[0], f->m.ids[0], &cls),
			BOGGLE_OK);
		boggle_class_format(cls, part, sizeof part);
		boggle_class_free(cls);
		memset(&pr, 0, sizeof pr);
		pr.id = f->m.ids[0];
		pr.part = part;
		boggle_proof_record(&pr, l, sizeof l);
		l[strlen(l) - 1] = '\0';
		doc_remove(&d, d.n - 1);
		doc_remove(&d, 1);
		doc_insert(&d, d.n, l);
		twice = doc_text(&d);
		p = proof_of(&f->w, CUTOFF);
		assert_int_equal(read_whole(p, "part.jsonl", twice,
					    strlen(twice), BOGGLE_PROOF_RESUME),
				 BOGGLE_SYNTAX);
		snprintf(want, sizeof want,
			 "part.jsonl: line %zu: a part's record", d.n);
		says(p, want);
		boggle_proof_free(p);
		free(twice);
	}
	doc_free(&d);
}

/* ---- 7. a large space, its header alone ---------------------------------- */

static double seconds_now(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

static void test_large_header(void **state)
{
	const boggle_dict *dict = boggle_dict_builtin();
	boggle_rules rules = boggle_rules_classic();
	boggle_prover *pv;
	boggle_proof *p;
	char head[BOGGLE_PROOF_HEADER_MAX], want[1024];
	uint64_t id, classes;
	size_t n = 0, at;
	double start;

	(void)state;
	assert_int_equal(boggle_prover_new(&pv, dict, &rules, 5, 5, NULL),
			 BOGGLE_OK);
	classes = boggle_prover_classes(pv);
	assert_true(classes > 1000000000u);
	assert_int_equal(boggle_proof_new(&p, pv, dict, NULL, &rules, 100000),
			 BOGGLE_OK);
	boggle_proof_header(p, NULL, head, sizeof head);
	/* the first 20 canonical ids, found here */
	at = (size_t)snprintf(want, sizeof want, "%llu classes missing: ",
			      (unsigned long long)classes);
	for (id = 0; n < 20; id++)
		if (boggle_prover_canonical(pv, id))
			at += (size_t)snprintf(want + at, sizeof want - at,
					       "%s%llu", n++ ? ", " : "",
					       (unsigned long long)id);
	snprintf(want + at, sizeof want - at, ", ...");
	start = seconds_now();
	assert_int_equal(read_text(p, "big.jsonl", head), BOGGLE_OK);
	assert_int_equal(boggle_proof_records(p), 0);
	assert_int_equal(boggle_proof_check(p, 0), BOGGLE_UNSOUND);
	assert_string_equal(boggle_proof_message(p), want);
	assert_int_equal(boggle_proof_check(p, 1), BOGGLE_UNSOUND);
	assert_int_equal(boggle_proof_pending(p), 0);
	assert_true(seconds_now() - start < 3.0);
	boggle_proof_free(p);
	boggle_prover_free(pv);
}

/* ---- 8. header fields and list sums -------------------------------------- */

static void test_fields(void **state)
{
	const world *w = &G.w;
	char head[BOGGLE_PROOF_HEADER_MAX], field[256], buckets[256];
	size_t len;

	(void)state;
	len = boggle_proof_header(G.reader, NULL, head, sizeof head);
	assert_int_equal(boggle_proof_header_field(head, len, "min_score",
						   field, sizeof field),
			 BOGGLE_OK);
	assert_string_equal(field, "11");
	assert_int_equal(boggle_proof_header_field(head, len, "scoring", field,
						   sizeof field),
			 BOGGLE_OK);
	assert_string_equal(field, "classic");
	assert_int_equal(boggle_proof_header_field(head, len, "lang", field,
						   sizeof field),
			 BOGGLE_OK);
	assert_string_equal(field, "en");
	boggle_prover_buckets(w->p[0], buckets, sizeof buckets);
	assert_int_equal(boggle_proof_header_field(head, len, "buckets", field,
						   sizeof field),
			 BOGGLE_OK);
	assert_string_equal(field, buckets);
	assert_int_equal(boggle_proof_header_field(head, len, "words", field,
						   sizeof field),
			 BOGGLE_OK);
	assert_int_equal(strtoull(field, NULL, 10), boggle_dict_count(w->dict));
	/* the newline need not be left off */
	assert_int_equal(boggle_proof_header_field(head, len - 1, "shape",
						   field, sizeof field),
			 BOGGLE_OK);
	assert_string_equal(field, "2x2");
	/* a key inside a value or a longer key is no key */
	assert_int_equal(boggle_proof_header_field(head, len, "sha256", field,
						   sizeof field),
			 BOGGLE_SYNTAX);
	assert_int_equal(boggle_proof_header_field(head, len, "score", field,
						   sizeof field),
			 BOGGLE_SYNTAX);
	/* absent */
	assert_int_equal(boggle_proof_header_field(head, len, "tiles", field,
						   sizeof field),
			 BOGGLE_SYNTAX);
	assert_int_equal(boggle_proof_header_field(head, len, "task", field,
						   sizeof field),
			 BOGGLE_SYNTAX);
	/* no room */
	assert_int_equal(
		boggle_proof_header_field(head, len, "shape", field, 3),
		BOGGLE_SYNTAX);
	assert_int_equal(
		boggle_proof_header_field(head, len, "shape", field, 4),
		BOGGLE_OK);
	/* not a header */
	assert_int_equal(boggle_proof_header_field("{\"class\": 3}", 12,
						   "class", field,
						   sizeof field),
			 BOGGLE_SYNTAX);
	/* damaged */
	{
		char *at = strstr(head, "\"min_score\": 11");

		at[13] = '2';
		assert_int_equal(boggle_proof_header_field(head, len,
							   "min_score", field,
							   sizeof field),
				 BOGGLE_DAMAGED);
		assert_int_equal(boggle_proof_header_field(head, len, "shape",
							   field, sizeof field),
				 BOGGLE_DAMAGED);
	}
}

static void test_list_sum(void **state)
{
	const boggle_dict *dict = boggle_dict_builtin();
	char head[BOGGLE_PROOF_HEADER_MAX], sum[80], field[80], want[80],
		w[600];
	unsigned char digest[32];
	text words = {NULL, 0, 0};
	size_t i, n = boggle_dict_count(dict), len;
	int v;
	sha256 s;

	(void)state;
	/* the words, each with a newline after it, put together here */
	for (i = 0; i < n; i++) {
		len = boggle_dict_word(dict, (uint32_t)i, w, sizeof w);
		assert_true(len > 0 && len < sizeof w);
		text_add(&words, w, len);
		text_add(&words, "\n", 1);
	}
	assert_true(n > 1000);
	for (v = 1; v <= 3; v += 2) {
		snprintf(want, sizeof want, "%016llx",
			 (unsigned long long)fnv(words.at, words.len));
		assert_int_equal(boggle_proof_list_sum(dict, v, NULL, 0), 16);
		assert_int_equal(
			boggle_proof_list_sum(dict, v, sum, sizeof sum), 16);
		assert_string_equal(sum, want);
	}
	sha256_start(&s);
	sha256_add(&s, words.at, words.len);
	sha256_end(&s, digest);
	for (i = 0; i < 32; i++)
		snprintf(want + 2 * i, 3, "%02x", digest[i]);
	assert_int_equal(boggle_proof_list_sum(dict, 4, NULL, 0), 64);
	assert_int_equal(boggle_proof_list_sum(dict, 4, sum, sizeof sum), 64);
	assert_string_equal(sum, want);
	/* cut short as snprintf cuts */
	assert_int_equal(boggle_proof_list_sum(dict, 4, field, 9), 64);
	assert_int_equal(strlen(field), 8);
	assert_memory_equal(field, want, 8);

	/* the header names the list by both */
	len = boggle_proof_header(G.reader, NULL, head, sizeof head);
	assert_int_equal(boggle_proof_header_field(head, len, "list_sha256",
						   field, sizeof field),
			 BOGGLE_OK);
	assert_string_equal(field, want);
	assert_int_equal(boggle_proof_header_field(head, len, "list", field,
						   sizeof field),
			 BOGGLE_OK);
	snprintf(want, sizeof want, "%016llx",
		 (unsigned long long)fnv(words.at, words.len));
	assert_string_equal(field, want);
	assert_int_equal(boggle_proof_header_field(head, len, "exclude", field,
						   sizeof field),
			 BOGGLE_OK);
	assert_string_equal(field, "none");
	free(words.at);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_header),
		cmocka_unit_test(test_header_rules),
		cmocka_unit_test(test_record),
		cmocka_unit_test(test_merge),
		cmocka_unit_test(test_add_boards),
		cmocka_unit_test(test_packed),
		cmocka_unit_test(test_brute_2x2),
		cmocka_unit_test(test_brute_2x3),
		cmocka_unit_test(test_pieces),
		cmocka_unit_test(test_misuse),
		cmocka_unit_test(test_many_copies),
		cmocka_unit_test(test_warnings),
		cmocka_unit_test(test_forge_header),
		cmocka_unit_test(test_forge_records),
		cmocka_unit_test_teardown(test_forge_refused_record, held_free),
		cmocka_unit_test(test_forge_ledger),
		cmocka_unit_test(test_verify_sound),
		cmocka_unit_test(test_reprove),
		cmocka_unit_test(test_forge_relabel),
		cmocka_unit_test(test_forge_split),
		cmocka_unit_test(test_resume),
		cmocka_unit_test(test_large_header),
		cmocka_unit_test(test_fields),
		cmocka_unit_test(test_list_sum),
	};

	return cmocka_run_group_tests(tests, forge_make, forge_free);
}
