/*
 * The ledger of a proof's records.  Every class must be proven once: by
 * one record of it whole, and where that record split parts off, by one
 * record of each part (which may split again).  Keys in order make each
 * check a walk over sorted lists.
 */
#include <stdlib.h>
#include <string.h>

#include "messages.h"
#include "proof_ledger.h"

#define SHOWN 20 /* ids listed of each kind of trouble */

static int key_order(const void *a, const void *b)
{
	const proof_key *x = a, *y = b;

	if (x->id != y->id)
		return x->id < y->id ? -1 : 1;
	if (!x->part || !y->part)
		return (x->part != NULL) - (y->part != NULL);
	return strcmp(x->part, y->part);
}

void ledger_sort(proof_resumed *got)
{
	if (got->ndone)
		qsort(got->done, got->ndone, sizeof *got->done, key_order);
	if (got->nsplit)
		qsort(got->split, got->nsplit, sizeof *got->split, key_order);
}

int ledger_pending(const proof_resumed *got, size_t **todo, size_t *len)
{
	size_t i, d = 0;

	*len = 0;
	*todo = malloc((got->nsplit ? got->nsplit : 1) * sizeof **todo);
	if (!*todo)
		return -1;
	for (i = 0; i < got->nsplit; i++) {
		while (d < got->ndone && key_order(&got->done[d], &got->split[i]) < 0)
			d++;
		if ((d == got->ndone || key_order(&got->done[d], &got->split[i])) &&
		    (*len == 0 ||
		     key_order(&got->split[(*todo)[*len - 1]], &got->split[i])))
			(*todo)[(*len)++] = i;
	}
	return 0;
}

int ledger_task_seen(ledger_tasks *t, const proof_file_task *task)
{
	if (!task->count || task->parts)
		return 0;
	if (t->count && t->count != task->count) {
		t->mixed = 1;
		return 0;
	}
	if (!t->count) {
		/* a count too big to list the missing is only counted */
		if (task->count > 1000000 ||
		    !(t->seen = calloc((size_t)task->count, 1)))
			return task->count > 1000000 ? 0 : -1;
		t->count = task->count;
	}
	t->seen[task->index] = 1;
	return 0;
}

/* A list of ids said as one line: how many, the first SHOWN of them. */
typedef struct said {
	const char *what;
	size_t n, shown;
	char text[SHOWN * 24];
	size_t len;
} said;

static void say_add(said *s, const char *item)
{
	size_t n = strlen(item);

	/* parts of one class: the class said once */
	if (s->n++ && s->len >= n && strcmp(s->text + s->len - n, item) == 0 &&
	    (s->len == n || s->text[s->len - n - 1] == ' '))
		return;
	if (++s->shown <= SHOWN)
		s->len += (size_t)snprintf(s->text + s->len, sizeof s->text - s->len,
					   "%s%s", s->shown > 1 ? ", " : "", item);
}

static void say_done(const char *cmd, const said *s)
{
	if (s->n)
		cli_error("%s: %zu %s: %s%s", cmd, s->n, s->what, s->text,
			  s->shown > SHOWN ? ", ..." : "");
}

/* A class or part seen twice: the first few said with their files. */
static void twice(const char *cmd, said *s, const proof_key *a,
		  const proof_key *b, char *const *paths)
{
	char id[24];

	snprintf(id, sizeof id, "%llu", (unsigned long long)a->id);
	if (s->n < 3) {
		if (a->part)
			cli_error("%s: class %s part '%s' is in %s and in %s", cmd,
				  id, a->part, paths[a->file], paths[b->file]);
		else
			cli_error("%s: class %s is in %s and in %s", cmd, id,
				  paths[a->file], paths[b->file]);
	}
	say_add(s, id);
}

int ledger_check(const char *cmd, const proof_resumed *got,
		 const boggle_prover *prover, char *const *paths,
		 const ledger_tasks *tasks, int pending)
{
	said missing = {"classes missing", 0, 0, "", 0};
	said twofold = {"classes or parts there more than once, of classes",
			0, 0, "", 0};
	said parts = {"parts missing, of classes", 0, 0, "", 0};
	said stray = {"parts that no record split off, of classes", 0, 0, "",
		      0};
	said lost = {"tasks missing", 0, 0, "", 0};
	uint64_t id, whole = 0, space = boggle_prover_space(prover);
	size_t d = 0, s = 0;
	char text[24];

	/*
	 * The whole classes: each canonical id once.  Records name canonical
	 * ids alone, so as many ids as classes is all of them; only a proof
	 * short of some walks the space to name them.
	 */
	for (d = 0; d < got->ndone; d++) {
		if (got->done[d].part)
			continue;
		if (d && !got->done[d - 1].part &&
		    got->done[d - 1].id == got->done[d].id)
			twice(cmd, &twofold, &got->done[d - 1], &got->done[d], paths);
		else
			whole++;
	}
	for (id = 0, d = 0; whole < boggle_prover_classes(prover) && id < space;
	     id++) {
		while (d < got->ndone && (got->done[d].id < id ||
					  (got->done[d].id == id && got->done[d].part)))
			d++;
		if ((d == got->ndone || got->done[d].id != id) &&
		    boggle_prover_canonical(prover, id)) {
			snprintf(text, sizeof text, "%llu", (unsigned long long)id);
			say_add(&missing, text);
		}
	}
	/* the parts: each split off once, and proven once */
	for (d = 0; d < got->ndone || s < got->nsplit;) {
		const proof_key *k;
		int c;

		while (d < got->ndone && !got->done[d].part)
			d++;
		if (d == got->ndone && s == got->nsplit)
			break;
		c = d == got->ndone ? 1 : s == got->nsplit ? -1 :
		    key_order(&got->done[d], &got->split[s]);
		k = c <= 0 ? &got->done[d] : &got->split[s];
		snprintf(text, sizeof text, "%llu", (unsigned long long)k->id);
		if (c < 0) {
			say_add(&stray, text);
		} else if (c > 0 && !pending) {
			say_add(&parts, text);
		} else if (d + 1 < got->ndone &&
			   !key_order(&got->done[d], &got->done[d + 1])) {
			twice(cmd, &twofold, &got->done[d], &got->done[d + 1], paths);
		} else if (s + 1 < got->nsplit &&
			   !key_order(&got->split[s], &got->split[s + 1])) {
			twice(cmd, &twofold, &got->split[s], &got->split[s + 1],
			      paths);
		}
		/* past every key equal to this one, on both sides */
		while (d < got->ndone && !key_order(&got->done[d], k))
			d++;
		while (s < got->nsplit && !key_order(&got->split[s], k))
			s++;
	}
	if (tasks->count && !tasks->mixed)
		for (id = 0; id < tasks->count; id++)
			if (!tasks->seen[id]) {
				snprintf(text, sizeof text, "%llu",
					 (unsigned long long)id);
				say_add(&lost, text);
			}
	say_done(cmd, &missing);
	say_done(cmd, &twofold);
	say_done(cmd, &parts);
	say_done(cmd, &stray);
	/* a task's file left out that held no class costs the proof nothing */
	if (lost.n && (missing.n || twofold.n || parts.n || stray.n)) {
		snprintf(text, sizeof text, "%llu", (unsigned long long)tasks->count);
		cli_error("%s: %zu of %s tasks missing: %s%s", cmd, lost.n, text,
			  lost.text, lost.shown > SHOWN ? ", ..." : "");
	}
	return missing.n || twofold.n || parts.n || stray.n ? 1 : 0;
}
