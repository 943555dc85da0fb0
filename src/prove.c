/*
 * Proving which boards score at least a cutoff, by branch and bound over
 * board classes.
 *
 * A class's bound comes from a tree of every word path some board of the
 * class holds.  Each path's cells are sorted into one fixed cell order
 * before it goes in, so that the tree alternates sum nodes (points, plus
 * all their children) and choice nodes (one cell: the best of its
 * tiles), and every choice for one cell on one branch lines up in one
 * node.  A word counts once per set of cells it covers, not once per
 * path.  On any one board the tree adds up at least the board's score, so
 * its maximum bounds every board of the class.
 *
 * Below a class whose bound is far above the cutoff, an open cell (one
 * of the first two) is fixed to each of its tiles in turn, the part's
 * tree merged from the class's (see split); nearer the cutoff the proof
 * walks the tree through the other cells in the same order, fixing one
 * tile at a time: the choice
 * nodes of the cell being fixed are resolved, their chosen children's
 * points added and their choice nodes left pending for later cells.  A
 * branch ends as soon as the points fixed plus the best the pending nodes
 * can add fall below the cutoff; a branch that fixes every cell is a
 * board, scored exactly by the solver.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "prove.h"

boggle_code boggle_prover_new(boggle_prover **prover, const boggle_dict *dict,
			      const boggle_rules *rules, int rows, int cols,
			      char msg[BOGGLE_ERR_MAX])
{
	boggle_prover *p;
	boggle_code code;
	int i, g;

	if (!prover)
		return error_say(msg, BOGGLE_MISUSE, NULL);
	*prover = NULL;
	if (!dict || !rules)
		return error_say(msg, BOGGLE_MISUSE, NULL);
	if (rows < 1 || cols < 1 || rows > PROVE_MAX_CELLS ||
	    cols > PROVE_MAX_CELLS || rows * cols > PROVE_MAX_CELLS)
		return error_say(msg, BOGGLE_TOO_LARGE,
				 "a proof takes boards of at most 25 cells");
	if (rules->bonus && (rules->bonus->rows != rows ||
			     rules->bonus->cols != cols))
		return error_say(msg, BOGGLE_WRONG_LANG,
				 "the bonus layout is of another shape");
	if (!(p = calloc(1, sizeof *p)))
		return error_say(msg, BOGGLE_NOMEM, NULL);
	p->dict = dict;
	p->lang = lang_of(dict->lang);
	p->rules = *rules;
	p->rows = rows;
	p->cols = cols;
	p->ncells = rows * cols;
	p->limit = DEFAULT_LIMIT;
	p->drop = 1;
	p->part = malloc(sizeof *p->part);
	p->rebuild_at = REBUILD_AT;
	board_adjacency_build(&p->adj, rows, cols);
	order_cells(p);
	/* with bonus squares, only the symmetries that keep them */
	p->nsym = shape_symmetries(rows, cols, p->sym);
	for (g = 1; g < p->nsym && rules->bonus; g++) {
		for (i = 0; i < p->ncells; i++)
			if (rules->bonus->cells[p->sym[g][i]] !=
			    rules->bonus->cells[i])
				break;
		if (i < p->ncells) {
			memmove(p->sym[g], p->sym[p->nsym - 1], sizeof p->sym[g]);
			p->nsym--;
			g--;
		}
	}
	for (i = 0; i < p->ncells; i++)
		p->kind[i] = p->ncells > 9 && !is_corner(rows, cols, i);
	buckets_make(p);
	count_space(p);
	rules_points(rules, p->points);
	p->scratch.rows = rows;
	p->scratch.cols = cols;
	p->scratch.lang = p->lang;
	code = boggle_solver_new(&p->solver, dict);
	if (code != BOGGLE_OK) {
		free(p);
		return error_say(msg, code, NULL);
	}
	boggle_solver_keep_paths(p->solver, 0);
	*prover = p;
	return BOGGLE_OK;
}


void boggle_prover_free(boggle_prover *p)
{
	int i;

	if (!p)
		return;
	tree_free(p);
	for (i = 0; i < PROVE_MAX_CELLS; i++) {
		free(p->pend[i].at);
		free(p->cursor[i].at);
	}
	free(p->excluded_owned);
	free(p->best_of);
	free(p->has_word);
	free(p->part);
	boggle_solver_free(p->solver);
	free(p);
}

uint64_t boggle_prover_trees(const boggle_prover *p)
{
	return p ? __atomic_load_n(&p->built, __ATOMIC_RELAXED) : 0;
}

void boggle_prover_limit(boggle_prover *p, size_t bytes)
{
	if (p)
		p->limit = bytes;
}

boggle_code boggle_prover_exclude(boggle_prover *p, const boggle_dict *list)
{
	boggle_code code;
	uint8_t *bits = NULL;
	uint32_t i;

	if (!p)
		return BOGGLE_MISUSE;
	if (list && lang_of(list->lang) != p->lang)
		return BOGGLE_WRONG_LANG;
	if ((code = boggle_solver_exclude(p->solver, list)) != BOGGLE_OK)
		return code;
	if (list && !(bits = calloc(p->dict->count / 8 + 1, 1)))
		return BOGGLE_NOMEM;
	for (i = 0; list && i < list->count; i++) {
		char text[BOGGLE_WORD_TEXT_MAX];
		int64_t id;

		boggle_dict_word(list, i, text, sizeof text);
		if ((id = boggle_dict_lookup(p->dict, text)) >= 0)
			bits[id >> 3] |= (uint8_t)(1u << (id & 7));
	}
	free(p->excluded_owned);
	p->excluded = p->excluded_owned = bits;
	return BOGGLE_OK;
}

void boggle_prover_orient(const boggle_prover *p, boggle_board *board)
{
	if (p && board && board->rows == p->rows && board->cols == p->cols)
		board_orient(board, p->sym, p->nsym);
}

int boggle_prover_holds(const boggle_prover *p, const boggle_class *cls,
			const boggle_board *board)
{
	int g, i, t;

	if (!p || !cls || !board || board->rows != p->rows ||
	    board->cols != p->cols || cls->rows != p->rows ||
	    cls->cols != p->cols)
		return 0;
	/* the prover found it in some image, and reported it turned */
	for (g = 0; g < p->nsym; g++) {
		for (i = 0; i < p->ncells; i++) {
			const boggle_cell *c = &board->cells[p->sym[g][i]];

			for (t = 0; t < cls->ntiles[i]; t++)
				if (!cell_cmp(c, &cls->tiles[i][t]))
					break;
			if (t == cls->ntiles[i])
				break;
		}
		if (i == p->ncells)
			return 1;
	}
	return 0;
}

/* ---- walking the tree --------------------------------------------------- */

static int pend_push(boggle_prover *p, int cell, uint32_t node)
{
	pending *q = &p->pend[cell];
	uint32_t s;

	if (q->len == q->cap) {
		size_t cap = q->cap ? q->cap * 2 : 256;
		uint32_t *a = realloc(q->at, cap * sizeof *a);

		if (!a)
			return -1;
		q->at = a;
		q->cap = cap;
	}
	q->at[q->len++] = node;
	for (s = p->nodes[node].kid; s < p->nodes[node].kid + p->nodes[node].n; s++)
		p->acc[cell][p->nodes[s].key] += p->nodes[s].bound;
	return 0;
}

/*
 * The most the cells from rank k on can add: for each cell, the best of
 * its tiles summed over every choice node pending there.  Each choice
 * node takes one tile, the same for all of one cell's, so this bounds
 * them, and better than the sum of each node's own best.
 */
static int64_t pending_bound(const boggle_prover *p, int k)
{
	int64_t sum = 0;
	int i, t;

	for (i = k; i < p->ncells; i++) {
		int cell = p->order[i], n = p->cls->ntiles[cell];
		const int64_t *a = p->acc[cell];
		int64_t best = 0;

		if (!p->pend[cell].len)
			continue;
		for (t = 0; t < n; t++)
			if (a[t] > best)
				best = a[t];
		sum += best;
	}
	return sum;
}

/* The board the walk fixed: score it, and report it if it reaches. */
static boggle_code candidate(boggle_prover *p)
{
	boggle_board b;
	boggle_code code;
	int i;

	b.rows = p->rows;
	b.cols = p->cols;
	b.lang = p->lang;
	for (i = 0; i < p->ncells; i++)
		b.cells[i] = p->cls->tiles[i][p->pick[i]];
	if (p->stats)
		p->stats->candidates++;
	if ((code = boggle_solve(p->solver, &b, &p->rules)) != BOGGLE_OK)
		return code;
	if (boggle_solver_score(p->solver) < p->cutoff)
		return BOGGLE_OK;
	board_orient(&b, p->sym, p->nsym);
	return p->found(p->ctx, &b, (int32_t)boggle_solver_score(p->solver)) ?
		       BOGGLE_GAVE_UP : BOGGLE_OK;
}

/*
 * Hand the untried tiles of the shallowest cell that has some to share,
 * as a class of its own: the cells fixed so far as they are.
 */
static boggle_code give_away(boggle_prover *p, int depth)
{
	boggle_class *part;
	int k, i, t;

	for (k = 0; k <= depth && p->cur[k] + 1 >= p->hi[k]; k++)
		;
	if (k > depth)
		return BOGGLE_OK;
	if (!(part = malloc(sizeof *part)))
		return BOGGLE_NOMEM;
	*part = *p->cls;
	/* a walk that took over from a split tries a cell's later tiles */
	for (i = 0; i < p->ncells; i++)
		if (p->from[i]) {
			part->ntiles[i] = (uint8_t)(part->ntiles[i] - p->from[i]);
			memmove(part->tiles[i], part->tiles[i] + p->from[i],
				part->ntiles[i] * sizeof *part->tiles[i]);
		}
	for (i = 0; i < k; i++) {
		int cell = p->fixed_at[i];

		part->tiles[cell][0] = p->cls->tiles[cell][p->pick[cell]];
		part->ntiles[cell] = 1;
	}
	{
		int cell = p->fixed_at[k], n = 0;

		for (t = p->cur[k] + 1; t < p->hi[k]; t++)
			part->tiles[cell][n++] = p->cls->tiles[cell][t];
		part->ntiles[cell] = (uint8_t)n;
	}
	p->hi[k] = p->cur[k] + 1;
	p->share(p->ctx, part);
	return BOGGLE_OK;
}

/*
 * Fix the cells from rank k on, d cells fixed so far.  Cells that split
 * forced are passed over: their choice nodes are gone from the tree.
 */
static boggle_code walk(boggle_prover *p, int k, int d, int64_t fixed)
{
	size_t lens[PROVE_MAX_CELLS] = {0};
	const uint32_t *pc;
	uint32_t *cur;
	int64_t later;
	size_t np, j;
	int cell, n, t, i, saved = 0;

	while (k < p->ncells && p->fixed >> p->order[k] & 1)
		k++;
	if (k == p->ncells)
		return candidate(p);
	cell = p->order[k];
	n = p->cls->ntiles[cell];
	pc = p->pend[cell].at;
	np = p->pend[cell].len;
	if (np > p->cursor[k].cap) {
		size_t cap = np * 2;
		uint32_t *a = realloc(p->cursor[k].at, cap * sizeof *a);

		if (!a)
			return BOGGLE_NOMEM;
		p->cursor[k].at = a;
		p->cursor[k].cap = cap;
	}
	/* each choice node's children come by tile: a cursor walks them */
	cur = p->cursor[k].at;
	for (j = 0; j < np; j++)
		cur[j] = p->nodes[pc[j]].kid;
	later = pending_bound(p, k + 1);
	for (i = k + 1; i < p->ncells; i++)
		lens[i] = p->pend[p->order[i]].len;
	p->fixed_at[d] = (uint8_t)cell;
	p->hi[d] = n;
	for (t = p->from[cell]; t < p->hi[d]; t++) {
		int64_t pts = 0;
		boggle_code code = BOGGLE_OK;

		p->cur[d] = t;
		if (p->hungry && __atomic_load_n(p->hungry, __ATOMIC_RELAXED) &&
		    p->share && (code = give_away(p, d)) != BOGGLE_OK)
			return code;
		/* what tile t adds, and all later cells could: too little? */
		if (fixed + p->acc[cell][t] + later < p->cutoff)
			continue;
		p->pick[cell] = (uint8_t)t;
		/* a tile that goes on: what the later cells held, once */
		if (!saved)
			for (saved = 1, i = k + 1; i < p->ncells; i++)
				memcpy(p->saved[k][i], p->acc[p->order[i]],
				       p->cls->ntiles[p->order[i]] * sizeof(int64_t));
		for (j = 0; j < np; j++) {
			uint32_t s = cur[j], c, e = p->nodes[pc[j]].kid +
						    p->nodes[pc[j]].n;

			while (s < e && p->nodes[s].key < t)
				s++;
			cur[j] = s;
			if (s == e || p->nodes[s].key != t)
				continue;
			pts += p->nodes[s].points;
			for (c = p->nodes[s].kid; c < p->nodes[s].kid + p->nodes[s].n;
			     c++)
				if (pend_push(p, p->nodes[c].key, c) < 0)
					return BOGGLE_NOMEM;
		}
		if (fixed + pts + pending_bound(p, k + 1) >= p->cutoff)
			code = walk(p, k + 1, d + 1, fixed + pts);
		/* rereading every node pushed to take it off cost more */
		for (i = k + 1; i < p->ncells; i++) {
			int c = p->order[i];

			if (p->pend[c].len != lens[i]) {
				p->pend[c].len = lens[i];
				memcpy(p->acc[c], p->saved[k][i],
				       p->cls->ntiles[c] * sizeof(int64_t));
			}
		}
		if (code != BOGGLE_OK)
			return code;
	}
	return BOGGLE_OK;
}

/* ---- splitting by merging ---------------------------------------------- */

/*
 * Where the bound is far above the cutoff, the walk's bound (each cell's
 * pending choice nodes merged, but not what lies below them) prunes
 * little.  There an open cell is fixed to each of its tiles in turn by
 * building the tree of that part of the class from the one at hand: each
 * of the cell's choice nodes replaced by its chosen child, whose choice
 * nodes are merged with its parent's others, cell by cell and tile by
 * tile all the way down.  Merged, two choice
 * nodes of one cell take their best tile together, not each its own, so
 * the new tree's bound is tighter.  Subtrees that meet nothing to merge
 * with are shared, not copied; a part's nodes go once it is proven.
 */

/* Merge while the bound is at least MERGE_AT / 2 cutoffs: 2.5 (5 / 2)
 * was quickest of 2, 2.5 and 3 at 3x3, 3x4 and 4x4 alike. */
#define MERGE_AT 5

static int merge_nodes(boggle_prover *p, uint32_t into, uint32_t a,
		       uint32_t b, int sum);

/* No node: 0 is a node here, the first tree's root. */
#define NO_NODE UINT32_MAX

/* The order of a child under a sum node (its cell's rank) or a choice
 * node (its tile); past the last, one beyond any. */
static inline int child_order(const boggle_prover *p, uint32_t i, uint32_t e,
			      int sum)
{
	if (i >= e)
		return 1 << 20;
	return sum ? p->rank[p->nodes[i].key] : p->nodes[i].key;
}

/*
 * Fill *into (not a node of the array, which may move) with the children
 * in [ia, ea) and [ib, eb) but skip, in order of their keys (cells by
 * rank under a sum node, tiles under a choice node), those of both
 * merged, after pre slots the caller fills.  Its bound counts those it
 * made, and a sum node's points.  -1 out of room.
 */
static int merge_runs(boggle_prover *p, tnode *into, uint32_t ia, uint32_t ea,
		      uint32_t ib, uint32_t eb, int sum, uint32_t skip,
		      uint32_t pre)
{
	/* the children in order, once: from the first run, the second or
	 * both (NO_NODE for none); a node has at most CLASS_TILES_MAX */
	uint32_t from_a[CLASS_TILES_MAX + PROVE_MAX_CELLS];
	uint32_t from_b[CLASS_TILES_MAX + PROVE_MAX_CELLS];
	uint32_t n = 0, i = ia, j = ib, at, block = 0, k;
	int ka = child_order(p, i, ea, sum), kb = child_order(p, j, eb, sum);
	int64_t total = 0, best = 0;

	while (i < ea || j < eb) {
		if (i == skip) {
			ka = child_order(p, ++i, ea, sum);
			continue;
		}
		from_a[n] = ka <= kb ? i : NO_NODE;
		from_b[n++] = kb <= ka ? j : NO_NODE;
		if (ka <= kb) {
			if (kb == ka)
				kb = child_order(p, ++j, eb, sum);
			ka = child_order(p, ++i, ea, sum);
		} else {
			kb = child_order(p, ++j, eb, sum);
		}
	}
	/* every field of each child is written below: no need to zero them */
	if (n + pre && !(block = tree_take(p, n + pre)))
		return -1;
	into->kid = block;
	into->n = (uint8_t)(n + pre);
	for (k = 0, at = block + pre; k < n; k++, at++) {
		uint32_t x = from_a[k], y = from_b[k];

		if (x != NO_NODE && y != NO_NODE) {
			p->nodes[at].key = p->nodes[x].key;
			if (merge_nodes(p, at, x, y, !sum) < 0)
				return -1;
		} else {
			p->nodes[at] = p->nodes[x != NO_NODE ? x : y];
		}
		total += p->nodes[at].bound;
		if (p->nodes[at].bound > best)
			best = p->nodes[at].bound;
	}
	if (sum) {
		total += into->points;
		into->bound = total > INT32_MAX ? INT32_MAX : (int32_t)total;
	} else {
		into->bound = (int32_t)best;
	}
	return 0;
}

/* Node into: a and b (both of one key) merged; sum says which kind. */
static int merge_nodes(boggle_prover *p, uint32_t into, uint32_t a,
		       uint32_t b, int sum)
{
	int64_t pts = (int64_t)p->nodes[a].points + p->nodes[b].points;
	tnode m;

	/* a choice node's points are 0: this keeps them so */
	p->nodes[into].points = pts > INT32_MAX ? INT32_MAX : (int32_t)pts;
	/* a leaf: the other's children as they are, shared, not copied */
	if (!p->nodes[a].n || !p->nodes[b].n) {
		uint32_t o = p->nodes[a].n ? a : b;
		int64_t bound = (int64_t)p->nodes[o].bound +
				(sum ? p->nodes[o == a ? b : a].points : 0);

		p->nodes[into].kid = p->nodes[o].kid;
		p->nodes[into].n = p->nodes[o].n;
		p->nodes[into].bound = bound > INT32_MAX ? INT32_MAX :
							   (int32_t)bound;
		return 0;
	}
	m = p->nodes[into];
	if (merge_runs(p, &m, p->nodes[a].kid, p->nodes[a].kid + p->nodes[a].n,
		       p->nodes[b].kid, p->nodes[b].kid + p->nodes[b].n, sum,
		       NO_NODE, 0) < 0)
		return -1;
	p->nodes[into] = m;
	return 0;
}

static int fix_sum(boggle_prover *p, uint32_t s, int cell, int t, tnode *out);

/* Choice node x with cell fixed to tile t, as fix_sum. */
static int fix_choice(boggle_prover *p, uint32_t x, int cell, int t,
		      tnode *out)
{
	tnode kid[CLASS_TILES_MAX];
	uint32_t i, n = p->nodes[x].n, block;
	int changed = 0, r;
	int32_t best = 0;

	for (i = 0; i < n; i++) {
		kid[i] = p->nodes[p->nodes[x].kid + i];
		if ((r = fix_sum(p, p->nodes[x].kid + i, cell, t, &kid[i])) < 0)
			return -1;
		changed |= r;
		if (kid[i].bound > best)
			best = kid[i].bound;
	}
	if (!changed)
		return 0;
	if (!(block = tree_take(p, n)))
		return -1;
	memcpy(&p->nodes[block], kid, n * sizeof *kid);
	out->kid = block;
	out->bound = best;
	return 1;
}

/*
 * Sum node s with cell fixed to tile t, into *out: each choice node of
 * the cell replaced by its child for t, that child's points added and
 * its choice nodes (all of cells after the cell) merged with s's others.
 * Paths are sorted, so only choice nodes of cells before it lead to
 * it.  1 if s changed, 0 if no path below takes the cell (*out as it
 * was), -1 out of room.
 */
static int fix_sum(boggle_prover *p, uint32_t s, int cell, int t, tnode *out)
{
	tnode low[PROVE_MAX_CELLS];
	uint32_t i = p->nodes[s].kid, e = i + p->nodes[s].n, x = NO_NODE;
	uint32_t ib = 0, eb = 0, j, nl = 0;
	int rc = p->rank[cell], changed = 0, r;
	int64_t pts = p->nodes[s].points, bound;

	for (; i < e && p->rank[p->nodes[i].key] < rc; i++, nl++) {
		low[nl] = p->nodes[i];
		if ((r = fix_choice(p, i, cell, t, &low[nl])) < 0)
			return -1;
		changed |= r;
	}
	if (i < e && p->nodes[i].key == cell)
		x = i;
	if (!changed && x == NO_NODE)
		return 0;
	for (j = x != NO_NODE ? p->nodes[x].kid : 0;
	     x != NO_NODE && j < p->nodes[x].kid + p->nodes[x].n; j++)
		if (p->nodes[j].key == t) {
			pts += p->nodes[j].points;
			ib = p->nodes[j].kid;
			eb = ib + p->nodes[j].n;
		}
	out->points = pts > INT32_MAX ? INT32_MAX : (int32_t)pts;
	if (merge_runs(p, out, i, e, ib, eb, 1, x, nl) < 0)
		return -1;
	bound = out->bound;
	for (j = 0; j < nl; j++) {
		p->nodes[out->kid + j] = low[j];
		bound += low[j].bound;
	}
	out->bound = bound > INT32_MAX ? INT32_MAX : (int32_t)bound;
	return 1;
}

/*
 * The tree of the part of root's class whose cell holds tile t: root
 * itself if no path takes the cell (the class's own root is node 0), a
 * new root, or NO_NODE out of room.
 */
static uint32_t force(boggle_prover *p, uint32_t root, int cell, int t)
{
	tnode top = p->nodes[root];
	uint32_t at;
	int r;

	if ((r = fix_sum(p, root, cell, t, &top)) <= 0)
		return r ? NO_NODE : root;
	if (!(at = tree_take(p, 1)))
		return NO_NODE;
	p->nodes[at] = top;
	return at;
}

/* Walk root's tree, the cells split forced fixed, d of them. */
static boggle_code walk_from(boggle_prover *p, uint32_t root, int d)
{
	boggle_code code;
	uint32_t c;
	int i;

	for (c = p->nodes[root].kid; c < p->nodes[root].kid + p->nodes[root].n;
	     c++)
		if (pend_push(p, p->nodes[c].key, c) < 0)
			return BOGGLE_NOMEM;
	code = walk(p, 0, d, p->nodes[root].points);
	for (i = 0; i < p->ncells; i++) {
		p->pend[i].len = 0;
		memset(p->acc[i], 0, sizeof p->acc[i]);
	}
	return code;
}

static void most_choice(boggle_prover *p, uint32_t x, int cell, int n,
			int64_t *w);

/*
 * What sum node s's bound would be with cell fixed to each of its n
 * tiles, its choice nodes replaced by their children, merging none:
 * into v.  Only choice nodes of cells before it lead to it.
 */
static void most_sum(boggle_prover *p, uint32_t s, int cell, int n,
		     int64_t *v)
{
	uint32_t i = p->nodes[s].kid, e = i + p->nodes[s].n, j;
	int rc = p->rank[cell], t;
	int64_t w[CLASS_TILES_MAX];

	for (t = 0; t < n; t++)
		v[t] = p->nodes[s].bound;
	for (; i < e && p->rank[p->nodes[i].key] < rc; i++) {
		most_choice(p, i, cell, n, w);
		for (t = 0; t < n; t++)
			v[t] += w[t] - p->nodes[i].bound;
	}
	if (i < e && p->nodes[i].key == cell) {
		for (t = 0; t < n; t++)
			v[t] -= p->nodes[i].bound;
		for (j = p->nodes[i].kid; j < p->nodes[i].kid + p->nodes[i].n; j++)
			v[p->nodes[j].key] += p->nodes[j].bound;
	}
}

static void most_choice(boggle_prover *p, uint32_t x, int cell, int n,
			int64_t *w)
{
	int64_t v[CLASS_TILES_MAX];
	uint32_t j;
	int t;

	for (t = 0; t < n; t++)
		w[t] = 0;
	for (j = p->nodes[x].kid; j < p->nodes[x].kid + p->nodes[x].n; j++) {
		most_sum(p, j, cell, n, v);
		for (t = 0; t < n; t++)
			if (v[t] > w[t])
				w[t] = v[t];
	}
}

/*
 * Of the first two open cells, the one whose parts stand least above the
 * cutoff all told, each part by the most its tree can hold: into most,
 * by tile.  Each part is work in proportion to that, and one below the
 * cutoff none.  The second cell's choice nodes lie at most one below the
 * first's, so that working out its parts and forcing it cost little
 * more; further down they would cost more than they save.
 */
#define CHOOSE_AMONG 2

static int choose_cell(boggle_prover *p, uint32_t root, int64_t *most)
{
	int64_t v[CLASS_TILES_MAX], best = INT64_MAX;
	int i, t, open = 0, pick = 0;

	for (i = 0; i < p->ncells && open < CHOOSE_AMONG; i++) {
		int cell = p->order[i], n = p->cls->ntiles[cell];
		int64_t above = 0;

		if (p->fixed >> cell & 1)
			continue;
		open++;
		most_sum(p, root, cell, n, v);
		for (t = 0; t < n; t++)
			if (v[t] > p->cutoff)
				above += v[t] - p->cutoff;
		if (above < best) {
			best = above;
			pick = cell;
			memcpy(most, v, (size_t)n * sizeof *v);
		}
	}
	return pick;
}

/*
 * The tree of the part of the class whose cell holds tile t, the cells
 * split forced before as they are: built again from the part's word
 * paths, past the trees at hand, rather than merged.  Built so, a fixed
 * cell is out of every path's key, and a path that needs every open tile
 * another path of its word needs is dropped (tree.c): the part's bound
 * falls further than merging takes it.  Its root, or NO_NODE if it would
 * not fit (the caller merges instead).
 */
static uint32_t rebuild(boggle_prover *p, int cell, int t)
{
	const boggle_class *cls = p->cls;
	boggle_class *part = p->part;
	size_t mark = p->nnodes;
	uint32_t fixed = p->fixed | 1u << cell;
	int i, r;

	p->pick[cell] = (uint8_t)t;
	*part = *cls;
	for (i = 0; i < p->ncells; i++)
		if (fixed >> i & 1) {
			part->tiles[i][0] = cls->tiles[i][p->pick[i]];
			part->ntiles[i] = 1;
		}
	p->base = mark;
	r = tree_build(p, part);
	p->base = 0;
	p->cls = cls;
	if (r < 0) {
		p->nnodes = mark;
		return NO_NODE;
	}
	p->rebuilt++;
	return (uint32_t)mark;
}

/* Prove the part of the class root's tree stands for, d cells forced. */
static boggle_code split(boggle_prover *p, uint32_t root, int d)
{
	int64_t most[CLASS_TILES_MAX] = {0};
	int cell, n, t;

	if (p->nodes[root].bound < p->cutoff)
		return BOGGLE_OK;
	if (d == p->ncells)
		return candidate(p);
	if (2 * (int64_t)p->nodes[root].bound < (int64_t)MERGE_AT * p->cutoff)
		return walk_from(p, root, d);
	cell = choose_cell(p, root, most);
	n = p->cls->ntiles[cell];
	p->fixed_at[d] = (uint8_t)cell;
	p->hi[d] = n;
	for (t = 0; t < p->hi[d]; t++) {
		size_t mark = p->nnodes;
		boggle_code code;
		uint32_t part;

		p->cur[d] = t;
		if (p->hungry && __atomic_load_n(p->hungry, __ATOMIC_RELAXED) &&
		    p->share && (code = give_away(p, d)) != BOGGLE_OK)
			return code;
		/* merging only lowers a bound */
		if (most[t] < p->cutoff)
			continue;
		p->pick[cell] = (uint8_t)t;
		part = NO_NODE;
		if (p->part && (int64_t)p->nodes[root].bound * 10 >=
				       (int64_t)p->rebuild_at * p->cutoff)
			part = rebuild(p, cell, t);
		if (part == NO_NODE &&
		    (part = force(p, root, cell, t)) == NO_NODE) {
			/* no room to merge: walk the rest of this cell's tiles */
			p->nnodes = mark;
			p->from[cell] = (uint8_t)t;
			code = walk_from(p, root, d);
			p->from[cell] = 0;
			return code;
		}
		p->fixed |= 1u << cell;
		code = split(p, part, d + 1);
		p->fixed &= ~(1u << cell);
		p->nnodes = mark;
		if (code != BOGGLE_OK)
			return code;
	}
	return BOGGLE_OK;
}

/* Prove cls: build its tree and walk it, or split it if it is too big. */
static boggle_code prove_class(boggle_prover *p, const boggle_class *cls)
{
	boggle_code code = BOGGLE_OK;
	int i, t, n;

	if (tree_build(p, cls) < 0) {
		boggle_class *part;
		int cell = -1;

		/* what the failed tree held would count against the parts' */
		tree_free(p);
		for (i = 0; i < p->ncells && cell < 0; i++)
			if (cls->ntiles[p->order[i]] > 1)
				cell = p->order[i];
		/* a key too narrow for the class: split the cell of most tiles */
		for (i = 0; p->too_wide && cell >= 0 && i < p->ncells; i++)
			if (cls->ntiles[i] > cls->ntiles[cell])
				cell = i;
		if (cell < 0)
			return BOGGLE_TOO_LARGE;
		if (!(part = malloc(sizeof *part)))
			return BOGGLE_NOMEM;
		n = cls->ntiles[cell];
		for (t = 0; t < n && code == BOGGLE_OK; t++) {
			/* asked to share: the tiles after this one go as one part */
			if (p->hungry && __atomic_load_n(p->hungry, __ATOMIC_RELAXED) &&
			    p->share && t + 1 < n) {
				boggle_class *rest = malloc(sizeof *rest);
				int k;

				if (!rest) {
					free(part);
					return BOGGLE_NOMEM;
				}
				*rest = *cls;
				for (k = t + 1; k < n; k++)
					rest->tiles[cell][k - t - 1] = cls->tiles[cell][k];
				rest->ntiles[cell] = (uint8_t)(n - t - 1);
				p->share(p->ctx, rest);
				n = t + 1;
			}
			*part = *cls;
			part->tiles[cell][0] = cls->tiles[cell][t];
			part->ntiles[cell] = 1;
			code = prove_class(p, part);
		}
		free(part);
		return code;
	}
	__atomic_add_fetch(&p->built, 1, __ATOMIC_RELAXED);
	if (p->stats) {
		/* a class too big for one tree: its parts' highest bound */
		p->stats->trees++;
		if (p->ts.bound > p->stats->bound)
			p->stats->bound = p->ts.bound;
		if (p->ts.nodes > p->stats->nodes)
			p->stats->nodes = p->ts.nodes;
	}
	if (p->ts.bound < p->cutoff)
		return BOGGLE_OK;
	p->cls = cls;
	for (i = 0; i < p->ncells; i++)
		p->pend[i].len = 0;
	memset(p->acc, 0, sizeof p->acc);
	p->fixed = 0;
	return split(p, 0, 0);
}

boggle_code boggle_prover_prove(boggle_prover *p, const boggle_class *cls,
				int32_t min_score, boggle_found_fn found,
				boggle_share_fn share, void *ctx,
				const int *hungry, boggle_prove_stats *stats)
{
	boggle_code code;

	if (stats)
		memset(stats, 0, sizeof *stats);
	if (!p || !found || min_score <= 0 || !class_fits(p, cls))
		return BOGGLE_MISUSE;
	p->cutoff = min_score;
	p->found = found;
	p->share = share;
	p->ctx = ctx;
	p->hungry = hungry;
	p->stats = stats;
	p->peak = 0;
	code = prove_class(p, cls);
	if (stats)
		stats->bytes = p->peak;
	p->stats = NULL;
	return code;
}
