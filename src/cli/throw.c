/* boggle throw: shake a set of dice, or draw letters, and show the boards. */
#include <getopt.h>
#include <string.h>
#include <unistd.h>

#include "cli.h"

static const char throw_usage[] =
	"Usage: boggle throw [OPTION]...\n"
	"Throw boards with the dice of a Boggle set, or draw them at random.\n"
	"\n"
	"  -s, --set NAME      the dice to throw (default new)\n"
	"      --size RxC      a board of any shape of at most 256 cells (16x16,\n"
	"                      1x256), letters drawn by English letter\n"
	"                      frequency instead of dice\n"
	"      --plant [WORD]  lay WORD, or a long word from the dictionary,\n"
	"                      along a random path and draw the other cells by\n"
	"                      letter frequency (shape from --size or the set)\n"
	"  -d, --dict FILE     the word list --plant picks from\n"
	"  -n, --count N       how many boards (default 1)\n"
	"      --seed N        seed the generator: the same seed gives the\n"
	"                      same boards everywhere (default: a random seed)\n"
	"  -f, --format NAME   grid (the default on a terminal) or line (the\n"
	"                      form 'boggle solve' reads; the default otherwise)\n"
	"  -h, --help          show this help and exit\n"
	"\n"
	"Each die lands in a random cell and shows a random face.\n"
	"Sets:\n";

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
		{"size", required_argument, NULL, 'z'},
		{"plant", optional_argument, NULL, 'p'},
		{"dict", required_argument, NULL, 'd'},
		{"count", required_argument, NULL, 'n'},
		{"seed", required_argument, NULL, 'S'},
		{"format", required_argument, NULL, 'f'},
		{"help", no_argument, NULL, 'h'},
		{NULL, 0, NULL, 0},
	};
	const boggle_dice_set *set = boggle_dice_find("new");
	const boggle_dict *dict = NULL;
	boggle_dict *owned = NULL;
	const char *dict_path = NULL, *word = NULL;
	long long count = 1, i;
	uint64_t seed = 0;
	int opt, have_seed = 0, grid = isatty(STDOUT_FILENO), plant = 0;
	int rows = 0, cols = 0, have_set = 0, by_frequency, status = EXIT_OK;
	boggle_rng rng;
	strbuf sb = {0};
	char q[64];

	while ((opt = getopt_long(argc, argv, ":s:d:n:f:h", longopts,
				  NULL)) != -1) {
		switch (opt) {
		case 's':
			set = cli_dice_set("throw", optarg);
			if (!set)
				return EXIT_USAGE;
			have_set = 1;
			break;
		case 'z':
			if (cli_shape("throw", "--size", optarg, &rows, &cols) < 0)
				return EXIT_USAGE;
			break;
		case 'p':
			plant = 1;
			word = optarg; /* --plant=WORD; --plant WORD comes below */
			break;
		case 'd':
			dict_path = optarg;
			break;
		case 'n':
			if (cli_number("throw", "--count", optarg, 0, INT64_MAX,
				       &count) < 0)
				return EXIT_USAGE;
			break;
		case 'S':
			if (cli_seed("throw", "--seed", optarg, &seed) < 0)
				return EXIT_USAGE;
			have_seed = 1;
			break;
		case 'f':
			if (strcmp(optarg, "grid") == 0) {
				grid = 1;
			} else if (strcmp(optarg, "line") == 0) {
				grid = 0;
			} else {
				return cli_unknown("throw", "format", optarg,
						   "grid, line");
			}
			break;
		case 'h':
			print_usage();
			return cli_finish_output();
		default:
			return cli_bad_option("throw", opt, argv);
		}
	}
	/* the one operand there can be: the word of --plant WORD */
	if (plant && !word && optind < argc)
		word = argv[optind++];
	if (optind < argc)
		return cli_unknown("throw", "argument", argv[optind],
				   "it takes none");
	if (rows && have_set)
		return cli_usage_error("throw", "--size and --set cannot be "
				       "combined: a set's dice fix its shape");
	by_frequency = rows > 0;
	if (!rows) {
		rows = set->rows;
		cols = set->cols;
	}
	/* a list named is read even when unused, so a bad name is said */
	if ((plant && !word) || dict_path) {
		dict = cli_open_dict(dict_path, 0, &owned, &status);
		if (!dict)
			return status;
	}
	boggle_rng_seed(&rng, have_seed ? seed : cli_random_seed());
	for (i = 0; i < count; i++) {
		boggle_board board;
		char line[BOARD_TEXT_MAX], err[BOGGLE_ERR_MAX];
		size_t n;

		if (plant) {
			const char *planted = word;
			int64_t id = 0;

			if (!word)
				id = boggle_dict_pick_long(dict, rows * cols, 1, &rng);
			if (id < 0) {
				cli_error("--plant: no word of the dictionary "
					  "fits a %dx%d board", rows, cols);
				status = EXIT_USAGE;
				break;
			}
			if (!word) {
				boggle_dict_word(dict, (uint32_t)id, line,
						 sizeof line);
				planted = line;
			}
			if (boggle_plant(&board, rows, cols, planted, &rng,
					 err) < 0) {
				cli_quote(planted, strlen(planted), q, sizeof q);
				cli_error("--plant: %s: %s", q, err);
				status = EXIT_USAGE;
				break;
			}
		} else if (by_frequency) {
			boggle_throw_letters(rows, cols, &rng, &board);
		} else {
			boggle_dice_throw(set, &rng, &board);
		}
		if (grid) {
			sb.len = 0;
			if (i > 0)
				sb_putc(&sb, '\n');
			format_grid(&sb, &board);
			sb_write(&sb, stdout);
		} else {
			n = boggle_board_format(&board, line, sizeof line);
			line[n] = '\n';
			fwrite(line, 1, n + 1, stdout);
		}
		if (ferror(stdout))
			break;
	}
	sb_free(&sb);
	boggle_dict_free(owned);
	if (cli_finish_output() != EXIT_OK)
		return EXIT_IO;
	return status;
}
