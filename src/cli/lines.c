/* Lines of text from a stream: see lines.h. */
#include <ctype.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "lines.h"

/* Bytes asked of the source at a time, on top of room for a whole line. */
#define READ_ROOM 65536

int lines_open(line_reader *r, size_t max, line_source source, void *arg)
{
	memset(r, 0, sizeof *r);
	r->source = source;
	r->arg = arg;
	r->max = max;
	r->cap = max + 1 + READ_ROOM;
	r->buf = malloc(r->cap);
	return r->buf ? 0 : -1;
}

void lines_close(line_reader *r)
{
	free(r->buf);
	r->buf = NULL;
}

/* More bytes from the source after the unread ones; -1 if it failed. */
static int fill(line_reader *r)
{
	ssize_t got;

	/* only when room runs low, not for every byte of a slow line */
	if (r->cap - r->end < READ_ROOM / 2) {
		memmove(r->buf, r->buf + r->start, r->end - r->start);
		r->end -= r->start;
		r->start = 0;
	}
	got = r->source(r->arg, r->buf + r->end, r->cap - r->end);
	if (got < 0)
		return -1;
	if (got == 0)
		r->at_eof = 1;
	r->end += (size_t)got;
	return 0;
}

/* Past a byte-order mark at the start; 0 while too few bytes tell. */
static int begin(line_reader *r)
{
	static const char bom[] = "\xef\xbb\xbf";
	size_t have = r->end - r->start;

	if (have < 3 && !r->at_eof &&
	    memcmp(r->buf + r->start, bom, have) == 0)
		return 0;
	if (have >= 3 && memcmp(r->buf + r->start, bom, 3) == 0)
		r->start += 3;
	r->began = 1;
	return 1;
}

int lines_next(line_reader *r, char **text, size_t *len)
{
	for (;;) {
		char *p = r->buf + r->start, *e;
		size_t have = r->end - r->start, n;

		if (!r->began) {
			if (begin(r))
				continue;
			goto more;
		}
		if (r->after_cr && have > 0) {
			r->after_cr = 0;
			if (*p == '\n')
				r->start++;
			continue;
		}
		for (e = p + r->scanned; e < p + have && *e != '\n' && *e != '\r';
		     e++)
			;
		n = r->scanned = (size_t)(e - p);
		if (e < p + have) {
			r->scanned = 0;
			r->start += n + 1;
			r->after_cr = *e == '\r';
			if (r->skipping) {
				r->skipping = 0;
				continue;
			}
		} else if (r->skipping) {
			r->start = r->end;
			r->scanned = 0;
			if (r->at_eof)
				return LINE_END;
			goto more;
		} else if (n <= r->max && !r->at_eof) {
			goto more;
		} else if (n == 0) {
			return LINE_END;
		} else {
			/* a last line without its line end, or an over-long one */
			r->start = r->end;
			r->scanned = 0;
			r->skipping = n > r->max && !r->at_eof;
		}
		r->number++;
		r->line = *text = p;
		r->line_len = *len = n > r->max ? r->max : n;
		return n > r->max ? LINE_TOO_LONG : LINE_OK;
more:
		if (fill(r) < 0)
			return LINE_FAIL;
	}
}

ssize_t lines_read_fd(void *arg, char *buf, size_t size)
{
	ssize_t got;

	do
		got = read(*(int *)arg, buf, size);
	while (got < 0 && errno == EINTR);
	return got;
}

int lines_entry(char **text, size_t *len)
{
	char *s = *text;
	size_t n = *len;

	while (n > 0 && (s[n - 1] == ' ' || s[n - 1] == '\t'))
		n--;
	while (n > 0 && (*s == ' ' || *s == '\t')) {
		s++;
		n--;
	}
	*text = s;
	*len = n;
	return n > 0 && *s != '#';
}

void lines_no_nul(char *word, size_t len)
{
	char *nul;

	while ((nul = memchr(word, '\0', len)) != NULL)
		*nul = (char)0xff;
}

int lines_words(line_reader *r, int (*add)(void *arg, const char *word,
					   size_t len), void *arg)
{
	char *s;
	size_t len;
	int got;

	while ((got = lines_next(r, &s, &len)) == LINE_OK) {
		if (!lines_entry(&s, &len))
			continue;
		lines_no_nul(s, len);
		if (add(arg, s, len) < 0)
			return LINE_FAIL;
	}
	return got;
}
