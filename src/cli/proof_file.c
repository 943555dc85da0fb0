/* The file of a proof's progress: writing it, and reading it back. */
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "messages.h"
#include "proof_file.h"

/* FNV-1a of a list's words, each with a newline after it. */
static uint64_t list_sum(const boggle_dict *dict)
{
	uint64_t h = 0xcbf29ce484222325u;
	size_t i, n = boggle_dict_count(dict);

	for (i = 0; i < n; i++) {
		char w[BOGGLE_WORD_TEXT_MAX];
		size_t k, len = boggle_dict_word(dict, (uint32_t)i, w, sizeof w);

		w[len < sizeof w ? len : sizeof w - 1] = '\n';
		for (k = 0; k <= len && k < sizeof w; k++) {
			h ^= (unsigned char)w[k];
			h *= 0x100000001b3u;
		}
	}
	return h;
}

void proof_header_make(proof_header *h, const boggle_prover *prover,
		       const boggle_dict *dict, const boggle_dict *excluded,
		       const boggle_rules *rules, int rows, int cols,
		       int32_t cutoff)
{
	static const char *const scorings[] = {"classic", "superbig",
					       "letters", "words"};
	char buckets[1024], bonus[32] = "", exclude[40] = "none";
	int i;

	boggle_prover_buckets(prover, buckets, sizeof buckets);
	for (i = 0; rules->bonus && i < rows * cols && i < 31; i++)
		bonus[i] = (char)boggle_bonus_at(rules->bonus, i);
	if (excluded)
		snprintf(exclude, sizeof exclude, "%016llx",
			 (unsigned long long)list_sum(excluded));
	snprintf(h->line, sizeof h->line,
		 "{\"boggle_prove\": 1, \"shape\": \"%dx%d\", \"lang\": \"%s\", "
		 "\"list\": \"%016llx\", \"words\": %zu, \"scoring\": \"%s\", "
		 "\"min_letters\": %d, \"bonus\": \"%s\", \"exclude\": \"%s\", "
		 "\"buckets\": \"%s\", \"classes\": %llu, \"min_score\": %ld}\n",
		 rows, cols, boggle_lang_code(boggle_dict_lang(dict)),
		 (unsigned long long)list_sum(dict), boggle_dict_count(dict),
		 scorings[rules->scoring % 4], rules->min_letters, bonus,
		 exclude, buckets,
		 (unsigned long long)boggle_prover_classes(prover),
		 (long)cutoff);
	h->rows = rows;
	h->cols = cols;
	h->lang = boggle_dict_lang(dict);
	h->cutoff = cutoff;
}

void proof_header_task(const proof_header *h, const proof_file_task *t,
		       char *line, size_t size)
{
	int len = (int)strlen(h->line) - 2;    /* its "}\n" */

	snprintf(line, size, "%.*s, \"task\": \"%llu/%llu\", \"of\": \"%s\"}\n",
		 len, h->line, (unsigned long long)t->index,
		 (unsigned long long)t->count, t->parts ? "parts" : "classes");
}

void proof_record(strbuf *sb, uint64_t id, const char *part, int64_t bound,
		  double seconds, const proof_board *boards, size_t n,
		  char *const *split, size_t nsplit)
{
	char text[160];
	size_t i;

	snprintf(text, sizeof text, "{\"class\": %llu, ",
		 (unsigned long long)id);
	sb_puts(sb, text);
	if (part) {
		sb_puts(sb, "\"part\": \"");
		sb_puts(sb, part);
		sb_puts(sb, "\", ");
	}
	snprintf(text, sizeof text, "\"bound\": %lld, \"seconds\": %.3f, "
		 "\"boards\": [", (long long)bound, seconds);
	sb_puts(sb, text);
	for (i = 0; i < n; i++) {
		snprintf(text, sizeof text, "%s[\"", i ? ", " : "");
		sb_puts(sb, text);
		sb_puts(sb, boards[i].board);
		snprintf(text, sizeof text, "\", %ld]", (long)boards[i].score);
		sb_puts(sb, text);
	}
	sb_puts(sb, "]");
	if (nsplit) {
		sb_puts(sb, ", \"split\": [");
		for (i = 0; i < nsplit; i++) {
			sb_puts(sb, i ? ", \"" : "\"");
			sb_puts(sb, split[i]);
			sb_puts(sb, "\"");
		}
		sb_puts(sb, "]");
	}
	sb_puts(sb, "}\n");
}

/* ---- reading a record back -------------------------------------------- */

typedef struct cursor {
	const char *at, *end;
} cursor;

static void skip_space(cursor *c)
{
	while (c->at < c->end && *c->at == ' ')
		c->at++;
}

static int expect(cursor *c, const char *text)
{
	size_t n = strlen(text);

	skip_space(c);
	if ((size_t)(c->end - c->at) < n || memcmp(c->at, text, n) != 0)
		return -1;
	c->at += n;
	return 0;
}

static int number(cursor *c, long long min, long long max, long long *out)
{
	long long v = 0;
	int neg = 0, digits = 0;

	skip_space(c);
	if (c->at < c->end && *c->at == '-') {
		neg = 1;
		c->at++;
	}
	while (c->at < c->end && *c->at >= '0' && *c->at <= '9') {
		int d = *c->at++ - '0';

		/* against this very digit, so that INT64_MAX itself reads */
		if (v > (INT64_MAX - d) / 10)
			return -1;
		v = v * 10 + d;
		digits++;
	}
	if (!digits)
		return -1;
	v = neg ? -v : v;
	if (v < min || v > max)
		return -1;
	*out = v;
	return 0;
}

/* A string of no escapes, as records are written. */
static int string(cursor *c, char *buf, size_t size)
{
	size_t n = 0;

	if (expect(c, "\"") < 0)
		return -1;
	while (c->at < c->end && *c->at != '"') {
		if (*c->at == '\\' || (unsigned char)*c->at < 0x20 || n + 1 >= size)
			return -1;
		buf[n++] = *c->at++;
	}
	if (c->at == c->end)
		return -1;
	c->at++;
	buf[n] = '\0';
	return 0;
}

/* Whether text is a board of the proof's shape, canonically turned. */
static int board_ok(const proof_header *h, const boggle_prover *prover,
		    const char *text)
{
	boggle_board *b = NULL;
	char again[BOARD_TEXT_MAX];
	int ok;

	ok = boggle_board_new(&b, h->lang, h->rows, h->cols) == BOGGLE_OK &&
	     boggle_board_parse(b, h->lang, text, strlen(text), NULL) ==
		     BOGGLE_OK && boggle_board_rows(b) == h->rows &&
	     boggle_board_cols(b) == h->cols;
	if (ok) {
		boggle_prover_orient(prover, b);
		boggle_board_format(b, again, sizeof again);
		ok = strcmp(again, text) == 0;
	}
	boggle_board_free(b);
	return ok;
}

static int add_board(proof_resumed *got, const char *text, int32_t score)
{
	if (got->nboards == got->boards_cap) {
		size_t cap = got->boards_cap ? 2 * got->boards_cap : 64;
		proof_board *n = realloc(got->boards, cap * sizeof *n);

		if (!n)
			return -1;
		got->boards = n;
		got->boards_cap = cap;
	}
	snprintf(got->boards[got->nboards].board, PROOF_BOARD_MAX, "%s", text);
	got->boards[got->nboards++].score = score;
	return 0;
}

static int add_key(proof_key **keys, size_t *n, size_t *cap, uint64_t id,
		   const char *part, int file)
{
	char *copy = NULL;

	if (*n == *cap) {
		size_t c = *cap ? 2 * *cap : 256;
		proof_key *k = realloc(*keys, c * sizeof *k);

		if (!k)
			return -1;
		*keys = k;
		*cap = c;
	}
	if (part && !(copy = strdup(part)))
		return -1;
	(*keys)[*n].id = id;
	(*keys)[*n].part = copy;
	(*keys)[(*n)++].file = file;
	return 0;
}

void proof_resumed_free(proof_resumed *got)
{
	size_t i;

	for (i = 0; i < got->ndone; i++)
		free(got->done[i].part);
	for (i = 0; i < got->nsplit; i++)
		free(got->split[i].part);
	free(got->ids);
	free(got->done);
	free(got->split);
	free(got->boards);
	memset(got, 0, sizeof *got);
}

/* Whether text is a class of the proof's shape, written as it is written. */
static int part_ok(const proof_header *h, const char *text)
{
	boggle_class *cls = NULL;
	char again[PROOF_PART_MAX];
	int ok;

	ok = boggle_class_parse(&cls, h->lang, h->rows, h->cols, text,
				strlen(text), NULL) == BOGGLE_OK &&
	     boggle_class_format(cls, again, sizeof again) < sizeof again &&
	     strcmp(again, text) == 0;
	boggle_class_free(cls);
	return ok;
}

/* A record that could not be read for want of memory, not for its bytes. */
static const char no_memory[] = "out of memory";

/*
 * One record line (no newline): its keys into got's done and split, file
 * naming them, and its boards.
 */
static int record_read(const proof_header *h, const boggle_prover *prover,
		       const char *line, size_t len, int file,
		       proof_resumed *got, const char **why)
{
	char part[PROOF_PART_MAX];
	const char *key = NULL;    /* the part, for a part's record */
	cursor c = {line, line + len};
	long long v;
	double secs;
	char *end;
	uint64_t id;
	int first = 1;

	*why = "not a class record";
	if (expect(&c, "{\"class\":") < 0 || number(&c, 0, INT64_MAX, &v) < 0)
		return -1;
	id = (uint64_t)v;
	if (!boggle_prover_canonical(prover, id)) {
		*why = "no class of the proof has that id";
		return -1;
	}
	*why = "a malformed record";
	if (expect(&c, ",") < 0)
		return -1;
	if (expect(&c, "\"part\":") == 0) {
		if (string(&c, part, sizeof part) < 0 || expect(&c, ",") < 0)
			return -1;
		if (!part_ok(h, part)) {
			*why = "a part that is not a class of the proof's shape";
			return -1;
		}
		key = part;
	}
	if (add_key(&got->done, &got->ndone, &got->done_cap, id, key,
		    file) < 0) {
		*why = no_memory;
		return -1;
	}
	if (expect(&c, "\"bound\":") < 0 ||
	    number(&c, -1, INT64_MAX, &v) < 0 || expect(&c, ",") < 0 ||
	    expect(&c, "\"seconds\":") < 0)
		return -1;
	skip_space(&c);
	errno = 0;
	{
		char num[64];
		size_t n = 0;

		/* strchr would find a NUL too: the one that ends its set */
		while (c.at + n < c.end && n < sizeof num - 1 && c.at[n] &&
		       strchr("0123456789.e+-", c.at[n]))
			n++;
		memcpy(num, c.at, n);
		num[n] = '\0';
		secs = strtod(num, &end);
		if (end == num || *end || secs < 0 || errno)
			return -1;
		c.at += n;
	}
	if (expect(&c, ",") < 0 || expect(&c, "\"boards\":") < 0 ||
	    expect(&c, "[") < 0)
		return -1;
	skip_space(&c);
	while (c.at < c.end && *c.at != ']') {
		char board[PROOF_BOARD_MAX];

		if ((!first && expect(&c, ",") < 0) || expect(&c, "[") < 0 ||
		    string(&c, board, sizeof board) < 0 || expect(&c, ",") < 0 ||
		    number(&c, h->cutoff, INT32_MAX, &v) < 0 ||
		    expect(&c, "]") < 0)
			return -1;
		if (!board_ok(h, prover, board)) {
			*why = "a board not of the proof's shape, or not turned "
			       "canonically";
			return -1;
		}
		if (add_board(got, board, (int32_t)v) < 0) {
			*why = no_memory;
			return -1;
		}
		first = 0;
		skip_space(&c);
	}
	if (expect(&c, "]") < 0)
		return -1;
	if (expect(&c, ",") == 0) {
		if (expect(&c, "\"split\":") < 0 || expect(&c, "[") < 0)
			return -1;
		for (first = 1; expect(&c, "]") < 0; first = 0) {
			if ((!first && expect(&c, ",") < 0) ||
			    string(&c, part, sizeof part) < 0)
				return -1;
			if (!part_ok(h, part)) {
				*why = "a part that is not a class of the proof's "
				       "shape";
				return -1;
			}
			if (add_key(&got->split, &got->nsplit, &got->split_cap,
				    id, part, file) < 0) {
				*why = no_memory;
				return -1;
			}
		}
		if (first)
			return -1;
	}
	if (expect(&c, "}") < 0)
		return -1;
	skip_space(&c);
	return c.at == c.end ? 0 : -1;
}

static const char *find(const char *hay, size_t len, const char *needle,
			size_t n)
{
	size_t i;

	for (i = 0; i + n <= len; i++)
		if (!memcmp(hay + i, needle, n))
			return hay + i;
	return NULL;
}

/* The first of the header's fields whose value differs in line. */
static void header_diff(const char *want, const char *line, size_t len,
			char *buf, size_t size)
{
	const char *k = want;

	snprintf(buf, size, "not a proof's file");
	if (len < 16 || memcmp(line, "{\"boggle_prove\":", 16) != 0)
		return;
	while ((k = strstr(k, ", \"")) != NULL) {
		const char *key = k + 2, *colon = strchr(key, ':');
		const char *vend, *in;
		size_t klen, vlen;
		char keytext[64];

		if (!colon)
			break;
		/* values hold no ", " but the buckets' text: ", \"" ends one */
		vend = strstr(colon, ", \"");
		if (!vend)
			vend = colon + strlen(colon) - 2;
		klen = (size_t)(colon - key) + 1;
		vlen = (size_t)(vend - colon);
		snprintf(keytext, sizeof keytext, "%.*s", (int)klen, key);
		in = find(line, len, keytext, klen);
		if (!in || (size_t)(line + len - in) < klen + vlen ||
		    memcmp(in + klen - 1, colon, vlen) != 0) {
			char quoted[64];
			const char *got = in ? in + klen : "";
			size_t glen = 0;

			/* the values bare: the file's quoted as untrusted text */
			while (in && got < line + len && (*got == ' ' || *got == '"'))
				got++;
			while (in && got + glen < line + len && got[glen] != '"' &&
			       got[glen] != ',' && got[glen] != '}' && glen < 40)
				glen++;
			{
				const char *v = colon + 1;
				size_t n = vlen - 1;

				while (n && (*v == ' ' || *v == '"'))
					v++, n--;
				while (n && strchr("\"}\n", v[n - 1]))
					n--;
				snprintf(buf, size, "from a proof of another %.*s "
					 "(%s; this one: %.*s)", (int)klen - 3,
					 key + 1, in ? cli_quote(got, glen, quoted,
								  sizeof quoted) :
					 "none", (int)n, v);
			}
			return;
		}
		k = vend;
	}
}

static int id_order(const void *a, const void *b)
{
	uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;

	return (x > y) - (x < y);
}

/* Read the file whole into a buffer; -1 with errno. */
static int slurp(int fd, char **text, size_t *len)
{
	size_t cap = 1 << 16, n = 0;
	char *buf = malloc(cap);

	if (!buf)
		return -1;
	for (;;) {
		ssize_t r;

		if (n == cap) {
			char *nb = realloc(buf, cap *= 2);

			if (!nb) {
				free(buf);
				return -1;
			}
			buf = nb;
		}
		r = read(fd, buf + n, cap - n);
		if (r < 0 && errno == EINTR)
			continue;
		if (r < 0) {
			free(buf);
			return -1;
		}
		if (r == 0)
			break;
		n += (size_t)r;
	}
	*text = buf;
	*len = n;
	return 0;
}

static int task_read(const proof_header *h, const char *line, size_t len,
		     proof_file_task *t);

static int resume_read(const char *path, int fd, const proof_header *h,
		       const boggle_prover *prover, proof_resumed *got)
{
	char *text = NULL, why[256];
	size_t len, at, line_no = 1, hlen = strlen(h->line);
	const char *nl;

	if (slurp(fd, &text, &len) < 0) {
		cli_error("prove: %s: %s", path, strerror(errno));
		return EXIT_IO;
	}
	/* no whole header yet: a run killed as it began; start again */
	if (!memchr(text, '\n', len)) {
		free(text);
		if (ftruncate(fd, 0) < 0 ||
		    write(fd, h->line, hlen) != (ssize_t)hlen) {
			cli_error("prove: %s: %s", path, strerror(errno));
			return EXIT_IO;
		}
		return EXIT_OK;
	}
	if (len < hlen || memcmp(text, h->line, hlen) != 0) {
		proof_file_task t;

		nl = memchr(text, '\n', len);
		header_diff(h->line, text, (size_t)(nl - text), why, sizeof why);
		if (task_read(h, text, (size_t)(nl - text), &t) == 0 && t.count)
			snprintf(why, sizeof why, "the file of task %llu/%llu, "
				 "written whole: boggle prove merge reads it",
				 (unsigned long long)t.index,
				 (unsigned long long)t.count);
		cli_error("prove: %s: %s", path, why);
		free(text);
		return EXIT_USAGE;
	}
	for (at = hlen; at < len; at = (size_t)(nl - text) + 1) {
		const char *reason;

		line_no++;
		nl = memchr(text + at, '\n', len - at);
		if (!nl) {
			/* cut short by a kill: dropped, and the class redone */
			if (ftruncate(fd, (off_t)at) < 0) {
				cli_error("prove: %s: %s", path, strerror(errno));
				free(text);
				return EXIT_IO;
			}
			break;
		}
		if (record_read(h, prover, text + at, (size_t)(nl - (text + at)),
				0, got, &reason) < 0 ||
		    (got->nsplit && (reason = "a part's record: a task's, not "
				     "a one-machine proof's")) ||
		    (got->done[got->ndone - 1].part &&
		     (reason = "a part's record: a task's, not a one-machine "
			       "proof's"))) {
			cli_error("prove: %s: line %zu: %s", path, line_no, reason);
			free(text);
			return reason == no_memory ? EXIT_IO : EXIT_USAGE;
		}
	}
	free(text);
	if (!(got->ids = malloc((got->ndone ? got->ndone : 1) *
				sizeof *got->ids))) {
		cli_error("prove: %s", boggle_strerror(BOGGLE_NOMEM));
		return EXIT_IO;
	}
	for (at = 0; at < got->ndone; at++)
		got->ids[at] = got->done[at].id;
	got->nids = got->ndone;
	if (got->nids)
		qsort(got->ids, got->nids, sizeof *got->ids, id_order);
	for (at = 1; at < got->nids; at++)
		if (got->ids[at] == got->ids[at - 1]) {
			cli_error("prove: %s: class %llu is there twice", path,
				  (unsigned long long)got->ids[at]);
			return EXIT_USAGE;
		}
	return EXIT_OK;
}

int proof_open(const char *path, int resume, const proof_header *h,
	       const boggle_prover *prover, FILE **out, proof_resumed *got)
{
	int fd, status = EXIT_OK;
	size_t hlen = strlen(h->line);

	memset(got, 0, sizeof *got);
	fd = open(path, resume ? O_RDWR | O_CREAT | O_APPEND :
		  O_WRONLY | O_CREAT | O_EXCL | O_APPEND, 0666);
	if (fd < 0 && errno == EEXIST) {
		cli_error("prove: %s is there already: --resume goes on from it",
			  path);
		return EXIT_USAGE;
	}
	if (fd < 0) {
		cli_error("prove: %s: %s", path, strerror(errno));
		return EXIT_IO;
	}
	{
		struct stat st;

		/* a device or a pipe would be read without end, or not again */
		if (resume && (fstat(fd, &st) < 0 || !S_ISREG(st.st_mode))) {
			cli_error("prove: %s: not a regular file", path);
			close(fd);
			return EXIT_USAGE;
		}
	}
	if (resume)
		status = resume_read(path, fd, h, prover, got);
	else if (write(fd, h->line, hlen) != (ssize_t)hlen) {
		cli_error("prove: %s: %s", path, strerror(errno));
		status = EXIT_IO;
	}
	if (status == EXIT_OK && !(*out = fdopen(fd, "a"))) {
		cli_error("prove: %s: %s", path, strerror(errno));
		status = EXIT_IO;
	}
	if (status != EXIT_OK) {
		close(fd);
		proof_resumed_free(got);
	}
	return status;
}

/* ---- a task's file, written whole ------------------------------------- */

/* The temporary file a signal would leave behind, for the handler. */
static char doomed[4096];
static const int stops[] = {SIGINT, SIGTERM, SIGHUP, SIGQUIT};
static struct sigaction before[sizeof stops / sizeof stops[0]];

static void remove_doomed(int sig)
{
	if (doomed[0])
		unlink(doomed);
	signal(sig, SIG_DFL);
	raise(sig);
}

/*
 * While tmp is written, a signal that ends the process removes it first;
 * a signal ignored (as under nohup) stays ignored.  NULL puts back what
 * was there.
 */
static void guard(const char *tmp)
{
	struct sigaction sa;
	size_t i;

	memset(&sa, 0, sizeof sa);
	sa.sa_handler = remove_doomed;
	sigemptyset(&sa.sa_mask);
	snprintf(doomed, sizeof doomed, "%s", tmp ? tmp : "");
	for (i = 0; i < sizeof stops / sizeof stops[0]; i++) {
		if (!tmp) {
			sigaction(stops[i], &before[i], NULL);
			continue;
		}
		sigaction(stops[i], NULL, &before[i]);
		if (before[i].sa_handler != SIG_IGN)
			sigaction(stops[i], &sa, NULL);
	}
}

int proof_out_open(proof_out *o, const char *path, const char *header)
{
	const char *slash = strrchr(path, '/');
	size_t dirlen = slash ? (size_t)(slash - path) + 1 : 0;
	struct stat st;
	mode_t mask;
	int fd;

	memset(o, 0, sizeof *o);
	o->path = path;
	/* rename would put a file in place of a device or a directory */
	if (stat(path, &st) == 0 && !S_ISREG(st.st_mode)) {
		cli_error("prove: %s: not a regular file", path);
		return EXIT_USAGE;
	}
	if (!(o->tmp = malloc(strlen(path) + 16))) {
		cli_error("prove: %s", boggle_strerror(BOGGLE_NOMEM));
		return EXIT_IO;
	}
	/* hidden, so that a glob of the finished files leaves it out */
	sprintf(o->tmp, "%.*s.%s.XXXXXX", (int)dirlen, path, path + dirlen);
	if ((fd = mkstemp(o->tmp)) < 0) {
		cli_error("prove: %s: %s", path, strerror(errno));
		free(o->tmp);
		o->tmp = NULL;
		return EXIT_IO;
	}
	guard(o->tmp);
	mask = umask(0);
	umask(mask);
	if (fchmod(fd, 0666 & ~mask) < 0 || !(o->f = fdopen(fd, "w")) ||
	    fputs(header, o->f) == EOF) {
		cli_error("prove: %s: %s", o->tmp, strerror(errno));
		if (!o->f)
			close(fd);
		proof_out_close(o, 0);
		return EXIT_IO;
	}
	return EXIT_OK;
}

int proof_out_close(proof_out *o, int ok)
{
	int status = EXIT_OK;

	if (!o->tmp)
		return EXIT_OK;
	if (ok && o->f &&
	    (fprintf(o->f, "{\"end\": %zu}\n", o->records) < 0 ||
	     fflush(o->f) != 0 || fsync(fileno(o->f)) < 0)) {
		cli_error("prove: %s: %s", o->tmp, strerror(errno));
		status = EXIT_IO;
	}
	if (o->f && fclose(o->f) != 0 && ok && status == EXIT_OK) {
		cli_error("prove: %s: %s", o->tmp, strerror(errno));
		status = EXIT_IO;
	}
	o->f = NULL;
	if (ok && status == EXIT_OK && rename(o->tmp, o->path) < 0) {
		cli_error("prove: %s: %s", o->path, strerror(errno));
		status = EXIT_IO;
	}
	if (!ok || status != EXIT_OK)
		unlink(o->tmp);
	guard(NULL);
	free(o->tmp);
	o->tmp = NULL;
	return status;
}

/* ---- reading any proof's file ----------------------------------------- */

/* The task a header names after h's fields, if it is a task's. */
static int task_read(const proof_header *h, const char *line, size_t len,
		     proof_file_task *t)
{
	size_t hlen = strlen(h->line);
	cursor c = {line, line + len};
	long long i, n;

	memset(t, 0, sizeof *t);
	if (len == hlen - 1 && memcmp(line, h->line, len) == 0)
		return 0;
	if (len < hlen || memcmp(line, h->line, hlen - 2) != 0)
		return -1;
	c.at += hlen - 2;
	if (expect(&c, ", \"task\": \"") < 0 || number(&c, 0, INT64_MAX, &i) < 0 ||
	    expect(&c, "/") < 0 || number(&c, 1, INT64_MAX, &n) < 0 ||
	    i >= n || expect(&c, "\", \"of\": \"") < 0)
		return -1;
	if (expect(&c, "parts") == 0)
		t->parts = 1;
	else if (expect(&c, "classes") < 0)
		return -1;
	if (expect(&c, "\"}") < 0 || c.at != c.end)
		return -1;
	t->index = (uint64_t)i;
	t->count = (uint64_t)n;
	return 0;
}

int proof_read(const char *cmd, const char *path, int file,
	       const proof_header *h, const boggle_prover *prover,
	       proof_resumed *got, proof_file_task *task)
{
	char *text = NULL, why[256];
	size_t len, at, line_no = 1, records = 0;
	const char *nl;
	struct stat st;
	int fd = open(path, O_RDONLY | O_NONBLOCK), status = EXIT_USAGE;

	if (fd < 0) {
		cli_error("%s: %s: %s", cmd, path, strerror(errno));
		return EXIT_IO;
	}
	if (fstat(fd, &st) < 0 || !S_ISREG(st.st_mode)) {
		cli_error("%s: %s: not a regular file", cmd, path);
		close(fd);
		return EXIT_USAGE;
	}
	if (slurp(fd, &text, &len) < 0) {
		cli_error("%s: %s: %s", cmd, path, strerror(errno));
		close(fd);
		return EXIT_IO;
	}
	close(fd);
	if (!(nl = memchr(text, '\n', len))) {
		cli_error("%s: %s: %s", cmd, path, len ? "cut short in its "
			  "header" : "empty: not a proof's file");
		goto out;
	}
	if (task_read(h, text, (size_t)(nl - text), task) < 0) {
		header_diff(h->line, text, (size_t)(nl - text), why, sizeof why);
		cli_error("%s: %s: %s", cmd, path, why);
		goto out;
	}
	for (at = (size_t)(nl - text) + 1; at < len;
	     at = (size_t)(nl - text) + 1) {
		const char *reason;
		long long n;
		cursor c;

		line_no++;
		if (!(nl = memchr(text + at, '\n', len - at))) {
			cli_error("%s: %s: line %zu is cut short%s", cmd, path,
				  line_no, task->count ? "" : ": --resume the "
				  "proof first");
			goto out;
		}
		c.at = text + at;
		c.end = nl;
		if (task->count && expect(&c, "{\"end\":") == 0) {
			if (number(&c, 0, INT64_MAX, &n) < 0 ||
			    expect(&c, "}") < 0 || c.at != c.end ||
			    (size_t)n != records || (size_t)(nl - text) + 1 != len) {
				cli_error("%s: %s: line %zu: not the end of %zu "
					  "records", cmd, path, line_no, records);
				goto out;
			}
			status = EXIT_OK;
			goto out;
		}
		if (record_read(h, prover, text + at, (size_t)(nl - (text + at)),
				file, got, &reason) < 0) {
			cli_error("%s: %s: line %zu: %s", cmd, path, line_no,
				  reason);
			if (reason == no_memory)
				status = EXIT_IO;
			goto out;
		}
		records++;
	}
	if (task->count)
		cli_error("%s: %s: cut short: a task's file ends with an end "
			  "line", cmd, path);
	else
		status = EXIT_OK;
out:
	free(text);
	return status;
}

int proof_file_cutoff(const char *cmd, const char *path, int32_t *cutoff)
{
	char line[4096];
	const char *at;
	long long v;
	struct stat st;
	int fd = open(path, O_RDONLY | O_NONBLOCK), ok;
	ssize_t n;

	if (fd < 0) {
		cli_error("%s: %s: %s", cmd, path, strerror(errno));
		return EXIT_IO;
	}
	ok = fstat(fd, &st) == 0 && S_ISREG(st.st_mode) &&
	     (n = read(fd, line, sizeof line - 1)) > 0;
	close(fd);
	if (ok) {
		line[n] = '\0';
		ok = strncmp(line, "{\"boggle_prove\":", 16) == 0 &&
		     (at = strstr(line, "\"min_score\": ")) != NULL &&
		     (!strchr(line, '\n') || at < strchr(line, '\n')) &&
		     sscanf(at + 13, "%lld", &v) == 1 && v >= 1 &&
		     v <= INT32_MAX;
	}
	if (!ok) {
		cli_error("%s: %s: not a proof's file", cmd, path);
		return EXIT_USAGE;
	}
	*cutoff = (int32_t)v;
	return EXIT_OK;
}
