/*
 * Word lists: the one words are judged by, found and loaded once; a
 * player's list, read a word a line; and the words --exclude leaves out.
 */
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "boggle.h"
#include "lines.h"
#include "messages.h"
#include "options.h"
#include "strbuf.h"
#include "text.h"
#include "word_lists.h"

/* What to say when a compiled list in use is cut short: set once opened. */
static char bus_message[512];
static size_t bus_message_len;

/*
 * A mapped file cut short (cp over it, say) makes reading the pages it
 * lost a SIGBUS: say which list, not "Bus error".  Only what a handler
 * may call.
 */
static void on_bus(int sig)
{
	(void)sig;
	if (write(STDERR_FILENO, bus_message, bus_message_len) < 0)
		_exit(EXIT_IO);
	_exit(EXIT_IO);
}

static void watch_for_bus(const char *path)
{
	struct sigaction sa;
	strbuf sb = {0};

	sb_puts(&sb, "boggle: ");
	sb_text(&sb, path);
	sb_puts(&sb, ": its compiled form was cut short while in use "
		     "(a file copied over it?)\n");
	if (sb.oom || sb.len > sizeof bus_message) {
		sb_free(&sb);
		return;
	}
	memcpy(bus_message, sb.data, sb.len);
	bus_message_len = sb.len;
	sb_free(&sb);
	memset(&sa, 0, sizeof sa);
	sa.sa_handler = on_bus;
	sigemptyset(&sa.sa_mask);
	sigaction(SIGBUS, &sa, NULL);
}

int cli_list_failure(const char *path, const boggle_lang *lang,
		     boggle_code code, const boggle_dict_stats *st)
{
	switch (code) {
	case BOGGLE_TOO_BIG:
		cli_error("%s: larger than %zu MiB, the most a word list may be",
			  path, BOGGLE_DICT_BYTES_MAX >> 20);
		return EXIT_USAGE;
	case BOGGLE_NOT_UTF8:
		cli_error("%s: line %zu: not UTF-8", path, st->bad_line);
		return EXIT_USAGE;
	case BOGGLE_WRONG_LANG:
		cli_error("%s: compiled for another language than %s", path,
			  boggle_lang_name(lang));
		return EXIT_USAGE;
	case BOGGLE_DAMAGED:
		cli_error("%s: a damaged compiled word list, or one of another "
			  "version: compile it again with 'boggle dict build'",
			  path);
		return EXIT_USAGE;
	case BOGGLE_SYSTEM:
		cli_error("%s: %s", path, strerror(errno));
		/* no list to read, as for a language that has none */
		return errno == ENOENT ? EXIT_USAGE : EXIT_IO;
	default:
		cli_error("%s: %s", path, boggle_strerror(code));
		return EXIT_IO;
	}
}

const boggle_dict *cli_open_dict(const boggle_lang *lang, const char *path,
				 int verbose, boggle_dict **owned, int *status)
{
	boggle_dict_stats st;
	boggle_dict *d;
	boggle_code rc;
	char cache[4096];
	int from_stdin = path && strcmp(path, "-") == 0, own = !path;

	*owned = NULL;
	/*
	 * Every command that opens a list searches it.  The built-in one lies
	 * in the program's file, and is mapped in one call rather than a fault
	 * for each stretch that the search reaches.
	 */
	if (!path && boggle_dict_lang(boggle_dict_builtin()) == lang) {
		boggle_dict_warm(boggle_dict_builtin());
		return boggle_dict_builtin();
	}
	if (!path)
		path = boggle_lang_list(lang);
	if (!path) {
		cli_error("no word list for %s comes with the system: pass one "
			  "with -d FILE", boggle_lang_name(lang));
		*status = EXIT_USAGE;
		return NULL;
	}
	if (boggle_dict_cache_dir(cache, sizeof cache) >= sizeof cache)
		cache[0] = '\0';
	rc = from_stdin ? boggle_dict_read(&d, lang, STDIN_FILENO, &st) :
		boggle_dict_open(&d, lang, path, cache, &st);
	if (from_stdin)
		path = "standard input";
	if (rc == BOGGLE_SYSTEM && own && errno == ENOENT) {
		cli_error("%s: no such file: install the %s package for the %s "
			  "word list, or pass one with -d FILE", path,
			  boggle_lang_package(lang), boggle_lang_name(lang));
		*status = EXIT_USAGE;
		return NULL;
	}
	if (rc != BOGGLE_OK) {
		*status = cli_list_failure(path, lang, rc, &st);
		return NULL;
	}
	if (verbose)
		cli_list_report(path, lang, &st);
	if (st.words == 0) {
		cli_error("%s: no usable words", path);
		boggle_dict_free(d);
		*status = EXIT_USAGE;
		return NULL;
	}
	if (!from_stdin)
		watch_for_bus(path);
	*owned = d;
	return d;
}

void cli_list_report(const char *path, const boggle_lang *lang,
		     const boggle_dict_stats *st)
{
	char no_u[64] = "";

	/* only a language with a letter like Qu can miss its u */
	if (st->no_u)
		snprintf(no_u, sizeof no_u, ", %zu with a q not followed by u",
			 st->no_u);
	cli_error("%s: %zu word%s from %zu non-blank line%s; %zu skipped "
		  "(characters not letters of %s, or longer than %d)%s, %zu "
		  "capitalised (names), %zu in capitals (acronyms)",
		  path, st->words, plural((long long)st->words), st->lines,
		  plural((long long)st->lines), st->skipped,
		  boggle_lang_name(lang), BOGGLE_WORD_MAX, no_u, st->names,
		  st->all_caps);
}

/* The most a list of words read by cli_read_words may be. */
#define LIST_BYTES_MAX (1 << 20)

typedef struct list_file {
	int fd;
	size_t read;   /* bytes so far */
} list_file;

/* A line_source of a list's bytes that fails, EFBIG, past the limit. */
static ssize_t read_limited(void *arg, char *buf, size_t size)
{
	list_file *f = arg;
	ssize_t got;

	if (size > LIST_BYTES_MAX + 1 - f->read)
		size = LIST_BYTES_MAX + 1 - f->read;
	got = lines_read_fd(&f->fd, buf, size);
	if (got > 0 && (f->read += (size_t)got) > LIST_BYTES_MAX) {
		errno = EFBIG;
		return -1;
	}
	return got;
}

int cli_read_words(const char *path, const char *what,
		   int (*add)(void *arg, const char *word, size_t len),
		   void *arg)
{
	list_file f = {strcmp(path, "-") == 0 ? STDIN_FILENO :
		       open(path, O_RDONLY), 0};
	line_reader r;
	char q[64];
	int got, status = EXIT_OK;

	if (f.fd < 0) {
		cli_error("%s: %s", path, strerror(errno));
		/* as for a word list: nothing to read is no failure of reading */
		return errno == ENOENT ? EXIT_USAGE : EXIT_IO;
	}
	if (lines_open(&r, LINE_MAX_BYTES, read_limited, &f) < 0) {
		errno = ENOMEM;
		got = LINE_FAIL;
	} else {
		errno = 0;
		got = lines_words(&r, add, arg);
	}
	if (got == LINE_TOO_LONG) {
		cli_error("%s: line %ld: %s: longer than %d bytes, not a word",
			  path, r.number, cli_quote(r.line, r.line_len, q, sizeof q),
			  LINE_MAX_BYTES);
		status = EXIT_USAGE;
	} else if (got == LINE_FAIL && errno == EFBIG) {
		cli_error("%s: larger than %d MiB, the most %s may be", path,
			  LIST_BYTES_MAX >> 20, what);
		status = EXIT_USAGE;
	} else if (got == LINE_FAIL) {
		/* add fails only for want of memory, leaving errno 0 */
		cli_error("%s: %s", path, strerror(errno ? errno : ENOMEM));
		status = EXIT_IO;
	}
	lines_close(&r);
	if (f.fd != STDIN_FILENO)
		close(f.fd);
	return status;
}

typedef struct exclusions {
	strbuf text;
	const boggle_lang *lang;
} exclusions;

/* One word of an --exclude list, lowercased, onto the list's text. */
static int add_excluded(void *arg, const char *word, size_t len)
{
	exclusions *x = arg;
	size_t room = 2 * len + 1, n; /* UTF-8 may grow a byte a letter (ı) */

	sb_reserve(&x->text, room + 1);
	if (x->text.oom)
		return -1;
	n = boggle_lang_lower(x->lang, word, len, x->text.data + x->text.len,
			      room);
	x->text.len += n < room ? n : room - 1;
	sb_putc(&x->text, '\n');
	return x->text.oom ? -1 : 0;
}

/* The list read with --exclude, kept for the program's life. */
static boggle_dict *excluded;

const boggle_dict *cli_excluded(const cli_options *o, int *status)
{
	boggle_dict_stats st;
	const char *path = o->exclude_path;
	exclusions x = {{0}, o->lang};
	boggle_code rc;

	*status = EXIT_OK;
	if (!path || excluded)
		return excluded;
	if (strcmp(path, "-") == 0 && o->dict_path &&
	    strcmp(o->dict_path, "-") == 0) {
		*status = cli_usage_error(o->command, "-d - and --exclude - "
					  "cannot both read standard input");
		return NULL;
	}
	/* read as a player's list is: any case, names and capitals too */
	*status = cli_read_words(path, "a list of words left out",
				 add_excluded, &x);
	if (*status != EXIT_OK) {
		sb_free(&x.text);
		return NULL;
	}
	if (strcmp(path, "-") == 0)
		path = "standard input";
	memset(&st, 0, sizeof st);
	rc = boggle_dict_from_text(&excluded, o->lang, x.text.data, x.text.len,
				   &st);
	sb_free(&x.text);
	if (rc != BOGGLE_OK) {
		*status = cli_list_failure(path, o->lang, rc, &st);
		return NULL;
	}
	if (o->verbose)
		cli_list_report(path, o->lang, &st);
	return excluded;
}
