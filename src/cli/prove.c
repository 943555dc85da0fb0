/*
 * boggle prove: every board of a shape that scores at least a cutoff,
 * proven by branch and bound over board classes; and boggle bound, one
 * class's upper bound.  Threads take classes from a shared counter; once
 * it runs out, an idle thread asks the busy ones for a part of their
 * class, so that all stay busy to the end.  With -o each class finished
 * is appended to a file as one JSON line, which --resume reads back.
 */
/* realpath, for the lists a header names: a name glibc reserves for this */
/* NOLINTNEXTLINE(bugprone-reserved-identifier) */
#define _DEFAULT_SOURCE
#include <errno.h>
#include <getopt.h>
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "arguments.h"
#include "boards.h"
#include "boggle.h"
#include "bound.h"
#include "cli.h"
#include "format.h"
#include "messages.h"
#include "options.h"
#include "proof_file.h"
#include "proof_progress.h"
#include "proof_spec.h"
#include "proof_stops.h"
#include "proof_tasks.h"
#include "terminal.h"
#include "word_lists.h"

#define MANY_CLASSES 20000 /* more, and the run is said to be long */
#define WARM_STEPS 60000L /* annealing steps to find a cutoff */

static const char prove_usage[] =
	"Usage: boggle prove [OPTION]...\n"
	"  or:  boggle prove --pending [OPTION]... FILE...\n"
	"  or:  boggle prove merge [OPTION]... FILE...\n"
	"  or:  boggle prove verify [OPTION]... FILE...\n"
	"Prove which boards score best: list every board of the shape that\n"
	"scores at least the cutoff, one for all its rotations and\n"
	"reflections, by branch and bound over classes of boards.\n"
	"\n"
	"  -z, --size RxC      prove boards of this shape, at most 25 cells\n"
	"                      (default 3x3)\n"
	"      --min-score N   the cutoff (default: just under the best board a\n"
	"                      short search finds)\n"
	"  -o, --output FILE   append each class proven to FILE, one JSON line\n"
	"                      each, so that --resume can go on from there\n"
	"      --resume        skip the classes FILE already holds\n"
	"      --accept-v1     resume a file of version 1 all the same\n"
	"      --bound CLASS   print one class's upper bound instead (as\n"
	"                      boggle bound)\n"
	"      --class CLASS   prove one class alone (as boggle bound reads\n"
	"                      it) and say what it took: its bound, trees,\n"
	"                      nodes, boards scored, time and memory\n"
	"      --sample N      prove N classes drawn at random (--seed, default\n"
	"                      1) and print what the whole proof would take\n"
	"      --tiles TILES   prove only boards of these tiles (\"aerst\",\n"
	"                      \"ae[ch]l\"): a smaller proof\n"
	"      --task I/N      prove task I of N (from 0) alone, its file\n"
	"                      written whole to -o; env/N reads I from\n"
	"                      SLURM_ARRAY_TASK_ID, JOB_COMPLETION_INDEX or\n"
	"                      PARALLEL_SEQ (that one from 1)\n"
	"      --split-after T hand a class that runs past T (20ms, 90s, 15m,\n"
	"                      2h) on as parts, for a later wave of tasks\n"
	"      --pending       list the parts the FILEs hand on and no FILE\n"
	"                      proves; with -o (and --task), prove them\n"
	"      --estimate      prove a sample (--sample, default 100) and say\n"
	"                      what the proof takes: CPU-hours, memory, tasks\n"
	"      --wall T        with --estimate, the time a task may take\n"
	"                      (default 1h)\n"
	CLI_JUDGE_HELP
	"      --lang CODE     the language of boards and the word list\n"
	"      --seed N        seed the search for a cutoff\n"
	"  -j, --jobs N        prove with N threads, 1 to 256 (default 1)\n"
	"  -f, --format NAME   text (default), tsv or json\n"
	"  -h, --help          show this help and exit\n"
	"\n"
	"Boards are listed highest first, then alphabetically, each in its\n"
	"canonical orientation: of its rotations and reflections (those that\n"
	"keep --bonus squares in place), the one that comes first compared\n"
	"cell by cell in alphabetical order. A summary (classes, boards, time,\n"
	"memory) follows on standard error. On a terminal progress is shown on\n"
	"standard error; with -v and no terminal, a line of it a minute.\n"
	"\n"
	"With --task the classes are shuffled, the same way everywhere, and\n"
	"task I takes every Nth from the Ith; boggle prove merge checks the\n"
	"tasks' files and prints the proof.\n";

typedef struct proof {
	boggle_proof *proof;      /* its files: the lines, and what they hold */
	const boggle_dict *dict;
	const boggle_dict *excluded;
	boggle_rules rules;
	int rows, cols;
	int32_t cutoff;
	uint64_t space, classes;
	const uint64_t *resumed;  /* class ids the file holds, sorted */
	size_t nresumed;
	boggle_proof_item *queue; /* what to prove, or NULL for every class */
	size_t nqueue;
	struct timing {
		uint64_t id;
		double seconds;
		int64_t bound;
	} *times;                 /* each class's time, with --sample */
	size_t ntimes;
	uint64_t sample, sample_seed; /* --sample: classes drawn, by seed */
	boggle_prove_stats sum;   /* trees, boards scored: added up; the
				     largest tree's nodes and bytes; the
				     highest bound (--class) */
	double split_after;       /* seconds a piece may run, or 0 */

	pthread_mutex_t lock;     /* what the run's threads report, against
				     the progress line that reads it */
	proof_progress progress;
	uint64_t done;            /* classes proven, those resumed among them */
	uint64_t done_here;       /* by this run */
	uint64_t split_off;       /* parts handed on */
	boggle_proof_board best;  /* the best board found yet, for progress */
	const char *out_path;
	proof_out out;            /* -o: live while records go to it */
	int write_failed;
} proof;

static double now(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/* Boards as a record lists them: highest first, then by name. */
static int board_order(const boggle_proof_board *x,
		       const boggle_proof_board *y)
{
	if (x->score != y->score)
		return x->score > y->score ? -1 : 1;
	return strcmp(x->board, y->board);
}

/*
 * A class proven: its record to the file, its boards to the list.  After
 * a write fails, no record more: the file stays whole.
 */
static boggle_code on_proven(void *ctx, const boggle_proven *c)
{
	proof *pf = ctx;
	boggle_code code = BOGGLE_OK;

	pthread_mutex_lock(&pf->lock);
	if (pf->out.live && !pf->write_failed) {
		size_t len = boggle_proof_record(c, NULL, 0);
		char *line = malloc(len + 1);

		if (!line) {
			code = BOGGLE_NOMEM;
		} else {
			boggle_proof_record(c, line, len + 1);
			pf->write_failed = proof_append(&pf->out, line, len);
			pf->out.records += !pf->write_failed;
			if (pf->write_failed)
				code = BOGGLE_SYSTEM;
		}
		free(line);
	}
	if (boggle_proof_add_boards(pf->proof, c->boards, c->nboards) !=
	    BOGGLE_OK)
		code = BOGGLE_NOMEM;
	if (c->nboards && (!pf->best.board[0] ||
			   board_order(c->boards, &pf->best) < 0))
		pf->best = c->boards[0];
	if (pf->times) {
		pf->times[pf->ntimes].id = c->id;
		pf->times[pf->ntimes].bound = c->bound;
		pf->times[pf->ntimes++].seconds = c->seconds;
	}
	pf->done++;
	pf->done_here++;
	pf->split_off += c->nsplit;
	pthread_mutex_unlock(&pf->lock);
	return code;
}

/* A signal ends the process; a progress line when one is due. */
static void on_tick(void *ctx)
{
	proof *pf = ctx;
	boggle_proof_board best;
	uint64_t done, done_here;
	double at;

	if (proof_stop_signal)
		proof_stopped(pf->out_path, pf->progress.screen);
	at = now();
	if (!proof_progress_due(&pf->progress, at))
		return;
	pthread_mutex_lock(&pf->lock);
	best = pf->best;
	done = pf->done;
	done_here = pf->done_here;
	pthread_mutex_unlock(&pf->lock);
	proof_progress_show(&pf->progress, at, done, done_here, pf->classes,
			    best.board[0] ? &best : NULL);
}

static void peak_and_cpu(double *cpu, long *peak_kb)
{
	struct rusage ru;

	getrusage(RUSAGE_SELF, &ru);
	*cpu = (double)ru.ru_utime.tv_sec + (double)ru.ru_utime.tv_usec * 1e-6 +
	       (double)ru.ru_stime.tv_sec + (double)ru.ru_stime.tv_usec * 1e-6;
	*peak_kb = ru.ru_maxrss;
}

/*
 * The boards found, as text, tsv or one JSON object, which carries every
 * rule the proof is under from its header line too.
 */
/* The warnings of the files' versions as JSON strings (they hold no escape). */
static void warnings_json(const boggle_proof *proof)
{
	char said[1024], *line = said, *nl;

	boggle_proof_warnings(proof, said, sizeof said);
	for (; *line; line = nl ? nl + 1 : line + strlen(line)) {
		if ((nl = strchr(line, '\n')))
			*nl = '\0';
		printf("%s\"%s\"", line == said ? "" : ", ", line);
	}
}

static void print_boards(const proof *pf, solve_format fmt,
			 const boggle_lang *lang, const char *line)
{
	static const char *const rules[] = {"list", "list_sha256", "words",
					    "scoring", "min_letters", "bonus",
					    "exclude", "exclude_sha256", "tiles"};
	size_t i, n = boggle_proof_boards(pf->proof);

	if (fmt == FMT_JSON) {
		printf("{\"rows\": %d, \"cols\": %d, \"lang\": \"%s\", "
		       "\"min_score\": %ld, \"classes\": %llu, ",
		       pf->rows, pf->cols, boggle_lang_code(lang),
		       (long)pf->cutoff, (unsigned long long)pf->classes);
		for (i = 0; line && i < sizeof rules / sizeof rules[0]; i++) {
			char v[1024];
			int number = i == 2 || i == 4;

			/* the header's values hold nothing JSON escapes */
			if (boggle_proof_header_field(line, strlen(line), rules[i],
						      v, sizeof v) != BOGGLE_OK)
				printf("\"%s\": null, ", rules[i]);
			else
				printf(number ? "\"%s\": %s, " : "\"%s\": \"%s\", ",
				       rules[i], v);
		}
		printf("\"warnings\": [");
		warnings_json(pf->proof);
		printf("], \"boards\": [");
	}
	for (i = 0; i < n; i++) {
		int32_t score;
		const char *board = boggle_proof_board_text(pf->proof, i, &score);

		if (fmt == FMT_JSON)
			printf("%s{\"board\": \"%s\", \"score\": %ld}",
			       i ? ", " : "", board, (long)score);
		else if (fmt == FMT_TSV)
			printf("%s\t%ld\n", board, (long)score);
		else
			printf("%6ld  %s\n", (long)score, board);
	}
	if (fmt == FMT_JSON)
		printf("]}\n");
}

/* A cutoff from a short search: a little under the best board found. */
static int warm_cutoff(const proof *pf, uint64_t seed, int32_t *cutoff)
{
	boggle_annealer *a;
	const boggle_board *best;
	char text[BOARD_TEXT_MAX];
	long score;

	if (boggle_annealer_new(&a, pf->dict, &pf->rules, pf->rows, pf->cols,
				NULL, seed) != BOGGLE_OK ||
	    (pf->excluded && boggle_annealer_exclude(a, pf->excluded) !=
	     BOGGLE_OK)) {
		boggle_annealer_free(a);
		return -1;
	}
	boggle_annealer_run(a, WARM_STEPS);
	best = boggle_annealer_best(a, &score);
	boggle_board_format(best, text, sizeof text);
	*cutoff = (int32_t)(score - score / 50);
	if (*cutoff < 1)
		*cutoff = 1;
	cli_error("prove: a search found %s, %ld point%s: proving from %ld",
		  text, score, plural(score), (long)*cutoff);
	boggle_annealer_free(a);
	return 0;
}

static int time_order(const void *a, const void *b)
{
	const struct timing *x = a, *y = b;

	return (x->seconds < y->seconds) - (x->seconds > y->seconds);
}

/* One figure of an estimate, in the format asked for. */
static void figure(solve_format fmt, int *first, const char *name,
		   const char *fmt_value, double value)
{
	char text[64];

	snprintf(text, sizeof text, fmt_value, value);
	if (fmt == FMT_JSON)
		printf("%s\"%s\": %s", *first ? "{" : ", ", name, text);
	else
		printf("%s\t%s\n", name, text);
	*first = 0;
}

/*
 * What the sample says of the whole proof, and its slowest classes; for
 * --estimate, what tasks of about wall seconds each would need, a task
 * of one thread starting from base_kb.  As text, or figures one a line
 * (tsv) or in one object (json).
 */
static void sample_report(proof *pf, const boggle_prover *prover,
			  uint64_t classes, double wall, long base_kb,
			  solve_format fmt)
{
	double sum = 0, cpu_h, slow, mem, split = 0;
	long long tasks = 0;
	size_t i;
	int first = 1;

	for (i = 0; i < pf->ntimes; i++)
		sum += pf->times[i].seconds;
	if (!pf->ntimes)
		return;
	qsort(pf->times, pf->ntimes, sizeof *pf->times, time_order);
	cpu_h = sum / (double)pf->ntimes * (double)classes / 3600;
	slow = pf->times[0].seconds;
	mem = ((double)base_kb * 1024 + (double)pf->sum.bytes) / 1e6;
	if (wall > 0) {
		tasks = (long long)(cpu_h * 3600 / wall);
		if ((double)tasks < cpu_h * 3600 / wall || tasks < 1)
			tasks++;
		if (slow > wall / 2)
			split = wall / 4 < 0.001 ? 0.001 : wall / 4;
	}
	if (fmt != FMT_TEXT) {
		figure(fmt, &first, "sample", "%.0f", (double)pf->ntimes);
		figure(fmt, &first, "classes", "%.0f", (double)classes);
		figure(fmt, &first, "sample_cpu_seconds", "%.3f", sum);
		figure(fmt, &first, "cpu_seconds_a_class", "%.4f",
		       sum / (double)pf->ntimes);
		figure(fmt, &first, "median_seconds", "%.4f",
		       pf->times[pf->ntimes / 2].seconds);
		figure(fmt, &first, "cpu_hours", "%.4f", cpu_h);
		figure(fmt, &first, "slowest_seconds", "%.4f", slow);
		figure(fmt, &first, "slowest_class", "%.0f",
		       (double)pf->times[0].id);
		if (wall > 0) {
			figure(fmt, &first, "memory_mb", "%.0f", mem);
			figure(fmt, &first, "wall_seconds", "%.3f", wall);
			figure(fmt, &first, "tasks", "%.0f", (double)tasks);
			if (split > 0)
				figure(fmt, &first, "split_after_seconds", "%.3g",
				       split);
		}
		if (fmt == FMT_JSON)
			printf("}\n");
		return;
	}
	printf("sample: %zu of %llu classes, %.1f CPU-s, %.3f CPU-s a class "
	       "(median %.3f)\n", pf->ntimes, (unsigned long long)classes,
	       sum, sum / (double)pf->ntimes,
	       pf->times[pf->ntimes / 2].seconds);
	printf("estimate: %.1f CPU-hours (%.0f CPU-s) for all %llu classes\n",
	       cpu_h, cpu_h * 3600, (unsigned long long)classes);
	if (wall > 0) {
		char clock[24];

		printf("memory: %.0f MB a task of one thread (%.0f MB to start, "
		       "%.0f MB for the largest tree of the sample)\n", mem,
		       (double)base_kb * 1024 / 1e6, (double)pf->sum.bytes / 1e6);
		proof_clock(clock, sizeof clock, wall);
		printf("tasks: %lld of one thread, %s each: --task I/%lld\n",
		       tasks, clock, tasks);
		if (split > 0)
			printf("split: the slowest class of the sample took %.3g s: "
			       "--split-after %.3gs hands such classes on in parts\n",
			       slow, split);
	}
	/* with the class as --class takes it, to study it alone */
	for (i = 0; i < pf->ntimes && i < 10; i++) {
		boggle_class *cls;
		char text[1024] = "";

		if (boggle_prover_class(prover, pf->times[i].id, &cls) ==
		    BOGGLE_OK) {
			boggle_class_format(cls, text, sizeof text);
			boggle_class_free(cls);
		}
		printf("slowest: class %llu, %.2f CPU-s, bound %lld: %s\n",
		       (unsigned long long)pf->times[i].id, pf->times[i].seconds,
		       (long long)pf->times[i].bound, text);
	}
}


/* Make a prover per thread; the first failure said, its status given. */
static int provers_new(proof *pf, boggle_prover **provers, int n,
		       const char *tiles)
{
	char err[BOGGLE_ERR_MAX];
	boggle_code code;
	int t;

	for (t = 0; t < n; t++) {
		if ((code = boggle_prover_new(&provers[t], pf->dict, &pf->rules,
					      pf->rows, pf->cols, err)) !=
		    BOGGLE_OK ||
		    (code = boggle_prover_exclude(provers[t], pf->excluded)) !=
		    BOGGLE_OK) {
			cli_error("prove: %s", code == BOGGLE_NOMEM ?
				  boggle_strerror(code) : err);
			return EXIT_IO;
		}
		if (tiles && (code = boggle_prover_tiles(provers[t], tiles,
							 strlen(tiles), err)) !=
		    BOGGLE_OK) {
			char q[64];

			cli_error("prove: --tiles %s: %s",
				  cli_quote(tiles, strlen(tiles), q, sizeof q),
				  code == BOGGLE_NOMEM ? boggle_strerror(code) :
				  err);
			return code == BOGGLE_SYNTAX ? EXIT_USAGE : EXIT_IO;
		}
	}
	return EXIT_OK;
}

/*
 * The proof run, its classes dealt to threads, Ctrl-C caught while it
 * runs (catch); what failed said, and an exit status.
 */
static int run(proof *pf, boggle_prover **provers, int threads,
	       const boggle_proof_task *task)
{
	boggle_proof_run *r;
	boggle_code code;
	int status = EXIT_OK, catch = !task->count;

	code = boggle_proof_run_new(&r, provers, threads, pf->cutoff);
	if (code == BOGGLE_OK && pf->queue)
		boggle_proof_run_items(r, pf->queue, pf->nqueue);
	if (code == BOGGLE_OK && pf->sample)
		code = boggle_proof_run_sample(r, pf->sample, pf->sample_seed);
	if (code == BOGGLE_OK && task->count)
		code = boggle_proof_run_task(r, task->index, task->count);
	if (code == BOGGLE_OK && (pf->sample || task->count))
		pf->classes = boggle_proof_run_size(r);
	if (code == BOGGLE_OK && pf->sample &&
	    !(pf->times = calloc(pf->classes + 1, sizeof *pf->times)))
		code = BOGGLE_NOMEM;
	if (code != BOGGLE_OK) {
		cli_error("prove: %s", boggle_strerror(BOGGLE_NOMEM));
		boggle_proof_run_free(r);
		return EXIT_IO;
	}
	boggle_proof_run_skip(r, pf->resumed, pf->nresumed);
	boggle_proof_run_split_after(r, pf->split_after);
	if (pf->classes > MANY_CLASSES)
		cli_error("prove: %dx%d has %llu classes to prove: "
			  "--estimate says what that takes", pf->rows, pf->cols,
			  (unsigned long long)pf->classes);
	if (catch)
		proof_catch_stops(1);
	pf->progress.start = pf->progress.last = now();
	pthread_mutex_init(&pf->lock, NULL);
	code = boggle_proof_run_go(r, on_proven, on_tick, pf,
				   &proof_stop_request);
	pthread_mutex_destroy(&pf->lock);
	boggle_proof_run_stats(r, &pf->sum);
	if (code == BOGGLE_SYSTEM && !pf->write_failed) {
		cli_error("prove: could not start a thread");
		status = EXIT_IO;
	} else {
		proof_progress_clear(&pf->progress);
	}
	if (catch) {
		proof_catch_stops(0);
		/* asked to stop as the last class ended: stopped all the same */
		if (proof_stop_signal)
			proof_stopped(pf->out_path, 0);
	}
	if (status == EXIT_OK && pf->write_failed) {
		cli_error("prove: %s: %s", pf->out_path, strerror(pf->write_failed));
		status = EXIT_IO;
	} else if (status == EXIT_OK && code != BOGGLE_OK) {
		cli_error("prove: class %llu: %s",
			  (unsigned long long)boggle_proof_run_failed(r),
			  boggle_strerror(code));
		status = EXIT_IO;
	}
	boggle_proof_run_free(r);
	return status;
}

/*
 * What a proof is of, from the options: its list, rules, a prover a
 * thread, the cutoff (from a short search if none is given) and the
 * header its files carry.  An exit status, after a message.
 */
static int setup(proof *pf, const cli_options *o, const char *cmd,
		 long long cutoff, const char *tiles, boggle_prover **provers,
		 int threads, const boggle_rules *given, boggle_dict **owned)
{
	char *list = NULL, *exclude = NULL;
	boggle_code code;
	char err[BOGGLE_ERR_MAX];
	int status = EXIT_OK;

	pf->rows = o->rows ? o->rows : 3;
	pf->cols = o->rows ? o->cols : 3;
	if (pf->rows * pf->cols > 25) {
		cli_error("%s: %dx%d has %d cells: a proof takes at most 25", cmd,
			  pf->rows, pf->cols, pf->rows * pf->cols);
		return EXIT_USAGE;
	}
	if (given)
		pf->rules = *given;
	else if (cli_rules(o, pf->rows, pf->cols, &pf->rules, err) < 0)
		return cli_usage_error(cmd, "%s", err);
	/* a list found already (prove merge's, by its checksum) is kept */
	if (!pf->dict)
		pf->dict = cli_open_dict(o->lang, o->dict_path, o->verbose, owned,
					 &status);
	if (!pf->dict)
		return status;
	pf->excluded = cli_excluded(o, &status);
	if (status == EXIT_OK)
		status = provers_new(pf, provers, threads, tiles);
	if (status != EXIT_OK)
		return status;
	pf->space = boggle_prover_space(provers[0]);
	pf->classes = boggle_prover_classes(provers[0]);
	if (cutoff == 0) {
		uint64_t seed = o->have_seed ? o->seed : cli_random_seed();
		int32_t c;

		if (warm_cutoff(pf, seed, &c) < 0) {
			cli_error("%s: %s", cmd, boggle_strerror(BOGGLE_NOMEM));
			return EXIT_IO;
		}
		cutoff = c;
	}
	pf->cutoff = (int32_t)cutoff;
	/* where the lists are, as another run on this machine finds them */
	if (o->dict_path && strcmp(o->dict_path, "-") != 0)
		list = realpath(o->dict_path, NULL);
	if (o->exclude_path && strcmp(o->exclude_path, "-") != 0)
		exclude = realpath(o->exclude_path, NULL);
	code = boggle_proof_new(&pf->proof, provers[0], pf->dict, pf->excluded,
				&pf->rules, pf->cutoff);
	if (code == BOGGLE_OK)
		code = boggle_proof_where(pf->proof, tiles, list ? list :
					  o->dict_path, exclude ? exclude :
					  o->exclude_path);
	free(list);
	free(exclude);
	if (code != BOGGLE_OK) {
		cli_error("%s: %s", cmd, boggle_strerror(code));
		return EXIT_IO;
	}
	return EXIT_OK;
}

/*
 * The files of a proof's tasks read into the proof, each checked: every
 * one is read, so that all that is wrong is said at once.  The oldest
 * version read into *oldest, when not NULL.
 */
static int read_files(const char *cmd, char **paths, int n, proof *pf,
		      int *oldest)
{
	int i, status = EXIT_OK;

	for (i = 0; i < n; i++) {
		int st = proof_read(cmd, paths[i], pf->proof);

		if (st == EXIT_OK && oldest &&
		    (!*oldest || boggle_proof_file_version(pf->proof) < *oldest))
			*oldest = boggle_proof_file_version(pf->proof);
		if (st != EXIT_OK && status != EXIT_IO)
			status = st;
	}
	return status;
}

static void proof_free(proof *pf, boggle_prover **provers, int threads)
{
	int t;

	free(pf->queue);
	free(pf->times);
	free((void *)pf->resumed);
	boggle_proof_free(pf->proof);
	for (t = 0; t < threads; t++)
		boggle_prover_free(provers[t]);
}

/* What merge and verify say they establish, and on what. */
#define PROVE_TRUST_HELP \
	"What merge establishes: that the files are whole (each class once,\n" \
	"through its parts where split; no task missing) and undamaged (each\n" \
	"line's checksum), and that every board they list is a board of its\n" \
	"class, scoring what it says, no more than its record's bound. What\n" \
	"it takes on trust: that no board the files leave out reaches the\n" \
	"cutoff. verify makes every check merge makes, then proves classes\n" \
	"drawn at random again, each whole with its parts: a proof that leaves\n" \
	"out a board of one class passes --sample N of C classes with\n" \
	"probability 1 - N/C, of k classes at most (1 - N/C)^k. To check a\n" \
	"published proof: boggle prove verify --sample 200 FILE...\n"

static const char merge_usage[] =
	"Usage: boggle prove merge [OPTION]... FILE...\n"
	"Check that the files of a proof's tasks account for every class\n"
	"once (a class split by --split-after through its parts), that\n"
	"every board they list is of its class and scores what it says,\n"
	"and print the proof's boards as one boggle prove would. The\n"
	"proof is the one the first file names, with its tiles, words left\n"
	"out and rules, each said in the summary; options, when given, must\n"
	"agree with it and name each of those. Exit status 1 when classes\n"
	"are missing or there twice (they and the tasks missing are named)\n"
	"or a record does not check out, 2 for a file of another proof, cut\n"
	"short, malformed or damaged.\n"
	"\n"
	PROVE_TRUST_HELP
	"\n"
	"  -z, --size RxC      the proof's shape (default: the first file's)\n"
	"      --min-score N   its cutoff (default: the first file's)\n"
	"      --tiles TILES   its tiles (default: the first file's)\n"
	"      --accept-v1     read files of version 1 that hold what version\n"
	"                      1 never wrote (records --resume added)\n"
	"  -o, --output FILE   write the files, once checked, to FILE as one\n"
	"                      of version 4, written whole: files of versions\n"
	"                      2 and 3 carried into it, their list held to the\n"
	"                      checksum they name it by\n"
	CLI_JUDGE_HELP
	"      --lang CODE     the language of boards and the word list\n"
	"  -f, --format NAME   text (default), tsv or json\n"
	"  -h, --help          show this help and exit\n";

static const char verify_usage[] =
	"Usage: boggle prove verify [OPTION]... FILE...\n"
	"Check a proof's files as boggle prove merge does, then prove again,\n"
	"from scratch, its classes (with --sample, N drawn at random), each\n"
	"whole with the parts its records split it into, and check that its\n"
	"records list exactly the boards proving it again finds. Without\n"
	"--seed a seed is drawn at random and said, so that a run can be\n"
	"repeated. Exit status 1 when a class differs (each is named), a\n"
	"record does not check out or classes are missing or there twice, 2\n"
	"for a file of another proof, cut short, malformed or damaged.\n"
	"\n"
	PROVE_TRUST_HELP
	"\n"
	"      --sample N      prove N classes drawn at random (default: all)\n"
	"      --seed N        draw them by this seed (default: a random one)\n"
	"  -j, --jobs N        prove with N threads, 1 to 256 (default 1)\n"
	"  -z, --size RxC      the proof's shape (default: the first file's)\n"
	"      --min-score N   its cutoff (default: the first file's)\n"
	"      --tiles TILES   its tiles (default: the first file's)\n"
	"      --accept-v1     read files of version 1 that hold what version\n"
	"                      1 never wrote (records --resume added)\n"
	CLI_JUDGE_HELP
	"      --lang CODE     the language of boards and the word list\n"
	"  -f, --format NAME   text (default), or json: the verdict as one object\n"
	"                      on standard output too\n"
	"  -h, --help          show this help and exit\n";

/*
 * What the proof's files establish, as the library says it: the proof,
 * and with ok what was checked.
 */
static void proof_established(const char *cmd, const boggle_proof *proof,
			      int verified, int ok)
{
	char said[8192], *nl;

	boggle_proof_said(proof, verified, said, sizeof said);
	nl = strchr(said, '\n');
	*nl = '\0';
	cli_error("%s: %s", cmd, said);
	if (ok)
		cli_error("%s: %s", cmd, nl + 1);
}

/* What the files' versions leave unchecked, a line each. */
static void proof_warned(const char *cmd, const boggle_proof *proof)
{
	char said[1024], *line = said, *nl;

	boggle_proof_warnings(proof, said, sizeof said);
	for (; *line; line = nl ? nl + 1 : line + strlen(line)) {
		if ((nl = strchr(line, '\n')))
			*nl = '\0';
		cli_error("%s: %s", cmd, line);
	}
}

/*
 * Whether options given ask for a proof of some shape, cutoff or rules,
 * as -z and --min-score do: -d and --lang alone say where its list is.
 */
static int described(const cli_options *o, long long cutoff,
		     const char *tiles)
{
	return o->rows || o->exclude_path || o->have_named || o->have_scoring ||
	       o->have_bonus || o->min || o->letters || o->words || cutoff ||
	       tiles;
}

/*
 * The proof's classes drawn by seed proven again by threads provers, and
 * what differs said; with json, the verdict printed.  An exit status: 1
 * if a class differs or could not be proven.
 */
static int verify_run(const char *cmd, proof *pf, boggle_prover **provers,
		      int threads, uint64_t sample, uint64_t seed,
		      solve_format fmt)
{
	boggle_code code;
	char *json = NULL;
	size_t len = 0;
	int status;

	boggle_proof_draw(pf->proof, sample, seed);
	code = boggle_proof_verify(pf->proof, provers, threads, NULL);
	if (code == BOGGLE_SYSTEM) {
		cli_error("%s: could not start a thread", cmd);
		return EXIT_IO;
	}
	if (code != BOGGLE_OK) {
		cli_error("%s: %s", cmd, boggle_strerror(code));
		return EXIT_IO;
	}
	boggle_proof_verdict(pf->proof, NULL, 0, &len);
	if (fmt == FMT_JSON && !(json = malloc(len + 1))) {
		cli_error("%s: %s", cmd, boggle_strerror(BOGGLE_NOMEM));
		return EXIT_IO;
	}
	code = boggle_proof_verdict(pf->proof, json, len + 1, &len);
	proof_said(cmd, pf->proof);
	status = code == BOGGLE_OK ? EXIT_OK : EXIT_IO;
	if (json) {
		fputs(json, stdout);
		if (cli_finish_output() != EXIT_OK)
			status = EXIT_IO;
	}
	free(json);
	return status;
}

/* What prove's options ask for, beyond what the proof holds itself. */
typedef struct prove_args {
	cli_options o;
	solve_format fmt;
	long long cutoff, sample;
	const char *bound_class, *tiles, *task_text, *one_class;
	int resume, waves, estimate, wall_given, any_v1;
	double wall;              /* --wall, in seconds */
	boggle_proof_task task;   /* --task, or --pending with -o: 0/1 */
	char **files;             /* --pending's */
	int nfiles;
} prove_args;

/*
 * The options of prove (mode 0), prove merge (1) or verify (2) read: -1
 * to go on, or the exit status to end with.  Merge takes the first
 * three of prove's own options and -o, verify the first four.
 */
static int prove_options(int argc, char **argv, prove_args *a, proof *pf,
			 int mode)
{
	enum { MIN_SCORE = 0x200, RESUME, BOUND, TILES, SAMPLE, TASK,
	       SPLIT_AFTER, PENDING, ESTIMATE, WALL, CLASS, ACCEPT_V1 };
	static const struct option all[] = {
		{"min-score", required_argument, NULL, MIN_SCORE},
		{"tiles", required_argument, NULL, TILES},
		{"accept-v1", no_argument, NULL, ACCEPT_V1},
		{"sample", required_argument, NULL, SAMPLE},
		{"output", required_argument, NULL, 'o'},
		{"resume", no_argument, NULL, RESUME},
		{"bound", required_argument, NULL, BOUND},
		{"task", required_argument, NULL, TASK},
		{"split-after", required_argument, NULL, SPLIT_AFTER},
		{"pending", no_argument, NULL, PENDING},
		{"estimate", no_argument, NULL, ESTIMATE},
		{"wall", required_argument, NULL, WALL},
		{"class", required_argument, NULL, CLASS},
	};
	static const char *const cmds[] = {"prove", "prove merge",
					   "prove verify"};
	static const char *const usage[] = {prove_usage, merge_usage,
					    verify_usage};
	static const int flags[] = {OPT_SEED | OPT_JOBS, 0, OPT_SEED | OPT_JOBS};
	struct option own[sizeof all / sizeof all[0] + 1] = {{0}};
	size_t n = mode == 0 ? sizeof all / sizeof all[0] : (size_t)mode + 2;
	const char *cmd = cmds[mode];
	int opt;

	memcpy(own, all, n * sizeof *own);
	/* merge writes what it merged to -o */
	if (mode == 1)
		own[n] = all[4];
	memset(a, 0, sizeof *a);
	a->fmt = FMT_TEXT;
	a->wall = 3600;
	cli_options_init(&a->o, cmd, OPT_JUDGE | OPT_SIZE | OPT_FORMAT |
			 flags[mode], mode == 2 ? "text, json" :
			 "text, tsv, json", own, mode == 2 ? "" : "o:");
	while ((opt = cli_getopt(&a->o, argc, argv)) > 0) {
		switch (opt) {
		case MIN_SCORE:
			if (cli_number(cmd, "--min-score", optarg, 1,
				       INT32_MAX, &a->cutoff) < 0)
				return EXIT_USAGE;
			break;
		case 'o':
			pf->out_path = optarg;
			break;
		case RESUME:
			a->resume = 1;
			break;
		case BOUND:
			a->bound_class = optarg;
			break;
		case TILES:
			a->tiles = optarg;
			break;
		case SAMPLE:
			if (cli_number(cmd, "--sample", optarg, 1,
				       mode ? INT64_MAX : 1000000, &a->sample) < 0)
				return EXIT_USAGE;
			break;
		case TASK:
			a->task_text = optarg;
			break;
		case SPLIT_AFTER:
			if (cli_duration(cmd, "--split-after", optarg,
					 &pf->split_after) < 0)
				return EXIT_USAGE;
			break;
		case PENDING:
			a->waves = 1;
			break;
		case ESTIMATE:
			a->estimate = 1;
			break;
		case WALL:
			if (cli_duration(cmd, "--wall", optarg, &a->wall) < 0)
				return EXIT_USAGE;
			a->wall_given = 1;
			break;
		case CLASS:
			a->one_class = optarg;
			break;
		case ACCEPT_V1:
			a->any_v1 = 1;
			break;
		default:
			fputs(usage[mode], stdout);
			return cli_finish_output();
		}
	}
	if (opt == 0)
		return EXIT_USAGE;
	if (a->o.format)
		format_parse(a->o.format, &a->fmt);
	a->files = argv + optind;
	a->nfiles = argc - optind;
	return -1;
}

/*
 * The files merged, written to -o as one file of the newest version: a
 * task 0 of 1, written whole, its records as the files hold them, its
 * header the first file's where it says where lists were (not where
 * this run found them), and from a version before, saying so.  An exit
 * status.
 */
static int carry(const char *cmd, proof *pf, const prove_args *a,
		 const char *first, int oldest)
{
	static const char *const keys[] = {"tiles", "list_path",
					   "exclude_path"};
	boggle_proof_task whole = {0, 1, 0};
	char head[BOGGLE_PROOF_HEADER_MAX], where[3][4096];
	char *line = NULL;
	size_t cap = 0;
	int i, status = EXIT_OK;

	if (oldest == 1) {
		cli_error("%s: -o: files of version 1 are not carried: their "
			  "records carry no checksum", cmd);
		return EXIT_USAGE;
	}
	for (i = 0; i < 3; i++)
		if (boggle_proof_header_field(first, strlen(first), keys[i],
					      where[i], sizeof where[i]) !=
		    BOGGLE_OK)
			where[i][0] = '\0';
	boggle_proof_where(pf->proof, where[0][0] ? where[0] : NULL,
			   where[1][0] ? where[1] : NULL,
			   where[2][0] ? where[2] : NULL);
	if (oldest < 4)
		boggle_proof_carry(pf->proof, oldest);
	boggle_proof_header(pf->proof, &whole, head, sizeof head);
	if ((status = proof_out_open(&pf->out, pf->out_path, head)) != EXIT_OK)
		return status;
	for (i = 0; i < a->nfiles && status == EXIT_OK; i++) {
		FILE *f = fopen(a->files[i], "r");
		ssize_t n;
		int first_line = 1;

		if (!f) {
			cli_error("%s: %s: %s", cmd, a->files[i], strerror(errno));
			status = EXIT_IO;
			break;
		}
		/* each record as read and checked; headers and end lines not */
		while ((n = getline(&line, &cap, f)) > 0 && status == EXIT_OK) {
			if (first_line || strncmp(line, "{\"end\":", 7) == 0) {
				first_line = 0;
				continue;
			}
			if (proof_append(&pf->out, line, (size_t)n) != 0) {
				cli_error("%s: %s: %s", cmd, pf->out_path,
					  strerror(pf->out.failed));
				status = EXIT_IO;
			}
			pf->out.records++;
		}
		fclose(f);
	}
	free(line);
	if (proof_out_close(&pf->out, status == EXIT_OK) != EXIT_OK)
		status = EXIT_IO;
	if (status == EXIT_OK && oldest < 4)
		cli_error("%s: %s: the proof in version 4, carried from version "
			  "%d: its list held to that version's checksum", cmd,
			  pf->out_path, oldest);
	return status;
}

/*
 * boggle prove merge, a proof's files checked and put together; and
 * boggle prove verify, its classes proven again.
 */
static int files_main(int argc, char **argv, int verify)
{
	const char *cmd = verify ? "prove verify" : "prove merge";
	proof pf;
	prove_args a;
	boggle_dict *owned = NULL;
	boggle_prover *provers[CLI_MAX_JOBS] = {0};
	proof_spec spec = {0};
	int status, threads = 1, oldest = 0;
	double start = now(), cpu;
	long base;

	memset(&pf, 0, sizeof pf);
	if ((status = prove_options(argc, argv, &a, &pf, verify ? 2 : 1)) >= 0)
		return status;
	if (!a.nfiles)
		return cli_usage_error(cmd, "the files of a proof are needed");
	if (verify)
		threads = (int)a.o.jobs;
	/* what the options leave unsaid, the first file's header says */
	if ((status = proof_spec_read(cmd, a.files[0], &a.o, &a.tiles,
				      described(&a.o, a.cutoff, a.tiles), &spec)) !=
	    EXIT_OK)
		return status;
	if (!a.cutoff)
		a.cutoff = spec.cutoff;
	peak_and_cpu(&cpu, &base);
	pf.dict = spec.dict;
	status = setup(&pf, &a.o, cmd, a.cutoff, a.tiles, provers, threads,
		       spec.have_rules ? &spec.rules : NULL, &owned);
	if (status == EXIT_OK)
		boggle_proof_accept_v1(pf.proof, a.any_v1);
	/* verify makes every check merge makes first, the ledger's too */
	if (status == EXIT_OK)
		status = read_files(cmd, a.files, a.nfiles, &pf, &oldest);
	if (status == EXIT_OK &&
	    boggle_proof_check(pf.proof, 0) != BOGGLE_OK) {
		proof_said(cmd, pf.proof);
		status = EXIT_IO;
	}
	if (status != EXIT_OK)
		goto done;
	/* the lists as the options or the first header named them */
	boggle_proof_where(pf.proof, a.tiles, a.o.dict_path, a.o.exclude_path);
	if (verify) {
		uint64_t seed = a.o.have_seed ? a.o.seed : cli_random_seed();
		size_t proven, classes;

		/* said first: a run stopped half way can be repeated too */
		cli_error("%s: seed %llu (--seed %llu draws the same classes)", cmd,
			  (unsigned long long)seed, (unsigned long long)seed);
		status = verify_run(cmd, &pf, provers, threads, (uint64_t)a.sample,
				    seed, a.fmt);
		proven = boggle_proof_draw(pf.proof, (uint64_t)a.sample, seed);
		classes = boggle_proof_classes(pf.proof);
		peak_and_cpu(&cpu, &base);
		cli_error("%s: %zu of %zu classes proven again, each whole with "
			  "its parts (%zu records), %s, %.1f s, %.1f s CPU", cmd,
			  proven, classes, boggle_proof_records(pf.proof),
			  status == EXIT_OK ? "each as recorded" :
			  "some not as recorded", now() - start, cpu);
		proof_established(cmd, pf.proof, 1, status == EXIT_OK);
	} else {
		print_boards(&pf, a.fmt, boggle_dict_lang(pf.dict), spec.line);
		if ((status = cli_finish_output()) != EXIT_OK)
			goto done;
		cli_error("%s: %d file%s, %llu classes, %zu records, %zu board%s "
			  "of %ld or more", cmd, a.nfiles,
			  plural(a.nfiles), (unsigned long long)pf.classes,
			  boggle_proof_records(pf.proof),
			  boggle_proof_boards(pf.proof),
			  plural((long long)boggle_proof_boards(pf.proof)),
			  (long)pf.cutoff);
		proof_established(cmd, pf.proof, 0, 1);
		if (pf.out_path)
			status = carry(cmd, &pf, &a, spec.line, oldest);
	}
	if (status == EXIT_OK)
		proof_warned(cmd, pf.proof);
done:
	proof_free(&pf, provers, threads);
	proof_spec_free(&spec);
	boggle_dict_free(owned);
	return status;
}

/*
 * The queue of a wave over the parts files hand on: printed, or task t's
 * share of it to prove.
 */
static int pending(proof *pf, char **paths, int n, int prove)
{
	uint64_t id;
	size_t i, len;
	int status = read_files("prove", paths, n, pf, NULL);

	if (status != EXIT_OK)
		return status;
	len = boggle_proof_pending(pf->proof);
	if (prove && !(pf->queue = calloc(len ? len : 1, sizeof *pf->queue))) {
		cli_error("prove: %s", boggle_strerror(BOGGLE_NOMEM));
		return EXIT_IO;
	}
	for (i = 0; i < len; i++) {
		const char *part = boggle_proof_pending_part(pf->proof, i, &id);

		if (prove) {
			pf->queue[i].part = part;
			pf->queue[i].id = id;
		} else {
			printf("%llu\t%s\n", (unsigned long long)id, part);
		}
	}
	pf->nqueue = prove ? len : 0;
	if (prove)
		return status;
	cli_error("prove: %zu part%s to prove", len, plural((long long)len));
	/* nothing left to prove is not a proof done: classes may be missing */
	if (boggle_proof_check(pf->proof, 1) != BOGGLE_OK) {
		proof_said("prove", pf->proof);
		status = EXIT_IO;
	}
	return status;
}

/* Whether path is one of the n files at paths (or would replace one). */
static int is_input(const char *path, char **paths, int n)
{
	struct stat out, in;
	int i;

	if (stat(path, &out) < 0)
		return 0;
	for (i = 0; i < n; i++)
		if (stat(paths[i], &in) == 0 && in.st_dev == out.st_dev &&
		    in.st_ino == out.st_ino)
			return 1;
	return 0;
}


/*
 * The options that do not go together, said; --class's class and
 * --task's task read.  -1 to go on, or the exit status to end with.
 */
static int prove_check(prove_args *a, const proof *pf)
{
	if (a->nfiles && !a->waves)
		return cli_unknown("prove", "argument", a->files[0],
				   "it takes none");
	if (a->one_class && (pf->out_path || a->task_text || a->waves ||
			     a->sample || a->estimate || a->tiles))
		return cli_usage_error("prove", "--class proves one class alone: "
				       "not with -o, --task, --pending, --sample, "
				       "--estimate or --tiles");
	if (a->one_class) {
		boggle_class *cls;
		char err[BOGGLE_ERR_MAX], q[64];
		const char *c = a->one_class;

		if (!a->o.rows && class_square(c, "prove", &a->o.rows) < 0)
			return EXIT_USAGE;
		if (!a->o.cols)
			a->o.cols = a->o.rows;
		if (boggle_class_parse(&cls, a->o.lang, a->o.rows, a->o.cols, c,
				       strlen(c), err) != BOGGLE_OK) {
			cli_error("prove: --class %s: %s",
				  cli_quote(c, strlen(c), q, sizeof q), err);
			return EXIT_USAGE;
		}
		boggle_class_free(cls);
	}
	if (a->waves && !a->nfiles)
		return cli_usage_error("prove", "--pending needs the files of "
				       "the tasks before");
	if (a->wall_given && !a->estimate)
		return cli_usage_error("prove", "--wall is the time a task may "
				       "take: it goes with --estimate");
	if (a->estimate && !a->sample)
		a->sample = 100;
	if (a->resume && !pf->out_path)
		return cli_usage_error("prove", "--resume needs -o FILE");
	if (a->sample && (pf->out_path || a->task_text || a->waves))
		return cli_usage_error("prove", "--%s proves no whole space: "
				       "not with -o, --task or --pending",
				       a->estimate ? "estimate" : "sample");
	if (a->task_text && !pf->out_path)
		return cli_usage_error("prove", "--task needs -o FILE");
	if ((a->task_text || a->waves) && a->resume)
		return cli_usage_error("prove", "a task's file is written whole: "
				       "run the task again, without --resume");
	if ((a->task_text || a->waves) && !a->cutoff)
		return cli_usage_error("prove", "--%s needs --min-score: every "
				       "task must prove the same cutoff",
				       a->task_text ? "task" : "pending");
	if (pf->split_after > 0 && !a->task_text && !(a->waves && pf->out_path))
		return cli_usage_error("prove", "--split-after hands parts on to "
				       "later tasks: it needs --task");
	if (a->task_text && proof_task_parse("prove", a->task_text, &a->task) < 0)
		return EXIT_USAGE;
	if (a->waves && pf->out_path && !a->task_text)
		a->task.count = 1;
	a->task.parts = a->waves;
	if (a->waves && pf->out_path && is_input(pf->out_path, a->files,
						 a->nfiles))
		return cli_usage_error("prove", "-o %s is one of the files it "
				       "reads: name a wave's files apart",
				       pf->out_path);
	return -1;
}

/*
 * What to prove, when not every class: --class's class or a wave's
 * parts (a task's share of which the run deals).  An exit status.
 */
static int prove_queue(proof *pf, const prove_args *a)
{
	if (a->waves)
		return pending(pf, a->files, a->nfiles, 1);
	if (!a->one_class)
		return EXIT_OK;
	if (!(pf->queue = calloc(1, sizeof *pf->queue))) {
		cli_error("prove: %s", boggle_strerror(BOGGLE_NOMEM));
		return EXIT_IO;
	}
	pf->queue[0].part = a->one_class;
	pf->nqueue = pf->classes = 1;
	return EXIT_OK;
}

/*
 * -o's file opened: a task's written whole, or a proof's appended to,
 * what it holds already taken up with --resume.  An exit status.
 */
static int prove_output(proof *pf, const prove_args *a)
{
	int status;
	size_t n;

	if (a->task.count) {
		char line[BOGGLE_PROOF_HEADER_MAX];

		boggle_proof_header(pf->proof, &a->task, line, sizeof line);
		return proof_out_open(&pf->out, pf->out_path, line);
	}
	if (!pf->out_path)
		return EXIT_OK;
	status = proof_open(pf->out_path, a->resume, pf->proof, &pf->out);
	if (status != EXIT_OK)
		return status;
	n = boggle_proof_records(pf->proof);
	if (!(pf->resumed = malloc((n ? n : 1) * sizeof *pf->resumed))) {
		cli_error("prove: %s", boggle_strerror(BOGGLE_NOMEM));
		return EXIT_IO;
	}
	pf->nresumed = boggle_proof_done(pf->proof, (uint64_t *)pf->resumed);
	pf->done = pf->nresumed;
	return EXIT_OK;
}

/* The summary on standard error, once the boards are out. */
static void prove_summary(const proof *pf, const prove_args *a, double start)
{
	double cpu, took = now() - start;
	long peak, mb;
	size_t boards = boggle_proof_boards(pf->proof);

	peak_and_cpu(&cpu, &peak);
	mb = (peak + 1023) / 1024;
	if (a->task.count)
		cli_error("prove: task %llu/%llu: %llu %s%s, %llu part%s "
			  "handed on, %zu board%s of %ld or more, %.1f s, "
			  "%.1f s CPU, %ld MB at most",
			  (unsigned long long)a->task.index,
			  (unsigned long long)a->task.count,
			  (unsigned long long)pf->done,
			  a->waves ? "part" : "class",
			  pf->done == 1 ? "" : a->waves ? "s" : "es",
			  (unsigned long long)pf->split_off,
			  plural((long long)pf->split_off), boards,
			  plural((long long)boards), (long)pf->cutoff,
			  took, cpu, mb);
	else if (a->one_class)
		cli_error("prove: the class: bound %lld, %llu tree%s (the "
			  "largest %llu nodes, %.1f MB), %llu board%s "
			  "scored, %zu of %ld or more, %.1f s, %.1f s CPU, "
			  "%ld MB at most", (long long)pf->sum.bound,
			  (unsigned long long)pf->sum.trees,
			  plural((long long)pf->sum.trees),
			  (unsigned long long)pf->sum.nodes,
			  (double)pf->sum.bytes / 1e6,
			  (unsigned long long)pf->sum.candidates,
			  plural((long long)pf->sum.candidates), boards,
			  (long)pf->cutoff, took, cpu, mb);
	else
		cli_error("prove: %llu/%llu classes, %zu board%s of %ld or "
			  "more, %.1f s, %.1f s CPU, %ld MB at most",
			  (unsigned long long)pf->done,
			  (unsigned long long)pf->classes, boards,
			  plural((long long)boards), (long)pf->cutoff,
			  took, cpu, mb);
}

/*
 * After --class's summary, where the class fixes a cell (a part of a
 * larger class): its bound with covered paths dropped and with every
 * path kept, so that the drop can be seen.
 */
static void part_bounds(const prove_args *a, boggle_prover *prover)
{
	boggle_class *cls = NULL;
	boggle_bound b;
	char err[BOGGLE_ERR_MAX];
	uint64_t covered;
	int64_t every;
	int cell = 0;

	if (boggle_class_parse(&cls, a->o.lang, a->o.rows, a->o.cols,
			       a->one_class, strlen(a->one_class), err) !=
	    BOGGLE_OK)
		return;
	/* a class that fixes no cell drops nothing: no tree built again */
	while (cell < a->o.rows * a->o.cols &&
	       boggle_class_tiles(cls, cell) > 1)
		cell++;
	if (cell < a->o.rows * a->o.cols &&
	    boggle_prover_bound_every(prover, cls, &b, &every, &covered) ==
		    BOGGLE_OK && (covered || every != b.bound))
		cli_error("prove: the part: bound %lld with covered paths "
			  "dropped (%llu), %lld with every path kept",
			  (long long)b.bound, (unsigned long long)covered,
			  (long long)every);
	boggle_class_free(cls);
}

int cmd_prove(int argc, char **argv)
{
	proof pf;
	prove_args a;
	boggle_dict *owned = NULL;
	boggle_prover *provers[CLI_MAX_JOBS] = {0};
	uint64_t all_classes;
	int status;
	double start = now(), cpu;
	long base = 0;

	if (argc > 1 && strcmp(argv[1], "merge") == 0)
		return files_main(argc - 1, argv + 1, 0);
	if (argc > 1 && strcmp(argv[1], "verify") == 0)
		return files_main(argc - 1, argv + 1, 1);
	memset(&pf, 0, sizeof pf);
	if ((status = prove_options(argc, argv, &a, &pf, 0)) >= 0)
		return status;
	if (a.bound_class)
		return a.nfiles ? cli_unknown("prove", "argument", a.files[0],
					      "it takes none") :
		       bound_run(&a.o, a.bound_class, a.fmt, "prove");
	if ((status = prove_check(&a, &pf)) >= 0)
		return status;
	pf.progress.screen = cli_screen(STDERR_FILENO);
	pf.progress.logging = a.o.verbose && !pf.progress.screen;
	/* a proof taken up again has its cutoff: no search for another */
	if (a.resume && !a.cutoff)
		proof_spec_cutoff(pf.out_path, &a.cutoff);
	status = setup(&pf, &a.o, "prove", a.cutoff, a.tiles, provers,
		       (int)a.o.jobs, NULL, &owned);
	if (status == EXIT_OK)
		boggle_proof_accept_v1(pf.proof, a.any_v1);
	all_classes = pf.classes;
	if (status == EXIT_OK && a.waves && !pf.out_path) {
		int st;

		status = pending(&pf, a.files, a.nfiles, 0);
		/* the parts listed even when the files fall short */
		if ((st = cli_finish_output()) != EXIT_OK && status == EXIT_OK)
			status = st;
		goto done;
	}
	if (status == EXIT_OK)
		status = prove_queue(&pf, &a);
	if (status == EXIT_OK)
		status = prove_output(&pf, &a);
	pf.sample = (uint64_t)a.sample;
	pf.sample_seed = a.o.have_seed ? a.o.seed : 1;
	if (status != EXIT_OK)
		goto done;
	peak_and_cpu(&cpu, &base);
	status = run(&pf, provers, (int)a.o.jobs, &a.task);
	{
		int st = proof_out_close(&pf.out, status == EXIT_OK);

		if (status == EXIT_OK)
			status = st;
	}
	if (status == EXIT_OK) {
		if (pf.times)
			sample_report(&pf, provers[0], all_classes,
				      a.estimate ? a.wall : 0, base, a.fmt);
		else if (!a.task.count) {
			char head[BOGGLE_PROOF_HEADER_MAX];

			boggle_proof_header(pf.proof, NULL, head, sizeof head);
			print_boards(&pf, a.fmt, boggle_dict_lang(pf.dict), head);
		}
		/* the summary only once the boards are out: a write error is all */
		status = cli_finish_output();
	}
	if (status == EXIT_OK)
		prove_summary(&pf, &a, start);
	if (status == EXIT_OK && a.one_class)
		part_bounds(&a, provers[0]);
done:
	proof_out_close(&pf.out, 0);
	proof_free(&pf, provers, (int)a.o.jobs);
	boggle_dict_free(owned);
	return status;
}
