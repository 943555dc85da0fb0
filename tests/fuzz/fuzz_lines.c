/*
 * The command's line reader and a player's word list as score reads it:
 * any bytes, given whole and again in chunks of random sizes, must give
 * the same lines (and words), each within the limit and free of line
 * ends.  The first byte picks the limit and seeds the chunk sizes.
 */
#include <ctype.h>
#include <string.h>

#include "fuzz.h"
#include "lines.h"

typedef struct feed {
	const uint8_t *data;
	size_t size, at;
	uint32_t seed;   /* 0: all that is left at once */
} feed;

static ssize_t read_feed(void *arg, char *buf, size_t size)
{
	feed *f = arg;
	size_t n = f->size - f->at;

	if (f->seed) {
		f->seed = f->seed * 1103515245u + 12345u;
		n = n < (f->seed >> 16) % 7 + 1 ? n : (f->seed >> 16) % 7 + 1;
	}
	n = n < size ? n : size;
	memcpy(buf, f->data + f->at, n);
	f->at += n;
	return (ssize_t)n;
}

/* What came out, as one record after another. */
typedef struct record {
	char *data;
	size_t len, cap;
} record;

static void put(record *r, const void *p, size_t n)
{
	if (r->len + n > r->cap) {
		r->cap = (r->len + n) * 2;
		r->data = realloc(r->data, r->cap);
		CHECK(r->data != NULL);
	}
	if (n)
		memcpy(r->data + r->len, p, n);
	r->len += n;
}

static int same(const record *a, const record *b)
{
	return a->len == b->len &&
	       (a->len == 0 || memcmp(a->data, b->data, a->len) == 0);
}

static void lines_of(feed *f, size_t max, record *out)
{
	line_reader r;
	char *s;
	size_t len;
	int got;

	CHECK(lines_open(&r, max, read_feed, f) == 0);
	while ((got = lines_next(&r, &s, &len)) != LINE_END) {
		CHECK(got == LINE_OK || got == LINE_TOO_LONG);
		CHECK(len <= max);
		CHECK(got == LINE_OK || len == max);
		CHECK(!memchr(s, '\n', len) && !memchr(s, '\r', len));
		put(out, &got, sizeof got);
		put(out, &r.number, sizeof r.number);
		put(out, &len, sizeof len);
		put(out, s, len);
	}
	lines_close(&r);
}

static int add_word(void *arg, const char *word, size_t len)
{
	size_t i;

	CHECK(len > 0 && word[0] != '#');
	/* the blanks a word loses are spaces and tabs, as for boards */
	CHECK(word[0] != ' ' && word[0] != '\t');
	CHECK(word[len - 1] != ' ' && word[len - 1] != '\t');
	CHECK(!memchr(word, '\0', len));
	for (i = 0; i < len; i++)
		CHECK(word[i] != '\n' &&
		      word[i] != '\r');
	put(arg, &len, sizeof len);
	put(arg, word, len);
	return 0;
}

static int words_of(feed *f, size_t max, record *out)
{
	line_reader r;
	int got;

	CHECK(lines_open(&r, max, read_feed, f) == 0);
	got = lines_words(&r, add_word, out);
	CHECK(got == LINE_END || got == LINE_TOO_LONG);
	if (got == LINE_TOO_LONG)
		put(out, &r.number, sizeof r.number);
	lines_close(&r);
	return got;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	record whole = {0}, chunked = {0};
	size_t max;
	uint32_t seed;

	if (size < 1)
		return 0;
	/* short limits reach the over-long paths; one is the real one */
	max = data[0] == 0xff ? LINE_MAX_BYTES : data[0] % 32;
	seed = data[0] * 2654435761u | 1;
	{
		feed a = {data + 1, size - 1, 0, 0};
		feed b = {data + 1, size - 1, 0, seed};

		lines_of(&a, max, &whole);
		lines_of(&b, max, &chunked);
		CHECK(same(&whole, &chunked));
	}
	whole.len = chunked.len = 0;
	{
		feed a = {data + 1, size - 1, 0, 0};
		feed b = {data + 1, size - 1, 0, seed};

		CHECK(words_of(&a, max, &whole) == words_of(&b, max, &chunked));
		CHECK(same(&whole, &chunked));
	}
	free(whole.data);
	free(chunked.data);
	return 0;
}
