/*
 * The classes a proof run has under way: the boards each has found, the
 * parts of it that threads gave away to be proven by others (or, past
 * split_after, handed on unproven), and the class reported once its last
 * part is done.  All under the run's lock.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "proof_run.h"

static int boards_add(proof_boards *e, const char *board, int32_t score)
{
	if (e->len == e->cap) {
		size_t cap = e->cap ? e->cap * 2 : 16;
		boggle_proof_board *n = realloc(e->at, cap * sizeof *n);

		if (!n)
			return -1;
		e->at = n;
		e->cap = cap;
	}
	snprintf(e->at[e->len].board, sizeof e->at[0].board, "%.*s",
		 (int)sizeof e->at[0].board - 1, board);
	e->at[e->len++].score = score;
	return 0;
}

static int board_order(const void *a, const void *b)
{
	const boggle_proof_board *x = a, *y = b;

	if (x->score != y->score)
		return x->score > y->score ? -1 : 1;
	return strcmp(x->board, y->board);
}

size_t boggle_proof_boards_sort(boggle_proof_board *boards, size_t len)
{
	size_t i, n = 0;

	if (len)
		qsort(boards, len, sizeof *boards, board_order);
	for (i = 0; i < len; i++)
		if (n == 0 || strcmp(boards[i].board, boards[n - 1].board) != 0)
			boards[n++] = boards[i];
	return n;
}

int parts_found(void *ctx, const boggle_board *board, int32_t score)
{
	worker *w = ctx;
	char text[BOGGLE_PROOF_BOARD_MAX];
	int rc;

	boggle_board_format(board, text, sizeof text);
	pthread_mutex_lock(&w->run->lock);
	if (w->job->settled) {
		rc = 1;
	} else if (w->run->hold) {
		rc = w->run->hold(w->run->ctx, w->job->id, text, score) != 0;
		w->job->settled = rc;
	} else if ((rc = boards_add(&w->job->found, text, score)) < 0) {
		/* the proof stops: for want of memory, which the worker says */
		w->oom = 1;
	}
	pthread_mutex_unlock(&w->run->lock);
	return rc;
}

void parts_fail(boggle_proof_run *run, job *j, boggle_code code)
{
	j->failed = 1;
	if (run->failure == BOGGLE_OK) {
		run->failure = code;
		run->failed_id = j->id;
	}
}

/* Stop asking for work to share: someone got some. */
static void fed(boggle_proof_run *run)
{
	int t;

	for (t = 0; t < run->nworkers; t++)
		if (!run->workers[t].splitting)
			__atomic_store_n(&run->workers[t].give, 0, __ATOMIC_RELAXED);
}

/* A piece past its time: what it gives away goes to a later run. */
static void hand_on(worker *w, boggle_class *cls)
{
	job *j = w->job;
	char *room = malloc(BOGGLE_CLASS_TEXT_MAX), *text = NULL;

	/* formatted at full size, kept at its own */
	if (room && boggle_class_format(cls, room, BOGGLE_CLASS_TEXT_MAX) <
	    BOGGLE_CLASS_TEXT_MAX)
		text = strdup(room);
	free(room);
	if (text && j->nsplit == j->split_cap) {
		size_t cap = j->split_cap ? 2 * j->split_cap : 8;
		char **n = realloc(j->split, cap * sizeof *n);

		if (n) {
			j->split = n;
			j->split_cap = cap;
		}
	}
	if (text && j->nsplit < j->split_cap) {
		j->split[j->nsplit++] = text;
	} else {
		free(text);
		parts_fail(w->run, j, BOGGLE_NOMEM);
	}
	boggle_class_free(cls);
}

void parts_share(void *ctx, boggle_class *cls)
{
	worker *w = ctx;
	boggle_proof_run *run = w->run;
	part *pt;

	pthread_mutex_lock(&run->lock);
	if (run->stopping) {
		/* the class is not proven, nor reported */
		w->job->failed = 1;
		boggle_class_free(cls);
	} else if (w->splitting) {
		hand_on(w, cls);
	} else if (!(pt = malloc(sizeof *pt))) {
		/* the part is lost: the class is not proven */
		parts_fail(run, w->job, BOGGLE_NOMEM);
		boggle_class_free(cls);
	} else {
		pt->job = w->job;
		pt->cls = cls;
		pt->next = run->parts;
		run->parts = pt;
		w->job->pending++;
		fed(run);
		pthread_cond_broadcast(&run->wake);
	}
	pthread_mutex_unlock(&run->lock);
}

static void job_free(job *j)
{
	size_t i;

	for (i = 0; i < j->nsplit; i++)
		free(j->split[i]);
	free(j->split);
	free(j->found.at);
	free(j);
}

/*
 * A class finished: reported with its boards and the parts it handed
 * on; a class that failed is not, so that no one counts it as proven.
 */
static void finish(boggle_proof_run *run, job *j)
{
	boggle_proven c;
	boggle_code code;

	if (j->failed || j->settled) {
		job_free(j);
		return;
	}
	j->found.len = boggle_proof_boards_sort(j->found.at, j->found.len);
	c.id = j->id;
	c.part = j->part;
	c.bound = j->bound;
	c.seconds = j->seconds;
	c.boards = j->found.at;
	c.nboards = j->found.len;
	c.split = j->split;
	c.nsplit = j->nsplit;
	code = run->proven ? run->proven(run->ctx, &c) : BOGGLE_OK;
	if (code != BOGGLE_OK && run->failure == BOGGLE_OK) {
		run->failure = code;
		run->failed_id = j->id;
	}
	job_free(j);
}

void parts_done(boggle_proof_run *run, job *j)
{
	if (--j->pending == 0)
		finish(run, j);
}

void parts_drop(boggle_proof_run *run)
{
	while (run->parts) {
		part *pt = run->parts;

		run->parts = pt->next;
		boggle_class_free(pt->cls);
		if (--pt->job->pending == 0)
			job_free(pt->job);
		free(pt);
	}
}
