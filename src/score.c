/* Scoring rules and the order results are listed in. */
#include <stdlib.h>

#include "internal.h"

boggle_rules boggle_rules_classic(void)
{
	boggle_rules rules = {3, BOGGLE_SCORING_CLASSIC};

	return rules;
}

int boggle_score_letters(const boggle_rules *rules, int letters)
{
	/* by letters: up to 4 score 1 (shorter words only under -m) */
	static const int8_t classic[8] = {0, 1, 1, 1, 1, 2, 3, 5};

	if (letters < rules->min_letters || letters < 1)
		return 0;
	return letters < 8 ? classic[letters] : 11;
}

static int word_cmp(const void *a, const void *b)
{
	const boggle_word *x = a, *y = b;

	if (x->score != y->score)
		return x->score > y->score ? -1 : 1;
	return (x->id > y->id) - (x->id < y->id);
}

void score_sort(boggle_word *words, size_t n)
{
	if (n > 1)
		qsort(words, n, sizeof *words, word_cmp);
}
