/*
 * SipHash-2-4 (Aumasson and Bernstein): a 64-bit hash under a 128-bit
 * key that nobody without the key can make come out as they want.  The
 * cache of compiled lists seals each file's header with it under a key
 * of the user's own, so that only files this library wrote there are
 * taken without the whole walk; with a key of zeros it is a plain hash.
 */
#include "internal.h"

static uint64_t rotl(uint64_t x, int b)
{
	return x << b | x >> (64 - b);
}

/* Bytes p[0, n), n at most 8, as a little-endian number. */
static uint64_t little_endian(const unsigned char *p, size_t n)
{
	uint64_t x = 0;

	while (n-- > 0)
		x = x << 8 | p[n];
	return x;
}

typedef struct sip {
	uint64_t v0, v1, v2, v3;
} sip;

static void rounds(sip *s, int n)
{
	while (n-- > 0) {
		s->v0 += s->v1;
		s->v1 = rotl(s->v1, 13) ^ s->v0;
		s->v0 = rotl(s->v0, 32);
		s->v2 += s->v3;
		s->v3 = rotl(s->v3, 16) ^ s->v2;
		s->v0 += s->v3;
		s->v3 = rotl(s->v3, 21) ^ s->v0;
		s->v2 += s->v1;
		s->v1 = rotl(s->v1, 17) ^ s->v2;
		s->v2 = rotl(s->v2, 32);
	}
}

static void absorb(sip *s, uint64_t m)
{
	s->v3 ^= m;
	rounds(s, 2);
	s->v0 ^= m;
}

uint64_t siphash(const unsigned char key[SIPHASH_KEY], const void *data,
		 size_t len)
{
	const unsigned char *p = data;
	uint64_t k0 = little_endian(key, 8), k1 = little_endian(key + 8, 8);
	/* "somepseudorandomlygeneratedbytes", as the definition starts */
	sip s = {k0 ^ 0x736f6d6570736575u, k1 ^ 0x646f72616e646f6du,
		 k0 ^ 0x6c7967656e657261u, k1 ^ 0x7465646279746573u};
	size_t rest = len % 8, i;

	for (i = 0; i + 8 <= len; i += 8)
		absorb(&s, little_endian(p + i, 8));
	absorb(&s, (uint64_t)len << 56 | little_endian(p + i, rest));
	s.v2 ^= 0xff;
	rounds(&s, 4);
	return s.v0 ^ s.v1 ^ s.v2 ^ s.v3;
}
