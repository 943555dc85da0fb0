/*
 * Text as it may be shown: UTF-8 read character by character, made safe
 * for a terminal or a JSON string, and measured in columns.
 */
#ifndef BOGGLE_TEXT_H
#define BOGGLE_TEXT_H

#include <stddef.h>

#include "strbuf.h"

/*
 * s as a JSON string, quoted and escaped: valid UTF-8 whatever s holds,
 * each invalid sequence (its maximal subpart) replaced by U+FFFD.
 */
void json_string(strbuf *sb, const char *s);
/* s as text for a terminal: control characters and invalid UTF-8 '?'. */
void sb_text(strbuf *sb, const char *s);
/*
 * The UTF-8 character at s (n bytes left): its length, and its code point
 * in *cp, or -1 for a byte that starts no valid sequence.
 */
size_t utf8_next(const unsigned char *s, size_t n, long *cp);
/* C0 and C1 controls, which a terminal acts on. */
int is_control(long cp);
/* Columns text takes on a terminal. */
int text_width(const char *s, size_t n);

#endif
