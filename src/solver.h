/*
 * The solver's state, shared by the general search (solve.c) and the
 * search of one-letter boards (search.c); not part of the public API.
 */
#ifndef BOGGLE_SOLVER_H
#define BOGGLE_SOLVER_H

#include "internal.h"

struct boggle_solver {
	const boggle_dict *dict;
	int popcnt;          /* run search_one_letter_popcnt */
	board_adjacency adj; /* for the last shape solved */
	uint8_t *found;      /* one bit a word: already listed this solve */
	uint32_t *where;     /* word id -> result index, when paths differ in score */

	boggle_word *words;
	boggle_word *scratch; /* room to sort words in */
	size_t nwords, words_cap;
	int sorted;
	uint16_t *paths;
	size_t npaths, paths_cap;
	long score;
	/*
	 * The words' text, written on the first ask after a solve into room
	 * the solve made, so that asking never fails: text_at[i] is where
	 * word i's starts.
	 */
	char *text;
	size_t text_cap;
	uint32_t *text_at;
	size_t text_at_cap;
	int text_ready;
	int letter_bytes; /* most bytes one letter of the list is written with */
	uint8_t *excluded; /* words never listed: one bit a word, or NULL */
	/* scores by letter count, for the rules of the last solve */
	int32_t points[2 * BOGGLE_WORD_MAX + 1];
	boggle_rules points_for;

	/* the board being solved */
	const boggle_board *board;
	boggle_board *own_board; /* boards read from text, or NULL till then */
	const boggle_rules *rules;
	int best_path; /* scores depend on the path: keep each word's best */
	int no_paths;  /* the caller wants no paths */
	int by_path;   /* scores by the cells' letters, not the word's length */
	int min_letters; /* the rules' */
	int oom;
	long steps;    /* left before the search gives up; < 0 once it has */
	long careful_steps; /* what the careful search may take */
	/* per word, for settling: judged, and judged not on the board;
	 * NULL until a search first settles words */
	uint8_t *tried, *missing;
	int settling;  /* the careful search: clear the bits after */
	uint32_t absent; /* letters no cell holds, folded (fold_absent) */
	uint8_t letters[BOGGLE_MAX_CELLS]; /* each cell's letter count */
	uint8_t used[BOGGLE_MAX_CELLS];
	uint16_t stack[BOGGLE_MAX_CELLS];

	/*
	 * The tables of one-letter boards, last, so that a new solver does
	 * not clear them: a search reads only entries it wrote for the board.
	 */
	/* each cell's neighbours, grouped by letter bit */
	uint64_t near_cells[64][64];
	/*
	 * onward[c][p]: the letters around c once the path came from p, which
	 * leaves out p's letter when no other neighbour has it (onward[c][c]:
	 * all of them, for a path that starts at c)
	 */
	letter_set onward[64][64];
};

/* One bit a word: s->found, s->tried, s->missing. */
static inline int has_bit(const uint8_t *bits, uint32_t id)
{
	return bits[id >> 3] >> (id & 7) & 1;
}

static inline void set_bit(uint8_t *bits, uint32_t id)
{
	bits[id >> 3] |= (uint8_t)(1u << (id & 7));
}

/* Paths of up to this many cells are kept by copying this many. */
#define PATH_COPY 16

/* List word id, letters long, found along path; or mark memory out. */
void solver_record(boggle_solver *s, uint32_t id, int letters,
		   const uint16_t *path, int plen);
/* Another path on the stack for a word already listed: keep the better. */
void solver_rescore(boggle_solver *s, uint32_t id, int plen);

/* A whole word id, letters long, ends the path: list or rescore it. */
static inline void found(boggle_solver *s, uint32_t id, int letters, int plen)
{
	size_t at = s->npaths;
	boggle_word *w;

	if (letters < s->min_letters)
		return;
	if (has_bit(s->found, id)) {
		if (s->best_path)
			solver_rescore(s, id, plen);
		return;
	}
	/*
	 * solver_record, inline for the common case: out of line to grow an
	 * array, keep a long path or score a word by its path
	 */
	if (s->nwords == s->words_cap || s->by_path || plen > PATH_COPY ||
	    (!s->no_paths && at + (size_t)2 * PATH_COPY > s->paths_cap)) {
		solver_record(s, id, letters, s->stack, plen);
		return;
	}
	if (!s->no_paths) {
		memcpy(s->paths + at, s->stack, PATH_COPY * sizeof *s->paths);
		s->npaths = at + (size_t)plen;
	}
	set_bit(s->found, id);
	w = &s->words[s->nwords++];
	w->id = id;
	w->letters = (uint16_t)letters;
	w->score = s->points[letters];
	w->path = s->no_paths ? 0 : (uint32_t)at;
	w->path_len = (uint16_t)(s->no_paths ? 0 : plen);
}

/* Paths of fewer cells than this take no steps in a range of many words. */
#define UNCOUNTED 5

/*
 * Solve a board of at most 64 cells, each one letter or blank (the cells
 * of blanks), into s.  search_one_letter_popcnt is the same search built
 * for processors with a POPCNT instruction.
 */
void search_one_letter(boggle_solver *s, int ncells, uint64_t blanks);
void search_one_letter_popcnt(boggle_solver *s, int ncells, uint64_t blanks);

#endif
