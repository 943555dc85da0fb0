/*
 * A played word's verdict on a solved board: the one judgement the game,
 * the scorer, --show and the page all give.
 */
#include <stdint.h>

#include "solver.h"

static const char *const statuses[] = {"ok", "duplicate", "too-short",
				       "not-a-word", "not-on-board"};
static const char *const texts[] = {"", "already found", "too short",
				    "not a word", "not on the board"};

const char *boggle_verdict_status(boggle_verdict verdict)
{
	return (unsigned)verdict < 5 ? statuses[verdict] : "unknown";
}

const char *boggle_verdict_text(boggle_verdict verdict)
{
	return (unsigned)verdict < 5 ? texts[verdict] : "unknown";
}

boggle_verdict boggle_solver_verdict(boggle_solver *solver,
				     const boggle_board *board,
				     const boggle_rules *rules,
				     const char *word, size_t len,
				     const unsigned char *played, long *at,
				     char msg[BOGGLE_ERR_MAX])
{
	const boggle_lang *lang = boggle_dict_lang(solver->dict);
	char lower[2 * BOGGLE_WORD_TEXT_MAX], folded[BOGGLE_WORD_TEXT_MAX];
	uint16_t path[BOGGLE_MAX_CELLS];
	const boggle_word *w = boggle_solver_words(solver);
	int64_t id;
	long i = -1;
	size_t k;
	int letters, cells = -1;

	if (at)
		*at = -1;
	if (msg)
		msg[0] = '\0';
	if (len >= BOGGLE_WORD_TEXT_MAX)
		len = BOGGLE_WORD_TEXT_MAX - 1;
	/* as the list spells it, whatever case was typed */
	len = boggle_lang_lower(lang, word, len, lower, sizeof lower);
	if (len >= sizeof lower)
		return BOGGLE_VERDICT_NOT_A_WORD;
	if (boggle_lang_fold(lang, lower, len, folded, sizeof folded, &letters,
			     msg) != BOGGLE_OK)
		return BOGGLE_VERDICT_NOT_A_WORD;
	id = boggle_dict_lookup(solver->dict, lower);
	for (k = 0; id >= 0 && k < solver->nwords; k++)
		if (w[k].id == (uint32_t)id)
			i = (long)k;
	if (at)
		*at = i;
	if (i >= 0 && played && played[i])
		return BOGGLE_VERDICT_PLAYED;
	if (letters < rules->min_letters)
		return BOGGLE_VERDICT_TOO_SHORT;
	if (i >= 0)
		return BOGGLE_VERDICT_OK;
	/* the solver, which found every word of the list there, has not it */
	if (id >= 0)
		return BOGGLE_VERDICT_NOT_ON_BOARD;
	/* a word a search gives up on is no word all the same */
	return boggle_board_find(board, lower, path, &cells, NULL) ==
			       BOGGLE_OK && cells == 0 ?
		       BOGGLE_VERDICT_NOT_ON_BOARD :
		       BOGGLE_VERDICT_NOT_A_WORD;
}
