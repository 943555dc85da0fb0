/*
 * The ledger of a proof made of many files: which records account for
 * which classes, what is missing or there twice, and which parts split
 * off by tasks are still to be proven.
 */
#ifndef BOGGLE_PROOF_LEDGER_H
#define BOGGLE_PROOF_LEDGER_H

#include "boggle.h"
#include "proof_file.h"

/* Put got's records and split parts in order: by class, then part. */
void ledger_sort(proof_resumed *got);
/*
 * The parts split off that no record proves, in order: indexes into
 * got->split, which ledger_sort has ordered; *todo is the caller's.
 */
int ledger_pending(const proof_resumed *got, size_t **todo, size_t *len);
/* Remember which task of which count file f was, to name those missing. */
typedef struct ledger_tasks {
	uint64_t count;           /* the classes' tasks' count; 0: none yet */
	unsigned char *seen;      /* a flag each */
	int mixed;                /* tasks of different counts */
} ledger_tasks;
int ledger_task_seen(ledger_tasks *t, const proof_file_task *task);
/*
 * Whether every canonical class is accounted for exactly once, through
 * its parts where it was split: 0, or 1 after saying on stderr what is
 * missing or there more than once (files named from paths).  With
 * pending, parts split off and not yet proven are no fault: they are
 * the next wave's.
 */
int ledger_check(const char *cmd, const proof_resumed *got,
		 const boggle_prover *prover, char *const *paths,
		 const ledger_tasks *tasks, int pending);

#endif
