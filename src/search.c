/*
 * The search of the common board: at most 64 cells, each one letter or
 * blank.  Used cells live in a bitmask, and a cell's neighbours are
 * grouped by letter, so a step tries only the letters that both the
 * dictionary and the board offer, and a dead end costs no branch of its
 * own.
 *
 * A child's place among its parent's is a population count, which most
 * x86 processors do in one instruction that the baseline instruction set
 * lacks: search_popcnt.c builds this file again with it, naming
 * search_one_letter search_one_letter_popcnt there, and the solver picks
 * the copy the processor can run.
 */
#include "solver.h"

/*
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
			if (eq > 1)
				fast_leaf(s, cell, k, kid, used,
					  letters + s->letters[k], plen);
			/* a word found already: another path to it finds
			 * nothing new, unless scores depend on the path */
			else if (s->best_path || !has_bit(s->found, kid.id))
				fast_word(s, k, kid.row + kid.a, w.width, kid.id,
					  used, letters + s->letters[k], plen);
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

/*
 * The search has stepped onto cell with the words of range r (whose next
 * letters are next), the path so far listed and used, and the letters
 * want to go on with.
 */
static void fast_kids(boggle_solver *s, int cell, const dict_range *r,
		      letter_set next, letter_set want, uint64_t used,
		      int letters, int plen)
{
	const dict_range *kids = s->dict->ranges;

	/* short paths are few (64 cells, 8 ways on each): count no steps */
	if (plen >= UNCOUNTED && --s->steps < 0)
		return;
	used |= (uint64_t)1 << cell;
	if (range_is_leaf(r)) {
		fast_leaf_kids(s, cell, leaf_lanes(s->dict, r), want, used,
			       letters, plen);
		return;
	}
	do {
		letter_set b = want & -want, kid_next;
		uint64_t cells = s->near_cells[cell][__builtin_ctzll(b)] & ~used;
		const dict_range *kid;

		want &= want - 1;
		if (!cells)
			continue;
		kid = kids + r->kids + count_bits(next & (b - 2));
		/* checked once a child, not once a cell it is entered from */
		if (kid->needs & s->absent)
			continue;
		/* its children are read next; start on them now (a leaf's
		 * masked to range 0, not a branch) */
		__builtin_prefetch(kids + (kid->kids & ((kid->kids >> 31) - 1)));
		kid_next = range_next(kid);
		/* a child is settled here when it goes nowhere: most do */
		do {
			int k = __builtin_ctzll(cells);
			int kid_letters = letters + s->letters[k];
			letter_set kid_want = kid_next & s->onward[k][cell];

			cells &= cells - 1;
			s->stack[plen] = (uint16_t)k;
			if (kid_next & 1)
				found(s, kid->lo, kid_letters, plen + 1);
			if (kid_want)
				fast_kids(s, k, kid, kid_next, kid_want, used,
					  kid_letters, plen + 1);
		} while (cells);
	} while (want);
}

/* Step onto cell, from cell from, with the words of range r. */
static void fast_range(boggle_solver *s, int from, int cell,
		       const dict_range *r, uint64_t used, int letters, int plen)
{
	letter_set want, next = range_next(r);

	s->stack[plen++] = (uint16_t)cell;
	if (next & 1)
		found(s, r->lo, letters, plen);
	want = next & s->onward[cell][from];
	if (want)
		fast_kids(s, cell, r, next, want, used, letters, plen);
}

/*
 * Group each cell's neighbours by letter, for the one-letter search.  No
 * branch on the letters: a blank takes slot 0 of near_cells, which no
 * letter has, and adds nothing to a set.
 */
static void near_build(boggle_solver *s, int ncells)
{
	letter_set bit[64];
	uint8_t code[64];
	int i, k;

	for (i = 0; i < ncells; i++) {
		const boggle_cell *c = &s->board->cells[i];

		code[i] = c->len ? (uint8_t)LETTER_CODE(c->letters[0]) : 0;
		bit[i] = c->len ? letter_bit((uint8_t)c->letters[0]) : 0;
	}
	for (i = 0; i < ncells; i++) {
		const uint16_t *next = s->adj.next[i];
		uint64_t *near_cells = s->near_cells[i];
		int degree = s->adj.degree[i];
		letter_set near = 0;

		for (k = 0; k < degree; k++)
			near_cells[code[next[k]]] = 0;
		for (k = 0; k < degree; k++) {
			near_cells[code[next[k]]] |= (uint64_t)1 << next[k];
			near |= bit[next[k]];
		}
		s->onward[i][i] = near;
		for (k = 0; k < degree; k++) {
			int n = next[k];
			/* the only neighbour with its letter: the path is on it */
			letter_set alone = -(letter_set)(near_cells[code[n]] ==
							 (uint64_t)1 << n);

			s->onward[i][n] = near & ~(bit[n] & alone);
		}
	}
}

void search_one_letter(boggle_solver *s, int ncells, uint64_t blanks)
{
	const boggle_dict *d = s->dict;
	int i;

	near_build(s, ncells);
	for (i = 0; i < ncells; i++) {
		const boggle_cell *c = &s->board->cells[i];
		span sp = span_all(d);

		if (!c->len ||
		    !span_narrow(d, &sp, (uint8_t)c->letters[0], s->absent))
			continue;
		if (sp.range >= 0) {
			if (!(d->ranges[sp.range].needs & s->absent))
				fast_range(s, i, i, &d->ranges[sp.range], blanks,
					   s->letters[i], 0);
		} else {
			lanes w = {d->leaves + sp.row, sp.lanes,
				   sp.lo - sp.base, sp.hi - sp.lo, sp.lo};

			fast_leaf(s, i, i, w, blanks, s->letters[i], 0);
		}
	}
}
