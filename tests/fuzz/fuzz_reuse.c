/*
 * One solver reused across boards of different shapes and rules must
 * give, board after board, what a fresh solver gives.  Input: boards on
 * the first line separated by spaces, each led by a digit that picks its
 * rules (0 to 9, below); one word a line after it.
 */
#include <errno.h>
#include <string.h>

#include "fuzz.h"

#define MAX_BOARDS 8

/* Rules by digit: the editions, their minimums lowered, letters. */
static boggle_rules rules_for(int digit, const boggle_board *b,
			      boggle_bonus *bonus)
{
	static const char marks[] = ".dtDT";
	boggle_rules r;
	int i;

	switch (digit % 5) {
	case 0:
		r = boggle_rules_for_shape(b->rows, b->cols);
		break;
	case 1:
		r = boggle_rules_for_shape(6, 6);
		break;
	case 2:
		r = boggle_rules_letters(NULL);
		break;
	default:
		/* a bonus square of every kind, in turn */
		bonus->rows = b->rows;
		bonus->cols = b->cols;
		for (i = 0; i < b->rows * b->cols; i++)
			bonus->cells[i] = marks[(i + digit) % 5];
		r = boggle_rules_letters(bonus);
		break;
	}
	if (digit >= 5)
		r.min_letters = 1;
	return r;
}

static void same_results(boggle_solver *reused, boggle_solver *fresh)
{
	const boggle_word *a = boggle_solver_words(reused);
	const boggle_word *b = boggle_solver_words(fresh);
	const uint16_t *pa = boggle_solver_paths(reused);
	const uint16_t *pb = boggle_solver_paths(fresh);
	size_t i;

	CHECK(boggle_solver_count(reused) == boggle_solver_count(fresh));
	CHECK(boggle_solver_score(reused) == boggle_solver_score(fresh));
	for (i = 0; i < boggle_solver_count(fresh); i++) {
		CHECK(a[i].id == b[i].id && a[i].score == b[i].score);
		CHECK(a[i].letters == b[i].letters);
		CHECK(a[i].path_len == b[i].path_len);
		CHECK(memcmp(pa + a[i].path, pb + b[i].path,
			     a[i].path_len * sizeof *pa) == 0);
	}
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	const char *text = (const char *)data;
	const char *nl = memchr(text, '\n', size);
	size_t line_len = nl ? (size_t)(nl - text) : size, at = 0;
	boggle_board boards[MAX_BOARDS];
	boggle_bonus bonuses[MAX_BOARDS];
	boggle_rules rules[MAX_BOARDS];
	char err[BOGGLE_ERR_MAX];
	boggle_solver *reused;
	boggle_dict *d;
	int n = 0, i;

	while (at < line_len && n < MAX_BOARDS) {
		const char *sp = memchr(text + at, ' ', line_len - at);
		size_t len = sp ? (size_t)(sp - (text + at)) : line_len - at;

		if (len < 2 || text[at] < '0' || text[at] > '9' ||
		    boggle_board_parse(&boards[n], NULL, text + at + 1, len - 1,
				       err) != BOGGLE_OK)
			return 0;
		rules[n] = rules_for(text[at] - '0', &boards[n], &bonuses[n]);
		n++;
		at += len + 1;
	}
	d = t_dict(NULL, nl ? nl + 1 : "", nl ? size - line_len - 1 : 0,
				  NULL);
	if (!d)
		return 0;
	reused = t_solver(d);
	CHECK(reused);
	for (i = 0; i < n; i++) {
		boggle_solver *fresh = t_solver(d);
		boggle_code got;

		CHECK(fresh);
		/* a search that gives up (a hostile list) does so either way,
		 * and leaves nothing behind for the next board */
		got = boggle_solve(reused, &boards[i], &rules[i]);
		CHECK(got == BOGGLE_OK || got == BOGGLE_GAVE_UP);
		CHECK(boggle_solve(fresh, &boards[i], &rules[i]) == got);
		if (got != BOGGLE_OK) {
			boggle_solver_free(fresh);
			continue;
		}
		/* half the time, take the count before the sorted words */
		if (data[0] & 1)
			CHECK(boggle_solver_count(reused) ==
			      boggle_solver_count(fresh));
		same_results(reused, fresh);
		boggle_solver_free(fresh);
	}
	boggle_solver_free(reused);
	boggle_dict_free(d);
	return 0;
}
