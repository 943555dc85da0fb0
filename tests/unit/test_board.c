/* Board parsing, the one-line form, and adjacency. */
#include <string.h>

#include "support.h"
#include "internal.h"

static void expect_error(const char *text, size_t len, const char *why)
{
	boggle_board b;
	char err[BOGGLE_ERR_MAX] = "";

	assert_int_equal(boggle_board_parse(&b, NULL, text, len, err),
			 BOGGLE_SYNTAX);
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
	assert_string_equal(b.cells[0].letters, "O");
	assert_string_equal(b.cells[15].letters, "I");
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
	assert_string_equal(b.cells[4].letters, "L");
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
	assert_string_equal(b.cells[0].letters, "Q");
	assert_int_equal(boggle_board_cell_letters(&b, 0), 2);
	parse_ok(&b, "[Th]ose/x.xx/xxxx/xxxx");
	assert_string_equal(b.cells[0].letters, "TH");
	assert_int_equal(boggle_board_cell_letters(&b, 0), 2);
	assert_int_equal(b.cells[5].len, 0);
	assert_int_equal(boggle_board_cell_letters(&b, 5), 0);
	parse_ok(&b, "[qu]a/ab");
	assert_string_equal(b.cells[0].letters, "Q");
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
	expect_error("ab\xc3\xa9", 4, "'\xc3\xa9' is not a letter of English");
	expect_error("ab\xc3", 3, "invalid UTF-8 at byte 3");
	expect_error("ab\xe2\x82\xac" "d", 6, "'\xe2\x82\xac' is not a letter");
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

/* text reads as the one cell of the board as_board, using used bytes. */
static void expect_cell(const boggle_lang *lang, const char *text,
			int used, const char *as_board)
{
	boggle_board b;
	boggle_cell cell;
	char err[BOGGLE_ERR_MAX] = "";

	assert_int_equal(boggle_board_parse(&b, lang, as_board,
					       strlen(as_board), err), 0);
	assert_int_equal(b.rows * b.cols, 1);
	if (board_cell_parse(lang, text, strlen(text), &cell, err) != used)
		print_error("'%s': %s\n", text, err);
	assert_int_equal(board_cell_parse(lang, text, strlen(text), &cell,
					  err), used);
	assert_memory_equal(&cell, &b.cells[0], sizeof cell);
}

static void expect_cell_error(const char *text, const char *why)
{
	boggle_cell cell;
	char err[BOGGLE_ERR_MAX] = "";

	assert_int_equal(board_cell_parse(NULL, text, strlen(text), &cell,
					  err), -1);
	assert_string_equal(err, why);
}

static void test_cell_parse(void **state)
{
	const boggle_lang *ca = boggle_lang_find("ca");
	const boggle_lang *es = boggle_lang_find("es");

	(void)state;
	assert_non_null(ca);
	assert_non_null(es);
	expect_cell(NULL, ".", 1, ".");
	expect_cell(NULL, "e", 1, "e");
	expect_cell(NULL, "E", 1, "e");
	expect_cell(NULL, "q", 1, "q");
	expect_cell(NULL, "Qu", 2, "q");
	expect_cell(NULL, "Th", 2, "[th]");
	expect_cell(NULL, "[th]", 4, "[th]");
	/* a bracketed cell ends at its ']': what follows is the board's */
	expect_cell(NULL, "[th]ose", 4, "[th]");
	/* one letter each, two or three characters written */
	expect_cell(es, "Ch", 2, "[ch]");
	expect_cell(ca, "L\xc2\xb7L", 4, "[l\xc2\xb7l]");
	expect_cell_error("[abcd]", "a cell in [] holds at most 3 letters");
	expect_cell_error("abcd", "a cell in [] holds at most 3 letters");
	expect_cell_error("[]", "empty cell '[]'");
	expect_cell_error("[th", "'[' without a closing ']'");
	expect_cell_error("[t/h]", "'[' without a closing ']'");
	expect_cell_error("[qa]", "'[qa]': q must be followed by u");
	expect_cell_error("qa", "'[qa]': q must be followed by u");
	expect_cell_error("a/", "'/' is not a letter");
	/* a bad byte is counted from the cell's start, or the board's */
	expect_cell_error("[a\xc3]", "invalid UTF-8 at byte 3");
	expect_error("x[a\xc3]cd", 7, "invalid UTF-8 at byte 4");
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
	assert_int_equal(boggle_board_parse(&b, NULL, text, 289, err),
			 BOGGLE_SYNTAX);
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
	assert_string_equal(b.cells[255].letters, "V");
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

/* A random board of few cells, each blank, a, b, Qu or a group of two. */
static void random_small_board(boggle_board *b, boggle_rng *rng)
{
	static const char *const faces[] = {
		"a", "a", "a", "a", "b", "b", "q", ".", "[ab]", "[ba]", "[aqu]",
	};
	char text[128] = "";
	int rows = 1 + (int)boggle_rng_below(rng, 3);
	int cols = 1 + (int)boggle_rng_below(rng, rows == 1 ? 12 : 4);
	int r, c;

	for (r = 0; r < rows; r++) {
		for (c = 0; c < cols; c++)
			strcat(text, faces[boggle_rng_below(rng, 11)]);
		strcat(text, "/");
	}
	/* a trailing '/' marks one row; rows of a square need none either */
	if (rows > 1)
		text[strlen(text) - 1] = '\0';
	parse_ok(b, text);
	assert_int_equal(b->rows * b->cols, rows * cols);
}

/* A word read along a random path of cells, or random letters. */
static void random_word(const boggle_board *b, boggle_rng *rng, char *word)
{
	int ncells = b->rows * b->cols, at = (int)boggle_rng_below(rng, (uint32_t)ncells);
	int want = 1 + (int)boggle_rng_below(rng, (uint32_t)ncells + 2);
	char used[BOGGLE_MAX_CELLS] = {0}, text[8];
	int i;

	word[0] = '\0';
	if (boggle_rng_below(rng, 2)) {
		static const char *const letters[] = {"a", "a", "b", "qu"};

		for (i = 0; i < want; i++)
			strcat(word, letters[boggle_rng_below(rng, 4)]);
		return;
	}
	for (i = 0; i < want && !used[at]; i++) {
		int next[8], n = 0, k;

		used[at] = 1;
		cell_reading(&b->cells[at], text);
		strcat(word, text);
		for (k = 0; k < ncells; k++) {
			int dr = k / b->cols - at / b->cols;
			int dc = k % b->cols - at % b->cols;

			if (!used[k] && dr >= -1 && dr <= 1 && dc >= -1 && dc <= 1)
				next[n++] = k;
		}
		if (n == 0)
			break;
		at = next[boggle_rng_below(rng, (uint32_t)n)];
	}
	if (word[0] == '\0')
		strcpy(word, "ab");
}

/* Finding a word agrees with the brute force, and its path spells it. */
static void test_find_against_brute_force(void **state)
{
	boggle_rng rng;
	int i, on_board = 0;

	(void)state;
	boggle_rng_seed(&rng, 21);
	for (i = 0; i < 20000; i++) {
		boggle_board b;
		char word[256], err[BOGGLE_ERR_MAX];
		uint16_t path[BOGGLE_MAX_CELLS];
		int n, want;

		random_small_board(&b, &rng);
		random_word(&b, &rng, word);
		n = t_find(&b, word, path, err);
		want = brute_has_word(&b, word);
		if ((n > 0) != want)
			print_error("'%s' on %dx%d: found %d, brute force %d\n",
				    word, b.rows, b.cols, n, want);
		assert_int_equal(n > 0, want);
		if (n > 0)
			assert_true(path_spells(&b, path, n, word));
		on_board += want;
	}
	/* both answers are tried often */
	assert_true(on_board > 5000 && on_board < 15000);
}

/*
 * Long words laid along paths on strips of two letters, whose prefixes run
 * countless ways: the search finds each or gives up saying so, and never
 * says that a word is not there.
 */
static void test_find_on_strips(void **state)
{
	static const int shapes[][2] = {{2, 128}, {3, 80}, {4, 64}, {16, 16}};
	boggle_rng rng;
	int i, gave_up = 0;

	(void)state;
	boggle_rng_seed(&rng, 5);
	for (i = 0; i < 24; i++) {
		const int rows = shapes[i % 4][0], cols = shapes[i % 4][1];
		int ncells = rows * cols, want = 40 + i, len = 0, at, k, n = 0;
		char text[BOGGLE_MAX_CELLS + 32], word[BOGGLE_WORD_MAX + 1];
		char used[BOGGLE_MAX_CELLS] = {0}, err[BOGGLE_ERR_MAX] = "";
		uint16_t path[BOGGLE_MAX_CELLS];
		boggle_board b;

		for (k = 0; k < ncells; k++) {
			text[n++] = "ab"[boggle_rng_below(&rng, 2)];
			if (k % cols == cols - 1 && k + 1 < ncells)
				text[n++] = '/';
		}
		text[n] = '\0';
		parse_ok(&b, text);
		at = (int)boggle_rng_below(&rng, (uint32_t)ncells);
		while (len < want) {
			int next[8], m = 0;

			used[at] = 1;
			word[len++] = (char)(b.cells[at].letters[0] | 0x20);
			for (k = 0; k < ncells; k++) {
				int dr = k / cols - at / cols, dc = k % cols - at % cols;

				if (!used[k] && dr >= -1 && dr <= 1 && dc >= -1 &&
				    dc <= 1)
					next[m++] = k;
			}
			if (m == 0)
				break;
			at = next[boggle_rng_below(&rng, (uint32_t)m)];
		}
		word[len] = '\0';
		n = t_find(&b, word, path, err);
		if (n == FIND_GAVE_UP) {
			print_message("gave up on '%s' (%dx%d): %s\n", word,
				      rows, cols, err);
			assert_true(err[0] != '\0');
			gave_up++;
			continue;
		}
		assert_true(n > 0);
		assert_true(path_spells(&b, path, n, word));
	}
	/* the steps allowed are enough for most */
	assert_true(gave_up <= 4);
}

/* A board of one letter held words of it countless ways. */
static void expect_find(const char *board, const char *word, int found)
{
	boggle_board b;
	char err[BOGGLE_ERR_MAX];
	uint16_t path[BOGGLE_MAX_CELLS];
	int n;

	parse_ok(&b, board);
	n = t_find(&b, word, path, err);
	if ((n > 0) != found)
		print_error("'%s' on '%s': got %d\n", word, board, n);
	assert_int_equal(n > 0, found);
	if (n > 0)
		assert_true(path_spells(&b, path, n, word));
}

static void test_find_repeated_letters(void **state)
{
	char board[600], word[80];
	int len;

	(void)state;
	memset(board, 'a', 256);
	board[256] = '\0';
	memset(word, 'a', 64);
	word[64] = '\0';
	expect_find(board, word, 1);
	word[63] = 'b';
	expect_find(board, word, 0);
	board[255] = 'b';
	expect_find(board, word, 1);
	word[0] = 'b';
	expect_find(board, word, 0);
	board[0] = 'b';
	expect_find(board, word, 1);
	/* a strip: one way along, a b at each end */
	board[256] = '/';
	board[257] = '\0';
	expect_find(board, word, 0);
	memset(word, 'a', 64);
	word[0] = 'b';
	expect_find(board, word, 1);
	/* 5x5 of a: every length up to 25 of a, and none with a b */
	memset(board, 'a', 25);
	board[25] = '\0';
	for (len = 1; len <= 25; len++) {
		memset(word, 'a', (size_t)len);
		word[len] = '\0';
		expect_find(board, word, 1);
		word[len - 1] = 'b';
		expect_find(board, word, 0);
	}
	memset(word, 'a', 26);
	word[26] = '\0';
	expect_find(board, word, 0);
	/* all 32 r of a planted board, ending on Qu, r, m and t */
	expect_find("mrqrrrro/trrrrrrr/rrrrrwrr/rrrrrrrn/rrrrrmri",
		    "rrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrqurmt", 1);
	expect_find("mrqrrrro/trrrrrrr/rrrrrwrr/rrrrrrrn/rrrrrmri",
		    "rrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrqurmt", 0);
	/* cells of two letters around a blank: 11 of them, not 12 */
	expect_find("[th][th][th][th]/[th][th].[th]/[th][th][th][th]",
		    "ththththththththththth", 1);
	expect_find("[th][th][th][th]/[th][th].[th]/[th][th][th][th]",
		    "thththththththththththth", 0);
	expect_find("[th][th][th][th]/[th][th].[th]/[th][th][th][th]",
		    "thththththththththththt", 0);
	expect_find("[th][th][th][th]/[th][th].[th]/[th][th][th][th]",
		    "tththththththththththth", 0);
}

/* The picture is written like snprintf, and text in it is escaped. */
static void test_svg_sizes_and_escapes(void **state)
{
	boggle_board b;
	uint16_t path[3] = {0, 1, 5}, off[2] = {0, 16};
	char whole[8192], part[100];
	size_t n, k;

	(void)state;
	parse_ok(&b, "qbcdefghijklmnop");
	n = boggle_board_svg(&b, NULL, path, 3, "a<b & \"c\"", NULL, 0);
	assert_true(n > 0 && n < sizeof whole);
	assert_int_equal(boggle_board_svg(&b, NULL, path, 3, "a<b & \"c\"",
					  whole, sizeof whole), n);
	assert_int_equal(strlen(whole), n);
	k = boggle_board_svg(&b, NULL, path, 3, "a<b & \"c\"", part,
			     sizeof part);
	assert_int_equal(k, n);
	assert_int_equal(strlen(part), sizeof part - 1);
	assert_memory_equal(part, whole, sizeof part - 1);
	assert_non_null(strstr(whole, "a&lt;b &amp; &quot;c&quot;"));
	assert_null(strstr(whole, "a<b"));
	assert_non_null(strstr(whole, ">Qu</text>"));
	assert_non_null(strstr(whole, "data-cell=\"5\" data-step=\"3\""));
	/* a cell off the board: no path at all */
	boggle_board_svg(&b, NULL, off, 2, NULL, whole, sizeof whole);
	assert_null(strstr(whole, "class=\"step\""));
	assert_null(strstr(whole, "polyline"));
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_square),
		cmocka_unit_test(test_rectangles),
		cmocka_unit_test(test_qu_and_groups),
		cmocka_unit_test(test_errors),
		cmocka_unit_test(test_cell_parse),
		cmocka_unit_test(test_limits),
		cmocka_unit_test(test_adjacency),
		cmocka_unit_test(test_find_against_brute_force),
		cmocka_unit_test(test_find_repeated_letters),
		cmocka_unit_test(test_find_on_strips),
		cmocka_unit_test(test_svg_sizes_and_escapes),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
