/*
 * Proofs of the best board: board classes, their upper bounds and the
 * branch and bound over them.  Internal to the library.
 */
#ifndef BOGGLE_PROVE_H
#define BOGGLE_PROVE_H

#include "internal.h"

/* The most cells a proof handles: 5x5. */
#define PROVE_MAX_CELLS 25
/* The most tiles one cell of a class may hold (a set fits 64 bits). */
#define CLASS_TILES_MAX 64
/* Rotations and reflections of a square; a rectangle has 4 of them. */
#define SYMMETRY_MAX 8

struct boggle_class {
	int rows, cols;
	const boggle_lang *lang;
	uint8_t ntiles[PROVE_MAX_CELLS];
	boggle_cell tiles[PROVE_MAX_CELLS][CLASS_TILES_MAX];
};

/*
 * The symmetries of a rows x cols board: map[g][i] is the cell whose
 * letters cell i takes in image g (map[0] is the identity).  Returns
 * how many: 8 for a square, 4 for another rectangle, fewer for a strip.
 */
int shape_symmetries(int rows, int cols,
		     uint8_t map[SYMMETRY_MAX][BOGGLE_MAX_CELLS]);

/* Turn board into the first of its n images by map (map[0]: itself). */
void board_orient(boggle_board *board,
		  const uint8_t map[SYMMETRY_MAX][BOGGLE_MAX_CELLS], int n);

/* Compare two cells by their letters, as the alphabet orders them. */
static inline int cell_cmp(const boggle_cell *a, const boggle_cell *b)
{
	int k;

	for (k = 0; k < a->len && k < b->len; k++)
		if (a->letters[k] != b->letters[k])
			return (unsigned char)a->letters[k] <
			       (unsigned char)b->letters[k] ? -1 : 1;
	return (a->len > b->len) - (a->len < b->len);
}

/*
 * What building one class's bound found: the tree's size, and the
 * bound's parts.
 */
typedef struct tree_stats {
	int64_t bound;       /* the orderly tree's: max over choices */
	int64_t forced;      /* of bound: paths through one-tile cells only */
	int64_t union_bound; /* every word some board holds, once, at its
				best path */
	uint64_t paths;      /* word paths put in the tree */
	uint64_t repeats;    /* of those, a word again on the same cells */
	uint64_t words;      /* distinct words */
	uint64_t nodes;
	size_t bytes;
} tree_stats;

#endif
