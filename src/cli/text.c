/*
 * Text as it may be shown: UTF-8 read character by character, made safe
 * for a terminal or a JSON string, and measured in columns.
 */
#include <stdio.h>
#include <string.h>

#include "strbuf.h"
#include "text.h"

/*
 * The UTF-8 sequence at s, n bytes: its length, and its code point in
 * *cp.  Where no valid sequence starts, *cp is -1 and the length is that
 * of the longest start of one (at least a byte), so that each such
 * maximal subpart is replaced once.  Overlong forms, surrogates and code
 * points past U+10FFFF are invalid.
 */
size_t utf8_next(const unsigned char *s, size_t n, long *cp)
{
	unsigned char lo = 0x80, hi = 0xbf;
	size_t need, i;
	long v;

	if (s[0] < 0x80) {
		*cp = s[0];
		return 1;
	}
	if (s[0] >= 0xc2 && s[0] <= 0xdf) {
		need = 1;
		v = s[0] & 0x1f;
	} else if (s[0] >= 0xe0 && s[0] <= 0xef) {
		need = 2;
		v = s[0] & 0x0f;
		lo = s[0] == 0xe0 ? 0xa0 : 0x80;
		hi = s[0] == 0xed ? 0x9f : 0xbf;
	} else if (s[0] >= 0xf0 && s[0] <= 0xf4) {
		need = 3;
		v = s[0] & 0x07;
		lo = s[0] == 0xf0 ? 0x90 : 0x80;
		hi = s[0] == 0xf4 ? 0x8f : 0xbf;
	} else {
		*cp = -1;
		return 1;
	}
	for (i = 1; i <= need; i++) {
		if (i >= n || s[i] < lo || s[i] > hi) {
			*cp = -1;
			return i;
		}
		v = v << 6 | (s[i] & 0x3f);
		lo = 0x80;
		hi = 0xbf;
	}
	*cp = v;
	return need + 1;
}

int is_control(long cp)
{
	return cp < 0x20 || (cp >= 0x7f && cp <= 0x9f);
}

/*
 * s made safe: as a JSON string body (controls escaped, a bad sequence
 * U+FFFD) or as text for a terminal (controls and bad sequences '?').
 */
static void put_safe(strbuf *sb, const char *s, int json)
{
	const unsigned char *p = (const unsigned char *)s;
	size_t n = strlen(s);

	while (n > 0) {
		long cp;
		size_t len = utf8_next(p, n, &cp);

		if (cp < 0) {
			sb_puts(sb, json ? "\xef\xbf\xbd" : "?");
		} else if (!json && is_control(cp)) {
			sb_putc(sb, '?');
		} else if (json && (cp == '"' || cp == '\\')) {
			sb_putc(sb, '\\');
			sb_putc(sb, (char)cp);
		} else if (json && is_control(cp)) {
			/* \b \t \n \f \r for 8 to 13, but for 11 */
			static const char shortcut[] = "btn\0fr";
			char esc[16];

			if (cp >= 8 && cp <= 13 && shortcut[cp - 8])
				snprintf(esc, sizeof esc, "\\%c", shortcut[cp - 8]);
			else
				snprintf(esc, sizeof esc, "\\u%04x", (unsigned)cp);
			sb_puts(sb, esc);
		} else {
			sb_put(sb, (const char *)p, len);
		}
		p += len;
		n -= len;
	}
}

void json_string(strbuf *sb, const char *s)
{
	sb_putc(sb, '"');
	put_safe(sb, s, 1);
	sb_putc(sb, '"');
}

void sb_text(strbuf *sb, const char *s)
{
	put_safe(sb, s, 0);
}

/* Characters text shows on a terminal: marks take no column of their own. */
int text_width(const char *s, size_t n)
{
	int width = 0;
	size_t i;

	for (i = 0; i < n; i++) {
		unsigned char c = (unsigned char)s[i];

		/* a combining mark (U+0300 .. U+036F) is CC 80 .. CD AF */
		if ((c & 0xc0) == 0x80)
			continue;
		if ((c == 0xcc || (c == 0xcd && i + 1 < n &&
				   (unsigned char)s[i + 1] < 0xb0)))
			continue;
		width++;
	}
	return width;
}
