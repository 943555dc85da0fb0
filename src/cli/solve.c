/*
 * boggle solve: boards from the arguments or from stdin, solved in
 * batches by one or more threads, printed in input order.
 */
#include <errno.h>
#include <getopt.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "boards.h"
#include "boggle.h"
#include "cli.h"
#include "format.h"
#include "judging.h"
#include "lines.h"
#include "messages.h"
#include "options.h"
#include "strbuf.h"
#include "terminal.h"
#include "text.h"
#include "word_lists.h"

/* Boards solved together; a batch also ends whenever input runs dry. */
#define BATCH 512
/* Output room a batch slot keeps between boards. */
#define KEEP_BYTES ((size_t)16 * 1024)

static const char solve_usage[] =
	"Usage: boggle solve [OPTION]... [BOARD]...\n"
	"Find every word on each BOARD, or on each line of standard input.\n"
	"A BOARD of - stands for the boards of standard input, in its place.\n"
	"\n"
	CLI_JUDGE_HELP
	"      --lang CODE     the language of boards, words and the word list\n"
	"                      (default en, or $BOGGLE_LANG; codes below)\n"
	"  -f, --format NAME   text, tsv, json or summary (default text)\n"
	"  -j, --jobs N        solve with N threads, 1 to 256 (default 1)\n"
	"      --show WORD     draw BOARD with the path of WORD marked, the\n"
	"                      way players check a find (exit 1 if the board\n"
	"                      does not hold it or it does not count); with\n"
	"                      -f json, one object: word, letters, score,\n"
	"                      path, and a status when it does not count;\n"
	"                      with -f svg, the board drawn, the path on it\n"
	"  -h, --help          show this help and exit\n"
	"\n"
	"A board is its cells row by row: 16 letters for 4x4, or rows\n"
	"separated by '/' (pers/late/sind; a board of one row ends with '/',\n"
	"as in cater/), any shape of at most 256 cells, in UTF-8. [th] is a\n"
	"cell of several letters; '.' is a blank cell. Case is ignored. In\n"
	"English 'q' reads Qu; in other languages q is a letter and [qu]\n"
	"reads Qu.\n"
	"\n"
	"Rules: 4x4 and other sizes take words of 3+ letters scored 1 1 2 3 5\n"
	"11 (3, 4, 5, 6, 7, 8+ letters); 5x5 (Big Boggle) the same from 4\n"
	"letters; 6x6 (Super Big Boggle) from 4 letters, 9+ letters 2 each.\n"
	"Qu and other multi-letter cells count every letter. Letter scoring:\n"
	"the sum of letter values (in English A 1 ... Z 10, in another\n"
	"language its own) times letter bonuses, times word bonuses, plus 5\n"
	"a letter past 4; words of 2+ letters.\n"
	"\n"
	"On standard input, blank lines and lines starting with '#' are\n"
	"skipped. Words are listed by score, highest first, then in the\n"
	"order of the language's alphabet.\n"
	"\n"
	"Formats:\n"
	"  text     the board, each word with its score, then the totals; a\n"
	"           word the list spells otherwise is followed by the list's\n"
	"           spellings: eleve (élève)\n"
	"  tsv      BOARD<TAB>WORD<TAB>SCORE, a line per word\n"
	"  summary  BOARD<TAB>WORDS<TAB>POINTS, a line per board\n"
	"  json     one JSON object per board, with each word's path (and\n"
	"           \"spellings\" where the list spells it otherwise)\n"
	"  svg      with --show: the board as a picture, the word's path\n"
	"           drawn on it\n";

typedef struct job {
	boggle_board *board;
	boggle_rules rules;
	int bad;       /* out holds an error message, not a result */
	int gave_up;   /* the search took too many steps: no result */
	long line;     /* where the board came from (0: an argument) */
	size_t text_at, text_len; /* the board as given, in the batch's text */
	strbuf out;
} job;

typedef struct solve_ctx solve_ctx;

typedef struct worker {
	solve_ctx *ctx;
	boggle_solver *solver;
} worker;

struct solve_ctx {
	const boggle_dict *dict;
	const boggle_dict *excluded; /* --exclude, or NULL */
	const cli_options *opts;    /* -d, -m, --rules, --scoring, --bonus */
	solve_format fmt;
	int threads;
	boggle_solver *solvers[CLI_MAX_JOBS];

	job *jobs;
	size_t njobs, cap; /* jobs queued, and room for (BATCH at most) */
	/* the text of the batch's boards, read in the threads that solve them */
	char *text;
	size_t text_len, text_cap;
	size_t touched; /* jobs ever used: only those hold buffers to free */
	atomic_size_t next;
	atomic_int failed;

	size_t printed; /* boards printed so far, for text separators */
	int status;
	int stalled;    /* printing failed while input was being read */

	/*
	 * Threads 1 .. helpers stay from the first batch to the last, each
	 * on its own processor with its caches warm, and wait between
	 * batches: a batch starts with gen counted up, and ends when none
	 * of them is busy.
	 */
	worker workers[CLI_MAX_JOBS];
	pthread_t tids[CLI_MAX_JOBS];
	int helpers;
	pthread_mutex_t lock;
	pthread_cond_t go, idle;
	unsigned long gen;
	int busy, quit;
};

static void board_message(job *j, const char *text, size_t len, long line,
			  const char *err);
static int board_rules(const solve_ctx *ctx, job *j, char *err);

static void *work(void *arg)
{
	worker *w = arg;
	/* analysis forgets that -j is at least 1 by the time run_batch
	 * sets workers[0] up; it always does */
	/* NOLINTNEXTLINE(clang-analyzer-core.uninitialized.Assign) */
	solve_ctx *ctx = w->ctx;
	size_t i;

	while ((i = atomic_fetch_add(&ctx->next, 1)) < ctx->njobs) {
		job *j = &ctx->jobs[i];
		char err[BOGGLE_ERR_MAX];
		boggle_code rc;

		if (j->bad)
			continue;
		if (boggle_board_parse(j->board, boggle_dict_lang(ctx->dict),
				       ctx->text + j->text_at, j->text_len,
				       err) != BOGGLE_OK ||
		    board_rules(ctx, j, err) < 0) {
			board_message(j, ctx->text + j->text_at, j->text_len,
				      j->line, err);
			j->bad = 1;
			continue;
		}
		rc = boggle_solve(w->solver, j->board, &j->rules);
		if (rc != BOGGLE_OK) {
			if (rc == BOGGLE_GAVE_UP)
				j->gave_up = 1;
			else
				atomic_store(&ctx->failed, 1);
			continue;
		}
		format_result(&j->out, ctx->fmt, j->board, ctx->dict,
			      w->solver);
		if (j->out.oom)
			atomic_store(&ctx->failed, 1);
	}
	return NULL;
}

/* A helper thread: each batch, solve boards until none is left. */
static void *help(void *arg)
{
	worker *w = arg;
	solve_ctx *ctx = w->ctx;
	unsigned long seen = 0;

	pthread_mutex_lock(&ctx->lock);
	for (;;) {
		while (ctx->gen == seen && !ctx->quit)
			pthread_cond_wait(&ctx->go, &ctx->lock);
		if (ctx->quit)
			break;
		seen = ctx->gen;
		pthread_mutex_unlock(&ctx->lock);
		work(w);
		pthread_mutex_lock(&ctx->lock);
		if (--ctx->busy == 0)
			pthread_cond_signal(&ctx->idle);
	}
	pthread_mutex_unlock(&ctx->lock);
	return NULL;
}

/* Solve the batch on this thread and the helpers, started the first time. */
static void solve_batch(solve_ctx *ctx)
{
	int t;

	atomic_store(&ctx->next, 0);
	if (ctx->threads == 1 || ctx->njobs == 1) {
		work(&ctx->workers[0]);
		return;
	}
	for (t = ctx->helpers + 1; t < ctx->threads; t++) {
		if (pthread_create(&ctx->tids[t], NULL, help,
				   &ctx->workers[t]) != 0)
			break; /* fewer threads: the same results */
		ctx->helpers = t;
	}
	pthread_mutex_lock(&ctx->lock);
	ctx->busy = ctx->helpers;
	ctx->gen++;
	pthread_cond_broadcast(&ctx->go);
	pthread_mutex_unlock(&ctx->lock);
	work(&ctx->workers[0]);
	pthread_mutex_lock(&ctx->lock);
	while (ctx->busy > 0)
		pthread_cond_wait(&ctx->idle, &ctx->lock);
	pthread_mutex_unlock(&ctx->lock);
}

/* Let the helpers go. */
static void stop_helpers(solve_ctx *ctx)
{
	int t;

	pthread_mutex_lock(&ctx->lock);
	ctx->quit = 1;
	pthread_cond_broadcast(&ctx->go);
	pthread_mutex_unlock(&ctx->lock);
	for (t = 1; t <= ctx->helpers; t++)
		pthread_join(ctx->tids[t], NULL);
}

/* A board's message into j->out; line names it (0: an argument). */
static void board_message(job *j, const char *text, size_t len, long line,
			  const char *err)
{
	char q[64];

	cli_quote(text, len, q, sizeof q);
	sb_puts(&j->out, "boggle: ");
	if (line > 0) {
		sb_puts(&j->out, "line ");
		sb_long(&j->out, line);
		sb_puts(&j->out, ": ");
	}
	sb_puts(&j->out, q);
	sb_puts(&j->out, ": ");
	sb_puts(&j->out, err);
	sb_putc(&j->out, '\n');
}

/* Say that a board's search gave up: the board is skipped, as a bad one. */
static void gave_up(solve_ctx *ctx, job *j)
{
	char text[BOARD_TEXT_MAX];
	size_t len = boggle_board_format(j->board, text, sizeof text);

	board_message(j, text, len, j->line, cli_solve_failure(BOGGLE_GAVE_UP));
	if (ctx->status == 0)
		ctx->status = EXIT_FAILURE;
}

/* Solve the pending boards and print them in order; -1 on failure. */
static int run_batch(solve_ctx *ctx)
{
	size_t i;

	if (ctx->njobs == 0)
		return 0;
	solve_batch(ctx);
	if (atomic_load(&ctx->failed)) {
		cli_error("out of memory");
		return -1;
	}
	for (i = 0; i < ctx->njobs; i++) {
		job *j = &ctx->jobs[i];

		if (j->gave_up)
			gave_up(ctx, j);
		if (j->bad)
			ctx->status = EXIT_USAGE;
		if (j->bad || j->gave_up) {
			fflush(stdout);
			sb_write(&j->out, stderr);
		} else {
			if (ctx->fmt == FMT_TEXT && ctx->printed++ > 0)
				putchar('\n');
			sb_write(&j->out, stdout);
		}
		j->out.len = 0;
		/* a rare huge result must not pin its memory for good */
		if (j->out.cap > KEEP_BYTES)
			sb_free(&j->out);
	}
	ctx->njobs = 0;
	ctx->text_len = 0;
	if (fflush(stdout) != 0)
		return -1;
	return 0;
}

/* The rules a board is played by; -1 if its shape does not fit. */
static int board_rules(const solve_ctx *ctx, job *j, char *err)
{
	return cli_rules(ctx->opts, boggle_board_rows(j->board),
			 boggle_board_cols(j->board), &j->rules, err);
}

/* Queue a board's message; line names it (0: an argument). */
static int add_bad(solve_ctx *ctx, job *j, const char *text, size_t len,
		   long line, const char *err)
{
	j->bad = 1;
	ctx->status = EXIT_USAGE;
	board_message(j, text, len, line, err);
	return ctx->njobs == BATCH ? run_batch(ctx) : 0;
}

/*
 * The next slot of the batch, made on first use, board and all: a run
 * of one board should not pay for 512.  NULL if there is no memory.
 */
static job *next_job(solve_ctx *ctx)
{
	job *j;

	if (ctx->njobs == ctx->cap) {
		size_t cap = ctx->cap ? 2 * ctx->cap : 8;
		job *jobs = realloc(ctx->jobs, cap * sizeof *jobs);

		if (!jobs) {
			cli_error("out of memory");
			return NULL;
		}
		memset(jobs + ctx->cap, 0, (cap - ctx->cap) * sizeof *jobs);
		ctx->jobs = jobs;
		ctx->cap = cap;
	}
	j = &ctx->jobs[ctx->njobs];
	if (!j->board && boggle_board_new(&j->board, NULL, 1, 1) != BOGGLE_OK) {
		cli_error("out of memory");
		return NULL;
	}
	if (++ctx->njobs > ctx->touched)
		ctx->touched = ctx->njobs;
	j->bad = j->gave_up = 0;
	j->out.len = 0;
	return j;
}

/* Queue one board; line names it in messages (0: an argument). */
static int add_board(solve_ctx *ctx, const char *text, size_t len,
		     long line)
{
	job *j;

	/* never NULL once a board is queued, even an empty one */
	if (!ctx->text || ctx->text_len + len > ctx->text_cap) {
		size_t cap = ctx->text_cap ? ctx->text_cap : (size_t)64 * 1024;
		char *t;

		while (cap < ctx->text_len + len)
			cap *= 2;
		if (!(t = realloc(ctx->text, cap))) {
			cli_error("out of memory");
			return -1;
		}
		ctx->text = t;
		ctx->text_cap = cap;
	}
	if (!(j = next_job(ctx)))
		return -1;
	j->line = line;
	j->text_at = ctx->text_len;
	j->text_len = len;
	memcpy(ctx->text + ctx->text_len, text, len);
	ctx->text_len += len;
	return ctx->njobs == BATCH ? run_batch(ctx) : 0;
}

static int add_line(solve_ctx *ctx, char *s, size_t len, long line)
{
	if (!lines_entry(&s, &len))
		return 0;
	return add_board(ctx, s, len, line);
}

/* Standard input, once the boards read so far are printed. */
static ssize_t read_boards(void *arg, char *buf, size_t size)
{
	solve_ctx *ctx = arg;
	int fd = STDIN_FILENO;

	if (run_batch(ctx) < 0) {
		ctx->stalled = 1;
		return -1;
	}
	return lines_read_fd(&fd, buf, size);
}

/* Read boards a line at a time, never blocking while results wait. */
static int read_stream(solve_ctx *ctx)
{
	char toolong[64], *s;
	line_reader r;
	job *j;
	size_t len;
	int got;

	if (lines_open(&r, LINE_MAX_BYTES, read_boards, ctx) < 0) {
		cli_error("out of memory");
		return -1;
	}
	snprintf(toolong, sizeof toolong, "longer than %d bytes, not a board",
		 LINE_MAX_BYTES);
	while ((got = lines_next(&r, &s, &len)) != LINE_END) {
		if (got == LINE_FAIL) {
			if (!ctx->stalled)
				cli_error("standard input: %s", strerror(errno));
			break;
		}
		if (got == LINE_TOO_LONG && !(j = next_job(ctx)))
			break;
		if ((got == LINE_TOO_LONG ?
		     add_bad(ctx, j, s, len, r.number, toolong) :
		     add_line(ctx, s, len, r.number)) < 0)
			break;
	}
	lines_close(&r);
	return got == LINE_END ? run_batch(ctx) : -1;
}

/*
 * What the solver may spend on the board --show judges a word on: about
 * half a second at most.
 */
#define SHOW_STEPS 3000000L
#define UNDECIDED (-2)

/*
 * The verdict on word (lowercase), which board holds along path (n cells,
 * UNDECIDED if its search gave up), as a game gives it: NULL if it scores
 * (*points), else its status.  A path of a word that scores becomes the
 * solver's, the one that scores most under bonus squares.
 */
static const char *show_verdict(const solve_ctx *ctx, const boggle_board *board,
				 const boggle_rules *rules, const char *word,
				 uint16_t *path, int *n, int *points)
{
	const char *status = "undecided";
	boggle_solver *s;
	boggle_verdict v;
	long at;

	*points = 0;
	if (boggle_solver_new(&s, ctx->dict) != BOGGLE_OK)
		return status;
	boggle_solver_limit(s, SHOW_STEPS);
	if (boggle_solve(s, board, rules) != BOGGLE_OK) {
		/* not in the list: not a word, whether the board holds it */
		if (boggle_dict_lookup(ctx->dict, word) < 0)
			status = "not-a-word";
		*n = UNDECIDED;
	} else {
		status = cli_judge(s, board, rules, NULL, word, NULL, &at, &v,
				   NULL);
		if (v == BOGGLE_VERDICT_NOT_ON_BOARD) {
			*n = 0;
		} else if (v == BOGGLE_VERDICT_OK) {
			const boggle_word *w = boggle_solver_words(s) + at;

			*n = w->path_len;
			memcpy(path, boggle_solver_paths(s) + w->path,
			       (size_t)*n * sizeof *path);
			*points = w->score;
			status = NULL;
			if (ctx->excluded &&
			    boggle_dict_lookup(ctx->excluded, word) >= 0) {
				status = "excluded";
				*points = 0;
			}
		}
	}
	boggle_solver_free(s);
	return status;
}

/* --show in JSON: the word, its letters, points and path, and a verdict
 * (score's vocabulary) when it does not count. */
static void show_json(strbuf *sb, const boggle_board *board, const char *word,
		      int letters, int points, const uint16_t *path, int n,
		      const char *status)
{
	sb_puts(sb, "{\"word\": ");
	json_string(sb, word);
	sb_puts(sb, ", \"letters\": ");
	sb_long(sb, letters);
	sb_puts(sb, ", \"score\": ");
	sb_long(sb, points);
	sb_puts(sb, ", \"path\": ");
	format_path(sb, board, path, n);
	if (status) {
		sb_puts(sb, ", \"status\": \"");
		sb_puts(sb, status);
		sb_putc(sb, '"');
	}
	sb_puts(sb, "}\n");
}

/* --show as a picture: the board, the path drawn if there is one, and
 * a title that says what the word is worth or why it does not count. */
static void show_svg(strbuf *sb, const boggle_board *board,
		     const boggle_rules *rules, const char *word,
		     const uint16_t *path, int n, int points,
		     const char *status)
{
	char title[BOGGLE_WORD_TEXT_MAX + 64];

	if (status)
		snprintf(title, sizeof title, "%s: %s", word, status);
	else
		snprintf(title, sizeof title, "%s: %d point%s", word, points,
			 plural(points));
	format_svg(sb, board, rules->bonus, path, n > 0 ? n : 0, title);
}

/* --show WORD BOARD: where is the word, and what is it worth? */
static int show_word(const solve_ctx *ctx, const char *typed, const char *text)
{
	boggle_board *board = cli_board();
	uint16_t path[BOGGLE_MAX_CELLS];
	char err[BOGGLE_ERR_MAX], q[64], word[BOGGLE_WORD_TEXT_MAX];
	const char *status = NULL;
	strbuf sb = {0};
	boggle_code rc;
	job j;
	int64_t id;
	size_t k;
	int n, letters = 0, i, points = 0, json = ctx->fmt == FMT_JSON;

	if (!board)
		return EXIT_IO;
	j.board = board;
	if (boggle_board_parse(board, boggle_dict_lang(ctx->dict), text,
			       strlen(text), err) != BOGGLE_OK ||
	    board_rules(ctx, &j, err) < 0) {
		cli_error("%s: %s", cli_quote(text, strlen(text), q, sizeof q),
			  err);
		boggle_board_free(board);
		return EXIT_USAGE;
	}
	rc = boggle_board_find(board, typed, path, &n, err);
	cli_quote(typed, strlen(typed), q, sizeof q);
	if (rc == BOGGLE_SYNTAX) {
		boggle_board_free(board);
		return cli_usage_error("solve", "--show %s: %s", q, err);
	}
	if (rc != BOGGLE_OK)
		n = UNDECIDED;
	/* as the dictionary spells it, whatever case was typed */
	k = boggle_lang_lower(boggle_dict_lang(ctx->dict), typed, strlen(typed),
			      word, sizeof word);
	if (k >= sizeof word)
		k = sizeof word - 1;
	word[k] = '\0';
	cli_quote(word, k, q, sizeof q);
	id = boggle_dict_lookup(ctx->dict, word);
	/* where the board lacks the word, that is what --show says first */
	status = n == 0 ? "not-on-board" :
		 show_verdict(ctx, board, &j.rules, word, path, &n, &points);
	for (i = 0; i < n; i++)
		letters += boggle_board_cell_letters(board, path[i]);
	if (json) {
		show_json(&sb, board, word, n > 0 ? letters : (int)k, points,
			  path, n > 0 ? n : 0, status);
	} else if (ctx->fmt == FMT_SVG) {
		show_svg(&sb, board, &j.rules, word, path, n, points, status);
	} else if (n == 0) {
		sb_puts(&sb, q);
		sb_puts(&sb, " is not on the board\n");
	} else if (n < 0) {
		/* the search gave up: never a "not on the board" it cannot know */
		sb_puts(&sb, q);
		sb_puts(&sb, id < 0 ? " is not in the dictionary; could not "
			"decide whether the board holds it (" :
			": could not decide whether the board holds it (");
		sb_puts(&sb, boggle_strerror(BOGGLE_GAVE_UP));
		sb_puts(&sb, ")\n");
	} else {
		format_show(&sb, board, path, n, cli_color());
		if (status && strcmp(status, "not-a-word") == 0)
			snprintf(err, sizeof err, "is on the board but not in "
				 "the dictionary");
		else if (status && strcmp(status, "excluded") == 0)
			snprintf(err, sizeof err, "is on the board but left "
				 "out by --exclude");
		else if (status)
			snprintf(err, sizeof err, "is too short: %d letter%s, "
				 "%d needed", letters, plural(letters),
				 j.rules.min_letters);
		else
			snprintf(err, sizeof err, "%d letter%s, %d point%s",
				 letters, plural(letters), points,
				 plural(points));
		sb_puts(&sb, "\n");
		sb_puts(&sb, q);
		sb_puts(&sb, status ? " " : ": ");
		sb_puts(&sb, err);
		sb_putc(&sb, '\n');
	}
	sb_write(&sb, stdout);
	sb_free(&sb);
	boggle_board_free(board);
	return cli_finish_output() == EXIT_OK ? (status ? 1 : EXIT_OK) : EXIT_IO;
}

int cmd_solve(int argc, char **argv)
{
	static const struct option own[] = {
		{"show", required_argument, NULL, 'W'},
		{NULL, 0, NULL, 0},
	};
	const char *show = NULL;
	boggle_dict *owned = NULL;
	cli_options o;
	solve_ctx ctx;
	int opt, status = EXIT_OK, t, i, stdin_boards = 0;

	memset(&ctx, 0, sizeof ctx);
	cli_options_init(&o, "solve", OPT_JUDGE | OPT_JOBS | OPT_FORMAT,
			 "text, tsv, json, summary, svg", own, "");
	while ((opt = cli_getopt(&o, argc, argv)) > 0) {
		if (opt == 'h') {
			fputs(solve_usage, stdout);
			cli_lang_help();
			return cli_finish_output();
		}
		show = optarg;
	}
	if (opt == 0)
		return EXIT_USAGE;
	ctx.opts = &o;
	format_parse(o.format ? o.format : "text", &ctx.fmt);
	if (show && argc - optind != 1)
		return cli_usage_error("solve", "--show takes one BOARD");
	if (show ? ctx.fmt != FMT_TEXT && ctx.fmt != FMT_JSON &&
		   ctx.fmt != FMT_SVG : ctx.fmt == FMT_SVG)
		return cli_usage_error("solve", show ? "--show prints text, "
				       "json or svg, not %s" : "-f svg draws "
				       "one word's path: with --show WORD",
				       o.format);
	for (i = optind; !show && i < argc; i++)
		stdin_boards |= strcmp(argv[i], "-") == 0;
	if (!show && (optind == argc || stdin_boards) && o.dict_path &&
	    strcmp(o.dict_path, "-") == 0)
		return cli_usage_error("solve", "-d - reads standard input: "
				       "give the boards as arguments");
	if (!show && (optind == argc || stdin_boards) && o.exclude_path &&
	    strcmp(o.exclude_path, "-") == 0)
		return cli_usage_error("solve", "--exclude - reads standard "
				       "input: give the boards as arguments");
	ctx.dict = cli_open_dict(o.lang, o.dict_path, o.verbose, &owned, &status);
	if (!ctx.dict)
		return status;
	ctx.excluded = cli_excluded(&o, &status);
	if (status != EXIT_OK) {
		boggle_dict_free(owned);
		return status;
	}
	if (show) {
		status = show_word(&ctx, show, argv[optind]);
		boggle_dict_free(owned);
		return status;
	}
	ctx.threads = (int)o.jobs;
	for (t = 0; t < ctx.threads; t++) {
		if (boggle_solver_new(&ctx.solvers[t], ctx.dict) != BOGGLE_OK ||
		    boggle_solver_exclude(ctx.solvers[t], ctx.excluded) !=
		    BOGGLE_OK)
			break;
		/* a summary prints no word, let alone its path */
		boggle_solver_keep_paths(ctx.solvers[t], ctx.fmt != FMT_SUMMARY);
		ctx.workers[t].ctx = &ctx;
		ctx.workers[t].solver = ctx.solvers[t];
	}
	pthread_mutex_init(&ctx.lock, NULL);
	pthread_cond_init(&ctx.go, NULL);
	pthread_cond_init(&ctx.idle, NULL);
	if (t < ctx.threads) {
		cli_error("out of memory");
		status = EXIT_IO;
		goto done;
	}
	if (optind < argc) {
		/* "-", as for -d, is standard input: its boards go there */
		for (i = optind; i < argc; i++)
			if (strcmp(argv[i], "-") == 0 ? read_stream(&ctx) < 0 :
			    add_board(&ctx, argv[i], strlen(argv[i]), 0) < 0)
				break;
		if (i < argc || run_batch(&ctx) < 0)
			status = EXIT_IO;
	} else if (read_stream(&ctx) < 0) {
		status = EXIT_IO;
	}
	if (cli_finish_output() != EXIT_OK)
		status = EXIT_IO;
	if (status == EXIT_OK)
		status = ctx.status;
	stop_helpers(&ctx);
done:
	pthread_mutex_destroy(&ctx.lock);
	pthread_cond_destroy(&ctx.go);
	pthread_cond_destroy(&ctx.idle);
	for (t = 0; t < ctx.threads; t++)
		boggle_solver_free(ctx.solvers[t]);
	for (i = 0; ctx.jobs && (size_t)i < ctx.touched; i++) {
		sb_free(&ctx.jobs[i].out);
		boggle_board_free(ctx.jobs[i].board);
	}
	free(ctx.jobs);
	free(ctx.text);
	boggle_dict_free(owned);
	return status;
}
