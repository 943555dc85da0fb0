/*
 * The command's option parsing: argument vectors for cli_getopt, and each
 * argument as a number, a shape and a seed.  Whatever is accepted must be
 * in range and agree with a parser written here; whatever is refused
 * must draw exactly one "boggle: " line on stderr, and nothing else may.
 * Input: two bytes that pick the options a command takes (the OPT_ bits)
 * and the --count range, then the arguments, NUL-separated.
 */
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <string.h>
#include <unistd.h>

#include "arguments.h"
#include "boggle.h"
#include "fuzz.h"
#include "options.h"

#define MAX_ARGS 16

/* stderr goes into a pipe while the parser runs, to be checked after */
static int said[2] = {-1, -1}, real_stderr = -1;

static void hush(void)
{
	if (real_stderr < 0) {
		CHECK(pipe(said) == 0);
		CHECK(fcntl(said[0], F_SETFL, O_NONBLOCK) == 0);
		real_stderr = dup(2);
		CHECK(real_stderr >= 0);
	}
	CHECK(dup2(said[1], 2) == 2);
}

/* Restore stderr; 1 if the parser said one "boggle: " line, 0 nothing. */
static int lines_said(void)
{
	char text[16384];
	ssize_t n;

	CHECK(dup2(real_stderr, 2) == 2);
	n = read(said[0], text, sizeof text - 1);
	CHECK(n > 0 || (n < 0 && errno == EAGAIN));
	if (n < 0)
		return 0;
	text[n] = '\0';
	CHECK(strncmp(text, "boggle: ", 8) == 0);
	CHECK(memchr(text, '\n', (size_t)n) == text + n - 1);
	return 1;
}

/*
 * A whole decimal number by hand, its sign in *neg and its magnitude in
 * *v: 0 if text is not one, 2 if it passes limit, else 1.
 */
static int decimal(const char *text, int sign_ok, unsigned long long limit,
		   int *neg, unsigned long long *v)
{
	int past = 0;

	*neg = sign_ok && text[0] == '-';
	text += *neg;
	*v = 0;
	if (*text == '\0')
		return 0;
	for (; *text; text++) {
		unsigned d = (unsigned)(*text - '0');

		if (d > 9)
			return 0;
		if (*v > (limit - d) / 10)
			past = 1;
		else if (!past)
			*v = *v * 10 + d;
	}
	return past ? 2 : 1;
}

/* -v, for a magnitude up to 2^63 */
static long long negated(unsigned long long v)
{
	return v == 0 ? 0 : -(long long)(v - 1) - 1;
}

static void numbers(const char *arg, long long lo, long long hi)
{
	unsigned long long v;
	long long got = 7;
	uint64_t seed = 7;
	int neg, syntax, ok, rows = -1, cols = -1;
	char *x;

	/* --count, --jobs and the like */
	syntax = decimal(arg, 1, ULLONG_MAX, &neg, &v);
	ok = syntax == 1 && (neg ? v <= (unsigned long long)LLONG_MAX + 1 &&
			     negated(v) >= lo :
			     v <= (unsigned long long)hi && (long long)v >= lo);
	hush();
	CHECK((cli_number("cmd", "--n", arg, lo, hi, &got) == 0) == ok);
	CHECK(lines_said() == !ok);
	CHECK(!ok || (got >= lo && got <= hi &&
		      got == (neg ? negated(v) : (long long)v)));
	/* --seed */
	ok = decimal(arg, 0, UINT64_MAX, &neg, &v) == 1;
	hush();
	CHECK((cli_seed("cmd", "--seed", arg, &seed) == 0) == ok);
	CHECK(lines_said() == !ok);
	CHECK(!ok || seed == v);
	/* --size: N or RxC */
	x = strpbrk(arg, "xX");
	if (x) {
		char *rtext = strndup(arg, (size_t)(x - arg));
		unsigned long long r, c;

		CHECK(rtext);
		ok = decimal(rtext, 0, 1000, &neg, &r) == 1 &&
		     decimal(x + 1, 0, 1000, &neg, &c) == 1;
		free(rtext);
		ok = ok && r >= 1 && c >= 1 && r * c <= BOGGLE_MAX_CELLS;
	} else {
		ok = decimal(arg, 0, 1000, &neg, &v) == 1 && v >= 1 &&
		     v * v <= BOGGLE_MAX_CELLS;
	}
	hush();
	CHECK((cli_shape("cmd", "--size", arg, &rows, &cols) == 0) == ok);
	CHECK(lines_said() == !ok);
	CHECK(!ok || (rows >= 1 && cols >= 1 &&
		      rows * cols <= BOGGLE_MAX_CELLS));
}

/* What cli_getopt accepted is in range, and only for options taken. */
static void in_range(const cli_options *o, unsigned takes)
{
	static const char marks[] = ".dtDT";
	boggle_rules named;
	int i;

	CHECK(o->min == 0 || (o->min >= 1 && o->min <= 2 * BOGGLE_WORD_MAX));
	CHECK(o->min == 0 || (takes & OPT_MIN));
	CHECK(o->jobs >= 1 && o->jobs <= CLI_MAX_JOBS);
	CHECK(o->jobs == 1 || (takes & OPT_JOBS));
	CHECK(o->seconds == -1 ||
	      (o->seconds >= 1 && o->seconds <= CLI_MAX_SECONDS));
	CHECK(o->seconds == -1 || (takes & OPT_TIME));
	CHECK(!o->have_count || (takes & OPT_COUNT));
	CHECK(!o->have_count ||
	      (o->count >= o->count_min && o->count <= o->count_max));
	CHECK((o->rows == 0 && o->cols == 0) ||
	      (o->rows >= 1 && o->cols >= 1 &&
	       o->rows * o->cols <= BOGGLE_MAX_CELLS && (takes & OPT_SIZE)));
	CHECK(!o->set || (boggle_dice_find(o->set->name) == o->set &&
			  (takes & OPT_SET)));
	CHECK(!o->format || (takes & OPT_FORMAT));
	CHECK(!o->format || strcmp(o->format, "text") == 0 ||
	      strcmp(o->format, "json") == 0);
	CHECK(!o->dict_path || (takes & OPT_DICT));
	CHECK(!o->have_named || (takes & OPT_RULES));
	CHECK(!o->have_named || (o->edition &&
				 boggle_rules_named(o->edition, &named) ==
					 BOGGLE_OK &&
				 (named.min_letters == 3 ||
				  named.min_letters == 4)));
	CHECK(!o->letters || (takes & OPT_SCORING));
	CHECK(!o->have_bonus || (takes & OPT_BONUS));
	for (i = 0; o->have_bonus && i < boggle_bonus_rows(o->bonus) *
					     boggle_bonus_cols(o->bonus); i++)
		CHECK(strchr(marks, (int)boggle_bonus_at(o->bonus, i)) &&
		      boggle_bonus_at(o->bonus, i));
	CHECK(!o->have_seed || (takes & OPT_SEED));
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static const struct option own[] = {
		{"word", required_argument, NULL, 'W'},
		{"exact", no_argument, NULL, 'x'},
		{NULL, 0, NULL, 0},
	};
	char *copy, *argv[MAX_ARGS + 2];
	int argc = 0, opt;
	unsigned takes;
	size_t at;
	cli_options o;

	if (size < 2)
		return 0;
	takes = data[0] | (unsigned)(data[1] & 0x1f) << 8;
	copy = malloc(size - 2 + 1);
	CHECK(copy);
	memcpy(copy, data + 2, size - 2);
	copy[size - 2] = '\0';
	argv[argc++] = "cmd";
	for (at = 0; at <= size - 2 && argc <= MAX_ARGS; at += strlen(copy + at) + 1)
		argv[argc++] = copy + at;
	argv[argc] = NULL;
	cli_options_init(&o, "cmd", takes, "text, json", own, "W:x");
	if (data[1] & 0x80) {
		o.count_min = 1;
		o.count_max = 1000;
	}
	optind = 0; /* glibc: start over, as a new process would */
	do {
		hush();
		opt = cli_getopt(&o, argc, argv);
		CHECK(lines_said() == (opt == 0));
		CHECK(opt <= 0 || opt == 'W' || opt == 'x' || opt == 'h');
		/* after a refusal the command stops: o is left as it fell */
		if (opt != 0)
			in_range(&o, takes);
	} while (opt > 0);
	for (opt = 1; opt < argc; opt++)
		numbers(argv[opt], data[0] & 1 ? LLONG_MIN : 1,
			data[0] & 2 ? LLONG_MAX : 256);
	free(copy);
	return 0;
}
