/*
 * Planted boards: a long word laid along a random path, the rest filled
 * by letter frequency, so that a thrown board is worth solving.
 */
#include <stdio.h>
#include <string.h>

#include "internal.h"

typedef struct walk {
	const board_adjacency *adj;
	boggle_rng *rng;
	uint16_t path[BOGGLE_MAX_CELLS];
	uint8_t used[BOGGLE_MAX_CELLS];
	long budget; /* steps left before giving up on this start */
} walk;

/* A random self-avoiding path of want cells, by backtracking. */
static int extend(walk *w, int at, int len, int want)
{
	int order[8], n = w->adj->degree[at], i;

	w->path[len++] = (uint16_t)at;
	if (len == want)
		return 1;
	if (--w->budget < 0)
		return 0;
	w->used[at] = 1;
	for (i = 0; i < n; i++)
		order[i] = w->adj->next[at][i];
	for (i = n - 1; i > 0; i--) {
		int j = (int)boggle_rng_below(w->rng, (uint32_t)i + 1), t;

		t = order[i];
		order[i] = order[j];
		order[j] = t;
	}
	for (i = 0; i < n; i++)
		if (!w->used[order[i]] && extend(w, order[i], len, want))
			return 1;
	w->used[at] = 0;
	return 0;
}

static void random_path(walk *w, int rows, int cols, int want)
{
	int tries, i, ncells = rows * cols;

	for (tries = 0; tries < 20; tries++) {
		memset(w->used, 0, sizeof w->used);
		w->budget = 20000;
		if (extend(w, (int)boggle_rng_below(w->rng, (uint32_t)ncells),
			   0, want))
			return;
	}
	/* a snake through the rows always exists */
	for (i = 0; i < want; i++) {
		int r = i / cols, c = i % cols;

		w->path[i] = (uint16_t)(r * cols + (r % 2 ? cols - 1 - c : c));
	}
}

static int plant(boggle_board *board, const boggle_lang *lang, int rows,
		 int cols, const char *word, boggle_rng *rng,
		 char err[BOGGLE_ERR_MAX], boggle_code *code);

boggle_code boggle_plant(boggle_board *board, const boggle_lang *lang,
			 int rows, int cols, const char *word, boggle_rng *rng,
			 char msg[BOGGLE_ERR_MAX])
{
	char err[BOGGLE_ERR_MAX];
	boggle_code code = BOGGLE_MISUSE;

	if (!board || !word || !rng || !board_shape_ok(rows, cols))
		return error_say(msg, BOGGLE_MISUSE, NULL);
	if (plant(board, lang, rows, cols, word, rng, err, &code) < 0)
		return error_say(msg, code, err);
	return BOGGLE_OK;
}

static int plant(boggle_board *board, const boggle_lang *lang, int rows,
		 int cols, const char *word, boggle_rng *rng,
		 char err[BOGGLE_ERR_MAX], boggle_code *code)
{
	board_adjacency adj;
	walk w;
	char folded[BOGGLE_WORD_MAX + 1];
	int n, i, ncells = rows * cols;

	lang = lang_of(lang);
	n = word_fold(lang, word, folded, sizeof folded, err);
	*code = BOGGLE_SYNTAX;
	if (n < 0)
		return -1;
	*code = BOGGLE_MISUSE;
	if (n > ncells) {
		snprintf(err, BOGGLE_ERR_MAX, "too long for %d cell%s", ncells,
			 ncells == 1 ? "" : "s");
		return -1;
	}
	board->rows = rows;
	board->cols = cols;
	board->lang = lang;
	for (i = 0; i < ncells; i++)
		board_random_cell(lang, &board->cells[i], rng);
	board_adjacency_build(&adj, rows, cols);
	w.adj = &adj;
	w.rng = rng;
	random_path(&w, rows, cols, n);
	for (i = 0; i < n; i++) {
		boggle_cell *c = &board->cells[w.path[i]];

		memset(c, 0, sizeof *c);
		c->letters[0] = folded[i];
		c->len = 1;
	}
	return 0;
}

/*
 * The pick-th word, in id order, of from to to letters under range r (a
 * prefix of depth letters); -1 with pick lowered by the words passed.
 */
static int64_t nth_word(const boggle_dict *d, const dict_range *r,
			uint32_t depth, uint32_t from, uint32_t to,
			uint32_t *pick)
{
	letter_set next = range_next(r);
	uint32_t k;

	if (depth > to)
		return -1;
	if (range_is_leaf(r)) {
		uint32_t width = leaf_width(r), lane;

		for (lane = 0; lane < width; lane++) {
			const uint8_t *p = d->leaves + leaf_at(r) + lane;
			uint32_t len = depth;

			for (; *p; p += width)
				len++;
			if (len >= from && len <= to && (*pick)-- == 0)
				return r->lo + lane;
		}
		return -1;
	}
	if ((next & 1) && depth >= from && (*pick)-- == 0)
		return r->lo;
	for (k = 0; k < count_bits(next & ALL_LETTERS); k++) {
		int64_t id = nth_word(d, &d->ranges[r->kids + k], depth + 1,
				      from, to, pick);

		if (id >= 0)
			return id;
	}
	return -1;
}

int64_t boggle_dict_pick_long(const boggle_dict *d, int cells,
			      int min_letters, boggle_rng *rng)
{
	uint32_t lo = cells < 8 ? (uint32_t)cells : 8, len;
	uint32_t least = min_letters > 1 ? (uint32_t)min_letters : 1;

	if (cells < 1)
		return -1;
	if (lo < least)
		lo = least;
	for (; lo >= least; lo--) {
		uint32_t count = 0, pick;

		for (len = lo; len <= (uint32_t)cells && len <= BOGGLE_WORD_MAX;
		     len++)
			count += d->lengths[len];
		if (count == 0)
			continue;
		pick = boggle_rng_below(rng, count);
		return nth_word(d, d->ranges, 0, lo, (uint32_t)cells, &pick);
	}
	return -1;
}
