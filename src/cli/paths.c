/* boggle paths: how many paths of each length a board shape has. */
#include <errno.h>
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>

#include "arguments.h"
#include "boggle.h"
#include "cli.h"
#include "messages.h"
#include "options.h"

static const char paths_usage[] =
	"Usage: boggle paths N | RxC | -z RxC\n"
	"Count the directed paths of k distinct, successively adjacent cells\n"
	"on an NxN or RxC board, for every k, exactly: a line 'k<TAB>count'\n"
	"for each length, then 'total<TAB>sum'. Shapes too large to count\n"
	"in reasonable time and memory, or with 2^128 paths or more, are\n"
	"refused before any counting.\n"
	"\n"
	"  -z, --size RxC   the shape, as throw and best take it\n"
	"      --lang CODE  taken as every command takes it; paths have no\n"
	"                   letters, so it changes nothing here\n"
	"  -h, --help       show this help and exit\n";

int cmd_paths(int argc, char **argv)
{
	boggle_count *counts, total = {0, 0};
	char err[BOGGLE_ERR_MAX], num[48];
	cli_options o;
	int opt, rows, cols, k, overflow = 0;

	cli_options_init(&o, "paths", OPT_SIZE, "", NULL, "");
	if ((opt = cli_getopt(&o, argc, argv)) > 0) {
		fputs(paths_usage, stdout);
		return cli_finish_output();
	}
	if (opt == 0)
		return EXIT_USAGE;
	if (argc - optind != (o.rows ? 0 : 1))
		return cli_usage_error("paths", "give one shape, N or RxC, "
				       "or -z RxC");
	rows = o.rows;
	cols = o.cols;
	if (!rows && cli_shape("paths", "shape", argv[optind], &rows,
			       &cols) < 0)
		return EXIT_USAGE;
	counts = calloc((size_t)rows * (size_t)cols, sizeof *counts);
	if (!counts) {
		cli_error("out of memory");
		return EXIT_IO;
	}
	if (boggle_count_paths(rows, cols, counts, err) != BOGGLE_OK) {
		int oom = errno == ENOMEM;

		cli_error("paths: %s", err);
		free(counts);
		return oom ? EXIT_IO : EXIT_USAGE;
	}
	for (k = 0; k < rows * cols; k++) {
		boggle_count_format(counts[k], num, sizeof num);
		printf("%d\t%s\n", k + 1, num);
		total = boggle_count_add(total, counts[k], &overflow);
	}
	free(counts);
	if (overflow) {
		cli_error("paths: the total passes 2^128");
		return EXIT_USAGE;
	}
	boggle_count_format(total, num, sizeof num);
	printf("total\t%s\n", num);
	return cli_finish_output();
}
