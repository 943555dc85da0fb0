/* Option values: numbers, seeds and shapes, and a seed when none is given. */
#ifndef BOGGLE_ARGUMENTS_H
#define BOGGLE_ARGUMENTS_H

#include <stdint.h>

/* Parse a whole decimal number in [min, max]; reports and returns -1. */
int cli_number(const char *command, const char *option, const char *text,
	       long long min, long long max, long long *out);
int cli_seed(const char *command, const char *option, const char *text,
	     uint64_t *out);

/*
 * Parse a time like 90, 90s, 0.5s, 15m or 2h into seconds, from a
 * millisecond to a year; reports and returns -1.
 */
int cli_duration(const char *command, const char *option, const char *text,
		 double *seconds);

/* Parse "RxC" (or "N" for NxN) into a board shape; reports and returns -1. */
int cli_shape(const char *command, const char *option, const char *text,
	      int *rows, int *cols);

/* A seed from the operating system, or from the clock if it has none. */
uint64_t cli_random_seed(void);

#endif
