/* Structures shared inside the library; not part of the public API. */
#ifndef BOGGLE_INTERNAL_H
#define BOGGLE_INTERNAL_H

#include "boggle.h"

/*
 * The dictionary is a sorted array of folded words kept column by column:
 * column d holds the d-th letter of every word (0 past its end), so the
 * letters a search compares at one depth sit next to each other.  Within
 * a range of words that share a prefix of length d, column d is sorted,
 * which is what lets a range narrow one letter at a time.
 */
struct boggle_dict {
	uint32_t count;       /* words */
	uint32_t maxlen;      /* longest word; column maxlen is all 0 */
	size_t stride;        /* distance between columns */
	const uint8_t *cols;  /* (maxlen + 1) columns of stride bytes */
	uint8_t *owned;       /* cols when built at run time, else NULL */
	uint32_t first[27];   /* words starting with 'a' + i: [first[i], first[i+1]) */
};

static inline const uint8_t *dict_col(const boggle_dict *d, uint32_t depth)
{
	return d->cols + (size_t)depth * d->stride;
}

/* Fill in first[] for a dictionary whose columns are in place. */
void dict_index(boggle_dict *dict);

/* The board's shape: which cells touch which. */
typedef struct board_adjacency {
	int rows, cols;
	uint8_t degree[BOGGLE_MAX_CELLS];
	uint16_t next[BOGGLE_MAX_CELLS][8];
} board_adjacency;

void board_adjacency_build(board_adjacency *adj, int rows, int cols);

/* A cell with one letter drawn by English letter frequency (q is Qu). */
void board_random_cell(boggle_cell *cell, boggle_rng *rng);

/* Sort results by score descending, then by word id (alphabetical). */
void score_sort(boggle_word *words, size_t n);

#endif
