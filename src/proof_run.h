/*
 * A proof run's insides, shared by its files: what is dealt to the
 * threads (proof_deal.c), the classes under way and the parts they hand
 * over (proof_parts.c), and the threads and their clock (proof_run.c).
 * Internal to the library.
 */
#ifndef BOGGLE_PROOF_RUN_H
#define BOGGLE_PROOF_RUN_H

#include <pthread.h>
#include <stddef.h>
#include <stdint.h>

#include "boggle.h"

typedef struct proof_boards {
	boggle_proof_board *at;
	size_t len, cap;
} proof_boards;

/* A class being proven, perhaps in parts by several threads. */
typedef struct job {
	uint64_t id;
	const char *part;  /* a part of the class split off before, or NULL */
	int pending;       /* parts not yet proven */
	int64_t bound;
	double seconds;    /* CPU time */
	proof_boards found;
	char **split;      /* parts handed on to a later wave of tasks */
	size_t nsplit, split_cap;
	int failed;        /* a part of it could not be proven */
	int settled;       /* the run's hold said no more of it is needed */
} job;

/* A part of a class one thread gave away, for another to prove. */
typedef struct part {
	job *job;
	boggle_class *cls;
	struct part *next;
} part;

typedef struct worker {
	boggle_proof_run *run;
	boggle_prover *prover;
	job *job;                 /* the one being proven */
	int give;                 /* read by its prover, atomically */
	int splitting;            /* past split_after: give all away */
	int oom;                  /* a board found could not be kept */
	int active;
	double started;           /* when the piece in hand was taken */
	uint64_t trees;           /* its prover's trees before it */
	double built;             /* how long its tree took, or -1 till built */
} worker;

struct boggle_proof_run {
	boggle_prover *const *provers;
	int nprovers;
	int32_t cutoff;
	uint64_t space;
	const uint64_t *skip;     /* class ids not to prove, sorted */
	size_t nskip;
	const boggle_proof_item *queue; /* what to prove, or NULL for all */
	boggle_proof_item *drawn; /* a sample's, the run's own */
	size_t nqueue;
	uint64_t first, stride;   /* the task's places: first, first + stride... */
	int task;                 /* a task's share, items taken by shuffle */
	double split_after;       /* seconds a piece may run, or 0 */
	boggle_proven_fn proven;
	void *ctx;
	/*
	 * Within the library, boards found may be held as they come instead
	 * of kept (proof_verify.c): 0 goes on, non-zero settles the class,
	 * which is then never reported.  Called under the lock.
	 */
	int (*hold)(void *ctx, uint64_t id, const char *board, int32_t score);
	const int *stop;
	boggle_prove_stats sum;   /* trees, boards scored: added up; the
				     largest tree's nodes and bytes */

	pthread_mutex_t lock;
	pthread_cond_t wake;
	uint64_t next_id;         /* the next place in the shuffle of ids,
				     or of the items */
	part *parts;
	int busy;
	int stopping;             /* asked to stop: parts given are dropped */
	worker *workers;
	int nworkers;
	boggle_code failure;
	uint64_t failed_id;
};

/* proof_deal.c: the next piece of work, under the lock; 0 for none. */
int deal_take(boggle_proof_run *run, boggle_prover *prover, job **j,
	      boggle_class **cls);
/* Whether nothing is left to deal, under the lock. */
int deal_over(const boggle_proof_run *run);

/* proof_run.c: the run, holding its boards with hold (see above) */
boggle_code proof_run_hold(boggle_proof_run *run, boggle_proven_fn proven,
			   int (*hold)(void *, uint64_t, const char *, int32_t),
			   void *ctx, const int *stop);

/* proof_parts.c: the callbacks of a worker's prover */
int parts_found(void *ctx, const boggle_board *board, int32_t score);
void parts_share(void *ctx, boggle_class *cls);
/* A class's first failure, kept as the run's if it is the first. */
void parts_fail(boggle_proof_run *run, job *j, boggle_code code);
/* A piece of j ended: j finished when it was its last, under the lock. */
void parts_done(boggle_proof_run *run, job *j);
/* The parts never proven, after a run that failed or stopped. */
void parts_drop(boggle_proof_run *run);

#endif
