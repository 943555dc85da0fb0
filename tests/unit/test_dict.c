/* Loading word lists: cleaning, folding, sorting, and the built-in list. */
#define _DEFAULT_SOURCE /* MADV_POPULATE_READ */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include "support.h"
#include "internal.h"

static void word_at(const boggle_dict *d, uint32_t id, char *buf)
{
	boggle_dict_word(d, id, buf, 2 * BOGGLE_WORD_MAX + 1);
}

/* The list holds exactly the n words of want, in that order. */
static void expect_words(const boggle_dict *d, const char *const *want,
			 uint32_t n)
{
	char buf[2 * BOGGLE_WORD_MAX + 1];
	uint32_t i;

	assert_int_equal(boggle_dict_count(d), n);
	for (i = 0; i < n; i++) {
		word_at(d, i, buf);
		assert_string_equal(buf, want[i]);
	}
}

static void test_from_text(void **state)
{
	static const char text[] =
		"Cat\r\ndog\nDOG\nquack\nqat\nfoo-bar\ncaf\xc3\xa9\n\n"
		"zebra  \napple";
	boggle_dict_stats st;
	boggle_dict *d = t_dict(NULL, text, sizeof text - 1, &st);
	static const char *const want[] = {"apple", "cat", "dog", "quack",
					   "zebra"};
	char buf[200];

	(void)state;
	assert_non_null(d);
	assert_int_equal(st.lines, 9);
	assert_int_equal(st.words, 5);
	assert_int_equal(st.skipped, 2);
	assert_int_equal(st.no_u, 1);
	expect_words(d, want, 5);
	/* stored folded: quack is four letters long */
	assert_int_equal(dict_letters(d, 3, buf), 4);
	assert_memory_equal(buf, "QACK", 4);
	/* snprintf-style truncation */
	assert_int_equal(boggle_dict_word(d, 3, buf, 3), 5);
	assert_string_equal(buf, "qu");
	boggle_dict_free(d);
}

/* A byte-order mark is no part of the first word; a CR alone ends a line. */
static void test_bom_and_cr(void **state)
{
	static const char text[] = "\xef\xbb\xbf" "cat\rdog\r\rEmu\r\nyak";
	static const char *const want[] = {"cat", "dog", "emu", "yak"};
	boggle_dict_stats st;
	boggle_dict *d = t_dict(NULL, text, sizeof text - 1, &st);

	(void)state;
	assert_non_null(d);
	assert_int_equal(st.lines, 4);
	assert_int_equal(st.skipped, 0);
	expect_words(d, want, 4);
	boggle_dict_free(d);
	/* only at the start: elsewhere those bytes are a word's, not a mark */
	d = t_dict(NULL, "cat\n\xef\xbb\xbf" "dog\n", 11, &st);
	assert_non_null(d);
	assert_int_equal(st.skipped, 1);
	assert_int_equal(boggle_dict_count(d), 1);
	boggle_dict_free(d);
}

static void test_too_long_and_empty(void **state)
{
	char text[BOGGLE_WORD_MAX + 10];
	boggle_dict_stats st;
	boggle_dict *d;

	(void)state;
	memset(text, 'a', sizeof text);
	d = t_dict(NULL, text, sizeof text, &st);
	assert_non_null(d);
	assert_int_equal(st.skipped, 1);
	assert_int_equal(boggle_dict_count(d), 0);
	boggle_dict_free(d);
	d = t_dict(NULL, "", 0, &st);
	assert_non_null(d);
	assert_int_equal(st.words, 0);
	boggle_dict_free(d);
}

static void test_load_errors(void **state)
{
	char dir[] = "/tmp/boggle-test-XXXXXX";
	boggle_dict *d = (boggle_dict *)dir;

	(void)state;
	assert_int_equal(boggle_dict_load(&d, NULL, "/nonexistent/words.txt",
					  NULL), BOGGLE_SYSTEM);
	assert_int_equal(errno, ENOENT);
	assert_null(d);
	assert_non_null(mkdtemp(dir));
	assert_int_equal(boggle_dict_load(&d, NULL, dir, NULL), BOGGLE_SYSTEM);
	assert_int_equal(errno, EISDIR);
	assert_int_equal(boggle_dict_load(NULL, NULL, dir, NULL), BOGGLE_MISUSE);
	assert_int_equal(boggle_dict_load(&d, NULL, NULL, NULL), BOGGLE_MISUSE);
	rmdir(dir);
}

/* A file over the limit (sparse: no disk) is refused unread. */
static void test_load_limit(void **state)
{
	char path[] = "/tmp/boggle-test-XXXXXX";
	int fd = mkstemp(path);
	boggle_dict_stats st;
	boggle_dict *d;

	(void)state;
	assert_true(fd >= 0);
	assert_int_equal(write(fd, "cat\n", 4), 4);
	assert_int_equal(ftruncate(fd, (off_t)BOGGLE_DICT_BYTES_MAX + 1), 0);
	assert_int_equal(boggle_dict_load(&d, NULL, path, NULL), BOGGLE_TOO_BIG);
	assert_null(d);
	assert_int_equal(ftruncate(fd, 4), 0);
	assert_int_equal(lseek(fd, 0, SEEK_SET), 0);
	assert_int_equal(boggle_dict_read(&d, NULL, fd, &st), BOGGLE_OK);
	assert_non_null(d);
	assert_int_equal(st.words, 1);
	boggle_dict_free(d);
	close(fd);
	unlink(path);
}

/* Word id's letters, and their number, as the index spells them. */
static uint32_t letters(const boggle_dict *d, uint32_t id, char *buf)
{
	memset(buf, 0, BOGGLE_WORD_MAX + 1);
	return dict_letters(d, id, buf);
}

/* Words a and b agree on their first n letters. */
static int same_prefix(const boggle_dict *d, uint32_t a, uint32_t b,
		       uint32_t n)
{
	char x[BOGGLE_WORD_MAX + 1], y[BOGGLE_WORD_MAX + 1];

	letters(d, a, x);
	letters(d, b, y);
	return memcmp(x, y, n) == 0;
}

/*
 * A range holds exactly the words [lo, hi) with its prefix (the first
 * word's first depth letters), says which letters come next and which
 * letters all its words have after the prefix.  A long range lists a
 * child for each next letter, in order, covering it; a short one holds
 * its words' letters past the prefix, row by row.  Returns ranges seen.
 */
static uint32_t check_range(const boggle_dict *d, uint32_t at, uint32_t depth,
			    uint32_t lo, uint32_t hi)
{
	const dict_range *r = &d->ranges[at];
	char w[BOGGLE_WORD_MAX + 1];
	uint32_t i, k, seen = 1;
	uint64_t next = 0;
	uint64_t needs = ~(uint64_t)1; /* every letter: what none of no words lacks */

	assert_true(at < d->nranges);
	assert_true(lo < hi || d->count == 0);
	assert_true(hi <= d->count);
	assert_int_equal(r->lo, lo);
	for (i = lo; i < hi; i++)
		assert_true(letters(d, i, w) >= depth && same_prefix(d, lo, i, depth));
	/* and no word outside it shares the prefix */
	if (depth > 0 && lo > 0)
		assert_false(same_prefix(d, lo - 1, lo, depth));
	if (depth > 0 && hi < d->count)
		assert_false(same_prefix(d, hi, lo, depth));
	for (i = lo; i < hi; i++) {
		uint32_t len = letters(d, i, w);
		uint64_t rest = 0;

		next |= (uint64_t)1 << (w[depth] & 63);
		for (k = depth; k < len; k++)
			rest |= (uint64_t)1 << (w[k] & 63);
		needs &= rest;
	}
	assert_int_equal(range_next(r), next);
	assert_int_equal(r->needs, fold_letters(needs));
	if (range_is_leaf(r)) {
		const uint8_t *rows = d->leaves + leaf_at(r);
		uint32_t width = leaf_width(r), longest = 0;

		assert_int_equal(width, hi - lo);
		assert_true(width <= LEAF_MAX);
		for (i = 0; i < width; i++) {
			uint32_t len = letters(d, lo + i, w);

			if (len > longest)
				longest = len;
			for (k = depth; k <= len; k++)
				assert_int_equal(rows[(k - depth) * width + i],
						 k < len ? (uint8_t)w[k] : 0);
		}
		/* and a row of 0 after the longest */
		for (i = 0; i < width; i++)
			assert_int_equal(rows[(longest - depth) * width + i], 0);
		return seen;
	}
	/* longer than a leaf, but for a root of repeated entries */
	assert_true(hi - lo > LEAF_SMALL || at == 0);
	/* the word itself, then one child a letter */
	lo += (uint32_t)(next & 1);
	for (k = 0, next &= ~(uint64_t)1; next; next &= next - 1, k++) {
		uint32_t kid = r->kids + k;
		uint32_t end = next & (next - 1) ? d->ranges[kid + 1].lo : hi;

		assert_true(kid > at);
		letters(d, lo, w);
		assert_int_equal((uint8_t)w[depth],
				 0x40 | __builtin_ctzll(next));
		seen += check_range(d, kid, depth + 1, lo, end);
		lo = end;
	}
	assert_int_equal(lo, hi);
	return seen;
}

static void check_prefix_index(const boggle_dict *d)
{
	/* every range is reached once, from the root */
	assert_int_equal(check_range(d, 0, 0, 0, d->count), d->nranges);
}

/* Ids follow alphabetical order of the words spelled in full. */
static void check_sorted(const boggle_dict *d)
{
	char prev[200] = "", cur[200];
	uint32_t i, n = (uint32_t)boggle_dict_count(d);

	for (i = 0; i < n; i++) {
		word_at(d, i, cur);
		assert_true(strcmp(prev, cur) < 0);
		strcpy(prev, cur);
	}
	check_prefix_index(d);
}

/* Lists around the size where a range stops listing its children. */
static void test_small_indexes(void **state)
{
	static const char text[] = "a\nab\nabc\nabd\nabe\nb\nba\nbab\nbac\n"
				   "bad\nbb\nc\nca\ncab\ncad\ncb";
	size_t n, len;

	(void)state;
	/* every prefix of the list, whole lines only: 0 to 16 words */
	for (n = len = 0; len <= sizeof text - 1; len++) {
		boggle_dict *d;

		if (len > 0 && len < sizeof text - 1 && text[len] != '\n')
			continue;
		d = t_dict(NULL, text, len, NULL);
		assert_non_null(d);
		assert_int_equal(boggle_dict_count(d), n++);
		check_sorted(d);
		boggle_dict_free(d);
	}
	assert_int_equal(n, 17);
}

#define BIT(c) (1u << ((c) - 'a' + 1))

/* What a range's words all still need, worked out by hand. */
static void test_needed_letters(void **state)
{
	static const char hostile[] = "aaaaaaaaaaaaaaaaab\nab\n";
	static const char cats[] = "cat\ncats\ncoat\ncoast\ncart\ncast\n";
	boggle_dict *d;

	(void)state;
	d = t_dict(NULL, hostile, sizeof hostile - 1, NULL);
	assert_non_null(d);
	assert_int_equal(d->ranges[0].needs, BIT('a') | BIT('b'));
	check_sorted(d);
	boggle_dict_free(d);
	/* six words: the root lists a child for c, which lists a and o */
	d = t_dict(NULL, cats, sizeof cats - 1, NULL);
	assert_non_null(d);
	assert_int_equal(d->nranges, 4);
	assert_int_equal(d->ranges[0].needs, BIT('a') | BIT('c') | BIT('t'));
	assert_int_equal(d->ranges[1].needs, BIT('a') | BIT('t'));
	assert_int_equal(d->ranges[2].needs, BIT('t'));  /* cart cast cat cats */
	assert_int_equal(d->ranges[3].needs, BIT('a') | BIT('t')); /* coast coat */
	check_sorted(d);
	boggle_dict_free(d);
}

/*
 * A list of more than LARGE_LIST words is indexed with wider leaves: here
 * every four letters of twenty (no q, which needs a u) end in one of seven,
 * so each four-letter prefix is a leaf of seven words.
 */
static void test_large_list(void **state)
{
	enum { LETTERS = 20, LAST = 7, WORDS = LETTERS * LETTERS * LETTERS *
					       LETTERS * LAST };
	static const char letter[] = "abcdefghijklmnoprstu";
	char *text = malloc((size_t)WORDS * 6), *p = text, w[6] = "";
	boggle_dict *d;
	uint32_t i, widest = 0;

	(void)state;
	assert_non_null(text);
	assert_true(WORDS > LARGE_LIST);
	for (i = 0; i < WORDS; i++) {
		uint32_t x = i;
		int k;

		w[4] = letter[x % LAST];
		for (x /= LAST, k = 3; k >= 0; k--, x /= LETTERS)
			w[k] = letter[x % LETTERS];
		memcpy(p, w, 5);
		p[5] = '\n';
		p += 6;
	}
	d = t_dict(NULL, text, (size_t)WORDS * 6, NULL);
	free(text);
	assert_non_null(d);
	assert_int_equal(boggle_dict_count(d), WORDS);
	check_sorted(d);
	for (i = 0; i < d->nranges; i++)
		if (range_is_leaf(&d->ranges[i]) &&
		    leaf_width(&d->ranges[i]) > widest)
			widest = leaf_width(&d->ranges[i]);
	assert_int_equal(widest, LAST);
	assert_int_equal(boggle_dict_lookup(d, "uuuua"), WORDS - LAST);
	assert_int_equal(boggle_dict_lookup(d, "abcdg"), boggle_dict_lookup(d, "abcda") + 6);
	assert_int_equal(boggle_dict_lookup(d, "abcdh"), -1);
	boggle_dict_free(d);
}

static void test_builtin(void **state)
{
	const boggle_dict *d = boggle_dict_builtin();
	uint32_t i, n = (uint32_t)boggle_dict_count(d);
	char buf[200];
	int has_long = 0, has_two = 0;

	(void)state;
	assert_true(n > 110000 && n < 120000);
	check_sorted(d);
	for (i = 0; i < n; i++) {
		size_t len, k;

		word_at(d, i, buf);
		len = strlen(buf);
		/* two letters: for letter scoring and -m 2 */
		assert_true(len >= 2);
		has_two |= strcmp(buf, "ox") == 0;
		for (k = 0; k < len; k++) {
			assert_true(buf[k] >= 'a' && buf[k] <= 'z');
			if (buf[k] == 'q')
				assert_int_equal(buf[k + 1], 'u');
		}
		has_long |= strcmp(buf, "intercontinental") == 0;
	}
	assert_true(has_long);
	assert_true(has_two);
}

/* Page faults so far, or -1. */
static long faults(void)
{
	struct rusage ru;

	return getrusage(RUSAGE_SELF, &ru) ? -1 : ru.ru_minflt + ru.ru_majflt;
}

/* Faults taken reading a byte of each page of [p, p + len). */
static long read_pages(const void *p, size_t len)
{
	const volatile unsigned char *b = p;
	size_t page = (size_t)sysconf(_SC_PAGESIZE), at;
	long before = faults();
	unsigned sum = 0;

	for (at = 0; at < len; at += page)
		sum += b[at];
	(void)sum;
	return faults() - before;
}

/*
 * After boggle_dict_warm, reading the whole built-in index takes no page
 * faults.  In a new process, which has not mapped the index yet (a fork
 * does not copy the map of a file's pages): without it, a read faults
 * once each stretch the kernel maps together.
 */
static void test_warm(void **state)
{
	const boggle_dict *d = boggle_dict_builtin();
	size_t rlen = (size_t)d->nranges * sizeof *d->ranges;
	long got[2];
	int warm;

	(void)state;
#ifdef MADV_POPULATE_READ
	if (madvise((void *)((uintptr_t)d->ranges &
			     ~((uintptr_t)sysconf(_SC_PAGESIZE) - 1)),
		    1, MADV_POPULATE_READ) != 0) {
		fprintf(stderr, "skipped: this kernel maps no pages ahead\n");
		skip();
	}
#else
	fprintf(stderr, "skipped: this system maps no pages ahead\n");
	skip();
#endif
	for (warm = 0; warm < 2; warm++) {
		pid_t pid = fork();
		int status;

		assert_true(pid >= 0);
		if (pid == 0) {
			long n;

			if (warm)
				boggle_dict_warm(d);
			n = read_pages(d->ranges, rlen) +
			    read_pages(d->leaves, d->leaves_len);
			_exit(n < 0 ? 255 : n > 254 ? 254 : (int)n);
		}
		assert_int_equal(waitpid(pid, &status, 0), pid);
		assert_true(WIFEXITED(status));
		assert_int_not_equal(WEXITSTATUS(status), 255);
		got[warm] = WEXITSTATUS(status);
	}
	/* 2.1 MB: about two dozen faults cold (a stretch of 64 KB each) */
	if (got[0] == 0) {
		fprintf(stderr, "skipped: a new process has the index mapped\n");
		skip();
	}
	assert_int_equal(got[1], 0);
}

static void test_enable2k(void **state)
{
	boggle_dict *d = shared_dict("enable2k.txt");
	uint32_t i, playable = 0;
	char buf[200];

	(void)state;
	SKIP_WITHOUT(d, "dicts/enable2k.txt");
	check_sorted(d);
	for (i = 0; i < boggle_dict_count(d); i++) {
		word_at(d, i, buf);
		playable += strlen(buf) >= 3;
	}
	assert_int_equal(playable, 173402);
	boggle_dict_free(d);
}

static void test_unixdict(void **state)
{
	FILE *f = shared_open("dicts/unixdict.txt");
	boggle_dict_stats st;
	boggle_dict *d;
	char path[4096];

	(void)state;
	SKIP_WITHOUT(f, "dicts/unixdict.txt");
	fclose(f);
	snprintf(path, sizeof path, "%s/dicts/unixdict.txt", BOGGLE_SHARED_DIR);
	d = t_load(NULL, path, &st);
	assert_non_null(d);
	assert_int_equal(st.lines, 25104);
	assert_int_equal(st.skipped, 126);
	assert_int_equal(st.lines, st.words + st.skipped + st.no_u);
	check_sorted(d);
	boggle_dict_free(d);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_from_text),
		cmocka_unit_test(test_bom_and_cr),
		cmocka_unit_test(test_too_long_and_empty),
		cmocka_unit_test(test_small_indexes),
		cmocka_unit_test(test_load_errors),
		cmocka_unit_test(test_needed_letters),
		cmocka_unit_test(test_load_limit),
		cmocka_unit_test(test_large_list),
		cmocka_unit_test(test_builtin),
		cmocka_unit_test(test_warm),
		cmocka_unit_test(test_enable2k),
		cmocka_unit_test(test_unixdict),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
