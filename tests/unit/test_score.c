/* Classic scoring and the order results are listed in. */
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
	int i;

	(void)state;
	score_sort(w, 5);
	for (i = 0; i < 5; i++)
		assert_int_equal(w[i].id, want[i]);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_classic_table),
		cmocka_unit_test(test_min_letters),
		cmocka_unit_test(test_sort_order),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
