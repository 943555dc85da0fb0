/*
 * Building a dictionary from a word list's text: entries read as the
 * language's letters, sorted in buckets as they stream in, and laid out
 * as the prefix index the search walks (internal.h).
 */
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

/*
 * Set in a spell offset whose spelling differs from the word's letters in
 * case alone (a German noun, Haus): shown only beside spellings that
 * differ otherwise (Ass beside aß), never alone.
 */
#define CASE_ONLY ((uint32_t)1 << 31)

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

/*
 * Keep an entry's own spelling, in the list's case; its offset + 1, or 0
 * if no memory.
 */
static uint32_t keep_spelling(reader *r, const char *s, size_t len)
{
	size_t at = r->spell_len;

	if (r->spell_len + 4 * len + 1 > r->spell_cap) {
		size_t cap = r->spell_cap ? r->spell_cap * 2 : 65536;
		char *p;

		while (cap < r->spell_len + 4 * len + 1)
			cap *= 2;
		if (cap >= CASE_ONLY || !(p = realloc(r->spell, cap)))
			return 0;
		r->spell = p;
		r->spell_cap = cap;
	}
	/* composed: one spelling however the list wrote its marks */
	r->spell_len += lang_compose(r->lang, s, len, r->spell + at,
				     4 * len + 1);
	r->spell[r->spell_len++] = '\0';
	return (uint32_t)at + 1;
}

/*
 * Whether an entry is written in capitals throughout: two upper-case
 * characters or more and no lower-case one, as acronyms are (DNS, USD),
 * whatever else it holds.
 */
static int all_caps(const boggle_lang *lang, const char *s, size_t len)
{
	size_t i = 0;
	int upper = 0;

	while (i < len) {
		uint32_t cp;
		int k = utf8_decode((const unsigned char *)s + i, len - i, &cp);

		if (k <= 0)
			return 0;
		i += (size_t)k;
		if (lang_lower(lang, cp) != cp)
			upper++;
		else if (uni_upper(cp) != cp)
			return 0; /* a lower-case letter */
	}
	return upper >= 2;
}

/* Whether an entry starts with an upper-case character. */
static int starts_upper(const boggle_lang *lang, const char *s, size_t len)
{
	uint32_t cp = (unsigned char)s[0];

	if (cp < 0x80)
		return cp >= 'A' && cp <= 'Z';
	return utf8_decode((const unsigned char *)s, len, &cp) > 0 &&
	       lang_lower(lang, cp) != cp;
}

/*
 * Keep the entry's own spelling where it is not the letters it is read as:
 * marks dropped or text folded (changed), or capitals alone (upper),
 * marked CASE_ONLY.  Out of memory, the word is kept without it.
 */
static void own_spelling(reader *r, const char *s, size_t len, int changed,
			 int upper, uint32_t *spell)
{
	if (!changed && !upper)
		return;
	*spell = keep_spelling(r, s, len);
	if (*spell && !changed)
		*spell |= CASE_ONLY;
}

/*
 * Read one entry as letters into out (BOGGLE_WORD_MAX bytes).  Returns
 * its length in letters, or -1 (not letters of the language, too long),
 * -2 (English q alone), -3 (a capitalised name), -4 (not UTF-8), -5
 * (in capitals throughout: an acronym, in every language).
 */
static int clean_word(reader *r, const char *s, size_t len, char *out,
		      uint32_t *spell)
{
	char err[BOGGLE_ERR_MAX];
	size_t i = 0;
	int j = 0, changed = 0, upper = 0;

	*spell = 0;
	if (len >= 2 && starts_upper(r->lang, s, len) &&
	    all_caps(r->lang, s, len))
		return -5;
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
			upper |= cp < 'a' || s[i + 1] != r->second[cp];
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
		upper |= r->fast[cp] & FAST_UPPER;
		out[j++] = LETTER(r->fast[cp] & 63);
		i += (size_t)k;
	}
	own_spelling(r, s, len, changed, upper, spell);
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
	for (i = 0; i < len && !changed && !upper;) {
		uint32_t cp;
		int k = utf8_decode((const unsigned char *)s + i, len - i, &cp);

		i += k > 0 ? (size_t)k : 1;
		upper = lang_lower(r->lang, cp) != cp;
	}
	own_spelling(r, s, len, changed, upper, spell);
	return j;
}

/* The index as it is built: ranges and leaf rows, grown as they go. */
typedef struct builder {
	dict_range *ranges;
	uint32_t nranges, ranges_cap;
	uint8_t *leaves;
	size_t leaves_len, leaves_cap;
	size_t ranges_ready, leaves_ready; /* bytes of each mapped ahead */
	uint32_t leaf_max;  /* the most words a leaf holds */
	int oom;
	int too_big;        /* more leaf rows than a range can point to */
} builder;

/*
 * The block at *block grew to used bytes of cap: keep the next stretch of
 * it mapped ahead, from *ready on, as long as what it holds (a small list
 * maps little) up to AHEAD.
 */
#define AHEAD ((size_t)1 << 18)
static void map_ahead(void *block, size_t used, size_t cap, size_t *ready)
{
	if (used > *ready) {
		size_t ahead = used < AHEAD ? used : AHEAD;
		size_t to = used + ahead < cap ? used + ahead : cap;

		prefault((char *)block + *ready, to - *ready);
		*ready = to;
	}
}

/*
 * A block of cap bytes holding the first used bytes of old, which is let
 * go, as realloc; NULL if no memory.  A small block is copied into pages
 * mapped first.  A large one is left to realloc, which can move it
 * without a copy, so that a large list is not held twice.
 */
#define GROW_COPY_MAX ((size_t)8 << 20)
static void *grow(void *old, size_t used, size_t cap)
{
	void *p;

	if (cap > GROW_COPY_MAX)
		return realloc(old, cap);
	if (!(p = malloc(cap)))
		return NULL;
	prefault(p, used);
	if (used)
		memcpy(p, old, used);
	free(old);
	return p;
}

/* Room for n more ranges; the first one's index. */
static uint32_t more_ranges(builder *b, uint32_t n)
{
	uint32_t at = b->nranges;

	if (b->oom || (uint64_t)at + n > INT32_MAX) {
		b->oom = 1;
		return 0;
	}
	if (at + n > b->ranges_cap) {
		uint32_t cap = b->ranges_cap ? b->ranges_cap : 1024;
		dict_range *r;

		while (cap < at + n)
			cap = cap > INT32_MAX / 2 ? INT32_MAX : cap * 2;
		r = grow(b->ranges, (size_t)at * sizeof *r,
			 (size_t)cap * sizeof *r);
		if (!r) {
			b->oom = 1;
			return 0;
		}
		b->ranges = r;
		b->ranges_cap = cap;
		b->ranges_ready = (size_t)at * sizeof *r;
	}
	b->nranges += n;
	map_ahead(b->ranges, (size_t)b->nranges * sizeof *b->ranges,
		  (size_t)b->ranges_cap * sizeof *b->ranges, &b->ranges_ready);
	return at;
}

/* Room for n more bytes of leaf rows; where they start, or NULL. */
static uint8_t *more_leaves(builder *b, size_t n)
{
	if (b->oom || n == 0)
		return b->oom ? NULL : b->leaves;
	if (b->leaves_len + n > b->leaves_cap) {
		size_t cap = b->leaves_cap ? b->leaves_cap : 65536;
		uint8_t *p;

		while (cap < b->leaves_len + n)
			cap *= 2;
		if (b->leaves_len + n > LEAF_AT) {
			b->too_big = b->oom = 1;
			return NULL;
		}
		if (cap > LEAF_AT + 1)
			cap = LEAF_AT + 1;
		if (!(p = grow(b->leaves, b->leaves_len, cap))) {
			b->oom = 1;
			return NULL;
		}
		b->leaves = p;
		b->leaves_cap = cap;
		b->leaves_ready = b->leaves_len;
	}
	b->leaves_len += n;
	map_ahead(b->leaves, b->leaves_len, b->leaves_cap, &b->leaves_ready);
	return b->leaves + b->leaves_len - n;
}

/* The letters of w from depth on. */
static letter_set rest_letters(const word_ref *w, uint32_t depth)
{
	letter_set bits = 0;

	for (; depth < w->len; depth++)
		bits |= letter_bit((uint8_t)w->s[depth]);
	return bits;
}

/*
 * Fill in range at for the n words of w, sorted and distinct, which share
 * a prefix of depth letters and whose ids start at lo.  Returns what they
 * all need after the prefix, in full: folding loses what an intersection
 * would keep, so a parent works it out from its children's full sets.
 */
static letter_set build_range(builder *b, uint32_t at, const word_ref *w,
			      uint32_t n, uint32_t depth, uint32_t lo)
{
	letter_set next = 0, needs = ALL_LETTERS;
	uint32_t i, kids;

	if (n <= b->leaf_max) {
		uint32_t rows = 1, k;
		size_t off = b->leaves_len;
		uint8_t *p;

		for (i = 0; i < n; i++)
			if (w[i].len - depth + 1 > rows)
				rows = w[i].len - depth + 1;
		p = more_leaves(b, (size_t)n * rows);
		if (b->oom)
			return 0;
		for (k = 0; k < rows; k++)
			for (i = 0; i < n; i++)
				*p++ = depth + k < w[i].len ?
				       (uint8_t)w[i].s[depth + k] : 0;
		for (i = 0; i < n; i++) {
			next |= depth < w[i].len ?
				letter_bit((uint8_t)w[i].s[depth]) : 1;
			needs &= rest_letters(&w[i], depth);
		}
		kids = LEAF | n << LEAF_WIDTH | (uint32_t)off;
	} else {
		uint32_t nkids = 0, k;

		for (i = 0; i < n; i++)
			nkids += w[i].len > depth &&
				 (i == 0 || w[i - 1].len <= depth ||
				  w[i].s[depth] != w[i - 1].s[depth]);
		kids = k = more_ranges(b, nkids);
		if (b->oom)
			return 0;
		i = 0;
		if (w[0].len == depth) {
			/* words sort before their extensions: the prefix is first */
			next = 1;
			needs = 0;
			i = 1;
		}
		while (i < n) {
			uint32_t j = i + 1;
			uint8_t c = (uint8_t)w[i].s[depth];

			while (j < n && (uint8_t)w[j].s[depth] == c)
				j++;
			needs &= build_range(b, k++, w + i, j - i, depth + 1,
					     lo + i) | letter_bit(c);
			next |= letter_bit(c);
			i = j;
		}
	}
	if (b->oom)
		return 0;
	b->ranges[at].next_lo = (uint32_t)next;
	b->ranges[at].next_hi = (uint32_t)(next >> 32);
	b->ranges[at].needs = fold_letters(needs);
	b->ranges[at].lo = lo;
	b->ranges[at].kids = kids;
	return needs;
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
 * them, the plain one and those that differ in case alone too, each once:
 * refs[from, to) are one word.
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
		} else if (!(off = refs[i].spell & ~CASE_ONLY)) {
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

/*
 * The entries read so far, as letters, kept in buckets by prefix: a
 * large list is sorted and indexed a bucket at a time, each let go once
 * indexed, so the whole list is never held twice.  A bucket that grows
 * past SPLIT_AT entries is split by the next letter, so that however a
 * language's words crowd under a prefix (Polish nie-), no bucket is large.
 *
 * An entry is kept as the letters it shares with the one before it in
 * its bucket (a byte), the count of the rest (a byte, | SPELLED when a
 * 4-byte spelling offset follows), and the rest; lists mostly come in
 * some order, so most entries share much.  Entries go into chunks mapped
 * apart from the heap, so that what is let go goes back at once.
 */
#define SPELLED 0x80
_Static_assert(BOGGLE_WORD_MAX < SPELLED, "a length fits below the flag");
#define CHUNK_BYTES ((size_t)1 << 16)
#define ENTRY_MAX (2 + 4 + BOGGLE_WORD_MAX)
#define SPLIT_AT 65536

typedef struct chunk {
	struct chunk *next;
	size_t len;
	unsigned char bytes[];
} chunk;

typedef struct bucket {
	/* once split: a bucket a next letter, [0] for the prefix itself */
	struct bucket **kids;
	chunk *first, *last;
	uint32_t n;         /* entries */
	uint32_t letters;   /* their letters, all told */
	int unsorted;       /* an entry came in before the one it follows */
	uint8_t prev_len;
	char prev[BOGGLE_WORD_MAX];
} bucket;

typedef struct loader {
	reader rd;
	bucket root;        /* split from the start */
	/* st.bad_line: not UTF-8, and the language reads no other */
	boggle_dict_stats st;
	uint64_t entries;
	uint32_t maxlen;
	int latin1;         /* the text is read as Latin-1 */
	int restart;        /* not UTF-8: read it again as Latin-1 */
	size_t newlines;    /* '\n' seen: the line number, less one */
	int started;        /* past the text's first bytes (a byte-order mark) */
	int oom;
} loader;

static int entry_cmp(const char *a, uint32_t alen, const char *b,
		     uint32_t blen)
{
	int c = memcmp(a, b, alen < blen ? alen : blen);

	return c ? c : (alen > blen) - (alen < blen);
}

/* Let go of a bucket's entries, and of its buckets if split. */
static void bucket_clear(bucket *b)
{
	int c;

	while (b->first) {
		chunk *k = b->first;

		b->first = k->next;
		munmap(k, CHUNK_BYTES);
	}
	b->last = NULL;
	if (b->kids) {
		for (c = 0; c < 64; c++) {
			if (b->kids[c]) {
				bucket_clear(b->kids[c]);
				free(b->kids[c]);
			}
		}
		free(b->kids);
		b->kids = NULL;
	}
}

/* Add an entry at the end of bucket b; -1 if no memory. */
static int bucket_add(bucket *b, const char *letters, uint32_t len,
		      uint32_t spell)
{
	uint32_t shared = 0;
	unsigned char *e;

	if (!b->last || b->last->len + ENTRY_MAX > CHUNK_BYTES -
			offsetof(chunk, bytes)) {
		/* an anonymous map takes no file: -1 is what is asked */
		chunk *c = mmap(NULL, CHUNK_BYTES, PROT_READ | PROT_WRITE,
				/* cppcheck-suppress invalidFunctionArg */
				MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);

		if (c == MAP_FAILED)
			return -1;
		c->next = NULL;
		c->len = 0;
		if (b->last)
			b->last->next = c;
		else
			b->first = c;
		b->last = c;
	}
	while (shared < len && shared < b->prev_len &&
	       letters[shared] == b->prev[shared])
		shared++;
	if (b->n > 0 && !b->unsorted)
		b->unsorted = entry_cmp(b->prev, b->prev_len, letters, len) > 0;
	e = b->last->bytes + b->last->len;
	*e++ = (unsigned char)shared;
	*e++ = (unsigned char)((len - shared) | (spell ? SPELLED : 0));
	if (spell) {
		memcpy(e, &spell, 4);
		e += 4;
	}
	memcpy(e, letters + shared, len - shared);
	e += len - shared;
	b->last->len = (size_t)(e - b->last->bytes);
	memcpy(b->prev + shared, letters + shared, len - shared);
	b->prev_len = (uint8_t)len;
	b->n++;
	b->letters += len;
	return 0;
}

/*
 * Hand each entry of b, spelled out, to fn; the entry's letters are in
 * word[0, len), and the one before's stay there but past what differs.
 */
#define EACH_ENTRY(b, word, len, spell, body)                                 \
	do {                                                                  \
		const chunk *k_;                                              \
		for (k_ = (b)->first; k_; k_ = k_->next) {                    \
			const unsigned char *e_ = k_->bytes;                  \
			while (e_ < k_->bytes + k_->len) {                    \
				uint32_t shared_ = e_[0];                     \
				uint32_t rest_ = e_[1] & ~SPELLED;            \
				(spell) = 0;                                  \
				if (e_[1] & SPELLED) {                        \
					memcpy(&(spell), e_ + 2, 4);          \
					e_ += 4;                              \
				}                                             \
				(len) = shared_ + rest_;                      \
				memcpy((word) + shared_, e_ + 2, rest_);      \
				e_ += 2 + rest_;                              \
				body                                          \
			}                                                     \
		}                                                             \
	} while (0)

/* The bucket under b for a word's letter at depth (0 past its end). */
static bucket *bucket_kid(bucket *b, const char *letters, uint32_t len,
			  uint32_t depth)
{
	int key = depth < len ? LETTER_CODE(letters[depth]) : 0;

	if (!b->kids[key])
		b->kids[key] = calloc(1, sizeof *b->kids[key]);
	return b->kids[key];
}

/* Split bucket b, whose words share depth letters, by the next letter. */
static int bucket_split(bucket *b, uint32_t depth)
{
	chunk *first = b->first;
	char word[BOGGLE_WORD_MAX];
	uint32_t len, spell;
	int failed = 0;

	if (!(b->kids = calloc(64, sizeof(bucket *))))
		return -1;
	EACH_ENTRY(b, word, len, spell, {
		bucket *kid = bucket_kid(b, word, len, depth);

		failed |= !kid || bucket_add(kid, word, len, spell) < 0;
	});
	b->first = NULL;
	while (first) {
		chunk *k = first;

		first = k->next;
		munmap(k, CHUNK_BYTES);
	}
	b->last = NULL;
	return failed ? -1 : 0;
}

static void keep_entry(loader *ld, const char *letters, uint32_t len,
		       uint32_t spell)
{
	bucket *b = &ld->root;
	uint32_t depth = 0;

	while (b && b->kids)
		b = bucket_kid(b, letters, len, depth++);
	/* a bucket of a prefix itself holds one word however often */
	if (!b || bucket_add(b, letters, len, spell) < 0 ||
	    (b->n > SPLIT_AT && depth < len && bucket_split(b, depth) < 0)) {
		ld->oom = 1;
		return;
	}
	ld->entries++;
	if (len > ld->maxlen)
		ld->maxlen = len;
}

/*
 * The length of entry s without the flags a spell checker's list ends it
 * with (achomharcainn/E: a slash, then letters or digits), if it has them.
 */
static size_t without_flags(const char *s, size_t len)
{
	size_t i = len;

	while (i > 0 && (((s[i - 1] | 0x20) >= 'a' && (s[i - 1] | 0x20) <= 'z') ||
			 (s[i - 1] >= '0' && s[i - 1] <= '9')))
		i--;
	return i > 1 && i < len && s[i - 1] == '/' ? i - 1 : len;
}

/* One line, blanks trimmed: count it and keep its word, if it is one. */
static void take_line(loader *ld, const char *line, size_t ll)
{
	char out[BOGGLE_WORD_MAX + 1];
	uint32_t spell;
	int wl;

	ld->st.lines++;
	if (ld->rd.lang->flags & LANG_AFFIX_FLAGS)
		ll = without_flags(line, ll);
	wl = clean_word(&ld->rd, line, ll, out, &spell);
	if (wl < 0 && !(ld->rd.lang->flags & LANG_ANY_BYTES) &&
	    (wl == -4 || !utf8_valid((const unsigned char *)line, ll))) {
		/* English reads a list as it always has: bytes outside a-z
		 * make an entry skipped, whatever the encoding */
		if (ld->rd.lang->latin1 && !ld->latin1)
			ld->restart = 1;
		else
			ld->st.bad_line = ld->newlines + 1;
		return;
	}
	if (wl == -2)
		ld->st.no_u++;
	else if (wl == -5)
		ld->st.all_caps++;
	else if (wl == -3)
		ld->st.names++;
	else if (wl < 0)
		ld->st.skipped++;
	else
		keep_entry(ld, out, (uint32_t)wl, spell);
}

/*
 * Read the lines of text[0, len): the whole lines, and the last one too
 * when final.  Returns the bytes read.  LF, CRLF or CR alone ends a line
 * (the blank line CRLF leaves is skipped); blanks around an entry are no
 * part of it.
 */
static size_t take_lines(loader *ld, const char *text, size_t len, int final)
{
	const char *p = text, *end = text + len;

	if (!ld->started && (len >= 3 || final)) {
		ld->started = 1;
		if (len >= 3 && memcmp(p, "\xef\xbb\xbf", 3) == 0)
			p += 3; /* a byte-order mark */
	}
	while (p < end && !ld->restart && !ld->st.bad_line && !ld->oom) {
		const char *nl = memchr(p, '\n', (size_t)(end - p));
		const char *stop = nl ? nl : end, *cr = memchr(p, '\r',
						(size_t)(stop - p));
		const char *line = p;
		size_t ll;

		if (cr)
			stop = cr;
		else if (!nl && !final)
			break; /* the rest comes with more text */
		ll = (size_t)(stop - p);
		p = stop < end ? stop + 1 : end;
		while (ll > 0 && (line[ll - 1] == ' ' || line[ll - 1] == '\t'))
			ll--;
		/* analysis takes a piece pread filled for unwritten */
		/* NOLINTNEXTLINE(clang-analyzer-core.UndefinedBinaryOperatorResult) */
		while (ll > 0 && (*line == ' ' || *line == '\t')) {
			line++;
			ll--;
		}
		if (ll > 0)
			take_line(ld, line, ll);
		if (stop < end && *stop == '\n')
			ld->newlines++;
	}
	return (size_t)(p - text);
}

static void loader_start(loader *ld, const boggle_lang *lang, int latin1)
{
	memset(ld, 0, sizeof *ld);
	reader_init(&ld->rd, lang);
	ld->latin1 = latin1;
	if (!(ld->root.kids = calloc(64, sizeof(bucket *))))
		ld->oom = 1;
}

static void loader_free(loader *ld)
{
	bucket_clear(&ld->root);
	free(ld->rd.spell);
}

/* Room to spell out a bucket's entries, grown as buckets need. */
typedef struct scratch {
	word_ref *refs;
	char *letters;
	uint32_t nrefs, nletters;
} scratch;

/* The entries of bucket b, spelled out in sc: refs to them, b->n of them. */
static word_ref *bucket_refs(const bucket *b, scratch *sc)
{
	char word[BOGGLE_WORD_MAX], *at;
	uint32_t i = 0, len, spell;

	if (b->n > sc->nrefs) {
		free(sc->refs);
		sc->nrefs = 0;
		if (!(sc->refs = malloc((size_t)b->n * sizeof *sc->refs)))
			return NULL;
		sc->nrefs = b->n;
		prefault(sc->refs, (size_t)b->n * sizeof *sc->refs);
	}
	if (b->letters > sc->nletters) {
		free(sc->letters);
		sc->nletters = 0;
		if (!(sc->letters = malloc(b->letters)))
			return NULL;
		sc->nletters = b->letters;
		prefault(sc->letters, b->letters);
	}
	at = sc->letters;
	EACH_ENTRY(b, word, len, spell, {
		memcpy(at, word, len);
		sc->refs[i].s = at;
		sc->refs[i].len = len;
		sc->refs[i].spell = spell;
		at += len;
		i++;
	});
	return sc->refs;
}

static int ref_cmp(const void *a, const void *b)
{
	const word_ref *x = a, *y = b;

	return entry_cmp(x->s, x->len, y->s, y->len);
}

/*
 * The order to sort by: a word's entries as the list has them, which is
 * the order of their letters in the bucket's buffer, so that spellings
 * come out alike whether the C library's qsort is stable or not.
 */
static int ref_order(const void *a, const void *b)
{
	const word_ref *x = a, *y = b;
	int c = ref_cmp(a, b);

	return c ? c : (x->s > y->s) - (x->s < y->s);
}

typedef struct spellings {
	uint32_t *id, *at;
	size_t n, cap;
} spellings;

/*
 * Sort refs[0, n) and fold repeats into one word each, its spellings kept;
 * returns the words left.
 */
static uint32_t sort_words(loader *ld, word_ref *refs, uint32_t n,
			   int unsorted, uint32_t first_id, spellings *sp)
{
	uint32_t i, kept;

	if (unsorted)
		qsort(refs, n, sizeof *refs, ref_order);
	for (i = kept = 0; i < n;) {
		uint32_t j = i + 1;
		/* spellings that differ in case alone are not shown alone */
		int own = refs[i].spell && !(refs[i].spell & CASE_ONLY);

		while (j < n && ref_cmp(&refs[i], &refs[j]) == 0) {
			own |= refs[j].spell && !(refs[j].spell & CASE_ONLY);
			j++;
		}
		if (own && spell_group(&ld->rd, refs, i, j, first_id + kept,
				       &sp->id, &sp->at, &sp->n, &sp->cap) < 0) {
			ld->oom = 1;
			return 0;
		}
		refs[kept++] = refs[i];
		i = j;
	}
	return kept;
}

/* Building from the loader's buckets. */
typedef struct build {
	loader *ld;
	builder b;
	spellings sp;
	scratch sc;
	uint32_t id;        /* the next word's */
	uint32_t lengths[BOGGLE_WORD_MAX + 1];
} build;

/* Index the words of bucket b as range at; their needs, as build_range. */
static letter_set build_bucket(build *bd, bucket *b, uint32_t at,
			       uint32_t depth)
{
	letter_set next = 0, needs = ALL_LETTERS;
	uint32_t lo = bd->id, i, n, k, nkids = 0;
	int c;

	if (!b->kids) {
		word_ref *refs = bucket_refs(b, &bd->sc);

		if (!refs) {
			bd->ld->oom = 1;
			return 0;
		}
		n = sort_words(bd->ld, refs, b->n, b->unsorted, lo, &bd->sp);
		bucket_clear(b);
		for (i = 0; i < n; i++)
			bd->lengths[refs[i].len]++;
		bd->id += n;
		return build_range(&bd->b, at, refs, n, depth, lo);
	}
	for (c = 1; c < 64; c++)
		nkids += b->kids[c] != NULL;
	k = more_ranges(&bd->b, nkids);
	if (b->kids[0]) {
		/* the prefix itself, however often: the first word */
		word_ref *refs = bucket_refs(b->kids[0], &bd->sc);

		if (!refs) {
			bd->ld->oom = 1;
			return 0;
		}
		bd->id += sort_words(bd->ld, refs, b->kids[0]->n, 0, lo, &bd->sp);
		bd->lengths[depth]++;
		next = 1;
		needs = 0;
	}
	for (c = 1; c < 64 && !bd->b.oom && !bd->ld->oom; c++) {
		if (!b->kids[c])
			continue;
		needs &= build_bucket(bd, b->kids[c], k++, depth + 1) |
			 letter_bit((uint8_t)LETTER(c));
		next |= letter_bit((uint8_t)LETTER(c));
	}
	bucket_clear(b);
	if (bd->b.oom || bd->ld->oom)
		return 0;
	bd->b.ranges[at].next_lo = (uint32_t)next;
	bd->b.ranges[at].next_hi = (uint32_t)(next >> 32);
	bd->b.ranges[at].needs = fold_letters(needs);
	bd->b.ranges[at].lo = lo;
	bd->b.ranges[at].kids = k - nkids;
	return needs;
}

/* Every entry under b, spelled out into refs and text. */
static void gather(const bucket *b, word_ref *refs, char *text, uint32_t *n)
{
	char word[BOGGLE_WORD_MAX];
	uint32_t len, spell;
	int c;

	EACH_ENTRY(b, word, len, spell, {
		char *at = text + (size_t)*n * BOGGLE_WORD_MAX;

		memcpy(at, word, len);
		refs[*n].s = at;
		refs[*n].len = len;
		refs[(*n)++].spell = spell;
	});
	for (c = 0; b->kids && c < 64; c++)
		if (b->kids[c])
			gather(b->kids[c], refs, text, n);
}

/* The dictionary of what the loader read. */
static boggle_dict *finish(loader *ld)
{
	build bd;
	builder *b = &bd.b;
	boggle_dict *dict = NULL;
	uint32_t i;

	memset(&bd, 0, sizeof bd);
	bd.ld = ld;
	b->leaf_max = ld->entries > LARGE_LIST ? LEAF_MAX : LEAF_SMALL;
	if (ld->entries > UINT32_MAX - 1) {
		errno = EFBIG;
		return NULL;
	}
	more_ranges(b, 1);
	if (ld->entries <= LEAF_MAX) {
		/* a few words: built at once */
		word_ref all[LEAF_MAX];
		char text[LEAF_MAX * BOGGLE_WORD_MAX];
		uint32_t n = 0;

		gather(&ld->root, all, text, &n);
		n = sort_words(ld, all, n, 1, 0, &bd.sp);
		for (i = 0; i < n; i++)
			bd.lengths[all[i].len]++;
		if (!ld->oom && !b->oom)
			build_range(b, 0, all, n, 0, 0);
		bd.id = n;
	} else if (!b->oom) {
		build_bucket(&bd, &ld->root, 0, 0);
	}
	free(bd.sc.refs);
	free(bd.sc.letters);
	/* a row is read whole, whatever lanes it has */
	if (more_leaves(b, LEAF_PAD))
		memset(b->leaves + b->leaves_len - LEAF_PAD, 0, LEAF_PAD);
	if (b->oom || ld->oom || !(dict = calloc(1, sizeof *dict)))
		goto oom;
	dict->lang = ld->rd.lang;
	dict->count = bd.id;
	dict->maxlen = ld->maxlen;
	memcpy(dict->lengths, bd.lengths, sizeof bd.lengths);
	dict->nranges = b->nranges;
	dict->ranges = dict->owned_ranges = b->ranges;
	dict->leaves = dict->owned_leaves = b->leaves;
	dict->leaves_len = b->leaves_len;
	b->ranges = NULL;
	b->leaves = NULL;
	if (bd.sp.n) {
		/*
		 * one block: ids, offsets, and the texts of the spellings
		 * kept, not those read and left (a noun's own, Haus)
		 */
		size_t n = bd.sp.n, i, text = 0, bytes;
		char *block, *to;

		for (i = 0; i < n; i++)
			text += strlen(ld->rd.spell + bd.sp.at[i]) + 1;
		bytes = 2 * n * sizeof(uint32_t) + text;
		if (!(block = malloc(bytes)))
			goto oom;
		memcpy(block, bd.sp.id, n * sizeof(uint32_t));
		to = block + 2 * n * sizeof(uint32_t);
		for (i = 0, text = 0; i < n; i++) {
			size_t len = strlen(ld->rd.spell + bd.sp.at[i]) + 1;

			memcpy(to + text, ld->rd.spell + bd.sp.at[i], len);
			bd.sp.at[i] = (uint32_t)text;
			text += len;
		}
		memcpy(block + n * sizeof(uint32_t), bd.sp.at,
		       n * sizeof(uint32_t));
		dict->owned_spell = block;
		dict->nspell = (uint32_t)n;
		dict->spell_id = (const uint32_t *)(void *)block;
		dict->spell_at = dict->spell_id + n;
		dict->spell_text = block + 2 * n * sizeof(uint32_t);
	}
	ld->st.words = bd.id;
	free(bd.sp.id);
	free(bd.sp.at);
	return dict;
oom:
	boggle_dict_free(dict);
	free(b->ranges);
	free(b->leaves);
	free(bd.sp.id);
	free(bd.sp.at);
	errno = b->too_big ? EFBIG : ENOMEM;
	return NULL;
}

/* Latin-1 bytes as UTF-8 into out (2 * n bytes); the bytes written. */
static size_t latin1_to_utf8(const char *in, size_t n, char *out)
{
	size_t i, k = 0;

	for (i = 0; i < n; i++) {
		unsigned char c = (unsigned char)in[i];

		if (c < 0x80) {
			out[k++] = (char)c;
		} else {
			out[k++] = (char)(0xc0 | c >> 6);
			out[k++] = (char)(0x80 | (c & 0x3f));
		}
	}
	return k;
}

/*
 * Where a loader reads from: a text in memory, or a file read a piece at
 * a time from offset start, so that a large list is never held whole.
 */
typedef struct source {
	const char *text;
	size_t len;
	int fd;
	off_t start;
} source;

#define PIECE_BYTES ((size_t)1 << 20)

/*
 * Read src through ld, once, as Latin-1 if ld says; 0, or -1 with errno.
 * A file is read a piece at a time, lines handed over whole and the end
 * of a piece kept for the next.
 */
static int read_source(loader *ld, const source *src)
{
	char *buf = NULL, *raw = NULL;
	size_t have = 0, cap = PIECE_BYTES, at = 0, fill = 0;
	struct stat sb;

	if (src->text && !ld->latin1) {
		take_lines(ld, src->text, src->len, 1);
		return 0;
	}
	if (src->text) {
		if (!(buf = malloc(2 * src->len + 1)))
			goto oom;
		take_lines(ld, buf, latin1_to_utf8(src->text, src->len, buf), 1);
		free(buf);
		return 0;
	}
	if (!(buf = malloc(cap)) || (ld->latin1 && !(raw = malloc(cap / 2))))
		goto oom;
	/* as much of them as the file fills */
	if (fstat(src->fd, &sb) == 0 && sb.st_size > src->start)
		fill = (size_t)(sb.st_size - src->start) + 1;
	prefault(buf, fill < cap ? fill : cap);
	if (raw)
		prefault(raw, fill < cap / 2 ? fill : cap / 2);
	for (;;) {
		size_t want = cap - have, used;
		ssize_t got;

		if (want < 2) {
			/* one line fills the buffer: make room for it */
			char *nb = realloc(buf, cap * 2);

			if (!nb)
				goto oom;
			buf = nb;
			cap *= 2;
			continue;
		}
		if (ld->latin1 && want / 2 > PIECE_BYTES / 2)
			want = PIECE_BYTES / 2;
		else if (ld->latin1)
			want /= 2;
		got = pread(src->fd, raw ? raw : buf + have, want,
			    src->start + (off_t)at);
		if (got < 0 && errno == EINTR)
			continue;
		if (got < 0)
			goto fail;
		at += (size_t)got;
		if (at > BOGGLE_DICT_BYTES_MAX) {
			errno = EFBIG;
			goto fail;
		}
		have += raw ? latin1_to_utf8(raw, (size_t)got, buf + have) :
		       (size_t)got;
		used = take_lines(ld, buf, have, got == 0);
		memmove(buf, buf + used, have - used);
		have -= used;
		if (got == 0 || ld->restart || ld->st.bad_line || ld->oom)
			break;
	}
	free(buf);
	free(raw);
	return 0;
oom:
	errno = ENOMEM;
fail:
	free(buf);
	free(raw);
	return -1;
}

/* Load a dictionary from src: the work of every loading function. */
static boggle_dict *load(const boggle_lang *lang, const source *src,
			 boggle_dict_stats *stats)
{
	loader *ld = malloc(sizeof *ld);
	boggle_dict *dict = NULL;
	int saved, rc;

	if (!ld) {
		errno = ENOMEM;
		return NULL;
	}
	lang = lang_of(lang);
	loader_start(ld, lang, 0);
	rc = read_source(ld, src);
	if (rc == 0 && ld->restart) {
		/* not UTF-8: a language with a Latin-1 list reads it so */
		loader_free(ld);
		loader_start(ld, lang, 1);
		rc = read_source(ld, src);
	}
	if (rc < 0) {
		saved = errno;
	} else if (ld->st.bad_line) {
		saved = EILSEQ;
	} else if (ld->oom) {
		saved = ENOMEM;
	} else {
		dict = finish(ld);
		saved = dict ? 0 : errno;
	}
	if (stats)
		*stats = ld->st;
	loader_free(ld);
	free(ld);
	errno = saved;
	return dict;
}

boggle_dict *dict_from_text(const boggle_lang *lang, const char *text,
			    size_t len, boggle_dict_stats *stats)
{
	/* an empty text may come as NULL; a NULL text means a file's */
	source src = {text ? text : "", len, -1, 0};

	return load(lang, &src, stats);
}

boggle_dict *dict_read(const boggle_lang *lang, int fd,
		       boggle_dict_stats *stats)
{
	struct stat sb;
	source src = {NULL, 0, fd, 0};
	char *buf = NULL;
	size_t len = 0, cap = 1 << 16;
	boggle_dict *dict;
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
		src.start = lseek(fd, 0, SEEK_CUR);
		if (src.start >= 0) {
			dict = load(lang, &src, stats);
			saved = errno;
			if (dict)
				lseek(fd, 0, SEEK_END);
			errno = saved;
			return dict;
		}
	}
	/* a stream is read whole: it cannot be read again */
	if (!(buf = malloc(cap))) {
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
	src.text = buf;
	src.len = len;
	dict = load(lang, &src, stats);
	saved = errno;
	free(buf);
	errno = saved;
	return dict;
fail:
	free(buf);
	errno = saved;
	return NULL;
}

boggle_dict *dict_load(const boggle_lang *lang, const char *path,
		       boggle_dict_stats *stats)
{
	int fd = open(path, O_RDONLY);
	boggle_dict *dict;
	int saved;

	if (fd < 0)
		return NULL;
	dict = dict_read(lang, fd, stats);
	saved = errno;
	close(fd);
	errno = saved;
	return dict;
}

/* A list's code from what a loader made, errno kept for BOGGLE_SYSTEM. */
static boggle_code made(boggle_dict **out, boggle_dict *dict)
{
	int saved = errno;

	*out = dict;
	if (dict)
		return BOGGLE_OK;
	errno = saved;
	return dict_code(saved);
}

boggle_code boggle_dict_from_text(boggle_dict **dict, const boggle_lang *lang,
				  const char *text, size_t len,
				  boggle_dict_stats *stats)
{
	if (!dict)
		return BOGGLE_MISUSE;
	*dict = NULL;
	if (!text && len)
		return BOGGLE_MISUSE;
	return made(dict, dict_from_text(lang, text, len, stats));
}

boggle_code boggle_dict_read(boggle_dict **dict, const boggle_lang *lang,
			     int fd, boggle_dict_stats *stats)
{
	if (!dict)
		return BOGGLE_MISUSE;
	return made(dict, dict_read(lang, fd, stats));
}

boggle_code boggle_dict_load(boggle_dict **dict, const boggle_lang *lang,
			     const char *path, boggle_dict_stats *stats)
{
	if (!dict)
		return BOGGLE_MISUSE;
	*dict = NULL;
	if (!path)
		return BOGGLE_MISUSE;
	return made(dict, dict_load(lang, path, stats));
}

