/* The solver: known results, and agreement with an independent brute force. */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "solver.h"
#include "support.h"

/* Set while the tests run again on the search built without POPCNT. */
static int portable;

static boggle_solver *solver_new(const boggle_dict *d)
{
	boggle_solver *s = t_solver(d);

	if (s && portable)
		s->popcnt = 0;
	return s;
}

static char word_buf[2 * BOGGLE_WORD_MAX + 1];

static const char *word_of(const boggle_dict *d, const boggle_word *w)
{
	boggle_dict_word(d, w->id, word_buf, sizeof word_buf);
	return word_buf;
}

/* Sorted by score descending, then alphabetically; totals add up. */
static void check_order(const boggle_dict *d, boggle_solver *s)
{
	const boggle_word *w = boggle_solver_words(s);
	size_t i, n = boggle_solver_count(s);
	long total = 0;
	char prev[sizeof word_buf] = "";

	for (i = 0; i < n; i++) {
		const char *word = word_of(d, &w[i]);

		if (i > 0) {
			assert_true(w[i - 1].score >= w[i].score);
			if (w[i - 1].score == w[i].score)
				assert_true(strcmp(prev, word) < 0);
		}
		strcpy(prev, word);
		total += w[i].score;
	}
	assert_int_equal(total, boggle_solver_score(s));
}

/* Edition scores, written out from the rules; 0 if too short. */
static int edition_oracle(const boggle_rules *r, int letters)
{
	if (letters < r->min_letters)
		return 0;
	if (r->scoring == BOGGLE_SCORING_SUPERBIG && letters >= 9)
		return 2 * letters;
	return classic_points(letters);
}

/* Every word's path spells it, is long enough and scores by the rules. */
static void check_result_rules(const boggle_dict *d, boggle_solver *s,
			       const boggle_board *b, const boggle_rules *r)
{
	const boggle_word *w = boggle_solver_words(s);
	const uint16_t *paths = boggle_solver_paths(s);
	size_t i;

	for (i = 0; i < boggle_solver_count(s); i++) {
		const char *word = word_of(d, &w[i]);
		int len = (int)strlen(word);

		assert_true(path_spells(b, paths + w[i].path, w[i].path_len,
					word));
		assert_int_equal(w[i].letters, len);
		assert_true(len >= r->min_letters);
		assert_int_equal(w[i].score, edition_oracle(r, len));
	}
	check_order(d, s);
}

/* Checks that hold for any classic solve: paths, scores, order, totals. */
static void check_result(const boggle_dict *d, boggle_solver *s,
			 const boggle_board *b, int min)
{
	const boggle_word *w = boggle_solver_words(s);
	const uint16_t *paths = boggle_solver_paths(s);
	size_t i, n = boggle_solver_count(s);
	long total = 0;
	char prev[sizeof word_buf] = "";

	for (i = 0; i < n; i++) {
		const char *word = word_of(d, &w[i]);
		int len = (int)strlen(word);

		assert_true(path_spells(b, paths + w[i].path, w[i].path_len,
					word));
		assert_int_equal(w[i].letters, len);
		assert_true(len >= min);
		assert_int_equal(w[i].score, classic_points(len));
		if (i > 0) {
			assert_true(w[i - 1].score >= w[i].score);
			if (w[i - 1].score == w[i].score)
				assert_true(strcmp(prev, word) < 0);
		}
		strcpy(prev, word);
		total += w[i].score;
	}
	assert_int_equal(total, boggle_solver_score(s));
}

static long solve_score(boggle_solver *s, const char *text, size_t *count)
{
	boggle_board b;
	boggle_rules r = boggle_rules_classic();

	parse_ok(&b, text);
	assert_int_equal(boggle_solve(s, &b, &r), 0);
	if (count)
		*count = boggle_solver_count(s);
	return boggle_solver_score(s);
}

static void test_unixdict_board(void **state)
{
	boggle_dict *d = shared_dict("unixdict.txt");
	boggle_solver *s;
	boggle_board b;
	boggle_rules r = boggle_rules_classic();
	const boggle_word *w;

	(void)state;
	SKIP_WITHOUT(d, "dicts/unixdict.txt");
	s = solver_new(d);
	parse_ok(&b, "OMUYMTUPWSAYITVI");
	assert_int_equal(boggle_solve(s, &b, &r), 0);
	assert_int_equal(boggle_solver_count(s), 35);
	assert_int_equal(boggle_solver_score(s), 40);
	w = boggle_solver_words(s);
	assert_string_equal(word_of(d, &w[0]), "mutatis");
	assert_int_equal(w[0].score, 5);
	assert_string_equal(word_of(d, &w[1]), "twist");
	assert_int_equal(w[1].score, 2);
	check_result(d, s, &b, 3);
	boggle_solver_free(s);
	boggle_dict_free(d);
}

static void test_enable2k_boards(void **state)
{
	boggle_dict *d = shared_dict("enable2k.txt");
	boggle_solver *s;
	size_t count;

	(void)state;
	SKIP_WITHOUT(d, "dicts/enable2k.txt");
	s = solver_new(d);
	assert_int_equal(solve_score(s, "perslatgsineters", &count), 3625);
	assert_int_equal(count, 1045);
	assert_int_equal(solve_score(s, "abcdefghijklmnop", NULL), 18);
	assert_int_equal(solve_score(s, "catdlinemaropets", NULL), 2338);
	assert_int_equal(solve_score(s, "streaedlp", NULL), 545);
	assert_int_equal(solve_score(s, "pers/late/sind", NULL), 1651);
	boggle_solver_free(s);
	boggle_dict_free(d);
}

static void test_benchmark_total(void **state)
{
	boggle_dict *d = shared_dict("enable2k.txt");
	FILE *f = shared_open("bench/boards1000.txt");
	boggle_solver *s;
	char line[64];
	long total = 0, best = 0;
	int boards = 0;
	char best_board[64] = "";

	(void)state;
	SKIP_WITHOUT(d && f, "dicts/enable2k.txt or bench/boards1000.txt");
	s = solver_new(d);
	while (fgets(line, sizeof line, f)) {
		long score;

		line[strcspn(line, "\r\n")] = '\0';
		score = solve_score(s, line, NULL);
		total += score;
		if (score > best) {
			best = score;
			strcpy(best_board, line);
		}
		boards++;
	}
	assert_int_equal(boards, 1000);
	assert_int_equal(total, 143128);
	assert_int_equal(best, 662);
	assert_string_equal(best_board, "teyenisoatechrsb");
	fclose(f);
	boggle_solver_free(s);
	boggle_dict_free(d);
}

static void test_builtin_long_word(void **state)
{
	const boggle_dict *d = boggle_dict_builtin();
	boggle_solver *s = solver_new(d);
	boggle_board b;
	boggle_rules r = boggle_rules_classic();
	const boggle_word *w;
	size_t i;
	int found = 0;

	(void)state;
	parse_ok(&b, "TINENINTOCNARETL");
	assert_int_equal(boggle_solve(s, &b, &r), 0);
	check_result(d, s, &b, 3);
	w = boggle_solver_words(s);
	for (i = 0; i < boggle_solver_count(s); i++) {
		if (strcmp(word_of(d, &w[i]), "intercontinental") == 0) {
			found = 1;
			assert_int_equal(w[i].path_len, 16);
			assert_int_equal(w[i].score, 11);
		}
	}
	assert_true(found);
	boggle_solver_free(s);
}

static void test_counted_once(void **state)
{
	static const char words[] = "aaa\naaaa\naa\n";
	boggle_dict *d = t_dict(NULL, words, sizeof words - 1, NULL);
	boggle_solver *s = solver_new(d);
	size_t count;

	(void)state;
	/* many paths spell aaa on a board of a's; each word counts once */
	assert_int_equal(solve_score(s, "aaaaaaaaa", &count), 2);
	assert_int_equal(count, 2);
	boggle_solver_free(s);
	boggle_dict_free(d);
}

/* ---- agreement with the brute force ----------------------------------- */

static const char common[] = "eeeeeaaaarrriiioootttnnnssslllcccuudpmhgbfywkvxzjq";
static const char *const groups[] = {"th", "in", "er", "he", "an", "qu"};

static void random_board(boggle_rng *rng, boggle_board *b, int rows, int cols,
			 int kinds)
{
	int i, k;

	b->rows = rows;
	b->cols = cols;
	for (i = 0; i < rows * cols; i++) {
		boggle_cell *c = &b->cells[i];
		uint32_t roll = boggle_rng_below(rng, 100);

		if (kinds && roll < 6) {
			c->len = 0;
			c->letters[0] = '\0';
		} else if (kinds && roll < 14) {
			const char *g = groups[boggle_rng_below(rng, 6)];

			strcpy(c->letters, strcmp(g, "qu") ? g : "q");
			c->len = (uint8_t)strlen(c->letters);
		} else {
			c->letters[0] = common[boggle_rng_below(rng,
						sizeof common - 1)];
			c->letters[1] = '\0';
			c->len = 1;
		}
		/* English letters are 'A' .. 'Z' inside */
		for (k = 0; k < c->len; k++)
			c->letters[k] = (char)(c->letters[k] & ~0x20);
	}
	b->lang = NULL;
}

/* A word list for one board: walks along it (often words), and noise. */
static size_t word_list(boggle_rng *rng, const boggle_board *b, char *out,
			size_t size)
{
	size_t n = 0;
	int k, ncells = b->rows * b->cols;

	for (k = 0; k < 300 && n + 64 < size; k++) {
		char used[BOGGLE_MAX_CELLS] = {0}, text[8];
		int cell = (int)boggle_rng_below(rng, (uint32_t)ncells);
		int steps = 1 + (int)boggle_rng_below(rng, 9), len = 0;

		if (k % 3 == 2) {
			/* noise: random letters, now and then on the board */
			int m = 1 + (int)boggle_rng_below(rng, 6), j;

			for (j = 0; j < m; j++)
				out[n++] = common[boggle_rng_below(rng,
						sizeof common - 1)];
			out[n++] = '\n';
			continue;
		}
		while (steps-- > 0 && len < 40) {
			int r = cell / b->cols, c = cell % b->cols, tries;

			used[cell] = 1;
			cell_reading(&b->cells[cell], text);
			memcpy(out + n, text, strlen(text));
			n += strlen(text);
			len += (int)strlen(text);
			for (tries = 0; tries < 8; tries++) {
				int rr = r + (int)boggle_rng_below(rng, 3) - 1;
				int cc = c + (int)boggle_rng_below(rng, 3) - 1;

				if (rr >= 0 && rr < b->rows && cc >= 0 &&
				    cc < b->cols && !used[rr * b->cols + cc]) {
					cell = rr * b->cols + cc;
					break;
				}
			}
			if (tries == 8)
				break;
		}
		out[n++] = '\n';
	}
	return n;
}

static int in_result(const boggle_dict *d, boggle_solver *s,
		     const char *word)
{
	const boggle_word *w = boggle_solver_words(s);
	size_t i;

	for (i = 0; i < boggle_solver_count(s); i++)
		if (strcmp(word_of(d, &w[i]), word) == 0)
			return 1;
	return 0;
}

/* Solve b with the list in text; the result is what brute finds. */
static void agree_on(const boggle_board *b, const char *text, size_t len,
		     int min)
{
	boggle_rules r = boggle_rules_classic();
	boggle_dict *d;
	boggle_solver *s;
	size_t expect = 0;
	uint32_t id;

	d = t_dict(NULL, text, len, NULL);
	assert_non_null(d);
	s = solver_new(d);
	r.min_letters = min;
	assert_int_equal(boggle_solve(s, b, &r), 0);
	check_result(d, s, b, min);
	/* every word of the list: on the result exactly when brute finds it */
	for (id = 0; id < boggle_dict_count(d); id++) {
		char word[sizeof word_buf];
		int want;

		boggle_dict_word(d, id, word, sizeof word);
		want = (int)strlen(word) >= min && brute_has_word(b, word);
		expect += (size_t)want;
		if (want != in_result(d, s, word)) {
			char bt[2048];

			boggle_board_format(b, bt, sizeof bt);
			print_error("board %s word %s: brute %d\n", bt, word,
				    want);
		}
		assert_int_equal(want, in_result(d, s, word));
	}
	assert_int_equal(expect, boggle_solver_count(s));
	boggle_solver_free(s);
	boggle_dict_free(d);
}

static void agree(boggle_rng *rng, int rows, int cols, int kinds, int min)
{
	static char text[64 * 1024];
	boggle_board b;

	random_board(rng, &b, rows, cols, kinds);
	agree_on(&b, text, word_list(rng, &b, text, sizeof text), min);
}

static void test_brute_square(void **state)
{
	boggle_rng rng;
	int i;

	(void)state;
	boggle_rng_seed(&rng, 1);
	for (i = 0; i < 200; i++)
		agree(&rng, 4, 4, 0, i % 2 ? 3 : 1);
}

static void test_brute_shapes_and_cells(void **state)
{
	boggle_rng rng;
	int i;

	(void)state;
	boggle_rng_seed(&rng, 2);
	for (i = 0; i < 300; i++) {
		int rows = 1 + (int)boggle_rng_below(&rng, 7);
		int cols = 1 + (int)boggle_rng_below(&rng, 7);

		agree(&rng, rows, cols, 1, 1 + i % 4);
	}
	agree(&rng, 1, 16, 1, 1);
	agree(&rng, 16, 1, 1, 1);
	agree(&rng, 2, 8, 1, 2);
	agree(&rng, 9, 9, 1, 3);
	agree(&rng, 16, 16, 1, 3);
}

/*
 * Strips and long thin boards: up to 64 cells of one letter take the fast
 * path, longer ones the general path; with group cells and blanks always
 * the general one.
 */
static void test_brute_strips(void **state)
{
	static const int shapes[][2] = {{1, 29}, {32, 1}, {1, 64}, {2, 32},
					{2, 128}, {3, 85}, {1, 256}, {256, 1},
					{85, 3}, {5, 51}};
	boggle_rng rng;
	size_t i;
	int kinds;

	(void)state;
	boggle_rng_seed(&rng, 3);
	for (i = 0; i < sizeof shapes / sizeof shapes[0]; i++)
		for (kinds = 0; kinds <= 1; kinds++)
			agree(&rng, shapes[i][0], shapes[i][1], kinds,
			      1 + (int)i % 3);
}

static void test_brute_all_q(void **state)
{
	static const char words[] =
		"quq\nququ\nququq\nqua\nququququququququ\nqu\nquququququ\n"
		"ququququququququququququququququ\n";
	boggle_dict *d = t_dict(NULL, words, sizeof words - 1, NULL);
	boggle_solver *s = solver_new(d);
	boggle_board b;
	boggle_rules r = boggle_rules_classic();
	uint32_t id;

	(void)state;
	parse_ok(&b, "qqqqqqqqqqqqqqqq");
	assert_int_equal(boggle_solve(s, &b, &r), 0);
	check_result(d, s, &b, 3);
	for (id = 0; id < boggle_dict_count(d); id++) {
		char word[sizeof word_buf];

		boggle_dict_word(d, id, word, sizeof word);
		assert_int_equal(strlen(word) >= 3 && brute_has_word(&b, word),
				 in_result(d, s, word));
	}
	/* quq and ququq cannot be played, qu is too short, qua needs an a;
	 * the rest are there, up to qu sixteen times over every cell */
	assert_int_equal(boggle_solver_count(s), 4);
	boggle_solver_free(s);
	boggle_dict_free(d);
}

/*
 * Words that every path of the board's one letter begins, but that need
 * letters the board lacks or holds only inside a cell of several: small
 * boards, so that brute can try every path.
 */
static void test_brute_hostile(void **state)
{
	static const struct {
		const char *board, *words;
	} cases[] = {
		{"aaa/aaa/aaa", "aaaaaaaab\nab\n"},
		{"aaa/aaa/aaa", "aaaabaaaa\naaaab\nba\naaa\n"},
		{"aaa/aaa/aaa", "aaaaaaabc\naaaacaaab\naab\nac\naaaa\n"},
		/* a few words per range: the skip is a child's, not the root's */
		{"aaa/aaa/aaa", "aaaaaaaab\nab\nac\nad\nae\naf\naaab\nb\nbb\n"
				"bc\nbd\nbe\nc\n"},
		{"aaa/a[ab]a/aaa", "aaaaaaaab\nab\naab\naaaaaaaaab\nb\naaaaaaac\n"},
		{"aaa/a[ba]a/aaa", "aaaaaaaab\nbaaa\naaaaaaaaab\naaaaaaaab\n"},
		{"[th]aa/aaa/aaa", "aaaaaah\naaaath\nthaaa\nhaaa\naaaaaat\n"},
		{"aaa/aqa/aaa", "aaaaaaaqu\naqua\nquaaa\naaaaaau\naaaab\n"},
		{"aaa/aaa/aaq", "aaaaaaaau\naaaaaqu\naaaaaaaaqu\n"},
		/* more than 64 cells: the general search */
		{"a/a/a/a/a/a/a/a/a/a/a/a/a/a/a/a/a/a/a/a/a/a/a/a/a/a/a/a/a/"
		 "a/a/a/a/a/a/a/a/a/a/a/a/a/a/a/a/a/a/a/a/a/a/a/a/a/a/a/a/a/a/"
		 "a/a/a/a/a/a/a/a/a/a/a/a/a/a/a/a/b",
		 "aaaaaaaaaaaaaaaaaaaaac\naaaaaaaaaaaaaaaaaaaaab\naaab\nab\n"
		 "aaaac\nac\nad\nae\n"},
	};
	boggle_board b;
	size_t i;

	(void)state;
	for (i = 0; i < sizeof cases / sizeof cases[0]; i++) {
		parse_ok(&b, cases[i].board);
		agree_on(&b, cases[i].words, strlen(cases[i].words), 1);
		agree_on(&b, cases[i].words, strlen(cases[i].words), 3);
	}
}

/*
 * The same on the 5x5 board of a, where brute (like a search that follows
 * every path of a's) would not finish: a word with a letter no cell
 * holds is never on it, and the rest are plain to count.
 */
static void test_hostile_big(void **state)
{
	static const struct {
		const char *words, *found;
	} cases[] = {
		{"aaaaaaaaaaaaaaaaab\nab\n", NULL},
		{"aaaaaaaabaaaaaaaaa\nab\nba\n", NULL},
		{"aaaaaaaaaaaaaaaaabc\naaaaaaaaaaaaaaaacb\n", NULL},
		{"aaaaaaaaaaaaaaaaab\nab\nac\nad\nae\naf\nbaaaa\nbbb\n"
		 "zzz\nzzzz\nzzzzz\nzzzzzz\n", NULL},
		{"aaaaaaaaaaaaaaaaaaaaaaaqua\nquaaaaaaaaaaaaaaaaaaa\n", NULL},
		/* aaaa has four siblings: the long word's range is its own */
		{"aaaa\naaaaaaaaaaaaaaaaab\naaaac\naaaad\naaaae\naaaaf\n",
		 "aaaa"},
	};
	boggle_dict *d;
	boggle_solver *s;
	boggle_board b;
	boggle_rules r = boggle_rules_for_shape(5, 5);
	size_t i;

	(void)state;
	parse_ok(&b, "aaaaa/aaaaa/aaaaa/aaaaa/aaaaa");
	for (i = 0; i < sizeof cases / sizeof cases[0]; i++) {
		d = t_dict(NULL, cases[i].words,
					  strlen(cases[i].words), NULL);
		assert_non_null(d);
		s = solver_new(d);
		assert_non_null(s);
		assert_int_equal(boggle_solve(s, &b, &r), 0);
		check_result_rules(d, s, &b, &r);
		assert_int_equal(boggle_solver_count(s), !!cases[i].found);
		if (cases[i].found)
			assert_true(in_result(d, s, cases[i].found));
		boggle_solver_free(s);
		boggle_dict_free(d);
	}
}

/*
 * Lists whose long words have countless paths on boards of their letters,
 * the letters all there: each case names the words that must be found,
 * known from how the board is made (a word laid on it, a snake through a
 * board of a, a letter no cell holds), and no other word may be.
 */
static void test_hostile_present(void **state)
{
	static const struct {
		const char *board, *words, *found;
	} cases[] = {
		/* the word throw --plant laid, with r's that fill the rest */
		{"mrqrrrro/trrrrrrr/rrrrrwrr/rrrrrrrn/rrrrrmri",
		 "rrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrqurmt\n"
		 "rrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrr\n",
		 "rrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrqurmt\n"},
		/* a snake through 24 a's ends at the corner's b */
		{"aaaaa/aaaaa/aaaaa/aaaaa/aaaab",
		 "aaaaaaaaaaaaaaaaaaaaaaaab\naaaaaaaaaaaaaaaaaaaaaab\n"
		 "aaaaaaaaaaaaaaaaaaaaaaaaab\n",
		 "aaaaaaaaaaaaaaaaaaaaaaaab\naaaaaaaaaaaaaaaaaaaaaab\n"},
		/* many words share the long prefix, so its range is no leaf */
		{"aaaaa/aaaaa/aaaaa/aaaaa/aaaaa",
		 "aaaaaaaaaaaaaaaaaaaaaaaaa\naaaaaaaaaaaaaaaaaaaaaaaaaa\n"
		 "aaaaaaaaaaaaaaaaaaaaaaab\naaaaaaaaaaaaaaaaaaaaaaac\n"
		 "aaaaaaaaaaaaaaaaaaaaaaad\naaaaaaaaaaaaaaaaaaaaaaae\n"
		 "aaaaaaaaaaaaaaaaaaaaaaaf\naaaaaaaaaaaaaaaaaaaaaaag\n"
		 "aaaaaaaaaaaaaaaaaaaaaaah\naaaaaaaaaaaaaaaaaaaaaaai\n",
		 "aaaaaaaaaaaaaaaaaaaaaaaaa\n"},
	};
	boggle_rules r = boggle_rules_classic();
	boggle_board b;
	size_t i;

	(void)state;
	for (i = 0; i < sizeof cases / sizeof cases[0]; i++) {
		boggle_dict *d = t_dict(NULL, cases[i].words,
						       strlen(cases[i].words),
						       NULL);
		boggle_solver *s = solver_new(d);
		const char *want = cases[i].found;
		size_t count = 0;

		assert_non_null(s);
		parse_ok(&b, cases[i].board);
		assert_int_equal(boggle_solve(s, &b, &r), 0);
		while (*want) {
			char word[2 * BOGGLE_WORD_MAX + 2];
			size_t len = strcspn(want, "\n");

			memcpy(word, want, len);
			word[len] = '\0';
			if (!in_result(d, s, word))
				print_error("case %zu: %s not found\n", i, word);
			assert_true(in_result(d, s, word));
			want += len + 1;
			count++;
		}
		assert_int_equal(boggle_solver_count(s), count);
		check_order(d, s);
		boggle_solver_free(s);
		boggle_dict_free(d);
	}
}

/*
 * With letter scoring and bonus squares every path of a word counts, so
 * on a board of one letter with a long word of it the search gives up
 * (ERANGE); the solver is then as good as new for the next board.
 */
static void test_gives_up(void **state)
{
	static const char words[] = "aaaaaaaaaaaaaaaaaaaaaaaaa\nbad\ncab\n";
	boggle_dict *d = t_dict(NULL, words, sizeof words - 1, NULL);
	boggle_solver *s = solver_new(d);
	boggle_rules r = boggle_rules_for_shape(5, 5);
	boggle_bonus bonus = {5, 5, {0}};
	boggle_board b;

	(void)state;
	assert_non_null(s);
	memset(bonus.cells, BOGGLE_BONUS_NONE, 25);
	bonus.cells[12] = BOGGLE_BONUS_DL;
	r.min_letters = 3;
	r.scoring = BOGGLE_SCORING_LETTERS;
	r.bonus = &bonus;
	parse_ok(&b, "aaaaa/aaaaa/aaaaa/aaaaa/aaaaa");
	assert_int_equal(boggle_solve(s, &b, &r), BOGGLE_GAVE_UP);
	parse_ok(&b, "badxx/caxxx/xxxxx/xxxxx/xxxxx");
	assert_int_equal(boggle_solve(s, &b, &r), 0);
	assert_int_equal(boggle_solver_count(s), 2);
	assert_true(in_result(d, s, "bad"));
	assert_true(in_result(d, s, "cab"));
	boggle_solver_free(s);
	boggle_dict_free(d);
}

static void test_reuse_across_shapes(void **state)
{
	const boggle_dict *d = boggle_dict_builtin();
	boggle_solver *fresh, *reused = solver_new(d);
	static const char *const boards[] = {
		"omuymtupwsayitvi", "pers/late/sind", "streaedlp",
		"omuymtupwsayitvi", "ab/cd", "pers/late/sind",
	};
	size_t i;

	(void)state;
	for (i = 0; i < sizeof boards / sizeof boards[0]; i++) {
		size_t n1, n2;
		long s1 = solve_score(reused, boards[i], &n1);

		fresh = solver_new(d);
		{
			long s2 = solve_score(fresh, boards[i], &n2);

			assert_int_equal(s1, s2);
			assert_int_equal(n1, n2);
			assert_memory_equal(boggle_solver_words(reused),
					    boggle_solver_words(fresh),
					    n1 * sizeof(boggle_word));
		}
		boggle_solver_free(fresh);
	}
	boggle_solver_free(reused);
}


/* ---- editions, cells of several letters, blanks, letter scoring ------- */

static void solve_with(boggle_solver *s, const char *text,
		       const boggle_rules *r, boggle_board *b)
{
	parse_ok(b, text);
	assert_int_equal(boggle_solve(s, b, r), 0);
}

static const boggle_word *find_word(const boggle_dict *d,
				    boggle_solver *s, const char *word)
{
	const boggle_word *w = boggle_solver_words(s);
	size_t i;

	for (i = 0; i < boggle_solver_count(s); i++)
		if (strcmp(word_of(d, &w[i]), word) == 0)
			return &w[i];
	return NULL;
}

static void test_big_boggle_minimum(void **state)
{
	const boggle_dict *d = boggle_dict_builtin();
	boggle_solver *s = solver_new(d);
	boggle_rules r = boggle_rules_for_shape(5, 5);
	boggle_board b;
	const boggle_word *w;
	size_t i, with_four;

	(void)state;
	solve_with(s, "serstlatgeinesaperstdeclm", &r, &b);
	with_four = boggle_solver_count(s);
	assert_true(with_four > 100);
	w = boggle_solver_words(s);
	for (i = 0; i < with_four; i++)
		assert_true(w[i].letters >= 4);
	r.min_letters = 3; /* -m overrides the edition */
	solve_with(s, "serstlatgeinesaperstdeclm", &r, &b);
	assert_true(boggle_solver_count(s) > with_four);
	boggle_solver_free(s);
}

static void test_super_big_long_word(void **state)
{
	static const char word[] = "intercontinental";
	const boggle_dict *d = boggle_dict_builtin();
	boggle_solver *s = solver_new(d);
	boggle_rules r = boggle_rules_for_shape(6, 6);
	boggle_board b;
	char text[64];
	const boggle_word *w;
	int i;

	(void)state;
	/* lay the word along a snake: left to right, then right to left */
	memset(text, 'x', 36);
	text[36] = '\0';
	for (i = 0; i < 16; i++) {
		int row = i / 6, col = row % 2 ? 5 - i % 6 : i % 6;

		text[row * 6 + col] = word[i];
	}
	solve_with(s, text, &r, &b);
	check_result_rules(d, s, &b, &r);
	w = find_word(d, s, word);
	assert_non_null(w);
	assert_int_equal(w->score, 32);
	assert_int_equal(w->path_len, 16);
	boggle_solver_free(s);
}

static void test_multi_letter_cell(void **state)
{
	static const char words[] = "those\nhose\ntho\nthose\nose\n";
	boggle_dict *d = t_dict(NULL, words, sizeof words - 1, NULL);
	boggle_solver *s = solver_new(d);
	boggle_rules r = boggle_rules_classic();
	boggle_board b;
	const boggle_word *w;

	(void)state;
	solve_with(s, "[th]ose/x.xx/xxxx/xxxx", &r, &b);
	w = find_word(d, s, "those");
	assert_non_null(w);
	assert_int_equal(w->path_len, 4);
	assert_int_equal(w->letters, 5);
	assert_int_equal(w->score, 2);
	assert_non_null(find_word(d, s, "tho"));  /* two cells, 3 letters */
	assert_non_null(find_word(d, s, "ose"));
	assert_null(find_word(d, s, "hose"));     /* h is not a cell alone */
	boggle_solver_free(s);
	boggle_dict_free(d);
}

static void test_blanks_stop_words(void **state)
{
	static const char words[] = "cat\ncats\n";
	boggle_dict *d = t_dict(NULL, words, sizeof words - 1, NULL);
	boggle_solver *s = solver_new(d);
	boggle_rules r = boggle_rules_classic();
	boggle_board b;

	(void)state;
	solve_with(s, "cat./", &r, &b);
	assert_int_equal(boggle_solver_count(s), 1);
	solve_with(s, "ca.t/", &r, &b);
	assert_int_equal(boggle_solver_count(s), 0);
	solve_with(s, "c.t/a.s/...", &r, &b);
	assert_int_equal(boggle_solver_count(s), 0);
	solve_with(s, "c.s/at./...", &r, &b);
	assert_int_equal(boggle_solver_count(s), 2);
	boggle_solver_free(s);
	boggle_dict_free(d);
}

/* Letter scoring, written out again from the rules, for one path. */
static long letters_oracle(const boggle_board *b, const uint16_t *path, int n,
			   const void *arg)
{
	static const int value[26] = {1, 4, 4, 2, 1, 4, 3, 4, 1, 10, 5, 1, 3,
				      1, 1, 4, 10, 1, 1, 1, 2, 4, 4, 8, 4, 10};
	const boggle_bonus *bonus = arg;
	long sum = 0, mult = 1;
	int i, letters = 0;

	for (i = 0; i < n; i++) {
		char text[8], mark = bonus ? bonus->cells[path[i]] : '.';
		long v = 0;
		size_t k;

		cell_reading(&b->cells[path[i]], text);
		for (k = 0; text[k]; k++)
			v += value[text[k] - 'a'];
		letters += (int)strlen(text);
		sum += v * (mark == 'd' ? 2 : mark == 't' ? 3 : 1);
		mult *= mark == 'D' ? 2 : mark == 'T' ? 3 : 1;
	}
	return sum * mult + (letters > 4 ? 5 * (letters - 4) : 0);
}

/*
 * Solved again without paths, the board gives the same words with the
 * same scores, in the same order, and no path; then with paths again.
 */
static void paths_change_nothing(boggle_solver *s, const boggle_board *b,
				 const boggle_rules *r)
{
	size_t i, n = boggle_solver_count(s);
	long score = boggle_solver_score(s);
	boggle_word *with = malloc((n + 1) * sizeof *with);
	const boggle_word *without;

	assert_non_null(with);
	if (n > 0) /* no words may come as no array */
		memcpy(with, boggle_solver_words(s), n * sizeof *with);
	boggle_solver_keep_paths(s, 0);
	assert_int_equal(boggle_solve(s, b, r), 0);
	assert_int_equal(boggle_solver_count(s), n);
	assert_int_equal(boggle_solver_score(s), score);
	without = boggle_solver_words(s);
	for (i = 0; i < n; i++) {
		assert_int_equal(without[i].id, with[i].id);
		assert_int_equal(without[i].score, with[i].score);
		assert_int_equal(without[i].path_len, 0);
	}
	boggle_solver_keep_paths(s, 1);
	assert_int_equal(boggle_solve(s, b, r), 0);
	assert_int_equal(boggle_solver_count(s), n);
	for (i = 0; i < n; i++)
		assert_int_equal(boggle_solver_words(s)[i].path_len,
				 with[i].path_len);
	free(with);
}

/* Characters of UTF-8 text. */
static size_t utf8_chars(const char *text)
{
	size_t n = 0;

	for (; *text; text++)
		n += (*text & 0xc0) != 0x80;
	return n;
}

/*
 * Every word of d against the brute force under score (bonus its
 * argument): listed by a solve of b exactly when some path spells it and
 * it has 2 letters or more, at the best path's points, along a path that
 * spells it and scores them; by score, then in the alphabet's order (ñ
 * before o in Spanish: by id), the total theirs; paths change nothing.
 */
static void agrees_with_brute(const boggle_dict *d, boggle_solver *s,
			      const boggle_board *b, const boggle_rules *r,
			      path_scorer score, const boggle_bonus *bonus)
{
	const boggle_word *all;
	size_t expect = 0, i;
	uint32_t id;
	long total = 0;

	assert_int_equal(boggle_solve(s, b, r), 0);
	for (id = 0; id < boggle_dict_count(d); id++) {
		char word[sizeof word_buf], text[BOGGLE_MAX_CELLS * 8];
		const boggle_word *w;
		long best;

		boggle_dict_word(d, id, word, sizeof word);
		best = brute_best_path(b, word, score, bonus);
		w = find_word(d, s, word);
		/* letter scoring takes words of 2 letters or more */
		if (best < 0 || utf8_chars(word) < 2) {
			assert_null(w);
			continue;
		}
		expect++;
		assert_non_null(w);
		if (w->score != best) {
			boggle_board_format(b, text, sizeof text);
			print_error("%s on %s: %d points, the best path %ld\n",
				    word, text, w->score, best);
		}
		/* the best path is the one reported, and it scores as said */
		assert_int_equal(w->score, best);
		assert_true(path_spells(b, boggle_solver_paths(s) + w->path,
					w->path_len, word));
		assert_int_equal(score(b, boggle_solver_paths(s) + w->path,
				       w->path_len, bonus), best);
	}
	assert_int_equal(expect, boggle_solver_count(s));
	all = boggle_solver_words(s);
	for (i = 0; i < expect; i++) {
		total += all[i].score;
		assert_true(i == 0 || all[i - 1].score > all[i].score ||
			    (all[i - 1].score == all[i].score &&
			     all[i - 1].id < all[i].id));
	}
	assert_int_equal(total, boggle_solver_score(s));
	paths_change_nothing(s, b, r);
}

static void letters_agree(boggle_rng *rng, int rows, int cols, int with_bonus)
{
	static char text[64 * 1024];
	static const char marks[] = "......dtDT";
	boggle_board b;
	boggle_bonus bonus;
	boggle_rules r;
	boggle_dict *d;
	boggle_solver *s;
	size_t len;
	int i;

	random_board(rng, &b, rows, cols, 1);
	bonus.rows = rows;
	bonus.cols = cols;
	for (i = 0; i < rows * cols; i++)
		bonus.cells[i] = marks[boggle_rng_below(rng, 10)];
	r = boggle_rules_letters(with_bonus ? &bonus : NULL);
	len = word_list(rng, &b, text, sizeof text);
	d = t_dict(NULL, text, len, NULL);
	s = solver_new(d);
	agrees_with_brute(d, s, &b, &r, letters_oracle,
			  with_bonus ? &bonus : NULL);
	boggle_solver_free(s);
	boggle_dict_free(d);
}

static void test_letter_scoring(void **state)
{
	boggle_rng rng;
	int i;

	(void)state;
	boggle_rng_seed(&rng, 3);
	for (i = 0; i < 150; i++)
		letters_agree(&rng, 1 + (int)boggle_rng_below(&rng, 6),
			      1 + (int)boggle_rng_below(&rng, 6), i % 3 != 0);
	letters_agree(&rng, 4, 4, 1);
}

/*
 * Spanish letter values from its Scrabble set, written out here: a tile
 * of several letters (ch, ll, rr) has a value of its own, and the cells
 * of its letters one by one are worth their sum.
 */
static const struct {
	const char *text;
	int value;
} es_values[] = {
	{"a", 1}, {"c", 3}, {"e", 1}, {"h", 4}, {"l", 1}, {"o", 1},
	{"r", 1}, {"s", 1}, {"ñ", 8}, {"ch", 5}, {"ll", 8}, {"rr", 8},
};


static int es_value(const char *text, size_t len)
{
	size_t k;

	for (k = 0; k < sizeof es_values / sizeof es_values[0]; k++)
		if (strlen(es_values[k].text) == len &&
		    !memcmp(es_values[k].text, text, len))
			return es_values[k].value;
	return -1000; /* no such cell on these boards */
}

/* A path's points as the rules say, with the cells' texts as given. */
static long es_oracle(const boggle_board *b, const uint16_t *path, int n,
		      const void *arg)
{
	const boggle_bonus *bonus = arg;
	long sum = 0, mult = 1;
	int i, letters = 0;

	for (i = 0; i < n; i++) {
		char text[32], mark = bonus ? bonus->cells[path[i]] : '.';
		size_t len = boggle_board_cell(b, path[i], 0, text, sizeof text);
		long v = es_value(text, len);
		size_t k;

		if (v < 0) { /* not a tile: letter by letter */
			v = 0;
			for (k = 0; k < len; k += text[k] & 0x80 ? 2 : 1)
				v += es_value(text + k, text[k] & 0x80 ? 2 : 1);
		}
		for (k = 0; k < len; k++)
			letters += (text[k] & 0xc0) != 0x80;
		sum += v * (mark == 'd' ? 2 : mark == 't' ? 3 : 1);
		mult *= mark == 'D' ? 2 : mark == 'T' ? 3 : 1;
	}
	return sum * mult + (letters > 4 ? 5 * (letters - 4) : 0);
}

/*
 * Letter scoring on Spanish boards where tiles and single cells spell the
 * same letters (ll as [ll] or as l, l): each word takes the points of its
 * best path, which the brute force finds trying every path.
 */
static void tiles_agree(boggle_rng *rng, int rows, int cols, int with_bonus)
{
	/* the tiles' letters are common, so both ways come up often */
	static const char *const cells[] = {"a", "c", "h", "l", "l", "r",
					    "r", "o", "e", "s", "ñ", "[ch]",
					    "[ll]", "[rr]", "[ll]", "."};
	static const char marks[] = "......dtDT";
	static char text[64 * 1024];
	const boggle_lang *es = boggle_lang_find("es");
	char board_text[BOGGLE_MAX_CELLS * 8], err[BOGGLE_ERR_MAX];
	boggle_board b;
	boggle_bonus bonus;
	boggle_rules r;
	boggle_dict *d;
	boggle_solver *s;
	size_t len = 0, n = 0;
	int i, k;

	assert_non_null(es);
	for (i = 0; i < rows * cols; i++) {
		const char *c = cells[boggle_rng_below(rng, sizeof cells /
							 sizeof cells[0])];

		if (i > 0 && i % cols == 0)
			board_text[n++] = '/';
		memcpy(board_text + n, c, strlen(c));
		n += strlen(c);
	}
	if (rows == 1)
		board_text[n++] = '/';
	assert_int_equal(boggle_board_parse(&b, es, board_text, n, err), 0);
	assert_int_equal(b.rows * b.cols, rows * cols);
	bonus.rows = rows;
	bonus.cols = cols;
	for (i = 0; i < rows * cols; i++)
		bonus.cells[i] = marks[boggle_rng_below(rng, 10)];
	r = boggle_rules_letters(with_bonus ? &bonus : NULL);
	/* words along random walks, each cell as it reads */
	for (k = 0; k < 200 && len + 256 < sizeof text; k++) {
		char used[BOGGLE_MAX_CELLS] = {0};
		int cell = (int)boggle_rng_below(rng, (uint32_t)(rows * cols));
		int steps = 1 + (int)boggle_rng_below(rng, 7), m = 0;

		while (steps-- > 0 && b.cells[cell].len > 0) {
			int tries, next = cell;

			used[cell] = 1;
			len += boggle_board_cell(&b, cell, 0, text + len, 32);
			m++;
			for (tries = 0; tries < 8 && next == cell; tries++) {
				int rr = cell / cols + (int)boggle_rng_below(rng, 3) - 1;
				int cc = cell % cols + (int)boggle_rng_below(rng, 3) - 1;

				if (rr >= 0 && rr < rows && cc >= 0 && cc < cols &&
				    !used[rr * cols + cc])
					next = rr * cols + cc;
			}
			if (next == cell)
				break;
			cell = next;
		}
		if (m)
			text[len++] = '\n';
	}
	d = t_dict(es, text, len, NULL);
	assert_non_null(d);
	s = solver_new(d);
	agrees_with_brute(d, s, &b, &r, es_oracle, with_bonus ? &bonus : NULL);
	boggle_solver_free(s);
	boggle_dict_free(d);
}

static void test_letter_scoring_tiles(void **state)
{
	boggle_rng rng;
	int i;

	(void)state;
	boggle_rng_seed(&rng, 5);
	for (i = 0; i < 300; i++)
		tiles_agree(&rng, 1 + (int)boggle_rng_below(&rng, 5),
			    1 + (int)boggle_rng_below(&rng, 5), i % 2);
}

/*
 * The annealer keeps the scores of boards it has seen: each must be the
 * board's own, on a board met again and on one a cell away from it.
 */
static void test_annealer_scores(void **state)
{
	const boggle_dict *d = boggle_dict_builtin();
	boggle_rules rules = boggle_rules_for_shape(4, 4);
	boggle_solver *s = solver_new(d);
	boggle_annealer *a = t_annealer(d, &rules, 4, 4, NULL, 11);
	boggle_board b;
	int round, cell;
	char text[] = "perslatgsineters", letter;

	(void)state;
	assert_non_null(s);
	assert_non_null(a);
	for (round = 0; round < 2; round++) {
		for (cell = 0; cell < 16; cell++) {
			char keep = text[cell];

			for (letter = 'a'; letter <= 'z'; letter++) {
				text[cell] = letter;
				parse_ok(&b, text);
				assert_int_equal(boggle_solve(s, &b, &rules), 0);
				assert_int_equal(anneal_evaluate(a, &b),
						 boggle_solver_score(s));
			}
			text[cell] = keep;
		}
	}
	boggle_annealer_free(a);
	boggle_solver_free(s);
}

/*
 * Words left out: on random boards, a solve that leaves out every third
 * word of a full solve lists exactly the other two thirds, with their
 * scores, and the total is theirs; the same solver then leaves none out.
 */
static void test_exclude(void **state)
{
	const boggle_dict *d = boggle_dict_builtin();
	boggle_solver *full = solver_new(d), *some = solver_new(d);
	boggle_rules r = boggle_rules_classic();
	boggle_dict *fr = t_dict(boggle_lang_find("fr"), "chat\n", 5, NULL);
	boggle_rng rng;
	int round;

	(void)state;
	assert_non_null(full);
	assert_non_null(some);
	assert_int_equal(boggle_solver_exclude(some, fr), BOGGLE_WRONG_LANG);
	boggle_rng_seed(&rng, 5);
	for (round = 0; round < 50; round++) {
		boggle_board b;
		char *list = malloc(64 * 1024), word[BOGGLE_WORD_TEXT_MAX];
		size_t len = 0, i, k = 0, n;
		const boggle_word *w;
		boggle_dict *out;
		long left = 0;

		assert_non_null(list);
		assert_int_equal(boggle_throw_letters(&b, NULL, 4, 4, &rng),
				 BOGGLE_OK);
		assert_int_equal(boggle_solve(full, &b, &r), BOGGLE_OK);
		n = boggle_solver_count(full);
		w = boggle_solver_words(full);
		for (i = 0; i < n; i++) {
			if (i % 3 == 0) {
				len += boggle_dict_word(d, w[i].id, list + len,
							64 * 1024 - len - 1);
				list[len++] = '\n';
			} else {
				left += w[i].score;
			}
		}
		out = t_dict(NULL, list, len, NULL);
		assert_true(out || len == 0);
		assert_int_equal(boggle_solver_exclude(some, out), BOGGLE_OK);
		boggle_dict_free(out);
		assert_int_equal(boggle_solve(some, &b, &r), BOGGLE_OK);
		assert_int_equal(boggle_solver_count(some), n - (n + 2) / 3);
		assert_int_equal(boggle_solver_score(some), left);
		for (i = 0; i < n; i++) {
			const boggle_word *g = boggle_solver_words(some);

			if (i % 3 == 0)
				continue;
			assert_int_equal(g[k].id, w[i].id);
			assert_int_equal(g[k].score, w[i].score);
			snprintf(word, sizeof word, "%s",
				 boggle_solver_text(some, &g[k]));
			assert_string_equal(word, boggle_solver_text(full, &w[i]));
			k++;
		}
		check_order(d, some);
		assert_int_equal(boggle_solver_exclude(some, NULL), BOGGLE_OK);
		assert_int_equal(boggle_solve(some, &b, &r), BOGGLE_OK);
		assert_int_equal(boggle_solver_count(some), n);
		free(list);
	}
	boggle_dict_free(fr);
	boggle_solver_free(full);
	boggle_solver_free(some);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_unixdict_board),
		cmocka_unit_test(test_enable2k_boards),
		cmocka_unit_test(test_benchmark_total),
		cmocka_unit_test(test_builtin_long_word),
		cmocka_unit_test(test_counted_once),
		cmocka_unit_test(test_hostile_present),
		cmocka_unit_test(test_gives_up),
		cmocka_unit_test(test_brute_square),
		cmocka_unit_test(test_brute_strips),
		cmocka_unit_test(test_brute_shapes_and_cells),
		cmocka_unit_test(test_brute_all_q),
		cmocka_unit_test(test_brute_hostile),
		cmocka_unit_test(test_hostile_big),
		cmocka_unit_test(test_reuse_across_shapes),
		cmocka_unit_test(test_big_boggle_minimum),
		cmocka_unit_test(test_super_big_long_word),
		cmocka_unit_test(test_multi_letter_cell),
		cmocka_unit_test(test_blanks_stop_words),
		cmocka_unit_test(test_letter_scoring),
		cmocka_unit_test(test_letter_scoring_tiles),
		cmocka_unit_test(test_annealer_scores),
		cmocka_unit_test(test_exclude),
	};

	int failed = cmocka_run_group_tests_name("solve", tests, NULL, NULL);

	/* the one-letter search is built twice; the first run took the copy
	 * this processor runs best */
	portable = 1;
	return failed + cmocka_run_group_tests_name("solve, portable search",
						    tests, NULL, NULL);
}
