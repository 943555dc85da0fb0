/* Output formats: text for people, tsv, summary and JSON Lines for programs. */
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "boards.h"
#include "boggle.h"
#include "format.h"
#include "messages.h"
#include "strbuf.h"
#include "text.h"

int format_parse(const char *name, solve_format *out)
{
	static const struct {
		const char *name;
		solve_format fmt;
	} names[] = {
		{"text", FMT_TEXT}, {"tsv", FMT_TSV},
		{"json", FMT_JSON}, {"summary", FMT_SUMMARY},
		{"svg", FMT_SVG},
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

/* The longest face: every letter of a cell at its longest. */
#define FACE_MAX ((size_t)BOGGLE_CELL_MAX * BOGGLE_LETTER_BYTES)

/* A cell as printed on a grid: "A", "Qu", "Th", or "." for a blank. */
static int cell_face(const boggle_board *board, int i,
		     char out[FACE_MAX + 1],
		     int *width)
{
	size_t n = boggle_board_cell(board, i, 1, out, FACE_MAX + 1);

	if (n == 0) {
		out[0] = '.';
		out[1] = '\0';
		*width = 1;
		return 1;
	}
	if (n > FACE_MAX)
		n = FACE_MAX;
	*width = text_width(out, n);
	return (int)n;
}

void format_grid(strbuf *sb, const boggle_board *board)
{
	char face[FACE_MAX + 1];
	int i, w, width = 1;
	int ncells = boggle_board_rows(board) * boggle_board_cols(board);

	for (i = 0; i < ncells; i++) {
		cell_face(board, i, face, &w);
		if (w > width)
			width = w;
	}
	for (i = 0; i < ncells; i++) {
		int n = cell_face(board, i, face, &w);
		int last = (i + 1) % boggle_board_cols(board) == 0;

		sb_put(sb, face, (size_t)n);
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
	char face[FACE_MAX + 1];
	int order[BOGGLE_MAX_CELLS] = {0};
	int i, w, width = 1;
	int ncells = boggle_board_rows(board) * boggle_board_cols(board);
	int num_width = n >= 100 ? 3 : n >= 10 ? 2 : 1;

	for (i = 0; i < n; i++)
		order[path[i]] = i + 1;
	for (i = 0; i < ncells; i++) {
		cell_face(board, i, face, &w);
		if (w > width)
			width = w;
	}
	for (i = 0; i < ncells; i += boggle_board_cols(board)) {
		int c, len;

		/* the letters, the path's cells picked out in colour */
		for (c = 0; c < boggle_board_cols(board); c++) {
			len = cell_face(board, i + c, face, &w);
			if (color && order[i + c])
				sb_puts(sb, "\033[1;33m");
			sb_put(sb, face, (size_t)len);
			if (color && order[i + c])
				sb_puts(sb, "\033[0m");
			for (; w <= width; w++)
				sb_putc(sb, ' ');
		}
		/* then the order of the path through them */
		sb_puts(sb, "   ");
		for (c = 0; c < boggle_board_cols(board); c++) {
			char num[8];

			len = order[i + c] ?
				  snprintf(num, sizeof num, "%d", order[i + c]) :
				  snprintf(num, sizeof num, ".");
			for (w = len; w < num_width; w++)
				sb_putc(sb, ' ');
			if (color && order[i + c])
				sb_puts(sb, "\033[1;33m");
			sb_put(sb, num, (size_t)len);
			if (color && order[i + c])
				sb_puts(sb, "\033[0m");
			sb_putc(sb, c + 1 < boggle_board_cols(board) ? ' ' : '\n');
		}
	}
}

static void put_board(strbuf *sb, const boggle_board *board)
{
	char line[BOARD_TEXT_MAX];
	size_t n = boggle_board_format(board, line, sizeof line);

	sb_put(sb, line, n < sizeof line ? n : sizeof line - 1);
}

/* Word id as played. */
static void put_word(strbuf *sb, const boggle_dict *dict, uint32_t id)
{
	char word[BOGGLE_WORD_TEXT_MAX];
	size_t n = boggle_dict_word(dict, id, word, sizeof word);

	sb_put(sb, word, n < sizeof word ? n : sizeof word - 1);
}

/*
 * Word id as played, then the list's own spellings that differ from it,
 * so that the player sees the real word: "eleve (élève, élevé)"; a
 * spelling the same as the word is no news ("calo (caló)", where the
 * list has calo too).  Into sb, if not NULL; returns the columns it
 * takes.
 */
static int put_spelled(strbuf *sb, const boggle_dict *dict, uint32_t id)
{
	char word[BOGGLE_WORD_TEXT_MAX];
	size_t n = boggle_dict_word(dict, id, word, sizeof word);
	const char *s;
	int k, width, shown = 0;

	if (n >= sizeof word)
		n = sizeof word - 1;
	if (sb)
		sb_put(sb, word, n);
	width = text_width(word, n);
	for (k = 0; (s = boggle_dict_spelling(dict, id, k)) != NULL; k++) {
		if (strcmp(s, word) == 0)
			continue;
		if (sb) {
			sb_puts(sb, shown ? ", " : " (");
			sb_text(sb, s);
		}
		width += 2 + text_width(s, strlen(s));
		shown++;
	}
	if (shown && sb)
		sb_putc(sb, ')');
	return width + (shown > 0);
}

void format_word(strbuf *sb, const boggle_dict *dict, uint32_t id)
{
	put_spelled(sb, dict, id);
}

/* The "spellings" member of a word's JSON object, if it has any. */
void json_spellings(strbuf *sb, const boggle_dict *dict, uint32_t id)
{
	const char *s;
	int k;

	for (k = 0; (s = boggle_dict_spelling(dict, id, k)) != NULL; k++) {
		sb_puts(sb, k ? ", " : ", \"spellings\": [");
		json_string(sb, s);
	}
	if (k)
		sb_putc(sb, ']');
}

static void format_text(strbuf *sb, const boggle_board *board,
			const boggle_dict *dict, boggle_solver *solver)
{
	const boggle_word *words = boggle_solver_words(solver);
	size_t i, count = boggle_solver_count(solver);
	int width = 0;

	format_grid(sb, board);
	sb_putc(sb, '\n');
	/* the scores in one column, past the widest word and its spellings */
	for (i = 0; i < count; i++) {
		int w = put_spelled(NULL, dict, words[i].id);

		if (w > width)
			width = w;
	}
	for (i = 0; i < count; i++) {
		int pad = put_spelled(sb, dict, words[i].id);

		for (; pad < width + 2; pad++)
			sb_putc(sb, ' ');
		sb_long(sb, words[i].score);
		sb_putc(sb, '\n');
	}
	if (count)
		sb_putc(sb, '\n');
	sb_long(sb, (long)count);
	sb_puts(sb, " word");
	sb_puts(sb, plural((long long)count));
	sb_puts(sb, ", ");
	sb_long(sb, boggle_solver_score(solver));
	sb_puts(sb, " point");
	sb_puts(sb, plural(boggle_solver_score(solver)));
	sb_putc(sb, '\n');
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

void format_path(strbuf *sb, const boggle_board *board, const uint16_t *path,
		 int n)
{
	int k;

	sb_putc(sb, '[');
	for (k = 0; k < n; k++) {
		sb_puts(sb, k ? ", [" : "[");
		sb_long(sb, path[k] / boggle_board_cols(board));
		sb_puts(sb, ", ");
		sb_long(sb, path[k] % boggle_board_cols(board));
		sb_putc(sb, ']');
	}
	sb_putc(sb, ']');
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
	sb_long(sb, boggle_board_rows(board));
	sb_puts(sb, ", \"cols\": ");
	sb_long(sb, boggle_board_cols(board));
	sb_puts(sb, ", \"count\": ");
	sb_long(sb, (long)count);
	sb_puts(sb, ", \"score\": ");
	sb_long(sb, boggle_solver_score(solver));
	sb_puts(sb, ", \"words\": [");
	for (i = 0; i < count; i++) {
		sb_puts(sb, i ? ", {\"word\": \"" : "{\"word\": \"");
		put_word(sb, dict, words[i].id);
		sb_puts(sb, "\"");
		json_spellings(sb, dict, words[i].id);
		sb_puts(sb, ", \"score\": ");
		sb_long(sb, words[i].score);
		sb_puts(sb, ", \"path\": ");
		format_path(sb, board, paths + words[i].path, words[i].path_len);
		sb_putc(sb, '}');
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
	case FMT_SVG:
		/* a picture is of one word: solve --show takes it */
		break;
	}
}

void format_svg(strbuf *sb, const boggle_board *board,
		const boggle_bonus *bonus, const uint16_t *path, int n,
		const char *title)
{
	size_t len = boggle_board_svg(board, bonus, path, n, title, NULL, 0);

	sb_reserve(sb, len + 1);
	if (sb->oom)
		return;
	boggle_board_svg(board, bonus, path, n, title, sb->data + sb->len,
			 len + 1);
	sb->len += len;
}
