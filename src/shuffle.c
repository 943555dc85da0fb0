/*
 * A fixed shuffle of 0 .. n - 1, for dealing classes.  Ids are shuffled
 * so that a run, or each task of a proof cut into tasks, gets a fair mix
 * of quick and slow classes (neighbouring ids share most of their
 * buckets, and so their cost): a four-round Feistel network over the
 * ids' bits, walked again while it lands past the last id, is a
 * bijection that any task computes for its own positions alone, without
 * listing the whole space.
 */
#include "boggle.h"

static uint64_t mix(uint64_t x)
{
	x ^= x >> 30;
	x *= 0xbf58476d1ce4e5b9u;
	x ^= x >> 27;
	x *= 0x94d049bb133111ebu;
	return x ^ (x >> 31);
}

uint64_t boggle_shuffle(uint64_t n, uint64_t p)
{
	int bits = 2, half, r;
	uint64_t mask;

	while (bits < 64 && (1ull << bits) < n)
		bits += 2;
	half = bits / 2;
	mask = (1ull << half) - 1;
	/* p < n <= 2^bits, so walking on stays below n: a cycle holds p */
	do {
		uint64_t left = p >> half, right = p & mask;

		for (r = 0; r < 4; r++) {
			uint64_t next = left ^ (mix(right ^ (uint64_t)r << 40 ^
						   0x626f67676c65u) & mask);

			left = right;
			right = next;
		}
		p = left << half | right;
	} while (p >= n);
	return p;
}
