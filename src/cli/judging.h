/* Words judged on a board: which of the solver's words, or why none. */
#ifndef BOGGLE_JUDGING_H
#define BOGGLE_JUDGING_H

#include "boggle.h"

/*
 * The verdict, in score's words, on word (long enough) where a solve of
 * board that did not give up did not find it: "excluded" for a word of
 * excluded (the --exclude list, or NULL), "not-on-board" or, for a word
 * not in dict, "not-a-word" if the board holds it or a search for it
 * gives up (it is not a word either way).
 */
const char *cli_missing_verdict(const boggle_board *board,
				const boggle_dict *dict,
				const boggle_dict *excluded, const char *word);

/* The index of word among the solver's words, or -1 if it is not one. */
long cli_word_result(boggle_solver *solver, const boggle_dict *dict,
		     const char *word);

#endif
