/*
 * boggle best: search for the highest-scoring board.  Each thread runs
 * its own annealing chain from its own seed; the best boards any chain
 * finds are gathered here.  Ctrl-C, or TERM, QUIT or HUP, ends the
 * search and prints them.
 */
#include <getopt.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "arguments.h"
#include "boards.h"
#include "boggle.h"
#include "cli.h"
#include "dice_sets.h"
#include "format.h"
#include "messages.h"
#include "options.h"
#include "stops.h"
#include "strbuf.h"
#include "terminal.h"
#include "word_lists.h"

#define MAX_KEEP 100      /* best boards reported, at most (-n) */
#define CHUNK 500         /* steps between looks at the clock */
#define LOG_EVERY 10      /* seconds between progress lines in a log */

static const char best_usage[] =
	"Usage: boggle best [OPTION]...\n"
	"Search for the highest-scoring board by simulated annealing with\n"
	"restarts, scoring every board with the solver.\n"
	"\n"
	"  -z, --size RxC      search boards of this shape (default 4x4)\n"
	"  -s, --set NAME      search only boards this dice set can throw (in\n"
	"                      another language, boards of its shape)\n"
	"      --dice FILE     search only boards the dice in FILE can throw:\n"
	"                      one die a line, its faces between spaces, '.' a\n"
	"                      blank (not with --set)\n"
	CLI_JUDGE_HELP
	"      --lang CODE     the language of boards, words and the word list\n"
	"                      (default en, or $BOGGLE_LANG; codes below)\n"
	"  -n, --count N       how many of the best boards to report, 1 to\n"
	"                      100 (default 10)\n"
	"      --seed N        seed the search (default: a random seed)\n"
	"  -t, --time SECONDS  stop after this long (default 60)\n"
	"      --steps N       stop after N moves per thread\n"
	"      --target SCORE  stop once a board scores this much\n"
	"  -j, --jobs N        search with N threads, 1 to 256 (default 1)\n"
	"  -f, --format NAME   text (default), summary or json\n"
	"  -h, --help          show this help and exit\n"
	"\n"
	"The same seed with -j 1 tries the same boards in the same order, so\n"
	"with --steps the result is the same on every run. On a terminal the time\n"
	"left, the boards scored a second and the best so far are shown on\n"
	"standard error; with -v and no terminal, a line of them every 10\n"
	"seconds and at the end. summary prints BOARD<TAB>WORDS<TAB>POINTS for\n"
	"the best boards, the best last.\n";

typedef struct found {
	char board[BOARD_TEXT_MAX];
	long score;
} found;

typedef struct search {
	const boggle_dict *dict;
	const boggle_dict *excluded; /* --exclude, or NULL */
	boggle_rules rules;
	const boggle_dice_set *set;
	int rows, cols;
	long long steps;        /* moves per thread, 0 for no limit */
	long long target;
	double deadline;

	pthread_mutex_t lock;
	found top[MAX_KEEP];    /* best first */
	int ntop, keep;
	atomic_int stop;
	atomic_int finished;    /* chains that have ended, failed or not */
	atomic_llong scored;
} search;

typedef struct chain {
	search *s;
	uint64_t seed;
	int failed;
} chain;

static double now(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/* Keep a board among the best, once. */
static void offer(search *s, const boggle_board *board, long score)
{
	char text[BOARD_TEXT_MAX];
	int i, at;

	boggle_board_format(board, text, sizeof text);
	pthread_mutex_lock(&s->lock);
	for (i = 0; i < s->ntop; i++)
		if (strcmp(s->top[i].board, text) == 0)
			break;
	if (i == s->ntop && (s->ntop < s->keep ||
			     score > s->top[s->keep - 1].score)) {
		at = s->ntop < s->keep ? s->ntop++ : s->keep - 1;
		for (; at > 0 && s->top[at - 1].score < score; at--)
			s->top[at] = s->top[at - 1];
		/* text is a board's line in an array the size of this one */
		/* NOLINTNEXTLINE(clang-analyzer-security.insecureAPI.strcpy) */
		strcpy(s->top[at].board, text);
		s->top[at].score = score;
	}
	if (s->target > 0 && score >= s->target)
		atomic_store(&s->stop, 1);
	pthread_mutex_unlock(&s->lock);
}

static void *run_chain(void *arg)
{
	chain *c = arg;
	search *s = c->s;
	boggle_annealer *a;
	long best = -1, done = 0;

	if (boggle_annealer_new(&a, s->dict, &s->rules, s->rows, s->cols,
				s->set, c->seed) != BOGGLE_OK ||
	    (s->excluded && boggle_annealer_exclude(a, s->excluded) !=
	     BOGGLE_OK)) {
		boggle_annealer_free(a);
		c->failed = 1;
		atomic_store(&s->stop, 1);
		atomic_fetch_add(&s->finished, 1);
		return NULL;
	}
	while (!atomic_load(&s->stop) && !cli_stopped) {
		long steps = CHUNK, got, before = boggle_annealer_evaluations(a);

		if (s->steps > 0 && done + steps > s->steps)
			steps = (long)(s->steps - done);
		got = boggle_annealer_run(a, steps);
		done += steps;
		atomic_fetch_add(&s->scored, boggle_annealer_evaluations(a) - before);
		if (got > best) {
			best = got;
			offer(s, boggle_annealer_best(a, NULL), got);
		}
		if ((s->steps > 0 && done >= s->steps) ||
		    (s->deadline > 0 && now() >= s->deadline))
			break;
	}
	boggle_annealer_free(a);
	atomic_fetch_add(&s->finished, 1);
	return NULL;
}

/* secs as m:ss, or h:mm:ss from an hour. */
static void put_clock(strbuf *sb, long long secs)
{
	char text[48];

	if (secs >= 3600)
		snprintf(text, sizeof text, "%lld:%02lld:%02lld", secs / 3600,
			 secs / 60 % 60, secs % 60);
	else
		snprintf(text, sizeof text, "%lld:%02lld", secs / 60, secs % 60);
	sb_puts(sb, text);
}

/*
 * The search so far at time at, its facts most wanted first: the time
 * left (with no clock, the time taken), the boards scored a second, the
 * best board's points, and its letters.  Only the whole facts that fit
 * in width columns are given (all if width is 0), the first at least.
 */
static void progress_line(search *s, double start, double at, size_t width,
			  strbuf *sb)
{
	strbuf fact[4] = {{0}, {0}, {0}, {0}};
	double rate = (double)atomic_load(&s->scored) /
		      (at > start ? at - start : 1);
	size_t i;

	if (s->deadline > 0) {
		double left = s->deadline - at;

		put_clock(&fact[0], left > 0 ? (long long)(left + 0.999) : 0);
		sb_puts(&fact[0], " left");
	} else {
		sb_puts(&fact[0], "after ");
		put_clock(&fact[0], (long long)(at - start));
	}
	sb_long(&fact[1], (long)(rate + 0.5));
	sb_puts(&fact[1], " boards/s");
	pthread_mutex_lock(&s->lock);
	if (s->ntop) {
		sb_puts(&fact[2], "best ");
		sb_long(&fact[2], s->top[0].score);
		sb_puts(&fact[3], s->top[0].board);
	}
	pthread_mutex_unlock(&s->lock);
	for (i = 0; i < 4 && fact[i].len; i++) {
		const char *sep = i == 0 ? "" : i == 3 ? " " : ", ";

		if (i > 0 && width && sb->len + strlen(sep) + fact[i].len > width)
			break;
		sb_puts(sb, sep);
		sb_put(sb, fact[i].data, fact[i].len);
	}
	/* a first fact too wide is cut: a line that wrapped could not be
	 * redrawn in place */
	if (width && sb->len > width)
		sb->len = width;
	for (i = 0; i < 4; i++)
		sb_free(&fact[i]);
}

/* The search so far as a line of a log, on standard error. */
static void log_progress(search *s, double start, double at)
{
	strbuf line = {0};

	progress_line(s, start, at, 0, &line);
	sb_putc(&line, '\0');
	cli_error("best: %s", line.data && !line.oom ? line.data : "");
	sb_free(&line);
}

/* The words and points of a board, solved again for the report. */
static void solve_board(const search *s, boggle_solver *solver,
			const char *text, boggle_board *board, size_t *words,
			long *points)
{
	char err[BOGGLE_ERR_MAX];

	*words = 0;
	*points = 0;
	if (boggle_board_parse(board, boggle_dict_lang(s->dict), text,
			       strlen(text), err) == BOGGLE_OK &&
	    boggle_solve(solver, board, &s->rules) == BOGGLE_OK) {
		*words = boggle_solver_count(solver);
		*points = boggle_solver_score(solver);
	}
}

static void report(search *s, solve_format fmt, uint64_t seed,
		   double seconds)
{
	boggle_solver *solver = NULL;
	strbuf sb = {0};
	boggle_board *board = NULL;
	size_t words;
	long points;
	int i;

	if (s->ntop == 0 || boggle_solver_new(&solver, s->dict) != BOGGLE_OK ||
	    boggle_solver_exclude(solver, s->excluded) != BOGGLE_OK ||
	    !(board = cli_board())) {
		boggle_solver_free(solver);
		return;
	}
	if (fmt == FMT_SUMMARY) {
		for (i = s->ntop - 1; i >= 0; i--) {
			solve_board(s, solver, s->top[i].board, board, &words,
				    &points);
			printf("%s\t%zu\t%ld\n", s->top[i].board, words, points);
		}
	} else if (fmt == FMT_JSON) {
		solve_board(s, solver, s->top[0].board, board, &words, &points);
		printf("{\"board\": \"%s\", \"rows\": %d, \"cols\": %d, "
		       "\"count\": %zu, \"score\": %ld, \"seed\": %llu, "
		       "\"evaluations\": %lld, \"seconds\": %.1f, \"boards\": [",
		       s->top[0].board, boggle_board_rows(board),
		       boggle_board_cols(board), words, points,
		       (unsigned long long)seed,
		       (long long)atomic_load(&s->scored), seconds);
		for (i = 0; i < s->ntop; i++) {
			solve_board(s, solver, s->top[i].board, board, &words,
				    &points);
			printf("%s{\"board\": \"%s\", \"count\": %zu, "
			       "\"score\": %ld}", i ? ", " : "",
			       s->top[i].board, words, points);
		}
		printf("]}\n");
	} else {
		solve_board(s, solver, s->top[0].board, board, &words, &points);
		format_grid(&sb, board);
		sb_write(&sb, stdout);
		printf("\n%s: %zu word%s, %ld point%s\n", s->top[0].board,
		       words, plural((long long)words), points, plural(points));
		printf("%lld board%s scored in %.1f s, seed %llu\n",
		       (long long)atomic_load(&s->scored),
		       plural((long long)atomic_load(&s->scored)), seconds,
		       (unsigned long long)seed);
		if (s->ntop > 1)
			printf("\nThe best boards found:\n");
		for (i = 0; s->ntop > 1 && i < s->ntop; i++)
			printf("%6ld  %s\n", s->top[i].score, s->top[i].board);
	}
	sb_free(&sb);
	boggle_board_free(board);
	boggle_solver_free(solver);
}

int cmd_best(int argc, char **argv)
{
	enum { STEPS = 0x200, TARGET };
	static const struct option own[] = {
		{"steps", required_argument, NULL, STEPS},
		{"target", required_argument, NULL, TARGET},
		{NULL, 0, NULL, 0},
	};
	search s;
	chain chains[CLI_MAX_JOBS];
	pthread_t tids[CLI_MAX_JOBS];
	boggle_dict *owned = NULL;
	boggle_rng rng;
	solve_format fmt = FMT_TEXT;
	cli_options o;
	uint64_t seed;
	long long seconds, threads;
	int opt, t, started;
	int status = EXIT_OK;
	int progress = cli_screen(STDERR_FILENO), logging;
	char err[BOGGLE_ERR_MAX];
	double start, last = 0;

	memset(&s, 0, sizeof s);
	cli_options_init(&o, "best", OPT_JUDGE | OPT_SET | OPT_SIZE |
			 OPT_COUNT | OPT_SEED | OPT_TIME | OPT_JOBS |
			 OPT_FORMAT, "text, summary, json", own, "");
	o.count_min = 1;
	o.count_max = MAX_KEEP;
	while ((opt = cli_getopt(&o, argc, argv)) > 0) {
		switch (opt) {
		case STEPS:
			if (cli_number("best", "--steps", optarg, 1,
				       INT64_MAX, &s.steps) < 0)
				return EXIT_USAGE;
			break;
		case TARGET:
			if (cli_number("best", "--target", optarg, 1, INT64_MAX,
				       &s.target) < 0)
				return EXIT_USAGE;
			break;
		default:
			fputs(best_usage, stdout);
			cli_lang_help();
			return cli_finish_output();
		}
	}
	if (opt == 0)
		return EXIT_USAGE;
	/* a log's lines, where no line can be redrawn in place */
	logging = o.verbose && !progress;
	if (o.format)
		format_parse(o.format, &fmt);
	if (optind < argc)
		return cli_unknown("best", "argument", argv[optind],
				   "it takes none");
	/* the built-in dice are English: a language of other letters
	 * searches boards of its letters in the set's shape */
	s.set = cli_set_in(o.set, o.lang);
	s.rows = o.set ? boggle_dice_rows(o.set) : o.rows ? o.rows : 4;
	s.cols = o.set ? boggle_dice_cols(o.set) : o.rows ? o.cols : 4;
	s.keep = o.have_count ? (int)o.count : 10;
	if (cli_rules(&o, s.rows, s.cols, &s.rules, err) < 0)
		return cli_usage_error("best", "%s", err);
	seconds = o.seconds;
	threads = o.jobs;
	seed = o.have_seed ? o.seed : cli_random_seed();
	s.dict = cli_open_dict(o.lang, o.dict_path, o.verbose, &owned, &status);
	if (!s.dict)
		return status;
	s.excluded = cli_excluded(&o, &status);
	if (status != EXIT_OK) {
		boggle_dict_free(owned);
		return status;
	}
	/* with only a count to stop at, no clock; else a minute by default */
	if (seconds < 0 && s.steps == 0)
		seconds = 60;
	pthread_mutex_init(&s.lock, NULL);
	cli_catch_stops();
	start = last = now();
	s.deadline = seconds > 0 ? start + (double)seconds : 0;
	/* chain i starts from the i-th number the seed gives */
	boggle_rng_seed(&rng, seed);
	for (t = 0, started = 0; t < threads; t++) {
		chains[t].s = &s;
		chains[t].seed = t == 0 ? seed : boggle_rng_next(&rng);
		chains[t].failed = 0;
		if (pthread_create(&tids[t], NULL, run_chain, &chains[t]) != 0)
			break;
		started++;
	}
	while ((progress || logging) && !atomic_load(&s.stop) && !cli_stopped) {
		double at = now();

		/* every chain may end on its own, with --steps */
		if ((s.deadline > 0 && at >= s.deadline) ||
		    atomic_load(&s.finished) >= started)
			break;
		if (logging && at - last >= LOG_EVERY) {
			log_progress(&s, start, at);
			last = at;
		} else if (progress && at - last >= 1 &&
			   cli_columns(STDERR_FILENO) > 1) {
			strbuf line = {0};
			int width = cli_columns(STDERR_FILENO);

			/* the last column left free, so the line never wraps */
			progress_line(&s, start, at, width > 1 ?
				      (size_t)width - 1 : 0, &line);
			fputs("\r\033[K", stderr);
			sb_write(&line, stderr);
			sb_free(&line);
			last = at;
		}
		nanosleep(&(struct timespec){0, 100000000}, NULL);

	}
	for (t = 0; t < started; t++)
		pthread_join(tids[t], NULL);
	if (progress)
		fputs("\r\033[K", stderr);
	if (logging && started)
		log_progress(&s, start, now());
	cli_release_stops();
	for (t = 0; t < started; t++)
		if (chains[t].failed)
			status = EXIT_IO;
	if (started < threads || status != EXIT_OK)
		cli_error("best: could not start every search");
	report(&s, fmt, seed, now() - start);
	pthread_mutex_destroy(&s.lock);
	boggle_dict_free(owned);
	if (cli_finish_output() != EXIT_OK)
		return EXIT_IO;
	return started == 0 ? EXIT_IO : status;
}
