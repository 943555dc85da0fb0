/* Output formats: text for people; tsv, summary and JSON Lines for scripts. */
#ifndef BOGGLE_FORMAT_H
#define BOGGLE_FORMAT_H

#include <stdint.h>

#include "boggle.h"
#include "strbuf.h"

/* Word id as played, then the list's own spellings if they differ. */
void format_word(strbuf *sb, const boggle_dict *dict, uint32_t id);
/* The ", \"spellings\": [...]" member of a word's JSON object, if any. */
void json_spellings(strbuf *sb, const boggle_dict *dict, uint32_t id);

/* Output formats of solve. */
typedef enum { FMT_TEXT, FMT_TSV, FMT_JSON, FMT_SUMMARY, FMT_SVG } solve_format;

int format_parse(const char *name, solve_format *out);
void format_result(strbuf *sb, solve_format fmt, const boggle_board *board,
		   const boggle_dict *dict, boggle_solver *solver);
/*
 * The board with a path marked: the letters as a grid, its cells in
 * colour if color, and beside it the order the path takes them in.
 */
void format_show(strbuf *sb, const boggle_board *board, const uint16_t *path,
		 int n, int color);

/* A path as JSON: [[row, col], ...], counted from 0. */
void format_path(strbuf *sb, const boggle_board *board, const uint16_t *path,
		 int n);

/*
 * The board as an SVG picture (the library's drawing), the squares of
 * bonus and path (n cells) marked; title names it for screen readers.
 */
void format_svg(strbuf *sb, const boggle_board *board,
		const boggle_bonus *bonus, const uint16_t *path, int n,
		const char *title);

/* The board as a grid for people: upper case, Qu, Th, '.' for blanks. */
void format_grid(strbuf *sb, const boggle_board *board);

#endif
