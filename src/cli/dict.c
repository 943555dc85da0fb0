/* boggle dict build: compile a word list, for lists read many times. */
#include <errno.h>
#include <getopt.h>
#include <string.h>
#include <unistd.h>

#include "cli.h"

static const char dict_usage[] =
	"Usage: boggle dict build [OPTION]... LIST -o FILE\n"
	"Read the word LIST (- for standard input) as words of a language and\n"
	"write its compiled form to FILE, which -d FILE maps in milliseconds\n"
	"however large the list. Lists read with -d or by --lang are compiled\n"
	"into the cache directory by themselves; this writes one elsewhere.\n"
	"\n"
	"  -o, --output FILE  where to write it\n"
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
	if (strcmp(list, "-") == 0) {
		d = boggle_dict_read_in(o.lang, STDIN_FILENO, &st);
		list = "standard input";
	} else {
		d = boggle_dict_load_in(o.lang, list, &st);
	}
	if (!d && errno == EILSEQ) {
		cli_error("%s: line %zu: not UTF-8", list, st.bad_line);
		return EXIT_USAGE;
	}
	if (!d) {
		cli_error("%s: %s", list, strerror(errno));
		return EXIT_IO;
	}
	if (o.verbose)
		cli_list_report(list, o.lang, &st);
	if (boggle_dict_save(d, out) < 0) {
		cli_error("%s: %s", out, strerror(errno));
		boggle_dict_free(d);
		return EXIT_IO;
	}
	boggle_dict_free(d);
	return EXIT_OK;
}
