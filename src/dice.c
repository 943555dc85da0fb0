/* Dice sets, throwing them, and telling whether a board could be thrown. */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "internal.h"


static const char *const classic_dice[] = {
	"AACIOT", "ABILTY", "ABJMOQ", "ACDEMP", "ACELRS", "ADENVZ", "AHMORS",
	"BIFORX", "DENOSW", "DKNOTU", "EEFHIY", "EGINTV", "EGKLUY", "EHINPS",
	"ELPSTU", "GILRUW",
};

/* In the order the benchmark boards were thrown, so seeds reproduce them. */
static const char *const new_dice[] = {
	"AAEEGN", "ELRTTY", "AOOTTW", "ABBJOO", "EHRTVW", "CIMOTU", "DISTTY",
	"EIOSST", "DELRVY", "ACHOPS", "HIMNQU", "EEINSU", "EEGHNW", "AFFKPS",
	"HLNNRZ", "DEILRX",
};

static const char *const big_dice[] = {
	"AAAFRS", "AAEEEE", "AAFIRS", "ADENNN", "AEEEEM", "AEEGMU", "AEGMNN",
	"AFIRSY", "BJKQXZ", "CCENST", "CEIILT", "CEILPT", "CEIPST", "DDHNOT",
	"DHHLOR", "DHHLOR", "DHLNOR", "EIIITT", "EMOTTT", "ENSSSU", "FIPRSY",
	"GORRVW", "IPRRRY", "NOOTUW", "OOOTTU",
};

static const char *const master_dice[] = {
	"AAAFRS", "AAEEEE", "AAFIRS", "ADENNN", "AEEEEM", "AEEGMU", "AEGMNN",
	"AFIRSY", "BJKQXZ", "CCNSTW", "CEIILT", "CEILPT", "CEIPST", "DDLNOR",
	"DHHLOR", "DHHNOT", "DHLNOR", "EIIITT", "EMOTTT", "ENSSSU", "FIPRSY",
	"GORRVW", "HIPRRY", "NOOTUW", "OOOTTU",
};

static const char *const superbig_dice[] = {
	"AAAFRS", "AAEEEE", "AAEEOO", "AAFIRS", "ABDEIO", "ADENNN", "AEEEEM",
	"AEEGMU", "AEGMNN", "AEILMN", "AEINOU", "AFIRSY", "AnErHeInQuTh",
	"BBJKXZ", "CCENST", "CDDLNN", "CEIITT", "CEIPST", "CFGNUY", "DDHNOT",
	"DHHLOR", "DHHNOW", "DHLNOR", "EHILRS", "EIILST", "EILPST", "EIO...",
	"EMTTTO", "ENSSSU", "GORRVW", "HIRSTV", "HOPRST", "IPRSYY", "JKQuWXZ",
	"NOOTUW", "OOOTTU",
};

#define SET(name, desc, side, dice) \
	{name, desc, side, side, (int)(sizeof (dice) / sizeof (dice)[0]), 0, \
	 dice, NULL}

static const boggle_dice_set sets[] = {
	SET("classic", "4x4 Boggle, 1976-1986", 4, classic_dice),
	SET("new", "4x4 Boggle, 1987 on", 4, new_dice),
	SET("big", "Big Boggle, 5x5, 1979", 5, big_dice),
	SET("master", "Boggle Master / Big Boggle Deluxe, 5x5", 5, master_dice),
	SET("superbig", "Super Big Boggle, 6x6, 2011", 6, superbig_dice),
};

static const boggle_dice_set *const set_list[] = {
	&sets[0], &sets[1], &sets[2], &sets[3], &sets[4], NULL,
};

const boggle_dice_set *const *boggle_dice_sets(void)
{
	return set_list;
}

const boggle_dice_set *boggle_dice_find(const char *name)
{
	const boggle_dice_set *const *s;

	for (s = set_list; name && *s; s++)
		if (strcmp((*s)->name, name) == 0)
			return *s;
	return NULL;
}

/* Split a die of a built-in set into its faces; returns the face count. */
static int die_faces(const char *die, boggle_cell faces[DICE_MAX_FACES])
{
	int n = 0;

	while (*die && n < DICE_MAX_FACES) {
		boggle_cell *f = &faces[n++];

		memset(f, 0, sizeof *f);
		if (*die == '.') {
			die++;
		} else {
			f->letters[f->len++] = *die++;
			while (*die >= 'a' && *die <= 'z' &&
			       f->len < BOGGLE_CELL_MAX)
				f->letters[f->len++] = (char)(*die++ - 'a' + 'A');
			/* Qu and a lone Q both read qu, one letter */
			if (f->letters[0] == 'Q' && f->len == 2 &&
			    f->letters[1] == 'U')
				f->len = 1;
		}
		f->letters[f->len] = '\0';
	}
	return n;
}

/* Read one face of a set read from text: "E", "Qu", "[Ch]", "L·L", "." */
static int read_face(const boggle_lang *lang, const char *face, size_t len,
		     boggle_cell *cell, char err[BOGGLE_ERR_MAX])
{
	int used = board_cell_parse(lang, face, len, cell, err);

	if (used >= 0 && (size_t)used < len) {
		snprintf(err, BOGGLE_ERR_MAX, "text after the ']' that closes "
			 "the face");
		return -1;
	}
	return used < 0 ? -1 : 0;
}

/* The faces of a die read from text, split at spaces. */
static int spaced_faces(const boggle_dice_set *set, const char *die,
			boggle_cell faces[DICE_MAX_FACES])
{
	char err[BOGGLE_ERR_MAX];
	int n = 0;

	while (*die && n < DICE_MAX_FACES) {
		size_t len = strcspn(die, " ");

		if (len && read_face(set->lang, die, len, &faces[n], err) == 0)
			n++;
		die += len;
		die += *die == ' ';
	}
	return n;
}

int dice_faces(const boggle_dice_set *set, int die,
	       boggle_cell faces[DICE_MAX_FACES])
{
	if (set->spaced)
		return spaced_faces(set, set->dice[die], faces);
	return die_faces(set->dice[die], faces);
}

static boggle_dice_set *dice_read(const boggle_lang *lang, const char *name,
				  const char *text, size_t len,
				  char err[BOGGLE_ERR_MAX])
{
	boggle_dice_set *set;
	char *block, *at, **dice;
	size_t i = 0, names = strlen(name) + 1;
	int count = 0, side, line = 0;

	/* one block: the set, its dice, and their text with ' ' between faces */
	set = calloc(1, sizeof *set + (len + 1) * (sizeof(char *) + 1) + names);
	if (!set) {
		snprintf(err, BOGGLE_ERR_MAX, "out of memory");
		return NULL;
	}
	dice = (char **)(void *)(set + 1);
	block = (char *)(dice + len + 1);
	memcpy(block, name, names);
	at = block + names;
	if (len >= 3 && memcmp(text, "\xef\xbb\xbf", 3) == 0)
		i = 3; /* a byte-order mark */
	while (i < len) {
		size_t end = i, k;
		int faces = 0;

		/* LF, CRLF or CR alone ends a line */
		while (end < len && text[end] != '\n' && text[end] != '\r')
			end++;
		line++;
		dice[count] = at;
		for (k = i; k < end; k++) {
			boggle_cell cell;
			size_t f = k;
			char why[BOGGLE_ERR_MAX];

			if (text[k] == ' ' || text[k] == '\t')
				continue;
			while (k < end && text[k] != ' ' && text[k] != '\t')
				k++;
			if (read_face(lang, text + f, k - f, &cell, why) < 0) {
				snprintf(err, BOGGLE_ERR_MAX, "line %d: %.100s",
					 line, why);
				free(set);
				return NULL;
			}
			if (++faces > DICE_MAX_FACES) {
				snprintf(err, BOGGLE_ERR_MAX, "line %d: more than "
					 "%d faces", line, DICE_MAX_FACES);
				free(set);
				return NULL;
			}
			if (faces > 1)
				*at++ = ' ';
			memcpy(at, text + f, k - f);
			at += k - f;
		}
		*at++ = '\0';
		if (faces > 0 && count == BOGGLE_MAX_CELLS) {
			snprintf(err, BOGGLE_ERR_MAX, "more than %d dice",
				 BOGGLE_MAX_CELLS);
			free(set);
			return NULL;
		}
		count += faces > 0;
		i = end + 1 + (end + 1 < len && text[end] == '\r' &&
			       text[end + 1] == '\n');
	}
	for (side = 1; side * side < count; side++)
		;
	if (count == 0 || side * side != count) {
		snprintf(err, BOGGLE_ERR_MAX, "%d dice do not make a square "
			 "board", count);
		free(set);
		return NULL;
	}
	set->name = block;
	set->description = block;
	set->rows = set->cols = side;
	set->count = count;
	set->dice = (const char *const *)dice;
	set->lang = lang_of(lang);
	set->spaced = 1;
	return set;
}

boggle_code boggle_dice_read(boggle_dice_set **set, const boggle_lang *lang,
			     const char *name, const char *text, size_t len,
			     char msg[BOGGLE_ERR_MAX])
{
	char err[BOGGLE_ERR_MAX];

	if (!set)
		return error_say(msg, BOGGLE_MISUSE, NULL);
	*set = NULL;
	if (!name || (!text && len))
		return error_say(msg, BOGGLE_MISUSE, NULL);
	if (!(*set = dice_read(lang, name, text, len, err)))
		return error_say(msg, strcmp(err, "out of memory") ? BOGGLE_SYNTAX :
				 BOGGLE_NOMEM, err);
	return BOGGLE_OK;
}

const char *boggle_dice_name(const boggle_dice_set *set)
{
	return set->name;
}

const char *boggle_dice_description(const boggle_dice_set *set)
{
	return set->description;
}

int boggle_dice_rows(const boggle_dice_set *set)
{
	return set->rows;
}

int boggle_dice_cols(const boggle_dice_set *set)
{
	return set->cols;
}

const char *boggle_dice_die(const boggle_dice_set *set, int i)
{
	return i >= 0 && i < set->count ? set->dice[i] : NULL;
}

void boggle_dice_free(boggle_dice_set *set)
{
	free(set);
}

boggle_code boggle_dice_as(boggle_dice_set **copy, const boggle_dice_set *set,
			   const boggle_lang *lang)
{
	if (!copy)
		return BOGGLE_MISUSE;
	*copy = NULL;
	if (!set)
		return BOGGLE_MISUSE;
	/* the same letters are the same codes: a face reads the same */
	if (lang_of(lang)->letters != lang_of(set->lang)->letters)
		return BOGGLE_WRONG_LANG;
	if (!(*copy = malloc(sizeof **copy)))
		return BOGGLE_NOMEM;
	**copy = *set;
	(*copy)->lang = lang_of(lang);
	return BOGGLE_OK;
}

const boggle_lang *boggle_dice_lang(const boggle_dice_set *set)
{
	return lang_of(set->lang);
}

void boggle_dice_throw(const boggle_dice_set *set, boggle_rng *rng,
		       boggle_board *board)
{
	int order[BOGGLE_MAX_CELLS];
	int i;

	for (i = 0; i < set->count; i++)
		order[i] = i;
	for (i = set->count - 1; i > 0; i--) {
		int j = (int)boggle_rng_below(rng, (uint32_t)i + 1), t = order[i];

		order[i] = order[j];
		order[j] = t;
	}
	board->rows = set->rows;
	board->cols = set->cols;
	board->lang = lang_of(set->lang);
	for (i = 0; i < set->count; i++) {
		boggle_cell faces[DICE_MAX_FACES];
		int n = dice_faces(set, order[i], faces);

		memset(&board->cells[i], 0, sizeof board->cells[i]);
		if (n > 0)
			board->cells[i] = faces[boggle_rng_below(rng, (uint32_t)n)];
	}
}


/* Cell reads text, a tile of another language's set, in lang's letters. */
static void cell_read(const boggle_lang *lang, const char *text,
		      boggle_cell *cell)
{
	char err[BOGGLE_ERR_MAX];
	int n = lang_read(lang, text, strlen(text), cell->letters,
			  BOGGLE_CELL_MAX, 0, NULL, err);

	cell->len = (uint8_t)(n > 0 ? n : 0);
}

void board_random_cell(const boggle_lang *lang, boggle_cell *cell,
		       boggle_rng *rng)
{
	const boggle_lang *set;
	uint32_t total = 0, roll;
	int i;

	lang = lang_of(lang);
	set = lang->set ? lang->set : lang;
	memset(cell, 0, sizeof *cell);
	if (set->frequency) {
		const uint16_t *f = set->frequency;

		for (i = 0; i < set->nletters; i++)
			total += f[i];
		roll = boggle_rng_below(rng, total);
		for (i = 0; roll >= f[i]; i++)
			roll -= f[i];
	} else {
		/* by the tile counts, blanks left out: a blank spells nothing */
		for (i = 0; i < set->nletters; i++)
			total += set->letters[i].tiles;
		for (i = 0; i < set->ntiles; i++)
			total += set->tiles[i].tiles;
		roll = boggle_rng_below(rng, total);
		for (i = 0; i < set->nletters; i++) {
			if (roll < set->letters[i].tiles)
				break;
			roll -= set->letters[i].tiles;
		}
		if (i == set->nletters) {
			for (i = 0; i < set->ntiles - 1 &&
				    roll >= set->tiles[i].tiles; i++)
				roll -= set->tiles[i].tiles;
			cell_read(lang, set->tiles[i].text, cell);
			return;
		}
	}
	if (set != lang) {
		cell_read(lang, set->letters[i].text, cell);
		return;
	}
	cell->letters[0] = LETTER(i + 1);
	cell->len = 1;
}

boggle_code boggle_throw_letters(boggle_board *board, const boggle_lang *lang,
				 int rows, int cols, boggle_rng *rng)
{
	if (!board || !rng || !board_shape_ok(rows, cols))
		return BOGGLE_MISUSE;
	throw_letters(lang, rows, cols, rng, board);
	return BOGGLE_OK;
}

void throw_letters(const boggle_lang *lang, int rows, int cols,
		   boggle_rng *rng, boggle_board *board)
{
	int i;

	board->rows = rows;
	board->cols = cols;
	board->lang = lang_of(lang);
	for (i = 0; i < rows * cols; i++)
		board_random_cell(lang, &board->cells[i], rng);
}

/* Whether a face shows cell c of board, by letters or, across languages, by text. */
static int same_cell(const boggle_dice_set *set, const boggle_cell *face,
		     const boggle_board *board, int c)
{
	const boggle_cell *b = &board->cells[c];
	boggle_board one;
	char x[32], y[32];

	if (lang_of(set->lang) == lang_of(board->lang))
		return face->len == b->len &&
		       memcmp(face->letters, b->letters, face->len) == 0;
	one.rows = one.cols = 1;
	one.lang = set->lang;
	one.cells[0] = *face;
	board_cell_text(&one, 0, 0, x, sizeof x);
	board_cell_text(board, c, 0, y, sizeof y);
	return face->len && b->len && strcmp(x, y) == 0;
}

/* Say why not; a long set name (a file's) may cut the message short. */
static void explain(char *why, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(why, BOGGLE_ERR_MAX, fmt, ap);
	va_end(ap);
}

/* Kuhn's augmenting paths: can cell c take a die, moving others if need be? */
static int augment(int c, int n, uint8_t fits[][BOGGLE_MAX_CELLS],
		   int *die_cell, uint8_t *seen)
{
	int d;

	for (d = 0; d < n; d++) {
		if (!fits[c][d] || seen[d])
			continue;
		seen[d] = 1;
		if (die_cell[d] < 0 ||
		    augment(die_cell[d], n, fits, die_cell, seen)) {
			die_cell[d] = c;
			return 1;
		}
	}
	return 0;
}

/* A face as printed on the die: "Qu", "Th", "E", or "blank". */
static void face_name(const boggle_board *board, int cell, char out[32])
{
	if (board->cells[cell].len == 0) {
		snprintf(out, 32, "blank");
		return;
	}
	if (board_cell_text(board, cell, 1, out, 32) >= 32)
		snprintf(out, 32, "?");
}

int boggle_dice_check(const boggle_dice_set *set, const boggle_board *board,
		      char why[BOGGLE_ERR_MAX])
{
	uint8_t fits[BOGGLE_MAX_CELLS][BOGGLE_MAX_CELLS];
	int die_cell[BOGGLE_MAX_CELLS];
	int c, d, n = set->count;
	char name[32];

	if (board->rows != set->rows || board->cols != set->cols) {
		if (why)
			explain(why, "the %s set throws %dx%d "
				 "boards, not %dx%d", set->name, set->rows,
				 set->cols, board->rows, board->cols);
		return 0;
	}
	for (d = 0; d < n; d++) {
		boggle_cell faces[DICE_MAX_FACES];
		int nf = dice_faces(set, d, faces), f;

		for (c = 0; c < n; c++) {
			fits[c][d] = 0;
			for (f = 0; f < nf; f++)
				if (same_cell(set, &faces[f], board, c))
					fits[c][d] = 1;
		}
		die_cell[d] = -1;
	}
	for (c = 0; c < n; c++) {
		uint8_t seen[BOGGLE_MAX_CELLS] = {0};

		for (d = 0; d < n && !fits[c][d]; d++)
			;
		if (d == n) {
			if (why) {
				face_name(board, c, name);
				explain(why, "no die of the %s set "
					 "shows %s (row %d, column %d)", set->name,
					 name, c / board->cols + 1,
					 c % board->cols + 1);
			}
			return 0;
		}
		if (!augment(c, n, fits, die_cell, seen)) {
			if (why) {
				face_name(board, c, name);
				explain(why, "the %s set cannot "
					 "show all these faces at once: no die "
					 "left for %s at row %d, column %d",
					 set->name, name, c / board->cols + 1,
					 c % board->cols + 1);
			}
			return 0;
		}
	}
	return 1;
}
