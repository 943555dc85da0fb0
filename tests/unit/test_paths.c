/* Path counts: the frontier count against plain enumeration and the facts. */
#define _DEFAULT_SOURCE /* fork, getrusage */
#include <errno.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

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
	counted_both_ways(9, 2);
	counted_both_ways(3, 6);
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

/* The total and the count of paths through every cell, in decimal. */
static void counted_as(int rows, int cols, const char *total,
		       const char *longest)
{
	static boggle_count counts[BOGGLE_MAX_CELLS];
	boggle_count sum = {0, 0};
	char err[BOGGLE_ERR_MAX], text[48];
	int k, n = rows * cols, overflow = 0;
	int got = boggle_count_paths(rows, cols, counts, err);

	if (got != BOGGLE_OK)
		print_error("%dx%d: %s\n", rows, cols, err);
	assert_int_equal(got, 0);
	for (k = 0; k < n; k++)
		sum = boggle_count_add(sum, counts[k], &overflow);
	assert_false(overflow);
	boggle_count_format(sum, text, sizeof text);
	assert_string_equal(text, total);
	boggle_count_format(counts[n - 1], text, sizeof text);
	assert_string_equal(text, longest);
}

static void test_counts_kept(void **state)
{
	(void)state;
	/* squares: OEIS A236690, the paths of the n x n king graph */
	counted_as(1, 1, "1", "1");
	counted_as(2, 2, "64", "24");
	counted_as(3, 3, "10305", "784");
	counted_as(5, 5, "115066382913", "729237344");
	counted_as(6, 6, "9913814758253424", "13089822163800");
	/* past 2^64 (3x16 as the manual gives it), and long thin shapes */
	counted_as(3, 16, "11274561096742969032", "963909709372868");
	counted_as(2, 30, "2230956533170959286128", "11564291786276864");
	counted_as(10, 3, "2068338938544", "4170959220");
	/* the longest counted of each width: one row more passes 2^128 */
	counted_as(2, 55, "277736612335459399765595978091064196876",
		   "65097243690474962031906652160");
	counted_as(33, 3, "89213247223256379687356712564298975237",
		   "577599151936777579081849139788");
	counted_as(4, 23, "200239428115740925510785986515954410440",
		   "46893464157166993913378640712572");
	counted_as(17, 5, "8491567137984559949687870167262293037",
		   "7595048139196470942717560243968");
	counted_as(6, 14, "20090955533165154475547330904332949296",
		   "29390555257944215065827374012420");
}

/* The most the peak memory may grow refusing a shape. */
#define REFUSAL_KB (64 * 1024)

static long peak_kb(void)
{
	struct rusage ru;

	return getrusage(RUSAGE_SELF, &ru) ? -1 : ru.ru_maxrss;
}

/*
 * Refused with ERANGE and why, before the counting: counting 8x8 or 6x42
 * by length would take over 100 MB at its peak, a refusal a few.  In a
 * new process, whose peak starts at what it holds when forked, so other
 * tests' peaks hide nothing; memory, not time, so a busy machine cannot
 * fail it.
 */
static void refused_at_once(int rows, int cols, const char *why)
{
	pid_t pid;
	int status;

	fflush(NULL);
	pid = fork();
	assert_true(pid >= 0);
	if (pid == 0) {
		static boggle_count counts[BOGGLE_MAX_CELLS];
		char err[BOGGLE_ERR_MAX] = "";
		long before = peak_kb(), grew;
		int got = boggle_count_paths(rows, cols, counts, err);

		grew = peak_kb() - before;
		if (got != BOGGLE_TOO_LARGE || !strstr(err, why) ||
		    before < 0 || grew > REFUSAL_KB) {
			print_error("%dx%d: %d, '%s', peak +%ld KB\n",
				    rows, cols, got, err, grew);
			_exit(1);
		}
		_exit(0);
	}
	assert_int_equal(waitpid(pid, &status, 0), pid);
	assert_true(WIFEXITED(status));
	assert_int_equal(WEXITSTATUS(status), 0);
}

static void test_refused(void **state)
{
	boggle_count counts[BOGGLE_MAX_CELLS];
	char err[BOGGLE_ERR_MAX];

	(void)state;
	/* more states than the memory allows */
	refused_at_once(8, 8, "too large to count in");
	refused_at_once(12, 12, "too large to count in");
	refused_at_once(16, 12, "too large to count in");
	refused_at_once(7, 36, "too large to count in");
	/* 2^128 paths or more, the shape either way round */
	refused_at_once(6, 42, "2^128 or more");
	refused_at_once(20, 6, "2^128 or more");
	refused_at_once(13, 7, "2^128 or more");
	refused_at_once(51, 5, "2^128 or more");
	refused_at_once(2, 128, "2^128 or more");
	/* one row past the longest counted of each width */
	refused_at_once(2, 56, "2^128 or more");
	refused_at_once(3, 34, "2^128 or more");
	refused_at_once(24, 4, "2^128 or more");
	refused_at_once(5, 18, "2^128 or more");
	refused_at_once(6, 15, "2^128 or more");
	assert_int_equal(boggle_count_paths(16, 16, counts, err),
			 BOGGLE_TOO_LARGE);
	assert_non_null(strstr(err, "too large"));
	assert_int_equal(boggle_count_paths(0, 4, counts, err), BOGGLE_MISUSE);
	assert_int_equal(boggle_count_paths(4, 4, NULL, NULL), BOGGLE_MISUSE);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_against_enumeration),
		cmocka_unit_test(test_known_values),
		cmocka_unit_test(test_counts_kept),
		cmocka_unit_test(test_refused),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
