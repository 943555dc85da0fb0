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
	uint32_t count;         /* words */
	uint32_t maxlen;        /* longest word; column maxlen is all 0 */
	size_t stride;          /* distance between columns: count + COL_PAD */
	const uint8_t *cols;    /* (maxlen + 1) columns of stride bytes */
	/*
	 * Long ranges are listed so a search never scans them.  A node is a
	 * prefix with more than NODE_MIN_WORDS words (node 0 is the empty
	 * prefix, always listed), with 28 edges: edge c (0: the word ends;
	 * a = 1 ... z = 26) starts the words whose next letter is c and names
	 * their node, or -1 if their range is short; edge 27 ends the range.
	 * A short range is scanned whole: at most 64 letters, a few vector
	 * compares.
	 */
	uint32_t nodes;
	const struct dict_edge *edges; /* nodes * 28 */
	uint8_t *owned;         /* cols, when built at run time */
	struct dict_edge *owned_edges;
};

typedef struct dict_edge {
	uint32_t lo;  /* first word of the child */
	int32_t node; /* the child's node, or -1 */
} dict_edge;

#define NODE_MIN_WORDS 64
/* Zeros after each column, so a search may read 64 letters from any word. */
#define COL_PAD 64

static inline const uint8_t *dict_col(const boggle_dict *d, uint32_t depth)
{
	return d->cols + (size_t)depth * d->stride;
}

/* A letter's digit: a = 1 ... z = 26 (0 stands for the end of a word). */
static inline uint32_t letter_digit(uint8_t letter)
{
	return letter ? (uint32_t)(letter - 'a' + 1) : 0;
}

/* List the nodes of a dictionary whose columns are in place; -1 if no memory. */
int dict_index(boggle_dict *dict);

/* The board's shape: which cells touch which. */
typedef struct board_adjacency {
	int rows, cols;
	uint8_t degree[BOGGLE_MAX_CELLS];
	uint16_t next[BOGGLE_MAX_CELLS][8];
} board_adjacency;

void board_adjacency_build(board_adjacency *adj, int rows, int cols);

/*
 * Fold a word as the dictionary stores it: lowercase, qu as q.  Returns
 * its folded length, or -1 with the reason in err (not a letter, q
 * without u, empty, longer than BOGGLE_WORD_MAX or than size - 1).
 */
int word_fold(const char *word, char *out, size_t size,
	      char err[BOGGLE_ERR_MAX]);

#define DICE_MAX_FACES 8

/* The faces of a set's die as board cells; returns how many. */
int dice_faces(const boggle_dice_set *set, int die,
	       boggle_cell faces[DICE_MAX_FACES]);

/* A cell with one letter drawn by English letter frequency (q is Qu). */
void board_random_cell(boggle_cell *cell, boggle_rng *rng);

/*
 * Sort results by score descending, then by word id (alphabetical): a
 * merge sort, so the time stays n log n; scratch holds n words.
 */
void score_sort(boggle_word *words, boggle_word *scratch, size_t n);

#endif
