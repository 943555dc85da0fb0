/* The terminal: whether output goes to one, its colours and its width. */
#ifndef BOGGLE_TERMINAL_H
#define BOGGLE_TERMINAL_H

/* fd is a terminal that takes escape codes: TERM is not "dumb". */
int cli_screen(int fd);

/* Colour on standard output: only on a screen, never under NO_COLOR. */
int cli_color(void);

/* The width of the terminal on fd, else $COLUMNS, else 80. */
int cli_columns(int fd);

#endif
