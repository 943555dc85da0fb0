/* Classic scoring and the order results are listed in. */
#include <string.h>

#include "support.h"
#include "internal.h"

static void test_classic_table(void **state)
{
	boggle_rules r = boggle_rules_classic();
	int letters;

	(void)state;
	assert_int_equal(r.min_letters, 3);
	assert_int_equal(boggle_score_letters(&r, 2), 0);
	assert_int_equal(boggle_score_letters(&r, 3), 1);
	assert_int_equal(boggle_score_letters(&r, 4), 1);
	assert_int_equal(boggle_score_letters(&r, 5), 2);
	assert_int_equal(boggle_score_letters(&r, 6), 3);
	assert_int_equal(boggle_score_letters(&r, 7), 5);
	assert_int_equal(boggle_score_letters(&r, 8), 11);
	/* the table covers the longest word any board allows */
	for (letters = 8; letters <= 2 * BOGGLE_WORD_MAX; letters++)
		assert_int_equal(boggle_score_letters(&r, letters), 11);
}

static void test_min_letters(void **state)
{
	boggle_rules r = boggle_rules_classic();

	(void)state;
	r.min_letters = 5;
	assert_int_equal(boggle_score_letters(&r, 4), 0);
	assert_int_equal(boggle_score_letters(&r, 5), 2);
	r.min_letters = 1;
	assert_int_equal(boggle_score_letters(&r, 1), 1);
	assert_int_equal(boggle_score_letters(&r, 2), 1);
}

static void test_sort_order(void **state)
{
	boggle_word w[5] = {
		{.id = 9, .score = 1}, {.id = 2, .score = 5},
		{.id = 4, .score = 1}, {.id = 7, .score = 11},
		{.id = 1, .score = 1},
	};
	static const uint32_t want[5] = {7, 2, 1, 4, 9};
	boggle_word scratch[5], many[1000], room[1000];
	boggle_rng rng;
	int i;

	(void)state;
	score_sort(w, scratch, 5);
	for (i = 0; i < 5; i++)
		assert_int_equal(w[i].id, want[i]);
	/* sizes around the run and merge widths, against the definition */
	boggle_rng_seed(&rng, 9);
	for (i = 0; i < 40; i++) {
		size_t n = i < 20 ? (size_t)i : boggle_rng_below(&rng, 1000), k;

		for (k = 0; k < n; k++) {
			many[k].id = (uint32_t)k * 7919 % 1000;
			many[k].score = (int32_t)boggle_rng_below(&rng, 12);
		}
		score_sort(many, room, n);
		for (k = 1; k < n; k++)
			assert_true(many[k - 1].score > many[k].score ||
				    (many[k - 1].score == many[k].score &&
				     many[k - 1].id < many[k].id));
	}
}


static void test_editions(void **state)
{
	boggle_rules r;
	int letters;

	(void)state;
	r = boggle_rules_for_shape(4, 4);
	assert_int_equal(r.min_letters, 3);
	assert_int_equal(r.scoring, BOGGLE_SCORING_CLASSIC);
	r = boggle_rules_for_shape(3, 4); /* no edition: classic */
	assert_int_equal(r.min_letters, 3);
	r = boggle_rules_for_shape(5, 5);
	assert_int_equal(r.min_letters, 4);
	assert_int_equal(r.scoring, BOGGLE_SCORING_CLASSIC);
	assert_int_equal(boggle_score_letters(&r, 3), 0);
	assert_int_equal(boggle_score_letters(&r, 9), 11);
	r = boggle_rules_for_shape(6, 6);
	assert_int_equal(r.min_letters, 4);
	assert_int_equal(boggle_score_letters(&r, 3), 0);
	assert_int_equal(boggle_score_letters(&r, 4), 1);
	assert_int_equal(boggle_score_letters(&r, 7), 5);
	assert_int_equal(boggle_score_letters(&r, 8), 11);
	for (letters = 9; letters <= 2 * BOGGLE_WORD_MAX; letters++)
		assert_int_equal(boggle_score_letters(&r, letters), 2 * letters);
	assert_int_equal(boggle_rules_named("big", &r), 0);
	assert_int_equal(r.min_letters, 4);
	assert_int_equal(boggle_rules_named("superbig", &r), 0);
	assert_int_equal(r.scoring, BOGGLE_SCORING_SUPERBIG);
	assert_int_equal(boggle_rules_named("classic", &r), 0);
	assert_int_equal(r.min_letters, 3);
	assert_int_equal(boggle_rules_named("huge", &r), BOGGLE_MISUSE);
}

static void test_letter_values(void **state)
{
	/* the facts table: A1 B4 C4 D2 E1 F4 G3 H4 I1 J10 K5 L1 M3 N1 O1 P4
	 * Q10 R1 S1 T1 U2 V4 W4 X8 Y4 Z10 */
	static const char table[] = "a1b4c4d2e1f4g3h4i1j10k5l1m3n1o1p4q10r1s1"
				    "t1u2v4w4x8y4z10";
	const char *p = table;
	int seen = 0;

	(void)state;
	while (*p) {
		char letter = *p++;
		int v = 0;

		while (*p >= '0' && *p <= '9')
			v = v * 10 + (*p++ - '0');
		assert_int_equal(boggle_letter_value(letter), v);
		assert_int_equal(boggle_letter_value((char)(letter - 32)), v);
		seen++;
	}
	assert_int_equal(seen, 26);
	assert_int_equal(boggle_letter_value('?'), 0);
}

static void test_letters_path(void **state)
{
	boggle_bonus bonus;
	boggle_board b;
	boggle_rules r;
	char err[BOGGLE_ERR_MAX];
	uint16_t path[4] = {0, 1, 2, 3};

	(void)state;
	parse_ok(&b, "qate");
	assert_int_equal(t_bonus(&bonus, "d./.T", 5, err), 0);
	r = boggle_rules_letters(&bonus);
	assert_int_equal(r.min_letters, 2);
	/* qu(10+2) x2 + a 1 + t 1 + e 1 = 27, x3 = 81, 5 letters: +5 */
	assert_int_equal(boggle_score_path(&r, &b, path, 4), 86);
	r = boggle_rules_letters(NULL);
	assert_int_equal(boggle_score_path(&r, &b, path, 4), 15 + 5);
	assert_int_equal(boggle_score_path(&r, &b, path, 1), 12);
	r.min_letters = 3;
	path[0] = 1;
	assert_int_equal(boggle_score_path(&r, &b, path, 1), 0);
}

static void test_bonus_parse(void **state)
{
	boggle_bonus bonus;
	char err[BOGGLE_ERR_MAX];

	(void)state;
	assert_int_equal(t_bonus(&bonus, "..dT/tD../..../....", 19,
					    err), 0);
	assert_int_equal(bonus.rows, 4);
	assert_int_equal(bonus.cols, 4);
	assert_int_equal(bonus.cells[2], 'd');
	assert_int_equal(bonus.cells[3], 'T');
	assert_int_equal(bonus.cells[4], 't');
	assert_int_equal(bonus.cells[5], 'D');
	assert_int_equal(bonus.cells[6], '.');
	assert_int_equal(t_bonus(&bonus, "...D/", 5, err), 0);
	assert_int_equal(bonus.rows, 1);
	assert_int_equal(t_bonus(&bonus, "..x.", 4, err), -1);
	assert_string_equal(err, "'x' is not a bonus square (. d t D T)");
	assert_int_equal(t_bonus(&bonus, "..\033.", 4, err), -1);
	assert_string_equal(err, "0x1b is not a bonus square (. d t D T)");
	assert_int_equal(t_bonus(&bonus, "...", 3, err), -1);
	assert_int_equal(t_bonus(&bonus, "../...", 6, err), -1);
}

/*
 * Every choice by name against the rules as boggle(1) states them: an
 * edition's shortest word and scoring, the shape's edition by default,
 * letter scoring's 2 letters whatever the edition, words counting one
 * each at the edition's length, -m over all.
 */
static void test_choose(void **state)
{
	static const char *const editions[] = {NULL, "classic", "big",
					       "superbig"};
	static const char *const scorings[] = {NULL, "rules", "letters",
					       "words"};
	static const int shapes[][2] = {{4, 4}, {5, 5}, {6, 6}, {3, 4}};
	static const char *const mins[] = {NULL, "2", "07"};
	static const int min_letters[] = {0, 2, 7};
	boggle_bonus *bonus;
	boggle_rules r;
	char err[BOGGLE_ERR_MAX];
	size_t e, s, h, m;

	(void)state;
	for (e = 0; e < 4; e++)
		for (s = 0; s < 4; s++)
			for (h = 0; h < 4; h++)
				for (m = 0; m < 3; m++) {
					/* the edition: named, else the shape's */
					int ed = e ? (int)e - 1 :
						 shapes[h][0] == 5 ? 1 :
						 shapes[h][0] == 6 ? 2 : 0;
					int least = s == 2 ? 2 : ed ? 4 : 3;
					boggle_scoring want =
						s == 2 ? BOGGLE_SCORING_LETTERS :
						s == 3 ? BOGGLE_SCORING_WORDS :
						ed == 2 ? BOGGLE_SCORING_SUPERBIG :
							  BOGGLE_SCORING_CLASSIC;

					assert_int_equal(boggle_rules_choose(
						&r, editions[e], scorings[s],
						mins[m], NULL, shapes[h][0],
						shapes[h][1], err), BOGGLE_OK);
					assert_int_equal(r.min_letters,
							 mins[m] ? min_letters[m] : least);
					assert_int_equal(r.scoring, want);
					assert_null(r.bonus);
				}
	assert_int_equal(boggle_rules_choose(&r, "huge", NULL, NULL, NULL, 4, 4,
					     err), BOGGLE_MISUSE);
	assert_string_equal(err, "unknown rules 'huge' (classic, big, superbig)");
	assert_int_equal(boggle_rules_choose(&r, NULL, "po\001nts", NULL, NULL,
					     0, 0, err), BOGGLE_MISUSE);
	assert_string_equal(err, "unknown scoring 'po?nts' (rules, letters, words)");
	assert_int_equal(boggle_bonus_parse(&bonus, "T.../..d./..../....", 19,
					    err), BOGGLE_OK);
	assert_int_equal(boggle_rules_choose(&r, NULL, "words", NULL, bonus, 4, 4,
					     err), BOGGLE_MISUSE);
	assert_string_equal(err, "--bonus needs --scoring letters");
	assert_int_equal(boggle_rules_choose(&r, "superbig", "letters", NULL,
					     bonus, 5, 5, err),
			 BOGGLE_WRONG_LANG);
	assert_string_equal(err, "board is 5x5, --bonus is 4x4");
	/* before the board is known the choice alone is checked */
	assert_int_equal(boggle_rules_choose(&r, "superbig", "letters", "3",
					     bonus, 0, 0, err), BOGGLE_OK);
	assert_int_equal(boggle_rules_choose(&r, NULL, "letters", NULL, bonus, 4,
					     4, err), BOGGLE_OK);
	assert_ptr_equal(r.bonus, bonus);
	assert_int_equal(r.min_letters, 2);
	/* the shortest word, judged as -m is, in its words */
	assert_int_equal(boggle_rules_choose(&r, NULL, NULL, "0", NULL, 0, 0,
					     err), BOGGLE_MISUSE);
	assert_string_equal(err, "--min: '0' is out of range (1 to 128)");
	assert_int_equal(boggle_rules_choose(&r, NULL, NULL, "129", NULL, 4, 4,
					     err), BOGGLE_MISUSE);
	assert_string_equal(err, "--min: '129' is out of range (1 to 128)");
	assert_int_equal(boggle_rules_choose(&r, NULL, NULL,
					     "99999999999999999999", NULL, 4,
					     4, err), BOGGLE_MISUSE);
	assert_string_equal(err, "--min: '99999999999999999999' is out of "
				 "range (1 to 128)");
	assert_int_equal(boggle_rules_choose(&r, NULL, NULL, "-1", NULL, 4, 4,
					     err), BOGGLE_MISUSE);
	assert_string_equal(err, "--min: '-1' is out of range (1 to 128)");
	assert_int_equal(boggle_rules_choose(&r, NULL, NULL, " 5", NULL, 4, 4,
					     err), BOGGLE_MISUSE);
	assert_string_equal(err, "--min: ' 5' is not a whole number");
	assert_int_equal(boggle_rules_choose(&r, NULL, NULL, "", NULL, 4, 4,
					     err), BOGGLE_MISUSE);
	assert_string_equal(err, "--min: '' is not a whole number");
	assert_int_equal(boggle_rules_choose(NULL, NULL, NULL, NULL, NULL, 4, 4,
					     err), BOGGLE_MISUSE);
	boggle_bonus_free(bonus);
}

/* Two rules alike: the same numbers, and bonus squares cell by cell. */
static void assert_same_rules(const boggle_rules *a, const boggle_rules *b)
{
	int i;

	assert_int_equal(a->min_letters, b->min_letters);
	assert_int_equal(a->scoring, b->scoring);
	assert_int_equal(!a->bonus, !b->bonus);
	if (!a->bonus)
		return;
	assert_int_equal(boggle_bonus_rows(a->bonus), boggle_bonus_rows(b->bonus));
	assert_int_equal(boggle_bonus_cols(a->bonus), boggle_bonus_cols(b->bonus));
	for (i = 0; i < boggle_bonus_rows(a->bonus) * boggle_bonus_cols(a->bonus);
	     i++)
		assert_int_equal(boggle_bonus_at(a->bonus, i),
				 boggle_bonus_at(b->bonus, i));
}

/*
 * Read text of form (options or fields) back as a player's choice, as
 * the command's options or a link's fields are read, leaving out the
 * field skip names ("" none); the rules chosen for rows x cols, or -1.
 */
static int read_back(const char *text, boggle_rules_form form,
		     const char *skip, int rows, int cols, boggle_rules *r,
		     boggle_bonus **bonus)
{
	const char *sep = form == BOGGLE_RULES_OPTIONS ? " " : "&=";
	const char *names[4][2] = {{"--rules", "rules"}, {"--scoring", "scoring"},
				   {"-m", "min"}, {"--bonus", "bonus"}};
	const char *given[4] = {NULL, NULL, NULL, NULL};
	char copy[BOGGLE_RULES_TEXT_MAX], *key, *save = NULL;
	int k, f = form == BOGGLE_RULES_FIELDS;

	*bonus = NULL;
	strcpy(copy, text);
	for (key = strtok_r(copy, sep, &save); key;
	     key = strtok_r(NULL, sep, &save)) {
		const char *value = strtok_r(NULL, sep, &save);

		assert_non_null(value);
		for (k = 0; k < 4 && strcmp(key, names[k][f]) != 0; k++)
			;
		assert_true(k < 4);
		assert_null(given[k]); /* each field once */
		if (strcmp(key, skip) != 0)
			given[k] = value;
	}
	if (given[3] && boggle_bonus_parse(bonus, given[3], strlen(given[3]),
					   NULL) != BOGGLE_OK)
		return -1;
	return boggle_rules_choose(r, given[0], given[1], given[2], *bonus, rows,
				   cols, NULL) == BOGGLE_OK ? 0 : -1;
}

/*
 * Rules written as options or fields read back the same for their shape,
 * and every field written is needed (none left out changes nothing);
 * written with no shape, they read back the same on every shape.
 */
static void check_round_trip(const boggle_rules *want, int rows, int cols)
{
	static const int shapes[][2] = {{4, 4}, {5, 5}, {6, 6}, {3, 4}, {1, 1}};
	static const char *const fields[2][4] = {
		{"--rules", "--scoring", "-m", "--bonus"},
		{"rules", "scoring", "min", "bonus"}};
	char text[BOGGLE_RULES_TEXT_MAX];
	boggle_bonus *bonus;
	boggle_rules got;
	int f, k, h;

	for (f = BOGGLE_RULES_OPTIONS; f <= BOGGLE_RULES_FIELDS; f++) {
		assert_int_equal(boggle_rules_text(want, rows, cols,
						   (boggle_rules_form)f, text,
						   sizeof text), BOGGLE_OK);
		assert_int_equal(read_back(text, (boggle_rules_form)f, "", rows,
					   cols, &got, &bonus), 0);
		assert_same_rules(&got, want);
		boggle_bonus_free(bonus);
		for (k = 0; k < 4; k++) {
			if (!strstr(text, fields[f][k]))
				continue;
			if (read_back(text, (boggle_rules_form)f, fields[f][k],
				      rows, cols, &got, &bonus) == 0)
				assert_true(got.min_letters != want->min_letters ||
					    got.scoring != want->scoring ||
					    !got.bonus != !want->bonus);
			boggle_bonus_free(bonus);
		}
		/* with no shape: the same rules on every shape it fits */
		assert_int_equal(boggle_rules_text(want, 0, 0,
						   (boggle_rules_form)f, text,
						   sizeof text), BOGGLE_OK);
		for (h = 0; h < 5; h++) {
			if (want->bonus && (shapes[h][0] != rows ||
					    shapes[h][1] != cols))
				continue;
			assert_int_equal(read_back(text, (boggle_rules_form)f,
						   "", shapes[h][0],
						   shapes[h][1], &got, &bonus),
					 0);
			assert_same_rules(&got, want);
			boggle_bonus_free(bonus);
		}
	}
}

/* Rules written as a proof's header carries them read back the same. */
static void check_header_round_trip(const boggle_rules *want, int rows,
				    int cols)
{
	char text[BOGGLE_RULES_TEXT_MAX], line[BOGGLE_RULES_TEXT_MAX + 64];
	boggle_bonus *bonus;
	boggle_rules got;
	int n;

	assert_int_equal(boggle_rules_text(want, rows, cols, BOGGLE_RULES_HEADER,
					   text, sizeof text), BOGGLE_OK);
	n = snprintf(line, sizeof line,
		     "{\"boggle_prove\": 4, \"shape\": \"%dx%d\", %s}", rows, cols,
		     text);
	assert_int_equal(boggle_proof_header_rules(line, (size_t)n, &got, &bonus),
			 BOGGLE_OK);
	assert_same_rules(&got, want);
	boggle_bonus_free(bonus);
}

/*
 * Rules chosen by name for rows x cols, with bonus squares of kind b (0
 * none, 1 all plain, 2 all kinds) for letter scoring, written both ways
 * and read back.
 */
static void check_choice(const char *edition, const char *scoring,
			 const char *min, int b, int rows, int cols)
{
	char layout[2 * BOGGLE_MAX_CELLS];
	boggle_bonus *bonus = NULL;
	boggle_rules r;
	int i, n = 0;

	for (i = 0; b && i < rows * cols; i++) {
		if (i && i % cols == 0)
			layout[n++] = '/';
		layout[n++] = b == 1 ? '.' : ".dtDT"[(i * 3 + 1) % 5];
	}
	if (b)
		assert_int_equal(boggle_bonus_parse(&bonus, layout, (size_t)n,
						    NULL), BOGGLE_OK);
	assert_int_equal(boggle_rules_choose(&r, edition, scoring, min, bonus,
					     rows, cols, NULL), BOGGLE_OK);
	check_round_trip(&r, rows, cols);
	/* a proof's shape has 25 cells at most */
	if (rows * cols <= 25)
		check_header_round_trip(&r, rows, cols);
	boggle_bonus_free(bonus);
}

/* rules written in form for a rows x cols board give want */
static void text_is(const boggle_rules *r, int rows, int cols,
		    boggle_rules_form form, const char *want)
{
	char text[BOGGLE_RULES_TEXT_MAX];

	assert_int_equal(boggle_rules_text(r, rows, cols, form, text,
					   sizeof text), BOGGLE_OK);
	assert_string_equal(text, want);
}

static void test_rules_text(void **state)
{
	static const char *const editions[] = {NULL, "classic", "big",
					       "superbig"};
	static const char *const scorings[] = {NULL, "rules", "letters",
					       "words"};
	static const char *const mins[] = {NULL, "1", "2", "3", "4", "5", "9",
					   "128"};
	static const int shapes[][2] = {{4, 4}, {5, 5}, {6, 6}, {3, 4}, {1, 1},
					{2, 3}};
	char layout[BOGGLE_MAX_CELLS], text[BOGGLE_RULES_TEXT_MAX];
	boggle_bonus *bonus, *other;
	boggle_rules r;
	size_t e, s, m, h;
	int b, n;

	(void)state;
	for (h = 0; h < sizeof shapes / sizeof *shapes; h++)
		for (e = 0; e < 4; e++)
			for (s = 0; s < 4; s++)
				for (m = 0; m < 8; m++)
					for (b = 0; b < (s == 2 ? 3 : 1); b++)
						check_choice(editions[e],
							     scorings[s], mins[m],
							     b, shapes[h][0],
							     shapes[h][1]);
	/* the shape's own rules are no text; others as a player writes them */
	r = boggle_rules_for_shape(5, 5);
	text_is(&r, 5, 5, BOGGLE_RULES_OPTIONS, "");
	text_is(&r, 4, 4, BOGGLE_RULES_OPTIONS, "-m 4");
	text_is(&r, 0, 0, BOGGLE_RULES_OPTIONS, "--rules big");
	r = boggle_rules_for_shape(6, 6);
	text_is(&r, 4, 4, BOGGLE_RULES_FIELDS, "rules=superbig");
	assert_int_equal(boggle_bonus_parse(&bonus, "T./.d", 5, NULL), BOGGLE_OK);
	r = boggle_rules_letters(bonus);
	r.min_letters = 3;
	text_is(&r, 2, 2, BOGGLE_RULES_OPTIONS,
		"--scoring letters -m 3 --bonus T./.d");
	text_is(&r, 2, 2, BOGGLE_RULES_FIELDS,
		"scoring=letters&min=3&bonus=T./.d");
	text_is(&r, 2, 2, BOGGLE_RULES_HEADER,
		"\"scoring\": \"letters\", \"min_letters\": 3, "
		"\"bonus\": \"T..d\"");
	/* room for the text and its NUL, else refused */
	assert_int_equal(boggle_rules_text(&r, 2, 2, BOGGLE_RULES_HEADER, text,
					   sizeof text), BOGGLE_OK);
	n = (int)strlen(text);
	assert_int_equal(boggle_rules_text(&r, 2, 2, BOGGLE_RULES_HEADER, text,
					   (size_t)n), BOGGLE_MISUSE);
	assert_int_equal(boggle_rules_text(&r, 2, 2, BOGGLE_RULES_HEADER, text,
					   (size_t)n + 1), BOGGLE_OK);
	/* rules that are none, or not of the shape */
	assert_int_equal(boggle_rules_text(&r, 3, 3, BOGGLE_RULES_OPTIONS, text,
					   sizeof text), BOGGLE_MISUSE);
	assert_int_equal(boggle_rules_text(&r, 2, 2, (boggle_rules_form)3, text,
					   sizeof text), BOGGLE_MISUSE);
	r.min_letters = 2 * BOGGLE_WORD_MAX + 1;
	assert_int_equal(boggle_rules_text(&r, 2, 2, BOGGLE_RULES_OPTIONS, text,
					   sizeof text), BOGGLE_MISUSE);
	r.min_letters = 0;
	assert_int_equal(boggle_rules_text(&r, 2, 2, BOGGLE_RULES_OPTIONS, text,
					   sizeof text), BOGGLE_MISUSE);
	r = boggle_rules_classic();
	r.bonus = bonus;
	assert_int_equal(boggle_rules_text(&r, 2, 2, BOGGLE_RULES_OPTIONS, text,
					   sizeof text), BOGGLE_MISUSE);
	r.bonus = NULL;
	r.scoring = (boggle_scoring)4;
	assert_int_equal(boggle_rules_text(&r, 2, 2, BOGGLE_RULES_OPTIONS, text,
					   sizeof text), BOGGLE_MISUSE);
	assert_int_equal(boggle_rules_text(NULL, 2, 2, BOGGLE_RULES_OPTIONS, text,
					   sizeof text), BOGGLE_MISUSE);
	/* the largest layout has room */
	memset(layout, 'T', BOGGLE_MAX_CELLS);
	assert_int_equal(boggle_bonus_parse(&other, layout, BOGGLE_MAX_CELLS, NULL),
			 BOGGLE_OK);
	r = boggle_rules_letters(other);
	r.min_letters = 2 * BOGGLE_WORD_MAX;
	check_round_trip(&r, boggle_bonus_rows(other), boggle_bonus_cols(other));
	boggle_bonus_free(other);
	boggle_bonus_free(bonus);
}

/* The scorings' names, as a proof's header writes and reads them. */
static void test_scoring_names(void **state)
{
	(void)state;
	assert_string_equal(boggle_scoring_name(BOGGLE_SCORING_CLASSIC), "classic");
	assert_string_equal(boggle_scoring_name(BOGGLE_SCORING_SUPERBIG), "superbig");
	assert_string_equal(boggle_scoring_name(BOGGLE_SCORING_LETTERS), "letters");
	assert_string_equal(boggle_scoring_name(BOGGLE_SCORING_WORDS), "words");
	assert_null(boggle_scoring_name((boggle_scoring)4));
	assert_null(boggle_scoring_name((boggle_scoring)-1));
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_classic_table),
		cmocka_unit_test(test_min_letters),
		cmocka_unit_test(test_sort_order),
		cmocka_unit_test(test_editions),
		cmocka_unit_test(test_letter_values),
		cmocka_unit_test(test_letters_path),
		cmocka_unit_test(test_bonus_parse),
		cmocka_unit_test(test_choose),
		cmocka_unit_test(test_scoring_names),
		cmocka_unit_test(test_rules_text),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
