/*
 * Scoring rules of each edition, letter scoring, the rules as a player
 * chooses them by name, and the order of results.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "internal.h"
#include "unicode.h"

boggle_rules boggle_rules_classic(void)
{
	boggle_rules rules = {3, BOGGLE_SCORING_CLASSIC, NULL};

	return rules;
}

boggle_rules boggle_rules_for_shape(int rows, int cols)
{
	boggle_rules rules = boggle_rules_classic();

	if (rows == 5 && cols == 5) {
		rules.min_letters = 4;
	} else if (rows == 6 && cols == 6) {
		rules.min_letters = 4;
		rules.scoring = BOGGLE_SCORING_SUPERBIG;
	}
	return rules;
}

/* The editions by name, each the rules of its square board. */
static const struct {
	const char *name;
	int side;
} editions[] = {{"classic", 4}, {"big", 5}, {"superbig", 6}};

boggle_code boggle_rules_named(const char *name, boggle_rules *rules)
{
	size_t i;

	if (!name || !rules)
		return BOGGLE_MISUSE;
	for (i = 0; i < sizeof editions / sizeof *editions; i++) {
		if (strcmp(name, editions[i].name) == 0) {
			*rules = boggle_rules_for_shape(editions[i].side,
							editions[i].side);
			return BOGGLE_OK;
		}
	}
	return BOGGLE_MISUSE;
}

boggle_rules boggle_rules_letters(const boggle_bonus *bonus)
{
	boggle_rules rules = {2, BOGGLE_SCORING_LETTERS, bonus};

	return rules;
}

/* boggle_scoring's values by name, in its order */
static const char *const scoring_names[] = {"classic", "superbig", "letters",
					    "words"};

const char *boggle_scoring_name(boggle_scoring scoring)
{
	unsigned k = (unsigned)scoring;

	return k < sizeof scoring_names / sizeof *scoring_names ?
		       scoring_names[k] : NULL;
}

/* A name that is none of choices, in the command's words. */
static boggle_code unknown(char *msg, const char *what, const char *name,
			   const char *choices)
{
	char q[64];

	if (msg) {
		utf8_quote(name, strlen(name), q, sizeof q);
		snprintf(msg, BOGGLE_ERR_MAX, "unknown %s %s (%s)", what, q,
			 choices);
	}
	return BOGGLE_MISUSE;
}

/* The shortest word as the player wrote it: 1 to 2 * BOGGLE_WORD_MAX. */
static int min_read(const char *min, char *msg)
{
	char q[64], *end;
	long long v;

	errno = 0;
	v = strtoll(min, &end, 10);
	utf8_quote(min, strlen(min), q, sizeof q);
	if (end == min || *end || (*min != '-' && (*min < '0' || *min > '9'))) {
		if (msg)
			snprintf(msg, BOGGLE_ERR_MAX,
				 "--min: %s is not a whole number", q);
		return -1;
	}
	if (errno == ERANGE || v < 1 || v > 2LL * BOGGLE_WORD_MAX) {
		if (msg)
			snprintf(msg, BOGGLE_ERR_MAX,
				 "--min: %s is out of range (1 to %d)", q,
				 2 * BOGGLE_WORD_MAX);
		return -1;
	}
	return (int)v;
}

boggle_code boggle_rules_choose(boggle_rules *rules, const char *edition,
				const char *scoring, const char *min,
				const boggle_bonus *bonus, int rows, int cols,
				char msg[BOGGLE_ERR_MAX])
{
	boggle_rules r = boggle_rules_for_shape(rows, cols);
	int letters, words, min_letters = 0;

	if (!rules)
		return error_say(msg, BOGGLE_MISUSE, NULL);
	if (edition && boggle_rules_named(edition, &r) != BOGGLE_OK)
		return unknown(msg, "rules", edition, "classic, big, superbig");
	if (scoring && strcmp(scoring, "rules") != 0 &&
	    strcmp(scoring, "letters") != 0 && strcmp(scoring, "words") != 0)
		return unknown(msg, "scoring", scoring, "rules, letters, words");
	if (min && (min_letters = min_read(min, msg)) < 0)
		return BOGGLE_MISUSE;
	letters = scoring && strcmp(scoring, "letters") == 0;
	words = scoring && strcmp(scoring, "words") == 0;
	if (bonus && !letters)
		return error_say(msg, BOGGLE_MISUSE,
				 "--bonus needs --scoring letters");
	if (bonus && rows > 0 &&
	    (bonus->rows != rows || bonus->cols != cols)) {
		if (msg)
			snprintf(msg, BOGGLE_ERR_MAX,
				 "board is %dx%d, --bonus is %dx%d", rows, cols,
				 bonus->rows, bonus->cols);
		return BOGGLE_WRONG_LANG;
	}
	/* letter scoring has no editions, so it outranks edition */
	if (letters)
		r = boggle_rules_letters(bonus);
	if (words)
		r.scoring = BOGGLE_SCORING_WORDS;
	if (min_letters > 0)
		r.min_letters = min_letters;
	*rules = r;
	return BOGGLE_OK;
}

/* Each field of a form: how it starts, and what comes between two. */
static const struct {
	const char *edition, *scoring, *min, *bonus, *sep;
} forms[] = {
	{"--rules ", "--scoring ", "-m ", "--bonus ", " "},
	{"rules=", "scoring=", "min=", "bonus=", "&"},
};

/*
 * The edition of rules' scoring (classic or superbig) whose shortest
 * word is rules' if there is one, into *own; its name.
 */
static const char *edition_of(const boggle_rules *rules, boggle_rules *own)
{
	const char *found = NULL;
	boggle_rules r;
	size_t i;

	for (i = 0; i < sizeof editions / sizeof *editions; i++) {
		r = boggle_rules_for_shape(editions[i].side, editions[i].side);
		if (r.scoring == rules->scoring &&
		    (!found || (r.min_letters == rules->min_letters &&
				own->min_letters != rules->min_letters))) {
			found = editions[i].name;
			*own = r;
		}
	}
	return found;
}

boggle_code boggle_rules_text(const boggle_rules *rules, int rows, int cols,
			      boggle_rules_form form, char *buf, size_t size)
{
	char marks[2 * BOGGLE_MAX_CELLS], text[BOGGLE_RULES_TEXT_MAX];
	const boggle_bonus *bonus = rules ? rules->bonus : NULL;
	boggle_rules own = boggle_rules_for_shape(rows, cols);
	const char *name, *edition = NULL, *scoring = NULL;
	int i, m = 0, n = 0, min;

	if (!rules || !buf || !(name = boggle_scoring_name(rules->scoring)) ||
	    rules->min_letters < 1 || rules->min_letters > 2 * BOGGLE_WORD_MAX ||
	    (bonus && (rules->scoring != BOGGLE_SCORING_LETTERS ||
		       (rows > 0 && (bonus->rows != rows ||
				     bonus->cols != cols)))) ||
	    (unsigned)form > BOGGLE_RULES_HEADER)
		return BOGGLE_MISUSE;
	/* the layout as boggle_bonus_parse reads it, a header's without '/' */
	for (i = 0; bonus && i < bonus->rows * bonus->cols; i++) {
		if (i && i % bonus->cols == 0 && form != BOGGLE_RULES_HEADER)
			marks[m++] = '/';
		marks[m++] = bonus->cells[i];
	}
	marks[m] = '\0';
	if (form == BOGGLE_RULES_HEADER) {
		n = snprintf(text, sizeof text,
			     "\"scoring\": \"%s\", \"min_letters\": %d, "
			     "\"bonus\": \"%s\"", name, rules->min_letters,
			     marks);
	} else {
		text[0] = '\0'; /* the shape's own rules */
		/* what boggle_rules_choose takes for these rules, the least */
		if (rules->scoring == BOGGLE_SCORING_LETTERS) {
			scoring = "letters";
			own = boggle_rules_letters(NULL);
		} else if (rules->scoring == BOGGLE_SCORING_WORDS) {
			scoring = "words";
			/* with no shape, the shortest word is every shape's */
			if (rows <= 0)
				own.min_letters = 0;
		} else if (rows <= 0 || rules->scoring != own.scoring) {
			edition = edition_of(rules, &own);
		}
		min = rules->min_letters != own.min_letters ?
			      rules->min_letters : 0;
#define FIELD(f, fmt, v)                                                \
	n += snprintf(text + n, sizeof text - (size_t)n, "%s%s" fmt,       \
		      n ? forms[form].sep : "", forms[form].f, v)
		if (edition)
			FIELD(edition, "%s", edition);
		if (scoring)
			FIELD(scoring, "%s", scoring);
		if (min)
			FIELD(min, "%d", min);
		if (bonus)
			FIELD(bonus, "%s", marks);
#undef FIELD
	}
	if ((size_t)n >= size)
		return BOGGLE_MISUSE;
	memcpy(buf, text, (size_t)n + 1);
	return BOGGLE_OK;
}

void rules_points(const boggle_rules *rules,
		  int32_t points[2 * BOGGLE_WORD_MAX + 1])
{
	int i;

	for (i = 0; i <= 2 * BOGGLE_WORD_MAX; i++)
		points[i] = boggle_score_letters(rules, i);
}

static int bonus_parse(boggle_bonus *bonus, const char *text, size_t len,
		       char err[BOGGLE_ERR_MAX]);

boggle_code boggle_bonus_parse(boggle_bonus **bonus, const char *text,
			       size_t len, char msg[BOGGLE_ERR_MAX])
{
	boggle_bonus b;
	char err[BOGGLE_ERR_MAX];

	if (!bonus)
		return error_say(msg, BOGGLE_MISUSE, NULL);
	*bonus = NULL;
	if (!text && len)
		return error_say(msg, BOGGLE_MISUSE, NULL);
	if (bonus_parse(&b, text, len, err) < 0)
		return error_say(msg, BOGGLE_SYNTAX, err);
	if (!(*bonus = malloc(sizeof b)))
		return error_say(msg, BOGGLE_NOMEM, NULL);
	**bonus = b;
	return BOGGLE_OK;
}

void boggle_bonus_free(boggle_bonus *bonus)
{
	free(bonus);
}

int boggle_bonus_rows(const boggle_bonus *bonus)
{
	return bonus->rows;
}

int boggle_bonus_cols(const boggle_bonus *bonus)
{
	return bonus->cols;
}

boggle_bonus_kind boggle_bonus_at(const boggle_bonus *bonus, int cell)
{
	if (cell < 0 || cell >= bonus->rows * bonus->cols)
		return BOGGLE_BONUS_NONE;
	return (boggle_bonus_kind)bonus->cells[cell];
}

/* The layout reads like a board whose cells are the five bonus marks. */
static int bonus_parse(boggle_bonus *bonus, const char *text, size_t len,
		       char err[BOGGLE_ERR_MAX])
{
	static const char marks[] = ".dtDT";
	char as_board[BOGGLE_MAX_CELLS * 2 + 2];
	boggle_board b;
	size_t i;
	int n;

	if (len >= sizeof as_board) {
		snprintf(err, BOGGLE_ERR_MAX, "more than %d cells",
			 BOGGLE_MAX_CELLS);
		return -1;
	}
	for (i = 0; i < len; i++) {
		const char *m = text[i] ? strchr(marks, text[i]) : NULL;

		if (text[i] == '/') {
			as_board[i] = '/';
		} else if (m) {
			as_board[i] = (char)('a' + (m - marks));
		} else {
			char what[16];

			name_char(what, text + i, len - i);
			snprintf(err, BOGGLE_ERR_MAX,
				 "%s is not a bonus square (. d t D T)", what);
			return -1;
		}
	}
	if (board_parse(&b, NULL, as_board, len, err) < 0)
		return -1;
	bonus->rows = b.rows;
	bonus->cols = b.cols;
	for (n = 0; n < b.rows * b.cols; n++)
		bonus->cells[n] = marks[LETTER_CODE(b.cells[n].letters[0]) - 1];
	return 0;
}

int boggle_score_letters(const boggle_rules *rules, int letters)
{
	/* by letters: up to 4 score 1 (shorter words only under -m) */
	static const int8_t classic[8] = {0, 1, 1, 1, 1, 2, 3, 5};

	if (letters < rules->min_letters || letters < 1)
		return 0;
	if (rules->scoring == BOGGLE_SCORING_WORDS)
		return 1;
	if (rules->scoring == BOGGLE_SCORING_LETTERS)
		return letters > 4 ? 5 * (letters - 4) : 0;
	if (rules->scoring == BOGGLE_SCORING_SUPERBIG && letters >= 9)
		return 2 * letters;
	return letters < 8 ? classic[letters] : 11;
}

int boggle_letter_value(char letter)
{
	const boggle_lang *en = boggle_lang_english();

	letter = (char)(letter | 0x20);
	/* the letter q is Qu, worth Q and U: Q alone is worth that less U */
	if (letter == 'q')
		return en->letters['q' - 'a'].value - en->letters['u' - 'a'].value;
	return letter >= 'a' && letter <= 'z' ? en->letters[letter - 'a'].value :
						0;
}

/*
 * A cell's worth in letter scoring: its letters' values, or its tile's
 * value where the cell is one of the language's tiles of several letters
 * (Spanish ch).
 */
static int cell_value(const boggle_board *board, const boggle_cell *cell)
{
	const boggle_lang *lang = lang_of(board->lang);
	char text[64];
	int k, value = 0;

	if (cell->len > 1) {
		board_cell_text(board, (int)(cell - board->cells), 0, text,
				 sizeof text);
		for (k = 0; k < lang->ntiles; k++)
			if (!strcmp(lang->tiles[k].text, text))
				return lang->tiles[k].value;
	}
	for (k = 0; k < cell->len; k++) {
		const lang_letter *l = lang_letter_at(lang, cell->letters[k]);

		value += l ? l->value : 0;
	}
	return value;
}

int32_t boggle_score_path(const boggle_rules *rules,
			  const boggle_board *board, const uint16_t *path,
			  int n)
{
	int64_t sum = 0, word_mult = 1, score;
	int i, letters = 0;

	for (i = 0; i < n; i++)
		letters += board_cell_letters(board, path[i]);
	if (rules->scoring != BOGGLE_SCORING_LETTERS || letters <
	    rules->min_letters)
		return boggle_score_letters(rules, letters);
	for (i = 0; i < n; i++) {
		const boggle_cell *cell = &board->cells[path[i]];
		char mark = (char)(rules->bonus ? rules->bonus->cells[path[i]] : '.');
		int value = 0;

		value = cell_value(board, cell);
		sum += (int64_t)value * (mark == 'd' ? 2 : mark == 't' ? 3 : 1);
		if (word_mult < INT32_MAX)
			word_mult *= mark == 'D' ? 2 : mark == 'T' ? 3 : 1;
	}
	score = sum * word_mult + boggle_score_letters(rules, letters);
	return score > INT32_MAX ? INT32_MAX : (int32_t)score;
}

static inline int before(const boggle_word *x, const boggle_word *y)
{
	return x->score != y->score ? x->score > y->score : x->id < y->id;
}

void score_sort(boggle_word *words, boggle_word *scratch, size_t n)
{
	boggle_word *from = words, *to = scratch, *t;
	size_t width, i;

	/* runs of 8 by insertion, then merge runs pairwise */
	for (i = 0; i < n; i += 8) {
		size_t end = i + 8 < n ? i + 8 : n, j;

		for (j = i + 1; j < end; j++) {
			boggle_word w = words[j];
			size_t k = j;

			for (; k > i && before(&w, &words[k - 1]); k--)
				words[k] = words[k - 1];
			words[k] = w;
		}
	}
	for (width = 8; width < n; width *= 2) {
		for (i = 0; i < n; i += 2 * width) {
			size_t a = i, mid = i + width < n ? i + width : n;
			size_t b = mid, end = i + 2 * width < n ? i + 2 * width : n;
			size_t k = i;

			while (a < mid && b < end)
				to[k++] = before(&from[b], &from[a]) ? from[b++] :
								      from[a++];
			while (a < mid)
				to[k++] = from[a++];
			while (b < end)
				to[k++] = from[b++];
		}
		t = from;
		from = to;
		to = t;
	}
	if (from != words)
		memcpy(words, from, n * sizeof *words);
}
