/*
 * The library as a program sees it, through boggle.h alone: error codes
 * and their messages, the version, handles and their accessors, and who
 * owns what.  Each check prints what failed; the status is the count.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/epoll.h>
#include <unistd.h>

#include <boggle.h>

static int failures;

#define CHECK(cond) do { if (!(cond)) { failures++; \
	fprintf(stderr, "%s:%d: %s\n", __FILE__, __LINE__, #cond); } } while (0)

static void test_version(void)
{
	char built[16];

	CHECK(strcmp(boggle_version(), BOGGLE_VERSION) == 0);
	CHECK(boggle_version_number() == BOGGLE_VERSION_NUMBER);
	snprintf(built, sizeof built, "%d.%d.%d", BOGGLE_VERSION_MAJOR,
		 BOGGLE_VERSION_MINOR, BOGGLE_VERSION_PATCH);
	CHECK(strcmp(built, BOGGLE_VERSION) == 0);
	CHECK(BOGGLE_VERSION_MAJOR >= 1);
}

static void test_codes(void)
{
	const char *seen[BOGGLE_TOO_LARGE + 1];
	int c, k;

	CHECK(BOGGLE_OK == 0);
	for (c = 0; c <= BOGGLE_TOO_LARGE; c++) {
		seen[c] = boggle_strerror((boggle_code)c);
		CHECK(seen[c] && seen[c][0]);
		for (k = 0; k < c; k++)
			CHECK(strcmp(seen[k], seen[c]) != 0);
	}
	CHECK(strcmp(boggle_strerror((boggle_code)999), "unknown error") == 0);
}

static void test_board(void)
{
	boggle_board *b = NULL, *c = NULL;
	char msg[BOGGLE_ERR_MAX] = "", text[64];

	CHECK(boggle_board_new(&b, NULL, 0, 4) == BOGGLE_MISUSE && !b);
	CHECK(boggle_board_new(&b, NULL, 16, 17) == BOGGLE_MISUSE && !b);
	CHECK(boggle_board_new(NULL, NULL, 4, 4) == BOGGLE_MISUSE);
	CHECK(boggle_board_new(&b, NULL, 2, 3) == BOGGLE_OK && b);
	CHECK(boggle_board_rows(b) == 2 && boggle_board_cols(b) == 3);
	CHECK(boggle_board_lang(b) == boggle_lang_english());
	CHECK(boggle_board_format(b, text, sizeof text) == 7);
	CHECK(strcmp(text, ".../...") == 0);

	/* a refused board says where, and leaves the board as it was */
	CHECK(boggle_board_parse(b, NULL, "ab1d", 4, msg) == BOGGLE_SYNTAX);
	CHECK(strstr(msg, "'1' is not a letter") != NULL);
	CHECK(boggle_board_parse(b, NULL, "abc/de", 6, NULL) == BOGGLE_SYNTAX);
	CHECK(boggle_board_rows(b) == 2 && boggle_board_cols(b) == 3);

	CHECK(boggle_board_parse(b, NULL, "QAT/.ER", 7, msg) == BOGGLE_OK);
	CHECK(boggle_board_cell(b, 0, 1, text, sizeof text) == 2);
	CHECK(strcmp(text, "Qu") == 0);
	CHECK(boggle_board_cell(b, 0, 0, text, sizeof text) == 2);
	CHECK(strcmp(text, "qu") == 0);
	CHECK(boggle_board_cell(b, 3, 0, text, sizeof text) == 0);
	CHECK(boggle_board_cell(b, 99, 0, text, sizeof text) == 0);
	CHECK(boggle_board_cell_letters(b, 0) == 2);
	CHECK(boggle_board_cell_letters(b, 3) == 0);

	CHECK(boggle_board_set_cell(b, 3, "7", 1, msg) == BOGGLE_SYNTAX);
	CHECK(boggle_board_set_cell(b, 3, "[th", 3, msg) == BOGGLE_SYNTAX);
	CHECK(boggle_board_set_cell(b, 3, "s", 1, msg) == BOGGLE_OK);
	CHECK(boggle_board_set_cell(b, 6, "s", 1, msg) == BOGGLE_MISUSE);
	CHECK(boggle_board_set_cell(b, 1, "[th]", 4, msg) == BOGGLE_OK);
	CHECK(boggle_board_cell_letters(b, 1) == 2);
	CHECK(boggle_board_set_cell(b, 1, "A", 1, msg) == BOGGLE_OK);
	boggle_board_format(b, text, sizeof text);
	CHECK(strcmp(text, "qat/ser") == 0);

	CHECK(boggle_board_new(&c, boggle_lang_find("de"), 1, 1) == BOGGLE_OK);
	boggle_board_copy(c, b);
	boggle_board_format(c, text, sizeof text);
	CHECK(strcmp(text, "qat/ser") == 0 &&
	      boggle_board_lang(c) == boggle_lang_english());
	boggle_board_free(c);
	boggle_board_free(b);
	boggle_board_free(NULL);
}

static void test_find(void)
{
	boggle_board *b;
	uint16_t path[BOGGLE_MAX_CELLS];
	char msg[BOGGLE_ERR_MAX];
	int cells = -1;

	CHECK(boggle_board_new(&b, NULL, 4, 4) == BOGGLE_OK);
	CHECK(boggle_board_parse(b, NULL, "catsxxxxxxxxxxxx", 16, NULL) ==
	      BOGGLE_OK);
	CHECK(boggle_board_find(b, "CATS", path, &cells, msg) == BOGGLE_OK);
	CHECK(cells == 4 && path[0] == 0 && path[3] == 3);
	CHECK(boggle_board_find(b, "dog", path, &cells, msg) == BOGGLE_OK &&
	      cells == 0);
	CHECK(boggle_board_find(b, "c4t", path, &cells, msg) == BOGGLE_SYNTAX);
	CHECK(msg[0] != '\0');
	boggle_board_free(b);
}

static void test_dict(void)
{
	static const char words[] = "cat\ncats\nact\nScat\ntac\ncat\n";
	char path[] = "/tmp/boggle-api-XXXXXX", text[BOGGLE_WORD_TEXT_MAX];
	boggle_dict_stats st;
	boggle_dict *d = NULL, *again = (boggle_dict *)path;
	int fd;

	CHECK(boggle_dict_from_text(NULL, NULL, words, 4, NULL) ==
	      BOGGLE_MISUSE);
	CHECK(boggle_dict_from_text(&d, NULL, words, sizeof words - 1, &st) ==
	      BOGGLE_OK);
	CHECK(boggle_dict_count(d) == 5 && st.words == 5);
	CHECK(boggle_dict_lang(d) == boggle_lang_english());
	CHECK(boggle_dict_lookup(d, "Scat") >= 0 &&
	      boggle_dict_lookup(d, "dog") == -1);
	CHECK(boggle_dict_word(d, 0, text, sizeof text) == 3 &&
	      strcmp(text, "act") == 0);

	CHECK(boggle_dict_load(&again, NULL, "/nonexistent/list", NULL) ==
	      BOGGLE_SYSTEM && errno == ENOENT && again == NULL);
	/* an empty list is a list, NULL or not; misuse still clears *out */
	CHECK(boggle_dict_from_text(&again, NULL, NULL, 0, NULL) == BOGGLE_OK &&
	      again && boggle_dict_count(again) == 0);
	boggle_dict_free(again);
	again = (boggle_dict *)path;
	CHECK(boggle_dict_from_text(&again, NULL, NULL, 4, NULL) ==
	      BOGGLE_MISUSE && !again);
	again = (boggle_dict *)path;
	CHECK(boggle_dict_load(&again, NULL, NULL, NULL) == BOGGLE_MISUSE &&
	      !again);
	again = (boggle_dict *)path;
	CHECK(boggle_dict_open(&again, NULL, NULL, NULL, NULL) ==
	      BOGGLE_MISUSE && !again);
	/* a read's EINVAL (an epoll fd's) is the system's, no language's */
	fd = epoll_create1(0);
	CHECK(fd >= 0);
	CHECK(boggle_dict_read(&again, NULL, fd, NULL) == BOGGLE_SYSTEM &&
	      errno == EINVAL && !again);
	close(fd);
	memset(&st, 0, sizeof st);
	CHECK(boggle_dict_from_text(&again, boggle_lang_find("fr"),
				    "chat\nb\xe9te\n", 10, &st) ==
	      BOGGLE_NOT_UTF8 && st.bad_line == 2 && !again);

	/* a compiled list: of its language only, and checked whole */
	fd = mkstemp(path);
	CHECK(fd >= 0);
	CHECK(boggle_dict_write(d, fd) == BOGGLE_OK);
	CHECK(boggle_dict_open(&again, NULL, path, NULL, NULL) == BOGGLE_OK);
	CHECK(again && boggle_dict_count(again) == 5);
	boggle_dict_free(again);
	CHECK(boggle_dict_open(&again, boggle_lang_find("fr"), path, NULL,
			       NULL) == BOGGLE_WRONG_LANG && !again);
	CHECK(ftruncate(fd, 200) == 0);
	CHECK(boggle_dict_open(&again, NULL, path, NULL, NULL) ==
	      BOGGLE_DAMAGED && !again);
	close(fd);
	unlink(path);
	CHECK(boggle_dict_save(d, "/nonexistent/x.dict") == BOGGLE_SYSTEM);
	boggle_dict_free(d);
}

static void test_solver(void)
{
	static const char words[] = "cat\ncats\nact\nscat\ntac\n";
	boggle_dict *d, *fr;
	boggle_solver *s = NULL;
	boggle_board *b, *other;
	boggle_bonus *bonus = NULL;
	boggle_rules rules = boggle_rules_classic(), letters;
	const boggle_word *w;
	size_t i;

	CHECK(boggle_dict_from_text(&d, NULL, words, sizeof words - 1, NULL) ==
	      BOGGLE_OK);
	CHECK(boggle_solver_new(&s, NULL) == BOGGLE_MISUSE && !s);
	CHECK(boggle_solver_new(&s, d) == BOGGLE_OK);
	CHECK(boggle_board_new(&b, NULL, 4, 4) == BOGGLE_OK);
	CHECK(boggle_board_parse(b, NULL, "catsxxxxxxxxxxxx", 16, NULL) ==
	      BOGGLE_OK);
	CHECK(boggle_solve(s, b, &rules) == BOGGLE_OK);
	/* c a t s in a row: cat, cats, tac; act and scat need c beside t, s */
	CHECK(boggle_solver_count(s) == 3);
	w = boggle_solver_words(s);
	CHECK(strcmp(boggle_solver_text(s, &w[0]), "cat") == 0);
	CHECK(strcmp(boggle_solver_text(s, &w[2]), "tac") == 0);
	for (i = 0; i < boggle_solver_count(s); i++) {
		char text[BOGGLE_WORD_TEXT_MAX];

		boggle_dict_word(d, w[i].id, text, sizeof text);
		CHECK(strcmp(boggle_solver_text(s, &w[i]), text) == 0);
	}
	CHECK(boggle_solver_score(s) == 3);

	/* a board of another language, a layout of another shape */
	CHECK(boggle_board_new(&other, boggle_lang_find("fr"), 4, 4) ==
	      BOGGLE_OK);
	CHECK(boggle_solve(s, other, &rules) == BOGGLE_WRONG_LANG);
	CHECK(boggle_solver_count(s) == 0);
	CHECK(boggle_bonus_parse(&bonus, "d../.../...", 11, NULL) == BOGGLE_OK);
	CHECK(boggle_bonus_rows(bonus) == 3 && boggle_bonus_cols(bonus) == 3);
	CHECK(boggle_bonus_at(bonus, 0) == BOGGLE_BONUS_DL);
	CHECK(boggle_bonus_at(bonus, 1) == BOGGLE_BONUS_NONE);
	letters = boggle_rules_letters(bonus);
	CHECK(boggle_solve(s, b, &letters) == BOGGLE_WRONG_LANG);
	boggle_bonus_free(bonus);
	CHECK(boggle_bonus_parse(&bonus, "dx", 2, NULL) == BOGGLE_SYNTAX &&
	      !bonus);

	CHECK(boggle_dict_from_text(&fr, boggle_lang_find("fr"), "été\n", 5,
				    NULL) == BOGGLE_OK);
	boggle_dict_free(fr);
	boggle_board_free(other);
	boggle_board_free(b);
	boggle_solver_free(s);
	boggle_dict_free(d);
}

/*
 * Many boards at once: the totals one solve at a time gives, in a
 * fixed-width array of texts, each board by its shape's rules or by the
 * rules given; a bad board stops the call there, named.
 */
static void test_solve_many(void)
{
	/* 3 boards of 16 bytes each, NUL padded; the 3x4 fills its own */
	static const char texts[] = "pers/late/sind\0\0"
				    "omuymtupwsayitvi"
				    "abc/def/ghi\0\0\0\0\0";
	const char *one[] = {"pers/late/sind", "omuymtupwsayitvi",
			     "abc/def/ghi"};
	const boggle_dict *d = boggle_dict_builtin();
	boggle_solver *s, *each;
	boggle_board *b;
	boggle_rules words = boggle_rules_classic();
	int64_t counts[6] = {0};
	char bad[32] = "pers/late/sind\0\0ab1c";
	char msg[BOGGLE_ERR_MAX] = "";
	size_t at = 99;
	int i;

	CHECK(boggle_solver_new(&s, d) == BOGGLE_OK);
	CHECK(boggle_solver_new(&each, d) == BOGGLE_OK);
	CHECK(boggle_board_new(&b, NULL, 4, 4) == BOGGLE_OK);
	CHECK(boggle_solve_many(s, NULL, texts, 16, 3, counts, &at, msg) ==
	      BOGGLE_OK && at == 3);
	for (i = 0; i < 3; i++) {
		boggle_rules rules;

		CHECK(boggle_board_parse(b, NULL, one[i], strlen(one[i]),
					 NULL) == BOGGLE_OK);
		rules = boggle_rules_for_shape(boggle_board_rows(b),
					       boggle_board_cols(b));
		CHECK(boggle_solve(each, b, &rules) == BOGGLE_OK);
		CHECK(counts[2 * i] == boggle_solver_score(each));
		CHECK(counts[2 * i + 1] == (int64_t)boggle_solver_count(each));
	}
	CHECK(counts[0] == 1179 && counts[1] == 467);
	/* one board read and solved: the words and paths of its solve */
	for (i = 0; i < 3; i++) {
		boggle_solved got;
		const boggle_word *want;
		size_t k;

		CHECK(boggle_board_parse(b, NULL, one[i], strlen(one[i]),
					 NULL) == BOGGLE_OK);
		words = boggle_rules_for_shape(boggle_board_rows(b),
					       boggle_board_cols(b));
		CHECK(boggle_solve(each, b, &words) == BOGGLE_OK);
		CHECK(boggle_solve_text(s, NULL, one[i], strlen(one[i]), &got,
					msg) == BOGGLE_OK);
		want = boggle_solver_words(each);
		CHECK(got.count == boggle_solver_count(each) &&
		      got.score == boggle_solver_score(each));
		CHECK(got.rows == boggle_board_rows(b) &&
		      got.cols == boggle_board_cols(b));
		for (k = 0; k < got.count; k++) {
			CHECK(got.words[k].id == want[k].id &&
			      got.words[k].score == want[k].score);
			CHECK(got.words[k].path + got.words[k].path_len <=
			      got.path_cells);
			CHECK(memcmp(got.paths + got.words[k].path,
				     boggle_solver_paths(each) + want[k].path,
				     want[k].path_len * sizeof(uint16_t)) == 0);
		}
	}
	words = boggle_rules_classic();
	/* every word a point: the points are the words */
	words.scoring = BOGGLE_SCORING_WORDS;
	CHECK(boggle_solve_many(s, &words, texts, 16, 2, counts, NULL, NULL) ==
	      BOGGLE_OK && counts[0] == 467 && counts[2] == counts[3]);
	/* the solver keeps its paths for the next solve */
	CHECK(boggle_board_parse(b, NULL, one[0], strlen(one[0]), NULL) ==
	      BOGGLE_OK);
	CHECK(boggle_solve(s, b, &words) == BOGGLE_OK &&
	      boggle_solver_words(s)[0].path_len > 0);
	CHECK(boggle_solve_many(s, NULL, bad, 16, 2, counts, &at, msg) ==
	      BOGGLE_SYNTAX && at == 1 && strcmp(msg, "'1' is not a letter") == 0);
	{
		boggle_solved got;

		CHECK(boggle_solve_text(s, NULL, "ab1c", 4, &got, msg) ==
		      BOGGLE_SYNTAX && got.count == 0 &&
		      strcmp(msg, "'1' is not a letter") == 0);
	}
	CHECK(boggle_solve_many(s, NULL, NULL, 16, 1, counts, &at, msg) ==
	      BOGGLE_MISUSE);
	CHECK(boggle_solve_many(s, NULL, NULL, 0, 0, NULL, &at, msg) ==
	      BOGGLE_OK && at == 0);
	boggle_board_free(b);
	boggle_solver_free(each);
	boggle_solver_free(s);
}

/* A word's verdict on a solved board, in the order a game judges it. */
static void test_verdict(void)
{
	static const char words[] = "at\ncat\ncats\nact\nscat\n";
	boggle_dict *d;
	boggle_solver *s;
	boggle_board *b;
	boggle_rules rules = boggle_rules_classic();
	unsigned char played[8] = {0};
	char msg[BOGGLE_ERR_MAX];
	long at = 99;

	CHECK(boggle_dict_from_text(&d, NULL, words, sizeof words - 1, NULL) ==
	      BOGGLE_OK);
	CHECK(boggle_solver_new(&s, d) == BOGGLE_OK);
	CHECK(boggle_board_new(&b, NULL, 4, 4) == BOGGLE_OK);
	CHECK(boggle_board_parse(b, NULL, "catsxxxxxxxxxxxx", 16, NULL) ==
	      BOGGLE_OK);
	CHECK(boggle_solve(s, b, &rules) == BOGGLE_OK);
	/* typed in capitals: cats, found by the solver, scores */
	CHECK(boggle_solver_verdict(s, b, &rules, "CATS", 4, played, &at,
				    msg) == BOGGLE_VERDICT_OK);
	CHECK(at >= 0 && strcmp(boggle_solver_text(s, boggle_solver_words(s) +
						   at), "cats") == 0);
	played[at] = 1;
	CHECK(boggle_solver_verdict(s, b, &rules, "cats", 4, played, NULL,
				    NULL) == BOGGLE_VERDICT_PLAYED);
	CHECK(boggle_solver_verdict(s, b, &rules, "at", 2, played, &at, NULL) ==
	      BOGGLE_VERDICT_TOO_SHORT && at == -1);
	/* scat is a word, but c is not beside s; tsac is on it, but no word */
	CHECK(boggle_solver_verdict(s, b, &rules, "scat", 4, NULL, NULL, NULL) ==
	      BOGGLE_VERDICT_NOT_ON_BOARD);
	CHECK(boggle_solver_verdict(s, b, &rules, "stac", 4, NULL, NULL, NULL) ==
	      BOGGLE_VERDICT_NOT_A_WORD);
	CHECK(boggle_solver_verdict(s, b, &rules, "zzzz", 4, NULL, NULL, NULL) ==
	      BOGGLE_VERDICT_NOT_ON_BOARD);
	/* a character no word holds is named */
	CHECK(boggle_solver_verdict(s, b, &rules, "ca1s", 4, NULL, NULL, msg) ==
	      BOGGLE_VERDICT_NOT_A_WORD && strstr(msg, "'1'"));
	CHECK(strcmp(boggle_verdict_status(BOGGLE_VERDICT_NOT_ON_BOARD),
		     "not-on-board") == 0);
	CHECK(strcmp(boggle_verdict_text(BOGGLE_VERDICT_TOO_SHORT),
		     "too short") == 0);
	CHECK(strcmp(boggle_verdict_text(BOGGLE_VERDICT_OK), "") == 0);
	boggle_board_free(b);
	boggle_solver_free(s);
	boggle_dict_free(d);
}

static void test_dice_and_throws(void)
{
	const boggle_dice_set *classic = boggle_dice_find("classic");
	boggle_dice_set *set = NULL;
	boggle_board *b;
	boggle_rng rng;
	char msg[BOGGLE_ERR_MAX];

	CHECK(classic && strcmp(boggle_dice_name(classic), "classic") == 0);
	CHECK(boggle_dice_rows(classic) == 4 && boggle_dice_cols(classic) == 4);
	CHECK(boggle_dice_die(classic, 0) && !boggle_dice_die(classic, 16));
	CHECK(boggle_dice_description(classic)[0] != '\0');
	CHECK(boggle_dice_read(&set, NULL, "mine", "a b\nc 1\n", 8, msg) ==
	      BOGGLE_SYNTAX && !set && strstr(msg, "line 2"));
	CHECK(boggle_dice_read(&set, NULL, "mine", "a b\nc d\ne f\ng h\n", 16,
			       msg) == BOGGLE_OK);
	CHECK(strcmp(boggle_dice_name(set), "mine") == 0);
	CHECK(strcmp(boggle_dice_die(set, 1), "c d") == 0);

	boggle_rng_seed(&rng, 7);
	CHECK(boggle_board_new(&b, NULL, 5, 5) == BOGGLE_OK);
	boggle_dice_throw(set, &rng, b);
	CHECK(boggle_board_rows(b) == 2 && boggle_board_cols(b) == 2);
	CHECK(boggle_dice_check(set, b, msg) == 1);
	boggle_dice_throw(classic, &rng, b);
	CHECK(boggle_board_rows(b) == 4 && boggle_dice_check(classic, b, NULL));
	CHECK(boggle_throw_letters(b, NULL, 0, 3, &rng) == BOGGLE_MISUSE);
	CHECK(boggle_throw_letters(b, boggle_lang_find("es"), 3, 5, &rng) ==
	      BOGGLE_OK);
	CHECK(boggle_board_cols(b) == 5 &&
	      boggle_board_lang(b) == boggle_lang_find("es"));
	CHECK(boggle_plant(b, NULL, 2, 2, "quizzes", &rng, msg) ==
	      BOGGLE_MISUSE);
	CHECK(boggle_plant(b, NULL, 2, 2, "a-b", &rng, msg) == BOGGLE_SYNTAX);
	CHECK(boggle_plant(b, NULL, 2, 2, "quiz", &rng, msg) == BOGGLE_OK);
	boggle_dice_free(set);
	boggle_board_free(b);
}

/* An annealer that leaves out every word of its list scores nothing. */
static void annealer_without_words(void)
{
	static const char words[] = "tea\neat\nate\ntee\n";
	boggle_rules rules = boggle_rules_classic(), letters;
	boggle_annealer *a, *other = NULL;
	boggle_bonus *bonus;
	boggle_dict *d, *fr;

	CHECK(boggle_dict_from_text(&d, NULL, words, sizeof words - 1, NULL) ==
	      BOGGLE_OK);
	CHECK(boggle_dict_from_text(&fr, boggle_lang_find("fr"), words,
				    sizeof words - 1, NULL) == BOGGLE_OK);
	CHECK(boggle_annealer_new(&a, d, &rules, 2, 2, NULL, 3) == BOGGLE_OK);
	CHECK(boggle_annealer_run(a, 2000) > 0);
	CHECK(boggle_annealer_exclude(a, fr) == BOGGLE_WRONG_LANG);
	CHECK(boggle_annealer_new(&other, fr, &rules, 4, 4,
				  boggle_dice_find("classic"), 3) ==
	      BOGGLE_WRONG_LANG && !other);
	CHECK(boggle_bonus_parse(&bonus, "d../.../...", 11, NULL) == BOGGLE_OK);
	letters = boggle_rules_letters(bonus);
	CHECK(boggle_annealer_new(&other, d, &letters, 2, 2, NULL, 3) ==
	      BOGGLE_WRONG_LANG && !other);
	CHECK(boggle_annealer_new(&other, d, &letters, 3, 3, NULL, 3) ==
	      BOGGLE_OK);
	boggle_annealer_free(other);
	boggle_bonus_free(bonus);
	CHECK(boggle_annealer_exclude(a, d) == BOGGLE_OK);
	CHECK(boggle_annealer_run(a, 2000) == 0);
	CHECK(boggle_annealer_exclude(a, NULL) == BOGGLE_OK);
	CHECK(boggle_annealer_run(a, 2000) > 0);
	boggle_annealer_free(a);
	boggle_dict_free(fr);
	boggle_dict_free(d);
}

static void test_rest(void)
{
	boggle_count counts[BOGGLE_MAX_CELLS];
	boggle_rules rules;
	boggle_annealer *a = NULL;
	char buf[64], msg[BOGGLE_ERR_MAX];
	int letters = 0;

	CHECK(boggle_count_paths(3, 3, counts, msg) == BOGGLE_OK);
	boggle_count_format(counts[1], buf, sizeof buf);
	CHECK(strcmp(buf, "40") == 0);
	CHECK(boggle_count_paths(0, 3, counts, msg) == BOGGLE_MISUSE);
	CHECK(boggle_count_paths(16, 16, counts, msg) == BOGGLE_TOO_LARGE);
	CHECK(boggle_rules_named("big", &rules) == BOGGLE_OK &&
	      rules.min_letters == 4);
	CHECK(boggle_rules_named("huge", &rules) == BOGGLE_MISUSE);
	CHECK(boggle_rules_choose(&rules, NULL, "words", "5", NULL, 6, 6, msg) ==
		      BOGGLE_OK &&
	      rules.scoring == BOGGLE_SCORING_WORDS && rules.min_letters == 5);
	CHECK(boggle_rules_choose(&rules, "huge", NULL, NULL, NULL, 4, 4, msg) ==
		      BOGGLE_MISUSE &&
	      strstr(msg, "unknown rules 'huge'"));
	CHECK(strcmp(boggle_scoring_name(BOGGLE_SCORING_SUPERBIG), "superbig") == 0);
	{
		char said[BOGGLE_RULES_TEXT_MAX];

		/* the words scoring and -m 5 chosen above, for a 6x6 board */
		CHECK(boggle_rules_text(&rules, 6, 6, BOGGLE_RULES_OPTIONS, said,
					sizeof said) == BOGGLE_OK &&
		      strcmp(said, "--scoring words -m 5") == 0);
	}
	CHECK(boggle_lang_find("FR") == boggle_lang_find("fr") &&
	      boggle_lang_find("Nb") == boggle_lang_find("nb") &&
	      boggle_lang_find("fr") && !boggle_lang_find("f") &&
	      !boggle_lang_find("frx") && !boggle_lang_find(NULL));
	CHECK(boggle_lang_fold(boggle_lang_find("de"), "Fuß", 4, buf,
			       sizeof buf, &letters, msg) == BOGGLE_OK);
	CHECK(strcmp(buf, "fuss") == 0 && letters == 4);
	CHECK(boggle_lang_fold(NULL, "x1", 2, buf, sizeof buf, NULL, msg) ==
	      BOGGLE_SYNTAX);
	CHECK(boggle_lang_fold(NULL, "abc", 3, buf, 3, NULL, msg) ==
	      BOGGLE_SYNTAX);
	rules = boggle_rules_classic();
	CHECK(boggle_annealer_new(&a, boggle_dict_builtin(), &rules, 0, 4, NULL,
				  1) == BOGGLE_MISUSE && !a);
	CHECK(boggle_annealer_new(&a, boggle_dict_builtin(), &rules, 3, 3, NULL,
				  1) == BOGGLE_OK);
	CHECK(boggle_dice_find(NULL) == NULL);
	CHECK(boggle_annealer_run(a, 100) > 0);
	CHECK(boggle_board_rows(boggle_annealer_best(a, NULL)) == 3);
	boggle_annealer_free(a);
	annealer_without_words();
}

int main(void)
{
	test_version();
	test_codes();
	test_board();
	test_find();
	test_dict();
	test_solver();
	test_solve_many();
	test_verdict();
	test_dice_and_throws();
	test_rest();
	if (failures)
		fprintf(stderr, "%d checks failed\n", failures);
	return failures != 0;
}
