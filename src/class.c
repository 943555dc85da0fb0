/* Board classes: each cell a set of tiles, read and written as text. */
#include <stdio.h>
#include <stdlib.h>

#include "prove.h"

static int fail(char *err, const char *what, int cell)
{
	snprintf(err, BOGGLE_ERR_MAX, "cell %d: %s", cell, what);
	return -1;
}

/* One cell's tiles, read as a one-row board of them. */
static int cell_parse(boggle_class *cls, int cell, const char *text,
		      size_t len, char err[BOGGLE_ERR_MAX])
{
	boggle_board row;
	char buf[4 * CLASS_TILES_MAX * 8 + 2], why[BOGGLE_ERR_MAX];
	int i, j;

	if (len + 2 > sizeof buf)
		return fail(err, "too many tiles", cell + 1);
	memcpy(buf, text, len);
	buf[len] = '/';
	if (board_parse(&row, cls->lang, buf, len + 1, why) < 0) {
		snprintf(err, BOGGLE_ERR_MAX, "cell %d: %.100s", cell + 1, why);
		return -1;
	}
	if (row.cols > CLASS_TILES_MAX)
		return fail(err, "more than 64 tiles", cell + 1);
	for (i = 0; i < row.cols; i++) {
		if (row.cells[i].len == 0)
			return fail(err, "a blank is no tile", cell + 1);
		for (j = 0; j < i; j++)
			if (!cell_cmp(&row.cells[i], &row.cells[j]))
				return fail(err, "a tile twice", cell + 1);
		cls->tiles[cell][i] = row.cells[i];
	}
	cls->ntiles[cell] = (uint8_t)row.cols;
	return 0;
}

static int class_parse(boggle_class *cls, const char *text, size_t len,
		       char err[BOGGLE_ERR_MAX])
{
	int ncells = cls->rows * cls->cols, n = 0;
	size_t i = 0;

	while (i < len) {
		size_t start;

		if (text[i] == ' ' || text[i] == '\t' || text[i] == '\n' ||
		    text[i] == '/') {
			i++;
			continue;
		}
		start = i;
		while (i < len && text[i] != ' ' && text[i] != '\t' &&
		       text[i] != '\n' && text[i] != '/')
			i++;
		if (n == ncells) {
			snprintf(err, BOGGLE_ERR_MAX, "more than %d cells", ncells);
			return -1;
		}
		if (cell_parse(cls, n, text + start, i - start, err) < 0)
			return -1;
		n++;
	}
	if (n < ncells) {
		snprintf(err, BOGGLE_ERR_MAX, "%d cells, not %d (%dx%d)%s", n,
			 ncells, cls->rows, cls->cols,
			 n ? "" : ": a cell may not be empty");
		return -1;
	}
	return 0;
}

boggle_code boggle_class_parse(boggle_class **cls, const boggle_lang *lang,
			       int rows, int cols, const char *text,
			       size_t len, char msg[BOGGLE_ERR_MAX])
{
	char err[BOGGLE_ERR_MAX];
	boggle_class *c;

	if (!cls)
		return error_say(msg, BOGGLE_MISUSE, NULL);
	*cls = NULL;
	if (!text && len)
		return error_say(msg, BOGGLE_MISUSE, NULL);
	if (rows < 1 || cols < 1)
		return error_say(msg, BOGGLE_MISUSE, "a class has a cell or more");
	/* each side checked before their product, which could overflow */
	if (rows > PROVE_MAX_CELLS || cols > PROVE_MAX_CELLS ||
	    rows * cols > PROVE_MAX_CELLS)
		return error_say(msg, BOGGLE_TOO_LARGE,
				 "a class has at most 25 cells");
	if (!(c = calloc(1, sizeof *c)))
		return error_say(msg, BOGGLE_NOMEM, NULL);
	c->rows = rows;
	c->cols = cols;
	c->lang = lang_of(lang);
	if (class_parse(c, text, len, err) < 0) {
		free(c);
		return error_say(msg, BOGGLE_SYNTAX, err);
	}
	*cls = c;
	return BOGGLE_OK;
}

void boggle_class_free(boggle_class *cls)
{
	free(cls);
}

size_t boggle_class_format(const boggle_class *cls, char *buf, size_t size)
{
	boggle_board row;
	size_t n = 0;
	int i;

	memset(&row, 0, sizeof row);
	row.lang = cls->lang;
	row.rows = 1;
	for (i = 0; i < cls->rows * cls->cols; i++) {
		char text[CLASS_TILES_MAX * 16];
		size_t k;

		row.cols = cls->ntiles[i];
		memcpy(row.cells, cls->tiles[i],
		       cls->ntiles[i] * sizeof row.cells[0]);
		k = boggle_board_format(&row, text, sizeof text);
		if (k >= sizeof text)
			k = sizeof text - 1;
		/* a row's text ends in '/', which marks it a row: not wanted */
		if (k > 1 && text[k - 1] == '/')
			k--;
		/* one row prints as one, unless it is 1x1 */
		n += (size_t)snprintf(n < size ? buf + n : NULL,
				      n < size ? size - n : 0, "%s%s%.*s",
				      i == 0 ? "" : " ",
				      i > 0 && i % cls->cols == 0 ? "/ " : "",
				      (int)k, text);
	}
	if (size && n >= size)
		buf[size - 1] = '\0';
	return n;
}

double boggle_class_boards(const boggle_class *cls)
{
	double n = 1;
	int i;

	for (i = 0; i < cls->rows * cls->cols; i++)
		n *= cls->ntiles[i];
	return n;
}

int boggle_class_tiles(const boggle_class *cls, int cell)
{
	return cls && cell >= 0 && cell < cls->rows * cls->cols ?
		       cls->ntiles[cell] :
		       0;
}

/* Whether cell i of a holds only tiles that cell i of b holds. */
static int cell_within(const boggle_class *a, const boggle_class *b, int i)
{
	int s, t;

	for (s = 0; s < a->ntiles[i]; s++) {
		for (t = 0; t < b->ntiles[i]; t++)
			if (!cell_cmp(&a->tiles[i][s], &b->tiles[i][t]))
				break;
		if (t == b->ntiles[i])
			return 0;
	}
	return 1;
}

int boggle_class_within(const boggle_class *a, const boggle_class *b)
{
	int i;

	if (!a || !b || a->rows != b->rows || a->cols != b->cols)
		return 0;
	for (i = 0; i < a->rows * a->cols; i++)
		if (!cell_within(a, b, i))
			return 0;
	return 1;
}

int boggle_class_disjoint(const boggle_class *a, const boggle_class *b)
{
	int i, s, t;

	if (!a || !b || a->rows != b->rows || a->cols != b->cols)
		return 1;
	/* boxes meet unless some cell's tiles do not */
	for (i = 0; i < a->rows * a->cols; i++) {
		for (s = 0; s < a->ntiles[i]; s++) {
			for (t = 0; t < b->ntiles[i]; t++)
				if (!cell_cmp(&a->tiles[i][s], &b->tiles[i][t]))
					break;
			if (t < b->ntiles[i])
				break;
		}
		if (s == a->ntiles[i])
			return 1;
	}
	return 0;
}

boggle_code boggle_class_minus(const boggle_class *a, const boggle_class *b,
			       boggle_class *out[PROVE_MAX_CELLS], int *n)
{
	boggle_class cur;
	int i, s, t;

	*n = 0;
	if (!a || !b || a->rows != b->rows || a->cols != b->cols)
		return BOGGLE_MISUSE;
	if (boggle_class_disjoint(a, b)) {
		if (!(out[0] = malloc(sizeof *out[0])))
			return BOGGLE_NOMEM;
		*out[0] = *a;
		*n = 1;
		return BOGGLE_OK;
	}
	/*
	 * Cell by cell: the boards of a that leave b first at cell i are
	 * those whose cells before i are in b and whose cell i is not.
	 */
	cur = *a;
	for (i = 0; i < a->rows * a->cols; i++) {
		boggle_class piece = cur;
		int in = 0, out_n = 0;

		/* cell i's tiles of b kept in cur, the others in piece */
		for (s = 0; s < piece.ntiles[i]; s++) {
			for (t = 0; t < b->ntiles[i]; t++)
				if (!cell_cmp(&piece.tiles[i][s], &b->tiles[i][t]))
					break;
			if (t < b->ntiles[i])
				cur.tiles[i][in++] = piece.tiles[i][s];
			else
				piece.tiles[i][out_n++] = piece.tiles[i][s];
		}
		cur.ntiles[i] = (uint8_t)in;
		piece.ntiles[i] = (uint8_t)out_n;
		if (!out_n)
			continue;
		if (!(out[*n] = malloc(sizeof *out[*n]))) {
			while (*n)
				free(out[--*n]);
			return BOGGLE_NOMEM;
		}
		*out[(*n)++] = piece;
	}
	return BOGGLE_OK;
}
