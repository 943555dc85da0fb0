/*
 * Word lists: the one words are judged by, found and loaded once; a
 * player's list, read a word a line; and the words --exclude leaves out.
 */
#ifndef BOGGLE_WORD_LISTS_H
#define BOGGLE_WORD_LISTS_H

#include <stddef.h>

#include "boggle.h"
#include "options.h"

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

/* What reading a list counted, for -v. */
void cli_list_report(const char *path, const boggle_lang *lang,
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

#endif
