/*
 * Ctrl-C and TERM while a proof runs.  The handler only notes the
 * signal; the thread that watches the run ends the process by it.  A
 * task's file has a handler of its own.
 */
#include <stdio.h>
#include <string.h>

#include "messages.h"
#include "proof_stops.h"

volatile sig_atomic_t proof_stop_signal;
int proof_stop_request;

static void on_stop(int sig)
{
	proof_stop_signal = sig;
	__atomic_store_n(&proof_stop_request, 1, __ATOMIC_RELAXED);
}

void proof_catch_stops(int catch)
{
	static const int sigs[] = {SIGINT, SIGTERM};
	static struct sigaction was[2];
	struct sigaction sa;
	size_t i;

	memset(&sa, 0, sizeof sa);
	sa.sa_handler = on_stop;
	sigemptyset(&sa.sa_mask);
	for (i = 0; i < sizeof sigs / sizeof sigs[0]; i++) {
		if (!catch)
			sigaction(sigs[i], &was[i], NULL);
		else if (sigaction(sigs[i], NULL, &was[i]) == 0 &&
			 was[i].sa_handler != SIG_IGN)
			sigaction(sigs[i], &sa, NULL);
	}
}

void proof_stopped(const char *out_path, int screen)
{
	int sig = proof_stop_signal;

	if (screen)
		fputs("\r\033[K", stderr);
	if (out_path)
		cli_error("prove: stopped: the same command with --resume goes "
			  "on from %s", out_path);
	signal(sig, SIG_DFL);
	raise(sig);
}
