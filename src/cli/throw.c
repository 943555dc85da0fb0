/* boggle throw: shake a set of dice, or draw letters, and show the boards. */
#include <getopt.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "arguments.h"
#include "boards.h"
#include "boggle.h"
#include "cli.h"
#include "dice_sets.h"
#include "format.h"
#include "messages.h"
#include "options.h"
#include "sheet.h"
#include "strbuf.h"
#include "word_lists.h"

/* Words picked for --plant before giving up on finding one not left out. */
#define PICKS 1000

static const char throw_usage[] =
	"Usage: boggle throw [OPTION]...\n"
	"Throw boards with the dice of a Boggle set, or draw them at random.\n"
	"\n"
	"  -s, --set NAME      the dice to throw (default new)\n"
	"      --dice FILE     the dice in FILE: one die a line, its faces\n"
	"                      between spaces, '.' a blank (not with --set)\n"
	"  -z, --size RxC      a board of any shape of at most 256 cells (16x16,\n"
	"                      1x256), letters drawn instead of dice: by English\n"
	"                      letter frequency, or by the tile counts of the\n"
	"                      language of --lang\n"
	"      --lang CODE     the language of the letters drawn and the words\n"
	"                      planted (default en, or $BOGGLE_LANG; codes\n"
	"                      below)\n"
	"      --plant [WORD]  lay WORD, or a long word from the dictionary,\n"
	"                      along a random path and draw the other cells as\n"
	"                      --size does (shape from --size or the set)\n"
	"  -n, --count N       how many boards (default 1)\n"
	"      --seed N        seed the generator: the same seed gives the\n"
	"                      same boards everywhere (default: a random seed)\n"
	"  -f, --format NAME   grid (the default on a terminal), line (the\n"
	"                      form 'boggle solve' reads; the default otherwise)\n"
	"                      or svg (a sheet of the boards to print)\n"
	"      --answers       with -f svg, list each board's words under it\n"
	"  -h, --help          show this help and exit\n"
	"\n"
	"--plant picks a word, and --answers lists the words, that count\n"
	"under these:\n"
	CLI_JUDGE_HELP
	"\n"
	"Each die lands in a random cell and shows a random face. The sets\n"
	"are English dice, for en and the lists of its letters (en-US...): in\n"
	"another language a set gives only its shape, and the letters are\n"
	"drawn as for --size.\n"
	"Sets:\n";

static void print_usage(void)
{
	const boggle_dice_set *const *s;

	fputs(throw_usage, stdout);
	cli_lang_help();
	for (s = boggle_dice_sets(); *s; s++)
		printf("  %-9s%s\n", boggle_dice_name(*s),
		       boggle_dice_description(*s));
}

int cmd_throw(int argc, char **argv)
{
	static const struct option own[] = {
		{"plant", optional_argument, NULL, 'p'},
		{"answers", no_argument, NULL, 'a'},
		{NULL, 0, NULL, 0},
	};
	const boggle_dice_set *set, *dice;
	boggle_board *board;
	const boggle_dict *dict = NULL, *excluded;
	boggle_dict *owned = NULL;
	const char *word = NULL;
	long long i;
	int opt, grid = isatty(STDOUT_FILENO), plant = 0, svg = 0, keys = 0;
	boggle_solver *solver = NULL;
	sheet sh = {0};
	int rows, cols, by_frequency, status = EXIT_OK;
	boggle_rules rules;
	cli_options o;
	boggle_rng rng;
	strbuf sb = {0};
	char q[64], err[BOGGLE_ERR_MAX];

	cli_options_init(&o, "throw", OPT_JUDGE | OPT_SET | OPT_SIZE |
			 OPT_COUNT | OPT_SEED | OPT_FORMAT, "grid, line, svg", own,
			 "");
	while ((opt = cli_getopt(&o, argc, argv)) > 0) {
		if (opt == 'h') {
			print_usage();
			return cli_finish_output();
		}
		if (opt == 'a') {
			keys = 1;
			continue;
		}
		plant = 1;
		word = optarg; /* --plant=WORD; --plant WORD comes below */
	}
	if (opt == 0)
		return EXIT_USAGE;
	if (o.format) {
		grid = strcmp(o.format, "grid") == 0;
		svg = strcmp(o.format, "svg") == 0;
	}
	if (keys && !svg)
		return cli_usage_error("throw", "--answers lists words on a "
				       "sheet: with -f svg");
	/* the one operand there can be: the word of --plant WORD */
	if (plant && !word && optind < argc)
		word = argv[optind++];
	if (optind < argc)
		return cli_unknown("throw", "argument", argv[optind],
				   "it takes none");
	set = o.set ? o.set : boggle_dice_find("new");
	/* the built-in dice are English: a language of other letters
	 * draws them by its tile counts, on the set's board */
	dice = cli_set_in(set, o.lang);
	by_frequency = o.rows > 0 || !dice;
	rows = o.rows ? o.rows : boggle_dice_rows(set);
	cols = o.rows ? o.cols : boggle_dice_cols(set);
	/* the word picked must count under the rules asked for */
	if (cli_rules(&o, rows, cols, &rules, err) < 0)
		return cli_usage_error("throw", "%s", err);
	/* a list named is read even when unused, so a bad name is said */
	if ((plant && !word) || o.dict_path || keys) {
		dict = cli_open_dict(o.lang, o.dict_path, o.verbose, &owned, &status);
		if (!dict)
			return status;
	}
	excluded = cli_excluded(&o, &status);
	if (status != EXIT_OK) {
		boggle_dict_free(owned);
		return status;
	}
	if (plant && word && excluded && boggle_dict_lookup(excluded, word) >= 0) {
		boggle_dict_free(owned);
		cli_quote(word, strlen(word), q, sizeof q);
		return cli_usage_error("throw", "--plant %s: left out by "
				       "--exclude", q);
	}
	if (keys && (boggle_solver_new(&solver, dict) != BOGGLE_OK ||
		     boggle_solver_exclude(solver, excluded) != BOGGLE_OK)) {
		boggle_solver_free(solver);
		boggle_dict_free(owned);
		cli_error("out of memory");
		return EXIT_IO;
	}
	if (!(board = cli_board())) {
		boggle_solver_free(solver);
		boggle_dict_free(owned);
		return EXIT_IO;
	}
	boggle_rng_seed(&rng, o.have_seed ? o.seed : cli_random_seed());
	for (i = 0; i < (o.have_count ? o.count : 1); i++) {
		char line[BOARD_TEXT_MAX];
		size_t n;

		if (plant) {
			/* the word given, or else one picked into the buffer */
			char picked[BOGGLE_WORD_TEXT_MAX] = "";
			const char *planted = word ? word : picked;
			int64_t id = -1;
			int tries;

			/* a word left out is no word to plant: pick again */
			for (tries = 0; !word && tries < PICKS; tries++) {
				id = boggle_dict_pick_long(dict, rows * cols,
							   rules.min_letters,
							   &rng);
				if (id < 0)
					break;
				boggle_dict_word(dict, (uint32_t)id, picked,
						 sizeof picked);
				if (!excluded ||
				    boggle_dict_lookup(excluded, picked) < 0)
					break;
				id = -1;
			}
			if (!word) {
				if (id < 0) {
					cli_usage_error("throw", "--plant: no "
							"word of the dictionary "
							"of %d letters or more "
							"fits a %dx%d board",
							rules.min_letters, rows,
							cols);
					status = EXIT_USAGE;
					break;
				}
			}
			if (boggle_plant(board, o.lang, rows, cols, planted,
					 &rng, err) != BOGGLE_OK) {
				cli_quote(planted, strlen(planted), q, sizeof q);
				cli_usage_error("throw", "--plant %s: %s", q,
						err);
				status = EXIT_USAGE;
				break;
			}
		} else if (by_frequency) {
			boggle_throw_letters(board, o.lang, rows, cols, &rng);
		} else {
			boggle_dice_throw(dice, &rng, board);
		}
		if (svg) {
			boggle_code rc = solver ?
				boggle_solve(solver, board, &rules) : BOGGLE_OK;

			/* a search that gave up still lists what it found */
			if (rc != BOGGLE_OK && rc != BOGGLE_GAVE_UP) {
				cli_error("%s", boggle_strerror(rc));
				status = EXIT_IO;
				break;
			}
			sheet_add(&sh, board, rules.bonus, solver);
		} else if (grid) {
			sb.len = 0;
			if (i > 0)
				sb_putc(&sb, '\n');
			format_grid(&sb, board);
			sb_write(&sb, stdout);
		} else {
			n = boggle_board_format(board, line, sizeof line);
			line[n] = '\n';
			fwrite(line, 1, n + 1, stdout);
		}
		if (ferror(stdout))
			break;
	}
	if (svg && status == EXIT_OK)
		sheet_write(&sh, stdout);
	sb_free(&sh.body);
	sb_free(&sb);
	boggle_board_free(board);
	boggle_solver_free(solver);
	boggle_dict_free(owned);
	if (cli_finish_output() != EXIT_OK)
		return EXIT_IO;
	return status;
}
