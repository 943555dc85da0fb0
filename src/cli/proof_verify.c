/*
 * A class proven again.  Merge checks that each board a record lists is
 * real; only proving the class again shows that its records list them
 * all.  A class is proven whole, however its records split it into parts,
 * and the boards found are held against every board its records list:
 * so a proof split fine gains no place to hide a board from a sample.
 */
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

#include "messages.h"
#include "proof_verify.h"

/* One class to prove again, and what came of it. */
typedef struct check {
	size_t first, n;          /* its records: got->done[first ..] */
	boggle_code code;
	size_t found, missing, extra;
	proof_board first_missing, first_extra;
} check;

typedef struct found {
	proof_board *at;
	size_t len, cap;
	int oom;
} found;

typedef struct run {
	const proof_header *h;
	const proof_resumed *got;
	check *checks;
	size_t n, next;
	pthread_mutex_t lock;
} run;

typedef struct worker {
	run *r;
	boggle_prover *prover;
} worker;

static int on_found(void *ctx, const boggle_board *board, int32_t score)
{
	found *f = ctx;

	if (f->len == f->cap) {
		size_t cap = f->cap ? 2 * f->cap : 64;
		proof_board *n = realloc(f->at, cap * sizeof *n);

		if (!n) {
			f->oom = 1;
			return 1;
		}
		f->at = n;
		f->cap = cap;
	}
	boggle_board_format(board, f->at[f->len].board, PROOF_BOARD_MAX);
	f->at[f->len++].score = score;
	return 0;
}

/* Boards in order, each once: turns of one board found apart, or listed
   by two parts, are one board. */
static size_t board_set(proof_board *at, size_t len)
{
	size_t i, n = 0;

	if (!len)
		return 0;
	qsort(at, len, sizeof *at, proof_board_order);
	for (i = 1; i < len; i++)
		if (proof_board_order(&at[i], &at[n]) != 0)
			at[++n] = at[i];
	return n + 1;
}

/* Prove class c's whole again and hold its boards against its records'. */
static void check_one(const run *r, boggle_prover *prover, check *c)
{
	const proof_resumed *got = r->got;
	boggle_class *cls = NULL;
	found f = {0};
	proof_board *listed;
	size_t i, j, k, len, nlisted = 0;

	for (k = 0; k < c->n; k++)
		nlisted += got->done[c->first + k].nboards;
	if (!(listed = malloc((nlisted ? nlisted : 1) * sizeof *listed))) {
		c->code = BOGGLE_NOMEM;
		return;
	}
	for (k = 0, nlisted = 0; k < c->n; k++) {
		const proof_key *key = &got->done[c->first + k];

		memcpy(listed + nlisted, got->boards + key->first_board,
		       key->nboards * sizeof *listed);
		nlisted += key->nboards;
	}
	nlisted = board_set(listed, nlisted);
	c->code = boggle_prover_class(prover, got->done[c->first].id, &cls);
	if (c->code == BOGGLE_OK)
		c->code = boggle_prover_prove(prover, cls, r->h->cutoff, on_found,
					      NULL, &f, NULL, NULL);
	boggle_class_free(cls);
	if (f.oom)
		c->code = BOGGLE_NOMEM;
	len = c->code == BOGGLE_OK ? board_set(f.at, f.len) : 0;
	c->found = len;
	for (i = 0, j = 0; c->code == BOGGLE_OK && (i < len || j < nlisted);) {
		int d = i == len ? 1 : j == nlisted ? -1 :
			proof_board_order(&f.at[i], &listed[j]);

		if (d < 0 && !c->missing++)
			c->first_missing = f.at[i];
		if (d > 0 && !c->extra++)
			c->first_extra = listed[j];
		i += d <= 0;
		j += d >= 0;
	}
	free(f.at);
	free(listed);
}

static void *work(void *arg)
{
	worker *w = arg;
	run *r = w->r;

	for (;;) {
		size_t i;

		pthread_mutex_lock(&r->lock);
		i = r->next++;
		pthread_mutex_unlock(&r->lock);
		if (i >= r->n)
			return NULL;
		check_one(r, w->prover, &r->checks[i]);
	}
}

static int class_order(const void *a, const void *b)
{
	const check *x = a, *y = b;

	return (x->first > y->first) - (x->first < y->first);
}

/* What went wrong with one class, said in a line. */
static int report(const char *cmd, const run *r, const check *c,
		  char *const *paths)
{
	const proof_key *k = &r->got->done[c->first];
	char what[96];

	snprintf(what, sizeof what, "class %llu%s", (unsigned long long)k->id,
		 c->n > 1 ? ", its parts with it" : "");
	if (c->code != BOGGLE_OK) {
		cli_error("%s: %s: line %zu: %s: could not be proven again: %s",
			  cmd, paths[k->file], k->line, what,
			  boggle_strerror(c->code));
		return 1;
	}
	if (c->missing)
		cli_error("%s: %s: line %zu: %s: proven again, %zu boards; its "
			  "records leave out %zu, such as %s (%ld)", cmd,
			  paths[k->file], k->line, what, c->found, c->missing,
			  c->first_missing.board, (long)c->first_missing.score);
	if (c->extra)
		cli_error("%s: %s: line %zu: %s: proven again, %zu boards; its "
			  "records list %zu more, such as %s (%ld)", cmd,
			  paths[k->file], k->line, what, c->found, c->extra,
			  c->first_extra.board, (long)c->first_extra.score);
	return c->missing || c->extra;
}

int proof_verify(const char *cmd, const proof_header *h,
		 boggle_prover **provers, int threads, const proof_resumed *got,
		 char *const *paths, uint64_t sample, uint64_t seed,
		 size_t *proven, size_t *classes)
{
	worker workers[256];
	pthread_t tids[256];
	run r;
	check *all;
	size_t i, n = 0;
	int t, started = 0, status = EXIT_OK;

	*proven = *classes = 0;
	memset(&r, 0, sizeof r);
	r.h = h;
	r.got = got;
	/* the classes: runs of records of one id, in ledger order */
	if (!(all = calloc(got->ndone ? got->ndone : 1, sizeof *all))) {
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
	pthread_mutex_init(&r.lock, NULL);
	for (t = 0; t < threads && t < 256; t++) {
		workers[t].r = &r;
		workers[t].prover = provers[t];
	}
	for (t = 0; t < threads && t < 256; t++) {
		if (pthread_create(&tids[t], NULL, work, &workers[t]) != 0)
			break;
		started++;
	}
	/* no thread to be had: the work done here */
	if (!started) {
		workers[0].r = &r;
		workers[0].prover = provers[0];
		work(&workers[0]);
	}
	for (t = 0; t < started; t++)
		pthread_join(tids[t], NULL);
	pthread_mutex_destroy(&r.lock);
	for (i = 0; i < r.n; i++)
		if (report(cmd, &r, &r.checks[i], paths))
			status = EXIT_IO;
	free(all);
	*proven = r.n;
	return status;
}
