/* boggle: find every word on a Boggle board, or throw one. */
#include <getopt.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#ifdef __GLIBC__
#include <malloc.h>
#endif

#include "boggle.h"
#include "cli.h"
#include "messages.h"

static const char main_usage[] =
	"Usage: boggle COMMAND [OPTION]... [ARGUMENT]...\n"
	"Solve, throw, score and search Boggle boards.\n"
	"\n"
	"Commands:\n"
	"  solve [BOARD]...   find every word on the boards (or on stdin)\n"
	"  throw              throw boards with a set of dice\n"
	"  check [BOARD]...   say whether a set of dice can throw the boards\n"
	"  paths N|RxC        count the paths of every length on a board shape\n"
	"  score BOARD LIST.. score a game from the players' lists of words\n"
	"  play               play a timed game in the terminal\n"
	"  best               search for the highest-scoring board\n"
	"  prove              prove which boards score best\n"
	"  bound CLASS        the upper bound of a class of boards\n"
	"  dict build LIST    compile a word list for fast loading\n"
	"\n"
	"  help [COMMAND]     show this help, or a command's\n"
	"\n"
	"  -h, --help         show this help and exit\n"
	"  -V, --version      show the version and exit\n"
	"\n"
	"'boggle help COMMAND' or 'boggle COMMAND --help' describes a\n"
	"command; 'man boggle' has the table of options. Examples:\n"
	"  boggle solve OMUYMTUPWSAYITVI\n"
	"  boggle throw -n 1000 | boggle solve -f summary\n";

static const struct {
	const char *name;
	int (*run)(int argc, char **argv);
} commands[] = {
	{"solve", cmd_solve},
	{"throw", cmd_throw},
	{"check", cmd_check},
	{"paths", cmd_paths},
	{"score", cmd_score},
	{"play", cmd_play},
	{"best", cmd_best},
	{"dict", cmd_dict},
	{"prove", cmd_prove},
	{"bound", cmd_bound},
};

/* The command called name, or NULL. */
static int (*find_command(const char *name))(int, char **)
{
	size_t i;

	for (i = 0; i < sizeof commands / sizeof commands[0]; i++)
		if (strcmp(name, commands[i].name) == 0)
			return commands[i].run;
	return NULL;
}

static int unknown_command(const char *name)
{
	char q[64];

	cli_quote(name, strlen(name), q, sizeof q);
	return cli_usage_error(NULL, "unknown command %s", q);
}

/* boggle help [COMMAND]: the help that --help gives. */
static int help(int argc, char **argv)
{
	char *args[] = {NULL, "--help", NULL};
	int (*run)(int, char **);

	if (argc == 1) {
		fputs(main_usage, stdout);
		return cli_finish_output();
	}
	if (argc > 2)
		return cli_unknown(NULL, "argument", argv[2],
				   "help takes one COMMAND");
	if (strcmp(argv[1], "help") == 0)
		return help(1, argv);
	if (!(run = find_command(argv[1])))
		return unknown_command(argv[1]);
	args[0] = argv[1];
	return run(2, args);
}

int main(int argc, char **argv)
{
	static const struct option longopts[] = {
		{"help", no_argument, NULL, 'h'},
		{"version", no_argument, NULL, 'V'},
		{NULL, 0, NULL, 0},
	};
	int (*run)(int, char **);
	int opt = 0;

	/* a closed pipe ends us quietly, as it does other filters */
	signal(SIGPIPE, SIG_DFL);
#ifdef __GLIBC__
	/*
	 * One heap for all threads: with an arena per solving thread, output
	 * buffers made in one and freed in another kept a long stream's
	 * memory creeping up (3 MB more over 1M boards in JSON).
	 */
	mallopt(M_ARENA_MAX, 1);
#endif
	/* '+': the options before the command, never a command's own */
	if (argc > 1 && argv[1][0] == '-' && argv[1][1]) {
		opt = getopt_long(argc, argv, "+:hV", longopts, NULL);
		if (opt != 'h' && opt != 'V') /* -1: a bare "--" */
			return cli_bad_option(NULL, opt, argv, longopts);
	}
	if (opt && optind < argc)
		return cli_unknown(NULL, "argument", argv[optind],
				   opt == 'h' ? "--help takes none" :
				   "--version takes none");
	if (opt == 'h') {
		fputs(main_usage, stdout);
		return cli_finish_output();
	}
	if (opt == 'V') {
		printf("boggle %s\n", boggle_version());
		return cli_finish_output();
	}
	if (argc < 2) {
		fputs(main_usage, stderr);
		return EXIT_USAGE;
	}
#ifdef __GLIBC__
	optind = 0; /* the command's getopt starts afresh */
#endif
	if (strcmp(argv[1], "help") == 0)
		return help(argc - 1, argv + 1);
	if (!(run = find_command(argv[1])))
		return unknown_command(argv[1]);
	return run(argc - 1, argv + 1);
}
