/*
 * The JSON string writer: whatever bytes a word list or file name holds,
 * json_string must write one strict JSON string of valid UTF-8 that reads
 * back as the input wherever the input was valid UTF-8; sb_text, the same
 * text for a terminal, must be valid UTF-8 with no control characters.
 */
#include <string.h>

#include "fuzz.h"
#include "strbuf.h"
#include "text.h"

/*
 * The code point of the UTF-8 sequence at s (n bytes) in *cp and its
 * length; 0 if no valid one starts there.  Decoded first and judged
 * after: shortest form, no surrogates, nothing past U+10FFFF.
 */
static size_t utf8_decode(const unsigned char *s, size_t n, long *cp)
{
	static const long least[] = {0, 0, 0x80, 0x800, 0x10000};
	size_t len, i;

	len = s[0] < 0x80 ? 1 : (s[0] & 0xe0) == 0xc0 ? 2 :
	      (s[0] & 0xf0) == 0xe0 ? 3 : (s[0] & 0xf8) == 0xf0 ? 4 : 0;
	if (len == 0 || len > n)
		return 0;
	*cp = len == 1 ? s[0] : s[0] & (0x7f >> len);
	for (i = 1; i < len; i++) {
		if ((s[i] & 0xc0) != 0x80)
			return 0;
		*cp = *cp << 6 | (s[i] & 0x3f);
	}
	if (*cp < least[len] || *cp > 0x10ffff ||
	    (*cp >= 0xd800 && *cp <= 0xdfff))
		return 0;
	return len;
}

static int valid_utf8(const char *s, size_t n)
{
	long cp;
	size_t len;

	for (; n > 0; s += len, n -= len)
		if ((len = utf8_decode((const unsigned char *)s, n, &cp)) == 0)
			return 0;
	return 1;
}

static int hex(char c)
{
	return c >= '0' && c <= '9' ? c - '0' : c >= 'a' && c <= 'f' ?
	       c - 'a' + 10 : c >= 'A' && c <= 'F' ? c - 'A' + 10 : -1;
}

/*
 * Read the JSON string s (n bytes, quotes and all) by RFC 8259's grammar
 * into out as UTF-8; its length, or -1 if s is not exactly one string.
 */
static long json_read(const char *s, size_t n, char *out)
{
	size_t i = 1, o = 0;

	if (n < 2 || s[0] != '"' || s[n - 1] != '"')
		return -1;
	for (; i < n - 1; i++) {
		unsigned char c = (unsigned char)s[i];
		long cp = 0;
		int k;

		if (c < 0x20 || c == '"')
			return -1;
		if (c != '\\') {
			out[o++] = (char)c;
			continue;
		}
		if (++i >= n - 1)
			return -1;
		switch (s[i]) {
		case '"': case '\\': case '/':
			out[o++] = s[i];
			continue;
		case 'b': out[o++] = '\b'; continue;
		case 'f': out[o++] = '\f'; continue;
		case 'n': out[o++] = '\n'; continue;
		case 'r': out[o++] = '\r'; continue;
		case 't': out[o++] = '\t'; continue;
		case 'u':
			break;
		default:
			return -1;
		}
		for (k = 0; k < 4; k++) {
			if (++i >= n - 1 || hex(s[i]) < 0)
				return -1;
			cp = cp << 4 | hex(s[i]);
		}
		/* a lone surrogate is no character */
		if (cp >= 0xd800 && cp <= 0xdfff)
			return -1;
		if (cp < 0x80) {
			out[o++] = (char)cp;
		} else if (cp < 0x800) {
			out[o++] = (char)(0xc0 | cp >> 6);
			out[o++] = (char)(0x80 | (cp & 0x3f));
		} else {
			out[o++] = (char)(0xe0 | cp >> 12);
			out[o++] = (char)(0x80 | (cp >> 6 & 0x3f));
			out[o++] = (char)(0x80 | (cp & 0x3f));
		}
	}
	return (long)o;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	char *s = malloc(size + 1), *back;
	strbuf json = {0}, text = {0};
	long n;
	size_t i;

	CHECK(s);
	memcpy(s, data, size);
	s[size] = '\0';
	json_string(&json, s);
	CHECK(!json.oom);
	CHECK(valid_utf8(json.data, json.len));
	back = malloc(json.len + 1);
	CHECK(back);
	n = json_read(json.data, json.len, back);
	CHECK(n >= 0);
	CHECK(valid_utf8(back, (size_t)n));
	if (valid_utf8(s, strlen(s)))
		CHECK((size_t)n == strlen(s) && memcmp(back, s, (size_t)n) == 0);
	sb_text(&text, s);
	CHECK(!text.oom);
	CHECK(valid_utf8(text.data, text.len));
	for (i = 0; i < text.len; i++) {
		unsigned char c = (unsigned char)text.data[i];

		CHECK(c >= 0x20 && c != 0x7f);
		/* C1 controls, U+0080 to U+009F, are C2 80 to C2 9F */
		CHECK(!(c == 0xc2 && i + 1 < text.len &&
			(unsigned char)text.data[i + 1] <= 0x9f));
	}
	free(back);
	free(s);
	sb_free(&json);
	sb_free(&text);
	return 0;
}
