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
 * A tree is built in two steps.  The search lists every word path of the
 * class as a record whose key holds, cell by cell in the fixed order, the
 * path's tile there plus one, or 0 where the path does not pass (the
 * first cell in the highest bits).  Then the records are split by their
 * first cell's symbol, and each part again by the next cell's, as a
 * radix sort splits them: each split that finds tiles is a choice node,
 * each of its parts a sum node, and a record ends at the sum node of its
 * last cell.  Nodes come out in depth-first order, near their children,
 * and no search for a child ever runs.
 */

static int tree_room(boggle_prover *p)
{
	/* a first tree small enough for the smallest limit that holds one */
	size_t cap = p->cap ? p->cap * 2 : 1 << 10;
	tnode *nn;
	uint8_t *nk;

	if (cap * NODE_BYTES + p->rec_cap * sizeof(path_rec) > p->limit ||
	    cap > (size_t)1 << 31) {
		p->too_big = 1;
		return -1;
	}
	if (!(nn = realloc(p->nodes, cap * sizeof *nn)))
		return p->too_big = 1, -1;
	p->nodes = nn;
	if (!(nk = realloc(p->keys, cap)))
		return p->too_big = 1, -1;
	p->keys = nk;
	p->cap = cap;
	return 0;
}

uint32_t tree_alloc(boggle_prover *p, uint32_t n)
{
	uint32_t k;

	while (p->nnodes + n > p->cap)
		if (tree_room(p) < 0)
			return 0;
	k = (uint32_t)p->nnodes;
	p->nnodes += n;
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

/* List the word path on the stack. */
static void path_add(boggle_prover *p, uint32_t word, int letters, int plen)
{
	path_rec *r;
	key_t key;
	int32_t score;
	int i;

	if (p->nrec == p->rec_cap) {
		size_t cap = p->rec_cap ? p->rec_cap * 2 : 1 << 10;
		path_rec *n;

		if (cap * sizeof *n + p->cap * NODE_BYTES > p->limit ||
		    !(n = realloc(p->rec, cap * sizeof *n))) {
			p->too_big = 1;
			return;
		}
		p->rec = n;
		p->rec_cap = cap;
	}
	score = path_points(p, letters, plen);
	r = &p->rec[p->nrec++];
	key = 0;
	for (i = 0; i < plen; i++)
		key |= (key_t)(p->path_tile[i] + 1u)
		       << p->shift[p->rank[p->path_cell[i]]];
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

static int by_word(const void *a, const void *b)
{
	const path_rec *x = a, *y = b;

	return (x->word > y->word) - (x->word < y->word);
}

/* The rank of the first cell from rank r on that the record's path takes. */
static inline int first_rank(const boggle_prover *p, key_t key, int r)
{
	key_t rest = key & p->below[r];
	uint64_t hi = (uint64_t)(rest >> 64);
	int bit = hi ? 127 - __builtin_clzll(hi) :
		  63 - __builtin_clzll((uint64_t)rest);

	return p->ncells - 1 - bit / p->sym_bits;
}

/*
 * Swap records [lo, lo + sum of count) into parts by part(record), part
 * i from start[i] on (an American flag sort); count[i] records each.
 */
#define FLAG_SORT(p, lo, nparts, count, start, PART)                        \
	do {                                                                \
		size_t next_[CLASS_TILES_MAX + 1];                          \
		int t_;                                                     \
		(start)[0] = (lo);                                          \
		for (t_ = 0; t_ < (nparts); t_++)                           \
			(start)[t_ + 1] = (start)[t_] + (count)[t_];        \
		memcpy(next_, (start), (size_t)(nparts) * sizeof *next_);   \
		for (t_ = 0; t_ < (nparts); t_++) {                         \
			while (next_[t_] < (start)[t_ + 1]) {               \
				path_rec x_ = (p)->rec[next_[t_]];          \
				int k_ = PART(x_);                          \
				while (k_ != t_) {                          \
					path_rec y_ = (p)->rec[next_[k_]];  \
					(p)->rec[next_[k_]++] = x_;         \
					x_ = y_;                            \
					k_ = PART(x_);                      \
				}                                           \
				(p)->rec[next_[t_]++] = x_;                 \
			}                                                   \
		}                                                           \
	} while (0)

/*
 * Records [lo, hi) lead to sum node at, their cells before rank r all
 * placed: those that end here add their points (a word once, however
 * many paths over the same cells spell it); the others are parted by
 * the first cell they take next, one choice node each, and each part by
 * that cell's tile, one sum node each, and so on down.  A node's
 * children are made side by side.
 */
static int tree_split(boggle_prover *p, size_t lo, size_t hi, int r,
		      uint32_t at)
{
	size_t i, end = lo;
	size_t count[CLASS_TILES_MAX + 1], start[CLASS_TILES_MAX + 2];
	uint8_t slot[PROVE_MAX_CELLS];
	uint32_t present = 0, choice;
	int64_t pts = 0;
	int nchoices = 0, k;

	/* those that end here first */
	for (i = lo; i < hi; i++)
		if (!(rec_key(&p->rec[i]) & p->below[r])) {
			path_rec t = p->rec[i];

			p->rec[i] = p->rec[end];
			p->rec[end++] = t;
		}
	if (end - lo > 1)
		qsort(p->rec + lo, end - lo, sizeof *p->rec, by_word);
	for (i = lo; i < end; i++) {
		if (i > lo && p->rec[i].word == p->rec[i - 1].word) {
			p->ts.repeats++;
			continue;
		}
		p->ts.paths++;
		pts += p->rec[i].score;
	}
	p->nodes[at].points = pts > INT32_MAX ? INT32_MAX : (int32_t)pts;
	lo = end;
	if (lo == hi)
		return 0;
	/* one record left, as most are deep down: a chain of its cells */
	if (hi - lo == 1) {
		key_t key = rec_key(&p->rec[lo]);

		for (k = r; k < p->ncells; k++) {
			unsigned sym = (unsigned)(key >> p->shift[k] & p->sym_mask);

			if (!sym)
				continue;
			if (!(choice = tree_block(p, at, 1)) ||
			    !(at = tree_block(p, choice, 1)))
				return -1;
			p->keys[choice] = p->order[k];
			p->keys[at] = (uint8_t)(sym - 1);
		}
		p->ts.paths++;
		p->nodes[at].points = p->rec[lo].score;
		return 0;
	}
	/* one choice node a cell some record takes first */
	for (i = lo; i < hi; i++)
		present |= 1u << first_rank(p, rec_key(&p->rec[i]), r);
	for (k = r; k < p->ncells; k++)
		if (present >> k & 1)
			slot[k] = (uint8_t)nchoices++;
	if (!(choice = tree_block(p, at, (uint32_t)nchoices)))
		return -1;
	memset(count, 0, (size_t)nchoices * sizeof *count);
	for (i = lo; i < hi; i++)
		count[slot[first_rank(p, rec_key(&p->rec[i]), r)]]++;
#define BY_CELL(x) slot[first_rank(p, rec_key(&(x)), r)]
	FLAG_SORT(p, lo, nchoices, count, start, BY_CELL);
#undef BY_CELL
	for (k = r; k < p->ncells; k++) {
		size_t part[CLASS_TILES_MAX + 2], a, b;
		int shift = p->shift[k], n, t, ntiles = 0;
		uint32_t c, sum;

		if (!(present >> k & 1))
			continue;
		c = choice + slot[k];
		a = start[slot[k]];
		b = start[slot[k] + 1];
		p->keys[c] = p->order[k];
		n = p->cls->ntiles[p->order[k]];
		/* tiles are 1 .. n in the key: part t - 1 is tile t - 1 */
		memset(count, 0, (size_t)n * sizeof *count);
		for (i = a; i < b; i++)
			count[(int)(rec_key(&p->rec[i]) >> shift & p->sym_mask) - 1]++;
		for (t = 0; t < n; t++)
			ntiles += count[t] > 0;
		if (!(sum = tree_block(p, c, (uint32_t)ntiles)))
			return -1;
#define BY_TILE(x) ((int)(rec_key(&(x)) >> shift & p->sym_mask) - 1)
		FLAG_SORT(p, a, n, count, part, BY_TILE);
#undef BY_TILE
		for (t = 0; t < n; t++) {
			if (!count[t])
				continue;
			p->keys[sum] = (uint8_t)t;
			if (tree_split(p, part[t], part[t + 1], k + 1, sum) < 0)
				return -1;
			sum++;
		}
	}
	return 0;
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

static void grow(boggle_prover *p, int cell, int t, span sp, int letters,
		 int plen);

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

/* Go on from sp onto each tile of cell n that some word goes on with. */
static void grow_into(boggle_prover *p, int n, const span *sp, int letters,
		      int plen)
{
	letter_set next = next_letters(p->dict, sp) & p->single[n];
	int u;

	while (next) {
		int code = __builtin_ctzll(next);
		span sn = *sp;

		next &= next - 1;
		u = p->tile_of[n][code];
		if (span_narrow(p->dict, &sn, LETTER(code), p->absent))
			grow(p, n, u, sn, letters + p->tile_letters[n][u], plen);
	}
	for (u = 0; p->multi[n] && u < p->cls->ntiles[n]; u++) {
		span sn = *sp;

		if (p->cls->tiles[n][u].len > 1 && enter(p, n, u, &sn))
			grow(p, n, u, sn, letters + p->tile_letters[n][u], plen);
	}
}

static void grow(boggle_prover *p, int cell, int t, span sp, int letters,
		 int plen)
{
	const board_adjacency *adj = &p->adj;
	int k, exact;

	if (p->too_big || --p->steps < 0) {
		p->too_big = 1;
		return;
	}
	p->path_cell[plen] = (uint8_t)cell;
	p->path_tile[plen++] = (uint8_t)t;
	exact = span_is_word(p->dict, &sp);
	if (exact && letters >= p->rules.min_letters &&
	    !(p->excluded && p->excluded[sp.lo >> 3] >> (sp.lo & 7) & 1))
		path_add(p, sp.lo, letters, plen);
	if (sp.hi - sp.lo <= (uint32_t)exact)
		return;
	p->used[cell] = 1;
	for (k = 0; k < adj->degree[cell]; k++) {
		int n = adj->next[cell][k];

		if (!p->used[n])
			grow_into(p, n, &sp, letters, plen);
	}
	p->used[cell] = 0;
}

/* Each node's bound, from the leaves up; forced points of the root. */
static int64_t tree_bound(boggle_prover *p, uint32_t sum, int64_t *forced)
{
	int64_t b = p->nodes[sum].points, f = b;
	uint32_t c, s;

	for (c = p->nodes[sum].kid; c < p->nodes[sum].kid + p->nodes[sum].n; c++) {
		int64_t best = 0, one = 0;
		int single = p->cls->ntiles[p->keys[c]] == 1;

		for (s = p->nodes[c].kid; s < p->nodes[c].kid + p->nodes[c].n; s++) {
			int64_t sb = tree_bound(p, s, single ? &one : NULL);

			if (sb > best)
				best = sb;
		}
		p->nodes[c].bound = best > INT32_MAX ? INT32_MAX : (int32_t)best;
		b += best;
		f += one;
	}
	if (forced)
		*forced = f;
	p->nodes[sum].bound = b > INT32_MAX ? INT32_MAX : (int32_t)b;
	return b;
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
	int i, t, k;

	p->cls = cls;
	p->too_big = 0;
	p->steps = BUILD_STEPS;
	memset(&p->ts, 0, sizeof p->ts);
	memset(p->used, 0, sizeof p->used);
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
	if (key_layout(p, cls) < 0 || (!p->cap && tree_room(p) < 0))
		return -1;
	p->nrec = 0;
	for (i = 0; i < p->ncells && !p->too_big; i++) {
		span sp = span_all(p->dict);

		grow_into(p, i, &sp, 0, 0);
	}
	p->nnodes = 1;
	memset(&p->nodes[0], 0, sizeof p->nodes[0]);
	p->keys[0] = 0;
	if (p->too_big || tree_split(p, 0, p->nrec, 0, 0) < 0)
		return -1;
	p->ts.bound = tree_bound(p, 0, &p->ts.forced);
	p->ts.nodes = p->nnodes;
	p->ts.bytes = p->cap * NODE_BYTES + p->rec_cap * sizeof *p->rec;
	if (p->ts.bytes > p->peak)
		p->peak = p->ts.bytes;
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

boggle_code boggle_prover_bound(boggle_prover *p, const boggle_class *cls,
				boggle_bound *bound)
{
	int rc;

	if (bound)
		memset(bound, 0, sizeof *bound);
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
	rc = tree_build(p, cls);
	free(p->best_of);
	free(p->has_word);
	p->best_of = NULL;
	p->has_word = NULL;
	if (rc < 0)
		return BOGGLE_TOO_LARGE;
	*bound = p->ts;
	return BOGGLE_OK;
}

void tree_free(boggle_prover *p)
{
	free(p->nodes);
	free(p->keys);
	free(p->rec);
	p->nodes = NULL;
	p->keys = NULL;
	p->rec = NULL;
	p->cap = p->rec_cap = 0;
}
