/* A proof cut into tasks for a cluster engine: task I of N. */
#ifndef BOGGLE_PROOF_TASKS_H
#define BOGGLE_PROOF_TASKS_H

#include "boggle.h"

/*
 * "I/N", or "env/N" for the index an engine hands its task in the
 * environment: SLURM_ARRAY_TASK_ID, JOB_COMPLETION_INDEX (both from 0)
 * or PARALLEL_SEQ (GNU parallel's, from 1; or PARALLEL_SEQN).  Reports
 * and returns -1.
 */
int proof_task_parse(const char *command, const char *text,
		     boggle_proof_task *t);

#endif
