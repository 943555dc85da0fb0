/*
 * search.c again, for processors with a POPCNT instruction (-mpopcnt):
 * its one public function, search_one_letter, is search_one_letter_popcnt
 * in this copy.
 */
#define search_one_letter search_one_letter_popcnt
/* the same source, not a header: one search, two builds of it */
#include "search.c" // NOLINT(bugprone-suspicious-include)
