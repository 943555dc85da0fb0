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
 * Below a class whose bound reaches the cutoff, the proof walks the tree
 * cell by cell in the same order, fixing one tile at a time: the choice
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

/* A tree node: a sum node's key is a tile, a choice node's its cell. */
typedef struct tnode {
	uint32_t kid, n;    /* children: n of them side by side from kid */
	int32_t points;     /* sum nodes: words ending here */
	int32_t bound;
} tnode;

/*
 * A word path: its tile plus one in each cell, 0 where it does not pass,
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

/* A tree of this many bytes a node (the node, its key, its share of
 * the table of word paths) */
#define NODE_BYTES (sizeof(tnode) + 1)
#define DEFAULT_LIMIT ((size_t)1 << 30)
/* Steps building one tree takes before the class is split instead. */
#define BUILD_STEPS 400000000L

struct boggle_prover {
	const boggle_dict *dict;
	const boggle_lang *lang;
	boggle_rules rules;
	int rows, cols, ncells;
	board_adjacency adj;
	uint8_t order[PROVE_MAX_CELLS]; /* cells, the most neighbours first */
	uint8_t rank[PROVE_MAX_CELLS];  /* a cell's place in order */
	int nsym;
	uint8_t sym[SYMMETRY_MAX][BOGGLE_MAX_CELLS];
	uint8_t kind[PROVE_MAX_CELLS];  /* 0: 2 buckets, 1: 3 */
	buckets bk;
	uint64_t space, classes;
	boggle_solver *solver;
	const uint8_t *excluded;        /* one bit a word, or NULL */
	uint8_t *excluded_owned;
	int32_t points[2 * BOGGLE_WORD_MAX + 1];
	size_t limit;

	/* the tree */
	tnode *nodes;
	uint8_t *keys;
	size_t nnodes, cap;
	path_rec *rec;                  /* the class's word paths */
	size_t nrec, rec_cap;
	int shift[PROVE_MAX_CELLS];     /* where rank r's symbol sits in a key */
	key_t below[PROVE_MAX_CELLS + 1]; /* the bits of ranks r and later */
	key_t sym_mask;
	int sym_bits;
	int32_t *best_of;               /* per word, for the union bound */
	uint8_t *has_word;

	/* building */
	const boggle_class *cls;
	uint32_t absent;
	uint8_t tile_letters[PROVE_MAX_CELLS][CLASS_TILES_MAX];
	letter_set single[PROVE_MAX_CELLS]; /* the cell's one-letter tiles */
	uint8_t tile_of[PROVE_MAX_CELLS][64]; /* their tile, by letter code */
	uint8_t multi[PROVE_MAX_CELLS];     /* it has tiles of several letters */
	uint8_t used[PROVE_MAX_CELLS];
	uint8_t path_cell[PROVE_MAX_CELLS], path_tile[PROVE_MAX_CELLS];
	boggle_board scratch;
	long steps;
	int too_big;
	int too_wide;                   /* a key cannot hold the class */
	tree_stats ts;

	/* walking */
	int32_t cutoff;
	pending pend[PROVE_MAX_CELLS];
	/* per cell and tile: the bounds of the pending nodes' children */
	int64_t acc[PROVE_MAX_CELLS][CLASS_TILES_MAX];
	pending cursor[PROVE_MAX_CELLS]; /* per depth: where each child list is */
	uint8_t pick[PROVE_MAX_CELLS];
	int cur[PROVE_MAX_CELLS], hi[PROVE_MAX_CELLS];
	boggle_found_fn found;
	boggle_share_fn share;
	void *ctx;
	const int *hungry;
	boggle_prove_stats *stats;
	size_t peak;
};

/* ---- buckets ---------------------------------------------------------- */

/* Whether a letter's text starts with a vowel of some alphabet. */
static int is_vowel(const char *text)
{
	static const char vowels[] =
		"aeiouyàáâãäåæèéêëìíîïòóôõöøùúûüýÿœıőűůěąęųāēīōū"
		"аеёиоуыэюяіїєαεηιουωάέήίόύώϊϋΐΰ";
	const char *v = vowels;

	while (*v) {
		size_t k = 1;

		while (((unsigned char)v[k] & 0xc0) == 0x80)
			k++;
		if (!strncmp(text, v, k))
			return 1;
		v += k;
	}
	return 0;
}

static void bucket_add(buckets *b, int kind, int which, const boggle_cell *t)
{
	if (b->n[kind][which] < CLASS_TILES_MAX)
		b->tiles[kind][which][b->n[kind][which]++] = *t;
}

/*
 * English takes the buckets a heuristic search found best; another
 * language splits its vowels from its consonants, and for 3 buckets its
 * consonants by how often its list uses them.
 */
static void buckets_make(boggle_prover *p)
{
	static const char *const english[2][3] = {
		{"aeiosuy", "bcdfghjklmnpqrtvwxz", NULL},
		{"aeijou", "bcdfgmpqvwxz", "hklnrsty"}};
	const boggle_lang *lang = p->lang;
	uint64_t count[64] = {0};
	int kind, i, j;

	memset(&p->bk, 0, sizeof p->bk);
	p->bk.count[0] = 2;
	p->bk.count[1] = 3;
	if (lang == boggle_lang_english()) {
		for (kind = 0; kind < 2; kind++)
			for (i = 0; i < 3 && english[kind][i]; i++)
				for (j = 0; english[kind][i][j]; j++) {
					boggle_cell t = {{0}, 1};

					t.letters[0] = LETTER(english[kind][i][j] - 'a' + 1);
					bucket_add(&p->bk, kind, i, &t);
				}
		return;
	}
	{
		/* a sample of the list: every word of a small one */
		uint32_t step = p->dict->count / 200000 + 1, id;
		char w[BOGGLE_WORD_MAX + 1];

		for (id = 0; id < p->dict->count; id += step) {
			uint32_t n = dict_letters(p->dict, id, w), k;

			for (k = 0; k < n; k++)
				count[LETTER_CODE(w[k])]++;
		}
	}
	{
		int cons[64], ncons = 0, frequent;

		for (i = 1; i <= lang->nletters; i++) {
			boggle_cell t = {{0}, 1};

			t.letters[0] = LETTER(i);
			if (is_vowel(lang->letters[i - 1].text)) {
				bucket_add(&p->bk, 0, 0, &t);
				bucket_add(&p->bk, 1, 0, &t);
			} else {
				bucket_add(&p->bk, 0, 1, &t);
				cons[ncons++] = i;
			}
		}
		/* the most used two fifths of the consonants apart */
		for (i = 1; i < ncons; i++)
			for (j = i; j > 0 && count[cons[j]] > count[cons[j - 1]]; j--) {
				int x = cons[j];

				cons[j] = cons[j - 1];
				cons[j - 1] = x;
			}
		frequent = (2 * ncons + 4) / 5;
		for (j = 0; j < ncons; j++) {
			boggle_cell t = {{0}, 1};

			t.letters[0] = LETTER(cons[j]);
			bucket_add(&p->bk, 1, j < frequent ? 2 : 1, &t);
		}
		/* keep each bucket in the alphabet's order */
		for (i = 1; i < 3; i++) {
			boggle_cell *b = p->bk.tiles[1][i];
			int n = p->bk.n[1][i], a, c;

			for (a = 1; a < n; a++)
				for (c = a; c > 0 && cell_cmp(&b[c], &b[c - 1]) < 0; c--) {
					boggle_cell x = b[c];

					b[c] = b[c - 1];
					b[c - 1] = x;
				}
		}
	}
	/* tiles of several letters: rare, with the rare consonants */
	for (i = 0; i < lang->ntiles; i++) {
		boggle_cell t;
		char err[BOGGLE_ERR_MAX];

		if (board_cell_parse(lang, lang->tiles[i].text,
				     strlen(lang->tiles[i].text), &t, err) < 0 ||
		    t.len < 2)
			continue;
		bucket_add(&p->bk, 0, 1, &t);
		bucket_add(&p->bk, 1, 1, &t);
	}
}

/* ---- the prover --------------------------------------------------------- */

static int is_corner(int rows, int cols, int cell)
{
	int r = cell / cols, c = cell % cols;

	return (r == 0 || r == rows - 1) && (c == 0 || c == cols - 1);
}

static int bucket_count(const boggle_prover *p, int cell)
{
	return p->bk.count[p->kind[cell]];
}

/* Classes up to symmetry, by Burnside's lemma: the average fixed count. */
static uint64_t count_classes(const boggle_prover *p)
{
	unsigned __int128 sum = 0;
	int g, i;

	for (g = 0; g < p->nsym; g++) {
		uint8_t seen[PROVE_MAX_CELLS] = {0};
		unsigned __int128 fixed = 1;

		for (i = 0; i < p->ncells; i++) {
			int j = i;

			if (seen[i])
				continue;
			do {
				seen[j] = 1;
				j = p->sym[g][j];
			} while (j != i);
			fixed *= (unsigned)bucket_count(p, i);
		}
		sum += fixed;
	}
	return (uint64_t)(sum / (unsigned)p->nsym);
}

static void count_space(boggle_prover *p)
{
	int i;

	p->space = 1;
	for (i = 0; i < p->ncells; i++)
		p->space *= (uint64_t)bucket_count(p, i);
	p->classes = count_classes(p);
}

boggle_code boggle_prover_tiles(boggle_prover *p, const char *text,
				size_t len, char msg[BOGGLE_ERR_MAX])
{
	boggle_class *set;
	boggle_code code;
	buckets kept;
	int kind, b, t, k;

	if (!p)
		return error_say(msg, BOGGLE_MISUSE, NULL);
	code = boggle_class_parse(&set, p->lang, 1, 1, text, len, msg);
	if (code != BOGGLE_OK)
		return code;
	buckets_make(p);
	memset(&kept, 0, sizeof kept);
	for (kind = 0; kind < 2; kind++) {
		int placed[CLASS_TILES_MAX] = {0};

		for (b = 0; b < p->bk.count[kind]; b++) {
			int m = 0;

			for (t = 0; t < p->bk.n[kind][b]; t++)
				for (k = 0; k < set->ntiles[0]; k++)
					if (!cell_cmp(&p->bk.tiles[kind][b][t],
						      &set->tiles[0][k])) {
						kept.tiles[kind][kept.count[kind]][m++] =
							set->tiles[0][k];
						placed[k] = 1;
					}
			if (m)
				kept.n[kind][kept.count[kind]++] = (uint8_t)m;
		}
		/* tiles no bucket holds make one of their own */
		for (k = 0, b = kept.count[kind]; k < set->ntiles[0]; k++)
			if (!placed[k])
				kept.tiles[kind][b][kept.n[kind][b]++] =
					set->tiles[0][k];
		if (kept.n[kind][b]) {
			if (b == 3) {
				/* no room for a fourth: into the last */
				for (k = 0; k < kept.n[kind][3]; k++)
					kept.tiles[kind][2][kept.n[kind][2]++] =
						kept.tiles[kind][3][k];
			} else {
				kept.count[kind]++;
			}
		}
	}
	boggle_class_free(set);
	p->bk = kept;
	count_space(p);
	return BOGGLE_OK;
}

/* Cells with more neighbours first, then nearer the centre. */
static void order_cells(boggle_prover *p)
{
	int i, j, n = p->ncells;
	int key[PROVE_MAX_CELLS];

	for (i = 0; i < n; i++) {
		int r = i / p->cols, c = i % p->cols;
		int dr = 2 * r - (p->rows - 1), dc = 2 * c - (p->cols - 1);

		key[i] = (8 - p->adj.degree[i]) * 10000 + dr * dr + dc * dc;
		p->order[i] = (uint8_t)i;
	}
	for (i = 1; i < n; i++)
		for (j = i; j > 0 && key[p->order[j]] < key[p->order[j - 1]]; j--) {
			uint8_t x = p->order[j];

			p->order[j] = p->order[j - 1];
			p->order[j - 1] = x;
		}
	for (i = 0; i < n; i++)
		p->rank[p->order[i]] = (uint8_t)i;
}

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
	for (i = 0; i <= 2 * BOGGLE_WORD_MAX; i++)
		p->points[i] = boggle_score_letters(rules, i);
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

static void tree_free(boggle_prover *p)
{
	free(p->nodes);
	free(p->keys);
	free(p->rec);
	p->nodes = NULL;
	p->keys = NULL;
	p->rec = NULL;
	p->cap = p->rec_cap = 0;
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
	boggle_solver_free(p->solver);
	free(p);
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

uint64_t boggle_prover_space(const boggle_prover *p)
{
	return p->space;
}

uint64_t boggle_prover_classes(const boggle_prover *p)
{
	return p->classes;
}

/* Class id's bucket in each cell, the first cell most significant. */
static void class_digits(const boggle_prover *p, uint64_t id, uint8_t *d)
{
	int i;

	for (i = p->ncells - 1; i >= 0; i--) {
		d[i] = (uint8_t)(id % (uint64_t)bucket_count(p, i));
		id /= (uint64_t)bucket_count(p, i);
	}
}

int boggle_prover_canonical(const boggle_prover *p, uint64_t id)
{
	uint8_t d[PROVE_MAX_CELLS];
	int g, i;

	if (id >= p->space)
		return 0;
	class_digits(p, id, d);
	for (g = 1; g < p->nsym; g++) {
		for (i = 0; i < p->ncells && d[p->sym[g][i]] == d[i]; i++)
			;
		if (i < p->ncells && d[p->sym[g][i]] < d[i])
			return 0;
	}
	return 1;
}

boggle_code boggle_prover_class(const boggle_prover *p, uint64_t id,
				boggle_class **cls)
{
	uint8_t d[PROVE_MAX_CELLS];
	boggle_class *c;
	int i;

	if (!cls)
		return BOGGLE_MISUSE;
	*cls = NULL;
	if (!p || id >= p->space)
		return BOGGLE_MISUSE;
	if (!(c = calloc(1, sizeof *c)))
		return BOGGLE_NOMEM;
	c->rows = p->rows;
	c->cols = p->cols;
	c->lang = p->lang;
	class_digits(p, id, d);
	for (i = 0; i < p->ncells; i++) {
		int k = p->kind[i];

		c->ntiles[i] = p->bk.n[k][d[i]];
		memcpy(c->tiles[i], p->bk.tiles[k][d[i]],
		       c->ntiles[i] * sizeof c->tiles[i][0]);
	}
	*cls = c;
	return BOGGLE_OK;
}

void boggle_prover_orient(const boggle_prover *p, boggle_board *board)
{
	if (p && board && board->rows == p->rows && board->cols == p->cols)
		board_orient(board, p->sym, p->nsym);
}

size_t boggle_prover_buckets(const boggle_prover *p, char *buf, size_t size)
{
	boggle_class c;
	size_t n = 0;
	int kind, b;

	memset(&c, 0, sizeof c);
	c.lang = p->lang;
	c.rows = 1;
	/* the 2-bucket cells' buckets, then the 3-bucket cells' */
	for (kind = 0; kind < 2; kind++) {
		int nb = p->bk.count[kind];

		c.cols = nb;
		for (b = 0; b < nb; b++) {
			c.ntiles[b] = p->bk.n[kind][b];
			memcpy(c.tiles[b], p->bk.tiles[kind][b],
			       c.ntiles[b] * sizeof c.tiles[b][0]);
		}
		if (kind == 1 && p->ncells <= 9)
			break;
		n += (size_t)snprintf(n < size ? buf + n : NULL,
				      n < size ? size - n : 0, "%s", kind ?
				      "; " : "");
		n += boggle_class_format(&c, n < size ? buf + n : NULL,
					 n < size ? size - n : 0);
	}
	return n;
}

/* ---- building the tree -------------------------------------------------- */

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
	size_t cap = p->cap ? p->cap * 2 : 1 << 16;
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

/* n new nodes side by side, made children of parent; 0 if out of room. */
static uint32_t tree_block(boggle_prover *p, uint32_t parent, uint32_t n)
{
	uint32_t k;

	while (p->nnodes + n > p->cap)
		if (tree_room(p) < 0)
			return 0;
	k = (uint32_t)p->nnodes;
	p->nnodes += n;
	memset(&p->nodes[k], 0, n * sizeof *p->nodes);
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
		size_t cap = p->rec_cap ? p->rec_cap * 2 : 1 << 16;
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
		start[0] = lo;                                              \
		for (t_ = 0; t_ < (nparts); t_++)                           \
			start[t_ + 1] = start[t_] + count[t_];              \
		memcpy(next_, start, (size_t)(nparts) * sizeof *next_);     \
		for (t_ = 0; t_ < (nparts); t_++) {                         \
			while (next_[t_] < start[t_ + 1]) {                 \
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
static int tree_build(boggle_prover *p, const boggle_class *cls)
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

static int class_fits(const boggle_prover *p, const boggle_class *cls)
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

	if (!p || !bound || !class_fits(p, cls))
		return BOGGLE_MISUSE;
	memset(bound, 0, sizeof *bound);
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
	bound->bound = p->ts.bound;
	bound->forced = p->ts.forced;
	bound->union_bound = p->ts.union_bound;
	bound->paths = p->ts.paths;
	bound->repeats = p->ts.repeats;
	bound->words = p->ts.words;
	bound->nodes = p->ts.nodes;
	bound->bytes = p->ts.bytes;
	return BOGGLE_OK;
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
		p->acc[cell][p->keys[s]] += p->nodes[s].bound;
	return 0;
}

/* Take cell's pending nodes back to the first len, and what they added. */
static void pend_drop(boggle_prover *p, int cell, size_t len)
{
	pending *q = &p->pend[cell];
	uint32_t s;

	while (q->len > len) {
		uint32_t node = q->at[--q->len];

		for (s = p->nodes[node].kid;
		     s < p->nodes[node].kid + p->nodes[node].n; s++)
			p->acc[cell][p->keys[s]] -= p->nodes[s].bound;
	}
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
	for (i = 0; i < k; i++) {
		int cell = p->order[i];

		part->tiles[cell][0] = p->cls->tiles[cell][p->pick[cell]];
		part->ntiles[cell] = 1;
	}
	{
		int cell = p->order[k], n = 0;

		for (t = p->cur[k] + 1; t < p->hi[k]; t++)
			part->tiles[cell][n++] = p->cls->tiles[cell][t];
		part->ntiles[cell] = (uint8_t)n;
	}
	p->hi[k] = p->cur[k] + 1;
	p->share(p->ctx, part);
	return BOGGLE_OK;
}

static boggle_code walk(boggle_prover *p, int k, int64_t fixed)
{
	size_t lens[PROVE_MAX_CELLS] = {0};
	const uint32_t *pc;
	uint32_t *cur;
	int64_t later;
	size_t np, j;
	int cell, n, t, i;

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
	p->hi[k] = n;
	for (t = 0; t < p->hi[k]; t++) {
		int64_t pts = 0;
		boggle_code code = BOGGLE_OK;

		p->cur[k] = t;
		if (p->hungry && __atomic_load_n(p->hungry, __ATOMIC_RELAXED) &&
		    p->share && (code = give_away(p, k)) != BOGGLE_OK)
			return code;
		/* what tile t adds, and all later cells could: too little? */
		if (fixed + p->acc[cell][t] + later < p->cutoff)
			continue;
		p->pick[cell] = (uint8_t)t;
		for (j = 0; j < np; j++) {
			uint32_t s = cur[j], c, e = p->nodes[pc[j]].kid +
						    p->nodes[pc[j]].n;

			while (s < e && p->keys[s] < t)
				s++;
			cur[j] = s;
			if (s == e || p->keys[s] != t)
				continue;
			pts += p->nodes[s].points;
			for (c = p->nodes[s].kid; c < p->nodes[s].kid + p->nodes[s].n;
			     c++)
				if (pend_push(p, p->keys[c], c) < 0)
					return BOGGLE_NOMEM;
		}
		if (fixed + pts + pending_bound(p, k + 1) >= p->cutoff)
			code = walk(p, k + 1, fixed + pts);
		for (i = k + 1; i < p->ncells; i++)
			pend_drop(p, p->order[i], lens[i]);
		if (code != BOGGLE_OK)
			return code;
	}
	return BOGGLE_OK;
}

/* Prove cls: build its tree and walk it, or split it if it is too big. */
static boggle_code prove_class(boggle_prover *p, const boggle_class *cls)
{
	boggle_code code = BOGGLE_OK;
	uint32_t c;
	int i, t;

	if (tree_build(p, cls) < 0) {
		boggle_class *part;
		int cell = -1;

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
		for (t = 0; t < cls->ntiles[cell] && code == BOGGLE_OK; t++) {
			*part = *cls;
			part->tiles[cell][0] = cls->tiles[cell][t];
			part->ntiles[cell] = 1;
			code = prove_class(p, part);
		}
		free(part);
		return code;
	}
	if (p->stats) {
		if (!p->stats->trees++)
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
	for (c = p->nodes[0].kid; c < p->nodes[0].kid + p->nodes[0].n; c++)
		if (pend_push(p, p->keys[c], c) < 0)
			return BOGGLE_NOMEM;
	return walk(p, 0, p->nodes[0].points);
}

boggle_code boggle_prover_prove(boggle_prover *p, const boggle_class *cls,
				int32_t min_score, boggle_found_fn found,
				boggle_share_fn share, void *ctx,
				const int *hungry, boggle_prove_stats *stats)
{
	boggle_code code;

	if (!p || !found || min_score <= 0 || !class_fits(p, cls))
		return BOGGLE_MISUSE;
	if (stats)
		memset(stats, 0, sizeof *stats);
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
