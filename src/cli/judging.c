/* Words judged on a board: which of the solver's words, or why none. */
#include <stddef.h>
#include <stdint.h>

#include "boggle.h"
#include "judging.h"

const char *cli_missing_verdict(const boggle_board *board,
				const boggle_dict *dict,
				const boggle_dict *excluded, const char *word)
{
	uint16_t path[BOGGLE_MAX_CELLS];
	int cells = -1;

	if (excluded && boggle_dict_lookup(excluded, word) >= 0)
		return "excluded";
	/* the solver, which found every word of the list there, has not it */
	if (boggle_dict_lookup(dict, word) >= 0)
		return "not-on-board";
	/* a word a search gives up on is no word all the same */
	return boggle_board_find(board, word, path, &cells, NULL) == BOGGLE_OK &&
	       cells == 0 ? "not-on-board" : "not-a-word";
}

long cli_word_result(boggle_solver *solver, const boggle_dict *dict,
		     const char *word)
{
	const boggle_word *w = boggle_solver_words(solver);
	int64_t id = boggle_dict_lookup(dict, word);
	size_t i;

	for (i = 0; id >= 0 && i < boggle_solver_count(solver); i++)
		if (w[i].id == (uint32_t)id)
			return (long)i;
	return -1;
}
