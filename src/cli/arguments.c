/* Option values: numbers, seeds and shapes, and a seed when none is given. */
#include <errno.h>
#include <fcntl.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "arguments.h"
#include "boggle.h"
#include "messages.h"

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

int cli_duration(const char *command, const char *option, const char *text,
		 double *seconds)
{
	/* digits and a point, then a unit: no sign, exponent, hex or "inf" */
	size_t digits = strspn(text, "0123456789.");
	const char *unit = text + digits;
	char *end = NULL;
	double v;
	char q[64];

	cli_quote(text, strlen(text), q, sizeof q);
	errno = 0;
	v = digits && text[0] != '.' ? strtod(text, &end) : -1;
	if (v < 0 || end != unit || errno == ERANGE ||
	    (*unit && strcmp(unit, "ms") != 0 &&
	     (unit[1] || !strchr("smh", *unit)))) {
		cli_usage_error(command, "%s: %s is not a time like 20ms, 90s, "
				"15m or 2h", option, q);
		return -1;
	}
	v *= !strcmp(unit, "ms") ? 0.001 : *unit == 'h' ? 3600 :
	     *unit == 'm' ? 60 : 1;
	if (v < 0.001 || v > 366 * 86400.0) {
		cli_usage_error(command, "%s: %s is out of range (0.001s to 366 "
				"days)", option, q);
		return -1;
	}
	*seconds = v;
	return 0;
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
