/* boggle dict build: compile a word list, for lists read many times. */
#include <errno.h>
#include <getopt.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "boggle.h"
#include "cli.h"
#include "messages.h"
#include "options.h"
#include "word_lists.h"

static const char dict_usage[] =
	"Usage: boggle dict build [OPTION]... LIST -o FILE\n"
	"Read the word LIST (- for standard input) as words of a language and\n"
	"write its compiled form to FILE, which -d FILE maps in milliseconds\n"
	"however large the list. Lists read with -d or by --lang are compiled\n"
	"into the cache directory by themselves; this writes one elsewhere.\n"
	"FILE is replaced by a new file, so a program using the old one keeps\n"
	"it whole; a link is written through, a pipe or device written to.\n"
	"\n"
	"  -o, --output FILE  where to write it (- for standard output)\n"
	"      --lang CODE    the list's language (default en, or $BOGGLE_LANG)\n"
	"  -v, --verbose      report what reading the list counted\n"
	"  -h, --help         show this help and exit\n";

int cmd_dict(int argc, char **argv)
{
	static const struct option own[] = {
		{"output", required_argument, NULL, 'o'},
		{NULL, 0, NULL, 0},
	};
	const char *out = NULL, *list;
	boggle_dict_stats st;
	boggle_dict *d;
	boggle_code rc;
	cli_options o;
	int opt;

	if (argc < 2 || strcmp(argv[1], "--help") == 0 ||
	    strcmp(argv[1], "-h") == 0) {
		fputs(dict_usage, argc < 2 ? stderr : stdout);
		return argc < 2 ? EXIT_USAGE : cli_finish_output();
	}
	if (strcmp(argv[1], "build") != 0)
		return cli_unknown("dict", "action", argv[1], "build");
	cli_options_init(&o, "dict build", OPT_VERBOSE, "", own, "o:");
	argc--;
	argv++;
	while ((opt = cli_getopt(&o, argc, argv)) > 0) {
		if (opt == 'h') {
			fputs(dict_usage, stdout);
			return cli_finish_output();
		}
		out = optarg;
	}
	if (opt == 0)
		return EXIT_USAGE;
	if (argc - optind != 1 || !out)
		return cli_usage_error("dict build", "give one LIST and -o FILE");
	list = argv[optind];
	if (strcmp(out, "-") == 0 && isatty(STDOUT_FILENO))
		return cli_usage_error("dict build", "-o -: a compiled list is "
				       "no text for a terminal");
	/* a compiled list is taken too, so the checks of one are the same */
	memset(&st, 0, sizeof st);
	if (strcmp(list, "-") == 0) {
		rc = boggle_dict_read(&d, o.lang, STDIN_FILENO, &st);
		list = "standard input";
	} else {
		rc = boggle_dict_open(&d, o.lang, list, NULL, &st);
	}
	if (rc != BOGGLE_OK)
		return cli_list_failure(list, o.lang, rc, &st);
	if (o.verbose)
		cli_list_report(list, o.lang, &st);
	if ((strcmp(out, "-") == 0 ? boggle_dict_write(d, STDOUT_FILENO) :
	     boggle_dict_save(d, out)) != BOGGLE_OK) {
		cli_error("%s: %s", strcmp(out, "-") == 0 ? "standard output" :
			  out, strerror(errno));
		boggle_dict_free(d);
		return EXIT_IO;
	}
	boggle_dict_free(d);
	return EXIT_OK;
}
