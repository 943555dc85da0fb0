/*
 * What any dictionary the library hands out must be, however it was
 * made: a forged compiled file that is not refused must still be this.
 * Shared by the compiled-file harness and the unit tests.
 */
#ifndef BOGGLE_DICT_CHECK_H
#define BOGGLE_DICT_CHECK_H

#include "boggle.h"

/*
 * 0 if dict is consistent: its words strictly in order, each as long as
 * the counts by length say and found again by lookup under its own id,
 * its spellings text, and every word the solver finds on a few boards of
 * its letters exactly those an independent search finds there.  Else -1,
 * with what failed in why.
 */
int dict_check(const boggle_dict *dict, uint64_t seed, char why[256]);

#endif
