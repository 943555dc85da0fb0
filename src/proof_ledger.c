/*
 * The ledger of a proof's records.  Every class must be proven once: by
 * one record of it whole, and where that record split parts off, by one
 * record of each part (which may split again).  Keys in order make each
 * check a walk over sorted lists.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "proof.h"

#define SHOWN 20 /* ids listed of each kind of trouble */

int proof_key_order(const void *a, const void *b)
{
	const proof_key *x = a, *y = b;

	if (x->id != y->id)
		return x->id < y->id ? -1 : 1;
	if (!x->part || !y->part)
		return (x->part != NULL) - (y->part != NULL);
	return strcmp(x->part, y->part);
}

void proof_ledger_sort(boggle_proof *p)
{
	if (p->sorted)
		return;
	if (p->ndone)
		qsort(p->done, p->ndone, sizeof *p->done, proof_key_order);
	if (p->nsplit)
		qsort(p->split, p->nsplit, sizeof *p->split, proof_key_order);
	p->sorted = 1;
}

/* The slot of a key in the table of those seen: its own, or a free one. */
static proof_seen *seen_slot(const boggle_proof *p, uint64_t id,
			     const char *part)
{
	uint64_t h = proof_fnv(FNV_START ^ id, part ? part : "", part ?
			       strlen(part) + 1 : 0);
	size_t mask = p->seen_cap - 1, i = (size_t)h & mask;

	for (;; i = (i + 1) & mask) {
		proof_seen *s = &p->seen[i];

		if (!s->n || (s->id == id && (s->part == part || (s->part && part &&
					      strcmp(s->part, part) == 0))))
			return s;
	}
}

uint64_t proof_seen_times(const boggle_proof *p, uint64_t id,
			  const char *part)
{
	return p->seen_cap ? seen_slot(p, id, part)->n : 0;
}

uint64_t proof_seen_add(boggle_proof *p, uint64_t id, const char *part)
{
	proof_seen *s;

	/* kept at most half full */
	if (2 * (p->nseen + 1) > p->seen_cap) {
		size_t cap = p->seen_cap ? 2 * p->seen_cap : 1024, i;
		proof_seen *old = p->seen, *t = calloc(cap, sizeof *t);
		size_t old_cap = p->seen_cap;

		if (!t)
			return 0;
		p->seen = t;
		p->seen_cap = cap;
		for (i = 0; i < old_cap; i++)
			if (old[i].n)
				*seen_slot(p, old[i].id, old[i].part) = old[i];
		free(old);
	}
	s = seen_slot(p, id, part);
	if (!s->n) {
		if (part && !(s->part = strdup(part)))
			return 0;
		s->id = id;
		p->nseen++;
	}
	return ++s->n;
}

void proof_seen_free(boggle_proof *p)
{
	size_t i;

	for (i = 0; i < p->seen_cap; i++)
		free(p->seen[i].part);
	free(p->seen);
}

static int id_order(const void *a, const void *b)
{
	uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;

	return (x > y) - (x < y);
}

size_t boggle_proof_done(const boggle_proof *proof, uint64_t *ids)
{
	size_t i, n = 0, k = 0;

	for (i = 0; i < proof->ndone; i++)
		if (!proof->done[i].part)
			ids[n++] = proof->done[i].id;
	if (n)
		qsort(ids, n, sizeof *ids, id_order);
	for (i = 0; i < n; i++)
		if (k == 0 || ids[i] != ids[k - 1])
			ids[k++] = ids[i];
	return k;
}

static int listed_order(const void *a, const void *b)
{
	const proof_listed *x = a, *y = b;

	return proof_board_cmp(x->score, x->text, y->score, y->text);
}

int proof_add_board(boggle_proof *p, const char *text, int32_t score)
{
	size_t n = strlen(text) + 1;

	p->norder = 0; /* the list made before holds it not */

	if (p->nboards == p->boards_cap) {
		size_t cap = p->boards_cap ? 2 * p->boards_cap : 64;
		proof_board_ref *b = realloc(p->boards, cap * sizeof *b);

		if (!b)
			return -1;
		p->boards = b;
		p->boards_cap = cap;
	}
	if (p->text_len + n > p->text_cap) {
		size_t cap = p->text_cap ? 2 * p->text_cap : 4096;
		char *t;

		while (cap < p->text_len + n)
			cap *= 2;
		if (!(t = realloc(p->boards_text, cap)))
			return -1;
		p->boards_text = t;
		p->text_cap = cap;
	}
	memcpy(p->boards_text + p->text_len, text, n);
	p->boards[p->nboards].text = p->text_len;
	p->boards[p->nboards++].score = score;
	p->text_len += n;
	return 0;
}

boggle_code boggle_proof_add_boards(boggle_proof *proof,
				    const boggle_proof_board *boards, size_t n)
{
	size_t i;

	for (i = 0; i < n; i++)
		if (proof_add_board(proof, boards[i].board, boards[i].score) < 0)
			return BOGGLE_NOMEM;
	return BOGGLE_OK;
}

size_t boggle_proof_boards(boggle_proof *proof)
{
	size_t i, n = 0;

	if (proof->norder || !proof->nboards)
		return proof->norder;
	free(proof->order);
	if (!(proof->order = malloc(proof->nboards * sizeof *proof->order)))
		return 0;
	for (i = 0; i < proof->nboards; i++) {
		proof->order[i].text = proof_board_text(proof, &proof->boards[i]);
		proof->order[i].score = proof->boards[i].score;
	}
	qsort(proof->order, proof->nboards, sizeof *proof->order, listed_order);
	for (i = 0; i < proof->nboards; i++)
		if (n == 0 || strcmp(proof->order[i].text,
				     proof->order[n - 1].text) != 0)
			proof->order[n++] = proof->order[i];
	proof->norder = n;
	return n;
}

const char *boggle_proof_board_text(boggle_proof *proof, size_t i,
				    int32_t *score)
{
	if (i >= boggle_proof_boards(proof))
		return NULL;
	if (score)
		*score = proof->order[i].score;
	return proof->order[i].text;
}

size_t boggle_proof_pending(boggle_proof *proof)
{
	size_t i, d = 0, n = 0;

	if (proof->have_pending)
		return proof->npending;
	proof_ledger_sort(proof);
	free(proof->pending);
	proof->npending = 0;
	if (!(proof->pending = malloc((proof->nsplit ? proof->nsplit : 1) *
				      sizeof *proof->pending)))
		return 0;
	for (i = 0; i < proof->nsplit; i++) {
		const proof_key *s = &proof->split[i];

		while (d < proof->ndone && proof_key_order(&proof->done[d], s) < 0)
			d++;
		if ((d == proof->ndone || proof_key_order(&proof->done[d], s)) &&
		    (n == 0 ||
		     proof_key_order(&proof->split[proof->pending[n - 1]], s)))
			proof->pending[n++] = i;
	}
	proof->npending = n;
	proof->have_pending = 1;
	return n;
}

const char *boggle_proof_pending_part(boggle_proof *proof, size_t i,
				      uint64_t *id)
{
	const proof_key *k;

	if (i >= boggle_proof_pending(proof))
		return NULL;
	k = &proof->split[proof->pending[i]];
	if (id)
		*id = k->id;
	return k->part;
}

/* A list of ids said as one line: how many, the first SHOWN of them. */
typedef struct said {
	const char *what;
	uint64_t n;               /* a count of classes: past 32 bits */
	size_t shown;
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

static void say_done(boggle_proof *p, const said *s)
{
	if (s->n)
		proof_say(p, "%llu %s: %s%s", (unsigned long long)s->n, s->what,
			  s->text,
			  s->shown > SHOWN ? ", ..." : "");
}

/*
 * A class or part seen twice: the first few said with their files.  Of
 * records (not parts handed on), the copies past a second were counted
 * as they came, not kept: counted here.
 */
static void twice(boggle_proof *p, said *s, const proof_key *a,
		  const proof_key *b, int records)
{
	uint64_t times = records ? proof_seen_times(p, a->id, a->part) : 0;
	char id[24];

	snprintf(id, sizeof id, "%llu", (unsigned long long)a->id);
	if (s->n < 3) {
		if (a->part)
			proof_say(p, "class %s part '%s' is in %s and in %s", id,
				  a->part, p->names[a->file], p->names[b->file]);
		else
			proof_say(p, "class %s is in %s and in %s", id,
				  p->names[a->file], p->names[b->file]);
	}
	say_add(s, id);
	if (times > 2)
		s->n += times - 2;
}

/*
 * The classes no record proves whole: how many there are is the classes
 * less those present (records name canonical ids alone), and the first
 * SHOWN are named, so that a file of a huge space holding little is
 * judged in the time it takes to find them.
 */
static void missing_classes(boggle_proof *p, said *missing, uint64_t whole)
{
	uint64_t id, classes = boggle_prover_classes(p->prover);
	uint64_t space = boggle_prover_space(p->prover);
	size_t d = 0;
	char text[24];

	if (whole >= classes)
		return;
	for (id = 0; id < space && missing->shown < SHOWN; id++) {
		while (d < p->ndone && (p->done[d].id < id ||
					(p->done[d].id == id && p->done[d].part)))
			d++;
		if ((d == p->ndone || p->done[d].id != id) &&
		    boggle_prover_canonical(p->prover, id)) {
			snprintf(text, sizeof text, "%llu", (unsigned long long)id);
			say_add(missing, text);
		}
	}
	missing->n = classes - whole;
	if (missing->n > missing->shown)
		missing->shown = SHOWN + 1; /* said with "..." after them */
}

boggle_code boggle_proof_check(boggle_proof *proof, int pending)
{
	said missing = {"classes missing", 0, 0, "", 0};
	said twofold = {"classes or parts there more than once, of classes",
			0, 0, "", 0};
	said parts = {"parts missing, of classes", 0, 0, "", 0};
	said stray = {"parts that no record split off, of classes", 0, 0, "",
		      0};
	said lost = {"tasks missing", 0, 0, "", 0};
	uint64_t id, whole = 0;
	size_t d, s = 0;
	char text[24];

	proof_hush(proof);
	proof_ledger_sort(proof);
	/* the whole classes: each canonical id once */
	for (d = 0; d < proof->ndone; d++) {
		if (proof->done[d].part)
			continue;
		if (d && !proof->done[d - 1].part &&
		    proof->done[d - 1].id == proof->done[d].id)
			twice(proof, &twofold, &proof->done[d - 1], &proof->done[d],
			      1);
		else
			whole++;
	}
	missing_classes(proof, &missing, whole);
	/* the parts: each split off once, and proven once */
	for (d = 0; d < proof->ndone || s < proof->nsplit;) {
		const proof_key *k;
		int c;

		while (d < proof->ndone && !proof->done[d].part)
			d++;
		if (d == proof->ndone && s == proof->nsplit)
			break;
		c = d == proof->ndone ? 1 : s == proof->nsplit ? -1 :
		    proof_key_order(&proof->done[d], &proof->split[s]);
		k = c <= 0 ? &proof->done[d] : &proof->split[s];
		snprintf(text, sizeof text, "%llu", (unsigned long long)k->id);
		if (c < 0) {
			say_add(&stray, text);
		} else if (c > 0 && !pending) {
			say_add(&parts, text);
		} else if (d + 1 < proof->ndone &&
			   !proof_key_order(&proof->done[d], &proof->done[d + 1])) {
			twice(proof, &twofold, &proof->done[d], &proof->done[d + 1],
			      1);
		} else if (s + 1 < proof->nsplit &&
			   !proof_key_order(&proof->split[s], &proof->split[s + 1])) {
			twice(proof, &twofold, &proof->split[s],
			      &proof->split[s + 1], 0);
		}
		/* past every key equal to this one, on both sides */
		while (d < proof->ndone && !proof_key_order(&proof->done[d], k))
			d++;
		while (s < proof->nsplit && !proof_key_order(&proof->split[s], k))
			s++;
	}
	if (proof->task_count && !proof->tasks_mixed)
		for (id = 0; id < proof->task_count; id++)
			if (!proof->task_seen[id]) {
				snprintf(text, sizeof text, "%llu",
					 (unsigned long long)id);
				say_add(&lost, text);
			}
	say_done(proof, &missing);
	say_done(proof, &twofold);
	say_done(proof, &parts);
	say_done(proof, &stray);
	/* a task's file left out that held no class costs the proof nothing */
	if (lost.n && (missing.n || twofold.n || parts.n || stray.n))
		proof_say(proof, "%llu of %llu tasks missing: %s%s",
			  (unsigned long long)lost.n,
			  (unsigned long long)proof->task_count, lost.text,
			  lost.shown > SHOWN ? ", ..." : "");
	return missing.n || twofold.n || parts.n || stray.n ? BOGGLE_UNSOUND :
	       BOGGLE_OK;
}
