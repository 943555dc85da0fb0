/*
 * A proof's files as they come back from other machines, read by
 * boggle prove merge and --pending: proof_read, then the ledger
 * (ledger_sort, ledger_pending, ledger_check) over what was read, and
 * --resume's reading of its own file (proof_open).  Whatever is read
 * must be of the proof: canonical classes, parts and boards that write
 * back as they were read, a file taken only whole, its header exactly
 * what a task of the proof writes; a file refused is refused in one
 * message.  The ledger's verdict must agree with one worked out here
 * from the records, and the parts it calls pending be those no record
 * proves, in order, once each.  Then a whole proof made up from the
 * input's hash, written by proof_record into a few task files, perhaps
 * with a record left out or there twice, must read back as written and
 * be judged as made; and with one of its boards or scores changed, must
 * be refused, whether the line's checksum was left as it was (damage) or
 * made to fit (a forgery, which scoring the board again catches).  So
 * must it with a byte of its header changed (with the header's checksum
 * made to fit, still when the byte is a field the proof's files share),
 * or with a part it hands on made one not within its record's class.
 *
 * The input's proof is `boggle prove -z 3x3 --tiles aerstl --min-score
 * 200`'s (the built-in English list, classic rules), so that its real
 * files are the corpus; the one made up is of 2x3 boards, 24 classes to
 * its 102, so that a whole proof costs little.  Input: files end to end,
 * a new one starting at each line that starts as a header does (at most
 * MAX_FILES).
 */
/* memfd_create: a name glibc reserves for this, not one of ours */
/* NOLINTNEXTLINE(bugprone-reserved-identifier) */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

#include "fuzz.h"
#include "messages.h"
#include "proof_file.h"
#include "proof_ledger.h"
#include "strbuf.h"

#if defined(__has_feature)
#if __has_feature(address_sanitizer)
#define REPORT_FD 1
#endif
#endif
#if defined(__SANITIZE_ADDRESS__)
#define REPORT_FD 1
#endif
#ifdef REPORT_FD
#include <sanitizer/common_interface_defs.h>
#endif

#define TILES "aerstl"
#define MAX_FILES 4
#define HEAD_START "{\"boggle_prove\":"
/* Room for a task's header: the proof's and its task fields. */
#define TASK_LINE (sizeof big.head.line + 96)

/* What files are checked against: a proof's shape, cutoff and header. */
typedef struct proof {
	int rows, cols;
	int32_t cutoff;
	boggle_prover *prover;
	proof_header head;
	uint64_t space;
	unsigned char canon[4096];     /* whether each class id is canonical */
} proof;

static proof big, small;
static int fds[MAX_FILES];
static char names[MAX_FILES][32];
static char *paths[MAX_FILES];
/* what the code under test says on stderr, caught to be checked */
static int said[2] = {-1, -1}, real_stderr = -1;
/* the last of it, to show when a check after it fails */
static char heard[1 << 16];

static void proof_make(proof *pf, int rows, int cols, int32_t cutoff)
{
	/* the prover keeps a pointer to the rules' bonus, none here */
	boggle_rules rules = boggle_rules_for_shape(rows, cols);
	const boggle_dict *dict = boggle_dict_builtin();
	uint64_t i;

	pf->rows = rows;
	pf->cols = cols;
	pf->cutoff = cutoff;
	CHECK(boggle_prover_new(&pf->prover, dict, &rules, rows, cols, NULL) ==
	      BOGGLE_OK);
	CHECK(boggle_prover_tiles(pf->prover, TILES, strlen(TILES), NULL) ==
	      BOGGLE_OK);
	/* the ledger's walk over every class id is cheap only if ids are few */
	pf->space = boggle_prover_space(pf->prover);
	CHECK(pf->space <= sizeof pf->canon);
	for (i = 0; i < pf->space; i++)
		pf->canon[i] = (unsigned char)boggle_prover_canonical(pf->prover,
								      i);
	CHECK(proof_header_make(&pf->head, pf->prover, dict, NULL, &rules, rows,
				cols, cutoff, NULL, NULL, TILES) == 0);
}

static void setup(void)
{
	int i;

	proof_make(&big, 3, 3, 200);
	proof_make(&small, 2, 3, 5);
	for (i = 0; i < MAX_FILES; i++) {
		fds[i] = memfd_create("proof", 0);
		CHECK(fds[i] >= 0);
		snprintf(names[i], sizeof names[i], "/proc/self/fd/%d", fds[i]);
		paths[i] = names[i];
	}
	CHECK(pipe(said) == 0);
	/* a full pipe loses a message rather than hanging the writer */
	CHECK(fcntl(said[0], F_SETFL, O_NONBLOCK) == 0);
	CHECK(fcntl(said[1], F_SETFL, O_NONBLOCK) == 0);
	real_stderr = dup(2);
	CHECK(real_stderr >= 0);
#ifdef REPORT_FD
	/* a fault while stderr is caught must still be seen */
	__sanitizer_set_report_fd((void *)(intptr_t)real_stderr);
#endif
}

static void hush(void)
{
	CHECK(dup2(said[1], 2) == 2);
}

/* stderr back; the lines said meanwhile, each the command's own */
static int lines_said(void)
{
	char *text = heard;
	ssize_t n;
	int lines = 0, i;

	CHECK(dup2(real_stderr, 2) == 2);
	n = read(said[0], text, sizeof heard - 1);
	CHECK(n >= 0 || errno == EAGAIN);
	/* far more than any message: none was lost */
	CHECK(n < (ssize_t)sizeof heard - 1);
	text[n > 0 ? n : 0] = '\0';
	for (i = 0; i < n; i++)
		if (i == 0 || text[i - 1] == '\n') {
			CHECK(n - i > 8 && !memcmp(text + i, "boggle: ", 8));
			lines++;
		}
	CHECK(n <= 0 || text[n - 1] == '\n');
	return lines;
}

static void put_file(int slot, const void *bytes, size_t len)
{
	CHECK(ftruncate(fds[slot], 0) == 0);
	CHECK(len == 0 || pwrite(fds[slot], bytes, len, 0) == (ssize_t)len);
}

/* Keys in the ledger's order, written afresh: class, whole first, part. */
static int key_cmp(const proof_key *x, const proof_key *y)
{
	if (x->id != y->id)
		return x->id < y->id ? -1 : 1;
	if (!x->part || !y->part)
		return !x->part && !y->part ? 0 : x->part ? 1 : -1;
	return strcmp(x->part, y->part);
}

static int key_qcmp(const void *a, const void *b)
{
	return key_cmp(a, b);
}

/* A class of the proof's shape that writes back as it is written. */
static void check_part(const proof *pf, const char *text)
{
	static char again[PROOF_PART_MAX];
	boggle_class *cls = NULL;

	CHECK(strlen(text) < PROOF_PART_MAX);
	CHECK(boggle_class_parse(&cls, pf->head.lang, pf->rows, pf->cols, text,
				 strlen(text), NULL) == BOGGLE_OK);
	CHECK(boggle_class_format(cls, again, sizeof again) < sizeof again);
	CHECK(!strcmp(again, text));
	boggle_class_free(cls);
}

static void check_board(const proof *pf, const proof_board *pb)
{
	char again[PROOF_BOARD_MAX];
	boggle_board *b = NULL;

	CHECK(pb->score >= pf->cutoff);
	CHECK(strlen(pb->board) < PROOF_BOARD_MAX);
	CHECK(boggle_board_new(&b, pf->head.lang, pf->rows, pf->cols) ==
	      BOGGLE_OK);
	CHECK(boggle_board_parse(b, pf->head.lang, pb->board, strlen(pb->board),
				 NULL) == BOGGLE_OK);
	CHECK(boggle_board_rows(b) == pf->rows &&
	      boggle_board_cols(b) == pf->cols);
	boggle_prover_orient(pf->prover, b);
	CHECK(boggle_board_format(b, again, sizeof again) < sizeof again);
	CHECK(!strcmp(again, pb->board));
	boggle_board_free(b);
}

/* Whatever got holds from *from on, read from files below nfiles. */
static void check_read(const proof *pf, const proof_resumed *got,
		       const proof_resumed *from, int nfiles)
{
	size_t i;

	for (i = from->ndone; i < got->ndone; i++) {
		CHECK(got->done[i].id < pf->space && pf->canon[got->done[i].id]);
		CHECK(got->done[i].file >= 0 && got->done[i].file < nfiles);
		if (got->done[i].part)
			check_part(pf, got->done[i].part);
	}
	for (i = from->nsplit; i < got->nsplit; i++) {
		CHECK(got->split[i].id < pf->space &&
		      pf->canon[got->split[i].id]);
		CHECK(got->split[i].file >= 0 && got->split[i].file < nfiles);
		CHECK(got->split[i].part);
		check_part(pf, got->split[i].part);
	}
	for (i = from->nboards; i < got->nboards; i++)
		check_board(pf, &got->boards[i]);
}

/* Whether a key is among the n sorted keys. */
static int has_key(const proof_key *keys, size_t n, const proof_key *k)
{
	return n && bsearch(k, keys, n, sizeof *keys, key_qcmp) != NULL;
}

/*
 * The ledger over got, checked against a verdict and a list of pending
 * parts worked out here; its verdict, and the pending count in *pending.
 */
static int check_ledger(const proof *pf, proof_resumed *got,
			const ledger_tasks *tasks, size_t *pending)
{
	uint64_t id, space = pf->space;
	unsigned char *whole = calloc(space ? space : 1, 1);
	const proof_key **parts;
	size_t *todo = NULL;
	size_t i, n = 0, len = 0, want = 0;
	int ok = 1, verdict;

	CHECK(whole);
	ledger_sort(got);
	for (i = 1; i < got->ndone; i++)
		CHECK(key_cmp(&got->done[i - 1], &got->done[i]) <= 0);
	for (i = 1; i < got->nsplit; i++)
		CHECK(key_cmp(&got->split[i - 1], &got->split[i]) <= 0);
	/*
	 * Sound: each canonical class proven whole once, and the parts
	 * proven exactly the parts split off, each once.
	 */
	parts = malloc((got->ndone ? got->ndone : 1) * sizeof(proof_key *));
	CHECK(parts);
	for (i = 0; i < got->ndone; i++) {
		CHECK(got->done[i].id < space);
		if (!got->done[i].part)
			ok &= whole[got->done[i].id]++ == 0;
		else
			parts[n++] = &got->done[i];
	}
	for (id = 0; id < space; id++)
		ok &= whole[id] == (pf->canon[id] ? 1 : 0);
	ok &= n == got->nsplit;
	for (i = 0; ok && i < n; i++)
		ok &= key_cmp(parts[i], &got->split[i]) == 0 &&
		      (i == 0 || key_cmp(&got->split[i - 1], &got->split[i]) < 0);
	free(parts);
	free(whole);

	CHECK(ledger_pending(got, &todo, &len) == 0);
	CHECK(len <= got->nsplit);
	for (i = 0; i < got->nsplit; i++) {
		const proof_key *k = &got->split[i];

		if ((i && !key_cmp(&got->split[i - 1], k)) ||
		    has_key(got->done, got->ndone, k))
			continue;
		CHECK(want < len);
		CHECK(todo[want] < got->nsplit);
		CHECK(key_cmp(&got->split[todo[want]], k) == 0);
		want++;
	}
	CHECK(want == len);
	for (i = 1; i < len; i++)
		CHECK(key_cmp(&got->split[todo[i - 1]], &got->split[todo[i]]) < 0);
	free(todo);

	hush();
	verdict = ledger_check("prove merge", got, pf->prover, paths, tasks, 0);
	n = (size_t)lines_said();
	CHECK(verdict == 0 || verdict == 1);
	CHECK(verdict == !ok);
	CHECK(!verdict || n >= 1);
	/* nothing left to prove in a sound proof */
	CHECK(verdict || len == 0);
	*pending = len;
	return verdict;
}

/* A file read and checked; its status. */
static int read_one(const proof *pf, int slot, const char *bytes, size_t len,
		    proof_resumed *got, ledger_tasks *tasks)
{
	proof_resumed before = *got;
	proof_file_task task;
	char line[TASK_LINE];
	size_t i, lines = 0;
	int status, n;

	put_file(slot, bytes, len);
	hush();
	status = proof_read("prove merge", paths[slot], slot, &pf->head,
			    pf->prover, got, &task);
	n = lines_said();
	/* EXIT_IO: a record that does not check out */
	CHECK(status == EXIT_OK || status == EXIT_USAGE || status == EXIT_IO);
	CHECK(n == (status != EXIT_OK));
	check_read(pf, got, &before, slot + 1);
	if (status != EXIT_OK)
		return status;
	/* a file taken is whole text: lines, each ended */
	CHECK(len > 0 && bytes[len - 1] == '\n');
	CHECK(!memchr(bytes, '\0', len));
	for (i = 0; i < len; i++)
		lines += bytes[i] == '\n';
	/* the proof's fields as it writes them, in any version */
	CHECK(task.index < task.count || !task.count);
	CHECK(task.version >= 1 && task.version <= 3);
	snprintf(line, sizeof line, "%s", task.version == 3 ? pf->head.line :
		 task.version == 2 ? pf->head.v2 : pf->head.old);
	CHECK(len >= strlen(line) - 2 && !memcmp(bytes, line, strlen(line) - 2));
	/* a record a line, after the header and before a task's end line */
	CHECK(got->ndone - before.ndone == lines - 1 - (task.count ? 1 : 0));
	CHECK(ledger_task_seen(tasks, &task) == 0);
	return status;
}

/* Bytes as --resume finds them: the file handed back, or refused. */
static void resume(const proof *pf, const char *bytes, size_t len)
{
	proof_resumed got;
	proof_out out;
	struct stat st;
	static char head[TASK_LINE + sizeof big.head.where];
	const char *kept;
	char *now;
	size_t i, keep = 0;
	int status, n;

	put_file(0, bytes, len);
	hush();
	status = proof_open(paths[0], 1, &pf->head, pf->prover, &out, &got);
	n = lines_said();
	CHECK(status == EXIT_OK || status == EXIT_USAGE || status == EXIT_IO);
	CHECK(n == (status != EXIT_OK));
	if (status != EXIT_OK) {
		CHECK(!got.ndone && !got.ids && !got.boards);
		return;
	}
	CHECK(out.live);
	CHECK(proof_out_close(&out, 1) == EXIT_OK);
	CHECK(got.nids == got.ndone && !got.nsplit);
	for (i = 0; i < got.ndone; i++)
		CHECK(!got.done[i].part && got.done[i].file == 0);
	for (i = 0; i < got.nids; i++) {
		CHECK(got.ids[i] < pf->space && pf->canon[got.ids[i]]);
		CHECK(i == 0 || got.ids[i - 1] < got.ids[i]);
	}
	for (i = 0; i < got.nboards; i++)
		check_board(pf, &got.boards[i]);
	/*
	 * A last line cut short is dropped; a file without one whole line,
	 * empty or the start of the proof's header, starts again from it.
	 */
	proof_header_task(&pf->head, NULL, head, sizeof head);
	CHECK(fstat(fds[0], &st) == 0);
	for (i = len; i > 0 && !keep; i--)
		if (bytes[i - 1] == '\n')
			keep = i;
	/* what is kept is text, as proof_read takes it */
	CHECK(!memchr(bytes, '\0', keep));
	CHECK(keep || (len < strlen(head) && !memcmp(bytes, head, len)));
	kept = keep ? bytes : head;
	keep = keep ? keep : strlen(head);
	CHECK((size_t)st.st_size == keep);
	now = malloc(keep + 1);
	CHECK(now && pread(fds[0], now, keep + 1, 0) == (ssize_t)keep);
	CHECK(!memcmp(now, kept, keep));
	free(now);
	proof_resumed_free(&got);
}

/* ---- a proof made up, written and read back --------------------------- */

typedef struct rec {
	uint64_t id;
	char *part;               /* NULL: the class whole */
	int file;
	int64_t bound;
	double seconds;
	proof_board boards[2];
	size_t nboards;
	char *split[3];
	size_t nsplit;
} rec;

typedef struct made {
	const proof *pf;
	rec *at;
	size_t n, cap;
	boggle_rng rng;
	int nfiles;
} made;

static uint32_t below(made *m, uint32_t n)
{
	return boggle_rng_below(&m->rng, n);
}

/* The proof's tiles are single letters: a class's cell is its letters. */
typedef struct cells {
	char at[25][16];
	int n;
} cells;

static void cells_read(const proof *pf, const char *text, cells *c)
{
	const char *p = text;
	int n = 0;

	while (*p) {
		size_t len = strcspn(p, " "), i;

		if (len != 1 || *p != '/') {
			CHECK(n < pf->rows * pf->cols && len < sizeof c->at[0]);
			for (i = 0; i < len; i++)
				CHECK(p[i] >= 'a' && p[i] <= 'z');
			memcpy(c->at[n], p, len);
			c->at[n++][len] = '\0';
		}
		p += len;
		while (*p == ' ')
			p++;
	}
	CHECK(n == pf->rows * pf->cols);
	c->n = n;
}

static void cells_write(const proof *pf, const cells *c, char *buf,
			size_t size)
{
	size_t len = 0;
	int i;

	buf[0] = '\0';
	for (i = 0; i < c->n; i++) {
		len += (size_t)snprintf(buf + len, size - len, "%s%s",
					!i ? "" : i % pf->cols ? " " : " / ",
					c->at[i]);
		CHECK(len < size);
	}
}

/* A board of the cells, canonically turned, and its score. */
static void board_from(made *m, const cells *c, proof_board *pb)
{
	const proof *pf = m->pf;
	char text[2 * 25];
	boggle_board *b = NULL;
	size_t len = 0;
	int i;

	/* rows apart: a board not square says its shape so */
	for (i = 0; i < c->n; i++) {
		if (i && i % pf->cols == 0)
			text[len++] = '/';
		text[len++] = c->at[i][below(m, (uint32_t)strlen(c->at[i]))];
	}
	CHECK(boggle_board_new(&b, pf->head.lang, pf->rows, pf->cols) ==
	      BOGGLE_OK);
	CHECK(boggle_board_parse(b, pf->head.lang, text, len, NULL) ==
	      BOGGLE_OK);
	boggle_prover_orient(pf->prover, b);
	CHECK(boggle_board_format(b, pb->board, sizeof pb->board) <
	      sizeof pb->board);
	/* its true score: merge scores every board again */
	CHECK(boggle_solve(pf->head.solver, b, &pf->head.rules) == BOGGLE_OK);
	pb->score = (int32_t)boggle_solver_score(pf->head.solver);
	boggle_board_free(b);
}



/*
 * A record of class id (of its part, if part): boards, and perhaps parts
 * split off, as a prover splits, on one cell's tiles so that no two parts
 * overlap; each part proven by a record of its own.
 */
static void make_record(made *m, uint64_t id, const char *part, int depth)
{
	static char text[PROOF_PART_MAX];
	const proof *pf = m->pf;
	size_t me, i;
	cells c;
	rec *r;

	if (m->n == m->cap) {
		m->cap = m->cap ? 2 * m->cap : 256;
		m->at = realloc(m->at, m->cap * sizeof *m->at);
		CHECK(m->at);
	}
	me = m->n++;
	r = &m->at[me];
	memset(r, 0, sizeof *r);
	r->id = id;
	r->part = part ? strdup(part) : NULL;
	CHECK(!part || r->part);
	r->file = (int)below(m, (uint32_t)m->nfiles);
	r->seconds = below(m, 1000000000) / 1000.0;
	if (!part) {
		boggle_class *cls = NULL;

		CHECK(boggle_prover_class(pf->prover, id, &cls) == BOGGLE_OK);
		CHECK(boggle_class_format(cls, text, sizeof text) < sizeof text);
		boggle_class_free(cls);
		part = text;
	}
	cells_read(pf, part, &c);
	/* boards of the class that reach the cutoff, each once, in order */
	for (i = below(m, 6); i > 0 && r->nboards < 2; i--) {
		proof_board *pb = &r->boards[r->nboards];

		board_from(m, &c, pb);
		if (pb->score >= pf->cutoff &&
		    (!r->nboards || strcmp(pb->board, r->boards[0].board)))
			r->nboards++;
	}
	if (r->nboards)
		qsort(r->boards, r->nboards, sizeof *r->boards,
		      proof_board_order);
	/* a bound that holds them: the least, the most, between */
	switch (below(m, 3)) {
	case 0: r->bound = r->nboards ? r->boards[0].score : 0; break;
	case 1: r->bound = INT64_MAX; break;
	default: r->bound = (r->nboards ? r->boards[0].score : 0) +
			    (int64_t)(boggle_rng_next(&m->rng) >> 2); break;
	}
	if (depth < 2 && below(m, 3) == 0) {
		int many[25], nmany = 0, group[sizeof c.at[0]];
		int cell, t, k, len;

		for (cell = 0; cell < c.n; cell++)
			if (strlen(c.at[cell]) > 1)
				many[nmany++] = cell;
		cell = nmany ? many[below(m, (uint32_t)nmany)] : -1;
		len = cell < 0 ? 0 : (int)strlen(c.at[cell]);
		k = cell < 0 ? 0 : 2 + (int)below(m, len > 2 ? 2 : 1);
		/* letter t to part t for the first k, so that none is empty */
		for (t = 0; t < len; t++)
			group[t] = t < k ? t : (int)below(m, (uint32_t)k);
		for (i = 0; i < (size_t)k; i++) {
			cells sub = c;
			int n = 0;

			for (t = 0; t < len; t++)
				if (group[t] == (int)i)
					sub.at[cell][n++] = c.at[cell][t];
			sub.at[cell][n] = '\0';
			cells_write(pf, &sub, text, sizeof text);
			m->at[me].split[i] = strdup(text);
			CHECK(m->at[me].split[i]);
		}
		m->at[me].nsplit = (size_t)k;
	}
	/* the parts' records, each after the one that split it off */
	for (i = 0; i < m->at[me].nsplit; i++)
		make_record(m, id, m->at[me].split[i], depth + 1);
}

/* What proof_read puts into got for r, read from file f. */
static void want_read(const rec *r, int f, const proof_resumed *got,
		      size_t *d, size_t *s, size_t *b)
{
	size_t i;

	CHECK(*d < got->ndone);
	CHECK(got->done[*d].id == r->id && got->done[*d].file == f);
	CHECK(!r->part == !got->done[*d].part);
	CHECK(!r->part || !strcmp(r->part, got->done[*d].part));
	(*d)++;
	for (i = 0; i < r->nsplit; i++, (*s)++) {
		CHECK(*s < got->nsplit);
		CHECK(got->split[*s].id == r->id && got->split[*s].file == f);
		CHECK(!strcmp(got->split[*s].part, r->split[i]));
	}
	for (i = 0; i < r->nboards; i++, (*b)++) {
		CHECK(*b < got->nboards);
		CHECK(!strcmp(got->boards[*b].board, r->boards[i].board));
		CHECK(got->boards[*b].score == r->boards[i].score);
	}
}

/* The line at line given the checksum its text now calls for. */
static void reseal(char *line)
{
	char *tail = strstr(line, ", \"sum\": \""), hex[24];
	uint64_t h = 0xcbf29ce484222325u;
	const char *p;

	CHECK(tail);
	for (p = line; p < tail; p++)
		h = (h ^ (unsigned char)*p) * 0x100000001b3u;
	snprintf(hex, sizeof hex, "%016llx", (unsigned long long)h);
	memcpy(tail + 10, hex, 16);
}

/*
 * A file that read back whole, with a board's letter or a score's digit
 * changed: refused as damaged, and a score changed is refused even with
 * the checksum made to fit.
 */
static void tamper(made *m, int slot, const char *text, size_t len)
{
	const char *at = strstr(text, "\"boards\": [[\"");
	char *copy, *line, *board, *digit;
	proof_resumed got = {0};
	ledger_tasks tasks = {0};
	int score;

	if (!at)
		return;
	copy = malloc(len + 1);
	CHECK(copy);
	memcpy(copy, text, len);
	copy[len] = '\0';
	board = copy + (at - text) + 13;
	line = board;
	while (line > copy && line[-1] != '\n')
		line--;
	digit = strstr(board, "\", ") + 3;
	score = below(m, 2);
	if (score) {
		*digit = (char)('0' + (*digit - '0' + 1 + below(m, 9)) % 10);
	} else {
		char *c = board + below(m, (uint32_t)strcspn(board, "\""));

		*c = *c == '/' ? 'a' : (char)('a' + (*c - 'a' + 1 + below(m, 25)) % 26);
	}
	CHECK(read_one(&small, slot, copy, len, &got, &tasks) != EXIT_OK);
	proof_resumed_free(&got);
	free(tasks.seen);
	memset(&tasks, 0, sizeof tasks);
	reseal(line);
	if (read_one(&small, slot, copy, len, &got, &tasks) == EXIT_OK)
		CHECK(!score);
	proof_resumed_free(&got);
	free(tasks.seen);
	free(copy);
}

/* Read text, len bytes, as file slot of the small proof: whether taken. */
static int taken(int slot, const char *text, size_t len)
{
	proof_resumed got = {0};
	ledger_tasks tasks = {0};
	int status = read_one(&small, slot, text, len, &got, &tasks);

	proof_resumed_free(&got);
	free(tasks.seen);
	return status == EXIT_OK;
}

/*
 * A file that read back whole, its header changed in one byte: refused as
 * damaged; and with the header's checksum made to fit, refused still when
 * the byte is one of the fields every file of the proof shares (those
 * after them, where lists were and the task, are the file's own).
 */
static void tamper_header(made *m, int slot, const char *text, size_t len)
{
	size_t end = (size_t)((const char *)memchr(text, '\n', len) - text);
	size_t shared = strlen(small.head.line) - 2, at = below(m, (uint32_t)end);
	char *copy = malloc(len + 1);

	CHECK(copy);
	memcpy(copy, text, len);
	copy[len] = '\0';
	copy[at] = (char)(copy[at] ^ (1 + below(m, 0x3f)));
	if (copy[at] == '\n' || copy[at] == '\0')
		copy[at] = text[at] == 'a' ? 'b' : 'a';
	CHECK(!taken(slot, copy, len));
	/* a byte before the checksum: the checksum made to fit it */
	if (at < (size_t)(strstr(text, ", \"sum\": \"") - text)) {
		copy[end] = '\0';
		reseal(copy);
		copy[end] = '\n';
		if (at < shared)
			CHECK(!taken(slot, copy, len));
	}
	free(copy);
}

/*
 * A file that read back whole, a part it hands on made the whole space
 * of the shape's tiles, the checksum made to fit: a part not within its
 * record's class is refused.
 */
static void tamper_part(int slot, const char *text, size_t len)
{
	const char *at = strstr(text, "\"split\": [\""), *close;
	static const char whole[] = "aelrst aelrst aelrst / aelrst aelrst "
				    "aelrst";
	char *copy, *line;
	size_t start, n;

	if (!at)
		return;
	start = (size_t)(at - text) + 11;
	close = strchr(text + start, '"');
	n = (size_t)(close - text) - start;
	copy = malloc(len + sizeof whole);
	CHECK(copy);
	memcpy(copy, text, start);
	memcpy(copy + start, whole, sizeof whole - 1);
	memcpy(copy + start + sizeof whole - 1, text + start + n,
	       len - start - n);
	len = len - n + sizeof whole - 1;
	copy[len] = '\0';
	line = copy + start;
	while (line > copy && line[-1] != '\n')
		line--;
	*strchr(line, '\n') = '\0';
	reseal(line);
	line[strlen(line)] = '\n';
	CHECK(!taken(slot, copy, len));
	free(copy);
}

static void round_trip(const uint8_t *data, size_t size)
{
	made m;
	proof_resumed got = {0};
	ledger_tasks tasks = {0};
	strbuf first = {0};
	uint64_t seed = 0xcbf29ce484222325u, id;
	size_t i, d = 0, s = 0, b = 0, pending, odd = SIZE_MAX;
	int f, fault, verdict;

	for (i = 0; i < size; i++)
		seed = (seed ^ data[i]) * 0x100000001b3u;
	memset(&m, 0, sizeof m);
	m.pf = &small;
	boggle_rng_seed(&m.rng, seed);
	m.nfiles = 1 + (int)below(&m, 3);
	for (id = 0; id < small.space; id++)
		if (small.canon[id])
			make_record(&m, id, NULL, 0);
	/* 0, 3: whole; 1: a record left out; 2: a record there twice */
	fault = (int)below(&m, 4);
	if (fault == 1 || fault == 2)
		odd = below(&m, (uint32_t)m.n);
	for (f = 0; f < m.nfiles; f++) {
		proof_file_task task = {0, 0, 0, 3};
		char line[TASK_LINE];
		strbuf sb = {0};
		size_t records = 0;

		if (m.nfiles > 1 || below(&m, 2)) {
			task.count = 1 + below(&m, 1000);
			task.index = below(&m, (uint32_t)task.count);
			task.parts = (int)below(&m, 2);
		}
		proof_header_task(&small.head, task.count ? &task : NULL, line,
				  sizeof line);
		sb_puts(&sb, line);
		for (i = 0; i < m.n; i++) {
			const rec *r = &m.at[i];
			int times = r->file != f ? 0 : i != odd ? 1 :
				    fault == 1 ? 0 : 2;

			for (; times > 0; times--, records++)
				proof_record(&sb, r->id, r->part, r->bound,
					     r->seconds, r->boards, r->nboards,
					     r->split, r->nsplit);
		}
		if (task.count) {
			snprintf(line, sizeof line, "{\"end\": %zu}\n", records);
			sb_puts(&sb, line);
		}
		CHECK(!sb.oom);
		if (read_one(&small, f, sb.data, sb.len, &got, &tasks) !=
		    EXIT_OK) {
			fprintf(stderr, "written by proof_record, refused: %s",
				heard);
			abort();
		}
		if (!f)
			memcpy(&first, &sb, sizeof sb);
		else
			sb_free(&sb);
	}
	/* as written, file by file */
	for (f = 0; f < m.nfiles; f++)
		for (i = 0; i < m.n; i++) {
			int times = m.at[i].file != f ? 0 : i != odd ? 1 :
				    fault == 1 ? 0 : 2;

			for (; times > 0; times--)
				want_read(&m.at[i], f, &got, &d, &s, &b);
		}
	CHECK(d == got.ndone && s == got.nsplit && b == got.nboards);
	verdict = check_ledger(&small, &got, &tasks, &pending);
	CHECK(verdict == (fault == 1 || fault == 2));
	/* a part's record left out leaves that part, alone, to prove */
	CHECK(pending == (fault == 1 && m.at[odd].part ? 1u : 0u));
	proof_resumed_free(&got);
	free(tasks.seen);
	/* the tampering reads the first file as a string */
	sb_putc(&first, '\0');
	CHECK(!first.oom);
	first.len--;
	tamper(&m, 0, first.data, first.len);
	tamper_header(&m, 0, first.data, first.len);
	tamper_part(0, first.data, first.len);
	sb_free(&first);
	for (i = 0; i < m.n; i++) {
		size_t k;

		free(m.at[i].part);
		for (k = 0; k < m.at[i].nsplit; k++)
			free(m.at[i].split[k]);
	}
	free(m.at);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static const size_t start = sizeof HEAD_START - 1;
	proof_resumed got = {0};
	ledger_tasks tasks = {0};
	size_t at[MAX_FILES + 1], i, pending;
	int n = 1, f;

	if (!big.prover)
		setup();
	at[0] = 0;
	for (i = 1; i + start <= size && n < MAX_FILES; i++)
		if (data[i - 1] == '\n' && !memcmp(data + i, HEAD_START, start))
			at[n++] = i;
	at[n] = size;
	/* every file read, as merge does, to say all that is wrong at once */
	for (f = 0; f < n; f++)
		read_one(&big, f, (const char *)data + at[f], at[f + 1] - at[f],
			 &got, &tasks);
	/* merge judges only files all taken; the ledger holds up anyway */
	check_ledger(&big, &got, &tasks, &pending);
	proof_resumed_free(&got);
	free(tasks.seen);
	resume(&big, (const char *)data, size);
	round_trip(data, size);
	return 0;
}
