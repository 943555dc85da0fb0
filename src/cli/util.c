/* Messages, number parsing and output buffers for the command layer. */
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <sys/ioctl.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "cli.h"
#include "lines.h"

/*
 * "boggle: " and the message on stderr, made safe for a terminal: file
 * names and the like may hold any bytes.
 */
static void message(const char *prefix, const char *fmt, va_list ap,
		    const char *suffix)
{
	char text[8192];
	strbuf sb = {0};

	vsnprintf(text, sizeof text, fmt, ap);
	sb_puts(&sb, "boggle: ");
	sb_puts(&sb, prefix);
	sb_text(&sb, text);
	sb_puts(&sb, suffix);
	sb_putc(&sb, '\n');
	if (sb.oom)
		fputs("boggle: out of memory\n", stderr);
	sb_write(&sb, stderr);
	sb_free(&sb);
}

void cli_error(const char *fmt, ...)
{
	va_list ap;

	fflush(stdout);
	va_start(ap, fmt);
	message("", fmt, ap, "");
	va_end(ap);
}

const char *cli_solve_failure(boggle_code code)
{
	return code == BOGGLE_GAVE_UP ?
	       "too many paths to search with this word list" :
	       boggle_strerror(code);
}

int cli_usage_error(const char *command, const char *fmt, ...)
{
	char prefix[64], see[96];
	va_list ap;

	snprintf(prefix, sizeof prefix, "%s%s", command ? command : "",
		 command ? ": " : "");
	/* one line, so a script can take the message as it is */
	snprintf(see, sizeof see, " (see 'boggle %s%s--help')",
		 command ? command : "", command ? " " : "");
	va_start(ap, fmt);
	message(prefix, fmt, ap, see);
	va_end(ap);
	return EXIT_USAGE;
}

int cli_unknown(const char *command, const char *what, const char *value,
		const char *choices)
{
	char q[64];

	cli_quote(value, strlen(value), q, sizeof q);
	return cli_usage_error(command, "unknown %s %s (%s)", what, q, choices);
}

int cli_bad_option(const char *command, int opt, char **argv,
		   const struct option *longopts)
{
	const char *arg = argv[optind - 1];
	char q[64], fits[256] = "";
	size_t n, len = 0;
	int count = 0;

	cli_quote(arg, strlen(arg), q, sizeof q);
	if (opt == ':')
		return cli_usage_error(command, "option %s needs a value", q);
	if (optopt && arg[0] == '-' && arg[1] != '-')
		return cli_usage_error(command, "unknown option '-%c'", optopt);
	n = strcspn(arg + 2, "=");
	for (; arg[1] == '-' && longopts && longopts->name; longopts++) {
		if (strncmp(longopts->name, arg + 2, n) != 0)
			continue;
		count++;
		if (len + strlen(longopts->name) + 5 < sizeof fits)
			len += (size_t)snprintf(fits + len, sizeof fits - len,
						"%s--%s", len ? ", " : "",
						longopts->name);
	}
	if (count > 1)
		return cli_usage_error(command, "option %s is ambiguous: %s", q,
				       fits);
	return cli_usage_error(command, "unknown option %s", q);
}

int cli_number(const char *command, const char *option, const char *text,
	       long long min, long long max, long long *out)
{
	char *end;
	long long v;
	char q[64];

	cli_quote(text, strlen(text), q, sizeof q);
	errno = 0;
	v = strtoll(text, &end, 10);
	if (end == text || *end != '\0' || (text[0] != '-' &&
	    (text[0] < '0' || text[0] > '9'))) {
		cli_usage_error(command, "%s: %s is not a whole number", option,
				q);
		return -1;
	}
	if (errno == ERANGE || v < min || v > max) {
		cli_usage_error(command, "%s: %s is out of range (%lld to %lld)",
				option, q, min, max);
		return -1;
	}
	*out = v;
	return 0;
}

int cli_seed(const char *command, const char *option, const char *text,
	     uint64_t *out)
{
	char *end;
	unsigned long long v;
	char q[64];

	cli_quote(text, strlen(text), q, sizeof q);
	errno = 0;
	v = strtoull(text, &end, 10);
	if (text[0] < '0' || text[0] > '9' || *end != '\0') {
		cli_usage_error(command, "%s: %s is not a whole number from 0 "
				"to 18446744073709551615", option, q);
		return -1;
	}
	if (errno == ERANGE) {
		cli_usage_error(command, "%s: %s is out of range (0 to "
				"18446744073709551615)", option, q);
		return -1;
	}
	*out = (uint64_t)v;
	return 0;
}

const boggle_dice_set *cli_dice_set(const char *command, const char *name)
{
	const boggle_dice_set *set = boggle_dice_find(name);
	const boggle_dice_set *const *s;
	char q[64], names[128] = "";

	if (!set) {
		for (s = boggle_dice_sets(); *s; s++)
			snprintf(names + strlen(names), sizeof names - strlen(names),
				 "%s%s", s == boggle_dice_sets() ? "" : ", ",
				 boggle_dice_name(*s));
		cli_quote(name, strlen(name), q, sizeof q);
		cli_usage_error(command, "unknown set %s: one of %s", q, names);
	}
	return set;
}

boggle_board *cli_board(void)
{
	boggle_board *board;

	if (boggle_board_new(&board, NULL, 1, 1) != BOGGLE_OK)
		cli_error("out of memory");
	return board;
}

int cli_shape(const char *command, const char *option, const char *text,
	      int *rows, int *cols)
{
	char *end;
	long r, c;
	char q[64];

	cli_quote(text, strlen(text), q, sizeof q);
	r = text[0] >= '0' && text[0] <= '9' ? strtol(text, &end, 10) : -1;
	c = r;
	if (r >= 0 && (*end == 'x' || *end == 'X')) {
		const char *s = end + 1;

		c = s[0] >= '0' && s[0] <= '9' ? strtol(s, &end, 10) : -1;
	}
	if (r < 0 || c < 0 || *end != '\0') {
		cli_usage_error(command, "%s: %s is not a shape like 4x4 or 3x5",
				option, q);
		return -1;
	}
	if (r < 1 || c < 1 || r > BOGGLE_MAX_SIDE || c > BOGGLE_MAX_SIDE) {
		cli_usage_error(command, "%s: %s is out of range (sides 1 to %d)",
				option, q, BOGGLE_MAX_SIDE);
		return -1;
	}
	if (r * c > BOGGLE_MAX_CELLS) {
		cli_usage_error(command, "%s: %s is out of range (%ld cells, "
				"at most %d)", option, q, r * c,
				BOGGLE_MAX_CELLS);
		return -1;
	}
	*rows = (int)r;
	*cols = (int)c;
	return 0;
}

const char *plural(long long n)
{
	return n == 1 ? "" : "s";
}

const char *cli_quote(const char *text, size_t len, char *buf, size_t size)
{
	size_t i = 0, n = 0, shown = len > 40 ? 40 : len;

	if (size < 8)
		return "";
	buf[n++] = '\'';
	/* whole characters: letters of any script, '?' for what is not one */
	while (i < shown && n + 6 < size) {
		long cp;
		size_t k = utf8_next((const unsigned char *)text + i, len - i, &cp);

		if (cp >= 0xa0 && !is_control(cp) && n + k + 5 < size) {
			memcpy(buf + n, text + i, k);
			n += k;
		} else {
			buf[n++] = (char)(cp >= 0x20 && cp < 0x7f ? cp : '?');
		}
		i += k;
	}
	shown = i;
	buf[n++] = '\'';
	if (shown < len && n + 4 < size) {
		memcpy(buf + n, "...", 3);
		n += 3;
	}
	buf[n] = '\0';
	return buf;
}

/* A seed from the operating system, or from the clock if it has none. */
uint64_t cli_random_seed(void)
{
	uint64_t seed = 0;
	int fd = open("/dev/urandom", O_RDONLY);

	if (fd >= 0) {
		ssize_t got = read(fd, &seed, sizeof seed);

		close(fd);
		if (got == (ssize_t)sizeof seed)
			return seed;
	}
	return (uint64_t)time(NULL) ^ ((uint64_t)getpid() << 32);
}

/* The signals that end a game or a search early, each as Ctrl-C does. */
static const int stop_signals[] = {SIGINT, SIGTERM, SIGQUIT, SIGHUP};
#define NSTOPS (sizeof stop_signals / sizeof stop_signals[0])
static struct sigaction stop_saved[NSTOPS];
volatile sig_atomic_t cli_stopped;

static void on_stop(int sig)
{
	(void)sig;
	cli_stopped = 1;
}

void cli_catch_stops(void)
{
	struct sigaction sa;
	size_t i;

	memset(&sa, 0, sizeof sa);
	sa.sa_handler = on_stop;
	sigemptyset(&sa.sa_mask);
	sa.sa_flags = SA_RESTART;
	for (i = 0; i < NSTOPS; i++) {
		sigaction(stop_signals[i], NULL, &stop_saved[i]);
		/* one ignored on entry (nohup, a background job) stays ignored */
		if (stop_saved[i].sa_handler != SIG_IGN)
			sigaction(stop_signals[i], &sa, NULL);
	}
}

void cli_release_stops(void)
{
	size_t i;

	for (i = 0; i < NSTOPS; i++)
		sigaction(stop_signals[i], &stop_saved[i], NULL);
}

int cli_screen(int fd)
{
	const char *term = getenv("TERM");

	return isatty(fd) && !(term && strcmp(term, "dumb") == 0);
}

int cli_color(void)
{
	const char *no = getenv("NO_COLOR");

	return cli_screen(STDOUT_FILENO) && !(no && *no);
}

int cli_columns(int fd)
{
	struct winsize ws;
	const char *columns = getenv("COLUMNS");

	if (ioctl(fd, TIOCGWINSZ, &ws) == 0 && ws.ws_col > 0)
		return ws.ws_col;
	if (columns && atoi(columns) > 0)
		return atoi(columns);
	return 80;
}

int cli_finish_output(void)
{
	if (fflush(stdout) != 0 || ferror(stdout)) {
		/* a reader that went away is no error worth a word */
		if (errno == EPIPE)
			return EXIT_IO;
		cli_error("write error: %s", strerror(errno ? errno : EIO));
		return EXIT_IO;
	}
	return EXIT_OK;
}

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

const char *cli_lang_codes(void)
{
	static char codes[256];
	const boggle_lang *const *l;
	size_t n = 0;

	for (l = boggle_langs(); *l && n < sizeof codes; l++)
		n += (size_t)snprintf(codes + n, sizeof codes - n, "%s%s",
				      l == boggle_langs() ? "" : ", ",
				      boggle_lang_code(*l));
	return codes;
}

int cli_foreign_set(const boggle_dice_set *set, const boggle_lang *lang)
{
	/* a set read with --dice is of the language it was read for */
	return set && boggle_dice_lang(set) != lang;
}

/* The set read with --dice, kept for the program's life. */
static boggle_dice_set *read_set;

const boggle_dice_set *cli_read_dice(const char *command,
				     const boggle_lang *lang, const char *path)
{
	char buf[65536], err[BOGGLE_ERR_MAX];
	size_t len = 0;
	ssize_t got;
	int fd = strcmp(path, "-") == 0 ? STDIN_FILENO : open(path, O_RDONLY);

	if (fd < 0) {
		cli_error("%s: %s", path, strerror(errno));
		return NULL;
	}
	while (len < sizeof buf &&
	       ((got = read(fd, buf + len, sizeof buf - len)) > 0 ||
		(got < 0 && errno == EINTR)))
		len += got > 0 ? (size_t)got : 0;
	if (got < 0) {
		cli_error("%s: %s", path, strerror(errno));
		if (fd != STDIN_FILENO)
			close(fd);
		return NULL;
	}
	if (fd != STDIN_FILENO)
		close(fd);
	if (len == sizeof buf) {
		cli_usage_error(command, "--dice %s: larger than %zu bytes", path,
				sizeof buf - 1);
		return NULL;
	}
	boggle_dice_free(read_set);
	if (boggle_dice_read(&read_set, lang, path, buf, len, err) != BOGGLE_OK)
		cli_usage_error(command, "--dice %s: %s", path, err);
	return read_set;
}

void sb_reserve(strbuf *sb, size_t more)
{
	size_t cap;
	char *p;

	if (sb->len + more <= sb->cap || sb->oom)
		return;
	cap = sb->cap ? sb->cap : 256;
	while (cap < sb->len + more)
		cap *= 2;
	p = realloc(sb->data, cap);
	if (!p) {
		sb->oom = 1;
		return;
	}
	sb->data = p;
	sb->cap = cap;
}

void sb_put(strbuf *sb, const char *s, size_t n)
{
	if (n == 0)
		return; /* s may be an empty buffer's NULL */
	sb_reserve(sb, n);
	if (sb->oom)
		return;
	memcpy(sb->data + sb->len, s, n);
	sb->len += n;
}

void sb_putc(strbuf *sb, char c)
{
	sb_put(sb, &c, 1);
}

void sb_puts(strbuf *sb, const char *s)
{
	sb_put(sb, s, strlen(s));
}

void sb_long(strbuf *sb, long v)
{
	char tmp[24];
	int n = 0;
	unsigned long u = v < 0 ? 0UL - (unsigned long)v : (unsigned long)v;

	do
		tmp[sizeof tmp - 1 - n++] = (char)('0' + u % 10);
	while ((u /= 10) != 0);
	if (v < 0)
		tmp[sizeof tmp - 1 - n++] = '-';
	sb_put(sb, tmp + sizeof tmp - n, (size_t)n);
}

void sb_write(const strbuf *sb, FILE *f)
{
	if (sb->len > 0) /* an empty buffer's data may be NULL */
		fwrite(sb->data, 1, sb->len, f);
}

void sb_free(strbuf *sb)
{
	free(sb->data);
	sb->data = NULL;
	sb->len = sb->cap = 0;
	sb->oom = 0;
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

const char *cli_missing_verdict(const boggle_board *board,
				const boggle_dict *dict,
				const boggle_dict *excluded, const char *word)
{
	uint16_t path[BOGGLE_MAX_CELLS];
	int cells = -1;

	if (excluded && boggle_dict_lookup(excluded, word) >= 0)
		return "excluded";
	/* the solver, which found every word of the list there, has not it */
	if (boggle_dict_lookup(dict, word) >= 0)
		return "not-on-board";
	/* a word a search gives up on is no word all the same */
	return boggle_board_find(board, word, path, &cells, NULL) == BOGGLE_OK &&
	       cells == 0 ? "not-on-board" : "not-a-word";
}

long cli_word_result(boggle_solver *solver, const boggle_dict *dict,
		     const char *word)
{
	const boggle_word *w = boggle_solver_words(solver);
	int64_t id = boggle_dict_lookup(dict, word);
	size_t i;

	for (i = 0; id >= 0 && i < boggle_solver_count(solver); i++)
		if (w[i].id == (uint32_t)id)
			return (long)i;
	return -1;
}
