/*
 * A proof cut into tasks for a cluster engine: task I of N, and the map
 * from an index to its share of the classes, the same on every machine.
 */
#ifndef BOGGLE_PROOF_TASKS_H
#define BOGGLE_PROOF_TASKS_H

#include <stddef.h>
#include <stdint.h>

#include "boggle.h"

typedef struct proof_task {
	uint64_t index, count;    /* task index of count, 0-based */
} proof_task;

/*
 * "I/N", or "env/N" for the index an engine hands its task in the
 * environment: SLURM_ARRAY_TASK_ID, JOB_COMPLETION_INDEX (both from 0)
 * or PARALLEL_SEQ (GNU parallel's, from 1; or PARALLEL_SEQN).  Reports
 * and returns -1.
 */
int proof_task_parse(const char *command, const char *text, proof_task *t);

/*
 * The items of a list of n that task t runs, in the order it runs them:
 * position p of the list's shuffle (p = index, index + count, ...)
 * holds item boggle_shuffle(n, p).  *got is the caller's to free.
 */
int proof_task_share(uint64_t n, const proof_task *t, uint64_t **got,
		     size_t *len);

/*
 * The canonical classes task t proves: ids of the shuffled space that
 * come first among their rotations and reflections.
 */
int proof_task_classes(const boggle_prover *prover, const proof_task *t,
		       uint64_t **ids, size_t *len);

#endif
