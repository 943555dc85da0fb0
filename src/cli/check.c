/* boggle check: could this board have been thrown with that set? */
#include <getopt.h>
#include <string.h>

#include "cli.h"

static const char check_usage[] =
	"Usage: boggle check [--set NAME] BOARD...\n"
	"Say whether each BOARD can be thrown with the dice of a set: every\n"
	"die on a cell of its own, one of its faces up.\n"
	"\n"
	"  -s, --set NAME   the dice (default new; see boggle throw --help)\n"
	"  -h, --help       show this help and exit\n"
	"\n"
	"Prints a line per board. Exit status: 0 if every board can be\n"
	"thrown, 1 if one cannot, 2 if a board or option is bad.\n";

int cmd_check(int argc, char **argv)
{
	static const struct option longopts[] = {
		{"set", required_argument, NULL, 's'},
		{"help", no_argument, NULL, 'h'},
		{NULL, 0, NULL, 0},
	};
	const boggle_dice_set *set = boggle_dice_find("new");
	int opt, i, status = EXIT_OK;
	char q[64];

	while ((opt = getopt_long(argc, argv, ":s:h", longopts, NULL)) != -1) {
		switch (opt) {
		case 's':
			set = cli_dice_set("check", optarg);
			if (!set)
				return EXIT_USAGE;
			break;
		case 'h':
			fputs(check_usage, stdout);
			return cli_finish_output();
		default:
			return cli_bad_option("check", opt, argv);
		}
	}
	if (optind == argc)
		return cli_usage_error("check", "no board given");
	for (i = optind; i < argc; i++) {
		boggle_board board;
		char why[BOGGLE_ERR_MAX], line[BOARD_TEXT_MAX];
		size_t len = strlen(argv[i]);

		if (boggle_board_parse(&board, argv[i], len, why) < 0) {
			cli_error("%s: %s", cli_quote(argv[i], len, q, sizeof q),
				  why);
			status = EXIT_USAGE;
			continue;
		}
		boggle_board_format(&board, line, sizeof line);
		if (boggle_dice_check(set, &board, why)) {
			printf("%s: yes, the %s set can throw it\n", line,
			       set->name);
		} else {
			printf("%s: no, %s\n", line, why);
			if (status == EXIT_OK)
				status = 1;
		}
	}
	if (cli_finish_output() != EXIT_OK)
		return EXIT_IO;
	return status;
}
