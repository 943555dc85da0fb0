/*
 * Proof runs: the classes a run of several threads reports, each against
 * the boards boggle_prover_prove finds in it alone; items, skipped ids
 * and a stop request.
 */
#include <stdlib.h>
#include <string.h>

#include "support.h"

#define ROWS 2
#define COLS 3
#define CUTOFF 60
#define THREADS 3
#define SPACE_MAX 4096

typedef struct board_list {
	boggle_proof_board *at;
	size_t len, cap;
} board_list;

/* What a run reported, by class id. */
typedef struct seen {
	int times[SPACE_MAX];
	board_list boards[SPACE_MAX];
	const char *part[SPACE_MAX];
	size_t classes;
	int stop;                 /* set once stop_after classes are in */
	size_t stop_after;
	int ticks;
} seen;

static int on_found(void *ctx, const boggle_board *board, int32_t score)
{
	board_list *l = ctx;

	if (l->len == l->cap) {
		l->cap = l->cap ? 2 * l->cap : 16;
		l->at = realloc(l->at, l->cap * sizeof *l->at);
		assert_non_null(l->at);
	}
	boggle_board_format(board, l->at[l->len].board, sizeof l->at[0].board);
	l->at[l->len++].score = score;
	return 0;
}

static int order(const void *a, const void *b)
{
	const boggle_proof_board *x = a, *y = b;

	if (x->score != y->score)
		return x->score > y->score ? -1 : 1;
	return strcmp(x->board, y->board);
}

/* The boards one prover alone finds in cls: in order, each once. */
static void alone(boggle_prover *p, const boggle_class *cls, board_list *l)
{
	size_t i, n = 0;

	memset(l, 0, sizeof *l);
	assert_int_equal(boggle_prover_prove(p, cls, CUTOFF, on_found, NULL, l,
					     NULL, NULL), BOGGLE_OK);
	if (l->len)
		qsort(l->at, l->len, sizeof *l->at, order);
	for (i = 0; i < l->len; i++)
		if (n == 0 || strcmp(l->at[i].board, l->at[n - 1].board) != 0)
			l->at[n++] = l->at[i];
	l->len = n;
}

static boggle_code on_proven(void *ctx, const boggle_proven *c)
{
	seen *s = ctx;
	board_list *l;

	assert_true(c->id < SPACE_MAX);
	l = &s->boards[c->id];
	s->times[c->id]++;
	s->part[c->id] = c->part;
	s->classes++;
	assert_int_equal(c->nsplit, 0);
	l->len = l->cap = c->nboards;
	free(l->at); /* a class reported again, by a later run */
	l->at = malloc((c->nboards ? c->nboards : 1) * sizeof *l->at);
	assert_non_null(l->at);
	if (c->nboards)
		memcpy(l->at, c->boards, c->nboards * sizeof *l->at);
	if (s->stop_after && s->classes >= s->stop_after)
		__atomic_store_n(&s->stop, 1, __ATOMIC_RELAXED);
	return BOGGLE_OK;
}

static void on_tick(void *ctx)
{
	((seen *)ctx)->ticks++;
}

static void same_boards(const board_list *a, const board_list *b)
{
	size_t i;

	assert_int_equal(a->len, b->len);
	for (i = 0; i < a->len; i++) {
		assert_string_equal(a->at[i].board, b->at[i].board);
		assert_int_equal(a->at[i].score, b->at[i].score);
	}
}

typedef struct fixture {
	boggle_prover *provers[THREADS];
	uint64_t space;
	seen *s;
} fixture;

static void fixture_make(fixture *f)
{
	const boggle_dict *d = boggle_dict_builtin();
	boggle_rules r = boggle_rules_classic();
	int t;

	memset(f, 0, sizeof *f);
	for (t = 0; t < THREADS; t++)
		assert_int_equal(boggle_prover_new(&f->provers[t], d, &r, ROWS,
						   COLS, NULL), BOGGLE_OK);
	f->space = boggle_prover_space(f->provers[0]);
	assert_true(f->space <= SPACE_MAX);
	f->s = calloc(1, sizeof *f->s);
	assert_non_null(f->s);
}

static void fixture_free(fixture *f)
{
	uint64_t id;
	int t;

	for (id = 0; id < SPACE_MAX; id++)
		free(f->s->boards[id].at);
	free(f->s);
	for (t = 0; t < THREADS; t++)
		boggle_prover_free(f->provers[t]);
}

/* Each class the run reports as one prover alone proves it. */
static void check_class(fixture *f, uint64_t id)
{
	boggle_class *cls;
	board_list l;

	assert_int_equal(boggle_prover_class(f->provers[0], id, &cls),
			 BOGGLE_OK);
	alone(f->provers[0], cls, &l);
	same_boards(&f->s->boards[id], &l);
	free(l.at);
	boggle_class_free(cls);
}

/*
 * Every canonical class, but those skipped, reported once, with the
 * boards a prover alone finds in it; the rest not at all.
 */
static void test_every_class(void **state)
{
	fixture f;
	boggle_proof_run *run;
	uint64_t id, skip[2], nskip = 0, canonical = 0, boards = 0;

	(void)state;
	fixture_make(&f);
	for (id = 0; id < f.space && nskip < 2; id++)
		if (boggle_prover_canonical(f.provers[0], id))
			skip[nskip++] = id;
	assert_int_equal(boggle_proof_run_new(&run, f.provers, THREADS, CUTOFF),
			 BOGGLE_OK);
	boggle_proof_run_skip(run, skip, nskip);
	assert_int_equal(boggle_proof_run_go(run, on_proven, on_tick, f.s,
					     NULL), BOGGLE_OK);
	for (id = 0; id < f.space; id++) {
		int wanted = boggle_prover_canonical(f.provers[0], id) &&
			     id != skip[0] && id != skip[1];

		assert_int_equal(f.s->times[id], wanted);
		canonical += wanted;
		if (wanted) {
			check_class(&f, id);
			boards += f.s->boards[id].len;
			assert_null(f.s->part[id]);
		}
	}
	assert_int_equal(f.s->classes, canonical);
	/* the cutoff leaves some boards to find, not all */
	assert_true(boards > 0);
	boggle_proof_run_free(run);
	fixture_free(&f);
}

/* Items in place of every class: a class whole, and one as text. */
static void test_items(void **state)
{
	fixture f;
	boggle_proof_run *run;
	boggle_proof_item items[2];
	boggle_class *cls;
	board_list l;
	char text[BOGGLE_CLASS_TEXT_MAX];
	uint64_t id, n = 0;

	(void)state;
	fixture_make(&f);
	for (id = 0; id < f.space && n < 2; id++)
		if (boggle_prover_canonical(f.provers[0], id))
			items[n++].id = id;
	items[0].part = NULL;
	assert_int_equal(boggle_prover_class(f.provers[0], items[1].id, &cls),
			 BOGGLE_OK);
	boggle_class_format(cls, text, sizeof text);
	items[1].part = text;
	assert_int_equal(boggle_proof_run_new(&run, f.provers, 2, CUTOFF),
			 BOGGLE_OK);
	boggle_proof_run_items(run, items, 2);
	assert_int_equal(boggle_proof_run_go(run, on_proven, NULL, f.s, NULL),
			 BOGGLE_OK);
	assert_int_equal(f.s->classes, 2);
	assert_int_equal(f.s->times[items[0].id], 1);
	assert_int_equal(f.s->times[items[1].id], 1);
	assert_null(f.s->part[items[0].id]);
	assert_ptr_equal(f.s->part[items[1].id], text);
	check_class(&f, items[0].id);
	alone(f.provers[0], cls, &l);
	same_boards(&f.s->boards[items[1].id], &l);
	free(l.at);
	boggle_class_free(cls);
	boggle_proof_run_free(run);
	fixture_free(&f);
}

/*
 * Tasks 0 .. K-1 of a run prove every canonical class once between them,
 * each as many as boggle_proof_run_size says; of items, task i proves
 * those at the places i, i + K ... of their shuffle, and no other.
 */
static void test_tasks(void **state)
{
	enum { K = 3, NITEMS = 7 };
	fixture f;
	boggle_proof_run *run;
	boggle_proof_item items[NITEMS];
	uint64_t id, i, p, canonical = 0, sizes = 0;
	int times[NITEMS] = {0};

	(void)state;
	fixture_make(&f);
	for (i = 0; i < K; i++) {
		size_t before = f.s->classes;

		assert_int_equal(boggle_proof_run_new(&run, f.provers, 2, CUTOFF),
				 BOGGLE_OK);
		assert_int_equal(boggle_proof_run_task(run, K, K), BOGGLE_MISUSE);
		assert_int_equal(boggle_proof_run_task(run, i, K), BOGGLE_OK);
		sizes += boggle_proof_run_size(run);
		assert_int_equal(boggle_proof_run_go(run, on_proven, NULL, f.s,
						     NULL), BOGGLE_OK);
		assert_int_equal(f.s->classes - before,
				 boggle_proof_run_size(run));
		boggle_proof_run_free(run);
	}
	for (id = 0; id < f.space; id++) {
		int wanted = boggle_prover_canonical(f.provers[0], id);

		assert_int_equal(f.s->times[id], wanted);
		canonical += wanted;
	}
	assert_int_equal(sizes, canonical);
	assert_int_equal(canonical, boggle_prover_classes(f.provers[0]));
	/* items: each a class of its own, so that which ran can be told */
	for (id = 0, i = 0; i < NITEMS; id++)
		if (boggle_prover_canonical(f.provers[0], id)) {
			items[i].part = NULL;
			items[i++].id = id;
		}
	for (i = 0; i < K; i++) {
		memset(f.s->times, 0, sizeof f.s->times);
		assert_int_equal(boggle_proof_run_new(&run, f.provers, 1, CUTOFF),
				 BOGGLE_OK);
		boggle_proof_run_items(run, items, NITEMS);
		boggle_proof_run_task(run, i, K);
		assert_int_equal(boggle_proof_run_size(run), (NITEMS - i + K - 1) / K);
		assert_int_equal(boggle_proof_run_go(run, on_proven, NULL, f.s,
						     NULL), BOGGLE_OK);
		for (p = 0; p < NITEMS; p++) {
			uint64_t at = boggle_shuffle(NITEMS, p);
			int wanted = p % K == i;

			assert_int_equal(f.s->times[items[at].id], wanted);
			times[at] += wanted;
		}
		boggle_proof_run_free(run);
	}
	for (i = 0; i < NITEMS; i++)
		assert_int_equal(times[i], 1);
	fixture_free(&f);
}

/*
 * A sample: n canonical classes, each once, the same for a seed, others
 * for another; asked for more than the shape has, every class once.
 */
static void test_sample(void **state)
{
	fixture f;
	boggle_proof_run *run;
	uint64_t id, seed, n, classes, seen[2][SPACE_MAX] = {{0}};
	int differ = 0;

	(void)state;
	fixture_make(&f);
	classes = boggle_prover_classes(f.provers[0]);
	for (seed = 0; seed < 3; seed++) {
		n = seed == 2 ? classes + 5 : 7;
		memset(f.s->times, 0, sizeof f.s->times);
		f.s->classes = 0;
		assert_int_equal(boggle_proof_run_new(&run, f.provers, 2, CUTOFF),
				 BOGGLE_OK);
		assert_int_equal(boggle_proof_run_sample(run, n, seed % 2 ? 11 : 10),
				 BOGGLE_OK);
		assert_int_equal(boggle_proof_run_size(run),
				 n < classes ? n : classes);
		assert_int_equal(boggle_proof_run_go(run, on_proven, NULL, f.s,
						     NULL), BOGGLE_OK);
		assert_int_equal(f.s->classes, n < classes ? n : classes);
		for (id = 0; id < f.space; id++) {
			assert_true(f.s->times[id] <= 1);
			if (f.s->times[id])
				assert_true(boggle_prover_canonical(f.provers[0],
								    id));
			if (seed < 2)
				seen[seed][id] = (uint64_t)f.s->times[id];
			differ |= seed == 1 && seen[0][id] != seen[1][id];
		}
		boggle_proof_run_free(run);
	}
	assert_true(differ);
	/* the same seed, the same classes */
	assert_int_equal(boggle_proof_run_new(&run, f.provers, 1, CUTOFF),
			 BOGGLE_OK);
	boggle_proof_run_sample(run, 7, 10);
	memset(f.s->times, 0, sizeof f.s->times);
	assert_int_equal(boggle_proof_run_go(run, on_proven, NULL, f.s, NULL),
			 BOGGLE_OK);
	for (id = 0; id < f.space; id++)
		assert_int_equal(f.s->times[id], seen[0][id]);
	boggle_proof_run_free(run);
	fixture_free(&f);
}

/* A stop request ends the run early, with what it had proven right. */
static void test_stop(void **state)
{
	fixture f;
	boggle_proof_run *run;
	uint64_t id;

	(void)state;
	fixture_make(&f);
	f.s->stop_after = 1;
	assert_int_equal(boggle_proof_run_new(&run, f.provers, THREADS, CUTOFF),
			 BOGGLE_OK);
	assert_int_equal(boggle_proof_run_go(run, on_proven, NULL, f.s,
					     &f.s->stop), BOGGLE_GAVE_UP);
	assert_true(f.s->classes >= 1);
	/* no thread took a class after the stop: each had one at most */
	assert_true(f.s->classes <= THREADS);
	assert_true(f.s->classes < boggle_prover_classes(f.provers[0]));
	for (id = 0; id < f.space; id++) {
		assert_true(f.s->times[id] <= 1);
		if (f.s->times[id])
			check_class(&f, id);
	}
	boggle_proof_run_free(run);
	fixture_free(&f);
}

/* A failure said by the callback ends the run, of its class. */
static boggle_code refuse(void *ctx, const boggle_proven *c)
{
	*(uint64_t *)ctx = c->id;
	return BOGGLE_NOMEM;
}

static void test_failure(void **state)
{
	fixture f;
	boggle_proof_run *run;
	boggle_prove_stats st;
	uint64_t last = UINT64_MAX;

	(void)state;
	fixture_make(&f);
	assert_int_equal(boggle_proof_run_new(&run, f.provers, 1, CUTOFF),
			 BOGGLE_OK);
	assert_int_equal(boggle_proof_run_go(run, refuse, NULL, &last, NULL),
			 BOGGLE_NOMEM);
	assert_int_equal(boggle_proof_run_failed(run), last);
	boggle_proof_run_stats(run, &st);
	assert_true(st.trees >= 1);
	boggle_proof_run_free(run);
	assert_int_equal(boggle_proof_run_new(&run, f.provers, 0, CUTOFF),
			 BOGGLE_MISUSE);
	assert_null(run);
	assert_int_equal(boggle_proof_run_new(&run, f.provers, 1, 0),
			 BOGGLE_MISUSE);
	fixture_free(&f);
}

/* The shuffle is a bijection of 0 .. n - 1. */
static void test_shuffle(void **state)
{
	static unsigned char hit[1000];
	uint64_t n, p;

	(void)state;
	for (n = 1; n <= 1000; n += 333) {
		memset(hit, 0, sizeof hit);
		for (p = 0; p < n; p++) {
			uint64_t at = boggle_shuffle(n, p);

			assert_true(at < n);
			assert_int_equal(hit[at]++, 0);
		}
	}
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_every_class),
		cmocka_unit_test(test_items),
		cmocka_unit_test(test_tasks),
		cmocka_unit_test(test_sample),
		cmocka_unit_test(test_stop),
		cmocka_unit_test(test_failure),
		cmocka_unit_test(test_shuffle),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
