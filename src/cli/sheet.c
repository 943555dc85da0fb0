/*
 * A sheet of boards to print: two to a row on a page as wide as A4, each
 * drawn by the library and scaled into its place, its number and line
 * form under it and, for the one who runs the game, its words.
 */
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "format.h"
#include "sheet.h"

#define SHEET_WIDTH 800
#define MARGIN 20
#define COLUMNS 2
/* a board's room: (SHEET_WIDTH - MARGIN) / COLUMNS, its margin in it */
#define SLOT 390
#define BOARD_MAX 370.0
#define LINE 15
/* characters of an answer line at the answers' size: about 6 units each */
#define LINE_CHARS 60

static void put_int(strbuf *sb, const char *before, long v)
{
	sb_puts(sb, before);
	sb_long(sb, v);
}

/* A line of text at x, y in the given class. */
static void text_open(strbuf *sb, const char *cls, int x, int y)
{
	sb_puts(sb, "<text class=\"");
	sb_puts(sb, cls);
	put_int(sb, "\" x=\"", x);
	put_int(sb, "\" y=\"", y);
	sb_puts(sb, "\">");
}

/* The answers, wrapped into lines; returns the height they take. */
static int answers(strbuf *sb, boggle_solver *solver, int x, int y)
{
	const boggle_word *w = boggle_solver_words(solver);
	size_t i, n = boggle_solver_count(solver), used = 0;
	int lines = 1;

	text_open(sb, "key", x, y);
	sb_long(sb, (long)n);
	sb_puts(sb, n == 1 ? " word, " : " words, ");
	sb_long(sb, boggle_solver_score(solver));
	sb_puts(sb, boggle_solver_score(solver) == 1 ? " point</text>" :
		" points</text>");
	for (i = 0; i < n; i++) {
		const char *word = boggle_solver_text(solver, &w[i]);
		size_t len = strlen(word) + 4;

		if (used == 0 || used + len > LINE_CHARS) {
			if (used)
				sb_puts(sb, "</text>");
			text_open(sb, "key", x, y + lines * LINE);
			lines++;
			used = 0;
		} else {
			sb_puts(sb, ", ");
		}
		sb_puts(sb, word);
		put_int(sb, " ", w[i].score);
		used += len;
	}
	if (used)
		sb_puts(sb, "</text>");
	sb_putc(sb, '\n');
	return lines * LINE;
}

void sheet_add(sheet *s, const boggle_board *board, const boggle_bonus *bonus,
	       boggle_solver *solver)
{
	char line[BOGGLE_MAX_CELLS * BOGGLE_CELL_MAX * BOGGLE_LETTER_BYTES + 1024];
	int rows = boggle_board_rows(board), cols = boggle_board_cols(board);
	/* the library's picture, scaled into its room */
	double w = cols * BOGGLE_SVG_CELL + BOGGLE_SVG_EDGE;
	double h = rows * BOGGLE_SVG_CELL + BOGGLE_SVG_EDGE;
	double scale = BOARD_MAX / (w > h ? w : h);
	int col = s->boards % COLUMNS;
	int x = MARGIN + col * SLOT, y, tall;
	strbuf *sb = &s->body;

	if (col == 0 && s->boards > 0) {
		s->row_top += s->row_tall;
		s->row_tall = 0;
	}
	y = s->row_top + MARGIN;
	s->boards++;
	snprintf(line, sizeof line, "<g transform=\"translate(%d %d) "
		 "scale(%.4f)\">", x, y, scale);
	sb_puts(sb, line);
	snprintf(line, sizeof line, "board %d", s->boards);
	format_svg(sb, board, bonus, NULL, 0, line);
	sb_puts(sb, "</g>\n");
	tall = (int)(h * scale + 0.999) + LINE + 4;
	text_open(sb, "caption", x, y + tall);
	sb_long(sb, s->boards);
	sb_puts(sb, ".  ");
	boggle_board_format(board, line, sizeof line);
	sb_puts(sb, line);
	sb_puts(sb, "</text>\n");
	if (solver)
		tall += 8 + answers(sb, solver, x, y + tall + LINE + 8);
	tall += MARGIN;
	if (tall > s->row_tall)
		s->row_tall = tall;
}

void sheet_write(sheet *s, FILE *f)
{
	int height = s->row_top + s->row_tall + MARGIN;

	fprintf(f, "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 %d "
		"%d\" width=\"%d\" height=\"%d\">\n<style>.caption{font:14px "
		"monospace;fill:#111}.key{font:11px sans-serif;fill:#333}"
		"</style>\n<rect width=\"100%%\" height=\"100%%\" fill=\"#fff\"/>\n",
		SHEET_WIDTH, height, SHEET_WIDTH, height);
	fwrite(s->body.data, 1, s->body.len, f);
	fputs("</svg>\n", f);
	sb_free(&s->body);
}
