/* The terminal: whether output goes to one, its colours and its width. */
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <unistd.h>

#include "terminal.h"

int cli_screen(int fd)
{
	const char *term = getenv("TERM");

	return isatty(fd) && !(term && strcmp(term, "dumb") == 0);
}

int cli_color(void)
{
	const char *no = getenv("NO_COLOR");

	return cli_screen(STDOUT_FILENO) && !(no && *no);
}

int cli_columns(int fd)
{
	struct winsize ws;
	const char *columns = getenv("COLUMNS");

	if (ioctl(fd, TIOCGWINSZ, &ws) == 0 && ws.ws_col > 0)
		return ws.ws_col;
	if (columns && atoi(columns) > 0)
		return atoi(columns);
	return 80;
}
