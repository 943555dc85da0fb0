/*
 * Board parser: any bytes.  A board that parses must print in a form
 * that parses back to the same board, and print the same again; the
 * bonus parser and word search must not fail on it either.  So too in
 * the language the first byte picks, for the bytes after it.
 */
#include <string.h>

#include "fuzz.h"

static void check_language(const uint8_t *data, size_t size)
{
	const boggle_lang *const *langs = boggle_langs();
	const boggle_lang *lang;
	boggle_board b, again;
	char err[BOGGLE_ERR_MAX], text[8192], text2[8192];
	size_t n = 0, len;
	int i;

	while (langs[n])
		n++;
	lang = langs[data[0] % n];
	if (boggle_board_parse(&b, lang, (const char *)data + 1, size - 1,
			       err) != BOGGLE_OK) {
		CHECK(strlen(err) > 0 && strlen(err) < BOGGLE_ERR_MAX);
		return;
	}
	CHECK(b.lang == lang);
	len = boggle_board_format(&b, text, sizeof text);
	CHECK(len < sizeof text);
	CHECK(boggle_board_parse(&again, lang, text, len, err) == BOGGLE_OK);
	CHECK(again.rows == b.rows && again.cols == b.cols);
	for (i = 0; i < b.rows * b.cols; i++)
		CHECK(again.cells[i].len == b.cells[i].len &&
		      memcmp(again.cells[i].letters, b.cells[i].letters,
			     b.cells[i].len) == 0);
	CHECK(boggle_board_format(&again, text2, sizeof text2) == len &&
	      memcmp(text, text2, len) == 0);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	boggle_board b, again;
	boggle_bonus bonus;
	char err[BOGGLE_ERR_MAX], text[4096], text2[4096];
	uint16_t path[BOGGLE_MAX_CELLS];
	size_t n, n2;
	int i;

	if (size > 0)
		check_language(data, size);
	(void)t_bonus(&bonus, (const char *)data, size, err);
	if (boggle_board_parse(&b, NULL, (const char *)data, size, err) !=
	    BOGGLE_OK) {
		CHECK(strlen(err) > 0 && strlen(err) < BOGGLE_ERR_MAX);
		return 0;
	}
	CHECK(b.rows >= 1 && b.rows <= BOGGLE_MAX_SIDE);
	CHECK(b.cols >= 1 && b.cols <= BOGGLE_MAX_SIDE);
	CHECK(b.rows * b.cols <= BOGGLE_MAX_CELLS);
	for (i = 0; i < b.rows * b.cols; i++) {
		CHECK(b.cells[i].len <= BOGGLE_CELL_MAX);
		CHECK(strlen(b.cells[i].letters) == b.cells[i].len);
	}
	n = boggle_board_format(&b, text, sizeof text);
	CHECK(n < sizeof text);
	CHECK(boggle_board_parse(&again, NULL, text, n, err) == BOGGLE_OK);
	CHECK(again.rows == b.rows && again.cols == b.cols);
	CHECK(memcmp(again.cells, b.cells,
		     sizeof b.cells[0] * (size_t)(b.rows * b.cols)) == 0);
	n2 = boggle_board_format(&again, text2, sizeof text2);
	CHECK(n2 == n && memcmp(text, text2, n) == 0);
	/* every cell's own letters are found where they stand */
	for (i = 0; i < b.rows * b.cols; i++) {
		char word[8] = "";
		int k, m = 0, got;

		for (k = 0; k < b.cells[i].len; k++) {
			word[m++] = (char)(b.cells[i].letters[k] | 0x20);
			if (b.cells[i].letters[k] == 'Q')
				word[m++] = 'u';
		}
		word[m] = '\0';
		if (m == 0)
			continue;
		got = t_find(&b, word, path, err);
		CHECK(got >= 1);
	}
	return 0;
}
