/* The boggle command: its commands, one a file, each called with its argv. */
#ifndef BOGGLE_CLI_H
#define BOGGLE_CLI_H

int cmd_solve(int argc, char **argv);
int cmd_throw(int argc, char **argv);
int cmd_check(int argc, char **argv);
int cmd_paths(int argc, char **argv);
int cmd_score(int argc, char **argv);
int cmd_play(int argc, char **argv);
int cmd_best(int argc, char **argv);
int cmd_dict(int argc, char **argv);
int cmd_prove(int argc, char **argv);
int cmd_bound(int argc, char **argv);

#endif
