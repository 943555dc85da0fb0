/* Ctrl-C and its kin, caught for the commands that end cleanly on them. */
#include <signal.h>
#include <string.h>

#include "stops.h"

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
