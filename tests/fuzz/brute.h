/*
 * An independent search for the harnesses to check the library against:
 * plain depth first over every path, with no dictionary and no tables.
 */
#ifndef BOGGLE_FUZZ_BRUTE_H
#define BOGGLE_FUZZ_BRUTE_H

#include "boggle.h"
#include "../shorthand.h"

/* 1 if cells x and y of b are distinct neighbours. */
int brute_touches(const boggle_board *b, int x, int y);

/*
 * Call each for every path of b that spells word (in full, lowercase)
 * until it returns nonzero.  Returns the paths seen, or -1 once the
 * search has taken more than budget steps.
 */
long brute_paths(const boggle_board *b, const char *word, long budget,
		 int (*each)(const uint16_t *path, int n, void *ctx),
		 void *ctx);

/* 1 if b holds word, 0 if not, -1 if that took more than budget steps. */
int brute_on_board(const boggle_board *b, const char *word, long budget);

/*
 * The walks (adjacent cells, repeats allowed) that spell some prefix of
 * word, counted without searching: more than any search along paths can
 * take, so a bound on the time to look for word, by any method.
 */
double brute_walks(const boggle_board *b, const char *word);

#endif
