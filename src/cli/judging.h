/* Words judged on a board: the library's verdict and the house rules'. */
#ifndef BOGGLE_JUDGING_H
#define BOGGLE_JUDGING_H

#include "boggle.h"

/*
 * The verdict on word (lowercase) as score's JSON names it: the library's
 * (boggle_solver_verdict, whose arguments these are), or "excluded" for a
 * word of excluded (the --exclude list, or NULL) that did not score;
 * *verdict (may be NULL) gets the library's.
 */
const char *cli_judge(boggle_solver *solver, const boggle_board *board,
		      const boggle_rules *rules, const boggle_dict *excluded,
		      const char *word, const unsigned char *played, long *at,
		      boggle_verdict *verdict, char msg[BOGGLE_ERR_MAX]);

#endif
