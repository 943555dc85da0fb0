/*
 * Letters and languages: reading UTF-8 text as the letters of one
 * language, and writing letters back out.
 *
 * Text goes through the same steps wherever it comes from (a board, a
 * word list, a typed word): decoded, composed (a decomposed é reads as
 * é), lowercased by the language's rules, folded (German ß as ss), and
 * then cut into the language's letters, longest first, so that English
 * "qu" is one letter.  A character that is no letter of the language but
 * a letter with marks reads as its base letter where the language drops
 * marks (French é as e).
 */
#include <stdio.h>
#include <string.h>

#include "internal.h"
#include "lang.h"
#include "unicode.h"

/* The most characters of text read as one word. */
#define READ_MAX 256

const boggle_lang *const *boggle_langs(void)
{
	return lang_profiles;
}

const boggle_lang *boggle_lang_english(void)
{
	return lang_profiles[0];
}

/* A code's character as compared: ASCII lowercase, _ as - (pt_BR). */
static int code_char(char c)
{
	if (c >= 'A' && c <= 'Z')
		return c - 'A' + 'a';
	return c == '_' ? '-' : c;
}

/* The codes are ASCII: FR is fr, EN_gb en-GB, whatever the locale. */
static int same_code(const char *a, const char *b)
{
	for (; *a && *b; a++, b++) {
		int x = code_char(*a);
		int y = code_char(*b);

		if (x != y)
			return 0;
	}
	return *a == *b;
}

const boggle_lang *boggle_lang_find(const char *code)
{
	const boggle_lang *const *l;

	for (l = lang_profiles; code && *l; l++)
		if (same_code((*l)->code, code))
			return *l;
	return NULL;
}

const char *boggle_lang_code(const boggle_lang *lang)
{
	return lang_of(lang)->code;
}

const char *boggle_lang_name(const boggle_lang *lang)
{
	return lang_of(lang)->name;
}

const char *boggle_lang_list(const boggle_lang *lang)
{
	return lang_of(lang)->list;
}

const char *boggle_lang_package(const boggle_lang *lang)
{
	return lang_of(lang)->package;
}

const char *boggle_lang_licence(const boggle_lang *lang)
{
	return lang_of(lang)->licence;
}

int boggle_lang_latin1(const boggle_lang *lang)
{
	return lang_of(lang)->latin1;
}

int boggle_lang_letter_count(const boggle_lang *lang)
{
	return lang_of(lang)->nletters;
}

/* h and the n bytes at p (short ones: longer are cut), hashed together. */
static uint64_t mix(uint64_t h, const void *p, size_t n)
{
	static const unsigned char zeros[SIPHASH_KEY];
	unsigned char buf[8 + 64];

	memcpy(buf, &h, 8);
	n = n < 64 ? n : 64;
	memcpy(buf + 8, p, n);
	return siphash(zeros, buf, 8 + n);
}

static uint64_t mix_text(uint64_t h, const char *s)
{
	return mix(h, s, strlen(s) + 1);
}

uint64_t lang_fingerprint(const boggle_lang *lang)
{
	uint64_t h = 0;
	int i;

	lang = lang_of(lang);
	h = mix_text(h, lang->code);
	for (i = 0; i < lang->nletters; i++) {
		h = mix_text(h, lang->letters[i].text);
		h = mix_text(h, lang->letters[i].cell);
	}
	for (i = 0; i < lang->ntiles; i++)
		h = mix_text(h, lang->tiles[i].text);
	for (i = 0; i < lang->nfolds; i++) {
		h = mix_text(h, lang->folds[i].from);
		h = mix_text(h, lang->folds[i].to);
	}
	return mix(h, &lang->flags, sizeof lang->flags);
}

void name_char(char out[16], const char *s, size_t n)
{
	unsigned char c = (unsigned char)s[0];
	uint32_t cp;
	int len;

	if (c > 0x20 && c < 0x7f && c != '\'') {
		snprintf(out, 16, "'%c'", c);
	} else if (c == ' ') {
		snprintf(out, 16, "space");
	} else if (c >= 0x80 && (len = utf8_decode((const unsigned char *)s,
						   n, &cp)) > 0 &&
		   cp >= 0xa0 && !(cp >= 0x2000 && cp < 0x2070)) {
		snprintf(out, 16, "'%.*s'", len, s);
	} else {
		snprintf(out, 16, "0x%02x", c);
	}
}

/* Decode a short UTF-8 literal of the profiles; returns its length. */
static int decode_all(const char *s, uint32_t *out, int max)
{
	int n = 0;
	size_t len = strlen(s), i = 0;

	while (i < len && n < max) {
		uint32_t cp;
		int k = utf8_decode((const unsigned char *)s + i, len - i, &cp);

		if (k <= 0)
			break;
		out[n++] = cp;
		i += (size_t)k;
	}
	return n;
}

/* Whether cps[at ..] starts with s; returns the characters matched. */
static int starts_with(const uint32_t *cps, int n, int at, const char *s)
{
	uint32_t want[8];
	int k = decode_all(s, want, 8), i;

	if (k == 0 || at + k > n)
		return 0;
	for (i = 0; i < k; i++)
		if (cps[at + i] != want[i])
			return 0;
	return k;
}

uint32_t lang_lower(const boggle_lang *lang, uint32_t cp)
{
	if (lang->flags & LANG_TURKISH) {
		if (cp == 'I')
			return 0x131; /* dotless ı */
		if (cp == 0x130)
			return 'i';
	}
	return uni_lower(cp);
}

/*
 * The letter a board types as cp alone but words spell longer (English
 * q, which words spell qu), or NULL: cp alone in a word is no letter.
 */
static const lang_letter *cell_alone(const boggle_lang *lang, uint32_t cp)
{
	int k;

	for (k = 0; k < lang->nletters; k++) {
		const lang_letter *l = &lang->letters[k];

		/* a profile with letters to count has a table of them */
		/* NOLINTNEXTLINE(clang-analyzer-core.NullDereference) */
		if (l->cell[0] && (unsigned char)l->cell[0] == cp &&
		    l->cell[1] == '\0' && l->text[0] == l->cell[0])
			return l;
	}
	return NULL;
}

static int fail(char *err, int why, const char *fmt, const char *arg)
{
	snprintf(err, BOGGLE_ERR_MAX, fmt, arg);
	return why;
}

/* The message for a character that is no letter of lang. */
static int not_a_letter(const boggle_lang *lang, uint32_t cp, char *err)
{
	char enc[5], what[16];
	int n = utf8_encode(cp, enc);

	enc[n] = '\0';
	name_char(what, enc, (size_t)n);
	/* a letter of some other alphabet (x in Polish) is named as such */
	if ((cp < 0x80 && ((cp | 0x20) >= 'a' && (cp | 0x20) <= 'z')) ||
	    (cp >= 0x80 && (uni_lower(cp) != cp || uni_upper(cp) != cp ||
			    uni_base(cp) != cp))) {
		snprintf(err, BOGGLE_ERR_MAX, "%s is not a letter of %s", what,
			 lang->name);
		return READ_NOT_LETTER;
	}
	return fail(err, READ_NOT_LETTER, "%s is not a letter", what);
}

int lang_read(const boggle_lang *lang, const char *text, size_t len,
	      char *out, int max, int flags, int *changed,
	      char err[BOGGLE_ERR_MAX])
{
	uint32_t cps[READ_MAX + 8];
	size_t i = 0;
	const lang_letter *lone_q = NULL, *alone;
	int n = 0, at, k, got = 0, folded = 0;

	lang = lang_of(lang);
	while (i < len) {
		uint32_t cp;
		int used = utf8_decode((const unsigned char *)text + i, len - i,
				       &cp);
		char where[24];

		if (used <= 0) {
			snprintf(where, sizeof where, "%zu", i + 1);
			return fail(err, READ_BAD_UTF8,
				    "invalid UTF-8 at byte %s", where);
		}
		if (n == READ_MAX) {
			snprintf(err, BOGGLE_ERR_MAX,
				 "longer than %d letters", BOGGLE_WORD_MAX);
			return READ_TOO_LONG;
		}
		cps[n++] = cp;
		i += (size_t)used;
	}
	if (n == 0)
		return fail(err, READ_EMPTY, "empty word", "");
	n = (int)uni_nfc(cps, (size_t)n);
	for (at = 0; at < n; at++)
		cps[at] = lang_lower(lang, cps[at]);
	for (at = 0; at < n;) {
		const lang_letter *best = NULL;
		int best_len = 0;

		/* a fold first: what it writes is read as letters */
		for (k = 0; k < lang->nfolds; k++) {
			int m = starts_with(cps, n, at, lang->folds[k].from);
			uint32_t to[8];
			int tn;

			if (!m)
				continue;
			tn = decode_all(lang->folds[k].to, to, 8);
			if (n - m + tn > READ_MAX) {
				snprintf(err, BOGGLE_ERR_MAX,
					 "longer than %d letters",
					 BOGGLE_WORD_MAX);
				return READ_TOO_LONG;
			}
			memmove(cps + at + tn, cps + at + m,
				(size_t)(n - at - m) * sizeof *cps);
			memcpy(cps + at, to, (size_t)tn * sizeof *cps);
			n += tn - m;
			folded = 1;
			break;
		}
		for (k = 0; k < lang->nletters; k++) {
			const lang_letter *l = &lang->letters[k];
			int m = 0;

			if ((flags & READ_CELL) && l->cell[0])
				m = starts_with(cps, n, at, l->cell);
			if (!m)
				m = starts_with(cps, n, at, l->text);
			if (m > best_len) {
				best = l;
				best_len = m;
			}
		}
		if (!best) {
			uint32_t base = uni_base(cps[at]);

			if ((lang->flags & LANG_STRIP) && base != cps[at]) {
				cps[at] = base;
				folded = 1;
				continue;
			}
			/* a character that is no letter says more than a lone q */
			if ((alone = cell_alone(lang, cps[at])) != NULL) {
				lone_q = alone;
				at++;
				continue;
			}
			return not_a_letter(lang, cps[at], err);
		}
		if (got == max || got == BOGGLE_WORD_MAX) {
			snprintf(err, BOGGLE_ERR_MAX, "longer than %d letters",
				 max < BOGGLE_WORD_MAX ? max : BOGGLE_WORD_MAX);
			return READ_TOO_LONG;
		}
		out[got++] = LETTER(best - lang->letters + 1);
		at += best_len;
	}
	if (lone_q) {
		snprintf(err, BOGGLE_ERR_MAX, "%s must be followed by %s",
			 lone_q->cell, lone_q->text + strlen(lone_q->cell));
		return READ_NO_U;
	}
	out[got] = '\0';
	if (changed)
		*changed = folded;
	return got;
}

/*
 * The bytes of text that spell pattern (lowercase), read as lang
 * lowercases; 0 if text does not start with it.
 */
static size_t spells_run(const boggle_lang *lang, const char *text,
			 size_t len, const char *pattern)
{
	uint32_t want[8];
	int n = decode_all(pattern, want, 8), k;
	size_t at = 0;

	for (k = 0; k < n; k++) {
		uint32_t cp;
		int used = at < len ? utf8_decode((const unsigned char *)text +
						  at, len - at, &cp) : 0;

		if (used <= 0 || lang_lower(lang, cp) != want[k])
			return 0;
		at += (size_t)used;
	}
	return at;
}

/* Whether s is more than one character. */
static int several_chars(const char *s)
{
	uint32_t cp;
	int k = utf8_decode((const unsigned char *)s, strlen(s), &cp);

	return k > 0 && s[k] != '\0';
}

size_t lang_cell_run(const boggle_lang *lang, const char *text, size_t len)
{
	size_t n;
	int k;

	lang = lang_of(lang);
	/* English qu is typed q: typed qu is two cells */
	for (k = 0; k < lang->nletters; k++)
		if (!lang->letters[k].cell[0] &&
		    several_chars(lang->letters[k].text) &&
		    (n = spells_run(lang, text, len, lang->letters[k].text)))
			return n;
	for (k = 0; k < lang->nfolds; k++)
		if (several_chars(lang->folds[k].from) &&
		    (n = spells_run(lang, text, len, lang->folds[k].from)))
			return n;
	return 0;
}

int lang_ascii_cell(const boggle_lang *lang, char c)
{
	int k;

	lang = lang_of(lang);
	if ((c >= 'A' && c <= 'Z' && !(lang->flags & LANG_TURKISH)))
		c = (char)(c | 0x20);
	/* most alphabets put a .. z in their places, or nearly */
	k = c >= 'a' && c <= 'z' ? c - 'a' : 0;
	if (k < lang->nletters) {
		const lang_letter *l = &lang->letters[k];
		const char *t = lang_cell_text(l);

		if (t[0] == c && t[1] == '\0')
			return k + 1;
	}
	for (k = 0; k < lang->nletters; k++) {
		const lang_letter *l = &lang->letters[k];
		const char *t = lang_cell_text(l);

		if (t[0] == c && t[1] == '\0')
			return k + 1;
	}
	return 0;
}

/* Text composed, and lowercased by lang's rules where lower says. */
static size_t compose(const boggle_lang *lang, const char *text, size_t len,
		      char *buf, size_t size, int lower)
{
	size_t i = 0, n = 0;

	lang = lang_of(lang);
	while (i < len) {
		uint32_t cps[16];
		size_t m = 0, k;
		int used = utf8_decode((const unsigned char *)text + i, len - i,
				       &cps[0]);

		if (used <= 0) {
			if (n + 1 < size)
				buf[n] = text[i];
			n++;
			i++;
			continue;
		}
		i += (size_t)used;
		/* a character and the marks after it, composed */
		for (m = 1; m < 16 && i < len; m++) {
			int more = utf8_decode((const unsigned char *)text + i,
					       len - i, &cps[m]);

			if (more <= 0 || !uni_is_mark(cps[m]))
				break;
			i += (size_t)more;
		}
		m = uni_nfc(cps, m);
		for (k = 0; k < m; k++) {
			char enc[4];
			int el = utf8_encode(lower ? lang_lower(lang, cps[k]) :
						     cps[k], enc);

			if (n + (size_t)el < size)
				memcpy(buf + n, enc, (size_t)el);
			else if (n < size)
				size = n + 1;
			n += (size_t)el;
		}
	}
	if (size > 0)
		buf[n < size ? n : size - 1] = '\0';
	return n;
}

size_t boggle_lang_lower(const boggle_lang *lang, const char *text,
			 size_t len, char *buf, size_t size)
{
	return compose(lang, text, len, buf, size, 1);
}

size_t lang_compose(const boggle_lang *lang, const char *text, size_t len,
		    char *buf, size_t size)
{
	return compose(lang, text, len, buf, size, 0);
}

boggle_code boggle_lang_fold(const boggle_lang *lang, const char *text,
			     size_t len, char *buf, size_t size, int *letters,
			     char msg[BOGGLE_ERR_MAX])
{
	char out[BOGGLE_WORD_MAX + 1], err[BOGGLE_ERR_MAX];
	int n, k, weight = 0;

	if (!buf || size == 0 || (!text && len))
		return error_say(msg, BOGGLE_MISUSE, NULL);
	buf[0] = '\0';
	lang = lang_of(lang);
	n = lang_read(lang, text, len, out, BOGGLE_WORD_MAX, 0, NULL, err);
	if (n < 0)
		return error_say(msg, BOGGLE_SYNTAX, err);
	for (k = 0; k < n; k++)
		weight += lang_letter_at(lang, out[k])->weight;
	if (lang_spell(lang, out, (size_t)n, buf, size) >= size) {
		buf[0] = '\0';
		return error_say(msg, BOGGLE_SYNTAX, "too long");
	}
	if (letters)
		*letters = weight;
	return BOGGLE_OK;
}

size_t lang_spell(const boggle_lang *lang, const char *letters, size_t n,
		  char *buf, size_t size)
{
	size_t i, len = 0;

	lang = lang_of(lang);
	for (i = 0; i < n; i++) {
		const lang_letter *l = lang_letter_at(lang, letters[i]);
		const char *t = l ? l->text : "?";
		size_t tl = strlen(t);

		if (len + tl < size)
			memcpy(buf + len, t, tl);
		else if (len < size)
			size = len + 1; /* nothing past a letter cut short */
		len += tl;
	}
	if (size > 0)
		buf[len < size ? len : size - 1] = '\0';
	return len;
}
