/* Path counts: the frontier count against plain enumeration and the facts. */
#include <string.h>

#include "support.h"

static uint64_t found[BOGGLE_MAX_CELLS + 1];

/* The second method: walk every path, one at a time. */
static void walk(int rows, int cols, int cell, uint64_t used, int len)
{
	int r = cell / cols, c = cell % cols, dr, dc;

	found[len]++;
	used |= (uint64_t)1 << cell;
	for (dr = -1; dr <= 1; dr++) {
		for (dc = -1; dc <= 1; dc++) {
			int rr = r + dr, cc = c + dc, next = rr * cols + cc;

			if ((dr || dc) && rr >= 0 && rr < rows && cc >= 0 &&
			    cc < cols && !(used >> next & 1))
				walk(rows, cols, next, used, len + 1);
		}
	}
}

static void counted_both_ways(int rows, int cols)
{
	boggle_count counts[BOGGLE_MAX_CELLS];
	char err[BOGGLE_ERR_MAX];
	int cell, k;

	memset(found, 0, sizeof found);
	for (cell = 0; cell < rows * cols; cell++)
		walk(rows, cols, cell, 0, 1);
	assert_int_equal(boggle_count_paths(rows, cols, counts, err), 0);
	for (k = 1; k <= rows * cols; k++) {
		if (counts[k - 1].hi != 0 || counts[k - 1].lo != found[k])
			print_error("%dx%d, k = %d\n", rows, cols, k);
		assert_int_equal(counts[k - 1].hi, 0);
		assert_int_equal(counts[k - 1].lo, found[k]);
	}
}

static void test_against_enumeration(void **state)
{
	int r, c;

	(void)state;
	for (r = 1; r <= 4; r++)
		for (c = 1; c <= 4; c++)
			counted_both_ways(r, c);
	counted_both_ways(1, 16);
	counted_both_ways(16, 1);
	counted_both_ways(2, 8);
	counted_both_ways(3, 5);
	counted_both_ways(2, 7);
}

static void test_known_values(void **state)
{
	/* the facts file's tables: 3x3 whole, 4x4 to 13 cells, 5x5 to 7 */
	static const uint64_t three[] = {9, 40, 160, 496, 1208, 2240, 2984,
					 2384, 784};
	static const uint64_t four[] = {16, 84, 408, 1764, 6712, 22672, 68272,
					183472, 436984, 905776, 1594648,
					2310264, 2644520};
	static const uint64_t five[] = {25, 144, 768, 3768, 17280, 74072,
					296360};
	boggle_count counts[36], total = {0, 0};
	char err[BOGGLE_ERR_MAX], text[48];
	int k, overflow = 0;

	(void)state;
	assert_int_equal(boggle_count_paths(3, 3, counts, err), 0);
	for (k = 0; k < 9; k++)
		assert_int_equal(counts[k].lo, three[k]);
	assert_int_equal(boggle_count_paths(4, 4, counts, err), 0);
	for (k = 0; k < 13; k++)
		assert_int_equal(counts[k].lo, four[k]);
	for (k = 0; k < 16; k++)
		total = boggle_count_add(total, counts[k], &overflow);
	assert_int_equal(total.lo, 12029640);
	assert_int_equal(boggle_count_paths(5, 5, counts, err), 0);
	for (k = 0; k < 7; k++)
		assert_int_equal(counts[k].lo, five[k]);
	/* a shape and its turn have the same counts */
	assert_int_equal(boggle_count_paths(3, 5, counts, err), 0);
	total = counts[14];
	assert_int_equal(boggle_count_paths(5, 3, counts, err), 0);
	assert_memory_equal(&total, &counts[14], sizeof total);
	/* past 2^64, printed in full */
	assert_int_equal(boggle_count_paths(6, 6, counts, err), 0);
	total.hi = total.lo = 0;
	for (k = 0; k < 36; k++)
		total = boggle_count_add(total, counts[k], &overflow);
	assert_false(overflow);
	boggle_count_format(total, text, sizeof text);
	assert_int_equal(strlen(text), 16); /* about 10^16 */
	boggle_count_format((boggle_count){1, 0}, text, sizeof text);
	assert_string_equal(text, "18446744073709551616");
}

static void test_refused(void **state)
{
	boggle_count counts[BOGGLE_MAX_CELLS];
	char err[BOGGLE_ERR_MAX];

	(void)state;
	assert_int_equal(boggle_count_paths(16, 16, counts, err), -1);
	assert_non_null(strstr(err, "too large"));
	assert_int_equal(boggle_count_paths(0, 4, counts, err), -1);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_against_enumeration),
		cmocka_unit_test(test_known_values),
		cmocka_unit_test(test_refused),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
