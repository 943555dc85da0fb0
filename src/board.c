/* Boards: the one-line syntax, its canonical form, and adjacency. */
#include <ctype.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "internal.h"
#include "lang.h"
#include "unicode.h"

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

/* The bytes of one character at p: its UTF-8 sequence and the marks after. */
static size_t char_len(const char *p, const char *end)
{
	size_t n = 0;

	/* the common case: an ASCII byte, and no mark after it */
	if ((unsigned char)p[0] < 0x80 &&
	    (p + 1 == end || (unsigned char)p[1] < 0x80))
		return 1;
	do {
		uint32_t cp;
		int k = utf8_decode((const unsigned char *)p + n,
				    (size_t)(end - p) - n, &cp);

		if (k <= 0)
			return n ? n : 1; /* lang_read names the bad byte */
		if (n && !uni_is_mark(cp))
			break;
		n += (size_t)k;
	} while (p + n < end);
	return n;
}

/* Read the letters of one cell into cell; -1 with the reason in err. */
static int read_cell(const boggle_lang *lang, boggle_cell *cell,
		     const char *p, size_t n, int flags, char *err)
{
	char letters[BOGGLE_WORD_MAX + 1];
	int got, code;

	/* the common cell: one ASCII letter */
	if (n == 1 && (flags & READ_CELL) && (code = lang_ascii_cell(lang, *p))) {
		cell->letters[0] = LETTER(code);
		cell->letters[1] = '\0';
		cell->len = 1;
		return 0;
	}
	got = lang_read(lang, p, n, letters, BOGGLE_WORD_MAX, flags, NULL,
			err);

	if (got == READ_NO_U)
		return fail(err, "'[%.*s]': q must be followed by u", (int)n, p);
	if (got < 0)
		return -1;
	if (got > BOGGLE_CELL_MAX)
		return fail(err, "a cell in [] holds at most %d letters",
			    BOGGLE_CELL_MAX);
	memcpy(cell->letters, letters, (size_t)got + 1);
	cell->len = (uint8_t)got;
	return 0;
}

/*
 * A cell's error names its byte within the cell: make it the board's,
 * which starts at offset.  Returns -1.
 */
static int bad_utf8_at(char *err, ptrdiff_t offset)
{
	size_t byte;

	if (sscanf(err, "invalid UTF-8 at byte %zu", &byte) == 1)
		fail(err, "invalid UTF-8 at byte %zu", byte + (size_t)offset);
	return -1;
}

int board_cell_parse(const boggle_lang *lang, const char *text, size_t len,
		     boggle_cell *cell, char err[BOGGLE_ERR_MAX])
{
	size_t close = 1;

	memset(cell, 0, sizeof *cell);
	if (len == 1 && text[0] == '.')
		return 1;
	if (text[0] != '[') {
		/* several characters make one cell, as they would in [] */
		int alone = char_len(text, text + len) == len;

		if (read_cell(lang, cell, text, len, alone ? READ_CELL : 0,
			      err) < 0)
			return -1;
		return (int)len;
	}
	while (close < len && text[close] != ']') {
		if (text[close] == '[' || text[close] == '/')
			return fail(err, "'[' without a closing ']'");
		close++;
	}
	if (close == len)
		return fail(err, "'[' without a closing ']'");
	if (close == 1)
		return fail(err, "empty cell '[]'");
	if (read_cell(lang, cell, text + 1, close - 1, 0, err) < 0)
		return bad_utf8_at(err, 1);
	return (int)close + 1;
}

/*
 * Whether c, typed after the cell prev, is the rest of prev's letter as
 * words spell it (the u after an English q, which is Qu already).
 */
static int typed_on(const boggle_lang *lang, const boggle_cell *prev,
		    unsigned char c)
{
	const lang_letter *l = prev->len == 1 ?
			       lang_letter_at(lang, prev->letters[0]) : NULL;

	return l && l->cell[0] && (c | 0x20) == (unsigned char)l->text[strlen(l->cell)];
}

/* The side of a square of n cells, or 0 if n is not a square. */
static int square_side(int n)
{
	int side = 1;

	while (side * side < n)
		side++;
	return side * side == n ? side : 0;
}

int board_shape_ok(int rows, int cols)
{
	return rows > 0 && cols > 0 && rows <= BOGGLE_MAX_CELLS / cols;
}

boggle_code boggle_board_new(boggle_board **board, const boggle_lang *lang,
			     int rows, int cols)
{
	if (!board)
		return BOGGLE_MISUSE;
	*board = NULL;
	if (!board_shape_ok(rows, cols))
		return BOGGLE_MISUSE;
	if (!(*board = calloc(1, sizeof **board)))
		return BOGGLE_NOMEM;
	(*board)->rows = rows;
	(*board)->cols = cols;
	(*board)->lang = lang_of(lang);
	return BOGGLE_OK;
}

void boggle_board_free(boggle_board *board)
{
	free(board);
}

void boggle_board_copy(boggle_board *to, const boggle_board *from)
{
	if (to != from)
		*to = *from;
}

int boggle_board_rows(const boggle_board *board)
{
	return board->rows;
}

int boggle_board_cols(const boggle_board *board)
{
	return board->cols;
}

const boggle_lang *boggle_board_lang(const boggle_board *board)
{
	return lang_of(board->lang);
}

boggle_code boggle_board_parse(boggle_board *board, const boggle_lang *lang,
			       const char *text, size_t len,
			       char msg[BOGGLE_ERR_MAX])
{
	boggle_board b;
	char err[BOGGLE_ERR_MAX];

	if (!board || (!text && len))
		return error_say(msg, BOGGLE_MISUSE, NULL);
	if (board_parse(&b, lang, text, len, err) < 0)
		return error_say(msg, BOGGLE_SYNTAX, err);
	*board = b;
	return BOGGLE_OK;
}

boggle_code boggle_board_set_cell(boggle_board *board, int cell,
				  const char *text, size_t len,
				  char msg[BOGGLE_ERR_MAX])
{
	boggle_cell c;
	char err[BOGGLE_ERR_MAX];
	int used;

	if (!board || !text || cell < 0 || cell >= board->rows * board->cols)
		return error_say(msg, BOGGLE_MISUSE, "no such cell");
	if (len == 0)
		return error_say(msg, BOGGLE_SYNTAX, "empty cell");
	used = board_cell_parse(board->lang, text, len, &c, err);
	if (used >= 0 && (size_t)used != len)
		snprintf(err, sizeof err, "more than one cell");
	if (used < 0 || (size_t)used != len)
		return error_say(msg, BOGGLE_SYNTAX, err);
	board->cells[cell] = c;
	return BOGGLE_OK;
}

int board_parse(boggle_board *board, const boggle_lang *lang,
		const char *text, size_t len, char err[BOGGLE_ERR_MAX])
{
	const char *p = text, *end = text + len;
	int n = 0, row_cells = 0, rows = 1, cols = -1, one_row = 0, qu = 0;

	lang = lang_of(lang);
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

		if (n >= BOGGLE_MAX_CELLS)
			return fail(err, "more than %d cells", BOGGLE_MAX_CELLS);
		cell = &board->cells[n];
		memset(cell, 0, sizeof *cell);
		if (c == '[') {
			int used = board_cell_parse(lang, p, (size_t)(end - p),
						    cell, err);

			if (used < 0)
				return bad_utf8_at(err, p - text);
			p += used;
		} else if (c == '.') {
			p++;
		} else {
			size_t k = char_len(p, end), run = 0;

			/* a letter of several characters, such as l·l, is
			 * one cell: none is ASCII throughout */
			if (c >= 0x80 || (p + k < end &&
					  (unsigned char)p[k] >= 0x80))
				run = lang_cell_run(lang, p, (size_t)(end - p));
			if (run > k)
				k = run;
			if (read_cell(lang, cell, p, k, READ_CELL, err) < 0)
				return bad_utf8_at(err, p - text);
			/* "qu" typed for the Qu face: two cells, q and u */
			qu += n > 0 && typed_on(lang, &board->cells[n - 1], c);
			p += k;
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
	board->lang = lang;
	return 0;
}

/* How a plain run writes a one-letter cell, or NULL if it needs []. */
static const char *plain(const lang_letter *l)
{
	const char *t = lang_cell_text(l);
	uint32_t cp;
	int k = utf8_decode((const unsigned char *)t, strlen(t), &cp);

	return k > 0 && t[k] == '\0' ? t : NULL;
}

/*
 * The face of a language's letters that are capitalised together, when
 * the cell starts with them (Dutch ij: IJ); NULL if none.  *used gets the
 * letters it stands for.
 */
static const char *pair_face(const boggle_lang *lang, const boggle_cell *cell,
			     int *used)
{
	int f, k;

	for (f = 0; f < lang->nfaces; f++) {
		const char *from = lang->faces[f].from;

		for (k = 0; k < cell->len; k++) {
			const lang_letter *l = lang_letter_at(lang,
							      cell->letters[k]);
			size_t tl = l ? strlen(l->text) : 0;

			if (!l || strncmp(from, l->text, tl) != 0)
				break;
			from += tl;
			if (*from == '\0') {
				*used = k + 1;
				return lang->faces[f].to;
			}
		}
	}
	return NULL;
}

size_t boggle_board_cell(const boggle_board *board, int i, int face,
			 char *buf, size_t size)
{
	if (i < 0 || i >= board->rows * board->cols) {
		if (size > 0)
			buf[0] = '\0';
		return 0;
	}
	return board_cell_text(board, i, face, buf, size);
}

size_t board_cell_text(const boggle_board *board, int i, int face,
		       char *buf, size_t size)
{
	const boggle_lang *lang = lang_of(board->lang);
	const boggle_cell *cell = &board->cells[i];
	const char *together = NULL;
	size_t n = 0;
	int k, skip = 0;

	if (size > 0)
		buf[0] = '\0';
	if (face)
		together = pair_face(lang, cell, &skip);
	for (k = together ? skip - 1 : 0; k < cell->len; k++) {
		const lang_letter *l = lang_letter_at(lang, cell->letters[k]);
		const char *t = together && k == skip - 1 ? together :
				!l ? "?" : face && k == 0 ? l->face : l->text;
		size_t tl = strlen(t);

		if (n + tl < size) {
			memcpy(buf + n, t, tl + 1);
		} else if (n < size) {
			buf[n] = '\0';
			size = n + 1;
		}
		n += tl;
	}
	return n;
}

size_t boggle_board_format(const boggle_board *board, char *buf, size_t size)
{
	const boggle_lang *lang = lang_of(board->lang);
	size_t n = 0;
	int i, ncells = board->rows * board->cols;

#define PUTS(s) do { size_t l_ = strlen(s); \
	if (n + l_ < size) memcpy(buf + n, s, l_); else if (n < size) size = n + 1; \
	n += l_; } while (0)
	for (i = 0; i < ncells; i++) {
		const boggle_cell *cell = &board->cells[i];
		const lang_letter *one = cell->len == 1 ?
			lang_letter_at(lang, cell->letters[0]) : NULL;
		char text[64];

		if (i > 0 && i % board->cols == 0 && board->rows != board->cols)
			PUTS("/");
		if (cell->len == 0) {
			PUTS(".");
			continue;
		}
		/* the common cell: one letter of one ASCII character */
		if (one && !one->cell[0] && one->text[1] == '\0' &&
		    (unsigned char)one->text[0] < 0x80) {
			if (n + 1 < size)
				buf[n] = one->text[0];
			n++;
			continue;
		}
		if (one && plain(one)) {
			PUTS(plain(one));
			continue;
		}
		board_cell_text(board, i, 0, text, sizeof text);
		PUTS("[");
		PUTS(text);
		PUTS("]");
	}
	if (board->rows == 1 && board->cols > 1)
		PUTS("/");
#undef PUTS
	if (size > 0)
		buf[n < size ? n : size - 1] = '\0';
	return n;
}

int word_fold(const boggle_lang *lang, const char *word, char *out,
	      size_t size, char err[BOGGLE_ERR_MAX])
{
	int max = size - 1 < BOGGLE_WORD_MAX ? (int)size - 1 : BOGGLE_WORD_MAX;
	int n = lang_read(lang, word, strlen(word), out, max, 0, NULL, err);

	return n < 0 ? -1 : n;
}

/*
 * Judging a word is a depth-first search for a path that spells it.  On a
 * board of one repeated letter the paths are countless, so a partial path
 * goes on only while the cells it could still use might finish the word,
 * and a search that fails from a cell is remembered with the used cells
 * it ran into: it fails again wherever those cells are used again.  A few
 * such sets are kept a cell, since paths that reach a cell another way
 * leave other cells used.  That is not enough on every board (finding a
 * path is NP-hard on a board with blanks), so the search also counts its
 * steps and gives up after as many as it is given.
 */
#define CELL_WORDS (BOGGLE_MAX_CELLS / 64)
typedef uint64_t cell_set[CELL_WORDS];

#define DEAD_SETS 8
typedef struct dead_end {
	cell_set blocked_by[DEAD_SETS]; /* used cells that cut the search short */
	int known; /* sets kept */
	int next;  /* the set to replace once all are kept */
} dead_end;

typedef struct word_search {
	const boggle_board *board;
	board_adjacency adj;
	const char *word; /* folded */
	uint16_t *path;
	cell_set used;
	/* per letter of word and cell, for a path that has spelled the
	 * letters before and goes on at the cell; NULL without memory */
	dead_end *dead;
	long steps; /* left before the search gives up; < 0 once it has */
	/* scratch for can_finish */
	cell_set walk[BOGGLE_WORD_MAX + 1];
	uint8_t dist[BOGGLE_MAX_CELLS];
	uint16_t queue[BOGGLE_MAX_CELLS];
} word_search;

static int in_set(const uint64_t *set, int cell)
{
	return (int)(set[cell / 64] >> (cell % 64) & 1);
}

static void add_to_set(uint64_t *set, int cell)
{
	set[cell / 64] |= (uint64_t)1 << (cell % 64);
}

/*
 * Whether cell may come next on a path from the one at from; a used cell
 * that might have is added to why.  Without why, used cells are free.
 */
static int free_cell(const word_search *s, int cell, int from, uint64_t *why)
{
	if (cell == from || s->board->cells[cell].len == 0)
		return 0;
	if (why && in_set(s->used, cell)) {
		add_to_set(why, cell);
		return 0;
	}
	return 1;
}

/*
 * Whether the rest of the word, from letter at on, could follow a path
 * that ends at cell.  Two tests that every real path passes: the cells it
 * could reach within as many steps as letters are left (through cells
 * whose letters all occur in the rest) hold every letter as often as the
 * rest does; and a walk, which may come back to a cell, spells the rest.
 * The used cells that either test ran into are added to why; without
 * why, used cells count as free.
 */
static int can_finish(word_search *s, int cell, int at, uint64_t *why)
{
	const char *rest = s->word + at;
	int need[64] = {0}, have[64] = {0};
	int len = (int)strlen(rest), head = 0, tail = 0, i, j, k;

	for (i = 0; i < len; i++)
		need[LETTER_CODE(rest[i])]++;
	memset(s->dist, 0, sizeof s->dist);
	s->queue[tail++] = (uint16_t)cell;
	s->steps -= len;
	while (head < tail) {
		int from = s->queue[head++], d = s->dist[from];

		for (k = 0; k < s->adj.degree[from] && d < len; k++) {
			int to = s->adj.next[from][k];
			const boggle_cell *c = &s->board->cells[to];
			int usable = !s->dist[to];

			for (j = 0; usable && j < c->len; j++)
				usable = need[LETTER_CODE(c->letters[j])] > 0;
			if (!usable || !free_cell(s, to, cell, why))
				continue;
			s->dist[to] = (uint8_t)(d + 1);
			s->queue[tail++] = (uint16_t)to;
			for (j = 0; j < c->len; j++)
				have[LETTER_CODE(c->letters[j])]++;
		}
	}
	for (j = 0; j < 64; j++)
		if (have[j] < need[j])
			return 0;
	/* walk[i]: cells a walk reaches having spelled i letters of rest */
	memset(s->walk, 0, sizeof(cell_set) * (size_t)(len + 1));
	add_to_set(s->walk[0], cell);
	for (i = 0; i < len; i++) {
		for (j = 0; j < CELL_WORDS; j++) {
			uint64_t bits = s->walk[i][j];

			while (bits) {
				int from = j * 64 + __builtin_ctzll(bits);

				bits &= bits - 1;
				s->steps--;
				for (k = 0; k < s->adj.degree[from]; k++) {
					int to = s->adj.next[from][k];
					const boggle_cell *c = &s->board->cells[to];

					if (i + c->len <= len &&
					    !strncmp(rest + i, c->letters, c->len) &&
					    free_cell(s, to, cell, why))
						add_to_set(s->walk[i + c->len], to);
				}
			}
		}
	}
	for (j = 0; j < CELL_WORDS; j++)
		if (s->walk[len][j])
			return 1;
	return 0;
}

/*
 * Depth first from cell along the cells that spell the word from letter
 * at on, the path so far n cells long: the path's length, or 0 with the
 * used cells that stood in the way added to why.
 */
static int find_from(word_search *s, int cell, int at, int n, uint64_t *why)
{
	const boggle_cell *c = &s->board->cells[cell];
	dead_end *dead = NULL;
	cell_set mine = {0};
	int k, j, got = 0;

	if (c->len == 0 || strncmp(s->word + at, c->letters, c->len) != 0 ||
	    --s->steps < 0)
		return 0;
	/* a used cell where the search would fail anyway stands in no way */
	if (s->dead) {
		int set;

		dead = &s->dead[at * s->adj.rows * s->adj.cols + cell];
		for (set = 0; set < dead->known; set++) {
			int again = 1;

			for (j = 0; j < CELL_WORDS; j++)
				again &= !(dead->blocked_by[set][j] & ~s->used[j]);
			if (again) {
				for (j = 0; j < CELL_WORDS; j++)
					why[j] |= dead->blocked_by[set][j];
				return 0;
			}
		}
	}
	if (in_set(s->used, cell)) {
		add_to_set(why, cell);
		return 0;
	}
	s->path[n++] = (uint16_t)cell;
	if (s->word[at + c->len] == '\0')
		return n;
	add_to_set(s->used, cell);
	/* what can_finish ran into matters only if it fails */
	if (can_finish(s, cell, at + c->len, mine)) {
		memset(mine, 0, sizeof mine);
		/* analysis tries a board of negative rows and columns; a real
		 * one has both >= 1, so every cell's degree is set */
		/* NOLINTNEXTLINE(clang-analyzer-core.UndefinedBinaryOperatorResult) */
		for (k = 0; k < s->adj.degree[cell] && !got; k++)
			got = find_from(s, s->adj.next[cell][k], at + c->len,
					n, mine);
	} else if (!can_finish(s, cell, at + c->len, NULL)) {
		/* no path so far could have finished it */
		memset(mine, 0, sizeof mine);
	}
	s->used[cell / 64] &= ~((uint64_t)1 << (cell % 64));
	/* a search cut short proves nothing: remember none of it */
	if (got || s->steps < 0)
		return got;
	/* the cell itself is no condition: it is where this search is */
	mine[cell / 64] &= ~((uint64_t)1 << (cell % 64));
	for (j = 0; j < CELL_WORDS; j++)
		why[j] |= mine[j];
	if (dead) {
		int set = dead->known < DEAD_SETS ? dead->known++ :
			  dead->next++ % DEAD_SETS;

		memcpy(dead->blocked_by[set], mine, sizeof mine);
	}
	return 0;
}

/* Cells a path could start from: those whose letters begin word. */
static int starts(const boggle_board *board, const char *word)
{
	int cell, count = 0;

	for (cell = 0; cell < board->rows * board->cols; cell++) {
		const boggle_cell *c = &board->cells[cell];

		count += c->len > 0 && strncmp(word, c->letters, c->len) == 0;
	}
	return count;
}

/* The board with each cell's letters backwards, and word backwards. */
static void reverse(boggle_board *mirror, const boggle_board *board,
		    char *word, size_t len)
{
	int cell, k;
	size_t i;

	mirror->rows = board->rows;
	mirror->cols = board->cols;
	for (cell = 0; cell < board->rows * board->cols; cell++) {
		const boggle_cell *c = &board->cells[cell];

		mirror->cells[cell] = *c;
		for (k = 0; k < c->len; k++)
			mirror->cells[cell].letters[k] = c->letters[c->len - 1 - k];
	}
	for (i = 0; i < len / 2; i++) {
		char t = word[i];

		word[i] = word[len - 1 - i];
		word[len - 1 - i] = t;
	}
}

boggle_code boggle_board_find(const boggle_board *board, const char *word,
			      uint16_t path[BOGGLE_MAX_CELLS], int *cells,
			      char msg[BOGGLE_ERR_MAX])
{
	char folded[BOGGLE_WORD_MAX + 1], err[BOGGLE_ERR_MAX];
	long steps = BOGGLE_FIND_STEPS;
	int len, n;

	if (cells)
		*cells = 0;
	if (!board || !word || !path)
		return error_say(msg, BOGGLE_MISUSE, NULL);
	len = word_fold(board->lang, word, folded, sizeof folded, err);
	if (len < 0)
		return error_say(msg, BOGGLE_SYNTAX, err);
	n = board_find_letters(board, folded, len, path, err, &steps);
	if (n == FIND_GAVE_UP)
		return error_say(msg, BOGGLE_GAVE_UP, err);
	if (cells)
		*cells = n;
	return BOGGLE_OK;
}

int board_find_letters(const boggle_board *board, const char *folded,
		       int len, uint16_t path[BOGGLE_MAX_CELLS],
		       char err[BOGGLE_ERR_MAX], long *steps)
{
	static const word_search none;
	word_search s = none;
	boggle_board mirror;
	char backwards[BOGGLE_WORD_MAX + 1];
	int cell, n = 0, k, turn, reversed;

	memcpy(backwards, folded, (size_t)len + 1);
	reverse(&mirror, board, backwards, (size_t)len);
	/* a path read backwards spells the word backwards on the mirror:
	 * start from the end with the fewer cells to start from */
	reversed = starts(&mirror, backwards) < starts(board, folded);
	s.path = path;
	board_adjacency_build(&s.adj, board->rows, board->cols);
	/* without the memory to remember dead ends, search without them */
	s.dead = malloc((size_t)len * (size_t)(board->rows * board->cols) *
			sizeof *s.dead);
	/*
	 * Where one end leads the search astray, the other often does not:
	 * half the steps from the better end, then what is left from the
	 * other.
	 */
	for (turn = 0; turn < 2 && !n; turn++, reversed = !reversed) {
		cell_set why = {0};
		long give = turn ? *steps : *steps / 2;

		s.board = reversed ? &mirror : board;
		s.word = reversed ? backwards : folded;
		s.steps = give;
		if (s.dead)
			memset(s.dead, 0, (size_t)len *
			       (size_t)(board->rows * board->cols) * sizeof *s.dead);
		for (cell = 0; cell < board->rows * board->cols && !n; cell++)
			n = find_from(&s, cell, 0, 0, why);
		*steps -= give - (s.steps > 0 ? s.steps : 0);
		if (s.steps >= 0)
			break; /* decided */
	}
	free(s.dead);
	if (!n && s.steps < 0) {
		fail(err, "too many ways to spell it to try them all");
		return FIND_GAVE_UP;
	}
	for (k = 0; s.board == &mirror && k < n / 2; k++) {
		uint16_t t = path[k];

		path[k] = path[n - 1 - k];
		path[n - 1 - k] = t;
	}
	return n;
}

int boggle_board_cell_letters(const boggle_board *board, int i)
{
	return i < 0 || i >= board->rows * board->cols ? 0 :
	       board_cell_letters(board, i);
}

int board_cell_letters(const boggle_board *board, int i)
{
	const boggle_cell *cell = &board->cells[i];
	int k, letters = 0;

	for (k = 0; k < cell->len; k++) {
		const lang_letter *l = lang_letter_at(board->lang,
						      cell->letters[k]);

		letters += l ? l->weight : 1;
	}
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
