/*
 * Lines of text from a stream, the same however the bytes arrive: a
 * leading UTF-8 byte-order mark is skipped, LF, CRLF and a lone CR each
 * end a line, and a line longer than the limit is refused for its length
 * alone, never held in memory whole.
 */
#ifndef BOGGLE_LINES_H
#define BOGGLE_LINES_H

#include <stddef.h>
#include <sys/types.h>

/* Longest line the command takes, boards and word lists alike. */
#define LINE_MAX_BYTES 4096

/* Fills buf with up to size bytes: the count, 0 at the end, -1 (errno). */
typedef ssize_t (*line_source)(void *arg, char *buf, size_t size);

typedef struct line_reader {
	line_source source;
	void *arg;
	char *buf;
	size_t cap, start, end;
	size_t scanned;   /* bytes after start known to hold no line end */
	size_t max;       /* longest line taken */
	long number;      /* of the line last returned, from 1 */
	const char *line; /* that line, as lines_next gave it */
	size_t line_len;
	int began;        /* past a byte-order mark, or sure there is none */
	int after_cr;     /* a CR ended the last line: a LF next is its end */
	int skipping;     /* inside a line already refused as too long */
	int at_eof;
} line_reader;

enum {
	LINE_OK,       /* a line */
	LINE_TOO_LONG, /* a line over the limit: its first max bytes */
	LINE_END,      /* no more lines */
	LINE_FAIL      /* the source failed (errno) or out of memory */
};

/* A reader of lines up to max bytes from source; -1 if out of memory. */
int lines_open(line_reader *r, size_t max, line_source source, void *arg);
void lines_close(line_reader *r);

/*
 * The next line, without its line end, in *text and *len; the text is
 * the reader's own and good until the next call.
 */
int lines_next(line_reader *r, char **text, size_t *len);

/* A line_source that reads the file descriptor in arg (an int *). */
ssize_t lines_read_fd(void *arg, char *buf, size_t size);

/*
 * Trim the blanks (spaces and tabs) around a line read; 0 if nothing is
 * left to take: a blank line, or a comment starting with '#'.
 */
int lines_entry(char **text, size_t *len);

/*
 * Make each NUL byte of a word 0xff, a byte that is never a letter and
 * always shown as invalid: a word stored as a C string would otherwise
 * end early and pass for a shorter one.
 */
void lines_no_nul(char *word, size_t len);

/*
 * A list of words, one a line, as score reads a player's list: blanks
 * around a word are dropped; blank lines and lines starting with '#'
 * are skipped.  add gets each word lowercased and returns -1 to stop.
 * Returns LINE_END when done, LINE_TOO_LONG (r->number and r->line
 * give the line), or LINE_FAIL from the source or from add.
 */
int lines_words(line_reader *r, int (*add)(void *arg, const char *word,
					   size_t len), void *arg);

#endif
