/*
 * Solve arbitrary boards, of any shape up to 256 cells, against a small
 * word list under any rules, checked against a brute force that tries
 * paths with no dictionary at all and scores them by hand.  Input: the
 * board on the first line, optionally followed by a space and a bonus
 * layout; one word a line after it.  The first byte also picks the
 * shortest word (1 to 4 letters) and the scoring (classic, Super Big,
 * letters; letters always when a bonus layout is given).
 */
#include <errno.h>
#include <string.h>

#include "brute.h"
#include "fuzz.h"

/*
 * Every path is a prefix when a board of one letter meets a long word of
 * it, and paths grow exponentially with length: the brute force checks
 * the result only for lists whose words have at most this many walks on
 * the board, all told.  The library solves every list, and within this
 * many walks it must not give up.
 */
#define WALK_BUDGET 300000.0

/* Points by the manual's tables, worked out apart from the library. */
typedef struct best {
	const boggle_rules *r;
	const boggle_board *b;
	int32_t score;
} best;

static int value(char letter)
{
	static const char *const by_value[] = {
		"", "aeilnorst", "du", "gm", "bcfhpvwy", "k", "", "", "x",
		"", "jqz",
	};
	int v;

	for (v = 1; v <= 10; v++)
		if (strchr(by_value[v], letter))
			return v;
	return 0;
}

static int32_t by_hand(const boggle_rules *r, const boggle_board *b,
		       const uint16_t *path, int n)
{
	long long sum = 0, times = 1, points;
	int i, k, letters = 0;

	for (i = 0; i < n; i++)
		letters += boggle_board_cell_letters(b, path[i]);
	if (letters < r->min_letters)
		return 0;
	if (r->scoring != BOGGLE_SCORING_LETTERS) {
		if (r->scoring == BOGGLE_SCORING_SUPERBIG && letters >= 9)
			return 2 * letters;
		return letters >= 8 ? 11 : letters == 7 ? 5 : letters == 6 ? 3 :
		       letters == 5 ? 2 : 1;
	}
	for (i = 0; i < n; i++) {
		const boggle_cell *c = &b->cells[path[i]];
		char mark = r->bonus ? r->bonus->cells[path[i]] : '.';
		int cell = 0;

		for (k = 0; k < c->len; k++)
			cell += value((char)(c->letters[k] | 0x20)) +
				(c->letters[k] == 'Q' ? 2 : 0);
		sum += cell * (mark == 'd' ? 2 : mark == 't' ? 3 : 1);
		/* past 2^31 the word is worth the most a score holds anyway */
		if (times < INT32_MAX)
			times *= mark == 'D' ? 2 : mark == 'T' ? 3 : 1;
	}
	points = sum * times + (letters > 4 ? 5 * (letters - 4) : 0);
	return points > INT32_MAX ? INT32_MAX : (int32_t)points;
}

static int keep_best(const uint16_t *path, int n, void *ctx)
{
	best *bs = ctx;
	int32_t score = by_hand(bs->r, bs->b, path, n);

	if (score > bs->score)
		bs->score = score;
	return 0;
}

/* The walks on b that spell prefixes of the list's words, all told. */
static double walks(const boggle_board *b, const boggle_dict *d)
{
	char word[2 * BOGGLE_WORD_MAX + 2];
	double total = 0;
	uint32_t id;

	for (id = 0; id < boggle_dict_count(d) && total <= WALK_BUDGET; id++) {
		boggle_dict_word(d, id, word, sizeof word);
		total += brute_walks(b, word);
	}
	return total;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	const char *text = (const char *)data;
	const char *nl = memchr(text, '\n', size);
	size_t line_len = nl ? (size_t)(nl - text) : size;
	const char *sp = memchr(text, ' ', line_len);
	size_t board_len = sp ? (size_t)(sp - text) : line_len;
	boggle_board b;
	boggle_bonus bonus;
	boggle_rules r = boggle_rules_classic();
	boggle_dict *d;
	boggle_solver *s;
	char err[BOGGLE_ERR_MAX];
	const boggle_word *w;
	uint32_t id;
	size_t i, listed = 0;
	long budget;
	int easy, got;

	if (size == 0 ||
	    boggle_board_parse(&b, NULL, text, board_len, err) != BOGGLE_OK)
		return 0;
	if (sp && t_bonus(&bonus, sp + 1, line_len - board_len - 1,
				     err) < 0)
		return 0;
	d = t_dict(NULL, nl ? nl + 1 : "", nl ? size - line_len - 1 : 0,
				  NULL);
	if (!d)
		return 0;
	easy = walks(&b, d) <= WALK_BUDGET;
	budget = 10 * (long)WALK_BUDGET + BOGGLE_MAX_CELLS;
	s = t_solver(d);
	CHECK(s);
	if (sp)
		r = boggle_rules_letters(&bonus);
	else if (data[0] >> 2 & 1)
		r = boggle_rules_for_shape(6, 6);
	else if (data[0] >> 3 & 1)
		r = boggle_rules_letters(NULL);
	r.min_letters = 1 + data[0] % 4;
	if (sp && (bonus.rows != b.rows || bonus.cols != b.cols)) {
		CHECK(boggle_solve(s, &b, &r) == BOGGLE_WRONG_LANG);
		goto done;
	}
	got = boggle_solve(s, &b, &r);
	CHECK(got == BOGGLE_OK || (got == BOGGLE_GAVE_UP && !easy));
	if (got != BOGGLE_OK)
		goto done;
	w = boggle_solver_words(s);
	for (i = 0; i < boggle_solver_count(s); i++) {
		char word[2 * BOGGLE_WORD_MAX + 2];
		uint16_t path[BOGGLE_MAX_CELLS];
		const uint16_t *p = boggle_solver_paths(s) + w[i].path;
		best bs = {&r, &b, -1};
		int k, letters = 0;

		boggle_dict_word(d, w[i].id, word, sizeof word);
		CHECK((int)strlen(word) == w[i].letters);
		CHECK(w[i].letters >= r.min_letters);
		CHECK(i == 0 || w[i - 1].score > w[i].score ||
		      (w[i - 1].score == w[i].score && w[i - 1].id < w[i].id));
		/* the reported path spells the word, cell by cell */
		for (k = 0; k < w[i].path_len; k++) {
			CHECK(k == 0 || brute_touches(&b, p[k - 1], p[k]));
			letters += boggle_board_cell_letters(&b, p[k]);
		}
		CHECK(letters == w[i].letters);
		got = t_find(&b, word, path, err);
		CHECK(got > 0 || (got == FIND_GAVE_UP && !easy));
		/* and scores what its best path scores, by hand */
		CHECK(w[i].score == boggle_score_path(&r, &b, p, w[i].path_len));
		if (!easy)
			continue;
		CHECK(brute_paths(&b, word, budget, keep_best, &bs) > 0);
		CHECK(w[i].score == bs.score);
	}
	/* and every listed word the brute force finds is in the result */
	for (id = 0; id < boggle_dict_count(d); id++) {
		char word[2 * BOGGLE_WORD_MAX + 2];
		size_t len = boggle_dict_word(d, id, word, sizeof word);
		int found = 0;

		for (i = 0; i < boggle_solver_count(s); i++)
			found |= w[i].id == id;
		listed += (size_t)found;
		if (easy && (int)len >= r.min_letters)
			CHECK(brute_on_board(&b, word, budget) == found);
	}
	CHECK(listed == boggle_solver_count(s));
done:
	boggle_solver_free(s);
	boggle_dict_free(d);
	return 0;
}
