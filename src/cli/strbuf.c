/* The growable text buffer of strbuf.h. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "strbuf.h"

void sb_reserve(strbuf *sb, size_t more)
{
	size_t cap;
	char *p;

	if (sb->len + more <= sb->cap || sb->oom)
		return;
	cap = sb->cap ? sb->cap : 256;
	while (cap < sb->len + more)
		cap *= 2;
	p = realloc(sb->data, cap);
	if (!p) {
		sb->oom = 1;
		return;
	}
	sb->data = p;
	sb->cap = cap;
}

void sb_put(strbuf *sb, const char *s, size_t n)
{
	if (n == 0)
		return; /* s may be an empty buffer's NULL */
	sb_reserve(sb, n);
	if (sb->oom)
		return;
	memcpy(sb->data + sb->len, s, n);
	sb->len += n;
}

void sb_putc(strbuf *sb, char c)
{
	sb_put(sb, &c, 1);
}

void sb_puts(strbuf *sb, const char *s)
{
	sb_put(sb, s, strlen(s));
}

void sb_long(strbuf *sb, long v)
{
	char tmp[24];
	int n = 0;
	unsigned long u = v < 0 ? 0UL - (unsigned long)v : (unsigned long)v;

	do
		tmp[sizeof tmp - 1 - n++] = (char)('0' + u % 10);
	while ((u /= 10) != 0);
	if (v < 0)
		tmp[sizeof tmp - 1 - n++] = '-';
	sb_put(sb, tmp + sizeof tmp - n, (size_t)n);
}

void sb_write(const strbuf *sb, FILE *f)
{
	if (sb->len > 0) /* an empty buffer's data may be NULL */
		fwrite(sb->data, 1, sb->len, f);
}

void sb_free(strbuf *sb)
{
	free(sb->data);
	sb->data = NULL;
	sb->len = sb->cap = 0;
	sb->oom = 0;
}
