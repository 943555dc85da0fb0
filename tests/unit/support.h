/* Helpers shared by the unit tests: reference data and a brute force. */
#ifndef BOGGLE_TEST_SUPPORT_H
#define BOGGLE_TEST_SUPPORT_H

#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <stdio.h>
#include <cmocka.h>

#include "boggle.h"
#include "../shorthand.h"

/* A file under the shared reference folder, or NULL if it is not there. */
FILE *shared_open(const char *relpath);
/* A word list from the shared folder, or NULL (the caller skips). */
boggle_dict *shared_dict(const char *name);
/* Say why a test is skipped and skip it. */
#define SKIP_WITHOUT(x, what) do { if (!(x)) { \
	print_message("skipped: %s not found under %s\n", what, \
		      BOGGLE_SHARED_DIR); skip(); } } while (0)

/* Parse a board that the test knows to be good. */
void parse_ok(boggle_board *b, const char *text);

/* Cell text as it reads, Qu in full; "" for a blank. */
void cell_reading(const boggle_cell *cell, char out[8]);

/*
 * The brute force and path_spells read a cell as cell_reading does in
 * English, and in another language as the board writes it, lowercase.
 *
 * The brute force: try every path of distinct adjacent cells that spells
 * a prefix of word, with no dictionary and no ranges.  1 if found.
 */
int brute_has_word(const boggle_board *b, const char *word);

/*
 * The best score of any path that spells word, by the caller's scorer
 * (every path is tried, none skipped); -1 if no path spells it.
 */
typedef long (*path_scorer)(const boggle_board *b, const uint16_t *path,
			    int n, const void *arg);
long brute_best_path(const boggle_board *b, const char *word,
		     path_scorer score, const void *arg);

/* 1 if the cells form a legal path that reads word. */
int path_spells(const boggle_board *b, const uint16_t *path, int n,
		const char *word);

/* Classic points by letters, written out independently of the library. */
int classic_points(int letters);

#endif
