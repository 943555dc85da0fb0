/*
 * What a proof run's threads prove next: a part another thread gave
 * away, then the next item or the next class in the shuffle, and once
 * those run out, a wait for the busy threads to give some of theirs.
 */
#include <stdlib.h>
#include <string.h>

#include "proof_run.h"
#include "prove.h"

static int was_skipped(const boggle_proof_run *run, uint64_t id)
{
	size_t lo = 0, hi = run->nskip;

	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;

		if (run->skip[mid] < id)
			lo = mid + 1;
		else
			hi = mid;
	}
	return lo < run->nskip && run->skip[lo] == id;
}

/* A new class, or part of one, as a job and its class. */
static int start(boggle_proof_run *run, boggle_prover *prover, uint64_t id,
		 const char *text, job **j, boggle_class **cls)
{
	job *n = calloc(1, sizeof *n);
	boggle_code code;

	if (!n) {
		run->failure = BOGGLE_NOMEM;
		return 0;
	}
	code = text ? boggle_class_parse(cls, prover->lang, prover->rows,
					 prover->cols, text, strlen(text), NULL) :
		      boggle_prover_class(prover, id, cls);
	if (code != BOGGLE_OK) {
		free(n);
		run->failure = code;
		run->failed_id = id;
		return 0;
	}
	n->id = id;
	n->part = text;
	n->pending = 1;
	n->bound = -1;
	*j = n;
	return 1;
}

/* The class at the shuffle's next place. */
static uint64_t next_class(const boggle_proof_run *run)
{
	return boggle_shuffle(run->space, run->next_id);
}

int deal_over(const boggle_proof_run *run)
{
	return run->next_id >= (run->queue ? run->nqueue : run->space);
}

/* Whether id is in the set (2^bits slots, id + 1 each, 0 empty); put if not. */
static int drawn_before(uint64_t *set, int bits, uint64_t id)
{
	size_t mask = ((size_t)1 << bits) - 1;
	size_t h = (size_t)((id * 0x9e3779b97f4a7c15u) >> (64 - bits));

	for (; set[h]; h = (h + 1) & mask)
		if (set[h] == id + 1)
			return 1;
	set[h] = id + 1;
	return 0;
}

boggle_code boggle_proof_run_sample(boggle_proof_run *run, uint64_t n,
				    uint64_t seed)
{
	boggle_rng rng;
	boggle_proof_item *items;
	uint64_t tries = 0, *set;
	size_t k = 0;
	int bits = 4;

	if (n > boggle_prover_classes(run->provers[0]))
		n = boggle_prover_classes(run->provers[0]);
	/* each id once, in the order drawn: a set of twice n slots */
	while (((uint64_t)1 << bits) < 2 * n)
		bits++;
	items = calloc(n ? (size_t)n : 1, sizeof *items);
	set = calloc((size_t)1 << bits, sizeof *set);
	if (!items || !set) {
		free(items);
		free(set);
		return BOGGLE_NOMEM;
	}
	boggle_rng_seed(&rng, seed);
	while (k < n && tries++ < 1000 * n + 100000) {
		uint64_t id = boggle_rng_next(&rng) % run->space;

		if (boggle_prover_canonical(run->provers[0], id) &&
		    !drawn_before(set, bits, id))
			items[k++].id = id;
	}
	free(set);
	free(run->drawn);
	run->drawn = items;
	boggle_proof_run_items(run, items, k);
	return BOGGLE_OK;
}

uint64_t boggle_proof_run_size(const boggle_proof_run *run)
{
	uint64_t p, n = 0;

	if (run->queue)
		return run->nqueue > run->first ?
		       (run->nqueue - run->first - 1) / run->stride + 1 : 0;
	if (!run->task)
		return boggle_prover_classes(run->provers[0]) - run->nskip;
	for (p = run->first; p < run->space; p += run->stride)
		n += boggle_prover_canonical(run->provers[0],
					     boggle_shuffle(run->space, p)) &&
		     !was_skipped(run, boggle_shuffle(run->space, p));
	return n;
}

int deal_take(boggle_proof_run *run, boggle_prover *prover, job **j,
	      boggle_class **cls)
{
	for (;;) {
		int t;

		if (run->stop && __atomic_load_n(run->stop, __ATOMIC_RELAXED))
			run->stopping = 1;
		if (run->failure != BOGGLE_OK || run->stopping)
			return 0;
		if (run->parts) {
			part *pt = run->parts;

			run->parts = pt->next;
			*j = pt->job;
			*cls = pt->cls;
			free(pt);
			return 1;
		}
		if (run->queue && run->next_id < run->nqueue) {
			const boggle_proof_item *it = &run->queue[run->task ?
				boggle_shuffle(run->nqueue, run->next_id) :
				run->next_id];

			run->next_id += run->stride;
			return start(run, prover, it->id, it->part, j, cls);
		}
		/*
		 * The classes in the shuffled order, not by id: a mix of quick
		 * and slow ones all along, so that the rate a progress line
		 * shows, and the time left, hold for the rest.
		 */
		while (!run->queue && run->next_id < run->space &&
		       (!boggle_prover_canonical(prover, next_class(run)) ||
			was_skipped(run, next_class(run))))
			run->next_id += run->stride;
		if (!run->queue && run->next_id < run->space) {
			uint64_t id = next_class(run);

			run->next_id += run->stride;
			return start(run, prover, id, NULL, j, cls);
		}
		if (run->busy == 0) {
			pthread_cond_broadcast(&run->wake);
			return 0;
		}
		/* nothing left but what others hold: ask them for some */
		for (t = 0; t < run->nworkers; t++)
			__atomic_store_n(&run->workers[t].give, 1, __ATOMIC_RELAXED);
		pthread_cond_wait(&run->wake, &run->lock);
	}
}
