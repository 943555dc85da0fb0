/*
 * Dictionaries once built or mapped: looking words up, writing them out,
 * and letting them go.  What builds one (dict_build.c) and what maps its
 * compiled form (dict_file.c) sit above this.
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>

#include "internal.h"

boggle_code dict_code(int err)
{
	switch (err) {
	case ENOMEM:
		return BOGGLE_NOMEM;
	case EFBIG:
		return BOGGLE_TOO_BIG;
	case EILSEQ:
		return BOGGLE_NOT_UTF8;
	case EBADMSG:
		return BOGGLE_DAMAGED;
	default:
		return BOGGLE_SYSTEM;
	}
}

uint32_t dict_letters(const boggle_dict *d, uint32_t id, char *out)
{
	const dict_range *r = &d->ranges[0];
	uint32_t len = 0;

	if (id >= d->count)
		return 0;
	/* a child's index is past its parent's: the walk ends */
	while (len < BOGGLE_WORD_MAX) {
		letter_set bits = range_next(r);
		uint32_t k, at = 0;
		int letter = 0;

		if (range_is_leaf(r)) {
			uint32_t lanes = leaf_width(r);
			const uint8_t *p = d->leaves + leaf_at(r) + (id - r->lo);

			if (id - r->lo >= lanes)
				break;
			for (;
			     *p && len < BOGGLE_WORD_MAX; p += lanes)
				out[len++] = (char)*p;
			break;
		}
		if ((bits & 1) && id == r->lo)
			break;
		/* the child whose words start last at or before id */
		for (bits &= ALL_LETTERS, k = r->kids; bits; bits &= bits - 1, k++) {
			if (d->ranges[k].lo > id)
				break;
			at = k;
			letter = __builtin_ctzll(bits);
		}
		if (!at)
			break;
		out[len++] = LETTER(letter);
		r = &d->ranges[at];
	}
	out[len] = '\0';
	return len;
}

int64_t boggle_dict_lookup(const boggle_dict *dict, const char *word)
{
	char folded[BOGGLE_WORD_MAX + 1], err[BOGGLE_ERR_MAX];
	span sp = span_all(dict);
	int n = word_fold(dict->lang, word, folded, sizeof folded, err), k;

	if (n < 0 || (uint32_t)n > dict->maxlen)
		return -1;
	for (k = 0; k < n; k++)
		if (!span_narrow(dict, &sp, (uint8_t)folded[k], 0))
			return -1;
	return span_is_word(dict, &sp) ? (int64_t)sp.lo : -1;
}

void boggle_dict_free(boggle_dict *dict)
{
	if (!dict)
		return;
	free(dict->owned_ranges);
	free(dict->owned_leaves);
	free(dict->owned_spell);
	if (dict->map)
		munmap(dict->map, dict->map_len);
	free(dict);
}

void boggle_dict_warm(const boggle_dict *dict)
{
	prefault_read(dict->ranges, (size_t)dict->nranges * sizeof *dict->ranges);
	prefault_read(dict->leaves, dict->leaves_len);
}

size_t boggle_dict_count(const boggle_dict *dict)
{
	return dict->count;
}

size_t boggle_dict_word(const boggle_dict *dict, uint32_t id, char *buf,
			size_t size)
{
	char letters[BOGGLE_WORD_MAX + 1];
	uint32_t n = dict_letters(dict, id, letters);

	return lang_spell(dict->lang, letters, n, buf, size);
}

const char *boggle_dict_spelling(const boggle_dict *dict, uint32_t id, int k)
{
	uint32_t lo = 0, hi = dict->nspell;

	while (lo < hi) {
		uint32_t mid = lo + (hi - lo) / 2;

		if (dict->spell_id[mid] < id)
			lo = mid + 1;
		else
			hi = mid;
	}
	if (k < 0 || lo + (uint32_t)k >= dict->nspell ||
	    dict->spell_id[lo + (uint32_t)k] != id)
		return NULL;
	return dict->spell_text + dict->spell_at[lo + (uint32_t)k];
}

const boggle_lang *boggle_dict_lang(const boggle_dict *dict)
{
	return lang_of(dict->lang);
}
