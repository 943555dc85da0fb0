/* See dict_check.h. */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "dict_check.h"
#include "../shorthand.h"

static int failed(char why[256], const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(why, 256, fmt, ap);
	va_end(ap);
	return -1;
}

/*
 * Whether word (letter bytes) lies on the board along a path of distinct
 * adjacent cells: every path tried, no tables, no dictionary.
 */
static int on_board_from(const boggle_board *b, int cell, const char *word,
			 size_t len, char *used)
{
	const boggle_cell *c = &b->cells[cell];
	int dr, dc, r = cell / b->cols, col = cell % b->cols, found = 0;

	if (used[cell] || c->len == 0 || c->len > len ||
	    memcmp(c->letters, word, c->len) != 0)
		return 0;
	if (c->len == len)
		return 1;
	used[cell] = 1;
	for (dr = -1; dr <= 1 && !found; dr++)
		for (dc = -1; dc <= 1 && !found; dc++)
			if ((dr || dc) && r + dr >= 0 && r + dr < b->rows &&
			    col + dc >= 0 && col + dc < b->cols)
				found = on_board_from(b, (r + dr) * b->cols +
						      col + dc, word + c->len,
						      len - c->len, used);
	used[cell] = 0;
	return found;
}

static int on_board(const boggle_board *b, const char *word, size_t len)
{
	char used[BOGGLE_MAX_CELLS] = {0};
	int cell;

	for (cell = 0; cell < b->rows * b->cols; cell++)
		if (on_board_from(b, cell, word, len, used))
			return 1;
	return 0;
}

static int utf8_text(const char *s)
{
	size_t i, n = strlen(s);

	for (i = 0; i < n; i++) {
		unsigned char c = (unsigned char)s[i];
		int more = c < 0x80 ? 0 : c >= 0xc2 && c < 0xe0 ? 1 :
			   c >= 0xe0 && c < 0xf0 ? 2 : c >= 0xf0 && c < 0xf5 ? 3 :
			   -1;

		if (more < 0 || i + (size_t)more >= n + (more > 0))
			return 0;
		for (; more > 0; more--)
			if (((unsigned char)s[++i] & 0xc0) != 0x80)
				return 0;
	}
	return 1;
}

int dict_check(const boggle_dict *d, uint64_t seed, char why[256])
{
	uint32_t n = (uint32_t)boggle_dict_count(d), id, lengths[BOGGLE_WORD_MAX + 1] = {0};
	char prev[BOGGLE_WORD_MAX + 1] = "", word[BOGGLE_WORD_MAX + 1];
	char text[BOGGLE_WORD_TEXT_MAX];
	uint32_t prev_len = 0, len, maxlen = 0;
	const boggle_lang *lang = boggle_dict_lang(d);
	boggle_solver *solver;
	boggle_rules rules = boggle_rules_classic();
	boggle_rng rng;
	uint8_t *seen;
	int board_no, k, rc = 0;

	for (id = 0; id < n; id++) {
		const char *s;

		len = dict_letters(d, id, word);
		if (len > BOGGLE_WORD_MAX)
			return failed(why, "word %u: %u letters", id, len);
		for (k = 0; k < (int)len; k++)
			if (!(LETTER_CODE(word[k]) >= 1 &&
			      LETTER_CODE(word[k]) <= boggle_lang_letter_count(lang) &&
			      ((unsigned char)word[k] & ~63) == 0x40))
				return failed(why, "word %u: letter byte %#x", id,
					      (unsigned char)word[k]);
		if (id > 0) {
			int c = memcmp(prev, word, prev_len < len ? prev_len : len);

			if (c > 0 || (c == 0 && prev_len >= len))
				return failed(why, "word %u is not after word %u",
					      id, id - 1);
		}
		memcpy(prev, word, len);
		prev_len = len;
		lengths[len]++;
		if (len > maxlen)
			maxlen = len;
		boggle_dict_word(d, id, text, sizeof text);
		if (boggle_dict_lookup(d, text) != (int64_t)id)
			return failed(why, "word %u '%s' is found as %lld", id,
				      text, (long long)boggle_dict_lookup(d, text));
		for (k = 0; (s = boggle_dict_spelling(d, id, k)) != NULL; k++)
			if (!utf8_text(s) || strlen(s) >= 4096)
				return failed(why, "word %u: spelling %d is no text",
					      id, k);
	}
	if (memcmp(lengths, d->lengths, sizeof lengths) != 0 ||
	    maxlen != d->maxlen)
		return failed(why, "the counts by length are not the words'");
	if (boggle_dict_spelling(d, n, 0))
		return failed(why, "a spelling of no word");
	/* boards of the letters the words have, so that many are found */
	solver = t_solver(d);
	if (!solver)
		return failed(why, "no memory for a solver");
	rules.min_letters = 1;
	boggle_rng_seed(&rng, seed);
	seen = calloc(n / 8 + 1, 1);
	if (!seen)
		rc = failed(why, "no memory");
	/* 3x3: few enough paths that the search here tries them all at once */
	for (board_no = 0; board_no < 4 && n > 0 && rc == 0; board_no++) {
		boggle_board b;
		size_t i, found;
		int cell;

		memset(&b, 0, sizeof b);
		b.rows = b.cols = 3;
		b.lang = lang;
		for (cell = 0; cell < b.rows * b.cols; cell++) {
			id = boggle_rng_below(&rng, n);
			len = dict_letters(d, id, word);
			if (len == 0)
				continue; /* a blank */
			b.cells[cell].letters[0] = word[boggle_rng_below(&rng, len)];
			b.cells[cell].len = 1;
		}
		if (boggle_solve(solver, &b, &rules) != BOGGLE_OK) {
			rc = failed(why, "solve failed");
			break;
		}
		found = boggle_solver_count(solver);
		memset(seen, 0, n / 8 + 1);
		for (i = 0; i < found; i++) {
			uint32_t w = boggle_solver_words(solver)[i].id;

			if (w >= n || (seen[w / 8] >> (w % 8) & 1)) {
				rc = failed(why, "word id %u found twice or past the end", w);
				break;
			}
			seen[w / 8] |= (uint8_t)(1u << (w % 8));
			len = dict_letters(d, w, word);
			if (!on_board(&b, word, len)) {
				rc = failed(why, "word %u found but not on the board", w);
				break;
			}
		}
		/* every word of the list the board holds is found */
		for (id = 0; rc == 0 && id < n; id++) {
			len = dict_letters(d, id, word);
			if (len > 0 && !(seen[id / 8] >> (id % 8) & 1) &&
			    on_board(&b, word, len))
				rc = failed(why, "word %u on the board but not found", id);
		}
	}
	boggle_solver_free(solver);
	free(seen);
	return rc;
}
