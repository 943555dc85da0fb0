/* boggle: find every word on a Boggle board, or throw one. */
#include <signal.h>
#include <string.h>
#ifdef __GLIBC__
#include <malloc.h>
#endif

#include "cli.h"

static const char main_usage[] =
	"Usage: boggle COMMAND [OPTION]... [ARGUMENT]...\n"
	"Solve, throw, score and search Boggle boards.\n"
	"\n"
	"Commands:\n"
	"  solve [BOARD]...   find every word on the boards (or on stdin)\n"
	"  throw              throw boards with a set of dice\n"
	"  check BOARD...     say whether a set of dice can throw the boards\n"
	"  paths N|RxC        count the paths of every length on a board shape\n"
	"  score BOARD LIST.. score a game from the players' lists of words\n"
	"  play               play a timed game in the terminal\n"
	"  best               search for the highest-scoring board\n"
	"\n"
	"  -h, --help         show this help and exit\n"
	"  -V, --version      show the version and exit\n"
	"\n"
	"'boggle COMMAND --help' describes a command. Examples:\n"
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
};

int main(int argc, char **argv)
{
	const char *name = argc > 1 ? argv[1] : NULL;
	size_t i;
	char q[64];

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
	if (!name) {
		fputs(main_usage, stderr);
		return EXIT_USAGE;
	}
	if (strcmp(name, "-h") == 0 || strcmp(name, "--help") == 0) {
		fputs(main_usage, stdout);
		return cli_finish_output();
	}
	if (strcmp(name, "-V") == 0 || strcmp(name, "--version") == 0) {
		puts("boggle " BOGGLE_VERSION);
		return cli_finish_output();
	}
	for (i = 0; i < sizeof commands / sizeof commands[0]; i++)
		if (strcmp(name, commands[i].name) == 0)
			return commands[i].run(argc - 1, argv + 1);
	cli_quote(name, strlen(name), q, sizeof q);
	if (name[0] == '-')
		return cli_usage_error(NULL, "unknown option %s", q);
	return cli_usage_error(NULL, "unknown command %s", q);
}
