/* Dictionaries: loading a word list into sorted columns of folded words. */
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "internal.h"

typedef struct word_ref {
	const char *s;
	uint32_t len;
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
 * Clean one entry in place: lowercase, a-z only, qu folded to q.
 * Returns its folded length, or -1 (bad letters, too long), -2 (q alone).
 */
static int clean_word(char *s, size_t len)
{
	size_t i, j;

	for (i = j = 0; i < len; i++) {
		char c = s[i];

		if (c >= 'A' && c <= 'Z')
			c = (char)(c - 'A' + 'a');
		if (c < 'a' || c > 'z')
			return -1;
		if (c == 'q') {
			char u = (char)(i + 1 < len ? s[i + 1] : 0);

			if (u != 'u' && u != 'U') {
				/* finish checking the letters before saying why */
				for (i++; i < len; i++)
					if (!((s[i] | 0x20) >= 'a' && (s[i] | 0x20) <= 'z'))
						return -1;
				return -2;
			}
			i++;
		}
		s[j++] = c;
	}
	if (j > BOGGLE_WORD_MAX)
		return -1;
	return (int)j;
}

/* The letter bits of word id from depth on. */
static uint32_t word_letters(const boggle_dict *dict, uint32_t id,
			     uint32_t depth)
{
	uint32_t bits = 0;
	uint8_t c;

	for (; (c = dict_col(dict, depth)[id]) != 0; depth++)
		bits |= letter_bit(c);
	return bits;
}

int dict_index(boggle_dict *dict)
{
	dict_range *r = malloc(64 * sizeof *r);
	uint8_t *depth = malloc(64);
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
	/* a range needs what all its children need: children come later */
	while (n-- > 0) {
		uint32_t i, end = r[n].lo + r[n].count, k = r[n].kids, bits;

		r[n].needs = r[n].next & 1 ? 0 : ALL_LETTERS;
		if (r[n].count <= LEAF_MAX) {
			for (i = r[n].lo; i < end; i++)
				r[n].needs &= word_letters(dict, i, depth[n]);
			continue;
		}
		/* a child's letter is the next letter bit of its parent */
		for (bits = r[n].next & ~1u; bits; bits &= bits - 1)
			r[n].needs &= r[k++].needs | (bits & -bits);
	}
	free(depth);
	dict->nranges = count;
	dict->ranges = dict->owned_ranges = r;
	return 0;
oom:
	free(r);
	free(depth);
	return -1;
}

boggle_dict *boggle_dict_from_text(const char *text, size_t len,
				   boggle_dict_stats *stats)
{
	boggle_dict_stats st = {0, 0, 0, 0};
	boggle_dict *dict = NULL;
	word_ref *refs = NULL;
	char *copy = NULL;
	size_t n = 0, cap = 0, i, kept, pos = 0;
	uint32_t maxlen = 0;
	int sorted = 1;

	copy = malloc(len + 1);
	if (!copy)
		goto oom;
	memcpy(copy, text, len);
	copy[len] = '\n';
	if (len >= 3 && memcmp(copy, "\xef\xbb\xbf", 3) == 0)
		pos = 3; /* a byte-order mark */
	while (pos < len) {
		char *line = copy + pos;
		size_t ll = 0;
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
		wl = clean_word(line, ll);
		if (wl == -1) {
			st.skipped++;
			continue;
		}
		if (wl == -2) {
			st.no_u++;
			continue;
		}
		if (n == cap) {
			size_t ncap = cap ? cap * 2 : 4096;
			word_ref *r = realloc(refs, ncap * sizeof *r);

			if (!r)
				goto oom;
			refs = r;
			cap = ncap;
		}
		refs[n].s = line;
		refs[n].len = (uint32_t)wl;
		if (n > 0 && sorted && ref_cmp(&refs[n - 1], &refs[n]) > 0)
			sorted = 0;
		if ((uint32_t)wl > maxlen)
			maxlen = (uint32_t)wl;
		n++;
	}
	/* Word lists usually come sorted; only sort the ones that do not. */
	if (!sorted)
		qsort(refs, n, sizeof *refs, ref_cmp);
	for (i = kept = 0; i < n; i++)
		if (kept == 0 || ref_cmp(&refs[kept - 1], &refs[i]) != 0)
			refs[kept++] = refs[i];
	if (kept > UINT32_MAX - 1) {
		errno = EFBIG;
		goto fail;
	}

	dict = calloc(1, sizeof *dict);
	if (!dict)
		goto oom;
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
	if (dict_index(dict) < 0)
		goto oom;
	st.words = kept;
	if (stats)
		*stats = st;
	free(refs);
	free(copy);
	return dict;
oom:
	errno = ENOMEM;
fail:
	boggle_dict_free(dict);
	free(refs);
	free(copy);
	return NULL;
}

boggle_dict *boggle_dict_read(int fd, boggle_dict_stats *stats)
{
	struct stat sb;
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
	dict = boggle_dict_from_text(buf, len, stats);
	saved = errno;
	free(buf);
	errno = saved;
	return dict;
fail:
	free(buf);
	errno = saved;
	return NULL;
}

boggle_dict *boggle_dict_load(const char *path, boggle_dict_stats *stats)
{
	int fd = open(path, O_RDONLY);
	boggle_dict *dict;
	int saved;

	if (fd < 0)
		return NULL;
	dict = boggle_dict_read(fd, stats);
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
	int n = word_fold(word, folded, sizeof folded, err);

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
	free(dict);
}

size_t boggle_dict_count(const boggle_dict *dict)
{
	return dict->count;
}

size_t boggle_dict_word(const boggle_dict *dict, uint32_t id, char *buf,
			size_t size)
{
	size_t n = 0;
	uint32_t d;

#define PUT(ch) do { if (n + 1 < size) buf[n] = (ch); n++; } while (0)
	for (d = 0; id < dict->count && d < dict->maxlen; d++) {
		uint8_t c = dict_col(dict, d)[id];

		if (!c)
			break;
		PUT((char)c);
		if (c == 'q')
			PUT('u');
	}
#undef PUT
	if (size > 0)
		buf[n < size ? n : size - 1] = '\0';
	return n;
}
