/* The harnesses' independent search; see brute.h. */
#include <stdlib.h>
#include <string.h>

#include "brute.h"

typedef struct brute {
	const boggle_board *b;
	long steps, budget, seen;
	int (*each)(const uint16_t *path, int n, void *ctx);
	void *ctx;
	char used[BOGGLE_MAX_CELLS];
	uint16_t path[BOGGLE_MAX_CELLS];
} brute;

int brute_touches(const boggle_board *b, int x, int y)
{
	int dr = x / b->cols - y / b->cols, dc = x % b->cols - y % b->cols;

	return x != y && dr >= -1 && dr <= 1 && dc >= -1 && dc <= 1;
}

/* The neighbours of cell, in increasing order; returns how many. */
static int neighbours(const boggle_board *b, int cell, int out[8])
{
	int r = cell / b->cols, c = cell % b->cols, dr, dc, n = 0;

	for (dr = -1; dr <= 1; dr++)
		for (dc = -1; dc <= 1; dc++)
			if ((dr || dc) && r + dr >= 0 && r + dr < b->rows &&
			    c + dc >= 0 && c + dc < b->cols)
				out[n++] = (r + dr) * b->cols + c + dc;
	return n;
}

/* How many letters of word the cell spells at its start; 0 if none. */
static int spells(const boggle_cell *c, const char *word)
{
	int k, m = 0;

	for (k = 0; k < c->len; k++) {
		/* English letters are 'A' .. 'Z' inside; Q is the Qu face */
		if (word[m++] != (c->letters[k] | 0x20))
			return 0;
		if (c->letters[k] == 'Q' && word[m++] != 'u')
			return 0;
	}
	return m;
}

/* 1 to stop, 0 to go on, -1 out of budget */
static int from(brute *br, int cell, int n, const char *rest)
{
	int m, k, degree, next[8], r = 0;

	if (++br->steps > br->budget)
		return -1;
	m = spells(&br->b->cells[cell], rest);
	if (m == 0)
		return 0;
	br->path[n++] = (uint16_t)cell;
	if (rest[m] == '\0') {
		br->seen++;
		return br->each(br->path, n, br->ctx) ? 1 : 0;
	}
	br->used[cell] = 1;
	degree = neighbours(br->b, cell, next);
	for (k = 0; k < degree && r == 0; k++)
		if (!br->used[next[k]])
			r = from(br, next[k], n, rest + m);
	br->used[cell] = 0;
	return r;
}

long brute_paths(const boggle_board *b, const char *word, long budget,
		 int (*each)(const uint16_t *path, int n, void *ctx),
		 void *ctx)
{
	brute br;
	int cell, r = 0;

	memset(&br, 0, sizeof br);
	br.b = b;
	br.budget = budget;
	br.each = each;
	br.ctx = ctx;
	for (cell = 0; cell < b->rows * b->cols && r == 0; cell++)
		r = from(&br, cell, 0, word);
	return r < 0 ? -1 : br.seen;
}

static int stop(const uint16_t *path, int n, void *ctx)
{
	(void)path;
	(void)n;
	(void)ctx;
	return 1;
}

int brute_on_board(const boggle_board *b, const char *word, long budget)
{
	long seen = brute_paths(b, word, budget, stop, NULL);

	return seen < 0 ? -1 : seen > 0;
}

double brute_walks(const boggle_board *b, const char *word)
{
	size_t len = strlen(word);
	int ncells = b->rows * b->cols, cell, k, degree, next[8], m;
	/* ending[at * ncells + cell]: walks ending on cell, at letters spelled */
	double *ending = calloc((len + 1) * (size_t)ncells, sizeof *ending);
	double total = 0;
	size_t at;

	if (!ending)
		abort();
	for (cell = 0; cell < ncells; cell++)
		if ((m = spells(&b->cells[cell], word)) > 0)
			ending[(size_t)m * (size_t)ncells + (size_t)cell] += 1;
	for (at = 1; at < len; at++) {
		for (cell = 0; cell < ncells; cell++) {
			double here = ending[at * (size_t)ncells + (size_t)cell];

			if (here == 0)
				continue;
			total += here;
			degree = neighbours(b, cell, next);
			for (k = 0; k < degree; k++)
				if ((m = spells(&b->cells[next[k]], word + at)) > 0)
					ending[(at + (size_t)m) * (size_t)ncells +
					       (size_t)next[k]] += here;
		}
	}
	for (cell = 0; cell < ncells; cell++)
		total += ending[len * (size_t)ncells + (size_t)cell];
	free(ending);
	return total;
}
