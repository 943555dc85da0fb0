/*
 * Ctrl-C and TERM while a proof runs: the process ends as the signal
 * would have ended it, once the progress line is cleared and, with -o,
 * the way to go on said.
 */
#ifndef BOGGLE_PROOF_STOPS_H
#define BOGGLE_PROOF_STOPS_H

#include <signal.h>

/* The signal that asked a one-machine run to stop, or 0. */
extern volatile sig_atomic_t proof_stop_signal;
/* Set with it: the stop request a proof run reads. */
extern int proof_stop_request;

/*
 * Catch the signals (catch 1), or put back what was there (catch 0).  A
 * signal ignored (nohup) stays ignored.
 */
void proof_catch_stops(int catch);
/* End the process by the signal caught, after saying how to go on. */
void proof_stopped(const char *out_path, int screen);

#endif
