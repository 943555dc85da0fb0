/* The options the commands share: which a command takes, and their values. */
#ifndef BOGGLE_OPTIONS_H
#define BOGGLE_OPTIONS_H

#include <getopt.h>
#include <stdint.h>

#include "boggle.h"

/* The options shared by commands, one bit each (the manual's table). */
enum {
	OPT_DICT = 1 << 0,      /* -d, --dict FILE */
	OPT_MIN = 1 << 1,       /* -m, --min N */
	OPT_RULES = 1 << 2,     /* --rules NAME */
	OPT_SCORING = 1 << 3,   /* --scoring rules|letters|words */
	OPT_BONUS = 1 << 4,     /* --bonus LAYOUT */
	OPT_VERBOSE = 1 << 5,   /* -v, --verbose: report on the -d list */
	OPT_SET = 1 << 6,       /* -s, --set NAME */
	OPT_SIZE = 1 << 7,      /* -z, --size RxC */
	OPT_COUNT = 1 << 8,     /* -n, --count N: boards */
	OPT_JOBS = 1 << 9,      /* -j, --jobs N */
	OPT_FORMAT = 1 << 10,   /* -f, --format NAME */
	OPT_TIME = 1 << 11,     /* -t, --time SECONDS */
	OPT_SEED = 1 << 12,     /* --seed N */
	OPT_EXCLUDE = 1 << 13,  /* --exclude LIST */
	/* how words are judged: -d, -m, --rules, --scoring, --bonus, -v,
	 * --exclude */
	OPT_JUDGE = ((1 << 6) - 1) | OPT_EXCLUDE,
};

/* The --help lines of the options that judge words, in every command. */
#define CLI_JUDGE_HELP \
	"  -d, --dict FILE     judge words against the list in FILE, one word\n" \
	"                      a line ('-' reads standard input)\n" \
	"  -m, --min N         shortest word to count, in letters (default:\n" \
	"                      the rules' minimum)\n" \
	"      --rules NAME    classic, big or superbig (default: by the\n" \
	"                      board's size, 5x5 big, 6x6 superbig)\n" \
	"      --scoring NAME  rules (points by length, the default), letters\n" \
	"                      (letter values, as word-game apps do) or words\n" \
	"                      (every word 1 point)\n" \
	"      --bonus LAYOUT  bonus squares for letter scoring, one per cell:\n" \
	"                      . none, d/t double/triple letter, D/T word\n" \
	"      --exclude LIST  leave out the words of LIST, one a line: house\n" \
	"                      rules, or words not to show\n" \
	"  -v, --verbose       report what reading the word list counted\n"

#define CLI_MAX_JOBS 256
#define CLI_MAX_SECONDS 31536000 /* a year */

typedef struct cli_options {
	const char *command;
	const char *formats;    /* the -f choices, as "text, json" */
	long long count_min, count_max;

	const char *dict_path;  /* NULL: the built-in list */
	int verbose;
	long long min;          /* 0: the rules' own */
	const char *min_text;   /* -m as given, NULL: the rules' own */
	int have_named, letters, words, have_bonus;
	int have_scoring;       /* --scoring given */
	const char *edition;    /* --rules, NULL unless given */
	const char *scoring;    /* --scoring, NULL unless given */
	const boggle_bonus *bonus; /* NULL unless given */
	const boggle_dice_set *set;  /* NULL unless given */
	int rows, cols;         /* --size, 0 unless given */
	int have_count;
	long long count;
	long long jobs;         /* 1 unless given */
	const char *format;     /* NULL unless given */
	long long seconds;      /* -1 unless given */
	int have_seed;
	uint64_t seed;
	/* English unless --lang or BOGGLE_LANG; NULL for a bad BOGGLE_LANG */
	const boggle_lang *lang;
	int have_lang;          /* --lang given */
	const char *lang_env;    /* BOGGLE_LANG, while it decides the language */
	const char *dice_path;   /* --dice FILE */
	const char *exclude_path; /* --exclude LIST */

	struct option longopts[32];
	char shortopts[64];
} cli_options;

/*
 * Ready o for a command taking the OPT_ groups in takes, and its own
 * options (own, ending in a zeroed entry; own_short in getopt's form).
 * Every command takes -h, --help.
 */
/*
 * The end of a command's --help: the codes --lang takes, every language of
 * the library's table, so that the help never names another set.
 */
void cli_lang_help(void);

void cli_options_init(cli_options *o, const char *command, unsigned takes,
		      const char *formats, const struct option *own,
		      const char *own_short);
/*
 * Parse options up to the next of the command's own (or 'h'), which is
 * returned; -1 when they are all read; 0 after a usage message.
 */
int cli_getopt(cli_options *o, int argc, char **argv);
/* The rules a rows x cols board is judged by; -1 if --bonus misfits. */
int cli_rules(const cli_options *o, int rows, int cols, boggle_rules *rules,
	      char err[BOGGLE_ERR_MAX]);

#endif
