/*
 * Proofs of the best board: board classes, their upper bounds and the
 * branch and bound over them.  Internal to the library.
 */
#ifndef BOGGLE_PROVE_H
#define BOGGLE_PROVE_H

#include <limits.h>
#include <string.h>

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

/* ---- the prover's parts, shared by its files -------------------------- */

/* A tree node: a sum node's key is a tile, a choice node's its cell. */
typedef struct tnode {
	uint32_t kid;       /* its children lie side by side from here */
	uint8_t n;          /* how many: at most CLASS_TILES_MAX */
	uint8_t key;
	int32_t points;     /* sum nodes: words ending here */
	int32_t bound;
} tnode;

/*
 * A word path: its tile in each cell, all ones where it does not pass,
 * the cells in the fixed order with the first highest; the word; points.
 */
typedef unsigned __int128 key_t;
typedef struct path_rec {
	uint64_t hi, lo;   /* the key, in halves: 24 bytes, not 32, a record */
	uint32_t word;
	int32_t score;
} path_rec;

static inline key_t rec_key(const path_rec *r)
{
	return (key_t)r->hi << 64 | r->lo;
}

/* A pending choice node's stack for one cell. */
typedef struct pending {
	uint32_t *at;
	size_t len, cap;
} pending;

/* The letter buckets, for cells of 2 and of 3 of them. */
typedef struct buckets {
	uint8_t count[2];   /* buckets of each kind of cell */
	uint8_t n[2][4];
	boggle_cell tiles[2][4][CLASS_TILES_MAX]; /* a fourth while sorting */
} buckets;

/* A tree of this many bytes a node */
#define NODE_BYTES sizeof(tnode)
#define DEFAULT_LIMIT ((size_t)1 << 30)
/*
 * Tenths of the cutoff from which a split builds its parts' trees again
 * (covered paths dropped) rather than merging them: never, as measured
 * at 3x3, 3x4 and 4x4 a part built again costs a class's tree and saves
 * less below it (see doc/performance.md).  A build may set it, to
 * measure that again.
 */
#ifndef REBUILD_AT
#define REBUILD_AT INT_MAX
#endif
/* Steps building one tree takes before the class is split instead. */
#define BUILD_STEPS 400000000L

/* Kept by size, largest first, so that no field pads another. */
struct boggle_prover {
	/* the tree's keys */
	key_t below[PROVE_MAX_CELLS + 1]; /* the bits of ranks r and later */
	key_t sym_mask;
	/* what a path's key changes by when it takes tile t of a cell */
	key_t tile_key[PROVE_MAX_CELLS][CLASS_TILES_MAX];

	const boggle_dict *dict;
	const boggle_lang *lang;
	boggle_rules rules;
	buckets bk;
	uint64_t space, classes;
	boggle_solver *solver;
	const uint8_t *excluded;        /* one bit a word, or NULL */
	uint8_t *excluded_owned;
	size_t limit;
	boggle_board scratch;           /* a path's tiles, to score it */

	/* the tree */
	tnode *nodes;
	size_t nnodes, cap;
	path_rec *rec;                  /* the class's word paths */
	size_t nrec, rec_cap;
	int32_t *best_of;               /* per word, for the union bound */
	uint8_t *has_word;
	boggle_bound ts;                /* what building the last tree found */

	/* building */
	const boggle_class *cls;
	letter_set single[PROVE_MAX_CELLS]; /* the cell's one-letter tiles */
	long steps;

	/* walking */
	pending pend[PROVE_MAX_CELLS];
	/* per cell and tile: the bounds of the pending nodes' children */
	int64_t acc[PROVE_MAX_CELLS][CLASS_TILES_MAX];
	/* per rank the walk fixes: the later cells' acc as they were, put
	 * back after each tile, not taken off node by node */
	int64_t saved[PROVE_MAX_CELLS][PROVE_MAX_CELLS][CLASS_TILES_MAX];
	pending cursor[PROVE_MAX_CELLS]; /* per depth: where each child list is */
	boggle_found_fn found;
	boggle_share_fn share;
	void *ctx;
	const int *hungry;
	boggle_prove_stats *stats;
	size_t peak;
	uint64_t built;                 /* trees built, read by other threads */

	board_adjacency adj;
	int32_t points[2 * BOGGLE_WORD_MAX + 1];
	int shift[PROVE_MAX_CELLS];     /* where rank r's symbol sits in a key */
	int cur[PROVE_MAX_CELLS], hi[PROVE_MAX_CELLS]; /* by depth */
	uint32_t around[PROVE_MAX_CELLS]; /* a cell's neighbours, a bit each */
	uint32_t cells_of[64];          /* the cells with a letter as a tile */
	uint32_t multi_cells;           /* those with tiles of several letters */
	uint32_t fixed;                 /* the cells split has forced, a bit each */
	letter_set single_any;          /* the letters any cell has as a tile */
	int rows, cols, ncells;
	int nsym;
	int sym_bits;
	int too_big;
	int too_wide;                   /* a key cannot hold the class */
	int narrow;                     /* a key fits its low 64 bits */
	int32_t cutoff;
	uint32_t absent;
	/* where the tree being built goes: 0 for a class, past the trees
	 * of a split for a part built again */
	size_t base;
	int drop;                       /* one-tile cells out of keys, and
					   covered paths dropped */
	/* a split builds its parts again, not merging them, where the
	 * bound is at least this many tenths of the cutoff */
	int rebuild_at;
	boggle_class *part;             /* a part built again, while it is */
	uint64_t covered;               /* paths the last tree dropped */
	uint64_t rebuilt;               /* parts built again, ever */

	uint8_t sym[SYMMETRY_MAX][BOGGLE_MAX_CELLS];
	uint8_t tile_letters[PROVE_MAX_CELLS][CLASS_TILES_MAX];
	uint8_t tile_of[PROVE_MAX_CELLS][64]; /* their tile, by letter code */
	uint8_t order[PROVE_MAX_CELLS]; /* cells, the most neighbours first */
	uint8_t rank[PROVE_MAX_CELLS];  /* a cell's place in order */
	uint8_t kind[PROVE_MAX_CELLS];  /* 0: 2 buckets, 1: 3 */
	uint8_t multi[PROVE_MAX_CELLS];     /* it has tiles of several letters */
	uint8_t path_cell[PROVE_MAX_CELLS], path_tile[PROVE_MAX_CELLS];
	uint8_t pick[PROVE_MAX_CELLS];
	uint8_t fixed_at[PROVE_MAX_CELLS]; /* the cell fixed at each depth */
	uint8_t from[PROVE_MAX_CELLS];  /* the walk tries a cell's tiles from */
};

/* class_space.c: buckets, class ids and the cell order */
int is_corner(int rows, int cols, int cell);
void buckets_make(boggle_prover *p);
void count_space(boggle_prover *p);
void order_cells(boggle_prover *p);
/* tree.c: a class's tree and its bound */
int class_fits(const boggle_prover *p, const boggle_class *cls);
/* Build cls's tree; -1 if it would be too big (or memory ran out). */
int tree_build(boggle_prover *p, const boggle_class *cls);
void tree_free(boggle_prover *p);
/* n new nodes side by side, zeroed: the first's index, or 0 if no room. */
uint32_t tree_alloc(boggle_prover *p, uint32_t n);
/* The array made room for n more nodes: tree_take's slow way. */
uint32_t tree_grow(boggle_prover *p, uint32_t n);

/* The same as tree_alloc, not zeroed, for a caller that writes every
 * field: inline, as merging takes a block for every node it makes. */
static inline uint32_t tree_take(boggle_prover *p, uint32_t n)
{
	uint32_t k = (uint32_t)p->nnodes;

	if (p->nnodes + n > p->cap)
		return tree_grow(p, n);
	p->nnodes += n;
	return k;
}

#endif
