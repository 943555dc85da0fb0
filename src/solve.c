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
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#include "solver.h"

#ifdef BOGGLE_SEARCH_POPCNT
#include <cpuid.h>

/*
 * One CPUID leaf, asked when a solver is made: not the compiler's
 * __builtin_cpu_supports, whose start-up code asks a dozen in every
 * process, and a CPUID costs microseconds in a virtual machine.
 */
static int have_popcnt(void)
{
	unsigned int a, b, c, d;

	return __get_cpuid(1, &a, &b, &c, &d) && (c & bit_POPCNT);
}
#else
/* one copy of the search, built for the baseline instruction set */
static int have_popcnt(void)
{
	return 0;
}
#define search_one_letter_popcnt search_one_letter
#endif

static boggle_solver *solver_new(const boggle_dict *dict)
{
	boggle_solver *s = malloc(sizeof *s);
	size_t found_len = dict->count / 8 + 1;
	const boggle_lang *lang = lang_of(dict->lang);
	int i;

	if (!s)
		return NULL;
	/* its tables are new memory that a search soon writes: map them now */
	prefault(s, sizeof *s);
	memset(s, 0, offsetof(boggle_solver, near_cells));
	s->dict = dict;
	s->popcnt = have_popcnt();
	s->points_for.min_letters = -1; /* no table yet */
	s->careful_steps = BOGGLE_SOLVE_STEPS;
	for (i = 0; i < lang->nletters; i++) {
		int n = (int)strlen(lang->letters[i].text);

		if (n > s->letter_bytes)
			s->letter_bytes = n;
	}
	s->found = malloc(found_len);
	if (!s->found) {
		free(s);
		errno = ENOMEM;
		return NULL;
	}
	prefault(s->found, found_len);
	memset(s->found, 0, found_len);
	return s;
}

boggle_code boggle_solver_new(boggle_solver **solver, const boggle_dict *dict)
{
	if (!solver)
		return BOGGLE_MISUSE;
	*solver = NULL;
	if (!dict)
		return BOGGLE_MISUSE;
	return (*solver = solver_new(dict)) ? BOGGLE_OK : BOGGLE_NOMEM;
}

void boggle_solver_free(boggle_solver *s)
{
	if (!s)
		return;
	boggle_board_free(s->own_board);
	free(s->text);
	free(s->text_at);
	free(s->excluded);
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

static int32_t path_score(const boggle_solver *s, int letters,
			  const uint16_t *path, int plen)
{
	if (!s->by_path)
		return s->points[letters];
	return boggle_score_path(s->rules, s->board, path, plen);
}

/*
 * Room for plen more path cells and PATH_COPY spare (short paths copy
 * whole blocks); 0 out of memory.  Apart, so that the common case of
 * keeping a path inlines to a compare and a copy.
 */
static __attribute__((noinline)) int paths_grow(boggle_solver *s, int plen)
{
	size_t need = s->npaths + (size_t)plen + PATH_COPY;
	size_t cap = s->paths_cap ? s->paths_cap * 2 : 4096;
	uint16_t *np;

	while (cap < need)
		cap *= 2;
	np = realloc(s->paths, cap * sizeof *np);
	if (!np) {
		s->oom = 1;
		return 0;
	}
	s->paths = np;
	s->paths_cap = cap;
	return 1;
}

/* Keep a path; returns its offset, or -1 out of memory. */
static inline int64_t push_path(boggle_solver *s, const uint16_t *path,
				int plen)
{
	size_t at = s->npaths;

	if (at + (size_t)plen + PATH_COPY > s->paths_cap && !paths_grow(s, plen))
		return -1;
	if (plen <= PATH_COPY)
		memcpy(s->paths + at, path, PATH_COPY * sizeof *s->paths);
	else
		memcpy(s->paths + at, path, (size_t)plen * sizeof *s->paths);
	s->npaths += (size_t)plen;
	return (int64_t)at;
}

/* Another path for a word already listed: keep it if it scores more. */
void solver_rescore(boggle_solver *s, uint32_t id, int plen)
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

/* Room for one more word; 0 out of memory. */
static __attribute__((noinline)) int words_grow(boggle_solver *s)
{
	size_t cap = s->words_cap ? s->words_cap * 2 : 1024;
	boggle_word *nw = realloc(s->words, cap * sizeof *nw);
	boggle_word *ns;

	if (!nw) {
		s->oom = 1;
		return 0;
	}
	s->words = nw;
	ns = realloc(s->scratch, cap * sizeof *ns);
	if (!ns) {
		s->oom = 1;
		return 0;
	}
	s->scratch = ns;
	s->words_cap = cap;
	return 1;
}

void solver_record(boggle_solver *s, uint32_t id, int letters,
		   const uint16_t *path, int plen)
{
	boggle_word *w;
	int64_t at = 0;

	if (s->nwords == s->words_cap && !words_grow(s))
		return;
	if (!s->no_paths && (at = push_path(s, path, plen)) < 0)
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

/* Steps before the search starts over carefully: past any real board. */
#define SETTLE_AFTER 500000L
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
		long steps;

		if (has_bit(s->found, id) || has_bit(s->missing, id))
			continue;
		if (has_bit(s->tried, id)) {
			all = 0;
			continue;
		}
		set_bit(s->tried, id);
		len = (int)dict_letters(s->dict, id, word);
		/* its steps are the search's own: the search's limit holds */
		steps = s->steps < BOGGLE_FIND_STEPS ? s->steps : BOGGLE_FIND_STEPS;
		s->steps -= steps;
		cells = board_find_letters(s->board, word, len, path, err, &steps);
		s->steps += steps;
		for (k = 0; k < cells; k++)
			letters += s->letters[path[k]];
		if (cells > 0 && letters >= s->min_letters)
			solver_record(s, id, letters, path, cells);
		else if (cells >= 0)
			set_bit(s->missing, id);
		all &= cells >= 0;
	}
	return all;
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

/*
 * The search again, the general way, settling ranges as it goes; the words
 * found so far stay found.
 */
static void search_carefully(boggle_solver *s, int ncells)
{
	int i;

	s->settling = 1;
	s->steps = s->careful_steps;
	for (i = 0; i < ncells && s->steps >= 0; i++) {
		span sp = span_all(s->dict);

		if (!s->used[i] && enter(s, i, &sp))
			extend(s, i, sp, s->letters[i], 0);
	}
}

boggle_code boggle_solver_exclude(boggle_solver *s, const boggle_dict *words)
{
	char text[BOGGLE_WORD_TEXT_MAX];
	uint8_t *bits;
	uint32_t i;

	if (!s)
		return BOGGLE_MISUSE;
	if (words && lang_of(words->lang) != lang_of(s->dict->lang))
		return BOGGLE_WRONG_LANG;
	bits = words ? calloc(s->dict->count / 8 + 1, 1) : NULL;
	if (words && !bits)
		return BOGGLE_NOMEM;
	for (i = 0; words && i < words->count; i++) {
		int64_t id;

		boggle_dict_word(words, i, text, sizeof text);
		if ((id = boggle_dict_lookup(s->dict, text)) >= 0)
			set_bit(bits, (uint32_t)id);
	}
	free(s->excluded);
	s->excluded = bits;
	return BOGGLE_OK;
}

/* Take the words left out off the list found, and their points. */
static void drop_excluded(boggle_solver *s)
{
	size_t w, kept = 0;

	for (w = 0; w < s->nwords; w++) {
		if (has_bit(s->excluded, s->words[w].id))
			s->score -= s->words[w].score;
		else
			s->words[kept++] = s->words[w];
	}
	s->nwords = kept;
}

/* Room for the text of every word found, that asking for it never fails. */
static int text_room(boggle_solver *s, size_t need)
{
	if (need > s->text_cap) {
		char *t = realloc(s->text, need);

		if (!t)
			return -1;
		s->text = t;
		s->text_cap = need;
	}
	if (s->nwords > s->text_at_cap) {
		uint32_t *at = realloc(s->text_at, s->nwords * sizeof *at);

		if (!at)
			return -1;
		s->text_at = at;
		s->text_at_cap = s->nwords;
	}
	return 0;
}

boggle_code boggle_solve(boggle_solver *s, const boggle_board *board,
			 const boggle_rules *rules)
{
	int i, ncells, simple;
	int several = 0; /* a cell of several letters */
	uint64_t blanks = 0;
	letter_set absent;
	size_t w, text;

	if (!s || !board || !rules)
		return BOGGLE_MISUSE;
	ncells = board->rows * board->cols;
	simple = ncells <= 64;
	s->nwords = s->npaths = 0;
	s->score = 0;
	s->text_ready = 0;
	if ((rules->bonus && (rules->bonus->rows != board->rows ||
			      rules->bonus->cols != board->cols)) ||
	    lang_of(board->lang) != lang_of(s->dict->lang))
		return BOGGLE_WRONG_LANG;
	if (s->adj.rows != board->rows || s->adj.cols != board->cols)
		board_adjacency_build(&s->adj, board->rows, board->cols);
	s->board = board;
	s->rules = rules;
	/* the table depends on these two fields of the rules alone */
	if (s->points_for.min_letters != rules->min_letters ||
	    s->points_for.scoring != rules->scoring) {
		rules_points(rules, s->points);
		s->points_for = *rules;
	}
	s->by_path = rules->scoring == BOGGLE_SCORING_LETTERS;
	s->min_letters = rules->min_letters;
	s->oom = 0;
	absent = ~(letter_set)0;
	for (i = 0; i < ncells; i++) {
		const boggle_cell *c = &board->cells[i];
		int k;

		for (k = 0; k < c->len; k++)
			absent &= ~letter_bit((uint8_t)c->letters[k]);

		s->letters[i] = (uint8_t)board_cell_letters(board, i);
		/* a blank cell is never entered: mark it used for good */
		s->used[i] = c->len == 0;
		several |= c->len > 1;
		if (i < 64 && c->len == 0)
			blanks |= (uint64_t)1 << i;
	}
	simple &= !several;
	s->absent = fold_absent(absent);
	/*
	 * The same word may score more along another path: with bonus
	 * squares, and where a tile of several letters (Spanish ll) is worth
	 * more than the cells that spell it one by one
	 */
	s->best_path = s->by_path && (rules->bonus || several);
	if (s->best_path && !s->where) {
		s->where = malloc(((size_t)s->dict->count + 1) * sizeof *s->where);
		if (!s->where)
			return BOGGLE_NOMEM;
	}
	s->steps = SETTLE_AFTER;
	if (simple && s->popcnt) {
		search_one_letter_popcnt(s, ncells, blanks);
	} else if (simple) {
		search_one_letter(s, ncells, blanks);
	} else {
		for (i = 0; i < ncells; i++) {
			span sp = span_all(s->dict);

			if (!s->used[i] && enter(s, i, &sp))
				extend(s, i, sp, s->letters[i], 0);
		}
	}
	if (s->steps < 0 && !s->oom)
		search_carefully(s, ncells);
	for (w = 0; w < s->nwords; w++) {
		boggle_word *word = &s->words[w];

		s->found[word->id >> 3] = 0;
		s->score += word->score;
	}
	if (s->excluded)
		drop_excluded(s);
	/* room for the longest word's text, each: no pass over the words */
	text = s->nwords * ((size_t)s->dict->maxlen * (size_t)s->letter_bytes + 1);
	if (s->settling && s->tried) {
		memset(s->tried, 0, s->dict->count / 8 + 1);
		memset(s->missing, 0, s->dict->count / 8 + 1);
	}
	s->settling = 0;
	s->sorted = 0;
	if (s->oom || text_room(s, text) < 0) {
		s->nwords = s->npaths = 0;
		s->score = 0;
		return BOGGLE_NOMEM;
	}
	if (s->steps < 0)
		return BOGGLE_GAVE_UP;
	return BOGGLE_OK;
}

const char *boggle_solver_text(boggle_solver *s, const boggle_word *word)
{
	const boggle_word *words = boggle_solver_words(s);
	size_t i, at = 0;

	if (word < words || word >= words + s->nwords)
		return "";
	if (!s->text_ready) {
		/* text_room made room for every word, sorted or not */
		for (i = 0; i < s->nwords; i++) {
			size_t room = (size_t)s->dict->maxlen *
				      (size_t)s->letter_bytes + 1;

			size_t n = boggle_dict_word(s->dict, words[i].id,
						    s->text + at, room);

			s->text_at[i] = (uint32_t)at;
			at += (n < room ? n : room - 1) + 1;
		}
		s->text_ready = 1;
	}
	return s->text + s->text_at[(size_t)(word - words)];
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

void boggle_solver_limit(boggle_solver *s, long steps)
{
	s->careful_steps = steps > 0 ? steps : 0;
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

/* Read text into the solver's own board, made the first time. */
static boggle_code read_board(boggle_solver *s, const char *text, size_t len,
			      char msg[BOGGLE_ERR_MAX])
{
	if (!s->own_board) {
		boggle_code rc = boggle_board_new(&s->own_board, s->dict->lang,
						  4, 4);

		if (rc != BOGGLE_OK)
			return rc;
	}
	return boggle_board_parse(s->own_board, s->dict->lang, text, len, msg);
}

/* Solve the solver's own board by rules, or by its shape's. */
static boggle_code solve_own(boggle_solver *s, const boggle_rules *rules)
{
	boggle_rules shape;

	if (!rules) {
		shape = boggle_rules_for_shape(s->own_board->rows,
					       s->own_board->cols);
		rules = &shape;
	}
	return boggle_solve(s, s->own_board, rules);
}

boggle_code boggle_solve_text(boggle_solver *s, const boggle_rules *rules,
			      const char *text, size_t len,
			      boggle_solved *solved, char msg[BOGGLE_ERR_MAX])
{
	boggle_code rc;

	if (!s || (!text && len > 0) || !solved)
		return BOGGLE_MISUSE;
	rc = read_board(s, text ? text : "", len, msg);
	if (rc == BOGGLE_OK)
		rc = solve_own(s, rules);
	if (rc != BOGGLE_OK)
		s->nwords = s->npaths = 0;
	solved->words = boggle_solver_words(s);
	solved->count = s->nwords;
	solved->score = rc == BOGGLE_OK ? s->score : 0;
	solved->paths = s->paths;
	solved->path_cells = s->npaths;
	solved->rows = s->own_board ? s->own_board->rows : 0;
	solved->cols = s->own_board ? s->own_board->cols : 0;
	return rc;
}

boggle_code boggle_solve_many(boggle_solver *s, const boggle_rules *rules,
			      const char *texts, size_t stride, size_t n,
			      int64_t *counts, size_t *at,
			      char msg[BOGGLE_ERR_MAX])
{
	boggle_code rc = BOGGLE_OK;
	int keep;
	size_t i;

	if (at)
		*at = 0;
	if (!s || (n > 0 && (!texts || !counts || stride == 0)))
		return BOGGLE_MISUSE;
	/* a count needs no path: leave the copying out, as before after */
	keep = !s->no_paths;
	s->no_paths = 1;
	for (i = 0; i < n; i++) {
		const char *text = texts + i * stride;
		const char *end = memchr(text, '\0', stride);

		rc = read_board(s, text, end ? (size_t)(end - text) : stride,
				msg);
		if (rc == BOGGLE_OK)
			rc = solve_own(s, rules);
		if (rc != BOGGLE_OK)
			break;
		counts[2 * i] = s->score;
		counts[2 * i + 1] = (int64_t)s->nwords;
	}
	s->no_paths = !keep;
	if (at)
		*at = i;
	return rc;
}
