/*
 * Copy standard input to standard output a few bytes at a time with a
 * pause between, the way a slow pipe or a terminal delivers it:
 *   trickle BYTES MICROSECONDS <in >out
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
#include <unistd.h>

int main(int argc, char **argv)
{
	char buf[256];
	size_t chunk;
	long usec;
	ssize_t got;

	if (argc != 3 || (chunk = strtoul(argv[1], NULL, 10)) == 0 ||
	    chunk > sizeof buf || (usec = atol(argv[2])) < 0) {
		fputs("usage: trickle BYTES MICROSECONDS\n", stderr);
		return 2;
	}
	while ((got = read(STDIN_FILENO, buf, chunk)) != 0) {
		struct timespec pause = {usec / 1000000, usec % 1000000 * 1000};

		if (got < 0 && errno == EINTR)
			continue;
		if (got < 0 || write(STDOUT_FILENO, buf, (size_t)got) != got)
			return 1;
		nanosleep(&pause, NULL);
	}
	return 0;
}
