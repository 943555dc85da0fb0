/*
 * A proof run: a thread a prover, each proving what proof_deal.c deals
 * it, and the calling thread watching the clock: it ticks for the
 * caller, tells pieces past split_after to hand their work on, and
 * passes a stop on to the threads.
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "proof_run.h"

#define MAX_THREADS 256
/*
 * A piece past split_after is split only once it has run this many
 * times what its tree took to build: each part it hands on builds a tree
 * again, and a piece split sooner would cost its later runs more than
 * it proved.
 */
#define BUILDS_BEFORE_SPLIT 4

static double now(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

static double thread_seconds(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

boggle_code boggle_proof_run_new(boggle_proof_run **run,
				 boggle_prover *const *provers, int n,
				 int32_t min_score)
{
	boggle_proof_run *r;

	*run = NULL;
	if (!provers || n < 1 || n > MAX_THREADS || min_score < 1)
		return BOGGLE_MISUSE;
	if (!(r = calloc(1, sizeof *r)))
		return BOGGLE_NOMEM;
	r->provers = provers;
	r->nprovers = n;
	r->cutoff = min_score;
	r->space = boggle_prover_space(provers[0]);
	r->stride = 1;
	r->sum.bound = -1;
	*run = r;
	return BOGGLE_OK;
}

void boggle_proof_run_free(boggle_proof_run *run)
{
	if (run)
		free(run->drawn);
	free(run);
}

void boggle_proof_run_items(boggle_proof_run *run,
			    const boggle_proof_item *items, size_t n)
{
	run->queue = items;
	run->nqueue = n;
}

boggle_code boggle_proof_run_task(boggle_proof_run *run, uint64_t index,
				  uint64_t count)
{
	if (count < 1 || index >= count)
		return BOGGLE_MISUSE;
	run->first = run->next_id = index;
	run->stride = count;
	run->task = 1;
	return BOGGLE_OK;
}

void boggle_proof_run_skip(boggle_proof_run *run, const uint64_t *ids,
			   size_t n)
{
	run->skip = ids;
	run->nskip = n;
}

void boggle_proof_run_split_after(boggle_proof_run *run, double seconds)
{
	run->split_after = seconds;
}

uint64_t boggle_proof_run_failed(const boggle_proof_run *run)
{
	return run->failed_id;
}

void boggle_proof_run_stats(const boggle_proof_run *run,
			    boggle_prove_stats *stats)
{
	*stats = run->sum;
}

/* What one piece's proof took, added to its class's and the run's. */
static void tally(boggle_proof_run *run, job *j, const boggle_prove_stats *st)
{
	/* each piece's tree bounds its boards: the highest, all */
	if (st->bound > j->bound)
		j->bound = st->bound;
	if (j->bound > run->sum.bound)
		run->sum.bound = j->bound;
	if (st->bytes > run->sum.bytes)
		run->sum.bytes = st->bytes;
	run->sum.trees += st->trees;
	run->sum.candidates += st->candidates;
	if (st->nodes > run->sum.nodes)
		run->sum.nodes = st->nodes;
}

static void *work(void *arg)
{
	worker *w = arg;
	boggle_proof_run *run = w->run;

	pthread_mutex_lock(&run->lock);
	for (;;) {
		boggle_class *cls;
		boggle_prove_stats st;
		boggle_code code;
		double t0;

		if (!deal_take(run, w->prover, &w->job, &cls))
			break;
		run->busy++;
		w->active = 1;
		w->started = now();
		w->trees = boggle_prover_trees(w->prover);
		w->built = -1;
		pthread_mutex_unlock(&run->lock);
		t0 = thread_seconds();
		code = boggle_prover_prove(w->prover, cls, run->cutoff,
					   parts_found, parts_share, w, &w->give,
					   &st);
		boggle_class_free(cls);
		pthread_mutex_lock(&run->lock);
		run->busy--;
		w->active = 0;
		if (w->splitting) {
			w->splitting = 0;
			__atomic_store_n(&w->give, 0, __ATOMIC_RELAXED);
		}
		w->job->seconds += thread_seconds() - t0;
		tally(run, w->job, &st);
		/* stopped by parts_found: no memory, not a search given up */
		if (code == BOGGLE_GAVE_UP && w->oom)
			code = BOGGLE_NOMEM;
		/* or settled by the hold: all of it that was wanted */
		if (code == BOGGLE_GAVE_UP && w->job->settled)
			code = BOGGLE_OK;
		w->oom = 0;
		if (code != BOGGLE_OK)
			parts_fail(run, w->job, code);
		parts_done(run, w->job);
		pthread_cond_broadcast(&run->wake);
	}
	pthread_mutex_unlock(&run->lock);
	return NULL;
}

/*
 * Pieces past split_after, and past BUILDS_BEFORE_SPLIT times their
 * tree's build: told to hand all they hold on.  One still building its
 * tree goes on: it has nothing to hand on but the work it would lose.
 */
static void time_up(boggle_proof_run *run, double at)
{
	int t;

	pthread_mutex_lock(&run->lock);
	for (t = 0; t < run->nworkers; t++) {
		worker *w = &run->workers[t];
		double ran = at - w->started;

		if (!w->active || w->splitting)
			continue;
		if (w->built < 0 && boggle_prover_trees(w->prover) != w->trees)
			w->built = ran;
		if (w->built >= 0 && ran > run->split_after &&
		    ran > BUILDS_BEFORE_SPLIT * w->built) {
			w->splitting = 1;
			__atomic_store_n(&w->give, 1, __ATOMIC_RELAXED);
		}
	}
	pthread_mutex_unlock(&run->lock);
}

/* Asked to stop: no more is dealt, and every thread gives its work up. */
static void stop(boggle_proof_run *run)
{
	int t;

	pthread_mutex_lock(&run->lock);
	run->stopping = 1;
	for (t = 0; t < run->nworkers; t++)
		__atomic_store_n(&run->workers[t].give, 1, __ATOMIC_RELAXED);
	pthread_cond_broadcast(&run->wake);
	pthread_mutex_unlock(&run->lock);
}

/* The threads' work watched till it ends: ticks, splits and a stop. */
static void watch(boggle_proof_run *run, boggle_tick_fn tick, void *ctx)
{
	for (;;) {
		int over;

		pthread_mutex_lock(&run->lock);
		/* after a failure, parts handed over are left where they are */
		over = run->busy == 0 &&
		       (run->failure != BOGGLE_OK || run->stopping ||
			(!run->parts && deal_over(run)));
		pthread_mutex_unlock(&run->lock);
		if (over)
			break;
		if (tick)
			tick(ctx);
		if (run->stop && __atomic_load_n(run->stop, __ATOMIC_RELAXED) &&
		    !run->stopping)
			stop(run);
		if (run->split_after > 0)
			time_up(run, now());
		/* a short split_after is kept to closely */
		nanosleep(&(struct timespec){0, run->split_after > 0 &&
					     run->split_after < 0.2 ?
					     1000000 : 50000000}, NULL);
	}
}

boggle_code proof_run_hold(boggle_proof_run *run, boggle_proven_fn proven,
			   int (*hold)(void *, uint64_t, const char *, int32_t),
			   void *ctx, const int *stop)
{
	boggle_code code;

	run->hold = hold;
	code = boggle_proof_run_go(run, proven, NULL, ctx, stop);
	run->hold = NULL;
	return code;
}

boggle_code boggle_proof_run_go(boggle_proof_run *run, boggle_proven_fn proven,
				boggle_tick_fn tick, void *ctx, const int *stop)
{
	worker workers[MAX_THREADS];
	pthread_t tids[MAX_THREADS];
	int t, started = 0, err = 0;

	memset(workers, 0, sizeof workers);
	for (t = 0; t < run->nprovers; t++) {
		workers[t].run = run;
		workers[t].prover = run->provers[t];
	}
	run->proven = proven;
	run->ctx = ctx;
	run->stop = stop;
	run->workers = workers;
	run->nworkers = run->nprovers;
	pthread_mutex_init(&run->lock, NULL);
	pthread_cond_init(&run->wake, NULL);
	for (t = 0; t < run->nprovers; t++) {
		if ((err = pthread_create(&tids[t], NULL, work, &workers[t])) != 0)
			break;
		started++;
	}
	if (started)
		watch(run, tick, ctx);
	for (t = 0; t < started; t++)
		/* the first started are those pthread_create set */
		/* cppcheck-suppress uninitvar */
		pthread_join(tids[t], NULL);
	parts_drop(run);
	pthread_cond_destroy(&run->wake);
	pthread_mutex_destroy(&run->lock);
	run->workers = NULL;
	run->nworkers = 0;
	if (!started) {
		errno = err;
		return BOGGLE_SYSTEM;
	}
	if (run->stopping)
		return BOGGLE_GAVE_UP;
	return run->failure;
}
