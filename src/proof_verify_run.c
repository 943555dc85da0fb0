/*
 * Classes of a proof proven again in a proof run's threads, a slow class
 * shared among them as in a proof, each board found held against its
 * class's records as it comes.  Apart from proof_verify.c, for the
 * builds that have threads.
 */
#include <stdlib.h>
#include <string.h>

#include "proof.h"
#include "proof_run.h"

/* The drawn classes' holders, one a check, while a run proves them. */
typedef struct verifying {
	boggle_proof *proof;
	holder *holders;
} verifying;

static int verify_hold(void *ctx, uint64_t id, const char *board,
		       int32_t score)
{
	verifying *v = ctx;
	proof_check *c = check_of(v->proof, id);
	holder *h = &v->holders[c - v->proof->checks];

	if (holder_board(h, board, score)) {
		/* settled: its result is in */
		c->proven = 1;
		c->diff.code = BOGGLE_OK;
		return 1;
	}
	return 0;
}

static boggle_code verify_proven(void *ctx, const boggle_proven *cls)
{
	verifying *v = ctx;
	proof_check *c = check_of(v->proof, cls->id);

	if (!c)
		return BOGGLE_MISUSE; /* not a class asked for */
	holder_end(&v->holders[c - v->proof->checks]);
	c->proven = 1;
	c->diff.code = BOGGLE_OK;
	return BOGGLE_OK;
}

boggle_code boggle_proof_verify(boggle_proof *proof,
				boggle_prover *const *provers, int n,
				const int *stop)
{
	boggle_proof_run *run = NULL;
	boggle_proof_item *items;
	verifying v = {proof, NULL};
	boggle_code code = BOGGLE_NOMEM;
	size_t i;

	proof_hush(proof);
	items = calloc(proof->nchecks ? proof->nchecks : 1, sizeof *items);
	v.holders = calloc(proof->nchecks ? proof->nchecks : 1,
			   sizeof *v.holders);
	if (!items || !v.holders)
		goto out;
	for (i = 0; i < proof->nchecks; i++) {
		proof_check *c = &proof->checks[i];

		memset(&c->diff, 0, sizeof c->diff);
		c->diff.id = proof->done[c->first].id;
		c->proven = 0;
		if (holder_of(proof, c, &v.holders[i]) < 0)
			goto out;
		v.holders[i].diff = &c->diff;
		items[i].id = c->diff.id;
	}
	if ((code = boggle_proof_run_new(&run, provers, n, proof->cutoff)) !=
	    BOGGLE_OK)
		goto out;
	boggle_proof_run_items(run, items, proof->nchecks);
	code = proof_run_hold(run, verify_proven, verify_hold, &v, stop);
	if (code != BOGGLE_OK && code != BOGGLE_SYSTEM && code != BOGGLE_GAVE_UP) {
		proof_check *c = check_of(proof, boggle_proof_run_failed(run));

		if (c) {
			c->proven = 1;
			c->diff.code = code;
			code = BOGGLE_OK;
		}
	}
out:
	boggle_proof_run_free(run);
	for (i = 0; v.holders && i < proof->nchecks; i++) {
		free(v.holders[i].listed);
		free(v.holders[i].seen);
	}
	free(v.holders);
	free(items);
	return code;
}

