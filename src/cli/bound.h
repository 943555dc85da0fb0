/* One board class's upper bound, for boggle bound and prove --bound. */
#ifndef BOGGLE_BOUND_H
#define BOGGLE_BOUND_H

#include "format.h"
#include "options.h"

/*
 * The side of the square a class's text makes, as many cells as it has
 * words; -1 after a message (of cmd) if they make none.
 */
int class_square(const char *text, const char *cmd, int *side);
/* Print the bound of the class text under o's options; an exit status. */
int bound_run(const cli_options *o, const char *text, solve_format fmt,
	      const char *cmd);

#endif
