/*
 * A task of a proof cut up for a cluster engine, as --task names it: its
 * share of the classes the library deals (boggle_proof_run_task).
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

int proof_task_parse(const char *command, const char *text, boggle_proof_task *t)
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
