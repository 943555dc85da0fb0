/*
 * The little of Unicode the library needs: UTF-8, simple case mappings,
 * combining marks, canonical composition and base letters.  The tables
 * (src/unicode_tables.h, written by src/unicode-gen.py) cover the code
 * points below U+3000; those above map to themselves, are no marks and
 * compose with nothing.  Internal.
 */
#ifndef BOGGLE_UNICODE_H
#define BOGGLE_UNICODE_H

#include <stddef.h>
#include <stdint.h>

/*
 * Decode the UTF-8 sequence at s (n bytes available, n >= 1).  Returns its
 * length 1-4 with the code point in *cp, or 0 if it is not valid UTF-8
 * (truncated, overlong, surrogate, above U+10FFFF, stray continuation
 * byte).
 */
int utf8_decode(const unsigned char *s, size_t n, uint32_t *cp);
/* Whether s[0, n) is UTF-8 throughout. */
int utf8_valid(const unsigned char *s, size_t n);

/*
 * Untrusted text quoted to be shown in a message: its first 40 bytes,
 * whole characters of any script, '?' for controls and bytes that are
 * not UTF-8, "..." after it when there was more.  size at least 8.
 */
void utf8_quote(const char *text, size_t len, char *buf, size_t size);

/* Write cp (a valid scalar value) as UTF-8 into out; returns 1-4. */
int utf8_encode(uint32_t cp, char out[4]);

/* Simple lowercase / uppercase mapping (UnicodeData fields 13/12); cp itself if none. */
uint32_t uni_lower(uint32_t cp);
uint32_t uni_upper(uint32_t cp);

/* Nonzero if cp has a nonzero canonical combining class (a combining mark). */
int uni_is_mark(uint32_t cp);

/*
 * The canonical composition of starter + mark (the pair NFC would compose,
 * composition exclusions left out), or 0 if none.  The second may also be
 * one of the few starters that compose (U+0B3E in U+0B4B).
 */
uint32_t uni_compose(uint32_t starter, uint32_t mark);

/*
 * The base letter of cp with every combining mark of its full canonical
 * decomposition removed (é -> e, ǘ -> u, ά -> α, й -> и, ё -> е); cp itself
 * if its canonical decomposition is not a starter followed only by marks.
 */
uint32_t uni_base(uint32_t cp);

/*
 * Compose cps[0..n) to NFC in place and return the new length: each run of
 * marks is put in canonical order, then each code point is composed onto
 * the last starter when the pair composes and nothing between blocks it.
 * Nothing is decomposed first, so the result is NFC when the input is NFD
 * or NFC (or a mix of whole characters of either), not when a precomposed
 * letter is followed by a mark that NFC would put inside it.
 */
size_t uni_nfc(uint32_t *cps, size_t n);

#endif
