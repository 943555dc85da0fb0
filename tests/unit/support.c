#include <stdlib.h>
#include <string.h>

#include "support.h"

FILE *shared_open(const char *relpath)
{
	char path[4096];

	snprintf(path, sizeof path, "%s/%s", BOGGLE_SHARED_DIR, relpath);
	return fopen(path, "rb");
}

boggle_dict *shared_dict(const char *name)
{
	char path[4096];

	snprintf(path, sizeof path, "%s/dicts/%s", BOGGLE_SHARED_DIR, name);
	return t_load(NULL, path, NULL);
}

void parse_ok(boggle_board *b, const char *text)
{
	char err[BOGGLE_ERR_MAX] = "";
	int rc = boggle_board_parse(b, NULL, text, strlen(text), err);

	if (rc != 0)
		print_error("parse '%s': %s\n", text, err);
	assert_int_equal(rc, 0);
}

void cell_reading(const boggle_cell *cell, char out[8])
{
	int k, n = 0;

	/* English letters are 'A' .. 'Z' inside; Q is the Qu face */
	for (k = 0; k < cell->len; k++) {
		out[n++] = (char)(cell->letters[k] | 0x20);
		if (cell->letters[k] == 'Q')
			out[n++] = 'u';
	}
	out[n] = '\0';
}

/*
 * What a cell of b reads: in English by cell_reading, in another language
 * as the board writes it, lowercase ("ch", "ñ", "l·l").
 */
static void reading(const boggle_board *b, int cell, char *out, size_t size)
{
	if (!b->lang || b->lang == boggle_lang_english())
		cell_reading(&b->cells[cell], out);
	else if (boggle_board_cell(b, cell, 0, out, size) >= size)
		out[0] = '\0';
}

static int touches(const boggle_board *b, int x, int y)
{
	int dr = x / b->cols - y / b->cols, dc = x % b->cols - y % b->cols;

	return x != y && dr >= -1 && dr <= 1 && dc >= -1 && dc <= 1;
}

static int brute_from(const boggle_board *b, int cell, const char *rest,
		      char *used)
{
	char text[32];
	size_t n;
	int next, found = 0;

	reading(b, cell, text, sizeof text);
	n = strlen(text);
	if (n == 0 || strncmp(rest, text, n) != 0)
		return 0;
	if (rest[n] == '\0')
		return 1;
	used[cell] = 1;
	for (next = 0; next < b->rows * b->cols && !found; next++)
		if (!used[next] && touches(b, cell, next))
			found = brute_from(b, next, rest + n, used);
	used[cell] = 0;
	return found;
}

int brute_has_word(const boggle_board *b, const char *word)
{
	char used[BOGGLE_MAX_CELLS] = {0};
	int cell;

	for (cell = 0; cell < b->rows * b->cols; cell++)
		if (brute_from(b, cell, word, used))
			return 1;
	return 0;
}

typedef struct best_search {
	const boggle_board *b;
	path_scorer score;
	const void *arg;
	uint16_t path[BOGGLE_MAX_CELLS];
	char used[BOGGLE_MAX_CELLS];
	long best;
} best_search;

static void best_from(best_search *s, int cell, const char *rest, int n)
{
	char text[32];
	size_t len;
	int next;

	reading(s->b, cell, text, sizeof text);
	len = strlen(text);
	if (len == 0 || strncmp(rest, text, len) != 0)
		return;
	s->path[n++] = (uint16_t)cell;
	if (rest[len] == '\0') {
		long v = s->score(s->b, s->path, n, s->arg);

		if (v > s->best)
			s->best = v;
		return;
	}
	s->used[cell] = 1;
	for (next = 0; next < s->b->rows * s->b->cols; next++)
		if (!s->used[next] && touches(s->b, cell, next))
			best_from(s, next, rest + len, n);
	s->used[cell] = 0;
}

long brute_best_path(const boggle_board *b, const char *word,
		     path_scorer score, const void *arg)
{
	best_search s;
	int cell;

	memset(&s, 0, sizeof s);
	s.b = b;
	s.score = score;
	s.arg = arg;
	s.best = -1;
	for (cell = 0; cell < b->rows * b->cols; cell++)
		best_from(&s, cell, word, 0);
	return s.best;
}

int path_spells(const boggle_board *b, const uint16_t *path, int n,
		const char *word)
{
	char used[BOGGLE_MAX_CELLS] = {0}, text[32];
	size_t at = 0;
	int i;

	for (i = 0; i < n; i++) {
		size_t len;

		if (path[i] >= b->rows * b->cols || used[path[i]])
			return 0;
		if (i > 0 && !touches(b, path[i - 1], path[i]))
			return 0;
		used[path[i]] = 1;
		reading(b, path[i], text, sizeof text);
		len = strlen(text);
		if (len == 0 || strncmp(word + at, text, len) != 0)
			return 0;
		at += len;
	}
	return word[at] == '\0';
}

int classic_points(int letters)
{
	switch (letters) {
	case 0: return 0;
	case 1: case 2: case 3: case 4: return 1;
	case 5: return 2;
	case 6: return 3;
	case 7: return 5;
	default: return 11;
	}
}
