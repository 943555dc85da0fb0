/*
 * Word judging: boggle_board_find on any board (up to 256 cells) with any
 * word, long ones too.  Input: the board on the first line, the word
 * after it.  A path it reports must spell the word; a word it misses
 * must be missed by the brute force too, and the reverse.
 */
#include <string.h>

#include "brute.h"
#include "fuzz.h"

/*
 * Paths that spell prefixes of a word grow exponentially with its length
 * on a board of few letters: the brute force checks the library's answer
 * only on inputs with at most this many walks.  The library judges every
 * input, and within this many walks it must not give up.
 */
#define WALK_BUDGET 200000.0

/*
 * The word in lowercase, checked by hand: 1 if the library must take it,
 * 0 if it must refuse it (not letters, q without u, empty, too long).
 */
static int judgeable(const char *word, char *lower)
{
	size_t i, folded = 0;

	for (i = 0; word[i]; i++, folded++) {
		lower[i] = (char)(word[i] | 0x20);
		if (lower[i] < 'a' || lower[i] > 'z')
			return 0;
		if (lower[i] == 'q') {
			if ((word[i + 1] | 0x20) != 'u')
				return 0;
			lower[++i] = 'u';
		}
	}
	lower[i] = '\0';
	return i > 0 && folded <= BOGGLE_WORD_MAX;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	const char *text = (const char *)data;
	const char *nl = memchr(text, '\n', size);
	size_t board_len = nl ? (size_t)(nl - text) : size, i;
	char word[4 * BOGGLE_WORD_MAX], lower[sizeof word];
	/* room for a wrong path too: every cell of three letters, all q */
	char spelled[BOGGLE_MAX_CELLS * 2 * BOGGLE_CELL_MAX + 1];
	char err[BOGGLE_ERR_MAX] = "";
	uint16_t path[BOGGLE_MAX_CELLS];
	boggle_board b;
	int got, ok, k, n = 0, brute, easy;

	if (!nl || size - board_len - 1 >= sizeof word ||
	    boggle_board_parse(&b, NULL, text, board_len, err) != BOGGLE_OK)
		return 0;
	memcpy(word, nl + 1, size - board_len - 1);
	word[size - board_len - 1] = '\0';
	ok = judgeable(word, lower);
	easy = ok && brute_walks(&b, lower) <= WALK_BUDGET;
	got = t_find(&b, word, path, err);
	if (!ok) {
		CHECK(got == -1 && err[0] != '\0');
		return 0;
	}
	if (got == FIND_GAVE_UP) {
		CHECK(!easy && err[0] != '\0');
		return 0;
	}
	CHECK(got >= 0 && got <= b.rows * b.cols);
	/* the path: distinct neighbouring cells spelling the word */
	for (i = 0; i < (size_t)got; i++) {
		const boggle_cell *c = &b.cells[path[i]];

		CHECK(path[i] < b.rows * b.cols);
		CHECK(i == 0 || brute_touches(&b, path[i - 1], path[i]));
		for (k = 0; k < (int)i; k++)
			CHECK(path[k] != path[i]);
		for (k = 0; k < c->len; k++) {
			spelled[n++] = (char)(c->letters[k] | 0x20);
			if (c->letters[k] == 'Q')
				spelled[n++] = 'u';
		}
	}
	spelled[n] = '\0';
	CHECK(got == 0 || strcmp(spelled, lower) == 0);
	if (!easy)
		return 0;
	brute = brute_on_board(&b, lower, 20 * (long)WALK_BUDGET + 256);
	CHECK(brute >= 0);
	CHECK(brute == (got > 0));
	return 0;
}
