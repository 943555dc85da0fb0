/*
 * A proof's progress on standard error: a line kept up to date on a
 * terminal, or with -v a line a minute in a log.
 */
#ifndef BOGGLE_PROOF_PROGRESS_H
#define BOGGLE_PROOF_PROGRESS_H

#include <stddef.h>
#include <stdint.h>

#include "boggle.h"

typedef struct proof_progress {
	int screen;               /* a terminal: the line redrawn */
	int logging;              /* else, a line a minute */
	double start, last;       /* when the run began, the last line */
} proof_progress;

/* secs as m:ss, or h:mm:ss from an hour. */
void proof_clock(char *buf, size_t size, double secs);
/* Whether a line is due at time at (now(), say). */
int proof_progress_due(const proof_progress *p, double at);
/*
 * The line at time at: classes done (done_here by this run) of classes,
 * the rate, the time left, the best board so far (or NULL).
 */
void proof_progress_show(proof_progress *p, double at, uint64_t done,
			 uint64_t done_here, uint64_t classes,
			 const boggle_proof_board *best);
/* The line wiped off the terminal. */
void proof_progress_clear(const proof_progress *p);

#endif
