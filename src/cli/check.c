/* boggle check: could this board have been thrown with that set? */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"

static const char check_usage[] =
	"Usage: boggle check [OPTION]... [BOARD]...\n"
	"Say whether each BOARD, or each line of standard input, can be\n"
	"thrown with the dice of a set: every die on a cell of its own, one\n"
	"of its faces up.\n"
	"\n"
	"  -s, --set NAME   the dice (default new; see boggle throw --help)\n"
	"  -h, --help       show this help and exit\n"
	"\n"
	"Prints a line per board. On standard input, blank lines and lines\n"
	"starting with '#' are skipped. Exit status: 0 if every board can be\n"
	"thrown, 1 if one cannot, 2 if a board or option is bad.\n";

/* Check one board; line names it in messages (0: an argument). */
static int check_board(const boggle_dice_set *set, const char *text,
		       size_t len, long line)
{
	boggle_board board;
	char why[BOGGLE_ERR_MAX], out[BOARD_TEXT_MAX], q[64];

	if (boggle_board_parse(&board, text, len, why) < 0) {
		cli_quote(text, len, q, sizeof q);
		if (line > 0)
			cli_error("line %ld: %s: %s", line, q, why);
		else
			cli_error("%s: %s", q, why);
		return EXIT_USAGE;
	}
	boggle_board_format(&board, out, sizeof out);
	if (boggle_dice_check(set, &board, why)) {
		printf("%s: yes, the %s set can throw it\n", out, set->name);
		return EXIT_OK;
	}
	printf("%s: no, %s\n", out, why);
	return 1;
}

int cmd_check(int argc, char **argv)
{
	const boggle_dice_set *set;
	cli_options o;
	char *text = NULL;
	size_t cap = 0;
	ssize_t got;
	long line = 0;
	int opt, i, status = EXIT_OK;

	cli_options_init(&o, "check", OPT_SET, "", NULL, "");
	while ((opt = cli_getopt(&o, argc, argv)) > 0) {
		fputs(check_usage, stdout);
		return cli_finish_output();
	}
	if (opt == 0)
		return EXIT_USAGE;
	set = o.set ? o.set : boggle_dice_find("new");
	/* the worst verdict wins: a bad board (2) over a no (1) */
	for (i = optind; i < argc; i++) {
		int verdict = check_board(set, argv[i], strlen(argv[i]), 0);

		if (verdict > status)
			status = verdict;
	}
	while (optind == argc && (got = getline(&text, &cap, stdin)) >= 0) {
		size_t len = (size_t)got;
		char *s = text;
		int verdict;

		line++;
		while (len > 0 && (s[len - 1] == '\n' || s[len - 1] == '\r' ||
				   s[len - 1] == ' ' || s[len - 1] == '\t'))
			len--;
		while (len > 0 && (*s == ' ' || *s == '\t')) {
			s++;
			len--;
		}
		if (len == 0 || *s == '#')
			continue;
		verdict = check_board(set, s, len, line);
		if (verdict > status)
			status = verdict;
	}
	free(text);
	if (optind == argc && ferror(stdin)) {
		cli_error("standard input: %s", strerror(errno));
		status = EXIT_IO;
	}
	if (cli_finish_output() != EXIT_OK)
		return EXIT_IO;
	return status;
}
