/* splitmix64 (Steele, Lea and Flood): the generator the benchmark boards use. */
#include "boggle.h"

void boggle_rng_seed(boggle_rng *rng, uint64_t seed)
{
	rng->state = seed;
}

uint64_t boggle_rng_next(boggle_rng *rng)
{
	uint64_t z = (rng->state += 0x9e3779b97f4a7c15ULL);

	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
	z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
	return z ^ (z >> 31);
}

uint32_t boggle_rng_below(boggle_rng *rng, uint32_t n)
{
	return (uint32_t)(boggle_rng_next(rng) % n);
}
