/*
 * SHA-256 (FIPS 180-4): the message in 64-byte blocks, each mixed into
 * eight 32-bit words over 64 rounds.  Words are read and written
 * big-endian a byte at a time, so it gives the same digest on any host.
 */
#include <string.h>

#include "sha256.h"

/* The first 32 bits of the fractional parts of the cube roots of the
 * first 64 primes. */
static const uint32_t k[64] = {
	0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1,
	0x923f82a4, 0xab1c5ed5, 0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3,
	0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174, 0xe49b69c1, 0xefbe4786,
	0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
	0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147,
	0x06ca6351, 0x14292967, 0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13,
	0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85, 0xa2bfe8a1, 0xa81a664b,
	0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
	0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a,
	0x5b9cca4f, 0x682e6ff3, 0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208,
	0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
};

static uint32_t rotr(uint32_t x, int n)
{
	return x >> n | x << (32 - n);
}

static uint32_t load32(const unsigned char *p)
{
	return (uint32_t)p[0] << 24 | (uint32_t)p[1] << 16 |
	       (uint32_t)p[2] << 8 | p[3];
}

static void store32(unsigned char *p, uint32_t x)
{
	p[0] = (unsigned char)(x >> 24);
	p[1] = (unsigned char)(x >> 16);
	p[2] = (unsigned char)(x >> 8);
	p[3] = (unsigned char)x;
}

/* Mixes one 64-byte block into the state. */
static void compress(uint32_t h[8], const unsigned char *block)
{
	uint32_t w[64], v[8];
	size_t t;

	for (t = 0; t < 16; t++)
		w[t] = load32(block + 4 * t);
	for (; t < 64; t++) {
		uint32_t s0 = rotr(w[t - 15], 7) ^ rotr(w[t - 15], 18) ^
			      w[t - 15] >> 3;
		uint32_t s1 = rotr(w[t - 2], 17) ^ rotr(w[t - 2], 19) ^
			      w[t - 2] >> 10;

		w[t] = w[t - 16] + s0 + w[t - 7] + s1;
	}
	memcpy(v, h, sizeof v);
	for (t = 0; t < 64; t++) {
		/* v[0..7] are a..h */
		uint32_t e = v[4], a = v[0];
		uint32_t t1 = v[7] + (rotr(e, 6) ^ rotr(e, 11) ^ rotr(e, 25)) +
			      ((e & v[5]) ^ (~e & v[6])) + k[t] + w[t];
		uint32_t t2 = (rotr(a, 2) ^ rotr(a, 13) ^ rotr(a, 22)) +
			      ((a & v[1]) ^ (a & v[2]) ^ (v[1] & v[2]));

		memmove(v + 1, v, 7 * sizeof v[0]);
		v[4] += t1;
		v[0] = t1 + t2;
	}
	for (t = 0; t < 8; t++)
		h[t] += v[t];
}

void sha256_start(sha256 *s)
{
	/* the first 32 bits of the fractional parts of the square roots of
	 * the first 8 primes */
	static const uint32_t h0[8] = {
		0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a,
		0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19,
	};

	memcpy(s->h, h0, sizeof s->h);
	s->bytes = 0;
	s->used = 0;
}

void sha256_add(sha256 *s, const void *data, size_t len)
{
	const unsigned char *p = data;

	s->bytes += len;
	while (len > 0) {
		size_t n = 64 - s->used;

		if (s->used == 0 && len >= 64) {
			/* a whole block straight from the caller's bytes */
			compress(s->h, p);
			p += 64;
			len -= 64;
			continue;
		}
		if (n > len)
			n = len;
		memcpy(s->block + s->used, p, n);
		s->used += n;
		p += n;
		len -= n;
		if (s->used == 64) {
			compress(s->h, s->block);
			s->used = 0;
		}
	}
}

void sha256_end(sha256 *s, unsigned char digest[32])
{
	uint64_t bits = s->bytes * 8;
	size_t i;

	/* a 1 bit, zeros to 56 bytes into a block, then the length in bits */
	s->block[s->used++] = 0x80;
	if (s->used > 56) {
		memset(s->block + s->used, 0, 64 - s->used);
		compress(s->h, s->block);
		s->used = 0;
	}
	memset(s->block + s->used, 0, 56 - s->used);
	store32(s->block + 56, (uint32_t)(bits >> 32));
	store32(s->block + 60, (uint32_t)bits);
	compress(s->h, s->block);
	for (i = 0; i < 8; i++)
		store32(digest + 4 * i, s->h[i]);
}

void sha256_hex(const unsigned char digest[32], char hex[65])
{
	static const char digits[] = "0123456789abcdef";
	size_t i;

	for (i = 0; i < 32; i++) {
		hex[2 * i] = digits[digest[i] >> 4];
		hex[2 * i + 1] = digits[digest[i] & 15];
	}
	hex[64] = '\0';
}
