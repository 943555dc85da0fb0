/*
 * Searching for high-scoring boards by simulated annealing: change a
 * cell or swap two, score the board with the solver, keep the change if
 * it scores more, or less with a chance that shrinks as the temperature
 * falls.  A round cools from hot to cold; each round after the first
 * starts again from the best board seen.  The same seed always tries the
 * same boards in the same order.
 *
 * Most of what a chain proposes it has scored before: once it runs cold,
 * it tries the same few hundred neighbours of its board over and over
 * (on 4x4, nine proposals in ten).  So scores are kept in a table of the
 * boards seen lately, and a board found there is not solved again.
 */
#include <errno.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "internal.h"

/* A board, with dice which die and face each cell shows, and its score. */
typedef struct position {
	boggle_board board;
	int die[BOGGLE_MAX_CELLS], face[BOGGLE_MAX_CELLS];
	long score;
} position;

/*
 * The scores of boards seen lately: direct-mapped, keyed by the cells in
 * full (KEY_CELL bytes a cell), so a hit is the board's own score.
 */
#define MEMO_BYTES ((size_t)1 << 22)
#define KEY_CELL 4
_Static_assert(BOGGLE_CELL_MAX + 1 <= KEY_CELL, "a cell's letters and length");

typedef struct memo {
	uint8_t *keys;   /* a key a slot */
	long *scores;    /* -1: an empty slot */
	uint32_t mask;   /* slots - 1 */
	size_t key_len;
} memo;

struct boggle_annealer {
	const boggle_dict *dict;
	boggle_rules rules;
	const boggle_dice_set *set; /* dice to keep to, or NULL for letters */
	boggle_solver *solver;
	boggle_rng rng;
	int rows, cols, cells;

	position now, best;

	long step, round_steps;
	long round_start_best; /* to tell whether a round found better */
	double hot, cold;
	long evaluations;
	memo memo;
};

static void memo_free(memo *m)
{
	free(m->keys);
	free(m->scores);
	m->keys = NULL;
	m->scores = NULL;
}

/*
 * Room for scores of as many boards as fit in MEMO_BYTES; 0 out of
 * memory, holding none.
 */
static int memo_init(memo *m, int cells)
{
	size_t slots = 1;

	m->key_len = (size_t)cells * KEY_CELL;
	while (slots * 2 * (m->key_len + sizeof *m->scores) <= MEMO_BYTES)
		slots *= 2;
	m->mask = (uint32_t)slots - 1;
	m->keys = malloc(slots * m->key_len);
	m->scores = malloc(slots * sizeof *m->scores);
	if (!m->keys || !m->scores) {
		memo_free(m);
		return 0;
	}
	memset(m->scores, 0xff, slots * sizeof *m->scores);
	return 1;
}

/* Board b's key into key; returns the slot it belongs in. */
static uint32_t memo_key(const memo *m, const boggle_board *b, uint8_t *key)
{
	uint64_t h = 0;
	size_t i;

	memset(key, 0, m->key_len);
	for (i = 0; i < m->key_len / KEY_CELL; i++) {
		const boggle_cell *c = &b->cells[i];
		uint32_t word;

		memcpy(key + i * KEY_CELL, c->letters, c->len);
		key[i * KEY_CELL + KEY_CELL - 1] = c->len;
		memcpy(&word, key + i * KEY_CELL, sizeof word);
		h = (h ^ word) * 0x9e3779b97f4a7c15u;
	}
	return (uint32_t)(h >> 32) & m->mask;
}

long anneal_evaluate(boggle_annealer *a, const boggle_board *b)
{
	memo *m = &a->memo;
	uint8_t key[BOGGLE_MAX_CELLS * KEY_CELL];
	uint32_t slot = memo_key(m, b, key);
	uint8_t *at = m->keys + slot * m->key_len;
	long score;

	a->evaluations++;
	if (m->scores[slot] >= 0 && memcmp(at, key, m->key_len) == 0)
		return m->scores[slot];
	if (boggle_solve(a->solver, b, &a->rules) != BOGGLE_OK)
		return -1;
	score = boggle_solver_score(a->solver);
	memcpy(at, key, m->key_len);
	m->scores[slot] = score;
	return score;
}

static void show_die(boggle_annealer *a, int cell)
{
	boggle_cell faces[DICE_MAX_FACES];

	dice_faces(a->set, a->now.die[cell], faces);
	a->now.board.cells[cell] = faces[a->now.face[cell]];
}

/* A random board to start from: a throw of the set, or random letters. */
static void fresh_board(boggle_annealer *a)
{
	int i;

	if (a->set) {
		/* remember which die shows on each cell, and which face */
		for (i = 0; i < a->cells; i++)
			a->now.die[i] = i;
		for (i = a->cells - 1; i > 0; i--) {
			int j = (int)boggle_rng_below(&a->rng, (uint32_t)i + 1);
			int t = a->now.die[i];

			a->now.die[i] = a->now.die[j];
			a->now.die[j] = t;
		}
		a->now.board.rows = a->rows;
		a->now.board.cols = a->cols;
		a->now.board.lang = boggle_dict_lang(a->dict);
		for (i = 0; i < a->cells; i++) {
			boggle_cell faces[DICE_MAX_FACES];
			int n = dice_faces(a->set, a->now.die[i], faces);

			a->now.face[i] = (int)boggle_rng_below(&a->rng, (uint32_t)n);
			show_die(a, i);
		}
	} else {
		throw_letters(boggle_dict_lang(a->dict), a->rows, a->cols,
			      &a->rng, &a->now.board);
	}
	a->now.score = anneal_evaluate(a, &a->now.board);
}

boggle_code boggle_annealer_new(boggle_annealer **annealer,
				const boggle_dict *dict,
				const boggle_rules *rules, int rows, int cols,
				const boggle_dice_set *set, uint64_t seed)
{
	boggle_annealer *a;

	if (!annealer)
		return BOGGLE_MISUSE;
	*annealer = NULL;
	if (!dict || !rules || (!set && !board_shape_ok(rows, cols)))
		return BOGGLE_MISUSE;
	if (set) {
		rows = set->rows;
		cols = set->cols;
	}
	/* a solve of a board of either would fail: say so now, not -1 a board */
	if ((set && lang_of(set->lang) != lang_of(dict->lang)) ||
	    (rules->bonus && (rules->bonus->rows != rows ||
			      rules->bonus->cols != cols)))
		return BOGGLE_WRONG_LANG;
	if (!(a = calloc(1, sizeof *a)))
		return BOGGLE_NOMEM;
	a->dict = dict;
	a->rules = *rules;
	a->set = set;
	a->rows = rows;
	a->cols = cols;
	a->cells = rows * cols;
	if (boggle_solver_new(&a->solver, dict) != BOGGLE_OK ||
	    !memo_init(&a->memo, a->cells)) {
		boggle_solver_free(a->solver);
		memo_free(&a->memo);
		free(a);
		return BOGGLE_NOMEM;
	}
	/* a board's score is all a search looks at */
	boggle_solver_keep_paths(a->solver, 0);
	boggle_rng_seed(&a->rng, seed);
	fresh_board(a);
	a->best = a->now;
	a->round_start_best = a->now.score;
	/* a round: scores per step fall from hot to cold */
	/*
	 * A round cools from hot to cold over its steps, and bigger boards
	 * score more a move: measured on 4x4 with ENABLE2K, 200,000 steps
	 * from 100 down to 0.5 found the optimum from half the seeds tried
	 * within 45 s; shorter or cooler rounds stuck below it.
	 */
	a->round_steps = 200000L * a->cells / 16;
	a->hot = 100.0 * a->cells / 16;
	a->cold = 0.5;
	*annealer = a;
	return BOGGLE_OK;
}

boggle_code boggle_annealer_exclude(boggle_annealer *a,
				    const boggle_dict *list)
{
	boggle_code rc;
	memo fresh;

	if (!a)
		return BOGGLE_MISUSE;
	/* the scores remembered counted the words now left out */
	if (!memo_init(&fresh, a->cells))
		return BOGGLE_NOMEM;
	if ((rc = boggle_solver_exclude(a->solver, list)) != BOGGLE_OK) {
		memo_free(&fresh);
		return rc;
	}
	memo_free(&a->memo);
	a->memo = fresh;
	a->now.score = anneal_evaluate(a, &a->now.board);
	a->best = a->now;
	a->round_start_best = a->now.score;
	return BOGGLE_OK;
}

void boggle_annealer_free(boggle_annealer *a)
{
	if (!a)
		return;
	boggle_solver_free(a->solver);
	memo_free(&a->memo);
	free(a);
}

/* Try one change; keep it or put the board back. */
static void step(boggle_annealer *a, double temperature)
{
	int x = (int)boggle_rng_below(&a->rng, (uint32_t)a->cells), y = x;
	int swap = a->cells > 1 && boggle_rng_below(&a->rng, 2) == 0;
	boggle_cell cell_x = a->now.board.cells[x], cell_y;
	int die_x = a->now.die[x], face_x = a->now.face[x], die_y, face_y;
	long score;

	if (swap) {
		while (y == x)
			y = (int)boggle_rng_below(&a->rng, (uint32_t)a->cells);
	}
	cell_y = a->now.board.cells[y];
	die_y = a->now.die[y];
	face_y = a->now.face[y];
	if (swap) {
		/* the two cells trade dice (or letters), faces and all */
		a->now.board.cells[x] = cell_y;
		a->now.board.cells[y] = cell_x;
		a->now.die[x] = die_y;
		a->now.face[x] = face_y;
		a->now.die[y] = die_x;
		a->now.face[y] = face_x;
	} else if (a->set) {
		boggle_cell faces[DICE_MAX_FACES];
		int n = dice_faces(a->set, a->now.die[x], faces);

		a->now.face[x] = (int)boggle_rng_below(&a->rng, (uint32_t)n);
		show_die(a, x);
	} else {
		board_random_cell(a->now.board.lang, &a->now.board.cells[x],
				  &a->rng);
	}
	if (memcmp(&a->now.board.cells[x], &cell_x, sizeof cell_x) == 0 &&
	    memcmp(&a->now.board.cells[y], &cell_y, sizeof cell_y) == 0)
		return; /* the same board */
	score = anneal_evaluate(a, &a->now.board);
	if (score >= a->now.score ||
	    (double)boggle_rng_below(&a->rng, 1u << 30) / (1u << 30) <
	    exp((double)(score - a->now.score) / temperature)) {
		a->now.score = score;
		if (score > a->best.score)
			a->best = a->now;
		return;
	}
	a->now.board.cells[x] = cell_x;
	a->now.board.cells[y] = cell_y;
	a->now.die[x] = die_x;
	a->now.face[x] = face_x;
	a->now.die[y] = die_y;
	a->now.face[y] = face_y;
}

long boggle_annealer_run(boggle_annealer *a, long steps)
{
	long i;

	for (i = 0; i < steps; i++) {
		double t = (double)a->step / (double)a->round_steps;
		double temperature = a->hot * pow(a->cold / a->hot, t);

		step(a, temperature);
		if (++a->step == a->round_steps) {
			/* a new round: from the best, or afresh if this one
			 * found nothing better */
			a->step = 0;
			if (a->best.score > a->round_start_best)
				a->now = a->best;
			else
				fresh_board(a);
			a->round_start_best = a->best.score;
		}
	}
	return a->best.score;
}

const boggle_board *boggle_annealer_best(const boggle_annealer *a,
					  long *score)
{
	if (score)
		*score = a->best.score;
	return &a->best.board;
}

long boggle_annealer_evaluations(const boggle_annealer *a)
{
	return a->evaluations;
}
