/* UTF-8 and the Unicode tables of src/unicode_tables.h: see unicode.h. */
#include <string.h>

#include "unicode.h"

/* A run of count case mappings cp -> cp + delta, step code points apart. */
struct case_run {
	uint16_t first;
	uint8_t count;
	uint8_t step;
	int32_t delta; /* the target may lie above UNI_LIMIT: ɪ -> U+A7AE */
};

struct ccc_range {
	uint16_t first, last;
	uint8_t ccc;
};

struct comp_pair {
	uint16_t starter, mark, result;
};

struct base_pair {
	uint16_t cp, base;
};

#include "unicode_tables.h"

#define COUNT(a) (sizeof(a) / sizeof((a)[0]))

int utf8_decode(const unsigned char *s, size_t n, uint32_t *cp)
{
	unsigned c;
	uint32_t v, min;
	size_t len, i;

	if (n == 0)
		return 0;
	c = s[0];
	if (c < 0x80) {
		*cp = c;
		return 1;
	}
	if (c < 0xC2) /* a continuation byte, or a lead of an overlong pair */
		return 0;
	if (c < 0xE0) {
		len = 2;
		v = c & 0x1F;
		min = 0x80;
	} else if (c < 0xF0) {
		len = 3;
		v = c & 0x0F;
		min = 0x800;
	} else if (c < 0xF5) {
		len = 4;
		v = c & 0x07;
		min = 0x10000;
	} else {
		return 0;
	}
	if (n < len)
		return 0;
	for (i = 1; i < len; i++) {
		if ((s[i] & 0xC0) != 0x80)
			return 0;
		v = v << 6 | (s[i] & 0x3F);
	}
	if (v < min || v > 0x10FFFF || (v >= 0xD800 && v <= 0xDFFF))
		return 0;
	*cp = v;
	return (int)len;
}

int utf8_valid(const unsigned char *s, size_t n)
{
	size_t i = 0;

	while (i < n) {
		uint64_t eight;
		uint32_t cp;
		int k = 1;

		/* most text is ASCII: eight bytes at a time where it is */
		if (n - i >= 8) {
			memcpy(&eight, s + i, 8);
			if (!(eight & 0x8080808080808080u)) {
				i += 8;
				continue;
			}
		}
		if (s[i] >= 0x80 && (k = utf8_decode(s + i, n - i, &cp)) <= 0)
			return 0;
		i += (size_t)k;
	}
	return 1;
}

int utf8_encode(uint32_t cp, char out[4])
{
	if (cp < 0x80) {
		out[0] = (char)cp;
		return 1;
	}
	if (cp < 0x800) {
		out[0] = (char)(0xC0 | cp >> 6);
		out[1] = (char)(0x80 | (cp & 0x3F));
		return 2;
	}
	if (cp < 0x10000) {
		out[0] = (char)(0xE0 | cp >> 12);
		out[1] = (char)(0x80 | (cp >> 6 & 0x3F));
		out[2] = (char)(0x80 | (cp & 0x3F));
		return 3;
	}
	out[0] = (char)(0xF0 | cp >> 18);
	out[1] = (char)(0x80 | (cp >> 12 & 0x3F));
	out[2] = (char)(0x80 | (cp >> 6 & 0x3F));
	out[3] = (char)(0x80 | (cp & 0x3F));
	return 4;
}

static uint32_t case_map(const struct case_run *runs, size_t nruns, uint32_t cp)
{
	size_t lo = 0, hi = nruns;
	const struct case_run *r;
	uint32_t off;

	if (cp >= UNI_LIMIT)
		return cp;
	/* the last run that starts at or before cp */
	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;

		if (runs[mid].first <= cp)
			lo = mid + 1;
		else
			hi = mid;
	}
	if (lo == 0)
		return cp;
	r = &runs[lo - 1];
	off = cp - r->first;
	if (off % r->step != 0 || off / r->step >= r->count)
		return cp;
	return (uint32_t)((int32_t)cp + r->delta);
}

uint32_t uni_lower(uint32_t cp)
{
	return case_map(uni_lower_runs, COUNT(uni_lower_runs), cp);
}

uint32_t uni_upper(uint32_t cp)
{
	return case_map(uni_upper_runs, COUNT(uni_upper_runs), cp);
}

static unsigned ccc(uint32_t cp)
{
	size_t lo = 0, hi = COUNT(uni_ccc);

	/* below the first mark: every letter of ASCII and Latin-1 */
	if (cp < uni_ccc[0].first || cp >= UNI_LIMIT)
		return 0;
	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;

		if (cp < uni_ccc[mid].first)
			hi = mid;
		else if (cp > uni_ccc[mid].last)
			lo = mid + 1;
		else
			return uni_ccc[mid].ccc;
	}
	return 0;
}

int uni_is_mark(uint32_t cp)
{
	return ccc(cp) != 0;
}

uint32_t uni_compose(uint32_t starter, uint32_t mark)
{
	size_t lo = 0, hi = COUNT(uni_comp);
	uint32_t key;

	if (mark < UNI_COMPOSE_SECOND_MIN || mark >= UNI_LIMIT || starter >= UNI_LIMIT)
		return 0;
	key = starter << 16 | mark;
	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;
		uint32_t k = (uint32_t)uni_comp[mid].starter << 16 | uni_comp[mid].mark;

		if (k < key)
			lo = mid + 1;
		else if (k > key)
			hi = mid;
		else
			return uni_comp[mid].result;
	}
	return 0;
}

uint32_t uni_base(uint32_t cp)
{
	size_t lo = 0, hi = COUNT(uni_base_pairs);

	if (cp >= UNI_LIMIT)
		return cp;
	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;

		if (uni_base_pairs[mid].cp < cp)
			lo = mid + 1;
		else if (uni_base_pairs[mid].cp > cp)
			hi = mid;
		else
			return uni_base_pairs[mid].base;
	}
	return cp;
}

/*
 * Canonical order: a stable insertion sort of each run of marks by class.
 * Runs are a mark or two in real text, and usually in order already; only
 * a long run out of order costs its length squared.
 */
static void canonical_order(uint32_t *cps, size_t n)
{
	size_t i, j;

	for (i = 1; i < n; i++) {
		uint32_t c = cps[i];
		unsigned k = ccc(c);

		if (k == 0)
			continue;
		for (j = i; j > 0; j--) {
			unsigned kp = ccc(cps[j - 1]);

			/* a starter ends the run; equal classes keep their order */
			if (kp == 0 || kp <= k)
				break;
			cps[j] = cps[j - 1];
		}
		cps[j] = c;
	}
}

size_t uni_nfc(uint32_t *cps, size_t n)
{
	size_t starter, out, i;
	unsigned last;

	if (n == 0)
		return 0;
	canonical_order(cps, n);
	/*
	 * last is the class of the last code point kept after the starter, 0
	 * when it is the starter itself; a leading mark has no starter, and
	 * 256 blocks everything until one comes.
	 */
	starter = 0;
	last = ccc(cps[0]) ? 256 : 0;
	out = 1;
	for (i = 1; i < n; i++) {
		uint32_t c = cps[i], comp;
		unsigned k = ccc(c);

		/*
		 * Marks are in order, so the last kept one has the highest
		 * class between the starter and c: c is blocked when it is no
		 * higher, and a starter composes only right after another.
		 */
		if (last == 0 || last < k) {
			comp = uni_compose(cps[starter], c);
			if (comp != 0) {
				cps[starter] = comp;
				continue;
			}
		}
		if (k == 0)
			starter = out;
		last = k;
		cps[out++] = c;
	}
	return out;
}

void utf8_quote(const char *text, size_t len, char *buf, size_t size)
{
	size_t i = 0, n = 0, shown = len > 40 ? 40 : len;

	buf[n++] = '\'';
	while (i < shown && n + 6 < size) {
		uint32_t cp;
		int k = utf8_decode((const unsigned char *)text + i, len - i, &cp);

		if (k > 0 && cp >= 0xa0 && n + (size_t)k + 5 < size) {
			memcpy(buf + n, text + i, (size_t)k);
			n += (size_t)k;
		} else {
			buf[n++] = (char)(k > 0 && cp >= 0x20 && cp < 0x7f ? cp : '?');
		}
		i += k > 0 ? (size_t)k : 1;
	}
	buf[n++] = '\'';
	if (i < len && n + 4 < size) {
		memcpy(buf + n, "...", 3);
		n += 3;
	}
	buf[n] = '\0';
}
