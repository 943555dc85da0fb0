/*
 * Counting paths: how many directed paths of k distinct, successively
 * adjacent cells a board shape has, for every k, exactly.
 *
 * Enumerating them is hopeless past 4x4 (5x5 has trillions), so this is
 * a frontier dynamic program over the board's edges, taken cell by cell
 * in row order.  Each edge is either in a path or not; a state records,
 * for the cells still touching undecided edges (a window one row and two
 * cells wide), whether each is unused, inside a path piece, or an end of
 * one (and where that piece's other end is).  Each state carries how
 * many ways of choosing the decided edges lead to it, by edge count.
 * Pieces join only end to end and never close a loop; a cell that leaves
 * the window with one edge becomes an end of the finished path, and the
 * path is counted when its second end is fixed.  Each undirected path of
 * k > 1 cells is found once: directed, it counts twice.  A cell's edges
 * are decided together, depth first, so the maps hold only the states
 * between one cell and the next.
 *
 * Two sweeps: the first keeps one count a state, all edge counts summed.
 * It is cheap and gives the most states a map will hold, so the second,
 * which counts by length, sizes its maps once and its memory is known
 * before it starts; and the number of paths, so a shape whose counts
 * cannot be given is refused before any is made.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "internal.h"

typedef unsigned __int128 u128;

/* Per-cell codes in a state: */
enum {
	UNUSED = 0, /* no edge yet */
	INNER = 1,  /* two edges: inside a piece */
	TO_END = 2, /* one edge; the piece's other end has left: a path end */
	MATE = 3    /* MATE + j: one edge; the other end is window cell j */
};

#define CODE_BITS 4
#define MAX_WINDOW 14 /* 14 * 4 bits + the path-end count fit 64 bits */
/*
 * Memory the counting sweep's maps may take.  Shapes 7 wide need 170 MB
 * at most (7x12); 8 wide, 520 MB (8x8) or more, which the first sweep
 * sees within their first rows.  The limit keeps those out for time as
 * much as memory: 8x8 to 8x10 would take 10 to 20 s, and 8x11 would be
 * swept almost whole before its paths passed 2^128.
 */
#define MAX_BYTES ((size_t)256 << 20)
#define MIN_SLOTS 64

/*
 * A slot is 1 + lengths numbers: its state's key plus one (0 when the
 * slot is free, so a map fresh from calloc is empty), then the counts.
 * Side by side, a look-up touches one place, not one in each of three
 * arrays.
 */
typedef struct state_map {
	u128 *slot;
	size_t slots, filled;
	size_t most;   /* states it may hold: one more stops the sweep */
	int lengths;
} state_map;

static int code_at(uint64_t key, int i)
{
	return (int)(key >> (CODE_BITS * i) & 0xf);
}

static uint64_t with_code(uint64_t key, int i, int code)
{
	key &= ~((uint64_t)0xf << (CODE_BITS * i));
	return key | (uint64_t)code << (CODE_BITS * i);
}

/* Path ends already fixed, kept above the window's codes. */
static int ends_of(uint64_t key)
{
	return (int)(key >> 62);
}

static uint64_t with_ends(uint64_t key, int ends)
{
	return (key & ~((uint64_t)3 << 62)) | (uint64_t)ends << 62;
}

/* What a slot takes: the key (as a count, for alignment), the counts. */
static size_t slot_bytes(int lengths)
{
	return (1 + (size_t)lengths) * sizeof(u128);
}

/* The fewest slots that hold states at three quarters full at most. */
static size_t slots_for(size_t states)
{
	size_t slots = MIN_SLOTS;

	while (slots / 4 * 3 < states)
		slots *= 2;
	return slots;
}

/* The most states each of the counting sweep's two maps may hold. */
static size_t affordable_states(int lengths)
{
	size_t slots = MIN_SLOTS, bytes = slot_bytes(lengths);

	if (2 * slots * bytes > MAX_BYTES)
		return 0;
	while (2 * (slots * 2) * bytes <= MAX_BYTES)
		slots *= 2;
	return slots / 4 * 3;
}

static int map_init(state_map *m, size_t slots, int lengths, size_t most)
{
	m->slots = slots;
	m->filled = 0;
	m->most = most;
	m->lengths = lengths;
	m->slot = calloc(slots * (1 + (size_t)lengths), sizeof *m->slot);
	return m->slot ? 0 : -1;
}

static void map_free(state_map *m)
{
	free(m->slot);
	memset(m, 0, sizeof *m);
}

/* Slot i: the key plus one, then the counts. */
static u128 *slot_at(const state_map *m, size_t i)
{
	return m->slot + i * (1 + (size_t)m->lengths);
}

static size_t hash(uint64_t key)
{
	key ^= key >> 33;
	key *= 0xff51afd7ed558ccdULL;
	key ^= key >> 33;
	return (size_t)key;
}

/* The counts of key's state, made if new; NULL when the map holds most. */
static u128 *map_get(state_map *m, uint64_t key)
{
	size_t i = hash(key) & (m->slots - 1);
	u128 *at = slot_at(m, i);

	while (*at && *at != (u128)key + 1) {
		i = (i + 1) & (m->slots - 1);
		at = slot_at(m, i);
	}
	if (!*at) {
		if (m->filled >= m->most)
			return NULL;
		*at = (u128)key + 1;
		m->filled++;
	}
	return at + 1;
}

/* Twice the slots, the states kept.  -1 out of memory. */
static int map_grow(state_map *m)
{
	state_map bigger;
	size_t i, row = (size_t)m->lengths * sizeof *m->slot;

	if (map_init(&bigger, m->slots * 2, m->lengths, m->most) < 0) {
		map_free(&bigger);
		return -1;
	}
	for (i = 0; i < m->slots; i++) {
		const u128 *at = slot_at(m, i);

		if (*at)
			memcpy(map_get(&bigger, (uint64_t)(at[0] - 1)), at + 1,
			       row);
	}
	map_free(m);
	*m = bigger;
	return 0;
}

typedef struct counter {
	int lengths;  /* counts a state keeps: by edge count, or 1 if summed */
	int summed;   /* one count a state, of every edge count together */
	u128 *found;  /* undirected paths by edge count, or all of them */
	u128 most_found; /* summed: more paths than this pass 2^128 directed */
	size_t peak;  /* the most states a map held */
	int overflow; /* a count passed 2^128; summed: found passed most_found */
	int full;     /* a map would pass its most states */
	int oom;
} counter;

static int stopped(const counter *c)
{
	return c->overflow || c->full || c->oom;
}

/* to += from (shifted by shift edges), watching for overflow. */
static void add_counts(counter *c, u128 *to, const u128 *from, int shift)
{
	int e;

	if (c->summed) {
		u128 sum = to[0] + from[0];

		/*
		 * Past 2^128 the count stays at the top, still a lower
		 * bound: every count it adds to is at least as large, so
		 * found passes most_found rather than wrapping below it.
		 */
		to[0] = sum < from[0] ? ~(u128)0 : sum;
		return;
	}
	for (e = 0; e + shift < c->lengths; e++) {
		u128 sum = to[e + shift] + from[e];

		c->overflow |= sum < from[e];
		to[e + shift] = sum;
	}
}

/* Paths made whole: the count only grows, so past the most it stops. */
static void add_found(counter *c, const u128 *from, int shift)
{
	add_counts(c, c->found, from, shift);
	if (c->summed && c->found[0] > c->most_found)
		c->overflow = 1;
}

static void put(counter *c, state_map *m, uint64_t key, const u128 *from,
		int shift)
{
	u128 *to;

	/* only a summed sweep, which cannot know its size, grows its maps */
	if (m->filled * 4 >= m->slots * 3 && m->filled < m->most &&
	    map_grow(m) < 0) {
		c->oom = 1;
		return;
	}
	to = map_get(m, key);
	if (!to) {
		c->full = 1;
		return;
	}
	add_counts(c, to, from, shift);
}

/* No cell but skip (-1 for none) is a piece end: a finished path is alone. */
static int alone(uint64_t key, int window, int skip)
{
	int i;

	for (i = 0; i < window; i++)
		if (i != skip && code_at(key, i) >= TO_END)
			return 0;
	return 1;
}

/*
 * Add the edge between window cells u and v to the state, if it may be
 * (shift edges with it).  0 if the state ends: a loop, a third edge at a
 * cell, or the path made whole.
 */
static int join(counter *c, uint64_t *key, int window, int u, int v,
		const u128 *counts, int shift)
{
	int cu = code_at(*key, u), cv = code_at(*key, v);
	int a, b; /* the far ends of u's and v's pieces: cells, or -1 for gone */

	if (cu == INNER || cv == INNER || cu == MATE + v)
		return 0; /* a third edge, or a loop */
	a = cu == UNUSED ? u : cu == TO_END ? -1 : cu - MATE;
	b = cv == UNUSED ? v : cv == TO_END ? -1 : cv - MATE;
	if (cu != UNUSED)
		*key = with_code(*key, u, INNER);
	if (cv != UNUSED)
		*key = with_code(*key, v, INNER);
	if (a < 0 && b < 0) {
		/* both far ends are fixed: the path is whole */
		if (alone(*key, window, -1))
			add_found(c, counts, shift);
		return 0;
	}
	if (a >= 0)
		*key = with_code(*key, a, b < 0 ? TO_END : MATE + b);
	if (b >= 0)
		*key = with_code(*key, b, a < 0 ? TO_END : MATE + a);
	return 1;
}

/* Window cell 0 leaves; the rest move down one.  0 if the state dies. */
static int leave(counter *c, uint64_t *key, int window, const u128 *counts,
		 int shift)
{
	int code = code_at(*key, 0), i;
	uint64_t out = 0;

	if (code >= TO_END) {
		/* one edge: this cell is an end of the finished path */
		int ends = ends_of(*key) + 1;

		if (code == TO_END) {
			if (alone(*key, window, 0))
				add_found(c, counts, shift);
			return 0;
		}
		if (ends > 2)
			return 0;
		*key = with_ends(with_code(*key, code - MATE, TO_END), ends);
	}
	for (i = 1; i < window; i++) {
		int ci = code_at(*key, i);

		out = with_code(out, i - 1, ci >= MATE ? ci - 1 : ci);
	}
	*key = with_ends(out, ends_of(*key));
	return 1;
}

/*
 * The state key with the edges from window cell 0 to each of the cells
 * far[0 .. nfar - 1] taken or not, then cell 0 leaving, into next; shift
 * edges are taken so far.  Depth first, so no map holds a state that
 * has decided some of a cell's edges and not the others.
 */
static void branch(counter *c, state_map *next, uint64_t key, int window,
		   const int *far, int nfar, const u128 *counts, int shift)
{
	uint64_t joined = key;

	if (nfar == 0) {
		if (leave(c, &key, window, counts, shift))
			put(c, next, key, counts, shift);
		return;
	}
	branch(c, next, key, window, far + 1, nfar - 1, counts, shift);
	if (join(c, &joined, window, 0, far[0], counts, shift + 1))
		branch(c, next, joined, window, far + 1, nfar - 1, counts,
		       shift + 1);
}

/*
 * The board, cols wide, cell by cell from the empty state (one holds its
 * count), until every path is counted or the counter stops.
 */
static void sweep(counter *c, state_map *cur, state_map *next, int rows,
		  int cols, const u128 *one)
{
	int n = rows * cols, window = cols + 2, v;
	size_t row = (1 + (size_t)c->lengths) * sizeof *cur->slot, i;

	put(c, cur, 0, one, 0);
	c->peak = cur->filled;
	for (v = 0; v < n && !stopped(c); v++) {
		int r = v / cols, col = v % cols;
		int far[4], nfar = 0;
		state_map tmp;

		/* the edges to v's later neighbours, in window cells */
		if (col + 1 < cols)
			far[nfar++] = 1;
		if (r + 1 < rows) {
			if (col > 0)
				far[nfar++] = cols - 1;
			far[nfar++] = cols;
			if (col + 1 < cols)
				far[nfar++] = cols + 1;
		}
		/* cur is read in slot order and emptied to be the next next */
		for (i = 0; i < cur->slots && !stopped(c); i++) {
			u128 *at = slot_at(cur, i);

			if (!*at)
				continue;
			branch(c, next, (uint64_t)(at[0] - 1), window, far,
			       nfar, at + 1, 0);
			memset(at, 0, row);
		}
		cur->filled = 0;
		if (next->filled > c->peak)
			c->peak = next->filled;
		tmp = *cur;
		*cur = *next;
		*next = tmp;
	}
}

static int count_paths(int rows, int cols, boggle_count *counts,
		       char err[BOGGLE_ERR_MAX]);

boggle_code boggle_count_paths(int rows, int cols, boggle_count *counts,
			       char msg[BOGGLE_ERR_MAX])
{
	char err[BOGGLE_ERR_MAX];
	int saved = errno;

	if (!counts)
		return error_say(msg, BOGGLE_MISUSE, NULL);
	if (count_paths(rows, cols, counts, err) == 0) {
		errno = saved;
		return BOGGLE_OK;
	}
	switch (errno) {
	case EINVAL:
		return error_say(msg, BOGGLE_MISUSE, err);
	case ENOMEM:
		return error_say(msg, BOGGLE_NOMEM, NULL);
	default:
		return error_say(msg, BOGGLE_TOO_LARGE, err);
	}
}

static int count_paths(int rows, int cols, boggle_count *counts,
		       char err[BOGGLE_ERR_MAX])
{
	int n = rows * cols, e, t, shape_rows, shape_cols;
	state_map cur = {0}, next = {0};
	counter c = {0};
	u128 *found, *one;
	size_t most, peak;
	int status = -1, saved;

	if (rows < 1 || cols < 1 || rows > BOGGLE_MAX_SIDE ||
	    cols > BOGGLE_MAX_SIDE) {
		snprintf(err, BOGGLE_ERR_MAX, "no such board");
		errno = EINVAL;
		return -1;
	}
	shape_rows = rows;
	shape_cols = cols;
	/* sweep along the longer side: the window spans the shorter one */
	if (cols > rows) {
		t = rows;
		rows = cols;
		cols = t;
	}
	if (cols + 2 > MAX_WINDOW) {
		snprintf(err, BOGGLE_ERR_MAX, "%dx%d is too large to count "
			 "(one side at most %d)", shape_rows, shape_cols,
			 MAX_WINDOW - 2);
		errno = ERANGE;
		return -1;
	}
	found = calloc((size_t)n, sizeof *found);
	one = calloc((size_t)n, sizeof *one);
	if (!found || !one)
		goto oom;
	one[0] = 1;
	/*
	 * First one count a state.  It stops once a map would hold more
	 * states than the counting sweep could afford, or once the paths
	 * pass what the counts can give: the directed total n + 2 * found
	 * must stay below 2^128 (the count found can only grow).
	 */
	most = affordable_states(n);
	c.lengths = 1;
	c.summed = 1;
	c.found = found;
	c.most_found = (~(u128)0 - (u128)n) / 2;
	if (map_init(&cur, MIN_SLOTS, 1, most) < 0 ||
	    map_init(&next, MIN_SLOTS, 1, most) < 0)
		goto oom;
	sweep(&c, &cur, &next, rows, cols, one);
	map_free(&cur);
	map_free(&next);
	if (c.oom)
		goto oom;
	if (c.full)
		goto too_large;
	if (c.overflow) {
		snprintf(err, BOGGLE_ERR_MAX, "%dx%d has too many paths to "
			 "count: 2^128 or more", shape_rows, shape_cols);
		errno = ERANGE;
		goto out;
	}
	/*
	 * Then the counts by length, in maps made once to the size found.
	 * A count by length can pass 2^128 only where the summed count did,
	 * in a state that never made a path (found stayed small); should
	 * one, the sweep stops there.
	 */
	peak = c.peak;
	memset(&c, 0, sizeof c);
	c.lengths = n;
	c.found = found;
	memset(found, 0, (size_t)n * sizeof *found);
	if (map_init(&cur, slots_for(peak), n, peak) < 0 ||
	    map_init(&next, slots_for(peak), n, peak) < 0)
		goto oom;
	sweep(&c, &cur, &next, rows, cols, one);
	if (c.oom)
		goto oom;
	if (c.full)
		goto too_large;
	if (c.overflow) {
		snprintf(err, BOGGLE_ERR_MAX, "%dx%d: counts pass 2^128",
			 shape_rows, shape_cols);
		errno = ERANGE;
		goto out;
	}
	for (e = 0; e < n; e++) {
		/* k = e + 1 cells; each path with an edge runs both ways */
		u128 directed = e == 0 ? (u128)n : found[e] * 2;

		counts[e].hi = (uint64_t)(directed >> 64);
		counts[e].lo = (uint64_t)directed;
	}
	status = 0;
	goto out;
too_large:
	snprintf(err, BOGGLE_ERR_MAX, "%dx%d is too large to count in %d MB",
		 shape_rows, shape_cols, (int)(MAX_BYTES >> 20));
	errno = ERANGE;
	goto out;
oom:
	snprintf(err, BOGGLE_ERR_MAX, "out of memory");
	errno = ENOMEM;
out:
	saved = errno;
	map_free(&cur);
	map_free(&next);
	free(found);
	free(one);
	errno = saved;
	return status;
}

size_t boggle_count_format(boggle_count count, char *buf, size_t size)
{
	u128 v = (u128)count.hi << 64 | count.lo;
	char digits[48];
	int n = 0;

	do {
		digits[n++] = (char)('0' + (int)(v % 10));
		v /= 10;
	} while (v);
	if (size > 0) {
		int i;

		for (i = 0; i < n && (size_t)i + 1 < size; i++)
			buf[i] = digits[n - 1 - i];
		buf[i] = '\0';
	}
	return (size_t)n;
}

boggle_count boggle_count_add(boggle_count a, boggle_count b, int *overflow)
{
	u128 x = (u128)a.hi << 64 | a.lo, y = (u128)b.hi << 64 | b.lo, z = x + y;
	boggle_count r;

	*overflow |= z < x;
	r.hi = (uint64_t)(z >> 64);
	r.lo = (uint64_t)z;
	return r;
}
