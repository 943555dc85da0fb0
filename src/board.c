/* Boards: the one-line syntax, its canonical form, and adjacency. */
#include <ctype.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "internal.h"

static int fail(char *err, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(err, BOGGLE_ERR_MAX, fmt, ap);
	va_end(ap);
	return -1;
}

static int uneven_row(char *err, int row, int cells, int cols)
{
	return fail(err, "row %d has %d cell%s, row 1 has %d", row, cells,
		    cells == 1 ? "" : "s", cols);
}

/* How a byte is named in a message: printable as 'x', others as 0xNN. */
void name_byte(char out[8], unsigned char c)
{
	if (c > 0x20 && c < 0x7f && c != '\'')
		snprintf(out, 8, "'%c'", c);
	else if (c == ' ')
		snprintf(out, 8, "space");
	else
		snprintf(out, 8, "0x%02x", c);
}

/* Fold "qu" to "q" in place; a q without a u cannot be read. */
static int fold_qu(char *s, size_t *len)
{
	size_t i, j;

	for (i = j = 0; i < *len; i++) {
		s[j++] = s[i];
		if (s[i] == 'q') {
			if (i + 1 >= *len || s[i + 1] != 'u')
				return -1;
			i++;
		}
	}
	*len = j;
	s[j] = '\0';
	return 0;
}

/* Read one bracketed cell starting after '['; returns bytes used or -1. */
static int parse_group(boggle_cell *cell, const char *p, const char *end,
		       char *err)
{
	char buf[16];
	size_t n = 0;
	const char *s = p;
	char what[8];

	while (s < end && *s != ']') {
		if (!isalpha((unsigned char)*s) || (unsigned char)*s >= 0x80) {
			if (*s == '[' || *s == '/')
				return fail(err, "'[' without a closing ']'");
			name_byte(what, (unsigned char)*s);
			return fail(err, "%s is not a letter", what);
		}
		if (n + 1 >= sizeof buf)
			return fail(err, "a cell in [] holds at most %d letters",
				    BOGGLE_CELL_MAX);
		buf[n++] = (char)tolower((unsigned char)*s);
		s++;
	}
	if (s >= end)
		return fail(err, "'[' without a closing ']'");
	if (n == 0)
		return fail(err, "empty cell '[]'");
	buf[n] = '\0';
	if (fold_qu(buf, &n) < 0)
		return fail(err, "'[%s]': q must be followed by u", buf);
	if (n > BOGGLE_CELL_MAX)
		return fail(err, "a cell in [] holds at most %d letters",
			    BOGGLE_CELL_MAX);
	memcpy(cell->text, buf, n + 1);
	cell->len = (uint8_t)n;
	return (int)(s - p) + 1;
}

/* The side of a square of n cells, or 0 if n is not a square. */
static int square_side(int n)
{
	int side = 1;

	while (side * side < n)
		side++;
	return side * side == n ? side : 0;
}

int boggle_board_parse(boggle_board *board, const char *text, size_t len,
		       char err[BOGGLE_ERR_MAX])
{
	const char *p = text, *end = text + len;
	int n = 0, row_cells = 0, rows = 1, cols = -1, one_row = 0, qu = 0;
	char what[8];

	if (len == 0)
		return fail(err, "empty board");
	/* a trailing '/' marks a single row: "abcdefgh/" is 1x8 */
	if (len > 1 && text[len - 1] == '/' && text[len - 2] != '/') {
		end--;
		one_row = 1;
	}
	while (p < end) {
		unsigned char c = (unsigned char)*p;
		boggle_cell *cell;

		if (c == '/') {
			if (row_cells == 0)
				return fail(err, "empty row %d", rows);
			if (cols >= 0 && row_cells != cols)
				return uneven_row(err, rows, row_cells, cols);
			cols = row_cells;
			row_cells = 0;
			rows++;
			p++;
			continue;
		}
		if (c == ']')
			return fail(err, "']' without an opening '['");
		if (c != '[' && c != '.' && (!isalpha(c) || c >= 0x80)) {
			name_byte(what, c);
			return fail(err, "%s is not a letter", what);
		}
		if (n >= BOGGLE_MAX_CELLS)
			return fail(err, "more than %d cells", BOGGLE_MAX_CELLS);
		cell = &board->cells[n];
		memset(cell, 0, sizeof *cell);
		if (c == '[') {
			int used = parse_group(cell, p + 1, end, err);

			if (used < 0)
				return -1;
			p += used + 1;
		} else {
			cell->len = c == '.' ? 0 : 1;
			cell->text[0] = (char)(c == '.' ? '\0' : tolower(c));
			/* "qu" typed for the Qu face: two cells, q and u */
			qu += tolower(c) == 'u' && p > text &&
			      tolower((unsigned char)p[-1]) == 'q';
			p++;
		}
		n++;
		row_cells++;
	}
	if (cols < 0 && one_row) {
		cols = n;
	} else if (cols < 0) {
		int side = square_side(n);

		if (!side && qu && square_side(n - qu))
			return fail(err, "%d cells do not make a square ('q' "
				    "already reads Qu: write q for the Qu face)",
				    n);
		if (!side)
			return fail(err, "%d cells do not make a square "
				    "(separate rows with '/')", n);
		rows = cols = side;
	} else {
		if (row_cells == 0)
			return fail(err, "empty row %d", rows);
		if (row_cells != cols)
			return uneven_row(err, rows, row_cells, cols);
	}
	board->rows = rows;
	board->cols = cols;
	return 0;
}

size_t boggle_board_format(const boggle_board *board, char *buf, size_t size)
{
	size_t n = 0;
	int i, ncells = board->rows * board->cols;

#define PUT(ch) do { if (n + 1 < size) buf[n] = (ch); n++; } while (0)
	for (i = 0; i < ncells; i++) {
		const boggle_cell *cell = &board->cells[i];
		int k;

		if (i > 0 && i % board->cols == 0 && board->rows != board->cols)
			PUT('/');

		if (cell->len == 0) {
			PUT('.');
			continue;
		}
		if (cell->len == 1) {
			PUT(cell->text[0]);
			continue;
		}
		PUT('[');
		for (k = 0; k < cell->len; k++) {
			PUT(cell->text[k]);
			if (cell->text[k] == 'q')
				PUT('u');
		}
		PUT(']');
	}
	if (board->rows == 1 && board->cols > 1)
		PUT('/');
#undef PUT
	if (size > 0)
		buf[n < size ? n : size - 1] = '\0';
	return n;
}

int word_fold(const char *word, char *out, size_t size,
	      char err[BOGGLE_ERR_MAX])
{
	size_t i, n = 0;
	char what[8];

	for (i = 0; word[i]; i++) {
		unsigned char c = (unsigned char)word[i];

		if (!isalpha(c) || c >= 0x80) {
			name_byte(what, c);
			return fail(err, "%s is not a letter", what);
		}
		c = (unsigned char)tolower(c);
		if (c == 'q' && tolower((unsigned char)word[i + 1]) != 'u')
			return fail(err, "q must be followed by u");
		i += c == 'q';
		if (n + 1 >= size || n >= BOGGLE_WORD_MAX)
			return fail(err, "longer than %d letters",
				    BOGGLE_WORD_MAX);
		out[n++] = (char)c;
	}
	if (n == 0)
		return fail(err, "empty word");
	out[n] = '\0';
	return (int)n;
}

/* Depth first along the cells that spell the rest of the folded word. */
static int find_from(const boggle_board *b, const board_adjacency *adj,
		     int cell, const char *rest, uint8_t *used, uint16_t *path,
		     int n)
{
	const boggle_cell *c = &b->cells[cell];
	int k;

	if (c->len == 0 || used[cell] || strncmp(rest, c->text, c->len) != 0)
		return 0;
	path[n++] = (uint16_t)cell;
	if (rest[c->len] == '\0')
		return n;
	used[cell] = 1;
	/* analysis tries a board of negative rows and columns; a real
	 * one has both >= 1, so every cell's degree is set */
	/* NOLINTNEXTLINE(clang-analyzer-core.UndefinedBinaryOperatorResult) */
	for (k = 0; k < adj->degree[cell]; k++) {
		int got = find_from(b, adj, adj->next[cell][k], rest + c->len,
				    used, path, n);

		if (got) {
			used[cell] = 0;
			return got;
		}
	}
	used[cell] = 0;
	return 0;
}

int boggle_board_find(const boggle_board *board, const char *word,
		      uint16_t path[BOGGLE_MAX_CELLS], char err[BOGGLE_ERR_MAX])
{
	board_adjacency adj;
	uint8_t used[BOGGLE_MAX_CELLS] = {0};
	char folded[BOGGLE_WORD_MAX + 1];
	int cell, n;

	if (word_fold(word, folded, sizeof folded, err) < 0)
		return -1;
	board_adjacency_build(&adj, board->rows, board->cols);
	for (cell = 0; cell < board->rows * board->cols; cell++)
		if ((n = find_from(board, &adj, cell, folded, used, path, 0)) > 0)
			return n;
	return 0;
}

int boggle_cell_letters(const boggle_cell *cell)
{
	int k, letters = cell->len;

	for (k = 0; k < cell->len; k++)
		letters += cell->text[k] == 'q';
	return letters;
}

void board_adjacency_build(board_adjacency *adj, int rows, int cols)
{
	int r, c, dr, dc;

	adj->rows = rows;
	adj->cols = cols;
	for (r = 0; r < rows; r++) {
		for (c = 0; c < cols; c++) {
			int i = r * cols + c, d = 0;

			for (dr = -1; dr <= 1; dr++) {
				for (dc = -1; dc <= 1; dc++) {
					int rr = r + dr, cc = c + dc;

					if ((dr || dc) && rr >= 0 && rr < rows &&
					    cc >= 0 && cc < cols)
						adj->next[i][d++] =
							(uint16_t)(rr * cols + cc);
				}
			}
			adj->degree[i] = (uint8_t)d;
		}
	}
}
