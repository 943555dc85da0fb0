/* A growable text buffer for output built off the main thread. */
#ifndef BOGGLE_STRBUF_H
#define BOGGLE_STRBUF_H

#include <stddef.h>
#include <stdio.h>

typedef struct strbuf {
	char *data;
	size_t len, cap;
	int oom;
} strbuf;

void sb_reserve(strbuf *sb, size_t more);
void sb_putc(strbuf *sb, char c);
void sb_put(strbuf *sb, const char *s, size_t n);
void sb_puts(strbuf *sb, const char *s);
void sb_long(strbuf *sb, long v);
void sb_free(strbuf *sb);
/* Write the buffer's bytes to f. */
void sb_write(const strbuf *sb, FILE *f);

#endif
