/*
 * The options the commands share, parsed in one place so that a letter
 * or a name means the same thing, takes the same values and draws the
 * same message in every command that takes it (the manual's table).
 */
#include <getopt.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "arguments.h"
#include "boggle.h"
#include "dice_sets.h"
#include "messages.h"
#include "options.h"

enum { RULES = 0x100, SCORING, BONUS, SEED, LANG, DICE, EXCLUDE };

static const struct {
	struct option opt;
	unsigned group;
} shared[] = {
	{{"dict", required_argument, NULL, 'd'}, OPT_DICT},
	{{"min", required_argument, NULL, 'm'}, OPT_MIN},
	{{"rules", required_argument, NULL, RULES}, OPT_RULES},
	{{"scoring", required_argument, NULL, SCORING}, OPT_SCORING},
	{{"bonus", required_argument, NULL, BONUS}, OPT_BONUS},
	{{"verbose", no_argument, NULL, 'v'}, OPT_VERBOSE},
	{{"exclude", required_argument, NULL, EXCLUDE}, OPT_EXCLUDE},
	{{"set", required_argument, NULL, 's'}, OPT_SET},
	{{"size", required_argument, NULL, 'z'}, OPT_SIZE},
	{{"count", required_argument, NULL, 'n'}, OPT_COUNT},
	{{"jobs", required_argument, NULL, 'j'}, OPT_JOBS},
	{{"format", required_argument, NULL, 'f'}, OPT_FORMAT},
	{{"time", required_argument, NULL, 't'}, OPT_TIME},
	{{"seed", required_argument, NULL, SEED}, OPT_SEED},
	{{"dice", required_argument, NULL, DICE}, OPT_SET},
	{{"lang", required_argument, NULL, LANG}, ~0u},
	{{"help", no_argument, NULL, 'h'}, ~0u},
};

/* The language codes, "en, fr, de, ...". */
static const char *lang_codes(void)
{
	static char codes[1024];
	const boggle_lang *const *l;
	size_t n = 0;

	for (l = boggle_langs(); *l && n < sizeof codes; l++)
		n += (size_t)snprintf(codes + n, sizeof codes - n, "%s%s",
				      l == boggle_langs() ? "" : ", ",
				      boggle_lang_code(*l));
	return codes;
}

/* The sizes English's system lists come in, after a code: en-GB-large. */
static const char *const list_sizes[] = {"-small", "-large", "-huge",
					 "-insane"};

/* Whether text is one of the sizes. */
static int is_size(const char *text)
{
	size_t i;

	for (i = 0; i < sizeof list_sizes / sizeof *list_sizes; i++)
		if (strcmp(text, list_sizes[i]) == 0)
			return 1;
	return 0;
}

/* Whether code is another's with a list size after it. */
static int sized(const char *code)
{
	const char *dash;

	for (dash = strchr(code, '-'); dash; dash = strchr(dash + 1, '-'))
		if (is_size(dash))
			return 1;
	return 0;
}

/* Print text's words indented, lines broken before 72 columns. */
static void help_words(const char *text)
{
	const char *p = text + strspn(text, " ");
	int col = 0;

	while (*p) {
		size_t n = strcspn(p, " ");

		if (col && col + 1 + (int)n > 72) {
			putchar('\n');
			col = 0;
		}
		printf("%s%.*s", col ? " " : "  ", (int)n, p);
		col += (col ? 1 : 2) + (int)n;
		p += n;
		p += strspn(p, " ");
	}
	putchar('\n');
}

void cli_lang_help(void)
{
	const boggle_lang *const *l, *const *m;
	char codes[1024], with[256];
	size_t n = 0, w = 0, i;
	int count = 0;

	codes[0] = with[0] = '\0';
	for (l = boggle_langs(); *l; l++) {
		const char *code = boggle_lang_code(*l);
		size_t len = strlen(code);

		if (sized(code))
			continue;
		n += (size_t)snprintf(codes + n, n < sizeof codes ?
				      sizeof codes - n : 0, " %s", code);
		/* a code whose lists come in sizes, named once */
		for (m = boggle_langs(); *m; m++) {
			const char *other = boggle_lang_code(*m);

			if (strncmp(other, code, len) == 0 &&
			    is_size(other + len)) {
				w += (size_t)snprintf(with + w, w < sizeof with ?
						      sizeof with - w : 0,
						      "%s%s", count ? ", " : "",
						      code);
				count++;
				break;
			}
		}
	}
	fputs("\nLanguages (--lang CODE), from the library's table:\n", stdout);
	help_words(codes);
	if (count) {
		w += (size_t)snprintf(with + w, w < sizeof with ? sizeof with - w : 0,
				      " also with");
		for (i = 0; i < sizeof list_sizes / sizeof *list_sizes; i++)
			w += (size_t)snprintf(with + w, w < sizeof with ?
					      sizeof with - w : 0, " %s%s",
					      list_sizes[i], i + 2 < sizeof list_sizes /
					      sizeof *list_sizes ? "," : i + 1 <
					      sizeof list_sizes / sizeof *list_sizes ?
					      " or" : "");
		snprintf(with + w, w < sizeof with ? sizeof with - w : 0,
			 " after: the list of that size.");
		help_words(with);
	}
}

void cli_options_init(cli_options *o, const char *command, unsigned takes,
		      const char *formats, const struct option *own,
		      const char *own_short)
{
	size_t i, n = 0, s = 0;

	memset(o, 0, sizeof *o);
	o->command = command;
	o->formats = formats;
	o->count_max = INT64_MAX;
	o->jobs = 1;
	o->seconds = -1;
	o->lang = boggle_lang_english();
	o->lang_env = getenv("BOGGLE_LANG");
	if (o->lang_env && *o->lang_env)
		o->lang = boggle_lang_find(o->lang_env);
	o->shortopts[s++] = ':';
	for (i = 0; i < sizeof shared / sizeof shared[0]; i++) {
		if (!(shared[i].group & takes))
			continue;
		o->longopts[n++] = shared[i].opt;
		if (shared[i].opt.val < 0x100) {
			o->shortopts[s++] = (char)shared[i].opt.val;
			if (shared[i].opt.has_arg == required_argument)
				o->shortopts[s++] = ':';
		}
	}
	for (; own && own->name; own++)
		o->longopts[n++] = *own;
	snprintf(o->shortopts + s, sizeof o->shortopts - s, "%s",
		 own_short ? own_short : "");
}

/*
 * The lists the published proofs (doc/proofs) were made with, by the
 * names the proof page gives them: ENABLE2K installed with the program,
 * the others the system's lists of their languages.
 */
static const struct {
	const char *name, *file;   /* file NULL: the language name names */
} published[] = {
	{"enable2k", "enable2k.txt"}, {"de", NULL}, {"es", NULL}, {"fr", NULL},
};

/*
 * file in the folder of lists installed with the program, into out: where
 * it lies from the program's own place (installed, or in its build tree),
 * else where it was configured to be installed.  0, or -1 if in none.
 */
static int installed_list(const char *file, char *out, size_t size)
{
	static const char *const rel[] = {BOGGLE_LISTS_REL, "share/boggle/lists"};
	char exe[4096];
	ssize_t n = readlink("/proc/self/exe", exe, sizeof exe - 1);
	char *slash;
	size_t i;

	if (n > 0) {
		exe[n] = '\0';
		if ((slash = strrchr(exe, '/')))
			*slash = '\0';
		for (i = 0; i < sizeof rel / sizeof rel[0]; i++)
			if ((size_t)snprintf(out, size, "%s/%s/%s", exe, rel[i],
					     file) < size &&
			    access(out, R_OK) == 0)
				return 0;
	}
	return (size_t)snprintf(out, size, "%s/%s", BOGGLE_LISTS_DIR, file) <
	       size && access(out, R_OK) == 0 ? 0 : -1;
}

/*
 * What -d names: arg itself, unless it is no file and a published proof's
 * list by name, which is then the list installed with the program or the
 * language's own system list.  NULL after a usage message.
 */
static const char *list_named(const char *cmd, const char *arg)
{
	static char path[4096];
	char names[64] = "";
	size_t i;

	/* a path, standard input or a file here is read as it is */
	if (strpbrk(arg, "/.") || strcmp(arg, "-") == 0 ||
	    access(arg, F_OK) == 0)
		return arg;
	for (i = 0; i < sizeof published / sizeof published[0]; i++) {
		if (strcmp(arg, published[i].name) != 0)
			continue;
		if (!published[i].file)
			return boggle_lang_list(boggle_lang_find(arg));
		if (installed_list(published[i].file, path, sizeof path) == 0)
			return path;
		cli_usage_error(cmd, "-d %s: %s is not installed with the program "
				"(in %s)", arg, published[i].file,
				BOGGLE_LISTS_DIR);
		return NULL;
	}
	for (i = 0; i < sizeof published / sizeof published[0]; i++)
		snprintf(names + strlen(names), sizeof names - strlen(names),
			 "%s%s", i ? ", " : "", published[i].name);
	snprintf(path, sizeof path, "no such file, nor a published proof's "
		 "list: %s", names);
	cli_unknown(cmd, "word list", arg, path);
	return NULL;
}

/* Handle one shared option; -1 after a usage message. */
/* The layout read with --bonus, kept for the program's life. */
static boggle_bonus *bonus_kept;

static int take(cli_options *o, int opt, const char *arg)
{
	const char *cmd = o->command;
	char err[BOGGLE_ERR_MAX], q[64];
	boggle_rules rules;

	switch (opt) {
	case 'd':
		o->dict_path = list_named(cmd, arg);
		return o->dict_path ? 0 : -1;
	case 'm':
		if (boggle_rules_choose(&rules, NULL, NULL, arg, NULL, 0, 0, err) !=
		    BOGGLE_OK) {
			cli_usage_error(cmd, "%s", err);
			return -1;
		}
		o->min_text = arg;
		o->min = rules.min_letters;
		return 0;
	case RULES:
		if (boggle_rules_choose(&rules, arg, NULL, NULL, NULL, 0, 0, err) !=
		    BOGGLE_OK) {
			cli_usage_error(cmd, "%s", err);
			return -1;
		}
		o->edition = arg;
		o->have_named = 1;
		return 0;
	case SCORING:
		if (boggle_rules_choose(&rules, NULL, arg, NULL, NULL, 0, 0, err) !=
		    BOGGLE_OK) {
			cli_usage_error(cmd, "%s", err);
			return -1;
		}
		o->scoring = arg;
		o->letters = rules.scoring == BOGGLE_SCORING_LETTERS;
		o->words = rules.scoring == BOGGLE_SCORING_WORDS;
		o->have_scoring = 1;
		return 0;
	case BONUS:
		boggle_bonus_free(bonus_kept);
		if (boggle_bonus_parse(&bonus_kept, arg, strlen(arg), err) ==
		    BOGGLE_OK) {
			o->bonus = bonus_kept;
			o->have_bonus = 1;
			return 0;
		}
		o->bonus = NULL;
		cli_quote(arg, strlen(arg), q, sizeof q);
		cli_usage_error(cmd, "--bonus %s: %s", q, err);
		return -1;
	case 'v':
		o->verbose = 1;
		return 0;
	case LANG:
		o->lang = boggle_lang_find(arg);
		o->lang_env = NULL;
		o->have_lang = 1;
		if (o->lang)
			return 0;
		cli_unknown(cmd, "language", arg, lang_codes());
		return -1;
	case DICE:
		o->dice_path = arg;
		return 0;
	case EXCLUDE:
		o->exclude_path = arg;
		return 0;
	case 's':
		o->set = cli_dice_set(cmd, arg);
		return o->set ? 0 : -1;
	case 'z':
		return cli_shape(cmd, "--size", arg, &o->rows, &o->cols);
	case 'n':
		o->have_count = 1;
		return cli_number(cmd, "--count", arg, o->count_min,
				  o->count_max, &o->count);
	case 'j':
		return cli_number(cmd, "--jobs", arg, 1, CLI_MAX_JOBS, &o->jobs);
	case 't':
		return cli_number(cmd, "--time", arg, 1, CLI_MAX_SECONDS,
				  &o->seconds);
	case SEED:
		o->have_seed = 1;
		return cli_seed(cmd, "--seed", arg, &o->seed);
	case 'f': {
		const char *c = strstr(o->formats, arg);
		size_t len = strlen(arg);

		/* a whole name of the list "text, json" */
		if (len && c && (c == o->formats || c[-1] == ' ') &&
		    (c[len] == ',' || c[len] == '\0')) {
			o->format = arg;
			return 0;
		}
		cli_unknown(cmd, "format", arg, o->formats);
		return -1;
	}
	}
	return 1;
}

int cli_getopt(cli_options *o, int argc, char **argv)
{
	char q[64], err[BOGGLE_ERR_MAX];
	boggle_rules rules;
	int opt;

	while ((opt = getopt_long(argc, argv, o->shortopts, o->longopts,
				  NULL)) != -1) {
		int done;

		if (opt == ':' || opt == '?') {
			cli_bad_option(o->command, opt, argv, o->longopts);
			return 0;
		}
		done = take(o, opt, optarg);
		if (done < 0)
			return 0;
		if (done > 0)
			return opt;
	}
	if (!o->lang) {
		cli_quote(o->lang_env, strlen(o->lang_env), q, sizeof q);
		cli_usage_error(o->command, "BOGGLE_LANG: %s is no language: one "
				"of %s", q, lang_codes());
		return 0;
	}
	if (o->dice_path && o->set) {
		cli_usage_error(o->command, "--dice and --set cannot be combined");
		return 0;
	}
	if (o->dice_path && !(o->set = cli_read_dice(o->command, o->lang,
						     o->dice_path)))
		return 0;
	if (boggle_rules_choose(&rules, o->edition, o->scoring, NULL, o->bonus, 0,
				0, err) != BOGGLE_OK) {
		cli_usage_error(o->command, "%s", err);
		return 0;
	}
	if (o->rows && o->set) {
		cli_usage_error(o->command, "--size and %s cannot be combined: "
				"%s", o->dice_path ? "--dice" : "--set",
				o->dice_path ? "the dice fix the board's shape" :
				"a set's dice fix its shape");
		return 0;
	}
	return -1;
}

int cli_rules(const cli_options *o, int rows, int cols, boggle_rules *rules,
	      char err[BOGGLE_ERR_MAX])
{
	return boggle_rules_choose(rules, o->edition, o->scoring, o->min_text,
				   o->have_bonus ? o->bonus : NULL, rows, cols,
				   err) == BOGGLE_OK ? 0 : -1;
}
