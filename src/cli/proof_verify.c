/*
 * A class proven again.  Merge checks that each board a record lists is
 * real; only proving the class again shows that its records list them
 * all.  A class is proven whole, however its records split it into parts,
 * and the boards found are held against every board its records list:
 * so a proof split fine gains no place to hide a board from a sample.
 */
#include <stdlib.h>
#include <string.h>

#include "messages.h"
#include "proof_verify.h"

/* One class to prove again, and what came of it. */
typedef struct check {
	size_t first, n;          /* its records: got->done[first ..] */
	size_t found, missing, extra;
	proof_board first_missing, first_extra;
} check;

typedef struct run {
	const proof_resumed *got;
	check *checks;            /* those drawn, in id order */
	size_t n;
	proof_board *listed;      /* one class's listed boards at a time */
	size_t cap;
} run;

static check *check_of(run *r, uint64_t id)
{
	size_t lo = 0, hi = r->n;

	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;

		if (r->got->done[r->checks[mid].first].id < id)
			lo = mid + 1;
		else
			hi = mid;
	}
	return lo < r->n && r->got->done[r->checks[lo].first].id == id ?
		&r->checks[lo] : NULL;
}

/* Class cls proven again: its boards held against its records'. */
static boggle_code on_proven(void *ctx, const boggle_proven *cls)
{
	run *r = ctx;
	const proof_resumed *got = r->got;
	check *c = check_of(r, cls->id);
	size_t i, j, k, nlisted = 0;

	if (!c)
		return BOGGLE_MISUSE; /* not a class asked for */
	for (k = 0; k < c->n; k++)
		nlisted += got->done[c->first + k].nboards;
	if (nlisted > r->cap) {
		proof_board *n = realloc(r->listed, nlisted * sizeof *n);

		if (!n)
			return BOGGLE_NOMEM;
		r->listed = n;
		r->cap = nlisted;
	}
	for (k = 0, nlisted = 0; k < c->n; k++) {
		const proof_key *key = &got->done[c->first + k];

		if (!key->nboards)
			continue; /* r->listed may be NULL yet */
		memcpy(r->listed + nlisted, got->boards + key->first_board,
		       key->nboards * sizeof *r->listed);
		nlisted += key->nboards;
	}
	/* turns of one board listed by two parts are one board */
	nlisted = boggle_proof_boards_sort(r->listed, nlisted);
	c->found = cls->nboards;
	for (i = 0, j = 0; i < cls->nboards || j < nlisted;) {
		int d = i == cls->nboards ? 1 : j == nlisted ? -1 :
			proof_board_order(&cls->boards[i], &r->listed[j]);

		if (d < 0 && !c->missing++)
			c->first_missing = cls->boards[i];
		if (d > 0 && !c->extra++)
			c->first_extra = r->listed[j];
		i += d <= 0;
		j += d >= 0;
	}
	return BOGGLE_OK;
}

static int class_order(const void *a, const void *b)
{
	const check *x = a, *y = b;

	return (x->first > y->first) - (x->first < y->first);
}

/* What differs in one class, said in a line or two; or why it could
   not be proven (code). */
static int report(const char *cmd, const run *r, const check *c,
		  char *const *paths, boggle_code code)
{
	const proof_key *k = &r->got->done[c->first];
	const char *parts = c->n > 1 ? ", its parts with it" : "";

	if (code != BOGGLE_OK)
		cli_error("%s: %s: line %zu: class %llu%s: could not be proven "
			  "again: %s", cmd, paths[k->file], k->line,
			  (unsigned long long)k->id, parts,
			  boggle_strerror(code));
	if (c->missing)
		cli_error("%s: %s: line %zu: class %llu%s: proven again, %zu "
			  "boards; its records leave out %zu, such as %s (%ld)",
			  cmd, paths[k->file], k->line,
			  (unsigned long long)k->id, parts, c->found,
			  c->missing, c->first_missing.board,
			  (long)c->first_missing.score);
	if (c->extra)
		cli_error("%s: %s: line %zu: class %llu%s: proven again, %zu "
			  "boards; its records list %zu more, such as %s (%ld)",
			  cmd, paths[k->file], k->line,
			  (unsigned long long)k->id, parts, c->found, c->extra,
			  c->first_extra.board, (long)c->first_extra.score);
	return code != BOGGLE_OK || c->missing || c->extra;
}

int proof_verify(const char *cmd, const proof_header *h,
		 boggle_prover **provers, int threads, const proof_resumed *got,
		 char *const *paths, uint64_t sample, uint64_t seed,
		 size_t *proven, size_t *classes)
{
	boggle_proof_run *pr;
	boggle_proof_item *items;
	boggle_code code;
	run r;
	check *all;
	size_t i, n = 0;
	int status = EXIT_OK;

	*proven = *classes = 0;
	memset(&r, 0, sizeof r);
	r.got = got;
	/* the classes: runs of records of one id, in ledger order */
	all = calloc(got->ndone ? got->ndone : 1, sizeof *all);
	items = calloc(got->ndone ? got->ndone : 1, sizeof *items);
	if (!all || !items ||
	    boggle_proof_run_new(&pr, provers, threads, h->cutoff) !=
	    BOGGLE_OK) {
		free(all);
		free(items);
		cli_error("%s: %s", cmd, boggle_strerror(BOGGLE_NOMEM));
		return EXIT_IO;
	}
	for (i = 0; i < got->ndone; i++) {
		if (!n || got->done[i].id != got->done[all[n - 1].first].id)
			all[n++].first = i;
		all[n - 1].n++;
	}
	*classes = n;
	r.n = sample && sample < n ? (size_t)sample : n;
	/* the first r.n of a shuffle, by seed */
	{
		boggle_rng rng;

		boggle_rng_seed(&rng, seed);
		for (i = 0; i < r.n; i++) {
			size_t j = i + (size_t)(boggle_rng_next(&rng) % (n - i));
			check x = all[i];

			all[i] = all[j];
			all[j] = x;
		}
	}
	r.checks = all;
	qsort(r.checks, r.n, sizeof *r.checks, class_order);
	for (i = 0; i < r.n; i++)
		items[i].id = got->done[r.checks[i].first].id;
	boggle_proof_run_items(pr, items, r.n);
	code = boggle_proof_run_go(pr, on_proven, NULL, &r, NULL);
	if (code == BOGGLE_SYSTEM) {
		cli_error("%s: could not start a thread", cmd);
		status = EXIT_IO;
	} else if (code != BOGGLE_OK) {
		const check *c = check_of(&r, boggle_proof_run_failed(pr));

		if (c)
			report(cmd, &r, c, paths, code);
		else
			cli_error("%s: class %llu: %s", cmd, (unsigned long long)
				  boggle_proof_run_failed(pr),
				  boggle_strerror(code));
		status = EXIT_IO;
	}
	for (i = 0; i < r.n; i++)
		if (report(cmd, &r, &r.checks[i], paths, BOGGLE_OK))
			status = EXIT_IO;
	boggle_proof_run_free(pr);
	free(r.listed);
	free(items);
	free(all);
	*proven = r.n;
	return status;
}
