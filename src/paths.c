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
 * k > 1 cells is found once: directed, it counts twice.
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
#define MAX_BYTES ((size_t)768 << 20) /* memory the states may take */

typedef struct state_map {
	uint64_t *keys;
	u128 *counts;  /* slots * lengths */
	uint8_t *used;
	size_t *order; /* the slots in use, so clearing touches only them */
	size_t slots, filled;
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

static int map_init(state_map *m, size_t slots, int lengths)
{
	m->slots = slots;
	m->filled = 0;
	m->lengths = lengths;
	m->keys = malloc(slots * sizeof *m->keys);
	m->used = calloc(slots, 1);
	m->order = malloc(slots * sizeof *m->order);
	m->counts = calloc(slots * (size_t)lengths, sizeof *m->counts);
	return m->keys && m->used && m->order && m->counts ? 0 : -1;
}

static void map_free(state_map *m)
{
	free(m->keys);
	free(m->used);
	free(m->order);
	free(m->counts);
	memset(m, 0, sizeof *m);
}

static void map_clear(state_map *m)
{
	size_t i;

	for (i = 0; i < m->filled; i++) {
		m->used[m->order[i]] = 0;
		memset(m->counts + m->order[i] * (size_t)m->lengths, 0,
		       (size_t)m->lengths * sizeof *m->counts);
	}
	m->filled = 0;
}

static size_t hash(uint64_t key)
{
	key ^= key >> 33;
	key *= 0xff51afd7ed558ccdULL;
	key ^= key >> 33;
	return (size_t)key;
}

/* The counts of key's state, made if new; NULL when the map is full. */
static u128 *map_get(state_map *m, uint64_t key)
{
	size_t i = hash(key) & (m->slots - 1);

	while (m->used[i] && m->keys[i] != key)
		i = (i + 1) & (m->slots - 1);
	if (!m->used[i]) {
		if (m->filled * 4 >= m->slots * 3)
			return NULL;
		m->used[i] = 1;
		m->keys[i] = key;
		m->order[m->filled++] = i;
	}
	return m->counts + i * (size_t)m->lengths;
}

typedef struct counter {
	int lengths;  /* edge counts 0 .. cells - 1 */
	u128 *found;  /* undirected paths by edge count */
	int overflow;
	int full;
} counter;

/* to += from (shifted by shift edges), watching for overflow. */
static void add_counts(counter *c, u128 *to, const u128 *from, int shift)
{
	int e;

	for (e = 0; e + shift < c->lengths; e++) {
		u128 sum = to[e + shift] + from[e];

		c->overflow |= sum < from[e];
		to[e + shift] = sum;
	}
}

static void put(counter *c, state_map *m, uint64_t key, const u128 *from,
		int shift)
{
	u128 *to = map_get(m, key);

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

/* Add the edge between window cells u and v to the state, if it may be. */
static void add_edge(counter *c, state_map *next, uint64_t key, int window,
		     int u, int v, const u128 *counts)
{
	int cu = code_at(key, u), cv = code_at(key, v);
	int a, b; /* the far ends of u's and v's pieces: cells, or -1 for gone */

	if (cu == INNER || cv == INNER || cu == MATE + v)
		return; /* a third edge, or a loop */
	a = cu == UNUSED ? u : cu == TO_END ? -1 : cu - MATE;
	b = cv == UNUSED ? v : cv == TO_END ? -1 : cv - MATE;
	if (cu != UNUSED)
		key = with_code(key, u, INNER);
	if (cv != UNUSED)
		key = with_code(key, v, INNER);
	if (a < 0 && b < 0) {
		/* both far ends are fixed: the path is whole */
		if (alone(key, window, -1))
			add_counts(c, c->found, counts, 1);
		return;
	}
	if (a >= 0)
		key = with_code(key, a, b < 0 ? TO_END : MATE + b);
	if (b >= 0)
		key = with_code(key, b, a < 0 ? TO_END : MATE + a);
	put(c, next, key, counts, 1);
}

/* Window cell 0 leaves; the rest move down one.  0 if the state dies. */
static int leave(counter *c, uint64_t *key, int window, const u128 *counts)
{
	int code = code_at(*key, 0), i;
	uint64_t out = 0;

	if (code >= TO_END) {
		/* one edge: this cell is an end of the finished path */
		int ends = ends_of(*key) + 1;

		if (code == TO_END) {
			if (alone(*key, window, 0))
				add_counts(c, c->found, counts, 0);
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

int boggle_count_paths(int rows, int cols, boggle_count *counts,
		       char err[BOGGLE_ERR_MAX])
{
	int n = rows * cols, window, v, e, t, shape_rows, shape_cols;
	state_map cur = {0}, next = {0}, tmp;
	counter c = {0};
	u128 *fresh;
	size_t slots = 1 << 12, s;
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
	window = cols + 2;
	if (window > MAX_WINDOW) {
		snprintf(err, BOGGLE_ERR_MAX, "%dx%d is too large to count "
			 "(one side at most %d)", shape_rows, shape_cols,
			 MAX_WINDOW - 2);
		errno = ERANGE;
		return -1;
	}
	c.lengths = n;
	c.found = calloc((size_t)n, sizeof *c.found);
	fresh = calloc((size_t)n, sizeof *fresh);
	if (!c.found || !fresh)
		goto oom;
	for (;;) {
		if (map_init(&cur, slots, n) < 0 || map_init(&next, slots, n) < 0)
			goto oom;
		fresh[0] = 1;
		put(&c, &cur, 0, fresh, 0);
		memset(c.found, 0, (size_t)n * sizeof *c.found);
		for (v = 0; v < n && !c.full; v++) {
			int r = v / cols, col = v % cols, k;
			int far[4], nfar = 0;

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
			for (k = 0; k < nfar && !c.full; k++) {
				map_clear(&next);
				for (s = 0; s < cur.filled; s++) {
					size_t at = cur.order[s];
					const u128 *cnt = cur.counts + at * (size_t)n;

					put(&c, &next, cur.keys[at], cnt, 0);
					add_edge(&c, &next, cur.keys[at], window, 0,
						 far[k], cnt);
				}
				tmp = cur;
				cur = next;
				next = tmp;
			}
			map_clear(&next);
			for (s = 0; s < cur.filled && !c.full; s++) {
				size_t at = cur.order[s];
				uint64_t key = cur.keys[at];
				const u128 *cnt = cur.counts + at * (size_t)n;

				if (leave(&c, &key, window, cnt))
					put(&c, &next, key, cnt, 0);
			}
			tmp = cur;
			cur = next;
			next = tmp;
		}
		if (!c.full)
			break;
		/* more states than room: start again with a bigger map */
		map_free(&cur);
		map_free(&next);
		c.full = 0;
		slots *= 4;
		if (slots * 2 * ((size_t)n * sizeof(u128) + 17) > MAX_BYTES) {
			snprintf(err, BOGGLE_ERR_MAX, "%dx%d is too large to count "
				 "in %d MB", shape_rows, shape_cols, (int)(MAX_BYTES >> 20));
			errno = ERANGE;
			goto out;
		}
	}
	if (c.overflow) {
		snprintf(err, BOGGLE_ERR_MAX, "%dx%d: counts pass 2^128", shape_rows,
			 shape_cols);
		errno = ERANGE;
		goto out;
	}
	for (e = 0; e < n; e++) {
		/* k = e + 1 cells; each path with an edge runs both ways */
		u128 directed = e == 0 ? (u128)n : c.found[e] * 2;

		if (e > 0 && directed / 2 != c.found[e]) {
			snprintf(err, BOGGLE_ERR_MAX, "%dx%d: counts pass 2^128",
				 shape_rows, shape_cols);
			errno = ERANGE;
			goto out;
		}
		counts[e].hi = (uint64_t)(directed >> 64);
		counts[e].lo = (uint64_t)directed;
	}
	status = 0;
	goto out;
oom:
	snprintf(err, BOGGLE_ERR_MAX, "out of memory");
	errno = ENOMEM;
out:
	saved = errno;
	map_free(&cur);
	map_free(&next);
	free(c.found);
	free(fresh);
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
