/*
 * The search: depth first from every cell through the adjacency table,
 * narrowing a [lo, hi) range of the sorted dictionary by one letter at
 * every step, and giving up on a path as soon as the range is empty.
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#ifdef __SSE2__
#include <emmintrin.h>
#endif

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

	/* the board being solved */
	const boggle_board *board;
	const boggle_rules *rules;
	int best_path; /* scores depend on the path: keep each word's best */
	int oom;
	uint8_t letters[BOGGLE_MAX_CELLS]; /* each cell's letter count */
	uint8_t letter[BOGGLE_MAX_CELLS];  /* its letter, on one-letter boards */
	uint8_t digit[BOGGLE_MAX_CELLS];   /* and that letter's prefix digit */
	uint8_t used[BOGGLE_MAX_CELLS];
	uint16_t stack[BOGGLE_MAX_CELLS];
};

boggle_solver *boggle_solver_new(const boggle_dict *dict)
{
	boggle_solver *s = calloc(1, sizeof *s);

	if (!s)
		return NULL;
	s->dict = dict;
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
	free(s->where);
	free(s->words);
	free(s->scratch);
	free(s->paths);
	free(s);
}

/* Words sharing a prefix: [lo, hi), and its node if the range is long. */
typedef struct span {
	uint32_t lo, hi;
	int32_t node;
} span;

/*
 * Which of the n <= 64 sorted letters at p are ch, as bits (p may be read
 * to p[63]); they form one run, since the letters are sorted.
 */
static inline uint64_t letter_run(const uint8_t *p, uint32_t n, uint8_t ch)
{
	uint64_t keep = n == 64 ? ~(uint64_t)0 : ((uint64_t)1 << n) - 1;
#ifdef __SSE2__
	const __m128i *v = (const __m128i *)(const void *)p;
	__m128i c = _mm_set1_epi8((char)ch);
	uint64_t m0 = (uint32_t)_mm_movemask_epi8(
		_mm_cmpeq_epi8(_mm_loadu_si128(v), c));
	uint64_t m1 = (uint32_t)_mm_movemask_epi8(
		_mm_cmpeq_epi8(_mm_loadu_si128(v + 1), c));
	uint64_t m2 = (uint32_t)_mm_movemask_epi8(
		_mm_cmpeq_epi8(_mm_loadu_si128(v + 2), c));
	uint64_t m3 = (uint32_t)_mm_movemask_epi8(
		_mm_cmpeq_epi8(_mm_loadu_si128(v + 3), c));

	return (m0 | m1 << 16 | m2 << 32 | m3 << 48) & keep;
#else
	uint64_t m = 0;
	uint32_t i;

	for (i = 0; i < n; i++)
		m |= (uint64_t)(p[i] == ch) << i;
	return m & keep;
#endif
}

/*
 * Keep the words of sp whose letter at depth is ch; 0 if none.  A long
 * range has its children listed; a short one is scanned whole.
 */
static inline int narrow(const boggle_dict *d, uint32_t depth, span *sp,
			 uint8_t ch)
{
	uint64_t run;

	if (sp->node >= 0) {
		const dict_edge *e = d->edges + (size_t)sp->node * 28 +
				     letter_digit(ch);

		sp->lo = e[0].lo;
		sp->hi = e[1].lo;
		sp->node = e[0].node;
		return sp->lo < sp->hi;
	}
	run = letter_run(dict_col(d, depth) + sp->lo, sp->hi - sp->lo, ch);
	if (!run)
		return 0;
	sp->hi = sp->lo + 64 - (uint32_t)__builtin_clzll(run);
	sp->lo += (uint32_t)__builtin_ctzll(run);
	return 1;
}

/* Step onto cell: narrow by each of its letters; 0 if no word goes on. */
static inline int enter(const boggle_solver *s, int cell, uint32_t *depth,
			span *sp)
{
	const boggle_cell *c = &s->board->cells[cell];
	int k;

	for (k = 0; k < c->len; k++) {
		if (!narrow(s->dict, *depth, sp, (uint8_t)c->text[k]))
			return 0;
		(*depth)++;
	}
	return 1;
}

static int32_t path_score(const boggle_solver *s, int letters, int plen)
{
	if (s->rules->scoring != BOGGLE_SCORING_LETTERS)
		return boggle_score_letters(s->rules, letters);
	return boggle_score_path(s->rules, s->board, s->stack, plen);
}

/* Keep the current path; returns its offset, or -1 out of memory. */
static int64_t push_path(boggle_solver *s, int plen)
{
	size_t at = s->npaths;

	if (at + (size_t)plen > s->paths_cap) {
		size_t cap = s->paths_cap ? s->paths_cap * 2 : 4096;
		uint16_t *np;

		while (cap < at + (size_t)plen)
			cap *= 2;
		np = realloc(s->paths, cap * sizeof *np);
		if (!np) {
			s->oom = 1;
			return -1;
		}
		s->paths = np;
		s->paths_cap = cap;
	}
	memcpy(s->paths + at, s->stack, (size_t)plen * sizeof *s->paths);
	s->npaths += (size_t)plen;
	return (int64_t)at;
}

/* Another path for a word already listed: keep it if it scores more. */
static void rescore(boggle_solver *s, uint32_t id, int plen)
{
	boggle_word *w = &s->words[s->where[id]];
	int32_t score = path_score(s, w->letters, plen);
	int64_t at;

	/* cells of several letters let paths of other lengths spell it */
	if (score > w->score && (at = push_path(s, plen)) >= 0) {
		w->score = score;
		w->path = (uint32_t)at;
		w->path_len = (uint16_t)plen;
	}
}

static void record(boggle_solver *s, uint32_t id, int letters, int plen)
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
	at = push_path(s, plen);
	if (at < 0)
		return;
	s->found[id >> 3] |= (uint8_t)(1u << (id & 7));
	if (s->best_path)
		s->where[id] = (uint32_t)s->nwords;
	w = &s->words[s->nwords++];
	w->id = id;
	w->letters = (uint16_t)letters;
	w->score = path_score(s, letters, plen);
	w->path = (uint32_t)at;
	w->path_len = (uint16_t)plen;
}

/* A whole word id, letters long, ends the path: list or rescore it. */
static inline void found(boggle_solver *s, uint32_t id, int letters, int plen)
{
	if (letters < s->rules->min_letters)
		return;
	if (!(s->found[id >> 3] & (1u << (id & 7))))
		record(s, id, letters, plen);
	else if (s->best_path)
		rescore(s, id, plen);
}

/*
 * The common case, at most 64 cells of one letter each (or blank): used
 * cells live in a bitmask and the loop over neighbours is written out.
 */
static void fast_extend(boggle_solver *s, int cell, uint32_t depth, span sp,
			uint64_t used, int letters, int plen)
{
	const boggle_dict *d = s->dict;
	const uint16_t *next = s->adj.next[cell];
	int k, degree = s->adj.degree[cell];
	uint32_t exact;

	s->stack[plen++] = (uint16_t)cell;
	/* words sort before their extensions: a whole word is first in range */
	exact = dict_col(d, depth)[sp.lo] == 0;
	if (exact)
		found(s, sp.lo, letters, plen);
	if (sp.hi - sp.lo <= exact)
		return;
	/* the children will look one letter further along the same words */
	__builtin_prefetch(dict_col(d, depth + 1) + sp.lo);
	used |= (uint64_t)1 << cell;
	if (sp.node >= 0) {
		const dict_edge *edge = d->edges + (size_t)sp.node * 28;

		for (k = 0; k < degree; k++) {
			int n = next[k];
			const dict_edge *e = edge + s->digit[n];
			span to = {e[0].lo, e[1].lo, e[0].node};

			if (!(used >> n & 1) && to.lo < to.hi)
				fast_extend(s, n, depth + 1, to, used,
					    letters + s->letters[n], plen);
		}
		return;
	}
	for (k = 0; k < degree; k++) {
		int n = next[k];
		uint64_t run;

		if (used >> n & 1)
			continue;
		run = letter_run(dict_col(d, depth) + sp.lo, sp.hi - sp.lo,
				 s->letter[n]);
		if (run) {
			span to = {sp.lo + (uint32_t)__builtin_ctzll(run),
				   sp.lo + 64 - (uint32_t)__builtin_clzll(run), -1};

			fast_extend(s, n, depth + 1, to, used,
				    letters + s->letters[n], plen);
		}
	}
}

/* The general case: any board, cells of several letters. */
static void extend(boggle_solver *s, int cell, uint32_t depth, span sp,
		   int letters, int plen)
{
	const board_adjacency *adj = &s->adj;
	int k, exact;

	s->stack[plen++] = (uint16_t)cell;
	/* words sort before their extensions: a whole word is first in range */
	exact = dict_col(s->dict, depth)[sp.lo] == 0;
	if (exact)
		found(s, sp.lo, letters, plen);
	if (sp.hi - sp.lo <= (uint32_t)exact)
		return;
	s->used[cell] = 1;
	for (k = 0; k < adj->degree[cell]; k++) {
		int n = adj->next[cell][k];
		uint32_t next_depth = depth;
		span next = sp;

		/* narrow before the call: most steps lead nowhere */
		if (!s->used[n] && enter(s, n, &next_depth, &next))
			extend(s, n, next_depth, next, letters + s->letters[n],
			       plen);
	}
	s->used[cell] = 0;
}

int boggle_solve(boggle_solver *s, const boggle_board *board,
		 const boggle_rules *rules)
{
	int i, ncells = board->rows * board->cols, simple = ncells <= 64;
	uint64_t blanks = 0;
	size_t w;

	if (rules->bonus && (rules->bonus->rows != board->rows ||
			     rules->bonus->cols != board->cols)) {
		errno = EINVAL;
		return -1;
	}
	if (s->adj.rows != board->rows || s->adj.cols != board->cols)
		board_adjacency_build(&s->adj, board->rows, board->cols);
	s->board = board;
	s->rules = rules;
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
	for (i = 0; i < ncells; i++) {
		const boggle_cell *c = &board->cells[i];

		s->letters[i] = (uint8_t)boggle_cell_letters(c);
		/* a blank cell is never entered: mark it used for good */
		s->used[i] = c->len == 0;
		s->letter[i] = (uint8_t)c->text[0];
		s->digit[i] = (uint8_t)letter_digit(s->letter[i]);
		simple &= c->len <= 1;
		if (i < 64 && c->len == 0)
			blanks |= (uint64_t)1 << i;
	}
	for (i = 0; i < ncells; i++) {
		span sp = {0, s->dict->count, 0};
		uint32_t depth = 0;

		if (s->used[i] || !enter(s, i, &depth, &sp))
			continue;
		if (simple)
			fast_extend(s, i, depth, sp, blanks, s->letters[i], 0);
		else
			extend(s, i, depth, sp, s->letters[i], 0);
	}
	for (w = 0; w < s->nwords; w++) {
		boggle_word *word = &s->words[w];

		s->found[word->id >> 3] = 0;
		s->score += word->score;
	}
	s->sorted = 0;
	if (s->oom) {
		errno = ENOMEM;
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

const uint16_t *boggle_solver_paths(const boggle_solver *s)
{
	return s->paths;
}

long boggle_solver_score(const boggle_solver *s)
{
	return s->score;
}
