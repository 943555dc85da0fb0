/*
 * Languages: the profiles' alphabets and tile sets, boards and word lists
 * in UTF-8, and the solver against a brute force on Unicode code points.
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "support.h"
#include "internal.h"

/* ---- a UTF-8 decoder of the test's own ------------------------------- */

/* Decode s into out (at most max code points); -1 if s is not UTF-8. */
static int decode(const char *s, uint32_t *out, int max)
{
	const unsigned char *p = (const unsigned char *)s;
	int n = 0;

	while (*p) {
		uint32_t cp;
		int more, k;

		if (*p < 0x80) {
			cp = *p;
			more = 0;
		} else if ((*p & 0xe0) == 0xc0 && *p >= 0xc2) {
			cp = *p & 0x1f;
			more = 1;
		} else if ((*p & 0xf0) == 0xe0) {
			cp = *p & 0x0f;
			more = 2;
		} else if ((*p & 0xf8) == 0xf0 && *p <= 0xf4) {
			cp = *p & 0x07;
			more = 3;
		} else {
			return -1;
		}
		for (k = 1; k <= more; k++) {
			if ((p[k] & 0xc0) != 0x80)
				return -1;
			cp = cp << 6 | (p[k] & 0x3f);
		}
		if (n == max)
			return -1;
		out[n++] = cp;
		p += more + 1;
	}
	return n;
}

/*
 * An uppercase letter of the scripts the profiles use, from the code
 * charts: Basic Latin, Latin-1, Latin Extended-A, Greek and Cyrillic.
 */
static int is_upper(uint32_t c)
{
	if (c >= 'A' && c <= 'Z')
		return 1;
	if (c >= 0xc0 && c <= 0xde && c != 0xd7)
		return 1;
	if ((c >= 0x100 && c <= 0x137) || (c >= 0x14a && c <= 0x177))
		return c % 2 == 0;
	if (c >= 0x139 && c <= 0x148)
		return c % 2 == 1;
	if (c == 0x178 || c == 0x179 || c == 0x17b || c == 0x17d)
		return 1;
	if (c == 0x386 || (c >= 0x388 && c <= 0x38f) ||
	    (c >= 0x391 && c <= 0x3ab && c != 0x3a2))
		return 1;
	if (c >= 0x400 && c <= 0x42f)
		return 1;
	if ((c >= 0x460 && c <= 0x481) || (c >= 0x48a && c <= 0x4bf))
		return c % 2 == 0;
	return 0;
}

/* A combining mark: NFC text has none after these alphabets' letters. */
static int is_mark(uint32_t c)
{
	return c >= 0x300 && c <= 0x36f;
}

static const boggle_lang *lang(const char *code)
{
	const boggle_lang *l = boggle_lang_find(code);

	if (!l)
		print_error("no profile '%s'\n", code);
	assert_non_null(l);
	return l;
}

/* ---- the profiles --------------------------------------------------- */

/*
 * Each set's tiles, blanks included, and its blanks, as
 * shared/reference/languages.md states them (Part 1), not summed from
 * the profiles.  Norwegian has one set for both written forms.
 */
static const struct {
	const char *code;
	int total, blanks;
} sets[] = {
	{ "en", 100, 2 }, { "fr", 102, 2 }, { "de", 102, 2 },
	{ "es", 100, 2 }, { "it", 120, 2 }, { "pt", 120, 3 },
	{ "nl", 102, 2 }, { "sv", 100, 2 }, { "da", 100, 2 },
	{ "nb", 100, 2 }, { "nn", 100, 2 }, { "fi", 101, 2 },
	{ "pl", 100, 2 }, { "ca", 100, 2 }, { "cs", 100, 2 },
	{ "hu", 100, 2 }, { "is", 104, 2 }, { "tr", 100, 2 },
	{ "bg", 102, 2 }, { "uk", 104, 2 }, { "ru", 104, 2 },
	{ "el", 104, 2 },
	{ "en-US", 100, 2 }, { "en-US-small", 100, 2 }, { "en-US-large", 100, 2 },
	{ "en-US-huge", 100, 2 }, { "en-US-insane", 100, 2 },
	{ "en-GB", 100, 2 }, { "en-GB-small", 100, 2 }, { "en-GB-large", 100, 2 },
	{ "en-GB-huge", 100, 2 }, { "en-GB-insane", 100, 2 },
	{ "en-CA", 100, 2 }, { "en-CA-small", 100, 2 }, { "en-CA-large", 100, 2 },
	{ "en-CA-huge", 100, 2 }, { "en-CA-insane", 100, 2 },
	{ "de-CH", 102, 2 }, { "de-1901", 102, 2 }, { "pt-BR", 120, 3 },
	{ "es-fise", 100, 2 }, { "eo", 100, 2 }, { "ga", 100, 2 },
	{ "gd", 100, 2 }, { "gv", 100, 2 }, { "fo", 102, 2 }, { "gl", 100, 2 },
};
#define NSETS (int)(sizeof sets / sizeof sets[0])

/* text is NFC lowercase by the code charts: no capital, no loose mark. */
static void expect_nfc_lower(const char *code, const char *text)
{
	uint32_t cps[16];
	int n = decode(text, cps, 16), k;

	if (n <= 0)
		print_error("%s: letter '%s' is not UTF-8\n", code, text);
	assert_true(n > 0);
	for (k = 0; k < n; k++) {
		if (is_upper(cps[k]) || is_mark(cps[k]))
			print_error("%s: letter '%s' has U+%04X\n", code, text,
				    (unsigned)cps[k]);
		assert_false(is_upper(cps[k]));
		assert_false(is_mark(cps[k]));
	}
}

/* Split text into the profile's letters, longest first; 1 if it splits. */
static int spells_letters(const boggle_lang *l, const char *text)
{
	while (*text) {
		size_t best = 0;
		int k;

		for (k = 0; k < l->nletters; k++) {
			size_t m = strlen(l->letters[k].text);

			if (m > best && strncmp(text, l->letters[k].text, m) == 0)
				best = m;
		}
		if (best == 0)
			return 0;
		text += best;
	}
	return 1;
}

static void test_profiles(void **state)
{
	const boggle_lang *const *all = boggle_langs();
	int i, j, k, n = 0;

	(void)state;
	while (all[n])
		n++;
	assert_int_equal(n, NSETS);
	assert_ptr_equal(all[0], boggle_lang_english());
	assert_null(boggle_lang_find("xx"));
	assert_null(boggle_lang_find(""));
	for (i = 0; i < NSETS; i++) {
		const boggle_lang *l = lang(sets[i].code);
		int tiles = l->blanks, found = 0;

		for (j = 0; j < n; j++)
			found += all[j] == l;
		assert_int_equal(found, 1);
		assert_string_equal(boggle_lang_code(l), sets[i].code);
		assert_true(l->nletters > 0 && l->nletters <= BOGGLE_LETTERS_MAX);
		assert_int_equal(boggle_lang_letter_count(l), l->nletters);
		for (j = 0; j < l->nletters; j++) {
			const lang_letter *a = &l->letters[j];
			char low[64];

			/* held in place: each fits with its NUL */
			assert_non_null(memchr(a->text, 0, sizeof a->text));
			assert_non_null(memchr(a->cell, 0, sizeof a->cell));
			assert_non_null(memchr(a->face, 0, sizeof a->face));
			expect_nfc_lower(l->code, a->text);
			for (k = 0; k < j; k++)
				assert_string_not_equal(a->text,
							l->letters[k].text);
			/* the library's lowercasing agrees, and the face is the letter */
			boggle_lang_lower(l, a->text, strlen(a->text), low,
					  sizeof low);
			assert_string_equal(low, a->text);
			boggle_lang_lower(l, a->face, strlen(a->face), low,
					  sizeof low);
			if (strcmp(low, a->text) != 0)
				print_error("%s: face '%s' lowercases to '%s', "
					    "not '%s'\n", l->code, a->face, low,
					    a->text);
			assert_string_equal(low, a->text);
			assert_true(a->weight >= 1 && a->weight <= 2);
			tiles += a->tiles;
		}
		/* several-letter tiles are spelled with the language's letters */
		for (j = 0; j < l->ntiles; j++) {
			expect_nfc_lower(l->code, l->tiles[j].text);
			assert_true(spells_letters(l, l->tiles[j].text));
			assert_true(l->tiles[j].tiles >= 1);
			for (k = 0; k < l->nletters; k++)
				assert_string_not_equal(l->tiles[j].text,
							l->letters[k].text);
			tiles += l->tiles[j].tiles;
		}
		if (tiles != sets[i].total || l->blanks != sets[i].blanks)
			print_error("%s: %d tiles with %d blanks; the set has %d "
				    "with %d\n", l->code, tiles, l->blanks,
				    sets[i].total, sets[i].blanks);
		assert_int_equal(l->blanks, sets[i].blanks);
		assert_int_equal(tiles, sets[i].total);
	}
	/* the Latin-1 lists are exactly the Swedish and Norwegian ones */
	for (i = 0; i < NSETS; i++) {
		const char *c = sets[i].code;
		int latin1 = !strcmp(c, "sv") || !strcmp(c, "nb") ||
			     !strcmp(c, "nn") || !strcmp(c, "gv");

		assert_int_equal(boggle_lang_latin1(lang(c)), latin1);
	}
	/* languages with no Debian list, and English's built-in one */
	assert_null(boggle_lang_list(lang("en")));
	for (i = 0; i < 7; i++)
		assert_null(boggle_lang_list(
			lang((const char *[]){ "fi", "cs", "hu", "is", "tr",
					       "ru", "el" }[i])));
	assert_string_equal(boggle_lang_list(lang("fr")),
			    "/usr/share/dict/french");
	assert_string_equal(boggle_lang_list(lang("sv")),
			    "/usr/share/dict/swedish");
	assert_string_equal(boggle_lang_list(lang("en-GB-large")),
			    "/usr/share/dict/british-english-large");
	/* tags in any case, _ for -; only whole codes */
	assert_ptr_equal(boggle_lang_find("pt_BR"), lang("pt-BR"));
	assert_ptr_equal(boggle_lang_find("EN-gb"), lang("en-GB"));
	assert_ptr_equal(boggle_lang_find("en_us_INSANE"), lang("en-US-insane"));
	assert_ptr_equal(boggle_lang_find("DE_1901"), lang("de-1901"));
	assert_ptr_equal(boggle_lang_find("EN"), lang("en"));
	assert_null(boggle_lang_find("en-"));
	assert_null(boggle_lang_find("en-US-"));
	assert_null(boggle_lang_find("en_US_big"));
	assert_null(boggle_lang_find("pt-PT"));
	assert_null(boggle_lang_find("en-GB\xff"));
	/* the English lists share English's letters, not its list */
	assert_ptr_equal(lang("en-CA")->letters, lang("en")->letters);
	assert_string_not_equal(boggle_lang_code(lang("en-CA")), "en");
	/* so English's dice are theirs too, and no other language's */
	{
		const boggle_dice_set *set = boggle_dice_find("new");
		boggle_dice_set *as = NULL;
		boggle_board b, c;
		boggle_rng r1, r2;

		assert_int_equal(boggle_dice_as(&as, set, lang("en-CA")),
				 BOGGLE_OK);
		assert_ptr_equal(boggle_dice_lang(as), lang("en-CA"));
		assert_int_equal(boggle_dice_rows(as), boggle_dice_rows(set));
		boggle_rng_seed(&r1, 5);
		boggle_rng_seed(&r2, 5);
		boggle_dice_throw(set, &r1, &b);
		boggle_dice_throw(as, &r2, &c);
		assert_ptr_equal(boggle_board_lang(&c), lang("en-CA"));
		assert_int_equal(b.rows * b.cols, c.rows * c.cols);
		for (i = 0; i < b.rows * b.cols; i++)
			assert_memory_equal(&b.cells[i], &c.cells[i],
					    sizeof b.cells[i]);
		boggle_dice_free(as);
		as = (boggle_dice_set *)1;
		assert_int_equal(boggle_dice_as(&as, set, lang("fr")),
				 BOGGLE_WRONG_LANG);
		assert_null(as);
		assert_int_equal(boggle_dice_as(&as, NULL, lang("fr")),
				 BOGGLE_MISUSE);
		assert_int_equal(boggle_dice_as(NULL, set, lang("fr")),
				 BOGGLE_MISUSE);
	}
}

static void test_lower(void **state)
{
	char buf[64];

	(void)state;
	boggle_lang_lower(lang("tr"), "IŞIK İZMİR", strlen("IŞIK İZMİR"), buf,
			  sizeof buf);
	assert_string_equal(buf, "ışık izmir");
	boggle_lang_lower(lang("fr"), "ÉLÈVE IZMIR", strlen("ÉLÈVE IZMIR"), buf,
			  sizeof buf);
	assert_string_equal(buf, "élève izmir");
	/* composed: e + U+0301 is é */
	boggle_lang_lower(lang("fr"), "E\xcc\x81te\xcc\x81", 7, buf, sizeof buf);
	assert_string_equal(buf, "été");
	boggle_lang_lower(lang("ru"), "ЁЛКА", strlen("ЁЛКА"), buf, sizeof buf);
	assert_string_equal(buf, "ёлка");
	/* like snprintf: the length it needs; what fits is still UTF-8 */
	assert_int_equal(boggle_lang_lower(lang("ru"), "ЁЛКА", strlen("ЁЛКА"),
					   buf, 4), strlen("ёлка"));
	assert_true(strlen(buf) < 4);
	assert_memory_equal(buf, "ёлка", strlen(buf));
	assert_true(decode(buf, (uint32_t[8]){0}, 8) >= 0);
}

/* ---- boards --------------------------------------------------------- */

static void parse_in(boggle_board *b, const char *code, const char *text)
{
	char err[BOGGLE_ERR_MAX] = "";
	int rc = boggle_board_parse(b, lang(code), text, strlen(text), err);

	if (rc != 0)
		print_error("%s: parse '%s': %s\n", code, text, err);
	assert_int_equal(rc, 0);
}

/* Cell i written lowercase (face 0) or as a die prints it (face 1). */
static void expect_text(const boggle_board *b, int i, int face,
			const char *text)
{
	char buf[64];

	boggle_board_cell(b, i, face, buf, sizeof buf);
	if (strcmp(buf, text) != 0)
		print_error("cell %d %s '%s', not '%s'\n", i,
			    face ? "shows" : "reads", buf, text);
	assert_string_equal(buf, text);
}

static void expect_cell(const boggle_board *b, int i, const char *text)
{
	expect_text(b, i, 0, text);
}

static void expect_same_board(const boggle_board *a, const boggle_board *b)
{
	int i;

	assert_int_equal(a->rows, b->rows);
	assert_int_equal(a->cols, b->cols);
	assert_ptr_equal(a->lang, b->lang);
	for (i = 0; i < a->rows * a->cols; i++) {
		assert_int_equal(a->cells[i].len, b->cells[i].len);
		assert_memory_equal(a->cells[i].letters, b->cells[i].letters,
				    a->cells[i].len);
	}
}

static void expect_refused(const char *code, const char *text, size_t len,
			   const char *why)
{
	boggle_board b;
	char err[BOGGLE_ERR_MAX] = "";

	assert_int_equal(boggle_board_parse(&b, lang(code), text, len, err),
			 BOGGLE_SYNTAX);
	if (!strstr(err, why))
		print_error("%s: got \"%s\", wanted \"%s\"\n", code, err, why);
	assert_non_null(strstr(err, why));
}

static void test_boards(void **state)
{
	boggle_board b, c;
	int i;

	(void)state;
	/* French: any case, accents read as the base letter */
	parse_in(&b, "fr", "élèv/ÉLÈV/abcd/ABCD");
	for (i = 0; i < 4; i++) {
		expect_cell(&b, i, (const char *[]){ "e", "l", "e", "v" }[i]);
		expect_cell(&b, 4 + i, (const char *[]){ "e", "l", "e", "v" }[i]);
		expect_cell(&b, 8 + i, (const char *[]){ "a", "b", "c", "d" }[i]);
		expect_cell(&b, 12 + i, (const char *[]){ "a", "b", "c", "d" }[i]);
	}
	/* German: ä is a letter, ß a cell of ss */
	parse_in(&b, "de", "äöüß/ÄÖÜA/abcd/efgh");
	expect_cell(&b, 0, "ä");
	expect_cell(&b, 4, "ä");
	expect_cell(&b, 6, "ü");
	expect_cell(&b, 3, "ss");
	assert_int_equal(boggle_board_cell_letters(&b, 3), 2);
	assert_int_equal(boggle_board_cell_letters(&b, 0), 1);
	/* Turkish: I is dotless ı, İ dotted i */
	parse_in(&b, "tr", "Iİıi/ÇĞŞÖ/çğşö/ABCD");
	expect_cell(&b, 0, "ı");
	expect_cell(&b, 1, "i");
	expect_cell(&b, 2, "ı");
	expect_cell(&b, 3, "i");
	for (i = 4; i < 8; i++) {
		assert_int_equal(b.cells[i].len, b.cells[i + 4].len);
		assert_memory_equal(b.cells[i].letters, b.cells[i + 4].letters,
				    b.cells[i].len);
	}
	expect_cell(&b, 5, "ğ");
	/* Cyrillic and Greek, either case; Greek final ς is σ, ά is α */
	parse_in(&b, "ru", "ЁЖИК/ёжик/абвг/АБВГ");
	expect_cell(&b, 0, "ё");
	expect_cell(&b, 4, "ё");
	expect_cell(&b, 2, "и");
	parse_in(&b, "el", "ςσΣά/ΑΒΓΔ/αβγδ/ωΩψΨ");
	expect_cell(&b, 0, "σ");
	expect_cell(&b, 1, "σ");
	expect_cell(&b, 2, "σ");
	expect_cell(&b, 3, "α");
	expect_cell(&b, 13, "ω");
	/* decomposed text is the same board as composed */
	parse_in(&b, "fr", "écolé/");
	parse_in(&c, "fr", "e\xcc\x81" "cole\xcc\x81/");
	assert_int_equal(c.cols, 5);
	expect_same_board(&b, &c);
	parse_in(&b, "de", "äöüa/bcde/fghi/jklm");
	parse_in(&c, "de", "a\xcc\x88o\xcc\x88u\xcc\x88" "a/bcde/fghi/jklm");
	expect_same_board(&b, &c);
	parse_in(&b, "ru", "йёйё");
	parse_in(&c, "ru", "и\xcc\x86" "е\xcc\x88" "И\xcc\x86" "Е\xcc\x88");
	expect_same_board(&b, &c);
	parse_in(&b, "pl", "żółć");
	/* (ł has no decomposition: it is the same either way) */
	parse_in(&c, "pl", "z\xcc\x87o\xcc\x81\xc5\x82" "c\xcc\x81");
	expect_same_board(&b, &c);
	parse_in(&c, "pl", "Z\xcc\x87O\xcc\x81\xc5\x81" "C\xcc\x81");
	expect_same_board(&b, &c);
	/* several letters in a cell */
	parse_in(&b, "es", "[ch][LL][Rr]ñ");
	expect_cell(&b, 0, "ch");
	expect_cell(&b, 1, "ll");
	expect_cell(&b, 2, "rr");
	expect_cell(&b, 3, "ñ");
	for (i = 0; i < 3; i++)
		assert_int_equal(boggle_board_cell_letters(&b, i), 2);
	parse_in(&b, "ca", "[l·l]a[ny][qu]");
	expect_cell(&b, 0, "l·l");
	assert_int_equal(b.cells[0].len, 1);      /* one letter ... */
	assert_int_equal(boggle_board_cell_letters(&b, 0), 2); /* ... that counts 2 */
	expect_cell(&b, 2, "ny");
	expect_cell(&b, 3, "qu");
	parse_in(&c, "ca", "[ŀl]a[ny][qu]");
	expect_same_board(&b, &c);
	parse_in(&b, "hu", "[sz][cs][gy]ő");
	expect_cell(&b, 0, "sz");
	expect_cell(&b, 3, "ő");
	/* English q is the Qu face */
	parse_in(&b, "en", "qabc");
	expect_cell(&b, 0, "qu");
	assert_int_equal(boggle_board_cell_letters(&b, 0), 2);
	/* refusals */
	expect_refused("fr", "жжжж", strlen("жжжж"),
		       "'ж' is not a letter of French");
	expect_refused("ru", "abcd", 4, "'a' is not a letter of Russian");
	expect_refused("pl", "abcx", 4, "'x' is not a letter of Polish");
	expect_refused("pl", "abc1", 4, "'1' is not a letter");
	expect_refused("fr", "\xff", 1, "invalid UTF-8 at byte 1");
	expect_refused("fr", "[ab\xff]cd", 7, "invalid UTF-8");
	/* each of Debian's other lists: a letter from outside its alphabet */
	{
		static const struct {
			const char *code, *board, *why;
		} refused[] = {
			{ "en-US", "abcж", "'ж' is not a letter of American English" },
			{ "en-GB-large", "ab1c", "'1' is not a letter" },
			{ "en-CA", "[qa]bc", "q must be followed by u" },
			{ "pt-BR", "abcø", "'ø' is not a letter of Brazilian Portuguese" },
			{ "de-CH", "abcø", "'ø' is not a letter of Swiss German" },
			{ "de-1901", "abcł", "'ł' is not a letter of German (1901" },
			{ "es-fise", "abcø", "'ø' is not a letter of Spanish (FISE)" },
			{ "eo", "abcq", "'q' is not a letter of Esperanto" },
			{ "eo", "abcw", "'w' is not a letter of Esperanto" },
			{ "ga", "abcð", "'ð' is not a letter of Irish" },
			{ "gd", "abcj", "'j' is not a letter of Scottish Gaelic" },
			{ "gv", "abcø", "'ø' is not a letter of Manx" },
			{ "fo", "abcq", "'c' is not a letter of Faroese" },
			{ "fo", "abzq", "'z' is not a letter of Faroese" },
			{ "gl", "abcø", "'ø' is not a letter of Galician" },
		};
		size_t k;

		for (k = 0; k < sizeof refused / sizeof refused[0]; k++)
			expect_refused(refused[k].code, refused[k].board,
				       strlen(refused[k].board), refused[k].why);
	}
	/* their own letters, in either case, and marks they drop */
	parse_in(&b, "eo", "ĉĝĥĵ/ŝŭĈŬ/abcd/efgh");
	expect_cell(&b, 0, "ĉ");
	expect_cell(&b, 7, "ŭ");
	parse_in(&b, "fo", "ðøáí/óúýæ/ÐØÁÍ/éåöa");
	expect_cell(&b, 0, "ð");
	expect_cell(&b, 8, "ð");
	expect_cell(&b, 12, "e");   /* é is no Faroese letter: e */
	parse_in(&b, "ga", "áéíó/úÁÉà");
	expect_cell(&b, 0, "á");
	expect_cell(&b, 7, "a");    /* à is no Irish letter: a */
	parse_in(&b, "gd", "àèìò/ùabc");
	expect_cell(&b, 0, "a");    /* Gaelic's graves drop */
	parse_in(&b, "gv", "çhab");
	expect_cell(&b, 0, "c");
	parse_in(&b, "pt-BR", "üçãa");
	expect_cell(&b, 0, "u");
	expect_cell(&b, 1, "ç");
	parse_in(&b, "gl", "ñáüa");
	expect_cell(&b, 0, "ñ");
	expect_cell(&b, 1, "a");
	parse_in(&b, "en-GB", "qébc");
	expect_cell(&b, 0, "qu");
	expect_cell(&b, 1, "e");
	/* FISE: ch, ll, rr are letters of one cell; typed inline, two */
	parse_in(&b, "es-fise", "[ch][LL][Rr]c/hllr");
	for (i = 0; i < 3; i++) {
		assert_int_equal(b.cells[i].len, 1);
		assert_int_equal(boggle_board_cell_letters(&b, i), 2);
	}
	expect_cell(&b, 0, "ch");
	expect_cell(&b, 2, "rr");
	expect_cell(&b, 3, "c");
	expect_cell(&b, 4, "h");
	expect_cell(&b, 5, "l");
}

static void expect_face(const boggle_board *b, int i, const char *face)
{
	expect_text(b, i, 1, face);
}

/*
 * Dutch capitalises ij whole (IJsland), so a cell of i and j shows IJ,
 * however it was typed; a cell of other letters shows its first capital.
 */
static void test_dutch_ij_face(void **state)
{
	static const char *const typed[] = {"ab[ij]d", "ab[IJ]d", "ab[Ij]d",
					    "abĳd", "abĲd"};
	boggle_board b;
	size_t i;

	(void)state;
	for (i = 0; i < sizeof typed / sizeof typed[0]; i++) {
		parse_in(&b, "nl", typed[i]);
		expect_cell(&b, 2, "ij");
		expect_face(&b, 2, "IJ");
		expect_face(&b, 0, "A");
	}
	parse_in(&b, "nl", "[ijs][ji][aij]i/j...");
	expect_face(&b, 0, "IJs");
	expect_face(&b, 1, "Ji");
	expect_face(&b, 2, "Aij");
	expect_face(&b, 3, "I");
	expect_face(&b, 4, "J");
	/* other languages keep their first capital: Spanish Ch, Catalan Ny */
	parse_in(&b, "es", "[ch][ll]ab");
	expect_face(&b, 0, "Ch");
	expect_face(&b, 1, "Ll");
	parse_in(&b, "ca", "[ny][ij]ab");
	expect_face(&b, 0, "Ny");
	expect_face(&b, 1, "Ij");
}

/*
 * Catalan l·l is one letter of three characters, and ŀl its old
 * spelling: typed inline, either is one cell, as [l·l] is, in any case.
 * A middle dot or ŀ on its own is no letter, and English qu typed is
 * still two cells.
 */
static void test_catalan_inline(void **state)
{
	static const char *const typed[] = {
		"al·labcdefghijklmn", "aŀlabcdefghijklmn", "AL·LABCDEFGHIJKLMN",
		"AĿLABCDEFGHIJKLMN", "aĿlabcdefghijklmn", "al\xc2\xb7Labcdefghijklmn",
	};
	boggle_board want, b;
	size_t i;

	(void)state;
	parse_in(&want, "ca", "a[l·l]abcdefghijklmn");
	assert_int_equal(want.rows, 4);
	for (i = 0; i < sizeof typed / sizeof typed[0]; i++) {
		parse_in(&b, "ca", typed[i]);
		expect_same_board(&want, &b);
	}
	/* l·l then l, and l then l·l: the longest letter first */
	parse_in(&b, "ca", "l·ll/ll·l");
	assert_int_equal(b.cols, 2);
	expect_cell(&b, 0, "l·l");
	expect_cell(&b, 1, "l");
	expect_cell(&b, 2, "l");
	expect_cell(&b, 3, "l·l");
	expect_refused("ca", "a·bc", strlen("a·bc"), "'·' is not a letter");
	expect_refused("ca", "ŀabc", strlen("ŀabc"),
		       "'ŀ' is not a letter of Catalan");
	expect_refused("ca", "l·", strlen("l·"), "'·' is not a letter");
	parse_in(&b, "en", "quab");
	expect_cell(&b, 0, "qu");
	expect_cell(&b, 1, "u");
}

/* A board that is not UTF-8 is refused naming the byte, counted in the board. */
static void test_board_bad_byte(void **state)
{
	(void)state;
	expect_refused("fr", "\xff" "bcd", 4, "invalid UTF-8 at byte 1");
	expect_refused("fr", "ab\xff" "d", 4, "invalid UTF-8 at byte 3");
	expect_refused("de", "äb\xc3" "d", 5, "invalid UTF-8 at byte 4");
	expect_refused("ru", "аб/в\xd0", 8, "invalid UTF-8 at byte 8");
}

/* A thrown board's one-line form reads back as the same board. */
static void test_format_round_trip(void **state)
{
	const boggle_lang *const *all = boggle_langs();
	int i, seed, failed = 0;

	(void)state;
	for (i = 0; all[i]; i++) {
		for (seed = 1; seed <= 40; seed++) {
			boggle_board b, again;
			boggle_rng rng;
			char text[4096], err[BOGGLE_ERR_MAX] = "";
			size_t n;
			int rc;

			boggle_rng_seed(&rng, (uint64_t)seed);
			boggle_throw_letters(&b, all[i], 5, 5, &rng);
			n = boggle_board_format(&b, text, sizeof text);
			assert_true(n < sizeof text);
			rc = boggle_board_parse(&again, all[i], text, n, err);
			if (rc != 0) {
				print_error("%s: '%s' does not read back: %s\n",
					    boggle_lang_code(all[i]), text, err);
				failed++;
				break; /* one message a language */
			}
			expect_same_board(&b, &again);
		}
	}
	assert_int_equal(failed, 0);
}

/* ---- word lists ----------------------------------------------------- */

static boggle_dict *from_text(const char *code, const char *text,
			      boggle_dict_stats *st)
{
	boggle_dict *d = t_dict(lang(code), text,
						  strlen(text), st);

	assert_non_null(d);
	assert_ptr_equal(boggle_dict_lang(d), lang(code));
	return d;
}

static uint32_t id_of(const boggle_dict *d, const char *word)
{
	int64_t id = boggle_dict_lookup(d, word);

	if (id < 0)
		print_error("'%s' is not in the list\n", word);
	assert_true(id >= 0);
	return (uint32_t)id;
}

static void expect_word(const boggle_dict *d, const char *word)
{
	char buf[256];

	boggle_dict_word(d, id_of(d, word), buf, sizeof buf);
	assert_string_equal(buf, word);
}

/* The list's spellings of word are exactly the n of want, in any order. */
static void expect_spellings(const boggle_dict *d, const char *word,
			     const char *const *want, int n)
{
	uint32_t id = id_of(d, word);
	int k, j;

	for (k = 0; boggle_dict_spelling(d, id, k); k++) {
		const char *s = boggle_dict_spelling(d, id, k);

		for (j = 0; j < n && strcmp(s, want[j]) != 0; j++)
			;
		if (j == n) {
			size_t b;

			print_error("'%s' has the spelling '%s' (bytes", word, s);
			for (b = 0; s[b]; b++)
				print_error(" %02x", (unsigned char)s[b]);
			print_error(")\n");
		}
		assert_true(j < n);
	}
	assert_int_equal(k, n);
}

/* word has spelling, and otherwise at most itself. */
static void expect_spelled(const boggle_dict *d, const char *word,
			   const char *spelling)
{
	uint32_t id = id_of(d, word);
	int k, seen = 0;

	for (k = 0; boggle_dict_spelling(d, id, k); k++) {
		const char *s = boggle_dict_spelling(d, id, k);

		seen += strcmp(s, spelling) == 0;
		if (strcmp(s, spelling) != 0 && strcmp(s, word) != 0)
			print_error("'%s' has the spelling '%s'\n", word, s);
		assert_true(strcmp(s, spelling) == 0 || strcmp(s, word) == 0);
	}
	if (seen != 1)
		print_error("'%s' lacks the spelling '%s'\n", word, spelling);
	assert_int_equal(seen, 1);
}

static void test_french_list(void **state)
{
	static const char text[] =
		"élève\neleve\nParis\nnaïve\ncœur\nest-ce\ngarçon\nжук\n"
		"e\xcc\x81t\xc3\xa9\n\xc3\x89T\xc3\x89\n";
	boggle_dict_stats st;
	boggle_dict *d = from_text("fr", text, &st);

	(void)state;
	assert_int_equal(st.lines, 10);
	assert_int_equal(st.words, 5);
	assert_int_equal(st.skipped, 2); /* est-ce, жук */
	assert_int_equal(st.names, 1);   /* Paris */
	assert_int_equal(st.all_caps, 1); /* ÉTÉ */
	assert_int_equal(boggle_dict_count(d), 5);
	expect_word(d, "eleve");
	expect_word(d, "naive");
	expect_word(d, "coeur");
	expect_word(d, "garcon");
	expect_word(d, "ete");
	expect_spellings(d, "ete", (const char *[]){ "été" }, 1);
	assert_true(boggle_dict_lookup(d, "paris") < 0);
	/* any spelling of a word finds it */
	assert_int_equal(boggle_dict_lookup(d, "ÉLÈVE"), id_of(d, "eleve"));
	expect_spelled(d, "eleve", "élève");
	expect_spellings(d, "naive", (const char *[]){ "naïve" }, 1);
	expect_spellings(d, "coeur", (const char *[]){ "cœur" }, 1);
	expect_spellings(d, "garcon", (const char *[]){ "garçon" }, 1);
	boggle_dict_free(d);
}

/* A spelling is composed like every other text: é, not e and a mark. */
static void test_spelling_composed(void **state)
{
	boggle_dict_stats st;
	boggle_dict *d = from_text("fr", "e\xcc\x81te\xcc\x81\n", &st);

	(void)state;
	assert_int_equal(st.words, 1);
	expect_spellings(d, "ete", (const char *[]){ "été" }, 1);
	boggle_dict_free(d);
	/* one entry composed and one not are one spelling */
	d = from_text("fr", "élève\ne\xcc\x81le\xcc\x80ve\n", &st);
	expect_spellings(d, "eleve", (const char *[]){ "élève" }, 1);
	boggle_dict_free(d);
}

/*
 * An entry in capitals throughout is an acronym, no word, in every
 * language, those whose lists write nouns with a capital too: it is
 * counted apart, and a word of one capital letter stays a word.
 */
static void test_all_caps(void **state)
{
	static const struct {
		const char *code, *text, *kept[4], *dropped[4];
		size_t names;
	} cases[] = {
		{"de", "DNS\nUSD\nSOS\nHaus\nÖl\nÄÖÜ\nA\nsos\nUSt\nGmbH\n",
		 {"haus", "öl", "a", "sos"}, {"dns", "usd", "äöü"}, 0},
		{"en", "NASA\nQUA\nquark\nI\nTV\nMcDonald\n",
		 {"quark", "i", "mcdonald"}, {"nasa", "qua", "tv"}, 0},
		{"fr", "ONU\nÉTÉ\nParis\nété\nA\n",
		 {"ete"}, {"onu", "a"}, 2},
		{"tr", "IŞIK\nİKİ\nışık\nİzmir\n", {"ışık"}, {"iki"}, 1},
		{"ca", "L·L\nCOL·LEGI\ncol·legi\n", {"col·legi"}, {"l·l"}, 0},
		{"bg", "БДЖ\nсофия\nСофия\n", {"софия"}, {"бдж"}, 1},
	};
	size_t i, k;

	(void)state;
	for (i = 0; i < sizeof cases / sizeof cases[0]; i++) {
		boggle_dict_stats st;
		boggle_dict *d = from_text(cases[i].code, cases[i].text, &st);
		size_t caps = 0, kept = 0;

		for (k = 0; k < 4 && cases[i].kept[k]; k++, kept++)
			expect_word(d, cases[i].kept[k]);
		for (k = 0; k < 4 && cases[i].dropped[k]; k++) {
			int64_t id = boggle_dict_lookup(d, cases[i].dropped[k]);

			if (id >= 0)
				print_error("%s: '%s' is a word\n", cases[i].code,
					    cases[i].dropped[k]);
			assert_true(id < 0);
		}
		/* the entries of two capitals or more and no small letter */
		for (k = 0; cases[i].text[k]; k++) {
			const char *line = cases[i].text + k;
			size_t n = strcspn(line, "\n"), j;
			int upper = 0, lower = 0;

			for (j = 0; j < n; j++) {
				/* A-Z, and the capitals of the cases' scripts
				 * (Ä Ö Ü É: C3 80-9F, İ: C4 B0, Ş: C5 9E,
				 * Cyrillic: D0 90-AF); the rest is small */
				unsigned char c = (unsigned char)line[j];
				unsigned char next = j + 1 < n ?
					(unsigned char)line[j + 1] : 0;

				if ((c >= 'A' && c <= 'Z') ||
				    (c == 0xc3 && next >= 0x80 && next <= 0x9f) ||
				    (c == 0xc4 && next == 0xb0) ||
				    (c == 0xc5 && next == 0x9e) ||
				    (c == 0xd0 && next >= 0x90 && next <= 0xaf))
					upper++;
				else if ((c >= 'a' && c <= 'z') || c == 0xc3 ||
					 c == 0xc4 || c == 0xc5 || c == 0xd1 ||
					 c == 0xd0)
					lower++;
			}
			caps += upper >= 2 && lower == 0;
			k += n;
		}
		if (st.all_caps != caps)
			print_error("%s: %zu in capitals, %zu counted\n",
				    cases[i].code, caps, st.all_caps);
		assert_int_equal(st.all_caps, caps);
		assert_int_equal(st.names, cases[i].names);
		assert_int_equal(st.words, boggle_dict_count(d));
		assert_true(st.words >= kept);
		boggle_dict_free(d);
	}
}

/*
 * A spelling is the list's own, capitals and all (Gießens), composed.  A
 * word whose spellings differ from it in case alone (Haus) has none; one
 * with a spelling that differs otherwise lists every form the list gives
 * it, in its case (Ass and aß).
 */
static void test_spelling_case(void **state)
{
	boggle_dict_stats st;
	boggle_dict *d;

	(void)state;
	d = from_text("de", "Gießens\nHaus\nhaus\nÄpfel\nAss\naß\nMasse\n"
		      "Maße\nmasse\nCafe\xcc\x81s\nStraße\nstraße\n", &st);
	assert_int_equal(st.words, 7);
	expect_spellings(d, "giessens", (const char *[]){ "Gießens" }, 1);
	expect_spellings(d, "haus", NULL, 0);
	expect_spellings(d, "äpfel", NULL, 0);
	expect_spellings(d, "ass", (const char *[]){ "Ass", "aß" }, 2);
	expect_spellings(d, "masse",
			 (const char *[]){ "Masse", "Maße", "masse" }, 3);
	expect_spellings(d, "cafes", (const char *[]){ "Cafés" }, 1);
	expect_spellings(d, "strasse", (const char *[]){ "Straße", "straße" },
			 2);
	boggle_dict_free(d);
	/* English spells every word as it is played: case alone differs */
	d = from_text("en", "McDonald\nmcdonald\nQuit\n", &st);
	expect_spellings(d, "mcdonald", NULL, 0);
	expect_spellings(d, "quit", NULL, 0);
	boggle_dict_free(d);
	/* French: capitals start names, but one inside a word is kept */
	d = from_text("fr", "éLève\n", &st);
	expect_spellings(d, "eleve", (const char *[]){ "éLève" }, 1);
	boggle_dict_free(d);
}

static void test_other_lists(void **state)
{
	boggle_dict_stats st;
	boggle_dict *d;

	(void)state;
	/* German keeps nouns, ä as a letter, ß as ss */
	d = from_text("de", "Fußball\nHaus\nÄpfel\ncafé\nsmørrebrød\n", &st);
	assert_int_equal(st.words, 4);
	assert_int_equal(st.names, 0);
	assert_int_equal(st.skipped, 1);
	expect_word(d, "fussball");
	expect_word(d, "haus");
	expect_word(d, "äpfel");
	expect_word(d, "cafe");
	expect_spellings(d, "fussball", (const char *[]){ "Fußball" }, 1);
	expect_spellings(d, "cafe", (const char *[]){ "café" }, 1);
	expect_spellings(d, "haus", NULL, 0);
	expect_spellings(d, "äpfel", NULL, 0);
	boggle_dict_free(d);
	/* Spanish: ñ a letter, ü read as u */
	d = from_text("es", "cigüeña\nseñorita\nMadrid\n", &st);
	assert_int_equal(st.words, 2);
	assert_int_equal(st.names, 1);
	expect_word(d, "cigueña");
	expect_word(d, "señorita");
	expect_spellings(d, "cigueña", (const char *[]){ "cigüeña" }, 1);
	expect_spellings(d, "señorita", NULL, 0);
	boggle_dict_free(d);
	/* Greek: final sigma and accents fold, capitals are names */
	d = from_text("el", "λόγος\nΣΟΦΟΣ\nσοφός\nΑθήνα\n", &st);
	assert_int_equal(st.words, 2);
	assert_int_equal(st.names, 1);
	assert_int_equal(st.all_caps, 1);
	expect_word(d, "λογοσ");
	expect_word(d, "σοφοσ");
	expect_spellings(d, "λογοσ", (const char *[]){ "λόγος" }, 1);
	boggle_dict_free(d);
	/* Turkish: I and İ start names */
	d = from_text("tr", "ılık\nIşık\nistanbul\nİzmir\n", &st);
	assert_int_equal(st.words, 2);
	assert_int_equal(st.names, 2);
	expect_word(d, "ılık");
	expect_word(d, "istanbul");
	assert_true(boggle_dict_lookup(d, "ilik") < 0);
	boggle_dict_free(d);
	/* Catalan: l·l is one letter, ŀl its old spelling */
	d = from_text("ca", "intel·ligent\ninteŀligent\ncol·legi\nGirona\n", &st);
	assert_int_equal(st.words, 2);
	assert_int_equal(st.names, 1);
	expect_word(d, "intel·ligent");
	expect_word(d, "col·legi");
	expect_spelled(d, "intel·ligent", "inteŀligent");
	boggle_dict_free(d);
	/* Ukrainian: the apostrophe is a letter; ’ reads as ' */
	d = from_text("uk", "п'ять\nм’ята\nКиїв\n", &st);
	assert_int_equal(st.words, 2);
	assert_int_equal(st.names, 1);
	expect_word(d, "п'ять");
	expect_word(d, "м'ята");
	boggle_dict_free(d);
	/* English keeps capitalised entries and its q-u rule */
	d = from_text("en", "Quiz\nqat\ncafé\n", &st);
	assert_int_equal(st.words, 1);
	assert_int_equal(st.names, 0);
	assert_int_equal(st.no_u, 1);
	assert_int_equal(st.skipped, 1);
	expect_word(d, "quiz");
	boggle_dict_free(d);
}

/* Swedish lists are Latin-1; a UTF-8 language refuses bytes not UTF-8. */
static void test_encodings(void **state)
{
	static const char latin1[] =
		"\xf6vers\xe4ttning\nsm\xf6rg\xe5s\nKv\xe4llsmat\nbl\xe5" "b\xe4r\n";
	char path[] = "/tmp/boggle-test-XXXXXX";
	boggle_dict_stats st;
	boggle_dict *d;
	int fd;

	(void)state;
	d = from_text("sv", latin1, &st);
	assert_int_equal(st.lines, 4);
	assert_int_equal(st.words, 3);
	assert_int_equal(st.names, 1);
	expect_word(d, "översättning");
	expect_word(d, "smörgås");
	expect_word(d, "blåbär");
	boggle_dict_free(d);
	/* and UTF-8 in the same language */
	d = from_text("sv", "översättning\nsmörgås\n", &st);
	assert_int_equal(st.words, 2);
	expect_word(d, "smörgås");
	boggle_dict_free(d);
	/* from a file */
	fd = mkstemp(path);
	assert_true(fd >= 0);
	assert_int_equal(write(fd, latin1, sizeof latin1 - 1),
			 (ssize_t)(sizeof latin1 - 1));
	close(fd);
	d = t_load(lang("sv"), path, &st);
	assert_non_null(d);
	assert_int_equal(st.words, 3);
	expect_word(d, "översättning");
	boggle_dict_free(d);
	/* the same bytes in French: refused, naming the line */
	memset(&st, 0, sizeof st);
	assert_int_equal(boggle_dict_load(&d, lang("fr"), path, &st),
			 BOGGLE_NOT_UTF8);
	assert_null(d);
	assert_int_equal(st.bad_line, 1);
	unlink(path);
	memset(&st, 0, sizeof st);
	assert_int_equal(boggle_dict_from_text(&d, lang("pl"),
					       "abc\ndef\nd\xff" "e\nghi\n", 16,
					       &st), BOGGLE_NOT_UTF8);
	assert_int_equal(st.bad_line, 3);
	/* a truncated sequence at the very end */
	memset(&st, 0, sizeof st);
	assert_int_equal(boggle_dict_from_text(&d, lang("ru"), "дом\nд\xd0", 8,
					       &st), BOGGLE_NOT_UTF8);
	assert_int_equal(st.bad_line, 2);
}

/* ---- the solver against a brute force on code points ------------------ */

#define CPS_MAX 24

typedef struct cps_board {
	int rows, cols;
	int n[BOGGLE_MAX_CELLS];
	uint32_t cp[BOGGLE_MAX_CELLS][8];
} cps_board;

/* Each cell's code points, from its text. */
static void board_cps(const boggle_board *b, cps_board *out)
{
	int i;

	out->rows = b->rows;
	out->cols = b->cols;
	for (i = 0; i < b->rows * b->cols; i++) {
		char text[64];

		boggle_board_cell(b, i, 0, text, sizeof text);
		out->n[i] = decode(text, out->cp[i], 8);
		assert_true(out->n[i] >= 0);
	}
}

static int adjacent(int cols, int x, int y)
{
	int dr = x / cols - y / cols, dc = x % cols - y % cols;

	return x != y && dr >= -1 && dr <= 1 && dc >= -1 && dc <= 1;
}

static int dfs(const cps_board *b, int cell, const uint32_t *w, int n, int at,
	       uint8_t *used)
{
	int m = b->n[cell], next, found = 0;

	if (m == 0 || at + m > n ||
	    memcmp(w + at, b->cp[cell], (size_t)m * sizeof *w) != 0)
		return 0;
	if (at + m == n)
		return 1;
	used[cell] = 1;
	for (next = 0; next < b->rows * b->cols && !found; next++)
		if (!used[next] && adjacent(b->cols, cell, next))
			found = dfs(b, next, w, n, at + m, used);
	used[cell] = 0;
	return found;
}

static int brute_holds(const cps_board *b, const uint32_t *w, int n)
{
	uint8_t used[BOGGLE_MAX_CELLS] = {0};
	int cell;

	for (cell = 0; cell < b->rows * b->cols; cell++)
		if (dfs(b, cell, w, n, 0, used))
			return 1;
	return 0;
}

/* A word list being written: NUL-separated while built. */
typedef struct word_list {
	char *text;
	size_t len, cap;
	int count;
} word_list;

static void add_word(word_list *wl, const char *w)
{
	size_t n = strlen(w);

	if (wl->len + n + 2 > wl->cap) {
		wl->cap = (wl->len + n + 2) * 2;
		wl->text = realloc(wl->text, wl->cap);
		assert_non_null(wl->text);
	}
	memcpy(wl->text + wl->len, w, n);
	wl->len += n;
	wl->text[wl->len++] = '\n';
	wl->text[wl->len] = '\0';
	wl->count++;
}

/* A walk of random adjacent distinct cells, their texts joined. */
static void path_word(const boggle_board *b, boggle_rng *rng, int cells,
		      char *out, size_t size)
{
	uint8_t used[BOGGLE_MAX_CELLS] = {0};
	int n = b->rows * b->cols, at = (int)boggle_rng_below(rng, (uint32_t)n);
	int k;
	size_t len = 0;

	out[0] = '\0';
	for (k = 0; k < cells; k++) {
		int next[8], nn = 0, j;

		len += boggle_board_cell(b, at, 0, out + len, size - len);
		assert_true(len < size);
		used[at] = 1;
		for (j = 0; j < n; j++)
			if (!used[j] && adjacent(b->cols, at, j) &&
			    b->cells[j].len > 0)
				next[nn++] = j;
		if (nn == 0)
			break;
		at = next[boggle_rng_below(rng, (uint32_t)nn)];
	}
}

/* A letter of lang at random, of one code point and counting one. */
static const char *random_letter(const boggle_lang *l, boggle_rng *rng)
{
	for (;;) {
		const lang_letter *a =
			&l->letters[boggle_rng_below(rng, (uint32_t)l->nletters)];
		uint32_t cp[4];

		if (a->weight == 1 && decode(a->text, cp, 4) == 1)
			return a->text;
	}
}

static int cmp_str(const void *a, const void *b)
{
	return strcmp(*(const char *const *)a, *(const char *const *)b);
}

/* Replace the last code point of w with letter: a word just off the board. */
static void change_last(char *w, const char *letter)
{
	size_t len = strlen(w);

	while (len > 0 && ((unsigned char)w[len - 1] & 0xc0) == 0x80)
		len--;
	if (len > 1) {
		w[len - 1] = '\0';
		strcat(w, letter);
	}
}

/*
 * A list for these boards: walks on them (a sixth of them with the last
 * letter changed) and random strings of their cells and the alphabet.
 */
static void write_list(const boggle_lang *l, const boggle_board *boards,
		       int nboards, boggle_rng *rng, word_list *wl)
{
	int i, j, k, cells = boards[0].rows * boards[0].cols;

	for (i = 0; i < nboards; i++) {
		for (j = 0; j < 60; j++) {
			char w[512] = "";

			if (j % 2 == 0) {
				/* 1 to 9 cells: some too short to count */
				path_word(&boards[i], rng,
					  1 + (int)boggle_rng_below(rng, 9), w,
					  sizeof w);
				if (j % 6 == 0)
					change_last(w, random_letter(l, rng));
			} else {
				int n = 3 + (int)boggle_rng_below(rng, 4);

				for (k = 0; k < n; k++) {
					size_t len = strlen(w);
					int cell = (int)boggle_rng_below(
						rng, (uint32_t)cells);

					if (boggle_rng_below(rng, 4) == 0)
						strcat(w, random_letter(l, rng));
					else
						boggle_board_cell(&boards[i], cell,
								 0, w + len,
								 sizeof w - len);
				}
			}
			if (w[0])
				add_word(wl, w);
		}
	}
}

/* The list's distinct words, sorted, pointing into its text (cut up). */
static char **distinct_words(word_list *wl, int *count)
{
	char **words = malloc((size_t)wl->count * sizeof *words);
	char *p;
	int i, n = 0, kept = 0;

	assert_non_null(words);
	for (p = wl->text; *p;) {
		char *nl = strchr(p, '\n');

		*nl = '\0';
		words[n++] = p;
		p = nl + 1;
	}
	qsort(words, (size_t)n, sizeof *words, cmp_str);
	for (i = 0; i < n; i++)
		if (kept == 0 || strcmp(words[kept - 1], words[i]) != 0)
			words[kept++] = words[i];
	*count = kept;
	return words;
}

/* The path the solver reports for a word is a path that spells it. */
static void expect_path_spells(const cps_board *cb, const uint16_t *path,
			       int len, const char *word)
{
	uint32_t cp[CPS_MAX], along[CPS_MAX];
	int n = decode(word, cp, CPS_MAX), m = 0, c, j;

	assert_true(n > 0);
	for (c = 0; c < len; c++) {
		assert_true(m + cb->n[path[c]] <= CPS_MAX);
		memcpy(along + m, cb->cp[path[c]],
		       (size_t)cb->n[path[c]] * sizeof *along);
		m += cb->n[path[c]];
		if (c > 0)
			assert_true(adjacent(cb->cols, path[c - 1], path[c]));
		for (j = 0; j < c; j++)
			assert_int_not_equal(path[j], path[c]);
	}
	assert_int_equal(m, n);
	assert_memory_equal(along, cp, (size_t)n * sizeof *cp);
}

/*
 * Solve board and compare with the brute force over words; adds the
 * words on it and off it (of 3 code points or more) to the totals.
 */
static void agree_board(boggle_solver *s, const boggle_dict *d,
			const boggle_board *board, char **words, int nwords,
			long *on, long *off)
{
	boggle_rules rules = boggle_rules_classic(); /* 3 letters or more */
	const boggle_word *found;
	char **got, text[4096];
	const char **want;
	cps_board cb;
	int ngot, nwant = 0, k;

	board_cps(board, &cb);
	boggle_board_format(board, text, sizeof text);
	assert_int_equal(boggle_solve(s, board, &rules), 0);
	ngot = (int)boggle_solver_count(s);
	found = boggle_solver_words(s);
	got = malloc((size_t)(ngot + 1) * sizeof *got);
	want = malloc((size_t)(nwords + 1) * sizeof *want);
	assert_non_null(got);
	assert_non_null(want);
	for (k = 0; k < nwords; k++) {
		uint32_t cp[CPS_MAX];
		int n = decode(words[k], cp, CPS_MAX);

		assert_true(n > 0);
		if (n >= 3 && brute_holds(&cb, cp, n))
			want[nwant++] = words[k];
		else if (n >= 3)
			++*off;
	}
	*on += nwant;
	for (k = 0; k < ngot; k++) {
		uint32_t cp[CPS_MAX];

		got[k] = malloc(256);
		assert_non_null(got[k]);
		boggle_dict_word(d, found[k].id, got[k], 256);
		/* a letter is a code point in these lists */
		assert_int_equal(found[k].letters, decode(got[k], cp, CPS_MAX));
		expect_path_spells(&cb, boggle_solver_paths(s) + found[k].path,
				   found[k].path_len, got[k]);
	}
	qsort(got, (size_t)ngot, sizeof *got, cmp_str);
	for (k = 0; k < ngot || k < nwant; k++) {
		const char *g = k < ngot ? got[k] : "(none)";
		const char *w = k < nwant ? want[k] : "(none)";

		if (strcmp(g, w) != 0) {
			print_error("%s board %s: solver '%s', brute force "
				    "'%s'\n", boggle_lang_code(board->lang),
				    text, g, w);
			break;
		}
	}
	assert_int_equal(ngot, nwant);
	for (k = 0; k < ngot; k++)
		assert_string_equal(got[k], want[k]);
	for (k = 0; k < ngot; k++)
		free(got[k]);
	free(got);
	free(want);
}

/* One round: boards of one shape and a list written for them. */
static void agree_round(const boggle_lang *l, int rows, int cols,
			uint64_t seed, long *on, long *off)
{
	enum { BOARDS = 6 };
	boggle_board boards[BOARDS];
	word_list wl = {0};
	boggle_rng rng;
	boggle_dict_stats st;
	boggle_dict *d;
	boggle_solver *s;
	char **words;
	int i, nwords;

	boggle_rng_seed(&rng, seed);
	for (i = 0; i < BOARDS; i++)
		boggle_throw_letters(&boards[i], l, rows, cols, &rng);
	write_list(l, boards, BOARDS, &rng, &wl);
	d = t_dict(l, wl.text, wl.len, &st);
	assert_non_null(d);
	/* the words are the language's, lowercase: every one is read */
	if (st.skipped || st.names || st.no_u)
		print_error("%s: %zu skipped, %zu names in\n%s", l->code,
			    st.skipped, st.names, wl.text);
	assert_int_equal(st.skipped + st.names + st.no_u, 0);
	assert_int_equal(st.lines, (size_t)wl.count);
	words = distinct_words(&wl, &nwords);
	assert_int_equal(st.words, (size_t)nwords);
	s = t_solver(d);
	assert_non_null(s);
	for (i = 0; i < BOARDS; i++)
		agree_board(s, d, &boards[i], words, nwords, on, off);
	boggle_solver_free(s);
	boggle_dict_free(d);
	free(words);
	free(wl.text);
}

static void test_brute_force(void **state)
{
	/* tiles of several letters (es, hu), ı and i, Cyrillic, Greek... */
	static const char *const codes[] = { "es", "hu", "tr", "ru", "bg", "uk",
					     "el", "pl", "cs", "de", "fr" };
	static const int shapes[][2] = { { 4, 4 }, { 5, 5 }, { 3, 3 }, { 6, 6 },
					 { 3, 7 }, { 2, 9 } };
	size_t i, k;
	int round;

	(void)state;
	for (i = 0; i < sizeof codes / sizeof codes[0]; i++) {
		long found = 0, missed = 0;

		for (k = 0; k < sizeof shapes / sizeof shapes[0]; k++)
			for (round = 0; round < 3; round++)
				agree_round(lang(codes[i]), shapes[k][0],
					    shapes[k][1],
					    1000 * i + 10 * k + (uint64_t)round + 1,
					    &found, &missed);
		/* the lists hold words on the boards and words not on them */
		if (getenv("BOGGLE_TEST_VERBOSE"))
			print_message("%s: %ld found, %ld not\n", codes[i],
				      found, missed);
		assert_true(found > 500);
		assert_true(missed > 500);
	}
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_profiles),
		cmocka_unit_test(test_lower),
		cmocka_unit_test(test_boards),
		cmocka_unit_test(test_board_bad_byte),
		cmocka_unit_test(test_dutch_ij_face),
		cmocka_unit_test(test_catalan_inline),
		cmocka_unit_test(test_format_round_trip),
		cmocka_unit_test(test_french_list),
		cmocka_unit_test(test_spelling_composed),
		cmocka_unit_test(test_all_caps),
		cmocka_unit_test(test_spelling_case),
		cmocka_unit_test(test_other_lists),
		cmocka_unit_test(test_encodings),
		cmocka_unit_test(test_brute_force),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
