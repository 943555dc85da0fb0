/*
 * SHA-256: a 256-bit digest of any run of bytes, fed in pieces of any
 * size.  Internal.
 */
#ifndef BOGGLE_SHA256_H
#define BOGGLE_SHA256_H

#include <stddef.h>
#include <stdint.h>

/* A digest under way: the state so far, and the bytes not yet hashed. */
typedef struct sha256 {
	uint32_t h[8];            /* the chaining state */
	uint64_t bytes;           /* bytes fed so far */
	unsigned char block[64];  /* a block being filled */
	size_t used;              /* bytes of it filled */
} sha256;

void sha256_start(sha256 *s);
/* Feeds len bytes; any split of a message gives the same digest. */
void sha256_add(sha256 *s, const void *data, size_t len);
/* Pads, finishes and writes the digest; start again to reuse s. */
void sha256_end(sha256 *s, unsigned char digest[32]);
/* the digest as 64 lowercase hex digits and a NUL */
void sha256_hex(const unsigned char digest[32], char hex[65]);

#endif
