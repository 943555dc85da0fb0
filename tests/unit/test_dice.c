/* Dice sets, throws, the roll check, and the generator. */
#include <ctype.h>
#include <string.h>

#include "support.h"

static int faces(const char *die)
{
	int n = 0;

	for (; *die; die++)
		n += isupper((unsigned char)*die) || *die == '.';
	return n;
}

static void test_sets(void **state)
{
	const boggle_dice_set *const *s;
	int i, n = 0;

	(void)state;
	for (s = boggle_dice_sets(); *s; s++, n++) {
		assert_int_equal((*s)->count, (*s)->rows * (*s)->cols);
		for (i = 0; i < (*s)->count; i++)
			assert_int_equal(faces((*s)->dice[i]), 6);
		assert_ptr_equal(boggle_dice_find((*s)->name), *s);
	}
	assert_int_equal(n, 5);
	assert_non_null(boggle_dice_find("classic"));
	assert_non_null(boggle_dice_find("new"));
	assert_null(boggle_dice_find("old"));
}

static void test_same_seed_same_board(void **state)
{
	const boggle_dice_set *set = boggle_dice_find("new");
	boggle_rng a, b, c;
	boggle_board x, y, z;
	int i, differ = 0;

	(void)state;
	boggle_rng_seed(&a, 42);
	boggle_rng_seed(&b, 42);
	boggle_rng_seed(&c, 43);
	for (i = 0; i < 100; i++) {
		boggle_dice_throw(set, &a, &x);
		boggle_dice_throw(set, &b, &y);
		boggle_dice_throw(set, &c, &z);
		assert_memory_equal(&x, &y, sizeof x.cells[0] * 16);
		differ += memcmp(&x.cells, &z.cells, sizeof x.cells[0] * 16) != 0;
	}
	assert_true(differ > 90);
}

static void test_throws_are_valid(void **state)
{
	const boggle_dice_set *const *s;
	boggle_rng rng;
	int i;

	(void)state;
	boggle_rng_seed(&rng, 7);
	for (s = boggle_dice_sets(); *s; s++) {
		for (i = 0; i < 500; i++) {
			boggle_board b, again;
			char line[512];

			boggle_dice_throw(*s, &rng, &b);
			assert_int_equal(b.rows, (*s)->rows);
			assert_true(boggle_dice_check(*s, &b, NULL));
			/* and solve reads it back as the same board */
			boggle_board_format(&b, line, sizeof line);
			parse_ok(&again, line);
			assert_memory_equal(again.cells, b.cells,
					    sizeof b.cells[0] * (size_t)(*s)->count);
		}
	}
}

static void test_can_show(void **state)
{
	const boggle_dice_set *set = boggle_dice_find("classic");
	boggle_board b;
	int i;

	(void)state;
	parse_ok(&b, "zzzzzzzzzzzzzzzz");
	assert_false(boggle_dice_check(boggle_dice_find("new"), &b, NULL));
	/* die i shows its first face in cell i */
	for (i = 0; i < 16; i++) {
		b.cells[i].letters[0] = set->dice[i][0];
		b.cells[i].letters[1] = '\0';
		b.cells[i].len = 1;
	}
	assert_true(boggle_dice_check(set, &b, NULL));
	/* two x's: only BIFORX has one */
	b.cells[0].letters[0] = 'X';
	b.cells[1].letters[0] = 'X';
	assert_false(boggle_dice_check(set, &b, NULL));
	/* wrong shape */
	parse_ok(&b, "abcdefghi");
	assert_false(boggle_dice_check(set, &b, NULL));
}

static void test_benchmark_boards(void **state)
{
	FILE *f = shared_open("bench/boards1000.txt");
	const boggle_dice_set *set = boggle_dice_find("new");
	boggle_rng rng;
	char line[64], mine[64];
	int n = 0;

	(void)state;
	SKIP_WITHOUT(f, "bench/boards1000.txt");
	/* the benchmark file was thrown this way, with splitmix64 */
	boggle_rng_seed(&rng, 20240601);
	while (fgets(line, sizeof line, f)) {
		boggle_board b;

		line[strcspn(line, "\n")] = '\0';
		boggle_dice_throw(set, &rng, &b);
		boggle_board_format(&b, mine, sizeof mine);
		assert_string_equal(mine, line);
		n++;
	}
	assert_int_equal(n, 1000);
	fclose(f);
}

static void test_rng_below(void **state)
{
	boggle_rng rng;
	int seen[6] = {0}, i;

	(void)state;
	boggle_rng_seed(&rng, 0);
	/* splitmix64's published first output for seed 0 */
	assert_true(boggle_rng_next(&rng) == 0xe220a8397b1dcdafULL);
	for (i = 0; i < 6000; i++)
		seen[boggle_rng_below(&rng, 6)]++;
	for (i = 0; i < 6; i++)
		assert_true(seen[i] > 800 && seen[i] < 1200);
}


static void test_check_explains(void **state)
{
	const boggle_dice_set *set = boggle_dice_find("new");
	boggle_board b;
	char why[BOGGLE_ERR_MAX];

	(void)state;
	parse_ok(&b, "zzzzzzzzzzzzzzzz");
	assert_false(boggle_dice_check(set, &b, why));
	assert_non_null(strstr(why, "no die left for Z"));
	parse_ok(&b, "[th]aaaaaaaaaaaaaaa");
	assert_false(boggle_dice_check(set, &b, why));
	assert_non_null(strstr(why, "no die of the new set shows Th"));
	parse_ok(&b, "abc/def");
	assert_false(boggle_dice_check(set, &b, why));
	assert_non_null(strstr(why, "4x4"));
}

static void test_letters_throw(void **state)
{
	boggle_rng rng;
	boggle_board b;
	int count[26] = {0}, i, k;

	(void)state;
	boggle_rng_seed(&rng, 5);
	for (i = 0; i < 200; i++) {
		boggle_throw_letters(&b, NULL, 3, 7, &rng);
		assert_int_equal(b.rows, 3);
		assert_int_equal(b.cols, 7);
		for (k = 0; k < 21; k++) {
			assert_int_equal(b.cells[k].len, 1);
			assert_true(b.cells[k].letters[0] >= 'A' &&
				    b.cells[k].letters[0] <= 'Z');
			count[b.cells[k].letters[0] - 'A']++;
		}
	}
	/* e is the most common letter of English, z among the rarest */
	assert_true(count['e' - 'a'] > 300);
	assert_true(count['z' - 'a'] < 20);
	assert_true(count['e' - 'a'] > count['t' - 'a']);
}

static void test_plant(void **state)
{
	const boggle_dict *d = boggle_dict_builtin();
	boggle_solver *s = t_solver(d);
	boggle_rng rng;
	static const int shapes[][2] = {{4, 4}, {5, 5}, {6, 6}, {3, 4},
					{1, 16}, {16, 1}, {2, 8}, {9, 9},
					{16, 16}, {2, 2}};
	size_t k;
	int i;

	(void)state;
	boggle_rng_seed(&rng, 11);
	for (k = 0; k < sizeof shapes / sizeof shapes[0]; k++) {
		for (i = 0; i < 20; i++) {
			int rows = shapes[k][0], cols = shapes[k][1];
			int64_t id = boggle_dict_pick_long(d, rows * cols, 1, &rng);
			char word[200], err[BOGGLE_ERR_MAX];
			boggle_board b;
			boggle_rules r = boggle_rules_classic();
			size_t w, found = 0;

			assert_true(id >= 0);
			boggle_dict_word(d, (uint32_t)id, word, sizeof word);
			assert_int_equal(boggle_plant(&b, NULL, rows, cols, word, &rng,
						      err), 0);
			assert_true(brute_has_word(&b, word));
			r.min_letters = 1;
			assert_int_equal(boggle_solve(s, &b, &r), 0);
			for (w = 0; w < boggle_solver_count(s); w++)
				found += boggle_solver_words(s)[w].id == id;
			assert_int_equal(found, 1);
			/* a long word where one fits: 8 cells or the board */
			if (rows * cols >= 8)
				assert_true(strlen(word) >= 8);
		}
	}
	boggle_solver_free(s);
}

static void test_plant_word(void **state)
{
	boggle_rng rng;
	boggle_board b;
	char err[BOGGLE_ERR_MAX];

	(void)state;
	boggle_rng_seed(&rng, 12);
	assert_int_equal(boggle_plant(&b, NULL, 4, 4, "Intercontinental", &rng, err), 0);
	assert_true(brute_has_word(&b, "intercontinental"));
	assert_int_equal(boggle_plant(&b, NULL, 2, 2, "quiz", &rng, err), 0);
	assert_true(brute_has_word(&b, "quiz"));
	assert_int_equal(boggle_plant(&b, NULL, 2, 2, "quizzes", &rng, err),
			 BOGGLE_MISUSE);
	assert_non_null(strstr(err, "too long"));
	assert_int_equal(boggle_plant(&b, NULL, 2, 2, "qat", &rng, err),
			 BOGGLE_SYNTAX);
	assert_int_equal(boggle_plant(&b, NULL, 2, 2, "a-b", &rng, err),
			 BOGGLE_SYNTAX);
	assert_int_equal(boggle_plant(&b, NULL, 2, 2, "", &rng, err),
			 BOGGLE_SYNTAX);
}

/* A word picked to plant is never shorter than the least asked for. */
static void test_pick_min_letters(void **state)
{
	const boggle_dict *d = boggle_dict_builtin();
	boggle_rng rng;
	char word[200];
	int i;

	(void)state;
	boggle_rng_seed(&rng, 13);
	for (i = 0; i < 20; i++) {
		int64_t id = boggle_dict_pick_long(d, 16, 12, &rng);

		assert_true(id >= 0);
		assert_true(boggle_dict_word(d, (uint32_t)id, word,
					     sizeof word) >= 12);
		/* on 2x2 the longest words are 4 letters; 3 may not be had */
		id = boggle_dict_pick_long(d, 4, 4, &rng);
		assert_true(id >= 0);
		assert_int_equal(boggle_dict_word(d, (uint32_t)id, word,
						  sizeof word), 4);
	}
	assert_int_equal(boggle_dict_pick_long(d, 4, 5, &rng), -1);
}

/* The message reading text as dice gives, exactly. */
static void expect_dice_error(const char *text, const char *why)
{
	char err[BOGGLE_ERR_MAX] = "";
	boggle_dice_set *set = t_dice(NULL, "t", text, strlen(text),
						err);

	assert_null(set);
	assert_string_equal(err, why);
}

/* A face says what the board parser says of the same cell. */
static void test_read_face_errors(void **state)
{
	static const char *const cells[] = {
		"[abcd]", "[]", "[ab", "[a/b]", "[qa]", "[a1]", "[a\xc3]",
	};
	size_t i;

	(void)state;
	for (i = 0; i < sizeof cells / sizeof cells[0]; i++) {
		char text[32], board_err[BOGGLE_ERR_MAX];
		char want[BOGGLE_ERR_MAX + 16];
		boggle_board b;

		assert_int_equal(boggle_board_parse(&b, NULL, cells[i],
						    strlen(cells[i]),
						    board_err), BOGGLE_SYNTAX);
		snprintf(text, sizeof text, "a b\n%s c\n", cells[i]);
		snprintf(want, sizeof want, "line 2: %s", board_err);
		expect_dice_error(text, want);
	}
	expect_dice_error("[abcd] a\n", "line 1: a cell in [] holds at most "
			  "3 letters");
	expect_dice_error("abcd a\n", "line 1: a cell in [] holds at most "
			  "3 letters");
	expect_dice_error("a []\n", "line 1: empty cell '[]'");
	expect_dice_error("[qa]\n", "line 1: '[qa]': q must be followed by u");
	expect_dice_error("a\n[th]e\n", "line 2: text after the ']' that "
			  "closes the face");
}

/* LF, CRLF and CR alone each end a line; a byte-order mark is skipped. */
static void test_read_line_ends(void **state)
{
	static const char lf[] = "a b c d e f\n\t Qu [th] . x y z\n\n"
				 "e e e e e e\nl m n o p q";
	static const char *const ends[] = {"\n", "\r\n", "\r"};
	char err[BOGGLE_ERR_MAX];
	boggle_dice_set *want;
	size_t e;
	int bom, i;

	(void)state;
	want = t_dice(NULL, "t", lf, strlen(lf), err);
	assert_non_null(want);
	assert_int_equal(want->count, 4);
	for (e = 0; e < sizeof ends / sizeof ends[0]; e++) {
		for (bom = 0; bom < 2; bom++) {
			char text[128], bad[64];
			const char *c;
			size_t n = 0;
			boggle_dice_set *got;

			if (bom) {
				memcpy(text, "\xef\xbb\xbf", 3);
				n = 3;
			}
			for (c = lf; *c; c++) {
				if (*c != '\n') {
					text[n++] = *c;
					continue;
				}
				memcpy(text + n, ends[e], strlen(ends[e]));
				n += strlen(ends[e]);
			}
			got = t_dice(NULL, "t", text, n, err);
			if (!got)
				print_error("ends %zu, bom %d: %s\n", e, bom,
					    err);
			assert_non_null(got);
			assert_int_equal(got->count, want->count);
			for (i = 0; i < want->count; i++)
				assert_string_equal(got->dice[i],
						    want->dice[i]);
			boggle_dice_free(got);
			/* a message names the line the file numbers */
			snprintf(bad, sizeof bad, "%sa%s%s1%s",
				 bom ? "\xef\xbb\xbf" : "", ends[e], ends[e],
				 ends[e]);
			expect_dice_error(bad, "line 3: '1' is not a letter");
		}
	}
	boggle_dice_free(want);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_sets),
		cmocka_unit_test(test_same_seed_same_board),
		cmocka_unit_test(test_throws_are_valid),
		cmocka_unit_test(test_can_show),
		cmocka_unit_test(test_benchmark_boards),
		cmocka_unit_test(test_rng_below),
		cmocka_unit_test(test_check_explains),
		cmocka_unit_test(test_letters_throw),
		cmocka_unit_test(test_plant),
		cmocka_unit_test(test_plant_word),
		cmocka_unit_test(test_pick_min_letters),
		cmocka_unit_test(test_read_face_errors),
		cmocka_unit_test(test_read_line_ends),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
