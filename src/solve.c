/*
 * The search: depth first from every cell through the adjacency table,
 * narrowing a [lo, hi) range of the sorted dictionary by one letter at
 * every step, and giving up on a path as soon as the range is empty.
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "internal.h"

struct boggle_solver {
	const boggle_dict *dict;
	board_adjacency adj; /* for the last shape solved */
	uint8_t *found;      /* one bit a word: already listed this solve */
	uint32_t *where;     /* word id -> result index, when paths differ in score */

	boggle_word *words;
	size_t nwords, words_cap;
	uint16_t *paths;
	size_t npaths, paths_cap;
	long score;

	/* the board being solved */
	const boggle_board *board;
	const boggle_rules *rules;
	int best_path; /* scores depend on the path: keep each word's best */
	int oom;
	uint8_t letters[BOGGLE_MAX_CELLS]; /* each cell's letter count */
	uint8_t used[BOGGLE_MAX_CELLS];
	uint16_t stack[BOGGLE_MAX_CELLS];
};

boggle_solver *boggle_solver_new(const boggle_dict *dict)
{
	boggle_solver *s = calloc(1, sizeof *s);

	if (!s)
		return NULL;
	s->dict = dict;
	s->found = calloc(dict->count / 8 + 1, 1);
	if (!s->found) {
		free(s);
		errno = ENOMEM;
		return NULL;
	}
	return s;
}

void boggle_solver_free(boggle_solver *s)
{
	if (!s)
		return;
	free(s->found);
	free(s->where);
	free(s->words);
	free(s->paths);
	free(s);
}

/* First index in [a, b) whose letter is at least ch; column is sorted there. */
static inline uint32_t lower_bound(const uint8_t *col, uint32_t a, uint32_t b,
				   uint8_t ch)
{
	while (b - a > 16) {
		uint32_t m = a + (b - a) / 2;

		if (col[m] < ch)
			a = m + 1;
		else
			b = m;
	}
	while (a < b && col[a] < ch)
		a++;
	return a;
}

static int32_t path_score(const boggle_solver *s, int letters, int plen)
{
	if (s->rules->scoring != BOGGLE_SCORING_LETTERS)
		return boggle_score_letters(s->rules, letters);
	return boggle_score_path(s->rules, s->board, s->stack, plen);
}

/* Keep the current path; returns its offset, or -1 out of memory. */
static int64_t push_path(boggle_solver *s, int plen)
{
	size_t at = s->npaths;

	if (at + (size_t)plen > s->paths_cap) {
		size_t cap = s->paths_cap ? s->paths_cap * 2 : 4096;
		uint16_t *np;

		while (cap < at + (size_t)plen)
			cap *= 2;
		np = realloc(s->paths, cap * sizeof *np);
		if (!np) {
			s->oom = 1;
			return -1;
		}
		s->paths = np;
		s->paths_cap = cap;
	}
	memcpy(s->paths + at, s->stack, (size_t)plen * sizeof *s->paths);
	s->npaths += (size_t)plen;
	return (int64_t)at;
}

/* Another path for a word already listed: keep it if it scores more. */
static void rescore(boggle_solver *s, uint32_t id, int plen)
{
	boggle_word *w = &s->words[s->where[id]];
	int32_t score = path_score(s, w->letters, plen);
	int64_t at;

	/* cells of several letters let paths of other lengths spell it */
	if (score > w->score && (at = push_path(s, plen)) >= 0) {
		w->score = score;
		w->path = (uint32_t)at;
		w->path_len = (uint16_t)plen;
	}
}

static void record(boggle_solver *s, uint32_t id, int letters, int plen)
{
	boggle_word *w;
	int64_t at;

	if (s->nwords == s->words_cap) {
		size_t cap = s->words_cap ? s->words_cap * 2 : 256;
		boggle_word *nw = realloc(s->words, cap * sizeof *nw);

		if (!nw) {
			s->oom = 1;
			return;
		}
		s->words = nw;
		s->words_cap = cap;
	}
	at = push_path(s, plen);
	if (at < 0)
		return;
	s->found[id >> 3] |= (uint8_t)(1u << (id & 7));
	if (s->best_path)
		s->where[id] = (uint32_t)s->nwords;
	w = &s->words[s->nwords++];
	w->id = id;
	w->letters = (uint16_t)letters;
	w->score = path_score(s, letters, plen);
	w->path = (uint32_t)at;
	w->path_len = (uint16_t)plen;
}

static void visit(boggle_solver *s, int cell, uint32_t depth, uint32_t lo,
		  uint32_t hi, int letters, int plen)
{
	const boggle_dict *d = s->dict;
	const boggle_cell *c = &s->board->cells[cell];
	const uint8_t *col;
	int k, exact;

	for (k = 0; k < c->len; k++) {
		uint8_t ch = (uint8_t)c->text[k];

		col = dict_col(d, depth);
		lo = lower_bound(col, lo, hi, ch);
		if (lo == hi || col[lo] != ch)
			return;
		hi = lower_bound(col, lo, hi, (uint8_t)(ch + 1));
		depth++;
	}
	letters += s->letters[cell];
	s->stack[plen++] = (uint16_t)cell;
	/* words sort before their extensions: a whole word is first in range */
	exact = dict_col(d, depth)[lo] == 0;
	if (exact && letters >= s->rules->min_letters) {
		if (!(s->found[lo >> 3] & (1u << (lo & 7))))
			record(s, lo, letters, plen);
		else if (s->best_path)
			rescore(s, lo, plen);
	}
	if (hi - lo > (uint32_t)exact) {
		const board_adjacency *adj = &s->adj;

		s->used[cell] = 1;
		for (k = 0; k < adj->degree[cell]; k++) {
			int n = adj->next[cell][k];

			if (!s->used[n])
				visit(s, n, depth, lo, hi, letters, plen);
		}
		s->used[cell] = 0;
	}
}

int boggle_solve(boggle_solver *s, const boggle_board *board,
		 const boggle_rules *rules)
{
	int i, ncells = board->rows * board->cols;
	size_t w;

	if (s->adj.rows != board->rows || s->adj.cols != board->cols)
		board_adjacency_build(&s->adj, board->rows, board->cols);
	s->board = board;
	s->rules = rules;
	/* with bonus squares the same word may score more along another path */
	s->best_path = rules->scoring == BOGGLE_SCORING_LETTERS && rules->bonus;
	if (s->best_path && !s->where) {
		s->where = malloc(((size_t)s->dict->count + 1) * sizeof *s->where);
		if (!s->where) {
			errno = ENOMEM;
			return -1;
		}
	}
	s->nwords = s->npaths = 0;
	s->score = 0;
	s->oom = 0;
	for (i = 0; i < ncells; i++) {
		s->letters[i] = (uint8_t)boggle_cell_letters(&board->cells[i]);
		/* a blank cell is never entered: mark it used for good */
		s->used[i] = board->cells[i].len == 0;
	}
	for (i = 0; i < ncells && s->dict->count > 0; i++)
		if (!s->used[i])
			visit(s, i, 0, 0, s->dict->count, 0, 0);
	for (w = 0; w < s->nwords; w++) {
		boggle_word *word = &s->words[w];

		s->found[word->id >> 3] = 0;
		s->score += word->score;
	}
	score_sort(s->words, s->nwords);
	if (s->oom) {
		errno = ENOMEM;
		return -1;
	}
	return 0;
}

size_t boggle_solver_count(const boggle_solver *s)
{
	return s->nwords;
}

const boggle_word *boggle_solver_words(const boggle_solver *s)
{
	return s->words;
}

const uint16_t *boggle_solver_paths(const boggle_solver *s)
{
	return s->paths;
}

long boggle_solver_score(const boggle_solver *s)
{
	return s->score;
}
