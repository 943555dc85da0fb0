/* Dictionaries: loading a word list into sorted columns of folded words. */
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

#include "internal.h"
#include "unicode.h"

typedef struct word_ref {
	const char *s;   /* the word's letters */
	uint32_t len;
	uint32_t spell;  /* 1 + offset of its own spelling in the loader's, or 0 */
} word_ref;

static int ref_cmp(const void *a, const void *b)
{
	const word_ref *x = a, *y = b;
	uint32_t n = x->len < y->len ? x->len : y->len;
	int c = memcmp(x->s, y->s, n);

	if (c)
		return c;
	return (x->len > y->len) - (x->len < y->len);
}

/*
 * Reading entries as a language's letters.  Most characters of a list are
 * one letter each whatever surrounds them; those are looked up in a table
 * built once a load, and an entry with any other goes the long way
 * through lang_read.
 */
#define FAST_CPS 0x800
enum { FAST_SLOW = 0, FAST_CHANGED = 0x40, FAST_UPPER = 0x80 };

typedef struct reader {
	const boggle_lang *lang;
	uint8_t fast[FAST_CPS]; /* letter code | FAST_UPPER, or FAST_SLOW */
	uint8_t known[FAST_CPS / 8]; /* which of fast are filled in */
	uint8_t direct[FAST_CPS];    /* the letter a character is alone */
	uint8_t context[FAST_CPS];   /* a character that starts more */
	/* letters of two ASCII characters (English qu), by the first */
	uint8_t pair[128];      /* letter code, or 0 */
	char second[128];
	int latin1;
	char *spell;            /* own spellings, NUL-ended, one after another */
	size_t spell_len, spell_cap;
} reader;

/* The first code point of s, or 0. */
static uint32_t first_cp(const char *s, int *more)
{
	uint32_t cp;
	int m = utf8_decode((const unsigned char *)s, strlen(s), &cp);

	if (m <= 0)
		return 0;
	*more = s[m] != '\0';
	return cp;
}

/*
 * The table reads each character as lang_read would read it alone, where
 * it reads it as one letter whatever follows: lowercased, then a letter
 * of one character, or else (where marks are dropped) the letter its base
 * is.  A character that begins a longer letter or a fold needs context.
 * An entry is worked out when a list first has the character.
 */
static void reader_init(reader *r, const boggle_lang *lang)
{
	uint8_t *direct = r->direct, *context = r->context;
	int k, more = 0;

	memset(r, 0, sizeof *r);
	r->lang = lang_of(lang);
	for (k = 0; k < r->lang->nletters; k++) {
		uint32_t c = first_cp(r->lang->letters[k].text, &more);

		if (c && c < FAST_CPS) {
			if (more)
				context[c] = 1;
			else
				direct[c] = (uint8_t)(k + 1);
		}
		if (more && c >= 'a' && c <= 'z' &&
		    (unsigned char)r->lang->letters[k].text[1] < 0x80 &&
		    r->lang->letters[k].text[2] == '\0') {
			r->pair[c] = r->pair[c & ~0x20] = (uint8_t)(k + 1);
			r->second[c] = r->second[c & ~0x20] =
				r->lang->letters[k].text[1];
		}
	}
	for (k = 0; k < r->lang->nfolds; k++) {
		uint32_t c = first_cp(r->lang->folds[k].from, &more);

		if (c && c < FAST_CPS)
			context[c] = 1;
	}
}

/* The table's entry for cp, filled in the first time it is asked for. */
static uint8_t fast_entry(reader *r, uint32_t cp)
{
	uint32_t low, base;
	uint8_t code, changed = 0;

	if (r->known[cp / 8] >> (cp % 8) & 1)
		return r->fast[cp];
	r->known[cp / 8] |= (uint8_t)(1u << (cp % 8));
	low = lang_lower(r->lang, cp);
	if (cp < 0x21 || uni_is_mark(cp) || low >= FAST_CPS || r->context[low])
		return FAST_SLOW;
	code = r->direct[low];
	if (!code && (r->lang->flags & LANG_STRIP) &&
	    (base = uni_base(low)) != low && base < FAST_CPS &&
	    !r->context[base]) {
		code = r->direct[base];
		changed = FAST_CHANGED;
	}
	if (code)
		r->fast[cp] = (uint8_t)(code | changed |
					(low != cp ? FAST_UPPER : 0));
	return r->fast[cp];
}

/* Keep an entry's own spelling, lowercase; its offset + 1, or 0 if no memory. */
static uint32_t keep_spelling(reader *r, const char *s, size_t len)
{
	size_t at = r->spell_len;

	if (r->spell_len + 4 * len + 1 > r->spell_cap) {
		size_t cap = r->spell_cap ? r->spell_cap * 2 : 65536;
		char *p;

		while (cap < r->spell_len + 4 * len + 1)
			cap *= 2;
		if (cap > UINT32_MAX || !(p = realloc(r->spell, cap)))
			return 0;
		r->spell = p;
		r->spell_cap = cap;
	}
	/* lowercase and composed: one spelling however the list wrote it */
	r->spell_len += boggle_lang_lower(r->lang, s, len, r->spell + at,
					  4 * len + 1);
	r->spell[r->spell_len++] = '\0';
	return (uint32_t)at + 1;
}

/*
 * Read one entry in place as letters.  Returns its length in letters, or
 * -1 (not letters of the language, too long), -2 (English q alone), -3 (a
 * capitalised name), -4 (not UTF-8).
 */
static int clean_word(reader *r, char *s, size_t len, uint32_t *spell)
{
	char out[BOGGLE_WORD_MAX + 1] = "", err[BOGGLE_ERR_MAX];
	size_t i = 0;
	int j = 0, changed = 0;

	*spell = 0;
	while (i < len) {
		unsigned char c = (unsigned char)s[i];
		uint32_t cp = c;
		int k = 1;

		if (c >= 0x80 && (k = utf8_decode((const unsigned char *)s + i,
						  len - i, &cp)) <= 0)
			return -4;
		if (cp < 128 && r->pair[cp] && i + 1 < len &&
		    (s[i + 1] | 0x20) == r->second[cp] && j < BOGGLE_WORD_MAX &&
		    !(cp < 'a' && i == 0 && !(r->lang->flags & LANG_CAPITALS))) {
			/* English qu, which is one letter */
			out[j++] = LETTER(r->pair[cp]);
			i += 2;
			continue;
		}
		if (cp >= FAST_CPS || fast_entry(r, cp) == FAST_SLOW)
			goto slow;
		if (r->fast[cp] & FAST_UPPER && i == 0 &&
		    !(r->lang->flags & LANG_CAPITALS))
			return -3;
		if (j == BOGGLE_WORD_MAX)
			return -1;
		changed |= r->fast[cp] & FAST_CHANGED;
		out[j++] = LETTER(r->fast[cp] & 63);
		i += (size_t)k;
	}
	if (changed)
		*spell = keep_spelling(r, s, len);
	memcpy(s, out, (size_t)j);
	return j;
slow:
	{
		uint32_t first;

		if (utf8_decode((const unsigned char *)s, len, &first) > 0 &&
		    !(r->lang->flags & LANG_CAPITALS) &&
		    (r->lang->flags & LANG_TURKISH ?
		     first == 'I' || first == 0x130 || uni_lower(first) != first :
		     uni_lower(first) != first))
			return -3;
	}
	j = lang_read(r->lang, s, len, out, BOGGLE_WORD_MAX, 0, &changed, err);
	if (j == READ_NO_U)
		return -2;
	if (j == READ_BAD_UTF8)
		return -4;
	if (j < 0 || (size_t)j > len)
		return -1;
	if (changed)
		*spell = keep_spelling(r, s, len);
	memcpy(s, out, (size_t)j);
	return j;
}

/* A Latin-1 text as UTF-8: a new buffer of *len bytes, or NULL. */
static char *latin1_to_utf8(const char *text, size_t *len)
{
	char *out = malloc(2 * *len + 1);
	size_t i, n = 0;

	if (!out)
		return NULL;
	for (i = 0; i < *len; i++) {
		unsigned char c = (unsigned char)text[i];

		if (c < 0x80) {
			out[n++] = (char)c;
		} else {
			out[n++] = (char)(0xc0 | c >> 6);
			out[n++] = (char)(0x80 | (c & 0x3f));
		}
	}
	*len = n;
	return out;
}

/* The line (from 1) of the first byte that is not UTF-8, or 0. */
static size_t bad_utf8_line(const char *text, size_t len)
{
	size_t i = 0, line = 1;

	while (i < len) {
		unsigned char c = (unsigned char)text[i];
		uint32_t cp;
		int k = 1;

		if (c == '\n')
			line++;
		if (c >= 0x80 &&
		    (k = utf8_decode((const unsigned char *)text + i, len - i,
				     &cp)) <= 0)
			return line;
		i += (size_t)k;
	}
	return 0;
}

/* The letter bits of word id from depth on. */
static letter_set word_letters(const boggle_dict *dict, uint32_t id,
			       uint32_t depth)
{
	letter_set bits = 0;
	uint8_t c;

	for (; (c = dict_col(dict, depth)[id]) != 0; depth++)
		bits |= letter_bit(c);
	return bits;
}

int dict_index(boggle_dict *dict)
{
	dict_range *r = malloc(64 * sizeof *r);
	uint8_t *depth = malloc(64);
	letter_set *needs;
	uint32_t n, count = 1, cap = 64;

	if (!r || !depth)
		goto oom;
	r[0].lo = 0;
	r[0].count = dict->count;
	depth[0] = 0;
	/* ranges are filled in breadth first: the list is its own queue */
	for (n = 0; n < count; n++) {
		const uint8_t *col = dict_col(dict, depth[n]);
		uint32_t i = r[n].lo, end = i + r[n].count;

		r[n].next = 0;
		r[n].kids = 0;
		for (; i < end; i++)
			r[n].next |= letter_bit(col[i]);
		if (r[n].count <= LEAF_MAX)
			continue;
		r[n].kids = count;
		/* in a range, the letters at its depth are sorted */
		for (i = r[n].lo; i < end;) {
			uint32_t first = i;

			while (i < end && col[i] == col[first])
				i++;
			if (!col[first])
				continue; /* the prefix itself: no child */
			if (count == cap) {
				dict_range *nr;
				uint8_t *nd;

				cap *= 2;
				nr = realloc(r, cap * sizeof *nr);
				if (!nr)
					goto oom;
				r = nr;
				nd = realloc(depth, cap);
				if (!nd)
					goto oom;
				depth = nd;
			}
			r[count].lo = first;
			r[count].count = i - first;
			depth[count++] = (uint8_t)(depth[n] + 1);
		}
	}
	/* in full first: folding loses what an intersection would keep */
	needs = malloc((size_t)count * sizeof *needs);
	if (!needs)
		goto oom;
	/* a range needs what all its children need: children come later */
	while (n-- > 0) {
		uint32_t i, end = r[n].lo + r[n].count, k = r[n].kids;
		letter_set bits;

		needs[n] = r[n].next & 1 ? 0 : ALL_LETTERS;
		if (r[n].count <= LEAF_MAX) {
			for (i = r[n].lo; i < end; i++)
				needs[n] &= word_letters(dict, i, depth[n]);
		} else {
			/* a child's letter is the next letter bit of its parent */
			for (bits = r[n].next & ~(letter_set)1; bits;
			     bits &= bits - 1)
				needs[n] &= needs[k++] | (bits & -bits);
		}
		r[n].needs = fold_letters(needs[n]);
	}
	free(needs);
	free(depth);
	dict->nranges = count;
	dict->ranges = dict->owned_ranges = r;
	return 0;
oom:
	free(r);
	free(depth);
	return -1;
}

/* Append the spelling of letters to the reader's; its offset + 1, or 0. */
static uint32_t keep_plain(reader *r, const char *letters, size_t n)
{
	char buf[BOGGLE_WORD_TEXT_MAX];
	size_t len = lang_spell(r->lang, letters, n, buf, sizeof buf);

	return keep_spelling(r, buf, len);
}

/*
 * Words spelled otherwise in the list keep every spelling the list gives
 * them, the plain one too, each once: refs[from, to) are one word.
 */
static int spell_group(reader *r, const word_ref *refs, size_t from,
		       size_t to, uint32_t id, uint32_t **ids, uint32_t **at,
		       size_t *n, size_t *cap)
{
	size_t i, j;
	int plain = 0;

	for (i = from; i < to; i++)
		plain |= refs[i].spell == 0;
	for (i = from; i <= to; i++) {
		uint32_t off;

		if (i == to) {
			if (!plain)
				break;
			off = keep_plain(r, refs[from].s, refs[from].len);
			if (!off)
				return -1;
		} else if (!(off = refs[i].spell)) {
			continue;
		}
		for (j = *n; j > 0 && (*ids)[j - 1] == id; j--)
			if (!strcmp(r->spell + (*at)[j - 1], r->spell + off - 1))
				break;
		if (j > 0 && (*ids)[j - 1] == id)
			continue; /* a spelling given twice */
		if (*n == *cap) {
			size_t c = *cap ? *cap * 2 : 1024;
			uint32_t *ni = realloc(*ids, c * sizeof *ni), *na;

			if (!ni)
				return -1;
			*ids = ni;
			if (!(na = realloc(*at, c * sizeof *na)))
				return -1;
			*at = na;
			*cap = c;
		}
		(*ids)[*n] = id;
		(*at)[(*n)++] = off - 1;
	}
	return 0;
}

boggle_dict *boggle_dict_from_text(const char *text, size_t len,
				   boggle_dict_stats *stats)
{
	return boggle_dict_from_text_in(NULL, text, len, stats);
}

static boggle_dict *from_buffer(const boggle_lang *lang, char *text,
				size_t len, boggle_dict_stats *stats);

boggle_dict *boggle_dict_from_text_in(const boggle_lang *lang,
				      const char *text, size_t len,
				      boggle_dict_stats *stats)
{
	char *copy = malloc(len + 1);

	if (!copy) {
		errno = ENOMEM;
		return NULL;
	}
	memcpy(copy, text, len);
	return from_buffer(lang, copy, len, stats);
}

/* Lines in text, to size the list of entries once. */
static size_t count_lines(const char *text, size_t len)
{
	const char *end = text + len;
	size_t lines = 1;
	int c;

	/* LF ends most lines; a CR alone may end them too */
	for (c = 0; c < 2; c++) {
		const char *p = text;

		while ((p = memchr(p, "\n\r"[c], (size_t)(end - p))) != NULL) {
			lines++;
			p++;
		}
	}
	return lines;
}

/*
 * The work of boggle_dict_from_text_in on a text of its own, which it
 * frees: len bytes and room for one more, where entries are read in
 * place.
 */
static boggle_dict *from_buffer(const boggle_lang *lang, char *text,
				size_t len, boggle_dict_stats *stats)
{
	boggle_dict_stats st = {0, 0, 0, 0, 0, 0};
	boggle_dict *dict = NULL;
	word_ref *refs = NULL;
	char *copy = text;
	reader *rd = NULL;
	uint32_t *spell_id = NULL, *spell_at = NULL;
	size_t n = 0, cap = 0, i, kept, pos = 0, nspell = 0, spell_cap = 0;
	uint32_t maxlen = 0;
	int sorted = 1;

	lang = lang_of(lang);
	rd = malloc(sizeof *rd);
	if (!rd)
		goto oom;
	reader_init(rd, lang);
	/* English reads a list as it always has: bytes outside a-z make an
	 * entry skipped, whatever the encoding */
	if (!(lang->flags & LANG_ANY_BYTES) &&
	    (st.bad_line = bad_utf8_line(text, len)) != 0) {
		if (!lang->latin1) {
			if (stats)
				*stats = st;
			errno = EILSEQ;
			goto fail;
		}
		st.bad_line = 0;
		copy = latin1_to_utf8(text, &len);
		free(text);
		if (!copy)
			goto oom;
	}
	cap = count_lines(copy, len);
	refs = malloc(cap * sizeof *refs);
	if (!refs)
		goto oom;
	copy[len] = '\n';
	if (len >= 3 && memcmp(copy, "\xef\xbb\xbf", 3) == 0)
		pos = 3; /* a byte-order mark */
	while (pos < len) {
		char *line = copy + pos;
		size_t ll = 0;
		uint32_t spell;
		int wl;

		/* LF, CRLF or CR alone: the blank line CRLF leaves is skipped */
		while (line[ll] != '\n' && line[ll] != '\r')
			ll++; /* the copy ends in a '\n' */
		pos += ll + 1;
		/* blanks around an entry are no part of it; a blank line is none */
		while (ll > 0 && (line[ll - 1] == ' ' || line[ll - 1] == '\t'))
			ll--;
		while (ll > 0 && (*line == ' ' || *line == '\t')) {
			line++;
			ll--;
		}
		if (ll == 0)
			continue;
		st.lines++;
		wl = clean_word(rd, line, ll, &spell);
		if (wl == -2) {
			st.no_u++;
			continue;
		}
		if (wl == -3) {
			st.names++;
			continue;
		}
		if (wl < 0) {
			st.skipped++;
			continue;
		}
		refs[n].s = line;
		refs[n].len = (uint32_t)wl;
		refs[n].spell = spell;
		if (n > 0 && sorted && ref_cmp(&refs[n - 1], &refs[n]) > 0)
			sorted = 0;
		if ((uint32_t)wl > maxlen)
			maxlen = (uint32_t)wl;
		n++;
	}
	/* Word lists usually come sorted; only sort the ones that do not. */
	if (!sorted)
		qsort(refs, n, sizeof *refs, ref_cmp);
	for (i = kept = 0; i < n;) {
		size_t j = i + 1, k;
		int own = refs[i].spell != 0;

		while (j < n && ref_cmp(&refs[i], &refs[j]) == 0)
			own |= refs[j++].spell != 0;
		if (own && spell_group(rd, refs, i, j, (uint32_t)kept,
				       &spell_id, &spell_at, &nspell,
				       &spell_cap) < 0)
			goto oom;
		k = i;
		refs[kept++] = refs[k];
		i = j;
	}
	if (kept > UINT32_MAX - 1) {
		errno = EFBIG;
		goto fail;
	}

	dict = calloc(1, sizeof *dict);
	if (!dict)
		goto oom;
	dict->lang = lang;
	dict->count = (uint32_t)kept;
	dict->maxlen = maxlen;
	dict->stride = kept + COL_PAD;
	dict->owned = calloc(((size_t)maxlen + 1), dict->stride);
	if (!dict->owned)
		goto oom;
	for (i = 0; i < kept; i++) {
		uint32_t d;

		for (d = 0; d < refs[i].len; d++)
			dict->owned[(size_t)d * dict->stride + i] =
				(uint8_t)refs[i].s[d];
	}
	dict->cols = dict->owned;
	if (nspell) {
		/* one block: ids, offsets, text */
		size_t bytes = 2 * nspell * sizeof(uint32_t) + rd->spell_len;
		char *block = malloc(bytes);

		if (!block)
			goto oom;
		memcpy(block, spell_id, nspell * sizeof(uint32_t));
		memcpy(block + nspell * sizeof(uint32_t), spell_at,
		       nspell * sizeof(uint32_t));
		memcpy(block + 2 * nspell * sizeof(uint32_t), rd->spell,
		       rd->spell_len);
		dict->owned_spell = block;
		dict->nspell = (uint32_t)nspell;
		dict->spell_id = (const uint32_t *)(void *)block;
		dict->spell_at = dict->spell_id + nspell;
		dict->spell_text = block + 2 * nspell * sizeof(uint32_t);
	}
	if (dict_index(dict) < 0)
		goto oom;
	st.words = kept;
	if (stats)
		*stats = st;
	free(spell_id);
	free(spell_at);
	if (rd)
		free(rd->spell);
	free(rd);
	free(refs);
	free(copy);
	return dict;
oom:
	errno = ENOMEM;
fail:
	boggle_dict_free(dict);
	free(spell_id);
	free(spell_at);
	if (rd)
		free(rd->spell);
	free(rd);
	free(refs);
	free(copy);
	return NULL;
}

boggle_dict *boggle_dict_read(int fd, boggle_dict_stats *stats)
{
	return boggle_dict_read_in(NULL, fd, stats);
}

boggle_dict *boggle_dict_read_in(const boggle_lang *lang, int fd,
				 boggle_dict_stats *stats)
{
	struct stat sb;
	char *buf = NULL;
	size_t len = 0, cap = 1 << 16;
	int saved;

	if (fstat(fd, &sb) < 0)
		return NULL;
	if (S_ISDIR(sb.st_mode)) {
		errno = EISDIR;
		return NULL;
	}
	if (S_ISREG(sb.st_mode)) {
		/* refused unread; a stream is read to one byte past at most */
		if (sb.st_size > (off_t)BOGGLE_DICT_BYTES_MAX) {
			errno = EFBIG;
			return NULL;
		}
		cap = (size_t)sb.st_size + 1;
	}
	buf = malloc(cap);
	if (!buf) {
		errno = ENOMEM;
		return NULL;
	}
	for (;;) {
		ssize_t got;

		if (len == cap) {
			size_t ncap = cap < BOGGLE_DICT_BYTES_MAX / 2 ? cap * 2 :
				BOGGLE_DICT_BYTES_MAX + 1;
			char *b = realloc(buf, ncap);

			if (!b) {
				saved = ENOMEM;
				goto fail;
			}
			buf = b;
			cap = ncap;
		}
		got = read(fd, buf + len, cap - len);
		if (got < 0 && errno == EINTR)
			continue;
		if (got < 0) {
			saved = errno;
			goto fail;
		}
		if (got == 0)
			break;
		len += (size_t)got;
		if (len > BOGGLE_DICT_BYTES_MAX) {
			saved = EFBIG;
			goto fail;
		}
	}
	/* the loop leaves a byte to spare, as from_buffer needs */
	return from_buffer(lang, buf, len, stats);
fail:
	free(buf);
	errno = saved;
	return NULL;
}

boggle_dict *boggle_dict_load(const char *path, boggle_dict_stats *stats)
{
	return boggle_dict_load_in(NULL, path, stats);
}

boggle_dict *boggle_dict_load_in(const boggle_lang *lang, const char *path,
				 boggle_dict_stats *stats)
{
	int fd = open(path, O_RDONLY);
	boggle_dict *dict;
	int saved;

	if (fd < 0)
		return NULL;
	dict = boggle_dict_read_in(lang, fd, stats);
	saved = errno;
	close(fd);
	errno = saved;
	return dict;
}

/* First index in [lo, hi) whose letter at depth is ch or more. */
static uint32_t first_at_least(const boggle_dict *d, uint32_t depth,
			       uint32_t lo, uint32_t hi, uint8_t ch)
{
	const uint8_t *col = dict_col(d, depth);

	while (lo < hi) {
		uint32_t mid = lo + (hi - lo) / 2;

		if (col[mid] < ch)
			lo = mid + 1;
		else
			hi = mid;
	}
	return lo;
}

int64_t boggle_dict_lookup(const boggle_dict *dict, const char *word)
{
	char folded[BOGGLE_WORD_MAX + 1], err[BOGGLE_ERR_MAX];
	uint32_t lo = 0, hi = dict->count, depth;
	int n = word_fold(dict->lang, word, folded, sizeof folded, err);

	if (n < 0 || (uint32_t)n > dict->maxlen)
		return -1;
	for (depth = 0; depth < (uint32_t)n; depth++) {
		uint8_t ch = (uint8_t)folded[depth];

		lo = first_at_least(dict, depth, lo, hi, ch);
		hi = first_at_least(dict, depth, lo, hi, (uint8_t)(ch + 1));
		if (lo == hi)
			return -1;
	}
	return dict_col(dict, depth)[lo] == 0 ? (int64_t)lo : -1;
}

void boggle_dict_free(boggle_dict *dict)
{
	if (!dict)
		return;
	free(dict->owned);
	free(dict->owned_ranges);
	free(dict->owned_spell);
	if (dict->map)
		munmap(dict->map, dict->map_len);
	free(dict);
}

size_t boggle_dict_count(const boggle_dict *dict)
{
	return dict->count;
}

size_t boggle_dict_word(const boggle_dict *dict, uint32_t id, char *buf,
			size_t size)
{
	char letters[BOGGLE_WORD_MAX + 1];
	uint32_t d;

	for (d = 0; id < dict->count && d < dict->maxlen; d++)
		if (!(letters[d] = (char)dict_col(dict, d)[id]))
			break;
	return lang_spell(dict->lang, letters, d, buf, size);
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
