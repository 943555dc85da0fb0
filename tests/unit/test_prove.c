/*
 * Proofs: a class's bound against the exact score of its boards, the
 * boards a proof reports against those an enumeration of the class
 * finds, board orientation against rotations written here, class ids
 * against a count of their symmetries, and class text.
 */
#include <stdlib.h>
#include <string.h>

#include "prove.h"
#include "support.h"

/* Classes of at most this many boards are enumerated whole. */
#define ENUM_MAX 5000
/* Boards drawn from a larger class. */
#define SAMPLES 200
#define KEY_MAX 128
#define POOL_MAX 64

/* ---- classes drawn at random --------------------------------------------- */

static int cell_order(const boggle_cell *a, const boggle_cell *b);

/* A class as the test wrote it: each cell's tiles as a die face writes them. */
typedef struct drawn {
	const boggle_lang *lang;
	int rows, cols;
	int n[PROVE_MAX_CELLS];
	const char *tile[PROVE_MAX_CELLS][POOL_MAX];
	char own[PROVE_MAX_CELLS][2 * BOGGLE_LETTER_BYTES + 3];
} drawn;

static void draw(boggle_rng *g, drawn *dr, const boggle_lang *lang, int rows,
		 int cols, const char *const *pool, int npool, int most)
{
	int i, k;

	dr->lang = lang;
	dr->rows = rows;
	dr->cols = cols;
	for (i = 0; i < rows * cols; i++) {
		int idx[POOL_MAX];

		for (k = 0; k < npool; k++)
			idx[k] = k;
		dr->n[i] = 1 + (int)boggle_rng_below(g, (uint32_t)most);
		/* distinct tiles: the front of a partial shuffle */
		for (k = 0; k < dr->n[i]; k++) {
			uint32_t left = (uint32_t)(npool - k);
			int j = k + (int)boggle_rng_below(g, left);
			int x = idx[k];

			idx[k] = idx[j];
			idx[j] = x;
			dr->tile[i][k] = pool[idx[k]];
		}
	}
}

/*
 * A class around board b: each cell holds b's tile first, then up to
 * most - 1 others of the pool.
 */
static void draw_around(boggle_rng *g, drawn *dr, const boggle_board *b,
			const char *const *pool, int npool, int most)
{
	boggle_board *one = NULL;
	int i, k;

	draw(g, dr, boggle_board_lang(b), b->rows, b->cols, pool, npool, most);
	assert_int_equal(boggle_board_new(&one, dr->lang, 1, 1), BOGGLE_OK);
	for (i = 0; i < b->rows * b->cols; i++) {
		char text[2 * BOGGLE_LETTER_BYTES + 1];
		int n = 1;

		boggle_board_cell(b, i, 0, text, sizeof text);
		snprintf(dr->own[i], sizeof dr->own[i], "[%s]", text);
		for (k = 0; k < dr->n[i] && n < most; k++) {
			const char *t = dr->tile[i][k];

			assert_int_equal(boggle_board_set_cell(one, 0, t,
				strlen(t), NULL), BOGGLE_OK);
			if (cell_order(&one->cells[0], &b->cells[i]))
				dr->tile[i][n++] = t;
		}
		dr->tile[i][0] = dr->own[i];
		dr->n[i] = n;
	}
	boggle_board_free(one);
}

static void append(char *buf, size_t size, size_t *n, const char *text)
{
	size_t len = strlen(text);

	assert_true(*n + len < size);
	memcpy(buf + *n, text, len + 1);
	*n += len;
}

static void drawn_text(const drawn *dr, char *buf, size_t size)
{
	size_t n = 0;
	int i, k;

	buf[0] = '\0';
	for (i = 0; i < dr->rows * dr->cols; i++) {
		if (i)
			append(buf, size, &n, i % dr->cols ? " " : " / ");
		for (k = 0; k < dr->n[i]; k++)
			append(buf, size, &n, dr->tile[i][k]);
	}
}

static double drawn_boards(const drawn *dr)
{
	double n = 1;
	int i;

	for (i = 0; i < dr->rows * dr->cols; i++)
		n *= dr->n[i];
	return n;
}

static boggle_class *drawn_class(const drawn *dr, char *text, size_t size)
{
	boggle_class *cls = NULL;
	char err[BOGGLE_ERR_MAX] = "";
	boggle_code rc;

	drawn_text(dr, text, size);
	rc = boggle_class_parse(&cls, dr->lang, dr->rows, dr->cols, text,
				strlen(text), err);
	if (rc != BOGGLE_OK)
		print_error("class '%s': %s\n", text, err);
	assert_int_equal(rc, BOGGLE_OK);
	assert_true(boggle_class_boards(cls) == drawn_boards(dr));
	return cls;
}

/* The board that picks tile pick[i] in each cell i. */
static void drawn_board(const drawn *dr, const int *pick, boggle_board *b)
{
	char err[BOGGLE_ERR_MAX] = "";
	int i;

	for (i = 0; i < dr->rows * dr->cols; i++) {
		const char *t = dr->tile[i][pick[i]];

		boggle_code rc = boggle_board_set_cell(b, i, t, strlen(t), err);

		if (rc != BOGGLE_OK)
			print_error("cell '%s': %s\n", t, err);
		assert_int_equal(rc, BOGGLE_OK);
	}
}

/* The next board of the class, as an odometer; 0 after the last. */
static int next_pick(const drawn *dr, int *pick)
{
	int i;

	for (i = dr->rows * dr->cols - 1; i >= 0; i--) {
		if (++pick[i] < dr->n[i])
			return 1;
		pick[i] = 0;
	}
	return 0;
}

static void random_pick(boggle_rng *g, const drawn *dr, int *pick)
{
	int i;

	for (i = 0; i < dr->rows * dr->cols; i++)
		pick[i] = (int)boggle_rng_below(g, (uint32_t)dr->n[i]);
}

static long exact(boggle_solver *s, const boggle_board *b,
		  const boggle_rules *r)
{
	assert_int_equal(boggle_solve(s, b, r), BOGGLE_OK);
	return boggle_solver_score(s);
}

/* ---- word lists ---------------------------------------------------------- */

/*
 * count random words of 1 to longest letters drawn from letters (each
 * entry one letter's UTF-8), then the extra words.
 */
static char *word_text(uint64_t seed, const char *const *letters, int nletters,
		       int count, int longest, const char *extra, size_t *len)
{
	size_t cap = (size_t)count * ((size_t)longest * 2 + 1) +
		     strlen(extra) + 1;
	char *text = malloc(cap);
	boggle_rng g;
	size_t n = 0;
	int w, k;

	assert_non_null(text);
	boggle_rng_seed(&g, seed);
	for (w = 0; w < count; w++) {
		int m = 1 + (int)boggle_rng_below(&g, (uint32_t)longest);

		for (k = 0; k < m; k++) {
			const char *l = letters[boggle_rng_below(&g,
						(uint32_t)nletters)];

			memcpy(text + n, l, strlen(l));
			n += strlen(l);
		}
		text[n++] = '\n';
	}
	memcpy(text + n, extra, strlen(extra) + 1);
	*len = n + strlen(extra);
	return text;
}

static boggle_dict *english_list(void)
{
	static const char *const letters[] = {"a", "e", "n", "r", "s", "t"};
	static const char extra[] =
		"a\nat\nan\nin\nquest\nqueens\nquart\nsquat\nquint\nthane\n"
		"these\nthere\nthree\ninert\ninter\ntenth\nnth\nearth\n"
		"heathen\nentertain\nretreat\n";
	size_t len;
	char *text = word_text(1, letters, 6, 500, 7, extra, &len);
	boggle_dict *d = t_dict(NULL, text, len, NULL);

	assert_non_null(d);
	free(text);
	return d;
}

static boggle_dict *spanish_list(void)
{
	static const char *const letters[] = {"a", "e", "o", "c", "h", "l",
					      "r", "ñ"};
	static const char extra[] =
		"caña\nllora\nperro\nchorro\nleche\ncalle\ncarro\naño\n"
		"coche\nhorra\nllorar\nchallar\ncorral\nrollo\nhoja\n";
	size_t len;
	char *text = word_text(2, letters, 8, 500, 6, extra, &len);
	boggle_dict *d = t_dict(boggle_lang_find("es"), text, len, NULL);

	assert_non_null(d);
	free(text);
	return d;
}

static const char *const en_pool[] = {"a", "e", "n", "r", "s", "t", "q",
				      "u", "h", "i", "[th]", "[er]", "[in]"};
static const char *const es_pool[] = {"a", "e", "o", "c", "h", "l", "r",
				      "ñ", "[ch]", "[ll]", "[rr]"};
static const char *const builtin_pool[] = {"a", "e", "i", "o", "s", "t", "r",
					   "n", "l", "d", "q", "[th]", "[er]"};

/* A layout of bonus squares for the shape, drawn at random. */
static void random_bonus(boggle_rng *g, boggle_bonus *bonus, int rows,
			 int cols)
{
	static const char kinds[] = ".dtDT..";
	int i;

	bonus->rows = rows;
	bonus->cols = cols;
	for (i = 0; i < rows * cols; i++)
		bonus->cells[i] = kinds[boggle_rng_below(g, sizeof kinds - 1)];
}

/* ---- soundness ----------------------------------------------------------- */

typedef struct setup {
	const char *name;
	const boggle_dict *dict;
	boggle_rules rules;
	int bonus;                  /* a random layout for each shape */
	const boggle_dict *exclude;
	const char *const *pool;
	int npool, most;
	boggle_board **around;      /* classes around these boards, or NULL */
	int naround;
} setup;

typedef struct word_best {
	int32_t *best;   /* a word's best score on any board, -1: none */
	uint32_t *ids;   /* the words seen, to clear */
	size_t n;
} word_best;

static void words_seen(word_best *wb, boggle_solver *s)
{
	const boggle_word *w = boggle_solver_words(s);
	size_t i;

	for (i = 0; i < boggle_solver_count(s); i++) {
		if (wb->best[w[i].id] < 0)
			wb->ids[wb->n++] = w[i].id;
		if (w[i].score > wb->best[w[i].id])
			wb->best[w[i].id] = w[i].score;
	}
}

static boggle_prover *prover_for(const setup *su, boggle_rules *r,
				 boggle_bonus *bonus, boggle_rng *g, int rows,
				 int cols)
{
	boggle_prover *p = NULL;
	char err[BOGGLE_ERR_MAX] = "";

	*r = su->rules;
	if (su->bonus) {
		random_bonus(g, bonus, rows, cols);
		r->bonus = bonus;
	}
	assert_int_equal(boggle_prover_new(&p, su->dict, r, rows, cols, err),
			 BOGGLE_OK);
	if (su->exclude)
		assert_int_equal(boggle_prover_exclude(p, su->exclude),
				 BOGGLE_OK);
	return p;
}

/*
 * Classes of one shape: no board scores above the bound, or above the
 * union bound; a class enumerated whole holds exactly the bound's words,
 * and its union bound is their best scores added up.  Returns the
 * classes enumerated whole.
 */
static int check_sound(const setup *su, int rows, int cols, int classes,
		       uint64_t seed)
{
	size_t count = boggle_dict_count(su->dict);
	boggle_solver *s = t_solver(su->dict);
	word_best wb = {malloc((count + 1) * sizeof *wb.best),
			malloc((count + 1) * sizeof *wb.ids), 0};
	boggle_bonus bonus;
	boggle_rules r;
	boggle_board *b = NULL;
	boggle_prover *p;
	boggle_rng g;
	long top = 0;
	int c, whole = 0;

	assert_non_null(s);
	assert_true(wb.best && wb.ids);
	memset(wb.best, 0xff, (count + 1) * sizeof *wb.best);
	boggle_rng_seed(&g, seed);
	p = prover_for(su, &r, &bonus, &g, rows, cols);
	if (su->exclude)
		assert_int_equal(boggle_solver_exclude(s, su->exclude),
				 BOGGLE_OK);
	assert_int_equal(boggle_board_new(&b, su->dict->lang, rows, cols),
			 BOGGLE_OK);
	for (c = 0; c < classes; c++) {
		char text[1024];
		drawn dr;
		boggle_class *cls;
		boggle_bound bd;
		int pick[PROVE_MAX_CELLS] = {0};
		int all, k = 0, more = 1;
		int64_t sum = 0, every;
		size_t i;

		if (su->around)
			draw_around(&g, &dr, su->around[c % su->naround],
				    su->pool, su->npool, su->most);
		else
			draw(&g, &dr, su->dict->lang, rows, cols, su->pool,
			     su->npool, su->most);
		cls = drawn_class(&dr, text, sizeof text);
		assert_int_equal(boggle_prover_bound_every(p, cls, &bd, &every,
							   NULL), BOGGLE_OK);
		assert_true(bd.forced <= bd.bound);
		/* dropping covered paths only lowers the bound */
		assert_true(bd.bound <= every);
		all = drawn_boards(&dr) <= ENUM_MAX;
		while (more) {
			long score;

			if (!all)
				random_pick(&g, &dr, pick);
			drawn_board(&dr, pick, b);
			score = exact(s, b, &r);
			if (score > bd.bound || score > bd.union_bound) {
				char board[KEY_MAX];

				boggle_board_format(b, board, sizeof board);
				print_error("%s %dx%d class '%s': board %s "
					    "scores %ld, bound %lld, "
					    "union %lld\n",
					    su->name, rows, cols, text, board,
					    score, (long long)bd.bound,
					    (long long)bd.union_bound);
				fail();
			}
			if (score > top)
				top = score;
			if (all)
				words_seen(&wb, s);
			more = all ? next_pick(&dr, pick) : ++k < SAMPLES;
		}
		if (all) {
			whole++;
			for (i = 0; i < wb.n; i++) {
				sum += wb.best[wb.ids[i]];
				wb.best[wb.ids[i]] = -1;
			}
			if (bd.words != wb.n || bd.union_bound != sum)
				print_error("%s class '%s': %zu words for "
					    "%llu, %lld points for %lld\n",
					    su->name,
					    text, wb.n,
					    (unsigned long long)bd.words,
					    (long long)sum,
					    (long long)bd.union_bound);
			assert_int_equal(bd.words, wb.n);
			assert_int_equal(bd.union_bound, sum);
			wb.n = 0;
		}
		boggle_class_free(cls);
	}
	/* the classes were worth bounding: some board scores */
	assert_true(top > 0);
	boggle_board_free(b);
	boggle_prover_free(p);
	boggle_solver_free(s);
	free(wb.best);
	free(wb.ids);
	return whole;
}

/*
 * Parts of classes: cells of a class drawn at random fixed to one of
 * their tiles, each with even odds.  The bound with covered paths
 * dropped is at least every board's exact score (enumerated whole, or
 * sampled), and never above the bound with every path kept.  Returns
 * how many parts it lowered.
 */
static int check_parts(const setup *su, int rows, int cols, int parts,
		       uint64_t seed)
{
	boggle_solver *s = t_solver(su->dict);
	boggle_bonus bonus;
	boggle_rules r;
	boggle_board *b = NULL;
	boggle_prover *p;
	boggle_rng g;
	int c, lower = 0;

	assert_non_null(s);
	boggle_rng_seed(&g, seed);
	p = prover_for(su, &r, &bonus, &g, rows, cols);
	if (su->exclude)
		assert_int_equal(boggle_solver_exclude(s, su->exclude),
				 BOGGLE_OK);
	assert_int_equal(boggle_board_new(&b, su->dict->lang, rows, cols),
			 BOGGLE_OK);
	for (c = 0; c < parts; c++) {
		char text[1024];
		drawn dr;
		boggle_class *cls;
		boggle_bound bd;
		int64_t every;
		int pick[PROVE_MAX_CELLS] = {0};
		int all, i, k = 0, more = 1;

		draw(&g, &dr, su->dict->lang, rows, cols, su->pool, su->npool,
		     su->most);
		for (i = 0; i < rows * cols; i++)
			if (boggle_rng_below(&g, 2)) {
				dr.tile[i][0] = dr.tile[i][boggle_rng_below(
					&g, (uint32_t)dr.n[i])];
				dr.n[i] = 1;
			}
		cls = drawn_class(&dr, text, sizeof text);
		assert_int_equal(boggle_prover_bound_every(p, cls, &bd, &every,
							   NULL), BOGGLE_OK);
		assert_true(bd.bound <= every);
		lower += bd.bound < every;
		all = drawn_boards(&dr) <= ENUM_MAX;
		while (more) {
			long score;

			if (!all)
				random_pick(&g, &dr, pick);
			drawn_board(&dr, pick, b);
			score = exact(s, b, &r);
			if (score > bd.bound) {
				char board[KEY_MAX];

				boggle_board_format(b, board, sizeof board);
				print_error("%s %dx%d part '%s': board %s "
					    "scores %ld, bound %lld (%lld "
					    "with every path)\n", su->name,
					    rows, cols, text, board, score,
					    (long long)bd.bound,
					    (long long)every);
				fail();
			}
			more = all ? next_pick(&dr, pick) : ++k < SAMPLES;
		}
		boggle_class_free(cls);
	}
	boggle_board_free(b);
	boggle_prover_free(p);
	boggle_solver_free(s);
	return lower;
}

static void parts_shapes(const setup *su, int parts)
{
	int lower = check_parts(su, 2, 3, parts, 3000) +
		    check_parts(su, 3, 3, parts, 3001);

	/* fixing cells let some path be dropped somewhere */
	assert_true(lower > 0);
}

static void test_parts_sound(void **state)
{
	boggle_dict *en = english_list(), *es = spanish_list();
	setup su = {"parts", en, boggle_rules_classic(), 0, NULL, en_pool,
		    (int)(sizeof en_pool / sizeof *en_pool), 5, NULL, 0};

	(void)state;
	parts_shapes(&su, 16);
	su.name = "parts, words";
	su.rules.scoring = BOGGLE_SCORING_WORDS;
	su.rules.min_letters = 2;
	parts_shapes(&su, 12);
	su.name = "parts, letters, bonus";
	su.rules = boggle_rules_letters(NULL);
	su.bonus = 1;
	parts_shapes(&su, 16);
	su.name = "parts, es letters, bonus";
	su.dict = es;
	su.pool = es_pool;
	su.npool = (int)(sizeof es_pool / sizeof *es_pool);
	parts_shapes(&su, 12);
	su.name = "parts, builtin";
	su.dict = boggle_dict_builtin();
	su.rules = boggle_rules_classic();
	su.bonus = 0;
	su.pool = builtin_pool;
	su.npool = (int)(sizeof builtin_pool / sizeof *builtin_pool);
	su.most = 4;
	parts_shapes(&su, 10);
	boggle_dict_free(en);
	boggle_dict_free(es);
}

/*
 * A part where a path must go: on a 2x2 board whose first row is fixed
 * to "ab", the one word "ab" has three more paths through the open
 * cells, each needing a tile the fixed path does not.  Every board of
 * the part scores 1; kept, the other paths would count 3 more.
 */
static void test_parts_planted(void **state)
{
	static const char words[] = "ab\n";
	boggle_dict *d = t_dict(NULL, words, sizeof words - 1, NULL);
	boggle_rules r = boggle_rules_classic();
	boggle_prover *p = NULL;
	boggle_class *cls = NULL;
	boggle_bound bd;
	char err[BOGGLE_ERR_MAX] = "";
	static const char part[] = "a b / ax by";
	uint64_t covered;
	int64_t every;

	(void)state;
	assert_non_null(d);
	r.scoring = BOGGLE_SCORING_WORDS;
	r.min_letters = 2;
	assert_int_equal(boggle_prover_new(&p, d, &r, 2, 2, err), BOGGLE_OK);
	assert_int_equal(boggle_class_parse(&cls, d->lang, 2, 2, part,
					    strlen(part), err), BOGGLE_OK);
	assert_int_equal(boggle_prover_bound_every(p, cls, &bd, &every,
						   &covered), BOGGLE_OK);
	assert_int_equal(bd.bound, 1);
	assert_int_equal(every, 4);
	assert_int_equal(covered, 3);
	boggle_class_free(cls);
	boggle_prover_free(p);
	boggle_dict_free(d);
}

/*
 * Small classes of every shape, enumerated whole, then large classes of
 * 3x3 boards, sampled.
 */
static void sound_shapes(const setup *su, int classes)
{
	static const int shapes[][2] = {{1, 4}, {2, 2}, {2, 3}, {3, 2}, {3, 3}};
	setup large = *su;
	int i, whole = 0;

	for (i = 0; i < 5; i++)
		whole += check_sound(su, shapes[i][0], shapes[i][1], classes,
				     1000 + (uint64_t)i);
	assert_true(whole > 0);
	large.most = su->npool < 8 ? su->npool : 8;
	assert_true(check_sound(&large, 3, 3, classes / 2 + 1, 999) <
		    classes / 2 + 1);
}

static void test_sound_english(void **state)
{
	boggle_dict *d = english_list();
	setup su = {"classic", d, boggle_rules_classic(), 0, NULL, en_pool,
		    (int)(sizeof en_pool / sizeof *en_pool), 5, NULL, 0};

	(void)state;
	sound_shapes(&su, 12);
	/* one- and two-letter words count */
	su.name = "min 1";
	su.rules.min_letters = 1;
	sound_shapes(&su, 8);
	su.name = "min 5";
	su.rules.min_letters = 5;
	sound_shapes(&su, 6);
	su.name = "words";
	su.rules = boggle_rules_classic();
	su.rules.scoring = BOGGLE_SCORING_WORDS;
	sound_shapes(&su, 8);
	su.name = "superbig";
	su.rules = boggle_rules_for_shape(6, 6);
	su.rules.min_letters = 3;
	sound_shapes(&su, 6);
	boggle_dict_free(d);
}

static void test_sound_letters(void **state)
{
	boggle_dict *d = english_list();
	setup su = {"letters", d, boggle_rules_letters(NULL), 0, NULL, en_pool,
		    (int)(sizeof en_pool / sizeof *en_pool), 5, NULL, 0};

	(void)state;
	sound_shapes(&su, 10);
	su.name = "letters, bonus";
	su.bonus = 1;
	sound_shapes(&su, 10);
	boggle_dict_free(d);
}

static void test_sound_spanish(void **state)
{
	boggle_dict *d = spanish_list();
	setup su = {"es classic", d, boggle_rules_classic(), 0, NULL, es_pool,
		    (int)(sizeof es_pool / sizeof *es_pool), 5, NULL, 0};

	(void)state;
	sound_shapes(&su, 10);
	su.name = "es letters";
	su.rules = boggle_rules_letters(NULL);
	su.bonus = 1;
	sound_shapes(&su, 10);
	su.name = "es words";
	su.rules = boggle_rules_classic();
	su.rules.scoring = BOGGLE_SCORING_WORDS;
	su.rules.min_letters = 2;
	su.bonus = 0;
	sound_shapes(&su, 8);
	boggle_dict_free(d);
}

static void test_sound_builtin(void **state)
{
	static const char gone[] = "rate\ntear\nstare\nteas\nseat\nrates\n";
	const boggle_dict *d = boggle_dict_builtin();
	boggle_dict *ex = t_dict(NULL, gone, sizeof gone - 1, NULL);
	setup su = {"builtin", d, boggle_rules_classic(), 0, NULL, builtin_pool,
		    (int)(sizeof builtin_pool / sizeof *builtin_pool), 4, NULL,
		    0};

	(void)state;
	assert_non_null(ex);
	sound_shapes(&su, 6);
	su.name = "builtin, excluded";
	su.exclude = ex;
	sound_shapes(&su, 4);
	su.name = "builtin letters";
	su.exclude = NULL;
	su.rules = boggle_rules_letters(NULL);
	su.bonus = 1;
	sound_shapes(&su, 4);
	boggle_dict_free(ex);
}

/* ---- completeness -------------------------------------------------------- */

typedef struct keys {
	char (*at)[KEY_MAX];
	size_t n, cap;
} keys;

static void keys_push(keys *k, const char *key)
{
	if (k->n == k->cap) {
		k->cap = k->cap ? 2 * k->cap : 256;
		k->at = realloc(k->at, k->cap * sizeof *k->at);
		assert_non_null(k->at);
	}
	snprintf(k->at[k->n++], KEY_MAX, "%s", key);
}

/* A board and its score, as one text. */
static void keys_add(keys *k, long score, const boggle_board *b)
{
	char board[KEY_MAX], key[KEY_MAX + 24];

	assert_true(boggle_board_format(b, board, sizeof board) < sizeof board);
	snprintf(key, sizeof key, "%ld %s", score, board);
	assert_true(strlen(key) < KEY_MAX);
	keys_push(k, key);
}

static int key_cmp(const void *a, const void *b)
{
	return strcmp(a, b);
}

/* Sorted, each once. */
static void keys_sort(keys *k)
{
	size_t i, n = 0;

	if (k->n)
		qsort(k->at, k->n, sizeof *k->at, key_cmp);
	for (i = 0; i < k->n; i++)
		if (n == 0 || strcmp(k->at[n - 1], k->at[i]))
			memmove(k->at[n++], k->at[i], KEY_MAX);
	k->n = n;
}

/* Parts of classes handed to on_share, in all. */
static size_t shared_parts;

typedef struct proof {
	keys found;
	boggle_solver *s;      /* rescores what is found */
	const boggle_rules *r;
	boggle_board *copy;
	int rows, cols, rescore;
	boggle_class **queue;  /* parts shared, to prove next */
	size_t nq, qcap;
	int stop_after;        /* found returns 1 at this call; 0: never */
	int calls;
	const boggle_prover *prover; /* the one proving, whose turns count */
} proof;

static int on_found(void *ctx, const boggle_board *b, int32_t score)
{
	proof *pf = ctx;
	char was[KEY_MAX], now[KEY_MAX];

	assert_int_equal(boggle_board_rows(b), pf->rows);
	assert_int_equal(boggle_board_cols(b), pf->cols);
	/* already in its canonical orientation */
	boggle_board_copy(pf->copy, b);
	boggle_prover_orient(pf->prover, pf->copy);
	boggle_board_format(b, was, sizeof was);
	boggle_board_format(pf->copy, now, sizeof now);
	assert_string_equal(was, now);
	if (pf->rescore)
		assert_int_equal(exact(pf->s, b, pf->r), score);
	keys_add(&pf->found, score, b);
	return ++pf->calls == pf->stop_after;
}

static void on_share(void *ctx, boggle_class *part)
{
	proof *pf = ctx;

	if (pf->nq == pf->qcap) {
		pf->qcap = pf->qcap ? 2 * pf->qcap : 16;
		pf->queue = realloc(pf->queue, pf->qcap * sizeof *pf->queue);
		assert_non_null(pf->queue);
	}
	pf->queue[pf->nq++] = part;
	shared_parts++;
}

/*
 * Prove cls, and with hungry every part it gives away, on the one
 * prover: the boards found, sorted.
 */
static boggle_code prove_all(boggle_prover *p, const boggle_class *cls,
			     int32_t cutoff, proof *pf, const int *hungry,
			     boggle_prove_stats *st)
{
	boggle_code rc;

	pf->found.n = 0;
	pf->calls = 0;
	pf->prover = p;
	rc = boggle_prover_prove(p, cls, cutoff, on_found, on_share, pf,
				 hungry, st);
	while (rc == BOGGLE_OK && pf->nq) {
		boggle_class *part = pf->queue[--pf->nq];

		rc = boggle_prover_prove(p, part, cutoff, on_found, on_share,
					 pf, hungry, NULL);
		boggle_class_free(part);
	}
	keys_sort(&pf->found);
	return rc;
}

static void same_keys(const keys *want, const keys *got, const char *what,
		      const char *cls, int32_t cutoff)
{
	size_t i;

	if (want->n != got->n) {
		print_error("%s class '%s', cutoff %d: %zu boards, found %zu\n",
			    what, cls, cutoff, want->n, got->n);
		for (i = 0; i < want->n && i < 10; i++)
			print_error("  want %s\n", want->at[i]);
		for (i = 0; i < got->n && i < 10; i++)
			print_error("  got  %s\n", got->at[i]);
	}
	assert_int_equal(want->n, got->n);
	for (i = 0; i < want->n; i++)
		assert_string_equal(want->at[i], got->at[i]);
}

/*
 * Classes of one shape, each of at most ENUM_MAX boards: what the proof
 * finds at several cutoffs is what solving every board of the class
 * finds, each board turned to its canonical orientation (by the turns
 * that keep the bonus squares in place), and scored again.  Returns how many
 * boards were found in all.
 */
static size_t check_complete(const setup *su, int rows, int cols, int classes,
			     uint64_t seed, int hungry_too)
{
	boggle_solver *s = t_solver(su->dict);
	boggle_bonus bonus;
	boggle_rules r;
	boggle_board *b = NULL;
	boggle_prover *p;
	boggle_rng g;
	proof pf;
	keys want = {NULL, 0, 0};
	long *scores = malloc(ENUM_MAX * sizeof *scores);
	size_t total = 0;
	uint64_t rebuilt;
	int c, rebuild_at;

	assert_non_null(s);
	assert_non_null(scores);
	boggle_rng_seed(&g, seed);
	p = prover_for(su, &r, &bonus, &g, rows, cols);
	rebuild_at = p->rebuild_at;
	rebuilt = p->rebuilt;
	if (su->exclude)
		assert_int_equal(boggle_solver_exclude(s, su->exclude),
				 BOGGLE_OK);
	assert_int_equal(boggle_board_new(&b, su->dict->lang, rows, cols),
			 BOGGLE_OK);
	memset(&pf, 0, sizeof pf);
	pf.s = s;
	pf.r = &r;
	pf.rows = rows;
	pf.cols = cols;
	/* turned only as the bonus squares allow, a board scores the same */
	pf.rescore = 1;
	assert_int_equal(boggle_board_new(&pf.copy, su->dict->lang, rows, cols),
			 BOGGLE_OK);
	for (c = 0; c < classes; c++) {
		char text[1024];
		int pick[PROVE_MAX_CELLS] = {0};
		int32_t cutoffs[4];
		keys all = {NULL, 0, 0};
		long top = 0;
		drawn dr;
		boggle_class *cls;
		boggle_bound bd;
		int64_t every;
		size_t n = 0, i;
		int k, h;

		do {
			if (su->around)
				draw_around(&g, &dr,
					    su->around[c % su->naround],
					    su->pool, su->npool, su->most);
			else
				draw(&g, &dr, su->dict->lang, rows, cols,
				     su->pool, su->npool, su->most);
		} while (drawn_boards(&dr) > ENUM_MAX);
		cls = drawn_class(&dr, text, sizeof text);
		do {
			drawn_board(&dr, pick, b);
			scores[n] = exact(s, b, &r);
			if (scores[n] > top)
				top = scores[n];
			boggle_prover_orient(p, b);
			keys_add(&all, scores[n++], b);
		} while (next_pick(&dr, pick));
		assert_int_equal(boggle_prover_bound_every(p, cls, &bd, &every,
							   NULL), BOGGLE_OK);
		assert_true(bd.bound <= every);
		cutoffs[0] = top > 0 ? (int32_t)top : 1;
		cutoffs[1] = top > 1 ? (int32_t)(top + 1) / 2 : 1;
		cutoffs[2] = 1;
		cutoffs[3] = (int32_t)top + 1;
		for (k = 0; k < 4; k++) {
			want.n = 0;
			for (i = 0; i < n; i++)
				if (scores[i] >= cutoffs[k])
					keys_push(&want, all.at[i]);
			keys_sort(&want);
			/* sharing builds a tree for every part: once a class */
			for (h = 0; h <= (hungry_too && k == 1); h++) {
				int hungry = h;
				boggle_prove_stats st;

				assert_int_equal(prove_all(p, cls, cutoffs[k],
							   &pf, &hungry, &st),
						 BOGGLE_OK);
				same_keys(&want, &pf.found, su->name, text,
					  cutoffs[k]);
				/* one tree, whose bound is the class's */
				assert_int_equal(st.trees, 1);
				assert_int_equal(st.bound, bd.bound);
				assert_true(st.candidates >= want.n ||
					    (h && want.n));
				if (cutoffs[k] > bd.bound)
					assert_int_equal(st.candidates, 0);
			}
			/* every split's parts built again, paths dropped */
			p->rebuild_at = 0;
			{
				boggle_prove_stats st;

				assert_int_equal(prove_all(p, cls, cutoffs[k],
							   &pf, NULL, &st),
						 BOGGLE_OK);
				same_keys(&want, &pf.found, su->name, text,
					  cutoffs[k]);
			}
			p->rebuild_at = rebuild_at;
			total += want.n;
		}
		free(all.at);
		boggle_class_free(cls);
	}
	/* some split was built again */
	assert_true(p->rebuilt > rebuilt);
	free(want.at);
	free(pf.found.at);
	free(pf.queue);
	free(scores);
	boggle_board_free(pf.copy);
	boggle_board_free(b);
	boggle_prover_free(p);
	boggle_solver_free(s);
	return total;
}

static void complete_shapes(const setup *su, int classes)
{
	static const int shapes[][2] = {{1, 4}, {2, 2}, {2, 3}, {3, 3}};
	size_t found = 0, shared = shared_parts;
	int i;

	for (i = 0; i < 4; i++)
		found += check_complete(su, shapes[i][0], shapes[i][1], classes,
					2000 + (uint64_t)i, 1);
	/* the proofs had boards to find, and work to give away */
	assert_true(found > 0);
	assert_true(shared_parts > shared);
}

static void test_complete_english(void **state)
{
	boggle_dict *d = english_list();
	setup su = {"classic", d, boggle_rules_classic(), 0, NULL, en_pool,
		    (int)(sizeof en_pool / sizeof *en_pool), 4, NULL, 0};

	(void)state;
	complete_shapes(&su, 6);
	su.name = "min 1";
	su.rules.min_letters = 1;
	complete_shapes(&su, 4);
	su.name = "words";
	su.rules = boggle_rules_classic();
	su.rules.scoring = BOGGLE_SCORING_WORDS;
	complete_shapes(&su, 4);
	su.name = "letters";
	su.rules = boggle_rules_letters(NULL);
	complete_shapes(&su, 4);
	su.name = "letters, bonus";
	su.bonus = 1;
	complete_shapes(&su, 4);
	boggle_dict_free(d);
}

static void test_complete_spanish(void **state)
{
	boggle_dict *d = spanish_list();
	setup su = {"es classic", d, boggle_rules_classic(), 0, NULL, es_pool,
		    (int)(sizeof es_pool / sizeof *es_pool), 4, NULL, 0};

	(void)state;
	complete_shapes(&su, 5);
	su.name = "es letters";
	su.rules = boggle_rules_letters(NULL);
	complete_shapes(&su, 4);
	boggle_dict_free(d);
}

static void test_complete_builtin(void **state)
{
	static const char gone[] = "rate\ntear\nstare\nteas\nseat\nrates\n";
	boggle_dict *ex = t_dict(NULL, gone, sizeof gone - 1, NULL);
	setup su = {"builtin", boggle_dict_builtin(), boggle_rules_classic(), 0,
		    NULL, builtin_pool,
		    (int)(sizeof builtin_pool / sizeof *builtin_pool), 3, NULL,
		    0};

	(void)state;
	assert_non_null(ex);
	complete_shapes(&su, 4);
	su.name = "builtin, excluded";
	su.exclude = ex;
	complete_shapes(&su, 3);
	boggle_dict_free(ex);
}

/*
 * Classes around boards that hold a long word, laid along a path of every
 * cell: the paths a bound must follow are the longest there are.
 */
static void test_long_words(void **state)
{
	static const char *const en_words[] = {"entertain", "heathen",
					       "retreat"};
	boggle_dict *en = english_list();
	const boggle_dict *d = boggle_dict_builtin();
	boggle_board *boards[6];
	boggle_rng g;
	setup su = {"long", en, boggle_rules_classic(), 0, NULL, en_pool,
		    (int)(sizeof en_pool / sizeof *en_pool), 2, boards, 3};
	size_t found;
	int i;

	(void)state;
	boggle_rng_seed(&g, 17);
	for (i = 0; i < 6; i++) {
		char word[BOGGLE_WORD_TEXT_MAX];
		int64_t id;

		boards[i] = NULL;
		assert_int_equal(boggle_board_new(&boards[i], NULL, 3, 3),
				 BOGGLE_OK);
		if (i < 3) {
			snprintf(word, sizeof word, "%s", en_words[i]);
		} else {
			/* a word of 9 letters or more, in at most 9 cells */
			id = boggle_dict_pick_long(d, 9, 9, &g);
			assert_true(id >= 0);
			boggle_dict_word(d, (uint32_t)id, word, sizeof word);
		}
		assert_int_equal(boggle_plant(boards[i], NULL, 3, 3, word, &g,
					      NULL), BOGGLE_OK);
	}
	check_sound(&su, 3, 3, 6, 31);
	found = check_complete(&su, 3, 3, 3, 32, 1);
	su.name = "long, letters";
	su.rules = boggle_rules_letters(NULL);
	su.bonus = 1;
	check_sound(&su, 3, 3, 6, 33);
	found += check_complete(&su, 3, 3, 3, 34, 0);
	su = (setup){"long, builtin", d, boggle_rules_classic(), 0, NULL,
		     builtin_pool,
		     (int)(sizeof builtin_pool / sizeof *builtin_pool), 2,
		     boards + 3, 3};
	check_sound(&su, 3, 3, 6, 35);
	found += check_complete(&su, 3, 3, 3, 36, 0);
	assert_true(found > 0);
	for (i = 0; i < 6; i++)
		boggle_board_free(boards[i]);
	boggle_dict_free(en);
}

/* A found callback that says stop: the proof gives up there. */
static void test_found_stops(void **state)
{
	boggle_dict *d = english_list();
	boggle_rules r = boggle_rules_classic();
	boggle_prover *p = NULL;
	boggle_class *cls = NULL;
	static const char text[] = "aest rn / est aen";
	proof pf;
	boggle_prove_stats st;

	(void)state;
	memset(&pf, 0, sizeof pf);
	pf.rows = pf.cols = 2;
	assert_int_equal(boggle_board_new(&pf.copy, NULL, 2, 2), BOGGLE_OK);
	assert_int_equal(boggle_prover_new(&p, d, &r, 2, 2, NULL), BOGGLE_OK);
	assert_int_equal(boggle_class_parse(&cls, NULL, 2, 2, text,
					    sizeof text - 1, NULL), BOGGLE_OK);
	assert_int_equal(boggle_prover_prove(p, cls, 1, on_found, NULL, &pf,
					     NULL, &st), BOGGLE_OK);
	assert_true(pf.calls > 1);
	pf.calls = 0;
	pf.found.n = 0;
	pf.stop_after = 1;
	assert_int_equal(boggle_prover_prove(p, cls, 1, on_found, NULL, &pf,
					     NULL, &st), BOGGLE_GAVE_UP);
	assert_int_equal(pf.calls, 1);
	free(pf.found.at);
	boggle_board_free(pf.copy);
	boggle_class_free(cls);
	boggle_prover_free(p);
	boggle_dict_free(d);
}

/*
 * A class whose tree passes the prover's memory limit is split: the
 * proof finds what it finds with room for the whole tree, also when it
 * hands the parts it has not built yet over as soon as asked.  With too
 * little room for any tree, bound and proof say so, and the prover works
 * again once given room.
 */
static void test_memory_limit(void **state)
{
	static const char text[] =
		"aesi rtln aeio / nstr aeou rstl / eaio lntr esai";
	const boggle_dict *d = boggle_dict_builtin();
	boggle_rules r = boggle_rules_classic();
	boggle_prover *roomy = NULL, *tight = NULL, *none = NULL;
	boggle_class *cls = NULL;
	boggle_bound bd;
	boggle_prove_stats st;
	proof a, b;
	int32_t cutoff;
	int hungry = 1;
	size_t shared, k;

	(void)state;
	memset(&a, 0, sizeof a);
	memset(&b, 0, sizeof b);
	a.rows = a.cols = b.rows = b.cols = 3;
	assert_int_equal(boggle_board_new(&a.copy, NULL, 3, 3), BOGGLE_OK);
	assert_int_equal(boggle_board_new(&b.copy, NULL, 3, 3), BOGGLE_OK);
	assert_int_equal(boggle_class_parse(&cls, NULL, 3, 3, text,
					    sizeof text - 1, NULL), BOGGLE_OK);
	assert_int_equal(boggle_prover_new(&roomy, d, &r, 3, 3, NULL),
			 BOGGLE_OK);
	assert_int_equal(boggle_prover_new(&tight, d, &r, 3, 3, NULL),
			 BOGGLE_OK);
	assert_int_equal(boggle_prover_new(&none, d, &r, 3, 3, NULL),
			 BOGGLE_OK);
	assert_int_equal(boggle_prover_bound(roomy, cls, &bd), BOGGLE_OK);
	/* a quarter of what the class's tree took cannot hold it */
	assert_true(bd.nodes > 65536);
	boggle_prover_limit(tight, bd.bytes / 4);
	assert_int_equal(boggle_prover_bound(tight, cls, &bd),
			 BOGGLE_TOO_LARGE);
	for (cutoff = 180; cutoff <= 220; cutoff += 20) {
		assert_int_equal(prove_all(roomy, cls, cutoff, &a, NULL, &st),
				 BOGGLE_OK);
		assert_int_equal(st.trees, 1);
		assert_int_equal(prove_all(tight, cls, cutoff, &b, NULL, &st),
				 BOGGLE_OK);
		assert_true(st.trees > 1);
		same_keys(&a.found, &b.found, "split", text, cutoff);
		/* bounded part by part, the class's bound still holds them all */
		for (k = 0; k < b.found.n; k++)
			assert_true(strtol(b.found.at[k], NULL, 10) <= st.bound);
		shared = shared_parts;
		assert_int_equal(prove_all(tight, cls, cutoff, &b, &hungry, &st),
				 BOGGLE_OK);
		assert_true(shared_parts > shared);
		same_keys(&a.found, &b.found, "split and shared", text, cutoff);
	}
	assert_true(a.found.n > 0);
	boggle_prover_limit(none, 1024);
	assert_int_equal(boggle_prover_bound(none, cls, &bd), BOGGLE_TOO_LARGE);
	assert_int_equal(boggle_prover_prove(none, cls, 100, on_found, NULL, &a,
					     NULL, NULL), BOGGLE_TOO_LARGE);
	boggle_prover_limit(none, (size_t)1 << 30);
	assert_int_equal(boggle_prover_bound(none, cls, &bd), BOGGLE_OK);
	free(a.found.at);
	free(b.found.at);
	free(b.queue);
	boggle_board_free(a.copy);
	boggle_board_free(b.copy);
	boggle_class_free(cls);
	boggle_prover_free(roomy);
	boggle_prover_free(tight);
	boggle_prover_free(none);
}

/* ---- orientation --------------------------------------------------------- */

/* Cells in the alphabet's order: letter codes follow it, a prefix first. */
static int cell_order(const boggle_cell *a, const boggle_cell *b)
{
	int k;

	for (k = 0; k < a->len && k < b->len; k++)
		if (a->letters[k] != b->letters[k])
			return (unsigned char)a->letters[k] -
			       (unsigned char)b->letters[k];
	return a->len - b->len;
}

static int board_order(const boggle_board *a, const boggle_board *b)
{
	int i, d;

	for (i = 0; i < a->rows * a->cols; i++)
		if ((d = cell_order(&a->cells[i], &b->cells[i])))
			return d;
	return 0;
}

static int same_board(const boggle_board *a, const boggle_board *b)
{
	return a->rows == b->rows && a->cols == b->cols && !board_order(a, b);
}

/* A square turned a quarter clockwise. */
static void turn(const boggle_board *from, boggle_board *to)
{
	int n = from->rows, r, c;

	*to = *from;
	for (r = 0; r < n; r++)
		for (c = 0; c < n; c++)
			to->cells[c * n + (n - 1 - r)] = from->cells[r * n + c];
}

/* Left and right swapped. */
static void mirror(const boggle_board *from, boggle_board *to)
{
	int r, c;

	*to = *from;
	for (r = 0; r < from->rows; r++)
		for (c = 0; c < from->cols; c++)
			to->cells[r * from->cols + from->cols - 1 - c] =
				from->cells[r * from->cols + c];
}

/* The images of b that keep its shape: 8 for a square, else 4. */
static int images(const boggle_board *b, boggle_board *out)
{
	int k;

	out[0] = *b;
	if (b->rows == b->cols) {
		for (k = 1; k < 4; k++)
			turn(&out[k - 1], &out[k]);
		for (k = 0; k < 4; k++)
			mirror(&out[k], &out[4 + k]);
		return 8;
	}
	/* left for right, a half turn, and top for bottom */
	mirror(b, &out[1]);
	out[2] = *b;
	for (k = 0; k < b->rows * b->cols; k++)
		out[2].cells[b->rows * b->cols - 1 - k] = b->cells[k];
	mirror(&out[2], &out[3]);
	return 4;
}

static void check_orient(const boggle_board *b)
{
	static boggle_board img[8], o, again, turned;
	int n = images(b, img), k, one = 0;

	o = *b;
	boggle_board_orient(&o);
	again = o;
	boggle_board_orient(&again);
	assert_true(same_board(&o, &again));
	for (k = 0; k < n; k++) {
		assert_true(board_order(&o, &img[k]) <= 0);
		one |= same_board(&o, &img[k]);
		turned = img[k];
		boggle_board_orient(&turned);
		assert_true(same_board(&o, &turned));
	}
	/* and it is one of them */
	assert_true(one);
}

static void test_orient(void **state)
{
	static const int shapes[][2] = {{1, 1}, {1, 4}, {4, 1}, {2, 2}, {2, 3},
					{3, 2}, {3, 3}, {4, 4}, {5, 5}, {2, 5},
					{3, 4}, {6, 6}, {16, 16}};
	static const char *const few[] = {"a", "b", "[ch]", "c"};
	const boggle_lang *es = boggle_lang_find("es");
	boggle_board *b = NULL;
	boggle_rng g;
	char err[BOGGLE_ERR_MAX];
	int s, k, i;

	(void)state;
	boggle_rng_seed(&g, 7);
	assert_int_equal(boggle_board_new(&b, NULL, 1, 1), BOGGLE_OK);
	for (s = 0; s < 13; s++) {
		int rows = shapes[s][0], cols = shapes[s][1];

		for (k = 0; k < 40; k++) {
			const boggle_lang *lang = k % 2 ? es : NULL;

			assert_int_equal(boggle_throw_letters(b, lang, rows,
							      cols, &g),
					 BOGGLE_OK);
			/* ties: few letters, the first difference far in */
			if (k % 4 >= 2) {
				for (i = 0; i < rows * cols; i++) {
					const char *t = few[boggle_rng_below(&g,
							k % 4 == 2 ? 2 : 4)];

					if (!lang && !strcmp(t, "[ch]"))
						t = "[th]";
					assert_int_equal(boggle_board_set_cell(
						b, i, t, strlen(t), err),
						BOGGLE_OK);
				}
			}
			check_orient(b);
		}
	}
	/* a board that is its own mirror, and the same letter throughout */
	parse_ok(b, "abba/cddc");
	check_orient(b);
	parse_ok(b, "zzzzzzzzz");
	check_orient(b);
	boggle_board_orient(NULL);
	boggle_board_free(b);
}

/* ---- class ids ----------------------------------------------------------- */

/* Where each cell of image k takes its letters from, by the images above. */
static int symmetries(int rows, int cols, int map[8][PROVE_MAX_CELLS])
{
	static boggle_board b, img[8];
	int n, k, i;

	memset(&b, 0, sizeof b);
	b.rows = rows;
	b.cols = cols;
	/* each cell marked with its own number */
	for (i = 0; i < rows * cols; i++) {
		b.cells[i].letters[0] = (char)(i + 1);
		b.cells[i].len = 1;
	}
	n = images(&b, img);
	for (k = 0; k < n; k++)
		for (i = 0; i < rows * cols; i++)
			map[k][i] = img[k].cells[i].letters[0] - 1;
	return n;
}

static int same_tiles(const boggle_class *a, int i, const boggle_class *b,
		      int j)
{
	int t;

	if (a->ntiles[i] != b->ntiles[j])
		return 0;
	for (t = 0; t < a->ntiles[i]; t++)
		if (cell_order(&a->tiles[i][t], &b->tiles[j][t]))
			return 0;
	return 1;
}

/* Cells of a run of buckets as the prover writes them: words of the text. */
static int words_in(const char *text, const char *end)
{
	int n = 0, in = 0;

	for (; text < end; text++) {
		if (*text == ' ')
			in = 0;
		else if (!in++)
			n++;
	}
	return n;
}

/*
 * Each class id as digits, one bucket a cell, the first cell most
 * significant; an id is canonical when no symmetry (that keeps the bonus
 * squares) gives a smaller one.  The prover agrees on every id, its
 * count of canonical ids is theirs, and the class of an image id is the
 * image of the class.
 */
static void check_ids(const boggle_prover *p, int rows, int cols,
		      const boggle_bonus *bonus)
{
	int map[8][PROVE_MAX_CELLS], keep[8][PROVE_MAX_CELLS];
	int base[PROVE_MAX_CELLS], ncells = rows * cols, kinds[2], nsym = 0;
	int n, k, i;
	char text[2048];
	const char *semi;
	uint64_t space = 1, id, canonical = 0;

	assert_true(boggle_prover_buckets(p, text, sizeof text) < sizeof text);
	semi = strchr(text, ';');
	kinds[0] = words_in(text, semi ? semi : text + strlen(text));
	kinds[1] = semi ? words_in(semi + 1, text + strlen(text)) : 0;
	/* two kinds of cells only on boards of more than 9 */
	assert_int_equal(semi != NULL, ncells > 9);
	for (i = 0; i < ncells; i++) {
		int r = i / cols, c = i % cols;
		int corner = (r == 0 || r == rows - 1) &&
			     (c == 0 || c == cols - 1);

		base[i] = kinds[ncells > 9 && !corner];
		assert_true(base[i] >= 1);
		space *= (uint64_t)base[i];
	}
	assert_int_equal(boggle_prover_space(p), space);
	n = symmetries(rows, cols, map);
	for (k = 0; k < n; k++) {
		for (i = 0; i < ncells; i++)
			if (bonus && bonus->cells[map[k][i]] != bonus->cells[i])
				break;
		if (i == ncells)
			memcpy(keep[nsym++], map[k], sizeof keep[0]);
	}
	for (id = 0; id < space; id++) {
		int d[PROVE_MAX_CELLS], mine = 1;
		uint64_t x = id;

		for (i = ncells - 1; i >= 0; i--) {
			d[i] = (int)(x % (uint64_t)base[i]);
			x /= (uint64_t)base[i];
		}
		for (k = 0; k < nsym; k++) {
			uint64_t image = 0;
			boggle_class *a = NULL, *b = NULL;

			for (i = 0; i < ncells; i++)
				image = image * (uint64_t)base[i] +
					(uint64_t)d[keep[k][i]];
			mine &= image >= id;
			if (id % 41)
				continue;
			assert_int_equal(boggle_prover_class(p, id, &a),
					 BOGGLE_OK);
			assert_int_equal(boggle_prover_class(p, image, &b),
					 BOGGLE_OK);
			for (i = 0; i < ncells; i++)
				assert_true(same_tiles(b, i, a, keep[k][i]));
			boggle_class_free(a);
			boggle_class_free(b);
		}
		assert_int_equal(boggle_prover_canonical(p, id), mine);
		canonical += (uint64_t)mine;
	}
	assert_int_equal(boggle_prover_classes(p), canonical);
	assert_int_equal(boggle_prover_canonical(p, space), 0);
}

static void test_class_ids(void **state)
{
	static const int shapes[][2] = {{2, 2}, {3, 3}, {2, 3}, {3, 2}, {3, 4},
					{1, 4}, {1, 1}};
	const boggle_dict *d = boggle_dict_builtin();
	boggle_dict *es = spanish_list();
	boggle_rules r = boggle_rules_classic();
	boggle_prover *p = NULL;
	boggle_bonus bonus;
	boggle_rng g;
	int s, k;

	(void)state;
	for (s = 0; s < 7; s++) {
		int rows = shapes[s][0], cols = shapes[s][1];

		assert_int_equal(boggle_prover_new(&p, d, &r, rows, cols, NULL),
				 BOGGLE_OK);
		check_ids(p, rows, cols, NULL);
		/* a fourth kind of tile: a bucket of its own */
		assert_int_equal(boggle_prover_tiles(p, "aest[th]", 8, NULL),
				 BOGGLE_OK);
		check_ids(p, rows, cols, NULL);
		boggle_prover_free(p);
		assert_int_equal(boggle_prover_new(&p, es, &r, rows, cols,
						   NULL), BOGGLE_OK);
		check_ids(p, rows, cols, NULL);
		boggle_prover_free(p);
	}
	/* bonus squares keep the symmetries that keep them */
	boggle_rng_seed(&g, 11);
	r = boggle_rules_letters(&bonus);
	for (k = 0; k < 12; k++) {
		int rows = k % 3 ? 3 : 2, cols = k % 3 == 2 ? 4 : 3;

		if (k < 4) {
			/* symmetric under some images at least */
			bonus.rows = bonus.cols = 3;
			memcpy(bonus.cells, k % 2 ? "T.T.d.T.T" : "d.......d",
			       9);
			rows = cols = 3;
		} else {
			random_bonus(&g, &bonus, rows, cols);
		}
		assert_int_equal(boggle_prover_new(&p, d, &r, rows, cols, NULL),
				 BOGGLE_OK);
		check_ids(p, rows, cols, &bonus);
		boggle_prover_free(p);
	}
	boggle_dict_free(es);
}

/* The tiles a class's one cell holds, as a mask over the tiles of set. */
static uint64_t tile_mask(const boggle_class *cls, int cell,
			  const boggle_class *set)
{
	uint64_t mask = 0;
	int t, u;

	for (t = 0; t < cls->ntiles[cell]; t++) {
		for (u = 0; u < set->ntiles[0]; u++)
			if (!cell_order(&cls->tiles[cell][t],
					&set->tiles[0][u]))
				break;
		/* no tile but those asked for */
		assert_true(u < set->ntiles[0]);
		mask |= (uint64_t)1 << u;
	}
	return mask;
}

/* Every cell's buckets split the tiles asked for between them. */
static void check_tiles(const boggle_prover *p, int ncells, const char *tiles)
{
	static uint64_t seen[PROVE_MAX_CELLS][64];
	boggle_class *set = NULL, *cls = NULL;
	uint64_t id, space = boggle_prover_space(p), all[PROVE_MAX_CELLS] = {0};
	int n[PROVE_MAX_CELLS] = {0}, i, j;

	assert_int_equal(boggle_class_parse(&set, boggle_dict_lang(
					    boggle_dict_builtin()), 1, 1, tiles,
					    strlen(tiles), NULL), BOGGLE_OK);
	for (id = 0; id < space; id++) {
		assert_int_equal(boggle_prover_class(p, id, &cls), BOGGLE_OK);
		for (i = 0; i < ncells; i++) {
			uint64_t m = tile_mask(cls, i, set);

			for (j = 0; j < n[i] && seen[i][j] != m; j++)
				assert_true(!(seen[i][j] & m));
			if (j == n[i])
				seen[i][n[i]++] = m;
			all[i] |= m;
		}
		boggle_class_free(cls);
	}
	for (i = 0; i < ncells; i++)
		assert_int_equal(all[i], ((uint64_t)1 << set->ntiles[0]) - 1);
	boggle_class_free(set);
}

static void test_tiles(void **state)
{
	const boggle_dict *d = boggle_dict_builtin();
	boggle_rules r = boggle_rules_classic();
	boggle_prover *p = NULL;
	char err[BOGGLE_ERR_MAX], text[256];
	uint64_t space, classes;

	(void)state;
	assert_int_equal(boggle_prover_new(&p, d, &r, 3, 3, NULL), BOGGLE_OK);
	space = boggle_prover_space(p);
	assert_int_equal(space, 512);
	assert_int_equal(boggle_prover_tiles(p, "aest", 4, NULL), BOGGLE_OK);
	check_tiles(p, 9, "aest");
	check_ids(p, 3, 3, NULL);
	/* a tile of two letters, in no bucket: a third bucket */
	assert_int_equal(boggle_prover_tiles(p, "aet[th]", 7, NULL), BOGGLE_OK);
	assert_int_equal(boggle_prover_space(p), 19683);
	check_tiles(p, 9, "aet[th]");
	boggle_prover_buckets(p, text, sizeof text);
	assert_string_equal(text, "ae t [th]");
	/* each call starts again from every letter */
	assert_int_equal(boggle_prover_tiles(p, "bcd", 3, NULL), BOGGLE_OK);
	check_tiles(p, 9, "bcd");
	assert_int_equal(boggle_prover_space(p), 1);
	assert_int_equal(boggle_prover_classes(p), 1);
	/* a bad list changes nothing */
	space = boggle_prover_space(p);
	classes = boggle_prover_classes(p);
	err[0] = '\0';
	assert_int_equal(boggle_prover_tiles(p, "a1", 2, err), BOGGLE_SYNTAX);
	assert_true(err[0] != '\0');
	err[0] = '\0';
	assert_int_equal(boggle_prover_tiles(p, "", 0, err), BOGGLE_SYNTAX);
	assert_true(err[0] != '\0');
	assert_int_equal(boggle_prover_tiles(p, "aa", 2, NULL), BOGGLE_SYNTAX);
	assert_int_equal(boggle_prover_space(p), space);
	assert_int_equal(boggle_prover_classes(p), classes);
	boggle_prover_free(p);
	/* cells of three buckets, on a larger board */
	assert_int_equal(boggle_prover_new(&p, d, &r, 3, 4, NULL), BOGGLE_OK);
	assert_int_equal(boggle_prover_tiles(p, "aebt", 4, NULL), BOGGLE_OK);
	assert_int_equal(boggle_prover_space(p), 104976);
	check_tiles(p, 12, "aebt");
	check_ids(p, 3, 4, NULL);
	boggle_prover_free(p);
}

/* ---- class text ---------------------------------------------------------- */

static boggle_class *parse_class(const boggle_lang *lang, int rows, int cols,
				 const char *text)
{
	boggle_class *cls = NULL;
	char err[BOGGLE_ERR_MAX] = "";

	if (boggle_class_parse(&cls, lang, rows, cols, text, strlen(text),
			       err) != BOGGLE_OK)
		print_error("class '%s': %s\n", text, err);
	assert_non_null(cls);
	return cls;
}

static void same_class(const boggle_class *a, const boggle_class *b)
{
	int i;

	assert_int_equal(a->rows, b->rows);
	assert_int_equal(a->cols, b->cols);
	for (i = 0; i < a->rows * a->cols; i++)
		assert_true(same_tiles(a, i, b, i));
}

/* Written and read again, a class is the same class, written the same. */
static void round_trip(const drawn *dr)
{
	static char text[8192], once[8192], twice[8192];
	boggle_class *a, *b;
	boggle_board *one = NULL;
	size_t n;
	int i, k;

	a = drawn_class(dr, text, sizeof text);
	/* each tile read as the test wrote it */
	assert_int_equal(boggle_board_new(&one, dr->lang, 1, 1), BOGGLE_OK);
	for (i = 0; i < dr->rows * dr->cols; i++) {
		assert_int_equal(a->ntiles[i], dr->n[i]);
		for (k = 0; k < dr->n[i]; k++) {
			assert_int_equal(boggle_board_set_cell(one, 0,
				dr->tile[i][k], strlen(dr->tile[i][k]), NULL),
				BOGGLE_OK);
			assert_int_equal(cell_order(&one->cells[0],
						    &a->tiles[i][k]), 0);
		}
	}
	boggle_board_free(one);
	n = boggle_class_format(a, once, sizeof once);
	assert_int_equal(n, strlen(once));
	assert_true(n < sizeof once);
	b = parse_class(dr->lang, dr->rows, dr->cols, once);
	same_class(a, b);
	assert_int_equal(boggle_class_format(b, twice, sizeof twice), n);
	assert_string_equal(once, twice);
	/* cut short: the length it needs, and a prefix */
	if (n > 3) {
		char small[4];

		assert_int_equal(boggle_class_format(a, small, sizeof small),
				 n);
		assert_int_equal(strlen(small), 3);
		assert_memory_equal(small, once, 3);
	}
	assert_int_equal(boggle_class_format(a, NULL, 0), n);
	boggle_class_free(a);
	boggle_class_free(b);
}

/* Classes as sets of boards: within, apart, and the boards they hold. */
static void test_class_sets(void **state)
{
	static const char *const text[] = {
		"ae st / rl ae", "a st / rl ae", "e st / rl ae", "ae s / rl e",
		"ae st / rl aeo",
	};
	const boggle_dict *d = boggle_dict_builtin();
	boggle_rules r = boggle_rules_classic();
	boggle_class *c[5];
	boggle_prover *p = NULL;
	boggle_board *b = NULL;
	size_t i;

	(void)state;
	for (i = 0; i < 5; i++)
		assert_int_equal(boggle_class_parse(&c[i], NULL, 2, 2, text[i],
						    strlen(text[i]), NULL),
				 BOGGLE_OK);
	assert_true(boggle_class_within(c[0], c[0]));
	assert_true(boggle_class_within(c[1], c[0]));
	assert_true(boggle_class_within(c[3], c[0]));
	assert_true(boggle_class_within(c[0], c[4]));
	assert_false(boggle_class_within(c[0], c[1]));
	assert_false(boggle_class_within(c[4], c[0]));
	assert_true(boggle_class_disjoint(c[1], c[2]));
	assert_false(boggle_class_disjoint(c[1], c[0]));
	assert_false(boggle_class_disjoint(c[2], c[3]));
	assert_false(boggle_class_disjoint(c[1], c[3]));
	/* a less b: apart from b and from one another, the rest of a */
	for (i = 0; i < 5; i++) {
		boggle_class *rest[25];
		double boards = 0;
		int n, j, k;

		assert_int_equal(boggle_class_minus(c[0], c[i], rest, &n),
				 BOGGLE_OK);
		for (j = 0; j < n; j++) {
			assert_true(boggle_class_within(rest[j], c[0]));
			assert_true(boggle_class_disjoint(rest[j], c[i]));
			for (k = 0; k < j; k++)
				assert_true(boggle_class_disjoint(rest[j], rest[k]));
			boards += boggle_class_boards(rest[j]);
		}
		assert_true(boards == (i == 0 || i == 4 ? 0 :
				       i == 1 || i == 2 ? 8 : 12));
		for (j = 0; j < n; j++)
			boggle_class_free(rest[j]);
	}
	assert_int_equal(boggle_prover_new(&p, d, &r, 2, 2, NULL), BOGGLE_OK);
	assert_int_equal(boggle_board_new(&b, NULL, 2, 2), BOGGLE_OK);
	/* held as it is, or turned: "ls/ea" is "ae/sl" turned */
	assert_int_equal(boggle_board_parse(b, NULL, "ae/sl", 5, NULL), BOGGLE_OK);
	assert_false(boggle_prover_holds(p, c[1], b));
	assert_int_equal(boggle_board_parse(b, NULL, "as/la", 5, NULL), BOGGLE_OK);
	assert_true(boggle_prover_holds(p, c[1], b));
	assert_int_equal(boggle_board_parse(b, NULL, "sa/al", 5, NULL), BOGGLE_OK);
	assert_true(boggle_prover_holds(p, c[1], b));
	assert_int_equal(boggle_board_parse(b, NULL, "zz/zz", 5, NULL), BOGGLE_OK);
	assert_false(boggle_prover_holds(p, c[0], b));
	boggle_board_free(b);
	boggle_prover_free(p);
	for (i = 0; i < 5; i++)
		boggle_class_free(c[i]);
}

static void test_class_text(void **state)
{
	static const int shapes[][2] = {{1, 1}, {1, 25}, {25, 1}, {5, 5},
					{2, 3}, {4, 4}, {3, 3}, {4, 6}};
	static const char *const es[] = {"a", "b", "c", "[ch]", "d", "e", "h",
					 "l", "[ll]", "ñ", "o", "r", "[rr]",
					 "s", "[ñe]", "[lla]"};
	static char single[26][2], pairs[38][5];
	static boggle_class dummy;
	const char *en[64];
	char text[1024], err[BOGGLE_ERR_MAX];
	boggle_class *cls;
	boggle_rng g;
	drawn dr;
	int s, k, i;

	(void)state;
	/* 26 letters and 38 tiles of two: as many tiles as a cell takes */
	for (i = 0; i < 26; i++) {
		single[i][0] = (char)('a' + i);
		en[i] = single[i];
	}
	/* English q is Qu: no pair starts or ends with it */
	for (i = 0, k = 0; i < 38; k++) {
		int x = 'a' + k / 25, y = 'a' + 1 + k / 25 + k % 25;

		if (x == 'q' || y == 'q' || y > 'z')
			continue;
		snprintf(pairs[i], sizeof pairs[i], "[%c%c]", x, y);
		en[26 + i] = pairs[i];
		i++;
	}
	boggle_rng_seed(&g, 5);
	for (s = 0; s < 8; s++) {
		for (k = 0; k < 12; k++) {
			draw(&g, &dr, NULL, shapes[s][0], shapes[s][1], en, 64,
			     k % 3 ? 5 : 64);
			round_trip(&dr);
			draw(&g, &dr, boggle_lang_find("es"), shapes[s][0],
			     shapes[s][1], es, 16, k % 3 ? 4 : 16);
			round_trip(&dr);
		}
	}
	/* every cell full */
	draw(&g, &dr, NULL, 5, 5, en, 64, 1);
	for (i = 0; i < 25; i++) {
		dr.n[i] = 64;
		for (k = 0; k < 64; k++)
			dr.tile[i][k] = en[(k + i) % 64];
	}
	round_trip(&dr);
	/* rows may be marked or not, cells parted by any white space */
	cls = parse_class(NULL, 2, 2, "ab c / d [th]e");
	boggle_class_format(cls, text, sizeof text);
	assert_string_equal(text, "ab c / d [th]e");
	boggle_class_free(cls);
	cls = parse_class(NULL, 2, 2, " ab\tc\n\nd  [th]e/");
	boggle_class_format(cls, err, sizeof err);
	assert_string_equal(err, text);
	assert_true(boggle_class_boards(cls) == 4);
	/* each cell's tiles, [th] one of them; none past the board */
	assert_int_equal(boggle_class_tiles(cls, 0), 2);
	assert_int_equal(boggle_class_tiles(cls, 1), 1);
	assert_int_equal(boggle_class_tiles(cls, 2), 1);
	assert_int_equal(boggle_class_tiles(cls, 3), 2);
	assert_int_equal(boggle_class_tiles(cls, 4), 0);
	assert_int_equal(boggle_class_tiles(cls, -1), 0);
	assert_int_equal(boggle_class_tiles(NULL, 0), 0);
	boggle_class_free(cls);
	/* a 65th tile */
	snprintf(text, sizeof text, "%s", "abcdefghijklmnopqrstuvwxyz");
	for (i = 0; i < 38; i++)
		strcat(text, pairs[i]);
	cls = parse_class(NULL, 1, 1, text);
	assert_int_equal(cls->ntiles[0], 64);
	boggle_class_free(cls);
	strcat(text, "[cd]");
	err[0] = '\0';
	cls = &dummy;
	assert_int_equal(boggle_class_parse(&cls, NULL, 1, 1, text,
					    strlen(text), err),
			 BOGGLE_SYNTAX);
	assert_null(cls);
	assert_true(err[0] != '\0');
}

/* A class that does not read: the code, a reason, and no class. */
static void bad_class(const boggle_lang *lang, int rows, int cols,
		      const char *text, boggle_code want)
{
	static boggle_class dummy;
	boggle_class *cls = &dummy;
	char err[BOGGLE_ERR_MAX] = "";

	assert_int_equal(boggle_class_parse(&cls, lang, rows, cols, text,
					    strlen(text), err), want);
	assert_null(cls);
	if (err[0] == '\0')
		print_error("no reason for '%s'\n", text);
	assert_true(err[0] != '\0');
}

static void test_class_errors(void **state)
{
	const boggle_lang *es = boggle_lang_find("es");

	(void)state;
	bad_class(NULL, 2, 2, "", BOGGLE_SYNTAX);
	bad_class(NULL, 2, 2, " / \t", BOGGLE_SYNTAX);
	bad_class(NULL, 2, 2, "ab c d", BOGGLE_SYNTAX);
	bad_class(NULL, 2, 2, "ab c d e f", BOGGLE_SYNTAX);
	bad_class(NULL, 1, 1, "a b", BOGGLE_SYNTAX);
	bad_class(NULL, 2, 2, "aba c d e", BOGGLE_SYNTAX);
	bad_class(NULL, 2, 2, "a c d [th]e[th]", BOGGLE_SYNTAX);
	bad_class(NULL, 2, 2, "a c d e1", BOGGLE_SYNTAX);
	bad_class(NULL, 2, 2, "a c . e", BOGGLE_SYNTAX);
	bad_class(NULL, 2, 2, "a c d [abcd]", BOGGLE_SYNTAX);
	bad_class(NULL, 2, 2, "a c d [ab", BOGGLE_SYNTAX);
	bad_class(NULL, 2, 2, "a c d ñ", BOGGLE_SYNTAX);
	bad_class(es, 2, 2, "a c d [ch]c[ch]", BOGGLE_SYNTAX);
	bad_class(NULL, 5, 6, "a", BOGGLE_TOO_LARGE);
	bad_class(NULL, 26, 1, "a", BOGGLE_TOO_LARGE);
	bad_class(NULL, 1, 26, "a b c d e f g h i j k l m n o p q r s t u v w "
		  "x y z", BOGGLE_TOO_LARGE);
}

static int on_count(void *ctx, const boggle_board *b, int32_t score)
{
	(void)b;
	(void)score;
	++*(int32_t *)ctx;
	return 0;
}

/* NULL where a call needs something: MISUSE, and nothing made. */
static void test_misuse(void **state)
{
	static boggle_class dummy_class;
	const boggle_dict *d = boggle_dict_builtin();
	boggle_dict *es = spanish_list();
	boggle_rules r = boggle_rules_classic();
	boggle_prover *p = NULL;
	boggle_class *cls = &dummy_class, *other = NULL;
	boggle_bonus bonus = {3, 3, "........."};
	boggle_bound bd;
	char err[BOGGLE_ERR_MAX];
	int32_t found = 0;

	(void)state;
	assert_int_equal(boggle_class_parse(NULL, NULL, 2, 2, "a b c d", 7,
					    NULL), BOGGLE_MISUSE);
	assert_int_equal(boggle_class_parse(&cls, NULL, 2, 2, NULL, 7, NULL),
			 BOGGLE_MISUSE);
	assert_null(cls);
	p = (boggle_prover *)&dummy_class;
	assert_int_equal(boggle_prover_new(&p, NULL, &r, 2, 2, NULL),
			 BOGGLE_MISUSE);
	assert_null(p);
	p = (boggle_prover *)&dummy_class;
	assert_int_equal(boggle_prover_new(&p, d, NULL, 2, 2, NULL),
			 BOGGLE_MISUSE);
	assert_null(p);
	assert_int_equal(boggle_prover_new(NULL, d, &r, 2, 2, NULL),
			 BOGGLE_MISUSE);
	/* a shape too large for a proof, a layout of another shape */
	p = (boggle_prover *)&dummy_class;
	err[0] = '\0';
	assert_int_equal(boggle_prover_new(&p, d, &r, 5, 6, err),
			 BOGGLE_TOO_LARGE);
	assert_null(p);
	assert_true(err[0] != '\0');
	r = boggle_rules_letters(&bonus);
	p = (boggle_prover *)&dummy_class;
	assert_int_equal(boggle_prover_new(&p, d, &r, 2, 2, NULL),
			 BOGGLE_WRONG_LANG);
	assert_null(p);
	r = boggle_rules_classic();
	assert_int_equal(boggle_prover_new(&p, d, &r, 2, 2, NULL), BOGGLE_OK);

	cls = &dummy_class;
	assert_int_equal(boggle_prover_class(NULL, 0, &cls), BOGGLE_MISUSE);
	assert_null(cls);
	cls = &dummy_class;
	assert_int_equal(boggle_prover_class(p, boggle_prover_space(p), &cls),
			 BOGGLE_MISUSE);
	assert_null(cls);
	assert_int_equal(boggle_prover_class(p, 0, NULL), BOGGLE_MISUSE);
	assert_int_equal(boggle_prover_tiles(NULL, "ae", 2, NULL),
			 BOGGLE_MISUSE);
	assert_int_equal(boggle_prover_tiles(p, NULL, 2, NULL), BOGGLE_MISUSE);
	assert_int_equal(boggle_prover_exclude(NULL, es), BOGGLE_MISUSE);
	assert_int_equal(boggle_prover_exclude(p, es), BOGGLE_WRONG_LANG);
	assert_int_equal(boggle_prover_exclude(p, NULL), BOGGLE_OK);

	assert_int_equal(boggle_prover_class(p, 0, &cls), BOGGLE_OK);
	assert_int_equal(boggle_prover_bound(NULL, cls, &bd), BOGGLE_MISUSE);
	assert_int_equal(boggle_prover_bound(p, NULL, &bd), BOGGLE_MISUSE);
	assert_int_equal(boggle_prover_bound(p, cls, NULL), BOGGLE_MISUSE);
	assert_int_equal(boggle_prover_prove(NULL, cls, 1, on_count, NULL,
					     &found, NULL, NULL),
			 BOGGLE_MISUSE);
	assert_int_equal(boggle_prover_prove(p, NULL, 1, on_count, NULL,
					     &found, NULL, NULL),
			 BOGGLE_MISUSE);
	assert_int_equal(boggle_prover_prove(p, cls, 1, NULL, NULL, &found,
					     NULL, NULL), BOGGLE_MISUSE);
	assert_int_equal(boggle_prover_prove(p, cls, 0, on_count, NULL,
					     &found, NULL, NULL),
			 BOGGLE_MISUSE);
	assert_int_equal(found, 0);
	/* a class of another shape, or of another language */
	assert_int_equal(boggle_class_parse(&other, NULL, 2, 3, "a b c d e f",
					    11, NULL), BOGGLE_OK);
	assert_int_equal(boggle_prover_bound(p, other, &bd), BOGGLE_MISUSE);
	assert_int_equal(boggle_prover_prove(p, other, 1, on_count, NULL,
					     &found, NULL, NULL),
			 BOGGLE_MISUSE);
	boggle_class_free(other);
	assert_int_equal(boggle_class_parse(&other, boggle_lang_find("es"), 2,
					    2, "a b c d", 7, NULL), BOGGLE_OK);
	assert_int_equal(boggle_prover_bound(p, other, &bd), BOGGLE_MISUSE);
	boggle_class_free(other);
	assert_int_equal(found, 0);
	boggle_class_free(cls);
	boggle_prover_free(p);
	boggle_prover_free(NULL);
	boggle_class_free(NULL);
	boggle_prover_limit(NULL, 1);
	boggle_dict_free(es);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_sound_english),
		cmocka_unit_test(test_sound_letters),
		cmocka_unit_test(test_sound_spanish),
		cmocka_unit_test(test_sound_builtin),
		cmocka_unit_test(test_parts_sound),
		cmocka_unit_test(test_parts_planted),
		cmocka_unit_test(test_complete_english),
		cmocka_unit_test(test_complete_spanish),
		cmocka_unit_test(test_complete_builtin),
		cmocka_unit_test(test_long_words),
		cmocka_unit_test(test_found_stops),
		cmocka_unit_test(test_memory_limit),
		cmocka_unit_test(test_orient),
		cmocka_unit_test(test_class_ids),
		cmocka_unit_test(test_tiles),
		cmocka_unit_test(test_class_sets),
		cmocka_unit_test(test_class_text),
		cmocka_unit_test(test_class_errors),
		cmocka_unit_test(test_misuse),
	};

	return cmocka_run_group_tests_name("prove", tests, NULL, NULL);
}
