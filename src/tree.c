/*
 * A class's upper bound, from a tree of every word path some board of
 * the class holds, each path's cells sorted into one fixed order: sum
 * nodes add their points and all their children, choice nodes (one cell)
 * take the best of their tiles.  A word counts once per set of cells.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "prove.h"

/*
 * A tree is built in three steps.  The search lists every word path of
 * the class as a record whose key holds, cell by cell in the fixed order,
 * the path's tile there, or the symbol's largest value where the path
 * does not pass (the first cell in the highest bits).  The records are
 * then sorted by key, once, with a radix sort.  Sorted so, the records
 * under any node lie side by side in the order the node's children take:
 * those that take the next cell first, by its tile, then those that skip
 * it and take the one after, and so on, and last those that end there.
 * So each node's children are found by searching its records' run for
 * where the symbol of one cell changes, never by reading them all again.
 * Nodes come out in depth-first order, near their children.
 */

/*
 * Memory: the node array and the path records, each reserved a little
 * ahead of what it holds (doubling while small, then 16 MB at a time),
 * so that what counts against the limit, what they reserve, is about
 * what they touch.  Each is kept for the next class, but given back
 * when the other needs its room: the records once the tree is built,
 * the nodes while the next class's paths are listed.
 */
#define CHUNK_BYTES ((size_t)16 << 20)

/* The next size of an array of cap items of size bytes that must hold
 * need: at most most. */
static size_t next_cap(size_t cap, size_t need, size_t most, size_t size)
{
	size_t chunk = CHUNK_BYTES / size;
	size_t c = cap ? cap + (cap < chunk ? cap : chunk) : 1 << 10;

	if (c < need)
		c = need;
	return c < most ? c : most;
}

/* What the two arrays reserve, noted as the most the prover held. */
static size_t held(boggle_prover *p)
{
	size_t bytes = p->cap * NODE_BYTES + p->rec_cap * sizeof *p->rec;

	if (bytes > p->peak)
		p->peak = bytes;
	return bytes;
}

static void records_free(boggle_prover *p)
{
	free(p->rec);
	p->rec = NULL;
	p->nrec = p->rec_cap = 0;
}

/* Room for need nodes in all: -1 past the limit (or out of memory). */
static int tree_room(boggle_prover *p, size_t need)
{
	size_t recs = p->rec_cap * sizeof *p->rec, most, cap;
	tnode *nn;

	if (need <= p->cap)
		return 0;
	/* records no tree is being built from: their room is the tree's */
	if (!p->nrec && recs && need * NODE_BYTES + recs > p->limit) {
		records_free(p);
		recs = 0;
	}
	most = p->limit > recs ? (p->limit - recs) / NODE_BYTES : 0;
	if (most > (size_t)1 << 31)
		most = (size_t)1 << 31;
	if (need > most || !most) {
		p->too_big = 1;
		return -1;
	}
	cap = next_cap(p->cap, need, most, NODE_BYTES);
	if (!(nn = realloc(p->nodes, cap * sizeof *nn)))
		return p->too_big = 1, -1;
	p->nodes = nn;
	p->cap = cap;
	held(p);
	return 0;
}

uint32_t tree_grow(boggle_prover *p, uint32_t n)
{
	if (tree_room(p, p->nnodes + n) < 0)
		return 0;
	return tree_take(p, n);
}

uint32_t tree_alloc(boggle_prover *p, uint32_t n)
{
	uint32_t k = tree_take(p, n);

	if (k)
		memset(&p->nodes[k], 0, n * sizeof *p->nodes);
	return k;
}

/* n new nodes side by side, made children of parent; 0 if out of room. */
static uint32_t tree_block(boggle_prover *p, uint32_t parent, uint32_t n)
{
	uint32_t k = tree_alloc(p, n);

	if (!k)
		return 0;
	p->nodes[parent].kid = k;
	p->nodes[parent].n = n;
	return k;
}

static int32_t path_points(boggle_prover *p, int letters, int plen)
{
	uint16_t path[PROVE_MAX_CELLS];
	int i;

	if (p->rules.scoring != BOGGLE_SCORING_LETTERS)
		return p->points[letters];
	for (i = 0; i < plen; i++) {
		path[i] = p->path_cell[i];
		p->scratch.cells[path[i]] =
			p->cls->tiles[p->path_cell[i]][p->path_tile[i]];
	}
	return boggle_score_path(&p->rules, &p->scratch, path, plen);
}

/* List the word path on the stack, whose key is key. */
static void path_add(boggle_prover *p, uint32_t word, int letters, int plen,
		     key_t key)
{
	path_rec *r;
	int32_t score;

	if (p->nrec == p->rec_cap) {
		/* the sort takes as much again, in the node array */
		size_t most = p->limit / (2 * sizeof *r);
		size_t cap = next_cap(p->rec_cap, p->nrec + 1, most, sizeof *r);

		/* no tree in the node array while paths are listed, unless
		 * the trees of a split lie there: then the part is merged */
		if (cap * sizeof *r + p->cap * NODE_BYTES > p->limit &&
		    p->base) {
			p->too_big = 1;
			return;
		}
		if (cap * sizeof *r + p->cap * NODE_BYTES > p->limit) {
			free(p->nodes);
			p->nodes = NULL;
			p->cap = 0;
		}
		if (cap <= p->nrec || !(r = realloc(p->rec, cap * sizeof *r))) {
			p->too_big = 1;
			return;
		}
		p->rec = r;
		p->rec_cap = cap;
		held(p);
	}
	score = path_points(p, letters, plen);
	r = &p->rec[p->nrec++];
	r->hi = (uint64_t)(key >> 64);
	r->lo = (uint64_t)key;
	r->word = word;
	r->score = score;
	if (p->best_of) {
		if (!(p->has_word[word >> 3] >> (word & 7) & 1)) {
			p->has_word[word >> 3] |= (uint8_t)(1u << (word & 7));
			p->best_of[word] = 0;
			p->ts.words++;
		}
		if (score > p->best_of[word]) {
			p->ts.union_bound += score - p->best_of[word];
			p->best_of[word] = score;
		}
	}
}

/*
 * The symbol of rank k in a record's key: a tile, or sym_mask where
 * none.  A key of 64 bits or fewer lies in the low half, read alone.
 */
static inline unsigned sym_at(const boggle_prover *p, const path_rec *rec,
			      int k)
{
	uint64_t x = p->narrow ? rec->lo >> p->shift[k] :
				 (uint64_t)(rec_key(rec) >> p->shift[k]);

	return (unsigned)x & (unsigned)p->sym_mask;
}

/* The rank of the first cell from rank r on that a record's path takes. */
static inline int first_rank(const boggle_prover *p, const path_rec *rec,
			     int r)
{
	key_t taken = ~rec_key(rec) & p->below[r];
	uint64_t hi = (uint64_t)(taken >> 64);
	int bit = hi ? 127 - __builtin_clzll(hi) :
		  63 - __builtin_clzll((uint64_t)taken);

	return p->ncells - 1 - bit / p->sym_bits;
}

/*
 * The first record of [lo, hi) whose symbol of rank k is above the
 * value above, or hi: the run is sorted by that symbol.  Galloping from
 * lo, since most runs are short.
 */
static size_t first_above(const boggle_prover *p, size_t lo, size_t hi,
			  int k, unsigned above)
{
	size_t a = lo, b, step = 1;

	if (lo == hi || sym_at(p, &p->rec[lo], k) > above)
		return lo;
	while (a + step < hi && sym_at(p, &p->rec[a + step], k) <= above) {
		a += step;
		step *= 2;
	}
	b = a + step < hi ? a + step : hi;
	while (b - a > 1) {
		size_t m = a + (b - a) / 2;

		if (sym_at(p, &p->rec[m], k) <= above)
			a = m;
		else
			b = m;
	}
	return b;
}

/* The first record of [lo, hi) that ends before rank r, or hi. */
static size_t first_end(const boggle_prover *p, size_t lo, size_t hi, int r)
{
	key_t none = p->below[r];
	uint64_t none_lo = (uint64_t)none;

	while (lo < hi) {
		size_t m = lo + (hi - lo) / 2;

		if (p->narrow ? (p->rec[m].lo & none_lo) == none_lo :
				(rec_key(&p->rec[m]) & none) == none)
			hi = m;
		else
			lo = m + 1;
	}
	return lo;
}

/* Digits of the radix sort: 14 bits.  Fewer passes over the records (6
 * for a 4x4 class's 80-bit keys, 4 for 3x3's 45) save more than counts
 * out of L1 cost: 11 bits, 8 and 5 passes, was slower at both. */
#define DIGIT_BITS 14
#define DIGITS (1 << DIGIT_BITS)

/* Digit d of a record's key, from the least significant. */
static inline unsigned digit(const boggle_prover *p, const path_rec *rec,
			     int d)
{
	uint64_t x = p->narrow ? rec->lo >> d * DIGIT_BITS :
				 (uint64_t)(rec_key(rec) >> d * DIGIT_BITS);

	return (unsigned)x & (DIGITS - 1);
}

/*
 * Sort the records by key, least significant digit first, through
 * scratch (room for as many): -1 if there is no memory for the counts.
 * A pass whose digit is the same in every record is skipped.
 */
static int sort_records(boggle_prover *p, path_rec *scratch)
{
	int passes = (p->ncells * p->sym_bits + DIGIT_BITS - 1) / DIGIT_BITS;
	uint32_t (*count)[DIGITS] = calloc((size_t)passes, sizeof *count);
	path_rec *from = p->rec, *to = scratch, *t;
	size_t n = p->nrec, i;
	int d;

	if (!count)
		return -1;
	for (i = 0; i < n; i++)
		for (d = 0; d < passes; d++)
			count[d][digit(p, &from[i], d)]++;
	for (d = 0; d < passes; d++) {
		uint32_t at = 0, c;
		int k;

		if (count[d][digit(p, &from[0], d)] == n)
			continue;
		for (k = 0; k < DIGITS; k++) {
			c = count[d][k];
			count[d][k] = at;
			at += c;
		}
		for (i = 0; i < n; i++)
			to[count[d][digit(p, &from[i], d)]++] = from[i];
		t = from;
		from = to;
		to = t;
	}
	if (from != p->rec)
		memcpy(p->rec, from, n * sizeof *p->rec);
	free(count);
	return 0;
}

/* Sort the records by word, keeping their order within a word: as
 * sort_records, through scratch. */
static __attribute__((noinline)) int sort_words(boggle_prover *p, path_rec *scratch)
{
	uint32_t (*count)[DIGITS] = calloc(3, sizeof *count);
	path_rec *from = p->rec, *to = scratch, *t;
	size_t n = p->nrec, i;
	int d, passes = 1;

	if (!count)
		return -1;
	while (passes < 3 && p->dict->count >> passes * DIGIT_BITS)
		passes++;
	for (i = 0; i < n; i++)
		for (d = 0; d < passes; d++)
			count[d][from[i].word >> d * DIGIT_BITS & (DIGITS - 1)]++;
	for (d = 0; d < passes; d++) {
		uint32_t at = 0, c;
		int k;

		for (k = 0; k < DIGITS; k++) {
			c = count[d][k];
			count[d][k] = at;
			at += c;
		}
		for (i = 0; i < n; i++)
			to[count[d][from[i].word >> d * DIGIT_BITS &
				    (DIGITS - 1)]++] = from[i];
		t = from;
		from = to;
		to = t;
	}
	if (from != p->rec)
		memcpy(p->rec, from, n * sizeof *p->rec);
	free(count);
	return 0;
}

/* The bits of the ranks a key's path takes, and how many it takes:
 * a symbol of all ones is none; lows holds each symbol's lowest bit. */
static inline key_t taken_mask(const boggle_prover *p, key_t key, key_t lows,
			       int *count)
{
	key_t all = key;
	uint64_t hi, lo;
	int b;

	for (b = 1; b < p->sym_bits; b++)
		all &= key >> b;
	all = ~all & lows;
	hi = (uint64_t)(all >> 64);
	lo = (uint64_t)all;
	*count = __builtin_popcountll(hi) + __builtin_popcountll(lo);
	return all * p->sym_mask;
}

/*
 * Drop the records that another record of the same word covers: one
 * whose path needs (a tile on a cell the key holds, one-tile cells
 * being out of keys) a subset of what it needs, and scores at least as
 * much.  Wherever the covered path is spelled, so is the other, and the
 * word counts once, so the tree that leaves it out still bounds every
 * board.  The records come out sorted by word.
 */
static __attribute__((noinline)) int drop_covered(boggle_prover *p, path_rec *scratch)
{
	size_t n = p->nrec, a = 0, b, i, j, out = 0, cap = 0;
	key_t *mask = NULL;
	uint8_t *cnt = NULL;
	uint32_t *by = NULL;
	uint32_t at[PROVE_MAX_CELLS + 2];
	key_t lows = 0;
	int r;

	for (r = 0; r < p->ncells; r++)
		lows |= (key_t)1 << p->shift[r];
	if (sort_words(p, scratch) < 0)
		return -1;
	for (; a < n; a = b) {
		size_t m = 0;
		int c;

		for (b = a + 1; b < n && p->rec[b].word == p->rec[a].word; b++)
			;
		if (b - a > cap) {
			cap = 2 * (b - a);
			free(mask);
			free(cnt);
			free(by);
			mask = malloc(cap * sizeof *mask);
			cnt = malloc(cap);
			by = malloc(cap * sizeof *by);
			if (!mask || !cnt || !by) {
				free(mask);
				free(cnt);
				free(by);
				return -1;
			}
		}
		if (b - a == 1) {
			p->rec[out++] = p->rec[a];
			continue;
		}
		/* paths that need the same are left to tree_split, which
		 * keeps the best of them */
		for (m = 0; m < b - a; m++) {
			mask[m] = taken_mask(p, rec_key(&p->rec[a + m]), lows, &c);
			cnt[m] = (uint8_t)c;
		}
		/* by cells taken, fewest first: only fewer can cover */
		memset(at, 0, sizeof at);
		for (i = 0; i < m; i++)
			at[cnt[i] + 1]++;
		for (c = 1; c < PROVE_MAX_CELLS + 2; c++)
			at[c] += at[c - 1];
		for (i = 0; i < m; i++)
			by[at[cnt[i]]++] = (uint32_t)i;
		/* at[c] is now where the paths of more than c cells begin */
		for (i = 0; i < m; i++) {
			key_t ki = rec_key(&p->rec[a + i]);
			size_t end = cnt[i] ? at[cnt[i] - 1] : 0;
			int keep = 1;

			for (j = 0; j < end && keep; j++) {
				size_t q = by[j];

				keep = ((rec_key(&p->rec[a + q]) ^ ki) & mask[q]) ||
				       p->rec[a + q].score < p->rec[a + i].score;
			}
			/* a covered path still covers others: drop it after */
			cnt[i] = (uint8_t)keep;
		}
		for (i = 0; i < m; i++) {
			if (cnt[i])
				p->rec[out++] = p->rec[a + i];
			else
				p->covered++;
		}
	}
	free(mask);
	free(cnt);
	free(by);
	p->nrec = out;
	return 0;
}

static int32_t clamp(int64_t x)
{
	return x > INT32_MAX ? INT32_MAX : (int32_t)x;
}

/*
 * Records [lo, hi), sorted, lead to sum node at, their cells before rank
 * r all placed: those that end here (the last of them) add their points
 * (a word once, however many paths over the same cells spell it); the
 * others make one choice node for each cell one of them takes first, and
 * under it one sum node for each tile they take there, and so on down.
 * A node's children are made side by side, and each node's bound is set
 * as its children are done.  The sum node's bound, or -1 out of room.
 */
static int64_t tree_split(boggle_prover *p, size_t lo, size_t hi, int r,
			  uint32_t at)
{
	size_t i, end = first_end(p, lo, hi, r);
	size_t group[PROVE_MAX_CELLS + 1];
	int grank[PROVE_MAX_CELLS];
	uint32_t choice;
	int64_t pts = 0, bound;
	int ng = 0, g, k;

	/* those that end here, all over one set of cells, by word and the
	 * best scoring first (with one-tile cells out of keys, scores differ
	 * where a bonus square does): few */
	for (i = end + 1; i < hi; i++) {
		path_rec x = p->rec[i];
		size_t j = i;

		for (; j > end && (p->rec[j - 1].word > x.word ||
				   (p->rec[j - 1].word == x.word &&
				    p->rec[j - 1].score < x.score)); j--)
			p->rec[j] = p->rec[j - 1];
		p->rec[j] = x;
	}
	for (i = end; i < hi; i++) {
		if (i > end && p->rec[i].word == p->rec[i - 1].word) {
			p->ts.repeats++;
			continue;
		}
		p->ts.paths++;
		pts += p->rec[i].score;
	}
	p->nodes[at].points = clamp(pts);
	hi = end;
	if (lo == hi) {
		p->nodes[at].bound = p->nodes[at].points;
		return p->nodes[at].bound;
	}
	/* one record left, as most are deep down: a chain of its cells,
	 * choice and sum node in turn, each the next one's parent */
	if (hi - lo == 1) {
		const path_rec *rec = &p->rec[lo];
		int32_t score = rec->score;
		uint32_t m = 0, c;

		for (k = r; k < p->ncells; k++)
			m += sym_at(p, rec, k) != (unsigned)p->sym_mask;
		if (!(c = tree_alloc(p, 2 * m)))
			return -1;
		p->nodes[at].kid = c;
		p->nodes[at].n = 1;
		p->nodes[at].bound = clamp((int64_t)p->nodes[at].points + score);
		for (k = r; k < p->ncells; k++) {
			unsigned sym = sym_at(p, rec, k);

			if (sym == (unsigned)p->sym_mask)
				continue;
			p->nodes[c].key = p->order[k];
			p->nodes[c + 1].key = (uint8_t)sym;
			p->nodes[c].kid = c + 1;
			p->nodes[c].n = 1;
			p->nodes[c].bound = p->nodes[c + 1].bound = score;
			if (--m) {
				p->nodes[c + 1].kid = c + 2;
				p->nodes[c + 1].n = 1;
			}
			c += 2;
		}
		p->nodes[c - 1].points = score;
		p->ts.paths++;
		return p->nodes[at].bound;
	}
	/* the runs that take the same cell first, in the order of the cells */
	for (i = lo; i < hi; ng++) {
		grank[ng] = first_rank(p, &p->rec[i], r);
		group[ng] = i;
		i = first_above(p, i, hi, grank[ng], (unsigned)p->sym_mask - 1);
	}
	group[ng] = hi;
	if (!(choice = tree_block(p, at, (uint32_t)ng)))
		return -1;
	bound = p->nodes[at].points;
	for (g = 0; g < ng; g++) {
		size_t part[CLASS_TILES_MAX + 1];
		uint32_t c = choice + (uint32_t)g, sum;
		int64_t best = 0, b;
		int ntiles = 0, t;

		k = grank[g];
		p->nodes[c].key = p->order[k];
		/* the runs of one tile */
		for (part[0] = group[g]; part[ntiles] < group[g + 1]; ntiles++)
			part[ntiles + 1] = first_above(p, part[ntiles], group[g + 1], k,
						       sym_at(p, &p->rec[part[ntiles]], k));
		if (!(sum = tree_block(p, c, (uint32_t)ntiles)))
			return -1;
		for (t = 0; t < ntiles; t++, sum++) {
			p->nodes[sum].key = (uint8_t)sym_at(p, &p->rec[part[t]], k);
			if ((b = tree_split(p, part[t], part[t + 1], k + 1, sum)) < 0)
				return -1;
			if (b > best)
				best = b;
		}
		p->nodes[c].bound = clamp(best);
		bound += best;
	}
	p->nodes[at].bound = clamp(bound);
	return p->nodes[at].bound;
}

/* Step onto tile t of cell: narrow by its letters; 0 if no word goes on. */
static inline int enter(const boggle_prover *p, int cell, int t, span *sp)
{
	const boggle_cell *c = &p->cls->tiles[cell][t];
	int k;

	for (k = 0; k < c->len; k++)
		if (!span_narrow(p->dict, sp, (uint8_t)c->letters[k], p->absent))
			return 0;
	return 1;
}

/* The letters that may come next after the prefix sp stands for. */
static letter_set next_letters(const boggle_dict *d, const span *sp)
{
	letter_set s = 0;
	uint32_t i;

	if (sp->range >= 0)
		return range_next(&d->ranges[sp->range]);
	for (i = sp->lo; i < sp->hi; i++)
		s |= letter_bit(d->leaves[sp->row + (i - sp->base)]);
	return s;
}

static void grow(boggle_prover *p, const span *sp, uint32_t free,
		 uint32_t on_path, int letters, int plen, key_t key);

/* What the prefix sp is: a word to list (1), and one words go on from (2). */
static inline int prefix_kind(const boggle_prover *p, const span *sp)
{
	int exact = span_is_word(p->dict, sp);
	int word = exact && !(p->excluded &&
			      p->excluded[sp->lo >> 3] >> (sp->lo & 7) & 1);

	return word | (sp->hi - sp->lo > (uint32_t)exact) << 1;
}

/*
 * Step onto tile t of cell, sp now the prefix the path spells with it
 * (kind as prefix_kind says): list the path if it spells a word, and go
 * on if some word goes on.
 */
static inline void step(boggle_prover *p, int cell, int t, const span *sp,
			int kind, uint32_t on_path, int letters, int plen,
			key_t key)
{
	uint32_t free;

	if (p->too_big || --p->steps < 0) {
		p->too_big = 1;
		return;
	}
	letters += p->tile_letters[cell][t];
	p->path_cell[plen] = (uint8_t)cell;
	p->path_tile[plen++] = (uint8_t)t;
	/* the cell's symbol was none: the path has not been there */
	key ^= p->tile_key[cell][t];
	if ((kind & 1) && letters >= p->rules.min_letters)
		path_add(p, sp->lo, letters, plen, key);
	if (!(kind & 2))
		return;
	on_path |= 1u << cell;
	free = p->around[cell] & ~on_path;
	if (free)
		grow(p, sp, free, on_path, letters, plen, key);
}

/*
 * From the prefix sp, its path over the cells of on_path, step onto each
 * cell of free and each tile there that some word goes on with: a letter
 * of one tile narrowed once for all the cells that have it (a class's
 * cells share buckets), then the tiles of several letters.
 */
static void grow(boggle_prover *p, const span *sp, uint32_t free,
		 uint32_t on_path, int letters, int plen, key_t key)
{
	letter_set next = next_letters(p->dict, sp) & p->single_any;
	uint32_t cells;
	int kind;

	while (next) {
		int code = __builtin_ctzll(next);
		span sn = *sp;

		next &= next - 1;
		cells = free & p->cells_of[code];
		if (!cells || !span_narrow(p->dict, &sn, LETTER(code), p->absent))
			continue;
		kind = prefix_kind(p, &sn);
		for (; cells; cells &= cells - 1) {
			int n = __builtin_ctz(cells);

			step(p, n, p->tile_of[n][code], &sn, kind, on_path,
			     letters, plen, key);
		}
	}
	for (cells = free & p->multi_cells; cells; cells &= cells - 1) {
		int n = __builtin_ctz(cells), u;

		for (u = 0; u < p->cls->ntiles[n]; u++) {
			span sn = *sp;

			if (p->cls->tiles[n][u].len > 1 && enter(p, n, u, &sn))
				step(p, n, u, &sn, prefix_kind(p, &sn), on_path,
				     letters, plen, key);
		}
	}
}

/*
 * The points every board of the class gets from sum node sum: its own,
 * and those down its choice nodes of cells of one tile.
 */
static int64_t tree_forced(const boggle_prover *p, uint32_t sum)
{
	int64_t f = p->nodes[sum].points;
	uint32_t c;

	for (c = p->nodes[sum].kid; c < p->nodes[sum].kid + p->nodes[sum].n; c++)
		if (p->cls->ntiles[p->nodes[c].key] == 1 && p->nodes[c].n == 1)
			f += tree_forced(p, p->nodes[c].kid);
	return f;
}

/*
 * Where each rank's symbol sits in a key: as few bits as the most tiles
 * a cell has need.  -1 if the key would not fit.
 */
static int key_layout(boggle_prover *p, const boggle_class *cls)
{
	int i, most = 0, bits = 1;

	for (i = 0; i < p->ncells; i++)
		if (cls->ntiles[i] > most)
			most = cls->ntiles[i];
	while ((1 << bits) <= most)
		bits++;
	if (bits * p->ncells > 128) {
		p->too_big = p->too_wide = 1;
		return -1;
	}
	p->sym_bits = bits;
	p->narrow = bits * p->ncells <= 64;
	p->sym_mask = ((key_t)1 << bits) - 1;
	for (i = 0; i < p->ncells; i++)
		p->shift[i] = bits * (p->ncells - 1 - i);
	p->below[p->ncells] = 0;
	for (i = p->ncells - 1; i >= 0; i--)
		p->below[i] = p->below[i + 1] | p->sym_mask << p->shift[i];
	return 0;
}

/* Build cls's tree; -1 if it would be too big (or memory ran out). */
int tree_build(boggle_prover *p, const boggle_class *cls)
{
	letter_set present = 0;
	int i, t, k, masked;
	path_rec *scratch;

	p->cls = cls;
	p->too_big = 0;
	p->steps = BUILD_STEPS;
	memset(&p->ts, 0, sizeof p->ts);
	p->covered = 0;
	p->too_wide = 0;
	for (i = 0; i < p->ncells; i++) {
		p->single[i] = 0;
		p->multi[i] = 0;
		for (t = 0; t < cls->ntiles[i]; t++) {
			const boggle_cell *c = &cls->tiles[i][t];
			int n = 0;

			if (c->len == 1) {
				p->single[i] |= letter_bit((uint8_t)c->letters[0]);
				p->tile_of[i][LETTER_CODE(c->letters[0])] = (uint8_t)t;
			} else {
				p->multi[i] = 1;
			}

			for (k = 0; k < c->len; k++) {
				const lang_letter *l = lang_letter_at(p->lang,
								      c->letters[k]);

				present |= letter_bit((uint8_t)c->letters[k]);
				n += l ? l->weight : 1;
			}
			p->tile_letters[i][t] = (uint8_t)n;
		}
	}
	p->absent = fold_absent(~present);
	if (key_layout(p, cls) < 0)
		return -1;
	p->nrec = 0;
	/* a one-tile cell needs nothing of a board of the class: out of
	 * the keys, so that paths that differ only there are one */
	masked = 0;
	for (i = 0; i < p->ncells; i++)
		for (t = 0; t < cls->ntiles[i]; t++) {
			p->tile_key[i][t] = (p->sym_mask ^ (key_t)t)
					    << p->shift[p->rank[i]];
			if (p->drop && cls->ntiles[i] == 1) {
				p->tile_key[i][t] = 0;
				masked = 1;
			}
		}
	p->single_any = 0;
	p->multi_cells = 0;
	memset(p->cells_of, 0, sizeof p->cells_of);
	for (i = 0; i < p->ncells; i++) {
		letter_set s;

		p->around[i] = 0;
		for (k = 0; k < p->adj.degree[i]; k++)
			p->around[i] |= 1u << p->adj.next[i][k];
		p->single_any |= p->single[i];
		for (s = p->single[i]; s; s &= s - 1)
			p->cells_of[__builtin_ctzll(s)] |= 1u << i;
		if (p->multi[i])
			p->multi_cells |= 1u << i;
	}
	{
		span sp = span_all(p->dict);

		grow(p, &sp, ((uint32_t)1 << p->ncells) - 1, 0, 0, 0, p->below[0]);
	}
	/* the node array, which the tree will need anyway, as the scratch;
	 * the sort counts in 32 bits */
	if (p->nrec > UINT32_MAX)
		p->too_big = 1;
	p->nnodes = p->base;
	if (!p->too_big)
		tree_room(p, p->base + (p->nrec * sizeof *p->rec + NODE_BYTES - 1) /
				     NODE_BYTES + 1);
	if (p->too_big)
		return -1;
	scratch = (path_rec *)(void *)(p->nodes + p->base);
	if (p->nrec && ((masked && drop_covered(p, scratch) < 0) ||
			sort_records(p, scratch) < 0))
		return p->too_big = 1, -1;
	p->nnodes = p->base + 1;
	memset(&p->nodes[p->base], 0, sizeof p->nodes[0]);
	if ((p->ts.bound = tree_split(p, 0, p->nrec, 0, (uint32_t)p->base)) < 0)
		return -1;
	p->ts.forced = tree_forced(p, (uint32_t)p->base);
	p->ts.nodes = p->nnodes - p->base;
	p->ts.bytes = held(p);
	/* the records stay for the next class, unless the tree needs their
	 * room; past half the limit it may, and they go now, so that what
	 * is resident stays what is counted */
	p->nrec = 0;
	if (p->ts.bytes > p->limit / 2)
		records_free(p);
	return 0;
}

int class_fits(const boggle_prover *p, const boggle_class *cls)
{
	int i;

	if (!cls || cls->rows != p->rows || cls->cols != p->cols ||
	    lang_of(cls->lang) != p->lang)
		return 0;
	for (i = 0; i < p->ncells; i++)
		if (cls->ntiles[i] < 1 || cls->ntiles[i] > CLASS_TILES_MAX)
			return 0;
	return 1;
}

boggle_code boggle_prover_bound_every(boggle_prover *p,
				      const boggle_class *cls,
				      boggle_bound *bound, int64_t *every,
				      uint64_t *covered)
{
	int64_t plain = -1;
	int rc = 0, i;

	if (bound)
		memset(bound, 0, sizeof *bound);
	if (every)
		*every = 0;
	if (covered)
		*covered = 0;
	if (!p || !bound || !class_fits(p, cls))
		return BOGGLE_MISUSE;
	p->best_of = malloc(((size_t)p->dict->count + 1) * sizeof *p->best_of);
	p->has_word = calloc(p->dict->count / 8 + 1, 1);
	if (!p->best_of || !p->has_word) {
		free(p->best_of);
		free(p->has_word);
		p->best_of = NULL;
		p->has_word = NULL;
		return BOGGLE_NOMEM;
	}
	/* a class of no one-tile cell drops nothing: one tree says both */
	for (i = 0; i < p->ncells && cls->ntiles[i] > 1; i++)
		;
	if (i < p->ncells && every) {
		p->drop = 0;
		rc = tree_build(p, cls);
		p->drop = 1;
		plain = p->ts.bound;
	}
	if (rc >= 0) {
		memset(p->has_word, 0, p->dict->count / 8 + 1);
		rc = tree_build(p, cls);
		if (plain < 0)
			plain = p->ts.bound;
	}
	free(p->best_of);
	free(p->has_word);
	p->best_of = NULL;
	p->has_word = NULL;
	if (rc < 0)
		return BOGGLE_TOO_LARGE;
	*bound = p->ts;
	if (every)
		*every = plain;
	if (covered)
		*covered = p->covered;
	return BOGGLE_OK;
}

boggle_code boggle_prover_bound(boggle_prover *p, const boggle_class *cls,
				boggle_bound *bound)
{
	return boggle_prover_bound_every(p, cls, bound, NULL, NULL);
}

void tree_free(boggle_prover *p)
{
	free(p->nodes);
	p->nodes = NULL;
	p->cap = 0;
	records_free(p);
}
