/* Messages on standard error, and the exit statuses they go with. */
#include <errno.h>
#include <getopt.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "boggle.h"
#include "messages.h"
#include "strbuf.h"
#include "text.h"

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
