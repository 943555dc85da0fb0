/*
 * Benchmark: dictionary load time, solve speed on one thread and on N,
 * and the total score, for a file of boards and a word list.
 *
 *   bench BOARDS DICT [-r REPEAT] [-j THREADS] [-l LANG]
 *   bench --latency RUNS COMMAND [ARG]...
 *
 * The second form runs /bin/true and COMMAND in turn, RUNS times each, and
 * prints the median of how much longer the command took, and its largest
 * peak RSS.
 */
#include <errno.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "boggle.h"

static double now(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

typedef struct shared {
	const boggle_dict *dict;
	boggle_board *const *boards;
	size_t nboards;
	int repeat;
	int threads;
} shared;

typedef struct part {
	const shared *sh;
	int index;
	long score;
	size_t solved;
} part;

static void *run_part(void *arg)
{
	part *p = arg;
	const shared *sh = p->sh;
	boggle_solver *s;
	int r;
	size_t i;

	if (boggle_solver_new(&s, sh->dict) != BOGGLE_OK) {
		perror("bench");
		exit(1);
	}
	for (r = 0; r < sh->repeat; r++) {
		for (i = (size_t)p->index; i < sh->nboards;
		     i += (size_t)sh->threads) {
			boggle_rules rules = boggle_rules_for_shape(
				boggle_board_rows(sh->boards[i]),
				boggle_board_cols(sh->boards[i]));

			boggle_solve(s, sh->boards[i], &rules);
			if (r == 0)
				p->score += boggle_solver_score(s);
			p->solved++;
		}
	}
	boggle_solver_free(s);
	return NULL;
}

/* Solve every board repeat times on threads; returns seconds taken. */
static double timed_solve(shared *sh, int threads, long *score)
{
	pthread_t tids[64];
	part parts[64];
	double t0;
	int t;

	sh->threads = threads;
	t0 = now();
	for (t = 0; t < threads; t++) {
		parts[t] = (part){sh, t, 0, 0};
		if (pthread_create(&tids[t], NULL, run_part, &parts[t]) != 0) {
			perror("bench: pthread_create");
			exit(1);
		}
	}
	*score = 0;
	for (t = 0; t < threads; t++) {
		pthread_join(tids[t], NULL);
		*score += parts[t].score;
	}
	return now() - t0;
}

static int cmp_double(const void *a, const void *b)
{
	double x = *(const double *)a, y = *(const double *)b;

	return (x > y) - (x < y);
}

/* Median wall time of runs of argv, and the largest peak RSS in KiB. */
/* Seconds one run of argv takes; its peak RSS raises *rss_kib. */
static double run_once(char **argv, long *rss_kib)
{
	struct rusage ru;
	int status;
	double t0 = now();
	pid_t pid = fork();

	if (pid == 0) {
		freopen("/dev/null", "w", stdout);
		execvp(argv[0], argv);
		_exit(127);
	}
	if (pid < 0 || wait4(pid, &status, 0, &ru) < 0) {
		perror("bench");
		exit(1);
	}
	if (!WIFEXITED(status) || WEXITSTATUS(status) != 0) {
		fprintf(stderr, "bench: %s failed\n", argv[0]);
		exit(1);
	}
	if (ru.ru_maxrss > *rss_kib)
		*rss_kib = ru.ru_maxrss;
	return now() - t0;
}

static double median(double *v, int n)
{
	qsort(v, (size_t)n, sizeof *v, cmp_double);
	return v[n / 2];
}

/*
 * /bin/true and the command in turn, so that the machine's drift falls on
 * both alike; beyond /bin/true is the median of each pair's difference.
 */
static int latency(int runs, char **argv)
{
	static char *true_argv[] = {"/bin/true", NULL};
	double *base = calloc((size_t)runs, sizeof *base);
	double *t = calloc((size_t)runs, sizeof *t);
	double *beyond = calloc((size_t)runs, sizeof *beyond);
	long rss = 0, rss_true = 0;
	int i;

	if (!base || !t || !beyond) {
		perror("bench");
		exit(1);
	}
	for (i = 0; i < runs; i++) {
		base[i] = run_once(true_argv, &rss_true);
		t[i] = run_once(argv, &rss);
		beyond[i] = t[i] - base[i];
	}
	printf("runs:                 %d\n", runs);
	printf("/bin/true median:     %.3f ms\n", median(base, runs) * 1e3);
	printf("command median:       %.3f ms\n", median(t, runs) * 1e3);
	printf("beyond /bin/true:     %.3f ms\n", median(beyond, runs) * 1e3);
	printf("peak RSS:             %.1f MB (%ld KiB)\n", (double)rss / 1024,
	       rss);
	free(base);
	free(t);
	free(beyond);
	return 0;
}

static boggle_board **read_boards(const char *path, const boggle_lang *lang,
				 size_t *n)
{
	FILE *f = fopen(path, "r");
	boggle_board **boards = NULL;
	size_t cap = 0;
	char line[4096], err[BOGGLE_ERR_MAX];

	if (!f) {
		fprintf(stderr, "bench: %s: %s\n", path, strerror(errno));
		exit(1);
	}
	*n = 0;
	while (fgets(line, sizeof line, f)) {
		size_t len = strcspn(line, "\r\n");

		if (len == 0 || line[0] == '#')
			continue;
		if (*n == cap) {
			cap = cap ? cap * 2 : 1024;
			boards = realloc(boards, cap * sizeof *boards);
			if (!boards) {
				perror("bench");
				exit(1);
			}
		}
		if (boggle_board_new(&boards[*n], lang, 1, 1) != BOGGLE_OK ||
		    boggle_board_parse(boards[*n], lang, line, len, err) !=
		    BOGGLE_OK) {
			fprintf(stderr, "bench: %s: %s\n", line, err);
			exit(1);
		}
		(*n)++;
	}
	fclose(f);
	return boards;
}

int main(int argc, char **argv)
{
	shared sh;
	boggle_dict *dict;
	boggle_board **boards;
	boggle_code rc;
	size_t nboards;
	double t0, load, t1, tn;
	long score1, scoren;
	int repeat = 100, threads = 2, i;
	const boggle_lang *lang = boggle_lang_english();

	if (argc >= 4 && strcmp(argv[1], "--latency") == 0)
		return latency(atoi(argv[2]), argv + 3);
	if (argc < 3) {
		fprintf(stderr, "usage: bench BOARDS DICT [-r REPEAT] "
				"[-j THREADS] [-l LANG]\n       bench --latency RUNS "
				"COMMAND [ARG]...\n");
		return 2;
	}
	for (i = 3; i + 1 < argc; i += 2) {
		if (strcmp(argv[i], "-r") == 0)
			repeat = atoi(argv[i + 1]);
		else if (strcmp(argv[i], "-j") == 0)
			threads = atoi(argv[i + 1]);
		else if (strcmp(argv[i], "-l") == 0)
			lang = boggle_lang_find(argv[i + 1]);
	}
	if (repeat < 1 || threads < 1 || threads > 64 || !lang) {
		fprintf(stderr, "bench: bad -r, -j or -l\n");
		return 2;
	}
	t0 = now();
	rc = boggle_dict_load(&dict, lang, argv[2], NULL);
	load = now() - t0;
	if (rc != BOGGLE_OK) {
		fprintf(stderr, "bench: %s: %s\n", argv[2],
			rc == BOGGLE_SYSTEM ? strerror(errno) : boggle_strerror(rc));
		return 1;
	}
	boards = read_boards(argv[1], lang, &nboards);
	sh = (shared){dict, boards, nboards, repeat, 1};
	t1 = timed_solve(&sh, 1, &score1);
	tn = timed_solve(&sh, threads, &scoren);
	printf("dictionary:           %s, %zu words\n", argv[2],
	       boggle_dict_count(dict));
	printf("dictionary load:      %.1f ms\n", load * 1e3);
	printf("boards:               %zu x %d = %zu\n", nboards, repeat,
	       nboards * (size_t)repeat);
	printf("1 thread:             %.0f boards/s, %.2f us/board\n",
	       (double)(nboards * (size_t)repeat) / t1,
	       t1 * 1e6 / (double)(nboards * (size_t)repeat));
	printf("%d threads:            %.0f boards/s, %.2f us/board\n", threads,
	       (double)(nboards * (size_t)repeat) / tn,
	       tn * 1e6 / (double)(nboards * (size_t)repeat));
	printf("total score:          %ld%s\n", score1,
	       score1 == scoren ? "" : " (threads disagree!)");
	for (i = 0; (size_t)i < nboards; i++)
		boggle_board_free(boards[i]);
	free(boards);
	boggle_dict_free(dict);
	return score1 == scoren ? 0 : 1;
}
