/* Classic scoring and the order results are listed in. */
#include <string.h>

#include "support.h"
#include "internal.h"

static void test_classic_table(void **state)
{
	boggle_rules r = boggle_rules_classic();
	int letters;

	(void)state;
	assert_int_equal(r.min_letters, 3);
	assert_int_equal(boggle_score_letters(&r, 2), 0);
	assert_int_equal(boggle_score_letters(&r, 3), 1);
	assert_int_equal(boggle_score_letters(&r, 4), 1);
	assert_int_equal(boggle_score_letters(&r, 5), 2);
	assert_int_equal(boggle_score_letters(&r, 6), 3);
	assert_int_equal(boggle_score_letters(&r, 7), 5);
	assert_int_equal(boggle_score_letters(&r, 8), 11);
	/* the table covers the longest word any board allows */
	for (letters = 8; letters <= 2 * BOGGLE_WORD_MAX; letters++)
		assert_int_equal(boggle_score_letters(&r, letters), 11);
}

static void test_min_letters(void **state)
{
	boggle_rules r = boggle_rules_classic();

	(void)state;
	r.min_letters = 5;
	assert_int_equal(boggle_score_letters(&r, 4), 0);
	assert_int_equal(boggle_score_letters(&r, 5), 2);
	r.min_letters = 1;
	assert_int_equal(boggle_score_letters(&r, 1), 1);
	assert_int_equal(boggle_score_letters(&r, 2), 1);
}

static void test_sort_order(void **state)
{
	boggle_word w[5] = {
		{.id = 9, .score = 1}, {.id = 2, .score = 5},
		{.id = 4, .score = 1}, {.id = 7, .score = 11},
		{.id = 1, .score = 1},
	};
	static const uint32_t want[5] = {7, 2, 1, 4, 9};
	boggle_word scratch[5], many[1000], room[1000];
	boggle_rng rng;
	int i;

	(void)state;
	score_sort(w, scratch, 5);
	for (i = 0; i < 5; i++)
		assert_int_equal(w[i].id, want[i]);
	/* sizes around the run and merge widths, against the definition */
	boggle_rng_seed(&rng, 9);
	for (i = 0; i < 40; i++) {
		size_t n = i < 20 ? (size_t)i : boggle_rng_below(&rng, 1000), k;

		for (k = 0; k < n; k++) {
			many[k].id = (uint32_t)k * 7919 % 1000;
			many[k].score = (int32_t)boggle_rng_below(&rng, 12);
		}
		score_sort(many, room, n);
		for (k = 1; k < n; k++)
			assert_true(many[k - 1].score > many[k].score ||
				    (many[k - 1].score == many[k].score &&
				     many[k - 1].id < many[k].id));
	}
}


static void test_editions(void **state)
{
	boggle_rules r;
	int letters;

	(void)state;
	r = boggle_rules_for_shape(4, 4);
	assert_int_equal(r.min_letters, 3);
	assert_int_equal(r.scoring, BOGGLE_SCORING_CLASSIC);
	r = boggle_rules_for_shape(3, 4); /* no edition: classic */
	assert_int_equal(r.min_letters, 3);
	r = boggle_rules_for_shape(5, 5);
	assert_int_equal(r.min_letters, 4);
	assert_int_equal(r.scoring, BOGGLE_SCORING_CLASSIC);
	assert_int_equal(boggle_score_letters(&r, 3), 0);
	assert_int_equal(boggle_score_letters(&r, 9), 11);
	r = boggle_rules_for_shape(6, 6);
	assert_int_equal(r.min_letters, 4);
	assert_int_equal(boggle_score_letters(&r, 3), 0);
	assert_int_equal(boggle_score_letters(&r, 4), 1);
	assert_int_equal(boggle_score_letters(&r, 7), 5);
	assert_int_equal(boggle_score_letters(&r, 8), 11);
	for (letters = 9; letters <= 2 * BOGGLE_WORD_MAX; letters++)
		assert_int_equal(boggle_score_letters(&r, letters), 2 * letters);
	assert_int_equal(boggle_rules_named("big", &r), 0);
	assert_int_equal(r.min_letters, 4);
	assert_int_equal(boggle_rules_named("superbig", &r), 0);
	assert_int_equal(r.scoring, BOGGLE_SCORING_SUPERBIG);
	assert_int_equal(boggle_rules_named("classic", &r), 0);
	assert_int_equal(r.min_letters, 3);
	assert_int_equal(boggle_rules_named("huge", &r), BOGGLE_MISUSE);
}

static void test_letter_values(void **state)
{
	/* the facts table: A1 B4 C4 D2 E1 F4 G3 H4 I1 J10 K5 L1 M3 N1 O1 P4
	 * Q10 R1 S1 T1 U2 V4 W4 X8 Y4 Z10 */
	static const char table[] = "a1b4c4d2e1f4g3h4i1j10k5l1m3n1o1p4q10r1s1"
				    "t1u2v4w4x8y4z10";
	const char *p = table;
	int seen = 0;

	(void)state;
	while (*p) {
		char letter = *p++;
		int v = 0;

		while (*p >= '0' && *p <= '9')
			v = v * 10 + (*p++ - '0');
		assert_int_equal(boggle_letter_value(letter), v);
		assert_int_equal(boggle_letter_value((char)(letter - 32)), v);
		seen++;
	}
	assert_int_equal(seen, 26);
	assert_int_equal(boggle_letter_value('?'), 0);
}

static void test_letters_path(void **state)
{
	boggle_bonus bonus;
	boggle_board b;
	boggle_rules r;
	char err[BOGGLE_ERR_MAX];
	uint16_t path[4] = {0, 1, 2, 3};

	(void)state;
	parse_ok(&b, "qate");
	assert_int_equal(t_bonus(&bonus, "d./.T", 5, err), 0);
	r = boggle_rules_letters(&bonus);
	assert_int_equal(r.min_letters, 2);
	/* qu(10+2) x2 + a 1 + t 1 + e 1 = 27, x3 = 81, 5 letters: +5 */
	assert_int_equal(boggle_score_path(&r, &b, path, 4), 86);
	r = boggle_rules_letters(NULL);
	assert_int_equal(boggle_score_path(&r, &b, path, 4), 15 + 5);
	assert_int_equal(boggle_score_path(&r, &b, path, 1), 12);
	r.min_letters = 3;
	path[0] = 1;
	assert_int_equal(boggle_score_path(&r, &b, path, 1), 0);
}

static void test_bonus_parse(void **state)
{
	boggle_bonus bonus;
	char err[BOGGLE_ERR_MAX];

	(void)state;
	assert_int_equal(t_bonus(&bonus, "..dT/tD../..../....", 19,
					    err), 0);
	assert_int_equal(bonus.rows, 4);
	assert_int_equal(bonus.cols, 4);
	assert_int_equal(bonus.cells[2], 'd');
	assert_int_equal(bonus.cells[3], 'T');
	assert_int_equal(bonus.cells[4], 't');
	assert_int_equal(bonus.cells[5], 'D');
	assert_int_equal(bonus.cells[6], '.');
	assert_int_equal(t_bonus(&bonus, "...D/", 5, err), 0);
	assert_int_equal(bonus.rows, 1);
	assert_int_equal(t_bonus(&bonus, "..x.", 4, err), -1);
	assert_string_equal(err, "'x' is not a bonus square (. d t D T)");
	assert_int_equal(t_bonus(&bonus, "..\033.", 4, err), -1);
	assert_string_equal(err, "0x1b is not a bonus square (. d t D T)");
	assert_int_equal(t_bonus(&bonus, "...", 3, err), -1);
	assert_int_equal(t_bonus(&bonus, "../...", 6, err), -1);
}

/*
 * Every choice by name against the rules as boggle(1) states them: an
 * edition's shortest word and scoring, the shape's edition by default,
 * letter scoring's 2 letters whatever the edition, words counting one
 * each at the edition's length, -m over all.
 */
static void test_choose(void **state)
{
	static const char *const editions[] = {NULL, "classic", "big",
					       "superbig"};
	static const char *const scorings[] = {NULL, "rules", "letters",
					       "words"};
	static const int shapes[][2] = {{4, 4}, {5, 5}, {6, 6}, {3, 4}};
	static const char *const mins[] = {NULL, "2", "07"};
	static const int min_letters[] = {0, 2, 7};
	boggle_bonus *bonus;
	boggle_rules r;
	char err[BOGGLE_ERR_MAX];
	size_t e, s, h, m;

	(void)state;
	for (e = 0; e < 4; e++)
		for (s = 0; s < 4; s++)
			for (h = 0; h < 4; h++)
				for (m = 0; m < 3; m++) {
					/* the edition: named, else the shape's */
					int ed = e ? (int)e - 1 :
						 shapes[h][0] == 5 ? 1 :
						 shapes[h][0] == 6 ? 2 : 0;
					int least = s == 2 ? 2 : ed ? 4 : 3;
					boggle_scoring want =
						s == 2 ? BOGGLE_SCORING_LETTERS :
						s == 3 ? BOGGLE_SCORING_WORDS :
						ed == 2 ? BOGGLE_SCORING_SUPERBIG :
							  BOGGLE_SCORING_CLASSIC;

					assert_int_equal(boggle_rules_choose(
						&r, editions[e], scorings[s],
						mins[m], NULL, shapes[h][0],
						shapes[h][1], err), BOGGLE_OK);
					assert_int_equal(r.min_letters,
							 mins[m] ? min_letters[m] : least);
					assert_int_equal(r.scoring, want);
					assert_null(r.bonus);
				}
	assert_int_equal(boggle_rules_choose(&r, "huge", NULL, NULL, NULL, 4, 4,
					     err), BOGGLE_MISUSE);
	assert_string_equal(err, "unknown rules 'huge' (classic, big, superbig)");
	assert_int_equal(boggle_rules_choose(&r, NULL, "po\001nts", NULL, NULL,
					     0, 0, err), BOGGLE_MISUSE);
	assert_string_equal(err, "unknown scoring 'po?nts' (rules, letters, words)");
	assert_int_equal(boggle_bonus_parse(&bonus, "T.../..d./..../....", 19,
					    err), BOGGLE_OK);
	assert_int_equal(boggle_rules_choose(&r, NULL, "words", NULL, bonus, 4, 4,
					     err), BOGGLE_MISUSE);
	assert_string_equal(err, "--bonus needs --scoring letters");
	assert_int_equal(boggle_rules_choose(&r, "superbig", "letters", NULL,
					     bonus, 5, 5, err),
			 BOGGLE_WRONG_LANG);
	assert_string_equal(err, "board is 5x5, --bonus is 4x4");
	/* before the board is known the choice alone is checked */
	assert_int_equal(boggle_rules_choose(&r, "superbig", "letters", "3",
					     bonus, 0, 0, err), BOGGLE_OK);
	assert_int_equal(boggle_rules_choose(&r, NULL, "letters", NULL, bonus, 4,
					     4, err), BOGGLE_OK);
	assert_ptr_equal(r.bonus, bonus);
	assert_int_equal(r.min_letters, 2);
	/* the shortest word, judged as -m is, in its words */
	assert_int_equal(boggle_rules_choose(&r, NULL, NULL, "0", NULL, 0, 0,
					     err), BOGGLE_MISUSE);
	assert_string_equal(err, "--min: '0' is out of range (1 to 128)");
	assert_int_equal(boggle_rules_choose(&r, NULL, NULL, "129", NULL, 4, 4,
					     err), BOGGLE_MISUSE);
	assert_string_equal(err, "--min: '129' is out of range (1 to 128)");
	assert_int_equal(boggle_rules_choose(&r, NULL, NULL,
					     "99999999999999999999", NULL, 4,
					     4, err), BOGGLE_MISUSE);
	assert_string_equal(err, "--min: '99999999999999999999' is out of "
				 "range (1 to 128)");
	assert_int_equal(boggle_rules_choose(&r, NULL, NULL, "-1", NULL, 4, 4,
					     err), BOGGLE_MISUSE);
	assert_string_equal(err, "--min: '-1' is out of range (1 to 128)");
	assert_int_equal(boggle_rules_choose(&r, NULL, NULL, " 5", NULL, 4, 4,
					     err), BOGGLE_MISUSE);
	assert_string_equal(err, "--min: ' 5' is not a whole number");
	assert_int_equal(boggle_rules_choose(&r, NULL, NULL, "", NULL, 4, 4,
					     err), BOGGLE_MISUSE);
	assert_string_equal(err, "--min: '' is not a whole number");
	assert_int_equal(boggle_rules_choose(NULL, NULL, NULL, NULL, NULL, 4, 4,
					     err), BOGGLE_MISUSE);
	boggle_bonus_free(bonus);
}

/* The scorings' names, as a proof's header writes and reads them. */
static void test_scoring_names(void **state)
{
	(void)state;
	assert_string_equal(boggle_scoring_name(BOGGLE_SCORING_CLASSIC), "classic");
	assert_string_equal(boggle_scoring_name(BOGGLE_SCORING_SUPERBIG), "superbig");
	assert_string_equal(boggle_scoring_name(BOGGLE_SCORING_LETTERS), "letters");
	assert_string_equal(boggle_scoring_name(BOGGLE_SCORING_WORDS), "words");
	assert_null(boggle_scoring_name((boggle_scoring)4));
	assert_null(boggle_scoring_name((boggle_scoring)-1));
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_classic_table),
		cmocka_unit_test(test_min_letters),
		cmocka_unit_test(test_sort_order),
		cmocka_unit_test(test_editions),
		cmocka_unit_test(test_letter_values),
		cmocka_unit_test(test_letters_path),
		cmocka_unit_test(test_bonus_parse),
		cmocka_unit_test(test_choose),
		cmocka_unit_test(test_scoring_names),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
