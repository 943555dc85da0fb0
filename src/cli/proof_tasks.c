/*
 * The map from a task to its classes: positions of the library's shuffle
 * (boggle_shuffle), so that each task gets a fair mix of quick and slow
 * classes, computed for its own positions alone.
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

int proof_task_share(uint64_t n, const proof_task *t, uint64_t **got,
		     size_t *len)
{
	uint64_t p, k = 0, most = n / t->count + 1;

	*len = 0;
	if (!(*got = malloc((size_t)most * sizeof **got)))
		return -1;
	for (p = t->index; p < n; p += t->count)
		(*got)[k++] = boggle_shuffle(n, p);
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
		uint64_t id = boggle_shuffle(space, p);

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
