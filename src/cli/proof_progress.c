/*
 * A proof's progress on standard error: classes done of all, the rate,
 * the time left and the best board so far.
 */
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "messages.h"
#include "proof_progress.h"
#include "terminal.h"

#define LOG_EVERY 60      /* seconds between progress lines in a log */

void proof_clock(char *buf, size_t size, double secs)
{
	long long s = (long long)(secs + 0.5);

	if (s >= 3600)
		snprintf(buf, size, "%lld:%02lld:%02lld", s / 3600, s / 60 % 60,
			 s % 60);
	else
		snprintf(buf, size, "%lld:%02lld", s / 60, s % 60);
}

int proof_progress_due(const proof_progress *p, double at)
{
	return (p->screen && at - p->last >= 0.5) ||
	       (p->logging && at - p->last >= LOG_EVERY);
}

void proof_progress_show(proof_progress *p, double at, uint64_t done,
			 uint64_t done_here, uint64_t classes,
			 const boggle_proof_board *best)
{
	char left[32], top[BOGGLE_PROOF_BOARD_MAX + 32] = "";
	char line[BOGGLE_PROOF_BOARD_MAX + 256];
	double rate = (double)done_here / (at > p->start ? at - p->start : 1);

	if (best)
		snprintf(top, sizeof top, ", best %d %s", best->score,
			 best->board);
	if (rate > 0) {
		char clock[24];

		proof_clock(clock, sizeof clock, (double)(classes - done) / rate);
		snprintf(left, sizeof left, "%s left", clock);
	} else {
		snprintf(left, sizeof left, "-:-- left");
	}
	snprintf(line, sizeof line, "classes %llu/%llu, %.1f/s, %s%s",
		 (unsigned long long)done, (unsigned long long)classes, rate,
		 left, top);
	if (p->screen) {
		int width = cli_columns(STDERR_FILENO);

		if (width > 1 && strlen(line) >= (size_t)width)
			line[width - 1] = '\0';
		fprintf(stderr, "\r\033[K%s", line);
	} else {
		cli_error("prove: %s", line);
	}
	p->last = at;
}

void proof_progress_clear(const proof_progress *p)
{
	if (p->screen)
		fputs("\r\033[K", stderr);
}
