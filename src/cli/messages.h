/* Messages on standard error, and the exit statuses they go with. */
#ifndef BOGGLE_MESSAGES_H
#define BOGGLE_MESSAGES_H

#include <getopt.h>
#include <stddef.h>

#include "boggle.h"

/* Exit statuses, as the manual lists them. */
enum { EXIT_OK = 0, EXIT_IO = 1, EXIT_USAGE = 2 };

/* "boggle: " + message + newline on stderr. */
void cli_error(const char *fmt, ...)
	__attribute__((format(printf, 1, 2)));

/* Why boggle_solve failed, from the errno it set. */
const char *cli_solve_failure(boggle_code code);

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

/* "s" unless n is 1: "1 word", "2 words", "0 words". */
const char *plural(long long n);

/* Quote untrusted text for a message: printable, at most 40 bytes. */
const char *cli_quote(const char *text, size_t len, char *buf, size_t size);

/* Flush stdout and say so if that failed; returns an exit status. */
int cli_finish_output(void);

#endif
