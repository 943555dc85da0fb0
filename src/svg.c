/*
 * A board drawn as SVG: the dice, the bonus squares, and a word's path
 * with its steps numbered.  The command's pictures and the browser page
 * both draw with this, so a board looks the same on paper and on screen.
 */
#include <stdarg.h>
#include <stdio.h>

#include "internal.h"

/* A die's square and the room between dice, in the picture's units. */
#define GAP BOGGLE_SVG_EDGE
#define CELL (BOGGLE_SVG_CELL - GAP)

typedef struct out {
	char *buf;
	size_t size, len;
} out;

/* Append like snprintf: whatever does not fit is counted, not written. */
static void put(out *o, const char *fmt, ...)
{
	char *at = o->len < o->size ? o->buf + o->len : NULL;
	size_t room = at ? o->size - o->len : 0;
	va_list ap;
	int n;

	va_start(ap, fmt);
	n = vsnprintf(at, room, fmt, ap);
	va_end(ap);
	if (n > 0)
		o->len += (size_t)n;
}

/* Text as XML character data or an attribute's value. */
static void put_escaped(out *o, const char *s)
{
	for (; *s; s++) {
		switch (*s) {
		case '&':
			put(o, "&amp;");
			break;
		case '<':
			put(o, "&lt;");
			break;
		case '>':
			put(o, "&gt;");
			break;
		case '"':
			put(o, "&quot;");
			break;
		default:
			/* control characters are not XML: never in a title */
			if ((unsigned char)*s >= 0x20 || *s == '\t' || *s == '\n')
				put(o, "%c", *s);
		}
	}
}

static int centre(int i)
{
	return GAP + i * (CELL + GAP) + CELL / 2;
}

static const char *bonus_label(boggle_bonus_kind kind)
{
	switch (kind) {
	case BOGGLE_BONUS_DL:
		return "DL";
	case BOGGLE_BONUS_TL:
		return "TL";
	case BOGGLE_BONUS_DW:
		return "DW";
	case BOGGLE_BONUS_TW:
		return "TW";
	case BOGGLE_BONUS_NONE:
		break;
	}
	return NULL;
}

size_t boggle_board_svg(const boggle_board *board, const boggle_bonus *bonus,
			const uint16_t *path, int n, const char *title,
			char *buf, size_t size)
{
	out o = {buf, size, 0};
	int order[BOGGLE_MAX_CELLS] = {0};
	int rows = board->rows, cols = board->cols, i;
	int width = cols * (CELL + GAP) + GAP, height = rows * (CELL + GAP) + GAP;

	if (size)
		buf[0] = '\0';
	if (bonus && (bonus->rows != rows || bonus->cols != cols))
		bonus = NULL;
	if (!path || n < 0)
		n = 0;
	for (i = 0; i < n; i++)
		if (path[i] >= rows * cols)
			n = 0; /* not a path of this board: none drawn */
	for (i = 0; i < n; i++)
		order[path[i]] = i + 1;
	put(&o, "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"boggle-board\" "
		"viewBox=\"0 0 %d %d\" width=\"%d\" height=\"%d\" role=\"img\" "
		"aria-label=\"", width, height, width, height);
	put_escaped(&o, title ? title : "");
	put(&o, "\">\n");
	if (title && *title) {
		put(&o, "<title>");
		put_escaped(&o, title);
		put(&o, "</title>\n");
	}
	put(&o, "<style>.die{fill:#fbf7ee;stroke:#333;stroke-width:3}"
		".on{fill:#ffe08a}.dl{fill:#cfe3ff}.tl{fill:#7fb2ff}"
		".dw{fill:#ffd0d0}.tw{fill:#ff8f8f}"
		".face{font:bold 52px sans-serif;fill:#111;text-anchor:middle;"
		"dominant-baseline:central}"
		".bonus{font:bold 18px sans-serif;fill:#222}"
		".path{fill:none;stroke:#c0392b;stroke-width:10;"
		"stroke-linecap:round;stroke-linejoin:round;opacity:.55}"
		".step circle{fill:#c0392b}.step text{font:bold 20px sans-serif;"
		"fill:#fff;text-anchor:middle;dominant-baseline:central}"
		"</style>\n");
	put(&o, "<rect width=\"%d\" height=\"%d\" rx=\"12\" fill=\"#2d4f7c\"/>\n",
	    width, height);
	for (i = 0; i < rows * cols; i++) {
		int x = GAP + (i % cols) * (CELL + GAP);
		int y = GAP + (i / cols) * (CELL + GAP);
		const char *label = bonus ?
			bonus_label((boggle_bonus_kind)bonus->cells[i]) : NULL;
		char face[BOGGLE_CELL_MAX * BOGGLE_LETTER_BYTES + 1];

		board_cell_text(board, i, 1, face, sizeof face);
		put(&o, "<g class=\"cell\" data-cell=\"%d\"><rect class=\"die%s%s%s\" "
			"x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\" rx=\"14\"/>",
		    i, order[i] ? " on" : "", label ? " " : "",
		    !label ? "" : label[1] == 'L' ?
			(label[0] == 'D' ? "dl" : "tl") :
			(label[0] == 'D' ? "dw" : "tw"),
		    x, y, CELL, CELL);
		if (label)
			put(&o, "<text class=\"bonus\" x=\"%d\" y=\"%d\">%s</text>",
			    x + 8, y + 24, label);
		put(&o, "<text class=\"face\" x=\"%d\" y=\"%d\">", centre(i % cols),
		    centre(i / cols));
		put_escaped(&o, face);
		put(&o, "</text></g>\n");
	}
	if (n > 0) {
		put(&o, "<polyline class=\"path\" points=\"");
		for (i = 0; i < n; i++)
			put(&o, "%s%d,%d", i ? " " : "", centre(path[i] % cols),
			    centre(path[i] / cols));
		put(&o, "\"/>\n");
	}
	/* each step numbered in its cell's corner, clear of the letter */
	for (i = 0; i < n; i++) {
		int x = centre(path[i] % cols) + CELL / 2 - 18;
		int y = centre(path[i] / cols) + CELL / 2 - 18;

		put(&o, "<g class=\"step\" data-cell=\"%d\" data-step=\"%d\">"
			"<circle cx=\"%d\" cy=\"%d\" r=\"15\"/>"
			"<text x=\"%d\" y=\"%d\">%d</text></g>\n",
		    path[i], i + 1, x, y, x, y, i + 1);
	}
	put(&o, "</svg>\n");
	return o.len;
}
