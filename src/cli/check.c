/* boggle check: could this board have been thrown with that set? */
#include <errno.h>
#include <getopt.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "boards.h"
#include "boggle.h"
#include "cli.h"
#include "lines.h"
#include "messages.h"
#include "options.h"

static const char check_usage[] =
	"Usage: boggle check [OPTION]... [BOARD]...\n"
	"Say whether each BOARD, or each line of standard input, can be\n"
	"thrown with the dice of a set: every die on a cell of its own, one\n"
	"of its faces up.\n"
	"\n"
	"  -s, --set NAME   the dice (default new; see boggle throw --help)\n"
	"      --dice FILE  the dice in FILE: one die a line, faces between\n"
	"                   spaces, '.' a blank (not with --set)\n"
	"      --lang CODE  the language the boards are read in (default en,\n"
	"                   or $BOGGLE_LANG; codes below)\n"
	"  -h, --help       show this help and exit\n"
	"\n"
	"Prints a line per board. On standard input, blank lines and lines\n"
	"starting with '#' are skipped. Exit status: 0 if every board can be\n"
	"thrown, 1 if one cannot, 2 if a board or option is bad.\n";

/* Check one board; line names it in messages (0: an argument). */
static int check_board(const boggle_dice_set *set, const boggle_lang *lang,
		       boggle_board *board, const char *text, size_t len,
		       long line)
{
	char why[BOGGLE_ERR_MAX], out[BOARD_TEXT_MAX], q[64];

	if (boggle_board_parse(board, lang, text, len, why) != BOGGLE_OK) {
		cli_quote(text, len, q, sizeof q);
		if (line > 0)
			cli_error("line %ld: %s: %s", line, q, why);
		else
			cli_error("%s: %s", q, why);
		return EXIT_USAGE;
	}
	boggle_board_format(board, out, sizeof out);
	if (boggle_dice_check(set, board, why)) {
		printf("%s: yes, the %s set can throw it\n", out,
		       boggle_dice_name(set));
		return EXIT_OK;
	}
	printf("%s: no, %s\n", out, why);
	return 1;
}

/* Check each board of standard input; the worst verdict, or EXIT_IO. */
static int check_stream(const boggle_dice_set *set, const boggle_lang *lang,
			boggle_board *board)
{
	line_reader r;
	char *s, q[64];
	size_t len;
	int fd = STDIN_FILENO, got, verdict, status = EXIT_OK;

	if (lines_open(&r, LINE_MAX_BYTES, lines_read_fd, &fd) < 0) {
		cli_error("out of memory");
		return EXIT_IO;
	}
	while ((got = lines_next(&r, &s, &len)) != LINE_END) {
		if (got == LINE_FAIL) {
			cli_error("standard input: %s", strerror(errno));
			status = EXIT_IO;
			break;
		}
		if (got == LINE_TOO_LONG) {
			cli_error("line %ld: %s: longer than %d bytes, not a board",
				  r.number, cli_quote(s, len, q, sizeof q),
				  LINE_MAX_BYTES);
			verdict = EXIT_USAGE;
		} else if (lines_entry(&s, &len)) {
			verdict = check_board(set, lang, board, s, len,
					      r.number);
		} else {
			continue;
		}
		/* the worst verdict wins: a bad board (2) over a no (1) */
		if (verdict > status)
			status = verdict;
	}
	lines_close(&r);
	return status;
}

int cmd_check(int argc, char **argv)
{
	const boggle_dice_set *set;
	boggle_board *board;
	cli_options o;
	int opt, i, status = EXIT_OK;

	cli_options_init(&o, "check", OPT_SET, "", NULL, "");
	while ((opt = cli_getopt(&o, argc, argv)) > 0) {
		fputs(check_usage, stdout);
		cli_lang_help();
		return cli_finish_output();
	}
	if (opt == 0)
		return EXIT_USAGE;
	set = o.set ? o.set : boggle_dice_find("new");
	if (!(board = cli_board()))
		return EXIT_IO;
	/* the worst verdict wins: a bad board (2) over a no (1) */
	for (i = optind; i < argc; i++) {
		int verdict = check_board(set, o.lang, board, argv[i],
					  strlen(argv[i]), 0);

		if (verdict > status)
			status = verdict;
	}
	if (optind == argc)
		status = check_stream(set, o.lang, board);
	boggle_board_free(board);
	if (cli_finish_output() != EXIT_OK)
		return EXIT_IO;
	return status;
}
