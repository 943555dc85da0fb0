/* Words judged on a board: the library's verdict and the house rules'. */
#include <string.h>

#include "boggle.h"
#include "judging.h"

const char *cli_judge(boggle_solver *solver, const boggle_board *board,
		      const boggle_rules *rules, const boggle_dict *excluded,
		      const char *word, const unsigned char *played, long *at,
		      boggle_verdict *verdict, char msg[BOGGLE_ERR_MAX])
{
	boggle_verdict v = boggle_solver_verdict(solver, board, rules, word,
						 strlen(word), played, at, msg);

	if (verdict)
		*verdict = v;

	/* a word the solver left out is found by no one: the house rules' */
	if ((v == BOGGLE_VERDICT_NOT_A_WORD || v == BOGGLE_VERDICT_NOT_ON_BOARD) &&
	    excluded && boggle_dict_lookup(excluded, word) >= 0)
		return "excluded";
	return boggle_verdict_status(v);
}
