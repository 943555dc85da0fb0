/* Output formats: text for people, tsv, summary and JSON Lines for programs. */
#include <stdio.h>
#include <string.h>

#include "cli.h"

int format_parse(const char *name, solve_format *out)
{
	static const struct {
		const char *name;
		solve_format fmt;
	} names[] = {
		{"text", FMT_TEXT}, {"tsv", FMT_TSV},
		{"json", FMT_JSON}, {"summary", FMT_SUMMARY},
	};
	size_t i;

	for (i = 0; i < sizeof names / sizeof names[0]; i++) {
		if (strcmp(names[i].name, name) == 0) {
			*out = names[i].fmt;
			return 0;
		}
	}
	return -1;
}

void json_string(strbuf *sb, const char *s)
{
	sb_putc(sb, '"');
	for (; *s; s++) {
		unsigned char c = (unsigned char)*s;

		if (c == '"' || c == '\\') {
			sb_putc(sb, '\\');
			sb_putc(sb, (char)c);
		} else if (c < 0x20) {
			char esc[8];

			snprintf(esc, sizeof esc, "\\u%04x", c);
			sb_puts(sb, esc);
		} else {
			sb_putc(sb, (char)c);
		}
	}
	sb_putc(sb, '"');
}

/* A cell as printed on a grid: "A", "Qu", "Th", or "." for a blank. */
static int cell_face(const boggle_cell *cell, char out[2 * BOGGLE_CELL_MAX + 1])
{
	int k, n = 0;

	if (cell->len == 0)
		out[n++] = '.';
	for (k = 0; k < cell->len; k++) {
		char c = cell->text[k];

		out[n++] = (char)(k == 0 ? c - 'a' + 'A' : c);
		if (c == 'q')
			out[n++] = 'u';
	}
	out[n] = '\0';
	return n;
}

void format_grid(strbuf *sb, const boggle_board *board)
{
	char face[2 * BOGGLE_CELL_MAX + 1];
	int i, width = 1, ncells = board->rows * board->cols;

	for (i = 0; i < ncells; i++) {
		int w = cell_face(&board->cells[i], face);

		if (w > width)
			width = w;
	}
	for (i = 0; i < ncells; i++) {
		int w = cell_face(&board->cells[i], face);
		int last = (i + 1) % board->cols == 0;

		sb_put(sb, face, (size_t)w);
		if (last) {
			sb_putc(sb, '\n');
			continue;
		}
		for (; w <= width; w++)
			sb_putc(sb, ' ');
	}
}

void format_show(strbuf *sb, const boggle_board *board, const uint16_t *path,
		 int n, int color)
{
	char face[2 * BOGGLE_CELL_MAX + 1];
	int order[BOGGLE_MAX_CELLS] = {0};
	int i, width = 1, ncells = board->rows * board->cols;
	int num_width = n >= 100 ? 3 : n >= 10 ? 2 : 1;

	for (i = 0; i < n; i++)
		order[path[i]] = i + 1;
	for (i = 0; i < ncells; i++) {
		int w = cell_face(&board->cells[i], face);

		if (w > width)
			width = w;
	}
	for (i = 0; i < ncells; i += board->cols) {
		int c, w;

		/* the letters, the path's cells picked out in colour */
		for (c = 0; c < board->cols; c++) {
			w = cell_face(&board->cells[i + c], face);
			if (color && order[i + c])
				sb_puts(sb, "\033[1;33m");
			sb_put(sb, face, (size_t)w);
			if (color && order[i + c])
				sb_puts(sb, "\033[0m");
			for (; w <= width; w++)
				sb_putc(sb, ' ');
		}
		/* then the order of the path through them */
		sb_puts(sb, "   ");
		for (c = 0; c < board->cols; c++) {
			char num[8];
			int len = order[i + c] ?
				  snprintf(num, sizeof num, "%d", order[i + c]) :
				  snprintf(num, sizeof num, ".");

			for (w = len; w < num_width; w++)
				sb_putc(sb, ' ');
			if (color && order[i + c])
				sb_puts(sb, "\033[1;33m");
			sb_put(sb, num, (size_t)len);
			if (color && order[i + c])
				sb_puts(sb, "\033[0m");
			sb_putc(sb, c + 1 < board->cols ? ' ' : '\n');
		}
	}
}

static void put_board(strbuf *sb, const boggle_board *board)
{
	char line[BOARD_TEXT_MAX];
	size_t n = boggle_board_format(board, line, sizeof line);

	sb_put(sb, line, n < sizeof line ? n : sizeof line - 1);
}

static void put_word(strbuf *sb, const boggle_dict *dict, uint32_t id)
{
	char word[2 * BOGGLE_WORD_MAX + 1];
	size_t n = boggle_dict_word(dict, id, word, sizeof word);

	sb_put(sb, word, n < sizeof word ? n : sizeof word - 1);
}

static void format_text(strbuf *sb, const boggle_board *board,
			const boggle_dict *dict, boggle_solver *solver)
{
	const boggle_word *words = boggle_solver_words(solver);
	size_t i, count = boggle_solver_count(solver);
	int width = 0;

	format_grid(sb, board);
	sb_putc(sb, '\n');
	for (i = 0; i < count; i++)
		if (words[i].letters > width)
			width = words[i].letters;
	for (i = 0; i < count; i++) {
		int pad;

		put_word(sb, dict, words[i].id);
		for (pad = words[i].letters; pad < width + 2; pad++)
			sb_putc(sb, ' ');
		sb_long(sb, words[i].score);
		sb_putc(sb, '\n');
	}
	if (count)
		sb_putc(sb, '\n');
	sb_long(sb, (long)count);
	sb_puts(sb, count == 1 ? " word, " : " words, ");
	sb_long(sb, boggle_solver_score(solver));
	sb_puts(sb, boggle_solver_score(solver) == 1 ? " point\n" : " points\n");
}

static void format_tsv(strbuf *sb, const boggle_board *board,
		       const boggle_dict *dict, boggle_solver *solver)
{
	const boggle_word *words = boggle_solver_words(solver);
	size_t i, count = boggle_solver_count(solver);

	for (i = 0; i < count; i++) {
		put_board(sb, board);
		sb_putc(sb, '\t');
		put_word(sb, dict, words[i].id);
		sb_putc(sb, '\t');
		sb_long(sb, words[i].score);
		sb_putc(sb, '\n');
	}
}

static void format_summary(strbuf *sb, const boggle_board *board,
			   boggle_solver *solver)
{
	put_board(sb, board);
	sb_putc(sb, '\t');
	sb_long(sb, (long)boggle_solver_count(solver));
	sb_putc(sb, '\t');
	sb_long(sb, boggle_solver_score(solver));
	sb_putc(sb, '\n');
}

/* Boards and words hold only letters, '[', ']', '.' and '/': no escaping. */
static void format_json(strbuf *sb, const boggle_board *board,
			const boggle_dict *dict, boggle_solver *solver)
{
	const boggle_word *words = boggle_solver_words(solver);
	const uint16_t *paths = boggle_solver_paths(solver);
	size_t i, count = boggle_solver_count(solver);

	sb_puts(sb, "{\"board\": \"");
	put_board(sb, board);
	sb_puts(sb, "\", \"rows\": ");
	sb_long(sb, board->rows);
	sb_puts(sb, ", \"cols\": ");
	sb_long(sb, board->cols);
	sb_puts(sb, ", \"count\": ");
	sb_long(sb, (long)count);
	sb_puts(sb, ", \"score\": ");
	sb_long(sb, boggle_solver_score(solver));
	sb_puts(sb, ", \"words\": [");
	for (i = 0; i < count; i++) {
		const uint16_t *path = paths + words[i].path;
		int k;

		sb_puts(sb, i ? ", {\"word\": \"" : "{\"word\": \"");
		put_word(sb, dict, words[i].id);
		sb_puts(sb, "\", \"score\": ");
		sb_long(sb, words[i].score);
		sb_puts(sb, ", \"path\": [");
		for (k = 0; k < words[i].path_len; k++) {
			sb_puts(sb, k ? ", [" : "[");
			sb_long(sb, path[k] / board->cols);
			sb_puts(sb, ", ");
			sb_long(sb, path[k] % board->cols);
			sb_putc(sb, ']');
		}
		sb_puts(sb, "]}");
	}
	sb_puts(sb, "]}\n");
}

void format_result(strbuf *sb, solve_format fmt, const boggle_board *board,
		   const boggle_dict *dict, boggle_solver *solver)
{
	switch (fmt) {
	case FMT_TEXT:
		format_text(sb, board, dict, solver);
		break;
	case FMT_TSV:
		format_tsv(sb, board, dict, solver);
		break;
	case FMT_SUMMARY:
		format_summary(sb, board, solver);
		break;
	case FMT_JSON:
		format_json(sb, board, dict, solver);
		break;
	}
}
