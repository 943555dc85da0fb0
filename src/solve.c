/*
 * The search: depth first from every cell through the adjacency table,
 * narrowing a [lo, hi) range of the sorted dictionary by one letter at
 * every step, and giving up on a path as soon as the range is empty.
 *
 * A word list can make that search endless: a long word of few letters
 * has countless paths on a board of those letters.  So a search that
 * takes far more steps than any board of the real dice needs starts over
 * (keeping what it found) more carefully: each range of up to SETTLE_MAX
 * words it comes to is settled word by word with boggle_board_find, whose
 * search is built for that, and no path goes on into a settled range.
 * That search stops after BOGGLE_SOLVE_STEPS steps.
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
	boggle_word *scratch; /* room to sort words in */
	size_t nwords, words_cap;
	int sorted;
	uint16_t *paths;
	size_t npaths, paths_cap;
	long score;
	/* scores by letter count, for the rules of the last solve */
	int32_t points[2 * BOGGLE_WORD_MAX + 1];
	boggle_rules points_for;

	/* the board being solved */
	const boggle_board *board;
	const boggle_rules *rules;
	int best_path; /* scores depend on the path: keep each word's best */
	int no_paths;  /* the caller wants no paths */
	int oom;
	long steps;    /* left before the search gives up; < 0 once it has */
	/* per word, for settling: judged, and judged not on the board;
	 * NULL until a search first settles words */
	uint8_t *tried, *missing;
	int settling;  /* the careful search: clear the bits after */
	uint32_t absent; /* letters no cell holds, folded (fold_absent) */
	uint8_t letters[BOGGLE_MAX_CELLS]; /* each cell's letter count */
	/* on one-letter boards: each cell's neighbours, grouped by letter bit */
	uint64_t near_cells[64][64];
	/*
	 * onward[c][p]: the letters around c once the path came from p, which
	 * leaves out p's letter when no other neighbour has it (onward[c][c]:
	 * all of them, for a path that starts at c)
	 */
	letter_set onward[64][64];
	uint8_t used[BOGGLE_MAX_CELLS];
	uint16_t stack[BOGGLE_MAX_CELLS];
};

boggle_solver *boggle_solver_new(const boggle_dict *dict)
{
	boggle_solver *s = calloc(1, sizeof *s);

	if (!s)
		return NULL;
	s->dict = dict;
	s->points_for.min_letters = -1; /* no table yet */
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
	free(s->tried);
	free(s->missing);
	free(s->where);
	free(s->words);
	free(s->scratch);
	free(s->paths);
	free(s);
}

/* Step onto cell: narrow by each of its letters; 0 if no word goes on. */
static inline int enter(const boggle_solver *s, int cell, span *sp)
{
	const boggle_cell *c = &s->board->cells[cell];
	int k;

	for (k = 0; k < c->len; k++)
		if (!span_narrow(s->dict, sp, (uint8_t)c->letters[k], s->absent))
			return 0;
	return 1;
}

/* One bit a word: s->found, s->tried, s->missing. */
static int has_bit(const uint8_t *bits, uint32_t id)
{
	return bits[id >> 3] >> (id & 7) & 1;
}

static void set_bit(uint8_t *bits, uint32_t id)
{
	bits[id >> 3] |= (uint8_t)(1u << (id & 7));
}

static int32_t path_score(const boggle_solver *s, int letters,
			  const uint16_t *path, int plen)
{
	if (s->rules->scoring != BOGGLE_SCORING_LETTERS)
		return s->points[letters];
	return boggle_score_path(s->rules, s->board, path, plen);
}

#define PATH_COPY 16

/*
 * Keep a path (one with room for PATH_COPY cells); returns its offset, or
 * -1 out of memory.
 */
static int64_t push_path(boggle_solver *s, const uint16_t *path, int plen)
{
	size_t at = s->npaths;

	/* room for PATH_COPY more than asked: short paths copy whole blocks */
	if (at + (size_t)plen + PATH_COPY > s->paths_cap) {
		size_t cap = s->paths_cap ? s->paths_cap * 2 : 4096;
		uint16_t *np;

		while (cap < at + (size_t)plen + PATH_COPY)
			cap *= 2;
		np = realloc(s->paths, cap * sizeof *np);
		if (!np) {
			s->oom = 1;
			return -1;
		}
		s->paths = np;
		s->paths_cap = cap;
	}
	if (plen <= PATH_COPY)
		memcpy(s->paths + at, path, PATH_COPY * sizeof *s->paths);
	else
		memcpy(s->paths + at, path, (size_t)plen * sizeof *s->paths);
	s->npaths += (size_t)plen;
	return (int64_t)at;
}

/* Another path for a word already listed: keep it if it scores more. */
static void rescore(boggle_solver *s, uint32_t id, int plen)
{
	boggle_word *w = &s->words[s->where[id]];
	int32_t score = path_score(s, w->letters, s->stack, plen);
	int64_t at = 0;

	/* cells of several letters let paths of other lengths spell it */
	if (score > w->score && s->no_paths) {
		w->score = score;
	} else if (score > w->score &&
		   (at = push_path(s, s->stack, plen)) >= 0) {
		w->score = score;
		w->path = (uint32_t)at;
		w->path_len = (uint16_t)plen;
	}
}

static void record(boggle_solver *s, uint32_t id, int letters,
		   const uint16_t *path, int plen)
{
	boggle_word *w;
	int64_t at;

	if (s->nwords == s->words_cap) {
		size_t cap = s->words_cap ? s->words_cap * 2 : 256;
		boggle_word *nw = realloc(s->words, cap * sizeof *nw);
		boggle_word *ns;

		if (!nw) {
			s->oom = 1;
			return;
		}
		s->words = nw;
		ns = realloc(s->scratch, cap * sizeof *ns);
		if (!ns) {
			s->oom = 1;
			return;
		}
		s->scratch = ns;
		s->words_cap = cap;
	}
	at = s->no_paths ? 0 : push_path(s, path, plen);
	if (at < 0)
		return;
	set_bit(s->found, id);
	if (s->best_path)
		s->where[id] = (uint32_t)s->nwords;
	w = &s->words[s->nwords++];
	w->id = id;
	w->letters = (uint16_t)letters;
	w->score = path_score(s, letters, path, plen);
	w->path = (uint32_t)at;
	w->path_len = (uint16_t)(s->no_paths ? 0 : plen);
}

/* A whole word id, letters long, ends the path: list or rescore it. */
static inline void found(boggle_solver *s, uint32_t id, int letters, int plen)
{
	if (letters < s->rules->min_letters)
		return;
	if (!has_bit(s->found, id))
		record(s, id, letters, s->stack, plen);
	else if (s->best_path)
		rescore(s, id, plen);
}

/* Steps before the search starts over carefully: past any real board. */
#define SETTLE_AFTER 500000L
/* Paths of fewer cells than this take no steps in a range of many words. */
#define UNCOUNTED 5
/* The most words a range may hold to be settled a word at a time. */
#define SETTLE_MAX 1024

/*
 * Settle the words [lo, lo + n): list those on the board, mark the others.
 * 1 if every one is settled, so that a path into the range finds nothing
 * new; 0 if one is not (its search gave up, or memory ran out), or if
 * scores depend on the path, when every path must be tried.
 */
static int settle(boggle_solver *s, uint32_t lo, uint32_t n)
{
	uint32_t id;
	int all = 1;

	if (s->best_path || lo > s->dict->count || n > s->dict->count - lo)
		return 0;
	if (!s->tried) {
		s->tried = calloc(s->dict->count / 8 + 1, 1);
		s->missing = calloc(s->dict->count / 8 + 1, 1);
		if (!s->tried || !s->missing) {
			free(s->tried);
			free(s->missing);
			s->tried = s->missing = NULL;
			return 0;
		}
	}
	for (id = lo; id < lo + n; id++) {
		char word[BOGGLE_WORD_MAX + 1], err[BOGGLE_ERR_MAX];
		uint16_t path[BOGGLE_MAX_CELLS] = {0};
		int cells, letters = 0, k, len;

		if (has_bit(s->found, id) || has_bit(s->missing, id))
			continue;
		if (has_bit(s->tried, id)) {
			all = 0;
			continue;
		}
		set_bit(s->tried, id);
		len = (int)dict_letters(s->dict, id, word);
		cells = board_find_letters(s->board, word, len, path, err);
		for (k = 0; k < cells; k++)
			letters += s->letters[path[k]];
		if (cells > 0 && letters >= s->rules->min_letters)
			record(s, id, letters, path, cells);
		else if (cells >= 0)
			set_bit(s->missing, id);
		all &= cells >= 0;
	}
	return all;
}

/*
 * The common case, at most 64 cells of one letter each (or blank).  Used
 * cells live in a bitmask, and a cell's neighbours are grouped by letter,
 * so a step tries only the letters that both the dictionary and the board
 * offer, and a dead end costs no branch of its own.
 *
 * Past a leaf's prefix, the words left are lanes [a, a + m) of the
 * leaf's rows, the first of them word id; row holds their next letters.
 */
typedef struct lanes {
	const uint8_t *row;
	uint32_t width, a, m, id;
} lanes;

static void fast_leaf(boggle_solver *s, int from, int cell, lanes w,
		      uint64_t used, int letters, int plen);

/*
 * One word left, whose next letter is at *at (rows width apart): it goes
 * on to the neighbours that have it, and no choice is left to make.
 */
static void fast_word(boggle_solver *s, int cell, const uint8_t *at,
		      uint32_t width, uint32_t id, uint64_t used, int letters,
		      int plen)
{
	uint64_t cells;

	s->stack[plen++] = (uint16_t)cell;
	if (!*at) {
		found(s, id, letters, plen);
		return;
	}
	/* near_cells holds only the letters near the cell */
	if (!(s->onward[cell][cell] & letter_bit(*at)))
		return;
	cells = s->near_cells[cell][LETTER_CODE(*at)] & ~used;
	if (!cells || --s->steps < 0)
		return;
	used |= (uint64_t)1 << cell;
	do {
		int k = __builtin_ctzll(cells);

		cells &= cells - 1;
		fast_word(s, k, at + width, width, id, used,
			  letters + s->letters[k], plen);
	} while (cells);
}

/* Which letters come next in the live lanes of w, as letter bits. */
static inline letter_set lanes_next(lanes w)
{
	letter_set bits = letter_bit(w.row[w.a]) |
			  letter_bit(w.row[w.a + w.m - 1]);
	uint32_t i;

	/* sorted: the first and last hold every letter of two or fewer */
	for (i = w.a + 1; i + 1 < w.a + w.m; i++)
		bits |= letter_bit(w.row[i]);
	return bits;
}

/* Follow the words of w on into cell's neighbours, by the letters want. */
static inline void fast_leaf_kids(boggle_solver *s, int cell, lanes w,
				  letter_set want, uint64_t used, int letters,
				  int plen)
{
	do {
		uint32_t l = (uint32_t)__builtin_ctzll(want), below, eq;
		uint64_t cells = s->near_cells[cell][l] & ~used;
		lanes kid = w;

		want &= want - 1;
		if (!cells)
			continue;
		below = lanes_split(w.row, w.a, w.m, (uint8_t)LETTER(l), &eq);
		if (!eq)
			continue; /* only where a file's index lies */
		kid.row += w.width;
		kid.a += below;
		kid.m = eq;
		kid.id += below;
		do {
			int k = __builtin_ctzll(cells);

			cells &= cells - 1;
			if (eq == 1)
				fast_word(s, k, kid.row + kid.a, w.width, kid.id,
					  used, letters + s->letters[k], plen);
			else
				fast_leaf(s, cell, k, kid, used,
					  letters + s->letters[k], plen);
		} while (cells);
	} while (want);
}

static void fast_leaf(boggle_solver *s, int from, int cell, lanes w,
		      uint64_t used, int letters, int plen)
{
	letter_set next, want;

	s->stack[plen++] = (uint16_t)cell;
	next = lanes_next(w);
	/* words sort before their extensions: a whole word is first */
	if (next & 1)
		found(s, w.id, letters, plen);
	want = next & s->onward[cell][from];
	/* a step is a cell the search goes on from */
	if (want && --s->steps >= 0)
		fast_leaf_kids(s, cell, w, want, used | (uint64_t)1 << cell,
			       letters, plen);
}

/* The lanes of leaf r, all live. */
static inline lanes leaf_lanes(const boggle_dict *d, const dict_range *r)
{
	lanes w = {d->leaves + leaf_at(r), leaf_width(r), 0, leaf_width(r),
		   r->lo};

	return w;
}

static void fast_range(boggle_solver *s, int from, int cell,
		       const dict_range *r, uint64_t used, int letters, int plen)
{
	const dict_range *kids;
	letter_set want, next = range_next(r);

	s->stack[plen++] = (uint16_t)cell;
	/* the children's ranges are read next; start on them now (a leaf's
	 * masked to range 0, not a branch) */
	__builtin_prefetch(s->dict->ranges +
			   (r->kids & ((r->kids >> 31) - 1)));
	if (next & 1)
		found(s, r->lo, letters, plen);
	want = next & s->onward[cell][from];
	/* short paths are few (64 cells, 8 ways on each): count no steps */
	if (!want || (plen >= UNCOUNTED && --s->steps < 0))
		return;
	used |= (uint64_t)1 << cell;
	if (range_is_leaf(r)) {
		fast_leaf_kids(s, cell, leaf_lanes(s->dict, r), want, used,
			       letters, plen);
		return;
	}
	kids = s->dict->ranges;
	do {
		letter_set b = want & -want;
		uint64_t cells = s->near_cells[cell][__builtin_ctzll(b)] & ~used;
		const dict_range *kid;

		want &= want - 1;
		if (!cells)
			continue;
		kid = kids + range_kid(r, b);
		/* checked once a child, not once a cell it is entered from */
		if (kid->needs & s->absent)
			continue;
		do {
			int k = __builtin_ctzll(cells);

			cells &= cells - 1;
			fast_range(s, cell, k, kid, used,
				   letters + s->letters[k], plen);
		} while (cells);
	} while (want);
}

/* The general case: any board, cells of several letters. */
static void extend(boggle_solver *s, int cell, span sp, int letters, int plen)
{
	const board_adjacency *adj = &s->adj;
	int k, exact;

	if (--s->steps < 0)
		return;
	s->stack[plen++] = (uint16_t)cell;
	/* words sort before their extensions: a whole word is first */
	exact = span_is_word(s->dict, &sp);
	if (exact)
		found(s, sp.lo, letters, plen);
	if (sp.hi - sp.lo <= (uint32_t)exact ||
	    (s->settling && sp.hi - sp.lo <= SETTLE_MAX &&
	     settle(s, sp.lo, sp.hi - sp.lo)))
		return;
	s->used[cell] = 1;
	for (k = 0; k < adj->degree[cell]; k++) {
		int n = adj->next[cell][k];
		span next = sp;

		/* narrow before the call: most steps lead nowhere */
		if (!s->used[n] && enter(s, n, &next))
			extend(s, n, next, letters + s->letters[n], plen);
	}
	s->used[cell] = 0;
}

/* Group each cell's neighbours by letter, for the one-letter search. */
static void near_build(boggle_solver *s, int ncells)
{
	letter_set bit[64];
	int i, k;

	for (i = 0; i < ncells; i++) {
		const boggle_cell *c = &s->board->cells[i];

		bit[i] = c->len ? letter_bit((uint8_t)c->letters[0]) : 0;
	}
	for (i = 0; i < ncells; i++) {
		const uint16_t *next = s->adj.next[i];
		int degree = s->adj.degree[i];
		letter_set near = 0;

		for (k = 0; k < degree; k++) {
			int n = next[k], l = __builtin_ctzll(bit[n] | (letter_set)1 << 63);

			if (!bit[n])
				continue;
			/* a letter's first neighbour starts its set afresh */
			if (!(near & bit[n]))
				s->near_cells[i][l] = 0;
			near |= bit[n];
			s->near_cells[i][l] |= (uint64_t)1 << n;
		}
		s->onward[i][i] = near;
		for (k = 0; k < degree; k++) {
			int n = next[k], l = __builtin_ctzll(bit[n] | (letter_set)1 << 63);
			int alone = bit[n] && s->near_cells[i][l] == (uint64_t)1 << n;

			s->onward[i][n] = near & ~(alone ? bit[n] : 0);
		}
	}
}

/*
 * The search again, the general way, settling ranges as it goes; the words
 * found so far stay found.
 */
static void search_carefully(boggle_solver *s, int ncells)
{
	int i;

	s->settling = 1;
	s->steps = BOGGLE_SOLVE_STEPS;
	for (i = 0; i < ncells && s->steps >= 0; i++) {
		span sp = span_all(s->dict);

		if (!s->used[i] && enter(s, i, &sp))
			extend(s, i, sp, s->letters[i], 0);
	}
}

int boggle_solve(boggle_solver *s, const boggle_board *board,
		 const boggle_rules *rules)
{
	int i, ncells = board->rows * board->cols, simple = ncells <= 64;
	uint64_t blanks = 0;
	letter_set absent;
	size_t w;

	if ((rules->bonus && (rules->bonus->rows != board->rows ||
			      rules->bonus->cols != board->cols)) ||
	    lang_of(board->lang) != lang_of(s->dict->lang)) {
		errno = EINVAL;
		return -1;
	}
	if (s->adj.rows != board->rows || s->adj.cols != board->cols)
		board_adjacency_build(&s->adj, board->rows, board->cols);
	s->board = board;
	s->rules = rules;
	if (s->points_for.min_letters != rules->min_letters ||
	    s->points_for.scoring != rules->scoring) {
		for (i = 0; i <= 2 * BOGGLE_WORD_MAX; i++)
			s->points[i] = boggle_score_letters(rules, i);
		s->points_for = *rules;
	}
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
	absent = ~(letter_set)0;
	for (i = 0; i < ncells; i++) {
		const boggle_cell *c = &board->cells[i];
		int k;

		for (k = 0; k < c->len; k++)
			absent &= ~letter_bit((uint8_t)c->letters[k]);

		s->letters[i] = (uint8_t)boggle_cell_letters(board, i);
		/* a blank cell is never entered: mark it used for good */
		s->used[i] = c->len == 0;
		simple &= c->len <= 1;
		if (i < 64 && c->len == 0)
			blanks |= (uint64_t)1 << i;
	}
	s->absent = fold_absent(absent);
	if (simple)
		near_build(s, ncells);
	s->steps = SETTLE_AFTER;
	for (i = 0; i < ncells; i++) {
		span sp = span_all(s->dict);

		if (s->used[i] || !enter(s, i, &sp))
			continue;
		if (!simple) {
			extend(s, i, sp, s->letters[i], 0);
		} else if (sp.range >= 0) {
			if (!(s->dict->ranges[sp.range].needs & s->absent))
				fast_range(s, i, i, &s->dict->ranges[sp.range],
					   blanks, s->letters[i], 0);
		} else {
			lanes w = {s->dict->leaves + sp.row, sp.lanes,
				   sp.lo - sp.base, sp.hi - sp.lo, sp.lo};

			fast_leaf(s, i, i, w, blanks, s->letters[i], 0);
		}
	}
	if (s->steps < 0 && !s->oom)
		search_carefully(s, ncells);
	for (w = 0; w < s->nwords; w++) {
		boggle_word *word = &s->words[w];

		s->found[word->id >> 3] = 0;
		s->score += word->score;
	}
	if (s->settling && s->tried) {
		memset(s->tried, 0, s->dict->count / 8 + 1);
		memset(s->missing, 0, s->dict->count / 8 + 1);
	}
	s->settling = 0;
	s->sorted = 0;
	if (s->oom) {
		errno = ENOMEM;
		return -1;
	}
	if (s->steps < 0) {
		errno = ERANGE;
		return -1;
	}
	return 0;
}

size_t boggle_solver_count(const boggle_solver *s)
{
	return s->nwords;
}

const boggle_word *boggle_solver_words(boggle_solver *s)
{
	if (!s->sorted) {
		score_sort(s->words, s->scratch, s->nwords);
		s->sorted = 1;
	}
	return s->words;
}

void boggle_solver_keep_paths(boggle_solver *s, int keep)
{
	s->no_paths = !keep;
}

const uint16_t *boggle_solver_paths(const boggle_solver *s)
{
	return s->paths;
}

long boggle_solver_score(const boggle_solver *s)
{
	return s->score;
}
