/*
 * The page's library has no list built in: its board is drawn before any
 * list arrives, and the English list (words.txt) is compiled after, in
 * the page's worker.
 */
#include "boggle.h"

const boggle_dict *boggle_dict_builtin(void)
{
	return NULL;
}
