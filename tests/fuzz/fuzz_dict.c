/*
 * Dictionary loader: any bytes as a word list.  What loads must be
 * sorted, distinct, letters only, every q followed by u, and each word
 * must be found again by lookup.  The same bytes read as a list of the
 * language the first byte picks: each word, and each of the list's own
 * spellings of it, must be found again as that word.
 */
#include <string.h>

#include "fuzz.h"

static void check_language(const uint8_t *data, size_t size)
{
	const boggle_lang *const *langs = boggle_langs();
	size_t n = 0, i;
	boggle_dict_stats st;
	boggle_dict *d;
	char word[BOGGLE_WORD_TEXT_MAX];

	while (langs[n])
		n++;
	d = t_dict(langs[data[0] % n], (const char *)data + 1,
				     size - 1, &st);
	if (!d)
		return; /* out of memory, or not UTF-8 */
	CHECK(boggle_dict_count(d) == st.words);
	CHECK(st.words + st.skipped + st.no_u + st.names <= st.lines);
	for (i = 0; i < boggle_dict_count(d); i++) {
		const char *own;
		int k;

		CHECK(boggle_dict_word(d, (uint32_t)i, word, sizeof word) <
		      sizeof word);
		CHECK(boggle_dict_lookup(d, word) == (int64_t)i);
		for (k = 0; (own = boggle_dict_spelling(d, (uint32_t)i, k)); k++)
			CHECK(boggle_dict_lookup(d, own) == (int64_t)i);
	}
	boggle_dict_free(d);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	boggle_dict_stats st;
	boggle_dict *d = t_dict(NULL, (const char *)data, size, &st);
	char prev[2 * BOGGLE_WORD_MAX + 2] = "", cur[2 * BOGGLE_WORD_MAX + 2];
	size_t i, k, count;

	if (!d)
		return 0; /* out of memory only */
	count = boggle_dict_count(d);
	CHECK(count == st.words);
	CHECK(st.words + st.skipped + st.no_u <= st.lines);
	for (i = 0; i < count; i++) {
		size_t len = boggle_dict_word(d, (uint32_t)i, cur, sizeof cur);

		CHECK(len > 0 && len < sizeof cur);
		for (k = 0; k < len; k++) {
			CHECK(cur[k] >= 'a' && cur[k] <= 'z');
			if (cur[k] == 'q')
				CHECK(cur[k + 1] == 'u');
		}
		CHECK(i == 0 || strcmp(prev, cur) < 0);
		CHECK(boggle_dict_lookup(d, cur) == (int64_t)i);
		memcpy(prev, cur, len + 1);
	}
	boggle_dict_free(d);
	if (size > 0)
		check_language(data, size);
	return 0;
}
