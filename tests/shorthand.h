/*
 * The tests' shorthand for the library's calls: each makes its object or
 * says no the way the checks around it read best (NULL, -1), through the
 * public call, so the tests exercise the API as a program would.  The
 * tests see the library's structures (internal.h): a board on the stack.
 */
#ifndef BOGGLE_TEST_SHORTHAND_H
#define BOGGLE_TEST_SHORTHAND_H

#include "internal.h"

static inline boggle_dict *t_dict(const boggle_lang *lang, const char *text,
				  size_t len, boggle_dict_stats *stats)
{
	boggle_dict *d;

	return boggle_dict_from_text(&d, lang, text, len, stats) == BOGGLE_OK ?
	       d : NULL;
}

static inline boggle_dict *t_load(const boggle_lang *lang, const char *path,
				  boggle_dict_stats *stats)
{
	boggle_dict *d;

	return boggle_dict_load(&d, lang, path, stats) == BOGGLE_OK ? d : NULL;
}

static inline boggle_dict *t_open(const boggle_lang *lang, const char *path,
				  const char *cache, boggle_dict_stats *stats)
{
	boggle_dict *d;

	return boggle_dict_open(&d, lang, path, cache, stats) == BOGGLE_OK ?
	       d : NULL;
}

static inline boggle_solver *t_solver(const boggle_dict *dict)
{
	boggle_solver *s;

	return boggle_solver_new(&s, dict) == BOGGLE_OK ? s : NULL;
}

/* The path's length, 0 if not there, -1 if no word, FIND_GAVE_UP. */
static inline int t_find(const boggle_board *b, const char *word,
			 uint16_t path[BOGGLE_MAX_CELLS],
			 char err[BOGGLE_ERR_MAX])
{
	int n;
	boggle_code rc = boggle_board_find(b, word, path, &n, err);

	return rc == BOGGLE_OK ? n : rc == BOGGLE_GAVE_UP ? FIND_GAVE_UP : -1;
}

static inline boggle_dice_set *t_dice(const boggle_lang *lang,
				      const char *name, const char *text,
				      size_t len, char err[BOGGLE_ERR_MAX])
{
	boggle_dice_set *set;

	return boggle_dice_read(&set, lang, name, text, len, err) == BOGGLE_OK ?
	       set : NULL;
}

/* A layout read into a struct of the caller's: 0, or -1. */
static inline int t_bonus(boggle_bonus *bonus, const char *text, size_t len,
			  char err[BOGGLE_ERR_MAX])
{
	boggle_bonus *b;

	if (boggle_bonus_parse(&b, text, len, err) != BOGGLE_OK)
		return -1;
	*bonus = *b;
	boggle_bonus_free(b);
	return 0;
}

static inline boggle_annealer *t_annealer(const boggle_dict *dict,
					  const boggle_rules *rules, int rows,
					  int cols, const boggle_dice_set *set,
					  uint64_t seed)
{
	boggle_annealer *a;

	return boggle_annealer_new(&a, dict, rules, rows, cols, set, seed) ==
	       BOGGLE_OK ? a : NULL;
}

#endif
