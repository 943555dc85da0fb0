/* The boggle command: shared pieces of the command-line layer. */
#ifndef BOGGLE_CLI_H
#define BOGGLE_CLI_H

#include <getopt.h>
#include <signal.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>

#include "boggle.h"

/*
 * Room for any board's one-line form and its NUL: every cell as long as
 * "[quququ]" and followed by a '/' (a strip of one row ends with one).
 */
#define BOARD_TEXT_MAX \
	(BOGGLE_MAX_CELLS * (BOGGLE_CELL_MAX * BOGGLE_LETTER_BYTES + 3) + 1)

/* Exit statuses, as the manual lists them. */
enum { EXIT_OK = 0, EXIT_IO = 1, EXIT_USAGE = 2 };

int cmd_solve(int argc, char **argv);
int cmd_throw(int argc, char **argv);
int cmd_check(int argc, char **argv);
int cmd_paths(int argc, char **argv);
int cmd_score(int argc, char **argv);
int cmd_play(int argc, char **argv);
int cmd_best(int argc, char **argv);
int cmd_dict(int argc, char **argv);

/* The options shared by commands, one bit each (the manual's table). */
enum {
	OPT_DICT = 1 << 0,      /* -d, --dict FILE */
	OPT_MIN = 1 << 1,       /* -m, --min N */
	OPT_RULES = 1 << 2,     /* --rules NAME */
	OPT_SCORING = 1 << 3,   /* --scoring rules|letters */
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
	"      --scoring NAME  rules (points by length, the default) or\n" \
	"                      letters (letter values, as word-game apps do)\n" \
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
	int have_named, letters, have_bonus;
	boggle_rules named;
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
	const boggle_lang *lang; /* English unless --lang or BOGGLE_LANG; NULL for a bad BOGGLE_LANG */
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

/* "boggle: " + message + newline on stderr. */
void cli_error(const char *fmt, ...)
	__attribute__((format(printf, 1, 2)));

/* Why boggle_solve failed, from the errno it set. */
const char *cli_solve_failure(boggle_code code);

/* A board to parse or throw into; NULL, said, if memory is out. */
boggle_board *cli_board(void);

/* Report an option error and point at --help; returns EXIT_USAGE. */
int cli_usage_error(const char *command, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));

/* "unknown format 'x' (text, json)": a value not among the choices. */
int cli_unknown(const char *command, const char *what, const char *value,
		const char *choices);

/*
 * Report getopt_long's complaint about argv[optind - 1], naming the
 * candidates when a long option's prefix fits more than one of longopts.
 */
int cli_bad_option(const char *command, int opt, char **argv,
		   const struct option *longopts);

/* Parse a whole decimal number in [min, max]; reports and returns -1. */
int cli_number(const char *command, const char *option, const char *text,
	       long long min, long long max, long long *out);
int cli_seed(const char *command, const char *option, const char *text,
	     uint64_t *out);

/* "s" unless n is 1: "1 word", "2 words", "0 words". */
const char *plural(long long n);

/* Quote untrusted text for a message: printable, at most 40 bytes. */
const char *cli_quote(const char *text, size_t len, char *buf, size_t size);

/*
 * The list in path (-d), or else lang's own: the built-in one for English,
 * the system's for the others; reporting counts under -v.  NULL after a
 * message, with the exit status in *status; a loaded list is handed back
 * in *owned for the caller to free.
 */
const boggle_dict *cli_open_dict(const boggle_lang *lang, const char *path,
				 int verbose, boggle_dict **owned, int *status);

/*
 * Say why the word list at path could not be had, from the errno a
 * loading function set (st: what it counted); the exit status to give.
 */
int cli_list_failure(const char *path, const boggle_lang *lang,
		     boggle_code code,
		     const boggle_dict_stats *st);

/*
 * Read a list of words, one a line, as score reads a player's: blanks
 * around a word dropped, blank lines and '#' comments skipped, each word
 * lowercased to add, which returns -1 for want of memory.  At most 1 MiB
 * (what names the list in that message).  An exit status after a message.
 */
int cli_read_words(const char *path, const char *what,
		   int (*add)(void *arg, const char *word, size_t len),
		   void *arg);

/*
 * The --exclude list in o's language, read once and kept for the
 * program's life; NULL with *status EXIT_OK when there is none, or with
 * the failure's status after saying it.
 */
const boggle_dict *cli_excluded(const cli_options *o, int *status);

/*
 * The verdict, in score's words, on word (long enough) where a solve of
 * board that did not give up did not find it: "excluded" for a word of
 * excluded (the --exclude list, or NULL), "not-on-board" or, for a word
 * not in dict, "not-a-word" if the board holds it or a search for it
 * gives up (it is not a word either way).
 */
const char *cli_missing_verdict(const boggle_board *board,
				const boggle_dict *dict,
				const boggle_dict *excluded, const char *word);

/* The index of word among the solver's words, or -1 if it is not one. */
long cli_word_result(boggle_solver *solver, const boggle_dict *dict,
		     const char *word);

/* The dice set called name, or NULL after a usage message. */
const boggle_dice_set *cli_dice_set(const char *command, const char *name);
/* The set of dice in file path ("-": standard input), or NULL after a message. */
const boggle_dice_set *cli_read_dice(const char *command,
				     const boggle_lang *lang, const char *path);
/* What reading a list counted, for -v. */
void cli_list_report(const char *path, const boggle_lang *lang,
		     const boggle_dict_stats *st);
/* The language codes, "en, fr, de, ...". */
const char *cli_lang_codes(void);
/* Whether set is one of the built-in English sets, read as another language's. */
int cli_foreign_set(const boggle_dice_set *set, const boggle_lang *lang);

/* Parse "RxC" (or "N" for NxN) into a board shape; reports and returns -1. */
int cli_shape(const char *command, const char *option, const char *text,
	      int *rows, int *cols);

/* Flush stdout and say so if that failed; returns an exit status. */
int cli_finish_output(void);

/* A growable text buffer for output built off the main thread. */
typedef struct strbuf {
	char *data;
	size_t len, cap;
	int oom;
} strbuf;

void sb_reserve(strbuf *sb, size_t more);
void sb_putc(strbuf *sb, char c);
void sb_put(strbuf *sb, const char *s, size_t n);
void sb_puts(strbuf *sb, const char *s);
void sb_long(strbuf *sb, long v);
void sb_free(strbuf *sb);
/* Write the buffer's bytes to f. */
void sb_write(const strbuf *sb, FILE *f);

/*
 * s as a JSON string, quoted and escaped: valid UTF-8 whatever s holds,
 * each invalid sequence (its maximal subpart) replaced by U+FFFD.
 */
void json_string(strbuf *sb, const char *s);
/* s as text for a terminal: control characters and invalid UTF-8 '?'. */
void sb_text(strbuf *sb, const char *s);
/*
 * The UTF-8 character at s (n bytes left): its length, and its code point
 * in *cp, or -1 for a byte that starts no valid sequence.
 */
size_t utf8_next(const unsigned char *s, size_t n, long *cp);
/* C0 and C1 controls, which a terminal acts on. */
int is_control(long cp);
/* Columns text takes on a terminal. */
int text_width(const char *s, size_t n);
/* Word id as played, then the list's own spellings if they differ. */
void format_word(strbuf *sb, const boggle_dict *dict, uint32_t id);
/* The ", \"spellings\": [...]" member of a word's JSON object, if any. */
void json_spellings(strbuf *sb, const boggle_dict *dict, uint32_t id);

/* Output formats of solve. */
typedef enum { FMT_TEXT, FMT_TSV, FMT_JSON, FMT_SUMMARY } solve_format;

int format_parse(const char *name, solve_format *out);
void format_result(strbuf *sb, solve_format fmt, const boggle_board *board,
		   const boggle_dict *dict, boggle_solver *solver);
/*
 * The board with a path marked: the letters as a grid, its cells in
 * colour if color, and beside it the order the path takes them in.
 */
void format_show(strbuf *sb, const boggle_board *board, const uint16_t *path,
		 int n, int color);

/* A path as JSON: [[row, col], ...], counted from 0. */
void format_path(strbuf *sb, const boggle_board *board, const uint16_t *path,
		 int n);

/* A seed from the operating system, or from the clock if it has none. */
uint64_t cli_random_seed(void);

/*
 * Between cli_catch_stops and cli_release_stops, SIGINT, SIGTERM, SIGQUIT
 * and SIGHUP set cli_stopped instead of ending the process, so a game or
 * a search can put the terminal back and report before it exits.
 */
extern volatile sig_atomic_t cli_stopped;
void cli_catch_stops(void);
void cli_release_stops(void);

/* fd is a terminal that takes escape codes: TERM is not "dumb". */
int cli_screen(int fd);

/* Colour on standard output: only on a screen, never under NO_COLOR. */
int cli_color(void);

/* The width of the terminal on fd, else $COLUMNS, else 80. */
int cli_columns(int fd);

/* The board as a grid for people: upper case, Qu, Th, '.' for blanks. */
void format_grid(strbuf *sb, const boggle_board *board);

#endif
