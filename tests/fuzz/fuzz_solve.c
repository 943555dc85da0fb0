/*
 * Solve arbitrary boards against a small word list, checked against a
 * brute force that tries paths with no dictionary at all.  Input: the
 * board on the first line, one word a line after it; the first byte also
 * picks the shortest word (1 to 4 letters).
 */
#include <string.h>

#include "fuzz.h"

/*
 * Keep each run quick: every path is a prefix when a board of one letter
 * meets a long word of it, and paths grow exponentially with length (a
 * 5x5 board has 1.8e9 paths of 15 cells), for any solver.
 */
#define MAX_CELLS 25
#define MAX_WORD 10
#define BUDGET 200000      /* brute-force steps a word may take */

typedef struct brute {
	const boggle_board *b;
	char used[BOGGLE_MAX_CELLS];
	long steps;
} brute;

static int touches(const boggle_board *b, int x, int y)
{
	int dr = x / b->cols - y / b->cols, dc = x % b->cols - y % b->cols;

	return x != y && dr >= -1 && dr <= 1 && dc >= -1 && dc <= 1;
}

/* 1 found, 0 not, -1 gave up */
static int from(brute *br, int cell, const char *rest)
{
	const boggle_cell *c = &br->b->cells[cell];
	char text[8];
	int k, m = 0, next, r = 0;

	if (++br->steps > BUDGET)
		return -1;
	for (k = 0; k < c->len; k++) {
		text[m++] = c->text[k];
		if (c->text[k] == 'q')
			text[m++] = 'u';
	}
	if (m == 0 || strncmp(rest, text, (size_t)m) != 0)
		return 0;
	if (rest[m] == '\0')
		return 1;
	br->used[cell] = 1;
	for (next = 0; next < br->b->rows * br->b->cols && r == 0; next++)
		if (!br->used[next] && touches(br->b, cell, next))
			r = from(br, next, rest + m);
	br->used[cell] = 0;
	return r;
}

static int on_board(const boggle_board *b, const char *word)
{
	brute br;
	int cell, r = 0;

	memset(&br, 0, sizeof br);
	br.b = b;
	for (cell = 0; cell < b->rows * b->cols && r == 0; cell++)
		r = from(&br, cell, word);
	return r;
}

/* The list without its lines longer than MAX_WORD. */
static boggle_dict *short_words(const char *text, size_t size)
{
	char *kept = malloc(size + 1);
	size_t i = 0, n = 0;
	boggle_dict *d;

	if (!kept)
		return NULL;
	while (i < size) {
		const char *nl = memchr(text + i, '\n', size - i);
		size_t len = nl ? (size_t)(nl - (text + i)) : size - i;

		if (len <= MAX_WORD) {
			memcpy(kept + n, text + i, len);
			n += len;
			kept[n++] = '\n';
		}
		i += len + 1;
	}
	d = boggle_dict_from_text(kept, n, NULL);
	free(kept);
	return d;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	const char *text = (const char *)data;
	const char *nl = memchr(text, '\n', size);
	size_t board_len = nl ? (size_t)(nl - text) : size;
	boggle_board b;
	boggle_rules r = boggle_rules_classic();
	boggle_dict *d;
	boggle_solver *s;
	char err[BOGGLE_ERR_MAX];
	const boggle_word *w;
	uint32_t id;
	size_t i, listed = 0;

	if (size == 0 || boggle_board_parse(&b, text, board_len, err) < 0 ||
	    b.rows * b.cols > MAX_CELLS)
		return 0;
	d = short_words(nl ? nl + 1 : "", nl ? size - board_len - 1 : 0);
	if (!d)
		return 0;
	s = boggle_solver_new(d);
	CHECK(s);
	r.min_letters = 1 + data[0] % 4;
	CHECK(boggle_solve(s, &b, &r) == 0);
	w = boggle_solver_words(s);
	for (i = 0; i < boggle_solver_count(s); i++) {
		char word[2 * BOGGLE_WORD_MAX + 2];
		uint16_t path[BOGGLE_MAX_CELLS];
		const uint16_t *p = boggle_solver_paths(s) + w[i].path;
		int k, letters = 0;

		boggle_dict_word(d, w[i].id, word, sizeof word);
		CHECK((int)strlen(word) == w[i].letters);
		CHECK(w[i].letters >= r.min_letters);
		CHECK(w[i].score == boggle_score_letters(&r, w[i].letters));
		CHECK(i == 0 || w[i - 1].score > w[i].score ||
		      (w[i - 1].score == w[i].score && w[i - 1].id < w[i].id));
		/* the reported path spells the word, cell by cell */
		for (k = 0; k < w[i].path_len; k++) {
			CHECK(k == 0 || touches(&b, p[k - 1], p[k]));
			letters += boggle_cell_letters(&b.cells[p[k]]);
		}
		CHECK(letters == w[i].letters);
		CHECK(boggle_board_find(&b, word, path, err) > 0);
	}
	/* and every listed word the brute force finds is in the result */
	for (id = 0; id < boggle_dict_count(d); id++) {
		char word[2 * BOGGLE_WORD_MAX + 2];
		size_t len = boggle_dict_word(d, id, word, sizeof word);
		int found = 0, brute_says;

		for (i = 0; i < boggle_solver_count(s); i++)
			found |= w[i].id == id;
		listed += (size_t)found;
		if (len > MAX_WORD || (int)len < r.min_letters)
			continue;
		brute_says = on_board(&b, word);
		if (brute_says >= 0)
			CHECK(brute_says == found);
	}
	CHECK(listed == boggle_solver_count(s));
	boggle_solver_free(s);
	boggle_dict_free(d);
	return 0;
}
