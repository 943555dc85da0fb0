/*
 * A record proven again.  Merge checks that each board a record lists is
 * real; only proving the record's class again shows that it lists them
 * all.  A record that handed parts on proved its class less those parts,
 * and so does its check: the class less each part is a few classes (see
 * boggle_class_minus), proven one by one, and the boards found, turned
 * and each kept once, must be the record's exactly.
 */
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

#include "messages.h"
#include "proof_verify.h"

/* One record to prove again, and what came of it. */
typedef struct check {
	size_t rec;               /* its index in got->done */
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

/* The classes of a record's own share: its class less its parts. */
static boggle_code share(const proof_header *h, const boggle_prover *prover,
			 const proof_resumed *got, const proof_key *k,
			 boggle_class ***out, size_t *n)
{
	boggle_class **list = malloc(sizeof(boggle_class *)), *cls = NULL;
	boggle_code code;
	size_t i, j, len = 1;

	*out = NULL;
	*n = 0;
	if (!list)
		return BOGGLE_NOMEM;
	code = k->part ? boggle_class_parse(&list[0], h->lang, h->rows, h->cols,
					    k->part, strlen(k->part), NULL) :
			 boggle_prover_class(prover, k->id, &list[0]);
	if (code != BOGGLE_OK) {
		free(list);
		return code;
	}
	for (i = 0; i < k->nsplit && code == BOGGLE_OK; i++) {
		const char *part = got->split[k->first_split + i].part;
		boggle_class **next = NULL;
		size_t m = 0;

		code = boggle_class_parse(&cls, h->lang, h->rows, h->cols, part,
					  strlen(part), NULL);
		if (code == BOGGLE_OK &&
		    !(next = malloc(25 * (len ? len : 1) *
				   sizeof(boggle_class *))))
			code = BOGGLE_NOMEM;
		for (j = 0; j < len && code == BOGGLE_OK; j++) {
			int pieces;

			code = boggle_class_minus(list[j], cls, next + m, &pieces);
			m += code == BOGGLE_OK ? (size_t)pieces : 0;
		}
		boggle_class_free(cls);
		cls = NULL;
		for (j = 0; j < len; j++)
			boggle_class_free(list[j]);
		free(list);
		list = next;
		len = m;
		if (code != BOGGLE_OK) {
			for (j = 0; j < m; j++)
				boggle_class_free(next[j]);
			free(next);
			return code;
		}
	}
	*out = list;
	*n = len;
	return BOGGLE_OK;
}

/* Prove record c->rec's share again and hold its boards against its list. */
static void check_one(const run *r, boggle_prover *prover, check *c)
{
	const proof_key *k = &r->got->done[c->rec];
	const proof_board *listed = r->got->boards + k->first_board;
	boggle_class **classes;
	found f = {0};
	size_t i, j, n, len = 0;

	c->code = share(r->h, prover, r->got, k, &classes, &n);
	for (i = 0; i < n; i++) {
		if (c->code == BOGGLE_OK)
			c->code = boggle_prover_prove(prover, classes[i],
						      r->h->cutoff, on_found, NULL,
						      &f, NULL, NULL);
		boggle_class_free(classes[i]);
	}
	free(classes);
	if (f.oom)
		c->code = BOGGLE_NOMEM;
	if (c->code == BOGGLE_OK && f.len) {
		/* turns of one board found apart: each kept once */
		qsort(f.at, f.len, sizeof *f.at, proof_board_order);
		for (i = 1; i < f.len; i++)
			if (proof_board_order(&f.at[i], &f.at[len]) != 0)
				f.at[++len] = f.at[i];
		len++;
	}
	c->found = len;
	for (i = 0, j = 0; c->code == BOGGLE_OK && (i < len || j < k->nboards);) {
		int d = i == len ? 1 : j == k->nboards ? -1 :
			proof_board_order(&f.at[i], &listed[j]);

		if (d < 0 && !c->missing++)
			c->first_missing = f.at[i];
		if (d > 0 && !c->extra++)
			c->first_extra = listed[j];
		i += d <= 0;
		j += d >= 0;
	}
	free(f.at);
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

static int rec_order(const void *a, const void *b)
{
	const check *x = a, *y = b;

	return (x->rec > y->rec) - (x->rec < y->rec);
}

/* What went wrong with one record, said in a line. */
static int report(const char *cmd, const run *r, const check *c,
		  char *const *paths)
{
	const proof_key *k = &r->got->done[c->rec];
	char what[PROOF_PART_MAX + 64];

	if (k->part)
		snprintf(what, sizeof what, "class %llu part '%s'",
			 (unsigned long long)k->id, k->part);
	else
		snprintf(what, sizeof what, "class %llu",
			 (unsigned long long)k->id);
	if (c->code != BOGGLE_OK) {
		cli_error("%s: %s: line %zu: %s: could not be proven again: %s",
			  cmd, paths[k->file], k->line, what,
			  boggle_strerror(c->code));
		return 1;
	}
	if (c->missing)
		cli_error("%s: %s: line %zu: %s: proven again, %zu boards; the "
			  "record leaves out %zu, such as %s (%ld)", cmd,
			  paths[k->file], k->line, what, c->found, c->missing,
			  c->first_missing.board, (long)c->first_missing.score);
	if (c->extra)
		cli_error("%s: %s: line %zu: %s: proven again, %zu boards; the "
			  "record lists %zu more, such as %s (%ld)", cmd,
			  paths[k->file], k->line, what, c->found, c->extra,
			  c->first_extra.board, (long)c->first_extra.score);
	return c->missing || c->extra;
}

int proof_verify(const char *cmd, const proof_header *h,
		 boggle_prover **provers, int threads, const proof_resumed *got,
		 char *const *paths, uint64_t sample, uint64_t seed,
		 size_t *proven)
{
	worker workers[256];
	pthread_t tids[256];
	run r;
	size_t i, *pick;
	int t, started = 0, status = EXIT_OK;

	*proven = 0;
	memset(&r, 0, sizeof r);
	r.h = h;
	r.got = got;
	r.n = sample && sample < got->ndone ? (size_t)sample : got->ndone;
	pick = malloc((got->ndone ? got->ndone : 1) * sizeof *pick);
	r.checks = calloc(r.n ? r.n : 1, sizeof *r.checks);
	if (!pick || !r.checks) {
		free(pick);
		free(r.checks);
		cli_error("%s: %s", cmd, boggle_strerror(BOGGLE_NOMEM));
		return EXIT_IO;
	}
	/* the first n of a shuffle, by seed: the same records every time */
	{
		boggle_rng rng;

		boggle_rng_seed(&rng, seed);
		for (i = 0; i < got->ndone; i++)
			pick[i] = i;
		for (i = 0; i < r.n && i < got->ndone; i++) {
			size_t left = got->ndone - i;
			size_t j = i + (size_t)(boggle_rng_next(&rng) % left);
			size_t x = pick[i];

			pick[i] = pick[j];
			pick[j] = x;
			r.checks[i].rec = pick[i];
		}
	}
	free(pick);
	qsort(r.checks, r.n, sizeof *r.checks, rec_order);
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
	free(r.checks);
	*proven = r.n;
	return status;
}
