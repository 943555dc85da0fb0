/* Board parsing, the one-line form, and adjacency. */
#include <string.h>

#include "support.h"
#include "internal.h"

static void expect_error(const char *text, size_t len, const char *why)
{
	boggle_board b;
	char err[BOGGLE_ERR_MAX] = "";

	assert_int_equal(boggle_board_parse(&b, text, len, err), -1);
	if (!strstr(err, why))
		print_error("'%s': got \"%s\", wanted \"%s\"\n", text, err, why);
	assert_non_null(strstr(err, why));
}

static void round_trip(const char *in, const char *canonical)
{
	boggle_board b, again;
	char out[2048];
	size_t n;

	parse_ok(&b, in);
	n = boggle_board_format(&b, out, sizeof out);
	assert_int_equal(n, strlen(canonical));
	assert_string_equal(out, canonical);
	parse_ok(&again, out);
	assert_int_equal(again.rows, b.rows);
	assert_int_equal(again.cols, b.cols);
	assert_memory_equal(again.cells, b.cells,
			    sizeof b.cells[0] * (size_t)(b.rows * b.cols));
}

static void test_square(void **state)
{
	boggle_board b;

	(void)state;
	parse_ok(&b, "OMUYMTUPWSAYITVI");
	assert_int_equal(b.rows, 4);
	assert_int_equal(b.cols, 4);
	assert_string_equal(b.cells[0].text, "o");
	assert_string_equal(b.cells[15].text, "i");
	round_trip("OMUYMTUPWSAYITVI", "omuymtupwsayitvi");
	round_trip("omuy/mtup/wsay/itvi", "omuymtupwsayitvi");
	round_trip("streaedlp", "streaedlp");
	round_trip("a", "a");
}

static void test_rectangles(void **state)
{
	boggle_board b;

	(void)state;
	parse_ok(&b, "pers/late/sind");
	assert_int_equal(b.rows, 3);
	assert_int_equal(b.cols, 4);
	assert_string_equal(b.cells[4].text, "l");
	round_trip("PERS/LATE/SIND", "pers/late/sind");
	/* one row: a trailing '/' tells it from a square */
	parse_ok(&b, "abcdefghijklmnop/");
	assert_int_equal(b.rows, 1);
	assert_int_equal(b.cols, 16);
	round_trip("abcdefghijklmnop/", "abcdefghijklmnop/");
	round_trip("a/b/c/d/e/f/g/h", "a/b/c/d/e/f/g/h");
	round_trip("abcdefgh/ijklmnop", "abcdefgh/ijklmnop");
}

static void test_qu_and_groups(void **state)
{
	boggle_board b;

	(void)state;
	parse_ok(&b, "qaaa");
	assert_int_equal(b.cells[0].len, 1);
	assert_string_equal(b.cells[0].text, "q");
	assert_int_equal(boggle_cell_letters(&b.cells[0]), 2);
	parse_ok(&b, "[Th]ose/x.xx/xxxx/xxxx");
	assert_string_equal(b.cells[0].text, "th");
	assert_int_equal(boggle_cell_letters(&b.cells[0]), 2);
	assert_int_equal(b.cells[5].len, 0);
	assert_int_equal(boggle_cell_letters(&b.cells[5]), 0);
	parse_ok(&b, "[qu]a/ab");
	assert_string_equal(b.cells[0].text, "q");
	round_trip("[qu]a/ab", "qaab");
	round_trip("[th]ose/x.xx/xxxx/xxxx", "[th]osex.xxxxxxxxxx");
	round_trip("[squ]./ab", "[squ].ab");
}

static void test_errors(void **state)
{
	(void)state;
	expect_error("omuy1tupwsayitvi", 16, "'1' is not a letter");
	expect_error("omuymtupwsayitv", 15, "15 cells do not make a square");
	expect_error("", 0, "empty board");
	expect_error("abc/de", 6, "row 2 has 2 cells, row 1 has 3");
	expect_error("abc//def", 8, "empty row 2");
	expect_error("abc//", 5, "empty row 2");
	expect_error("/abc", 4, "empty row 1");
	expect_error("ab c", 4, "space is not a letter");
	expect_error("ab\0c", 4, "0x00 is not a letter");
	expect_error("ab\xc3\xa9", 4, "0xc3 is not a letter");
	expect_error("[th", 3, "'[' without a closing ']'");
	expect_error("th]a", 4, "']' without an opening '['");
	expect_error("[]abc", 5, "empty cell");
	expect_error("[qa]bcd", 7, "q must be followed by u");
	expect_error("[abcd]bcd", 9, "at most 3 letters");
	expect_error("a[b1]cd", 7, "'1' is not a letter");
	expect_error("abcdefghijklmnopq", 17, "17 cells");
	/* Qu typed in full: said so, never guessed */
	expect_error("quitsabledogsmart", 17,
		     "17 cells do not make a square ('q' already reads Qu");
	expect_error("QUAQUEQUIXYZ", 12, "'q' already reads Qu");
	expect_error("quitsabledogsmar/t", 18, "row 2 has 1 cell,");
	expect_error("quitquitquitquitq", 17, "(separate rows with '/')");
}

static void test_limits(void **state)
{
	char text[600];
	boggle_board b;
	char err[BOGGLE_ERR_MAX];
	int i;

	(void)state;
	memset(text, 'e', 256);
	text[256] = '\0';
	parse_ok(&b, text);
	assert_int_equal(b.rows, 16);
	memset(text, 'e', 289);
	assert_int_equal(boggle_board_parse(&b, text, 289, err), -1);
	/* any shape of at most 256 cells: strips too */
	text[256] = '/';
	text[257] = '\0';
	round_trip(text, text);
	parse_ok(&b, text);
	assert_int_equal(b.rows, 1);
	assert_int_equal(b.cols, 256);
	text[256] = 'e';
	expect_error(text, 258, "more than 256 cells");
	for (i = 0; i < 256; i++) {
		text[2 * i] = (char)('a' + i % 26);
		text[2 * i + 1] = '/';
	}
	text[511] = '\0';
	round_trip(text, text);
	parse_ok(&b, text);
	assert_int_equal(b.rows, 256);
	assert_int_equal(b.cols, 1);
	assert_string_equal(b.cells[255].text, "v");
	memcpy(text + 511, "/a", 3);
	expect_error(text, 513, "more than 256 cells");
	parse_ok(&b, "abcdefghijklmnopqrstuvwxyzabc/");
	assert_int_equal(b.cols, 29);
	parse_ok(&b, "aaaaaaaaaaaaaaaaa/aaaaaaaaaaaaaaaaa");
	assert_int_equal(b.rows, 2);
	assert_int_equal(b.cols, 17);
}

static void test_adjacency(void **state)
{
	board_adjacency adj;
	int i, k, j, found;

	(void)state;
	board_adjacency_build(&adj, 4, 4);
	assert_int_equal(adj.degree[0], 3);  /* corner */
	assert_int_equal(adj.degree[1], 5);  /* edge */
	assert_int_equal(adj.degree[5], 8);  /* inside */
	board_adjacency_build(&adj, 1, 1);
	assert_int_equal(adj.degree[0], 0);
	board_adjacency_build(&adj, 1, 16);
	assert_int_equal(adj.degree[0], 1);
	assert_int_equal(adj.degree[7], 2);
	/* symmetric, in range, never the cell itself, on a rectangle */
	board_adjacency_build(&adj, 3, 7);
	for (i = 0; i < 21; i++) {
		for (k = 0; k < adj.degree[i]; k++) {
			int n = adj.next[i][k];

			assert_true(n >= 0 && n < 21 && n != i);
			for (j = 0, found = 0; j < adj.degree[n]; j++)
				found |= adj.next[n][j] == i;
			assert_true(found);
		}
	}
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_square),
		cmocka_unit_test(test_rectangles),
		cmocka_unit_test(test_qu_and_groups),
		cmocka_unit_test(test_errors),
		cmocka_unit_test(test_limits),
		cmocka_unit_test(test_adjacency),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
