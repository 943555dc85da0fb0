/* boggle throw: shake a set of dice and show the boards. */
#include <errno.h>
#include <fcntl.h>
#include <getopt.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "cli.h"

static const char throw_usage[] =
	"Usage: boggle throw [OPTION]...\n"
	"Throw boards with the dice of a Boggle set.\n"
	"\n"
	"  -s, --set NAME      the dice to throw (default new)\n"
	"  -n, --count N       how many boards (default 1)\n"
	"      --seed N        seed the generator: the same seed gives the\n"
	"                      same boards everywhere (default: a random seed)\n"
	"  -f, --format NAME   grid (the default on a terminal) or line (the\n"
	"                      form 'boggle solve' reads; the default otherwise)\n"
	"  -h, --help          show this help and exit\n"
	"\n"
	"Sets:\n";

/* A seed from the operating system, or from the clock if it has none. */
static uint64_t random_seed(void)
{
	uint64_t seed = 0;
	int fd = open("/dev/urandom", O_RDONLY);

	if (fd >= 0) {
		ssize_t got = read(fd, &seed, sizeof seed);

		close(fd);
		if (got == (ssize_t)sizeof seed)
			return seed;
	}
	return (uint64_t)time(NULL) ^ ((uint64_t)getpid() << 32);
}

static void print_usage(void)
{
	const boggle_dice_set *const *s;

	fputs(throw_usage, stdout);
	for (s = boggle_dice_sets(); *s; s++)
		printf("  %-9s%s\n", (*s)->name, (*s)->description);
}

int cmd_throw(int argc, char **argv)
{
	static const struct option longopts[] = {
		{"set", required_argument, NULL, 's'},
		{"count", required_argument, NULL, 'n'},
		{"seed", required_argument, NULL, 'S'},
		{"format", required_argument, NULL, 'f'},
		{"help", no_argument, NULL, 'h'},
		{NULL, 0, NULL, 0},
	};
	const boggle_dice_set *set = boggle_dice_find("new");
	long long count = 1, i;
	uint64_t seed = 0;
	int opt, have_seed = 0, grid = isatty(STDOUT_FILENO);
	boggle_rng rng;
	strbuf sb = {0};

	while ((opt = getopt_long(argc, argv, ":s:n:f:h", longopts,
				  NULL)) != -1) {
		char q[64];

		switch (opt) {
		case 's':
			set = boggle_dice_find(optarg);
			if (!set) {
				cli_quote(optarg, strlen(optarg), q, sizeof q);
				return cli_usage_error("throw", "unknown set %s",
						       q);
			}
			break;
		case 'n':
			if (cli_number("--count", optarg, 0, INT64_MAX,
				       &count) < 0)
				return EXIT_USAGE;
			break;
		case 'S':
			if (cli_seed("--seed", optarg, &seed) < 0)
				return EXIT_USAGE;
			have_seed = 1;
			break;
		case 'f':
			if (strcmp(optarg, "grid") == 0) {
				grid = 1;
			} else if (strcmp(optarg, "line") == 0) {
				grid = 0;
			} else {
				cli_quote(optarg, strlen(optarg), q, sizeof q);
				return cli_usage_error("throw", "unknown format "
						       "%s (grid, line)", q);
			}
			break;
		case 'h':
			print_usage();
			return cli_finish_output();
		default:
			return cli_bad_option("throw", opt, argv);
		}
	}
	if (optind < argc) {
		char q[64];

		cli_quote(argv[optind], strlen(argv[optind]), q, sizeof q);
		return cli_usage_error("throw", "unexpected argument %s", q);
	}
	boggle_rng_seed(&rng, have_seed ? seed : random_seed());
	for (i = 0; i < count; i++) {
		boggle_board board;
		char line[BOGGLE_MAX_CELLS * 8];
		size_t n;

		boggle_dice_throw(set, &rng, &board);
		if (grid) {
			sb.len = 0;
			if (i > 0)
				sb_putc(&sb, '\n');
			format_grid(&sb, &board);
			fwrite(sb.data, 1, sb.len, stdout);
		} else {
			n = boggle_board_format(&board, line, sizeof line);
			line[n] = '\n';
			fwrite(line, 1, n + 1, stdout);
		}
		if (ferror(stdout))
			break;
	}
	sb_free(&sb);
	return cli_finish_output();
}
