/* Ctrl-C and its kin, caught for the commands that end cleanly on them. */
#ifndef BOGGLE_STOPS_H
#define BOGGLE_STOPS_H

#include <signal.h>

/*
 * Between cli_catch_stops and cli_release_stops, SIGINT, SIGTERM, SIGQUIT
 * and SIGHUP set cli_stopped instead of ending the process, so a game or
 * a search can put the terminal back and report before it exits.
 */
extern volatile sig_atomic_t cli_stopped;
void cli_catch_stops(void);
void cli_release_stops(void);

#endif
