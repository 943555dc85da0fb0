/*
 * boggle bound: one board class's upper bound, and what it took; the
 * same for boggle prove --bound.
 */
#include <stdio.h>
#include <string.h>

#include "boggle.h"
#include "bound.h"
#include "cli.h"
#include "format.h"
#include "messages.h"
#include "options.h"
#include "word_lists.h"

static const char bound_usage[] =
	"Usage: boggle bound [OPTION]... CLASS\n"
	"Print the upper bound of one board class: no board of the class\n"
	"scores more. CLASS gives each cell the letters it may hold, cells\n"
	"separated by spaces, rows optionally by '/', a tile of several\n"
	"letters in brackets: 'lnrsy aeiou chkmpt / ...'.\n"
	"\n"
	"  -z, --size RxC      the class's shape (default: square)\n"
	CLI_JUDGE_HELP
	"      --lang CODE     the language of the class and the word list\n"
	"  -f, --format NAME   text (default), tsv or json\n"
	"  -h, --help          show this help and exit\n";

/*
 * The side of the square a class's text makes, as many cells as it has
 * words; -1 after a message if they make none.
 */
int class_square(const char *text, const char *cmd, int *side)
{
	int n = 0, k;
	const char *s = text;

	while (*s) {
		while (*s == ' ' || *s == '\t' || *s == '/' || *s == '\n')
			s++;
		if (!*s)
			break;
		n++;
		while (*s && *s != ' ' && *s != '\t' && *s != '/' && *s != '\n')
			s++;
	}
	for (k = 1; k * k < n; k++)
		;
	if (k * k != n || n == 0) {
		cli_error("%s: %d cell%s do not make a square: give -z RxC", cmd,
			  n, plural(n));
		return -1;
	}
	*side = k;
	return 0;
}

int bound_run(const cli_options *o, const char *text, solve_format fmt,
		     const char *cmd)
{
	boggle_dict *owned = NULL;
	const boggle_dict *dict, *excluded;
	boggle_prover *p = NULL;
	boggle_class *cls = NULL;
	boggle_rules rules;
	boggle_bound b;
	int64_t every = 0;
	uint64_t covered = 0;
	boggle_code code;
	char err[BOGGLE_ERR_MAX], shown[1024];
	int rows = o->rows, cols = o->cols, status = EXIT_OK;

	if (!rows && class_square(text, cmd, &rows) < 0)
		return EXIT_USAGE;
	if (!cols)
		cols = rows;
	if (rows * cols > 25) {
		cli_error("%s: %dx%d: a class has at most 25 cells", cmd, rows,
			  cols);
		return EXIT_USAGE;
	}
	if (cli_rules(o, rows, cols, &rules, err) < 0)
		return cli_usage_error(cmd, "%s", err);
	if (boggle_class_parse(&cls, o->lang, rows, cols, text, strlen(text),
			       err) != BOGGLE_OK) {
		char q[64];

		cli_error("%s: %s: %s", cmd, cli_quote(text, strlen(text), q,
						       sizeof q), err);
		return EXIT_USAGE;
	}
	dict = cli_open_dict(o->lang, o->dict_path, o->verbose, &owned, &status);
	if (!dict) {
		boggle_class_free(cls);
		return status;
	}
	excluded = cli_excluded(o, &status);
	if (status == EXIT_OK &&
	    ((code = boggle_prover_new(&p, dict, &rules, rows, cols, err)) !=
	     BOGGLE_OK || (code = boggle_prover_exclude(p, excluded)) !=
	     BOGGLE_OK)) {
		cli_error("%s: %s", cmd, code == BOGGLE_NOMEM ?
			  boggle_strerror(code) : err);
		status = EXIT_IO;
	}
	if (status == EXIT_OK &&
	    (code = boggle_prover_bound_every(p, cls, &b, &every, &covered)) !=
	    BOGGLE_OK) {
		cli_error("%s: %s", cmd, code == BOGGLE_TOO_LARGE ?
			  "the class's tree passes the memory limit" :
			  boggle_strerror(code));
		status = EXIT_IO;
	}
	if (status == EXIT_OK) {
		boggle_class_format(cls, shown, sizeof shown);
		if (fmt == FMT_JSON)
			printf("{\"class\": \"%s\", \"rows\": %d, \"cols\": %d, "
			       "\"boards\": %.0f, \"bound\": %lld, \"every_path\": %lld, "
			       "\"forced\": %lld, "
			       "\"union_bound\": %lld, \"paths\": %llu, "
			       "\"repeats\": %llu, \"covered\": %llu, "
			       "\"words\": %llu, "
			       "\"nodes\": %llu, \"bytes\": %zu}\n",
			       shown, rows, cols, boggle_class_boards(cls),
			       (long long)b.bound, (long long)every,
			       (long long)b.forced,
			       (long long)b.union_bound,
			       (unsigned long long)b.paths,
			       (unsigned long long)b.repeats,
			       (unsigned long long)covered,
			       (unsigned long long)b.words,
			       (unsigned long long)b.nodes, b.bytes);
		else if (fmt == FMT_TSV)
			printf("class\t%s\nboards\t%.0f\nbound\t%lld\nevery_path\t%lld\n"
			       "forced\t%lld\n"
			       "union_bound\t%lld\npaths\t%llu\nrepeats\t%llu\n"
			       "covered\t%llu\n"
			       "words\t%llu\nnodes\t%llu\nbytes\t%zu\n", shown,
			       boggle_class_boards(cls), (long long)b.bound,
			       (long long)every,
			       (long long)b.forced, (long long)b.union_bound,
			       (unsigned long long)b.paths,
			       (unsigned long long)b.repeats,
			       (unsigned long long)covered,
			       (unsigned long long)b.words,
			       (unsigned long long)b.nodes, b.bytes);
		else
			printf("%s\n%.0f board%s\n"
			       "bound        %lld (orderly tree, each word once per set of cells)\n"
			       "every path   %lld (the same, no covered path dropped)\n"
			       "forced       %lld (of the bound: paths through one-tile cells)\n"
			       "union bound  %lld (each word once, at its best)\n"
			       "word paths   %llu (%llu repeats, %llu covered left out), %llu words\n"
			       "tree         %llu nodes, %.1f MB\n",
			       shown, boggle_class_boards(cls),
			       boggle_class_boards(cls) == 1 ? "" : "s",
			       (long long)b.bound, (long long)every,
			       (long long)b.forced,
			       (long long)b.union_bound,
			       (unsigned long long)b.paths,
			       (unsigned long long)b.repeats,
			       (unsigned long long)covered,
			       (unsigned long long)b.words,
			       (unsigned long long)b.nodes,
			       (double)b.bytes / 1e6);
	}
	boggle_prover_free(p);
	boggle_class_free(cls);
	boggle_dict_free(owned);
	if (status == EXIT_OK)
		status = cli_finish_output();
	return status;
}

static int bound_main(int argc, char **argv, const char *cmd)
{
	cli_options o;
	solve_format fmt = FMT_TEXT;
	int opt;

	cli_options_init(&o, cmd, OPT_JUDGE | OPT_SIZE | OPT_FORMAT,
			 "text, tsv, json", NULL, "");
	while ((opt = cli_getopt(&o, argc, argv)) > 0) {
		fputs(bound_usage, stdout);
		return cli_finish_output();
	}
	if (opt == 0)
		return EXIT_USAGE;
	if (o.format)
		format_parse(o.format, &fmt);
	if (optind != argc - 1)
		return cli_usage_error(cmd, optind < argc ?
				       "one class, not %d arguments" :
				       "a class to bound is needed%.0d",
				       argc - optind);
	return bound_run(&o, argv[optind], fmt, cmd);
}

int cmd_bound(int argc, char **argv)
{
	return bound_main(argc, argv, "bound");
}
