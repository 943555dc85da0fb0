/*
 * The map from a task to its classes.  Ids are shuffled so that each
 * task gets a fair mix of quick and slow classes (neighbouring ids share
 * most of their buckets, and so their cost): a four-round Feistel network
 * over the ids' bits, walked again while it lands past the last id, is a
 * bijection that any task computes for its own positions alone, without
 * listing the whole space.
 */
#include <stdlib.h>
#include <string.h>

#include "arguments.h"
#include "messages.h"
#include "proof_tasks.h"

/* The engines' variables, in the order they are looked for. */
static const struct {
	const char *name;
	int first;                /* the index of the first task */
} engines[] = {
	{"SLURM_ARRAY_TASK_ID", 0},
	{"JOB_COMPLETION_INDEX", 0},
	{"PARALLEL_SEQ", 1},
	/* the same, as some write it */
	{"PARALLEL_SEQN", 1},
};

int proof_task_parse(const char *command, const char *text, proof_task *t)
{
	const char *slash = strchr(text, '/');
	char index[32], q[64];
	long long i, n;
	size_t k;

	if (!slash || (size_t)(slash - text) >= sizeof index) {
		cli_usage_error(command, "--task: %s is not I/N or env/N",
				cli_quote(text, strlen(text), q, sizeof q));
		return -1;
	}
	if (cli_number(command, "--task", slash + 1, 1, 1000000000, &n) < 0)
		return -1;
	memcpy(index, text, (size_t)(slash - text));
	index[slash - text] = '\0';
	if (strcmp(index, "env") == 0) {
		const char *v = NULL;

		for (k = 0; k < sizeof engines / sizeof engines[0] && !v; k++)
			v = getenv(engines[k].name);
		if (!v) {
			cli_usage_error(command, "--task %s: none of "
					"SLURM_ARRAY_TASK_ID, JOB_COMPLETION_INDEX "
					"and PARALLEL_SEQ is set", text);
			return -1;
		}
		k--;
		if (cli_number(command, engines[k].name, v, engines[k].first,
			       n - 1 + engines[k].first, &i) < 0)
			return -1;
		i -= engines[k].first;
	} else if (cli_number(command, "--task", index, 0, n - 1, &i) < 0) {
		return -1;
	}
	t->index = (uint64_t)i;
	t->count = (uint64_t)n;
	return 0;
}

static uint64_t mix(uint64_t x)
{
	x ^= x >> 30;
	x *= 0xbf58476d1ce4e5b9u;
	x ^= x >> 27;
	x *= 0x94d049bb133111ebu;
	return x ^ (x >> 31);
}

uint64_t proof_task_shuffle(uint64_t n, uint64_t p)
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

int proof_task_share(uint64_t n, const proof_task *t, uint64_t **got,
		     size_t *len)
{
	uint64_t p, k = 0, most = n / t->count + 1;

	*len = 0;
	if (!(*got = malloc((size_t)most * sizeof **got)))
		return -1;
	for (p = t->index; p < n; p += t->count)
		(*got)[k++] = proof_task_shuffle(n, p);
	*len = (size_t)k;
	return 0;
}

int proof_task_classes(const boggle_prover *prover, const proof_task *t,
		       uint64_t **ids, size_t *len)
{
	uint64_t p, space = boggle_prover_space(prover);
	size_t cap = 1024;

	/* kept as found: most of a share's ids are turns of other classes */
	*len = 0;
	if (!(*ids = malloc(cap * sizeof **ids)))
		return -1;
	for (p = t->index; p < space; p += t->count) {
		uint64_t id = proof_task_shuffle(space, p);

		if (!boggle_prover_canonical(prover, id))
			continue;
		if (*len == cap) {
			uint64_t *n = realloc(*ids, (cap *= 2) * sizeof *n);

			if (!n) {
				free(*ids);
				*ids = NULL;
				return -1;
			}
			*ids = n;
		}
		(*ids)[(*len)++] = id;
	}
	return 0;
}
