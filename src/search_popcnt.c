/* search.c again, for processors with a POPCNT instruction (-mpopcnt). */
#define SEARCH_POPCNT
/* the same source, not a header: one search, two builds of it */
#include "search.c" // NOLINT(bugprone-suspicious-include)
