/*
 * boggle play: a timed game.  On a terminal the board and a countdown
 * stay in view and each word is judged as it is entered (the line is
 * read and edited here, in non-canonical mode, so the clock can tick
 * beside it); from a pipe the same game runs on plain lines, with no
 * escape codes, so it can be scripted.  At the end: the words found, the
 * words missed, and the points found out of all there were.
 */
#include <ctype.h>
#include <errno.h>
#include <fcntl.h>
#include <getopt.h>
#include <poll.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <termios.h>
#include <time.h>
#include <unistd.h>

#include "arguments.h"
#include "boards.h"
#include "boggle.h"
#include "cli.h"
#include "dice_sets.h"
#include "format.h"
#include "judging.h"
#include "lines.h"
#include "messages.h"
#include "options.h"
#include "stops.h"
#include "strbuf.h"
#include "terminal.h"
#include "text.h"
#include "word_lists.h"

static const char play_usage[] =
	"Usage: boggle play [OPTION]...\n"
	"Play a timed game: find words on the board and enter them one a\n"
	"line; each is judged at once. The game ends when time runs out or\n"
	"input ends (Ctrl-D), then shows the words found and missed. A word\n"
	"may be typed with or without the marks its language reads away.\n"
	"\n"
	"  -s, --set NAME      throw the board with this set (default new; in\n"
	"                      another language, letters drawn in its shape)\n"
	"      --dice FILE     the dice in FILE: one die a line, its faces\n"
	"                      between spaces, '.' a blank (not with --set)\n"
	"      --seed N        seed the throw (default: a random seed)\n"
	"  -b, --board BOARD   play this board instead (not with -s, --dice,\n"
	"                      --seed)\n"
	CLI_JUDGE_HELP
	"      --lang CODE     the language of boards, words and the word list\n"
	"                      (default en, or $BOGGLE_LANG; codes below)\n"
	"  -t, --time SECONDS  the time allowed (default 180, 240 on 6x6)\n"
	"  -f, --format NAME   text (default) or json (one object at the end)\n"
	"  -h, --help          show this help and exit\n";

typedef struct game {
	const boggle_board *board;
	const boggle_dict *dict;
	const boggle_dict *excluded; /* --exclude's words, or NULL */
	boggle_rules rules;
	boggle_solver *solver;   /* every word there is */
	uint8_t *found;          /* per result: found by the player */
	strbuf rejected;         /* JSON array items, built as words come */
	long score;
	long long seconds;       /* the time allowed */
	int json, tty;
	int region;              /* the answers scroll below the board */
	strbuf said;             /* on a screen: the answers, to draw again */
	int prompts;             /* lines typed at a terminal: a clock to show */
	int mid_line;            /* a prompt waits at the end of the line */
	int out_of_time;         /* the game ended as time ran out */
	int status;              /* EXIT_IO once standard input fails */
} game;

static double now(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/* Whether the game is over: a word entered after that is not judged. */
static int time_up(double deadline)
{
	return now() >= deadline || cli_stopped;
}

/* The answers kept to draw again: more than any screen shows. */
#define SAID_MAX ((size_t)256 * 1024)

/* The word as typed, made safe for the terminal, and what it is worth. */
static void say_word(game *g, const char *word, const char *verdict)
{
	strbuf sb = {0};

	sb_text(&sb, word);
	sb_puts(&sb, ": ");
	sb_puts(&sb, verdict);
	sb_putc(&sb, '\n');
	sb_write(&sb, stdout);
	if (g->tty) {
		/* the older half goes once there is too much */
		if (g->said.len + sb.len > SAID_MAX && g->said.len) {
			char *cut = memchr(g->said.data + g->said.len / 2, '\n',
					   g->said.len - g->said.len / 2);
			size_t drop = cut ? (size_t)(cut + 1 - g->said.data) :
				      g->said.len;

			memmove(g->said.data, g->said.data + drop,
				g->said.len - drop);
			g->said.len -= drop;
		}
		sb_put(&g->said, sb.data, sb.len);
	}
	sb_free(&sb);
}

static void reject(game *g, const char *word, const char *status,
		   const char *say)
{
	if (g->rejected.len)
		sb_puts(&g->rejected, ", ");
	sb_puts(&g->rejected, "{\"word\": ");
	json_string(&g->rejected, word);
	sb_puts(&g->rejected, ", \"status\": \"");
	sb_puts(&g->rejected, status);
	sb_puts(&g->rejected, "\"}");
	if (!g->json)
		say_word(g, word, say);
}

/* Judge one entered word, len bytes, and say so. */
static void judge(game *g, const char *entered, size_t len)
{
	char typed[BOGGLE_WORD_TEXT_MAX], word[2 * BOGGLE_WORD_TEXT_MAX];
	char err[BOGGLE_ERR_MAX];
	const char *status;
	boggle_verdict v;
	long at;

	if (len >= sizeof typed)
		len = sizeof typed - 1;
	memcpy(typed, entered, len);
	lines_no_nul(typed, len);
	len = boggle_lang_lower(boggle_dict_lang(g->dict), typed, len, word,
				sizeof word);
	if (len >= sizeof word)
		len = sizeof word - 1;
	word[len] = '\0';
	status = cli_judge(g->solver, g->board, &g->rules, g->excluded, word,
			   g->found, &at, &v, err);
	if (strcmp(status, "excluded") == 0) {
		reject(g, word, status, "left out by the house rules");
	} else if (v != BOGGLE_VERDICT_OK) {
		/* a letter the language lacks is named */
		reject(g, word, status, err[0] ? err : boggle_verdict_text(v));
	} else {
		int points = boggle_solver_words(g->solver)[at].score;

		g->found[at] = 1;
		g->score += points;
		if (!g->json) {
			char verdict[64];

			snprintf(verdict, sizeof verdict, "%d point%s, %ld in all",
				 points, plural(points), g->score);
			say_word(g, word, verdict);
		}
	}
	fflush(stdout);
}

/* The rows and columns of the terminal on standard output; 0 rows unknown. */
static void window_size(int *rows, int *cols)
{
	struct winsize ws;

	*cols = cli_columns(STDOUT_FILENO);
	*rows = ioctl(STDOUT_FILENO, TIOCGWINSZ, &ws) == 0 ? ws.ws_row : 0;
}

/* Rows that text, lines each ending in '\n', takes cols columns wide. */
static int rows_taken(const char *text, size_t len, int cols)
{
	const char *end = text + len, *nl;
	int rows = 0;

	for (; text < end; text = nl + 1) {
		int w;

		nl = memchr(text, '\n', (size_t)(end - text));
		if (!nl)
			nl = end;
		w = text_width(text, (size_t)(nl - text));
		rows += w > cols && cols > 0 ? (w + cols - 1) / cols : 1;
	}
	return rows;
}

/*
 * text, broken at spaces into lines of at most width columns (a word
 * wider than that on a line of its own); the lines it took.
 */
static int wrap(strbuf *sb, const char *text, int width)
{
	int lines = 0, used = 0;

	while (*text) {
		size_t n = strcspn(text, " ");
		int w = text_width(text, n);

		if (n > 0) {
			if (used > 0 && used + 1 + w > width) {
				sb_putc(sb, '\n');
				lines++;
				used = 0;
			}
			if (used > 0) {
				sb_putc(sb, ' ');
				used++;
			}
			sb_put(sb, text, n);
			used += w;
		}
		text += n + strspn(text + n, " ");
	}
	if (used > 0) {
		sb_putc(sb, '\n');
		lines++;
	}
	return lines;
}

/*
 * What the game is, under the board: the time allowed, the shortest word
 * and how to play; or, short, only the shortest word.
 */
static void header(const game *g, int brief, char *buf, size_t size)
{
	int min = g->rules.min_letters;

	if (brief)
		snprintf(buf, size, "Words of %d letter%s or more.", min,
			 plural(min));
	else
		snprintf(buf, size, "%lld second%s, words of %d letter%s or "
			 "more. Enter one a line%s.", g->seconds,
			 plural(g->seconds), min, plural(min),
			 isatty(STDIN_FILENO) ? "; Ctrl-D ends early" : "");
}

/*
 * The board, then what the game is, as lines: on a terminal broken at
 * spaces to its width, else on one line.
 */
static void intro(const game *g)
{
	strbuf sb = {0};
	char text[160];

	header(g, 0, text, sizeof text);
	format_grid(&sb, g->board);
	sb_putc(&sb, '\n');
	if (isatty(STDOUT_FILENO)) {
		wrap(&sb, text, cli_columns(STDOUT_FILENO));
	} else {
		sb_puts(&sb, text);
		sb_putc(&sb, '\n');
	}
	sb_putc(&sb, '\n');
	sb_write(&sb, stdout);
	sb_free(&sb);
	fflush(stdout);
}

/* A change of the window's size, for the game's loop to act on. */
static volatile sig_atomic_t got_resize;

/*
 * The whole screen scrolls again, the cursor where it was: before the
 * shell has the terminal, and before the results.
 */
static void leave_region(game *g)
{
	if (g->region)
		printf("\0337\033[r\0338");
	g->region = 0;
}

/*
 * The board and what the game is at the top of the screen, and below
 * them a region that scrolls the answers and holds the prompt, laid out
 * for the window as it is now: the board stays in view however many
 * words are entered.  On a window too small even for the board and two
 * rows, everything scrolls as it comes.  first: the screen is the
 * shell's, and what it shows is scrolled up rather than wiped.
 */
static void draw_screen(game *g, int first)
{
	/* blank rows around what the game is, which of its texts (2: none),
	 * and the rows left for answers and the prompt: the first that fits */
	static const struct {
		int gap, text, gap2, room;
	} fits[] = {
		{1, 0, 1, 5}, {1, 0, 0, 4}, {1, 1, 0, 3}, {0, 1, 0, 2},
		{0, 2, 0, 2},
	};
	strbuf sb = {0}, grid = {0}, text[3] = {{0}, {0}, {0}};
	int rows, cols, lines[3] = {0, 0, 0}, board_rows, top, used, f, i;
	char line[160];
	size_t at, from;

	got_resize = 0;
	window_size(&rows, &cols);
	format_grid(&grid, g->board);
	board_rows = rows_taken(grid.data, grid.len, cols);
	for (i = 0; i < 2; i++) {
		header(g, i, line, sizeof line);
		lines[i] = wrap(&text[i], line, cols);
	}
	for (f = 0; f < (int)(sizeof fits / sizeof fits[0]); f++)
		if (board_rows + fits[f].gap + lines[fits[f].text] +
		    fits[f].gap2 + fits[f].room <= rows)
			break;
	if (f == (int)(sizeof fits / sizeof fits[0])) {
		leave_region(g);
		sb_free(&grid);
		for (i = 0; i < 2; i++)
			sb_free(&text[i]);
		if (first) {
			intro(g);
		} else {
			sb_puts(&sb, "\r\033[K");
			format_grid(&sb, g->board);
			sb_putc(&sb, '\n');
			sb_write(&sb, stdout);
			sb_free(&sb);
		}
		return;
	}
	/* what was on the screen goes up into the terminal's scrollback */
	for (i = 1; first && i < rows; i++)
		sb_putc(&sb, '\n');
	sb_puts(&sb, "\033[r\033[H\033[J");
	sb_put(&sb, grid.data, grid.len);
	if (fits[f].gap)
		sb_putc(&sb, '\n');
	sb_put(&sb, text[fits[f].text].data, text[fits[f].text].len);
	if (fits[f].gap2)
		sb_putc(&sb, '\n');
	top = board_rows + fits[f].gap + lines[fits[f].text] + fits[f].gap2 + 1;
	snprintf(line, sizeof line, "\033[%d;%dr\033[%d;1H", top, rows, top);
	sb_puts(&sb, line);
	/* the last answers, as many as fit whole above the prompt */
	for (at = g->said.len, used = 0; at > 0; at = from) {
		from = at - 1;
		while (from > 0 && g->said.data[from - 1] != '\n')
			from--;
		used += rows_taken(g->said.data + from, at - from, cols);
		if (used > rows - top)
			break;
	}
	if (g->said.len)
		sb_put(&sb, g->said.data + at, g->said.len - at);
	sb_write(&sb, stdout);
	g->region = 1;
	sb_free(&sb);
	sb_free(&grid);
	for (i = 0; i < 2; i++)
		sb_free(&text[i]);
}

/* Whole seconds left, as the clock shows them: 0:01 until time is up. */
static int seconds_left(double left)
{
	return left > 0 ? (int)(left + 0.999) : 0;
}

/* "[2:57] > ": the time left, before the word being typed. */
static void clock_text(char *buf, size_t size, double left)
{
	int secs = seconds_left(left);

	snprintf(buf, size, "[%d:%02d] > ", secs / 60, secs % 60);
}

/* The clock and the line being typed, redrawn in place. */
static void prompt(double left, const char *typed)
{
	size_t len = strlen(typed), room;
	strbuf sb = {0};
	char clock[32];
	int cols = cli_columns(STDOUT_FILENO);

	clock_text(clock, sizeof clock, left);
	/* one row, the last column free, as a row that wrapped could not be
	 * redrawn in place: the tail of what is typed that fits */
	room = (size_t)cols > strlen(clock) + 1 ?
	       (size_t)cols - strlen(clock) - 1 : 0;
	sb_puts(&sb, "\r\033[K");
	sb_puts(&sb, clock);
	sb_text(&sb, len > room ? typed + len - room : typed);
	sb_write(&sb, stdout);
	sb_free(&sb);
	fflush(stdout);
}

typedef struct typing {
	game *g;
	double deadline;
	int timed_out;  /* time ran out or the game was interrupted */
	int mark;       /* the stretch of time the last prompt was shown in */
} typing;

/*
 * Where a terminal cannot redraw a line, the clock is shown with each
 * prompt, and again as the time left passes each whole minute, half a
 * minute and ten seconds: the stretch of time that secs falls in.
 */
static int time_mark(int secs)
{
	return secs > 60 ? 3 + (secs - 1) / 60 : secs > 30 ? 2 :
	       secs > 10 ? 1 : 0;
}

/* The clock on a line of its own, a line below one left waiting. */
static void line_prompt(typing *t)
{
	double left = t->deadline - now();
	char clock[32];

	clock_text(clock, sizeof clock, left);
	printf("%s%s", t->g->mid_line ? "\n" : "", clock);
	fflush(stdout);
	t->g->mid_line = 1;
	t->mark = time_mark(seconds_left(left));
}

/* Milliseconds until the clock shows a second less (one at most). */
static int next_tick(double left)
{
	double part = left - (double)(long long)left;

	return (int)((part > 0 ? part : 1) * 1000) + 1;
}

/* A failed read ends the game with an error, never as the input's end. */
static void read_failed(game *g)
{
	cli_error("standard input: %s", strerror(errno));
	g->status = EXIT_IO;
}

/* Standard input as it comes, until the deadline. */
static ssize_t read_typed(void *arg, char *buf, size_t size)
{
	typing *t = arg;
	int fd = STDIN_FILENO;

	for (;;) {
		double left = t->deadline - now();
		struct pollfd pfd = {STDIN_FILENO, POLLIN, 0};

		if (left <= 0 || cli_stopped) {
			t->timed_out = 1;
			return 0;
		}
		if (t->g->prompts &&
		    time_mark(seconds_left(left)) != t->mark)
			line_prompt(t);
		/* a second at most: a long --time in ms would not fit */
		if (poll(&pfd, 1, next_tick(left)) <= 0)
			continue;
		return lines_read_fd(&fd, buf, size);
	}
}

/* Words a line at a time, from a pipe or a terminal in its own line mode. */
static void run_lines(game *g, double seconds)
{
	typing t = {g, now() + seconds, 0, 0};
	line_reader r;
	char *s;
	size_t len;
	int got;

	if (lines_open(&r, LINE_MAX_BYTES, read_typed, &t) < 0) {
		errno = ENOMEM;
		read_failed(g);
		return;
	}
	for (;;) {
		if (g->prompts)
			line_prompt(&t);
		got = lines_next(&r, &s, &len);
		if (got != LINE_OK && got != LINE_TOO_LONG)
			break;
		/* the line entered ended the prompt's line */
		g->mid_line = 0;
		/* judging takes time too: a line read in time may not be */
		if (t.timed_out || time_up(t.deadline))
			break;
		if (got == LINE_TOO_LONG) {
			char q[64];

			cli_error("line %ld: %s: longer than %d bytes, not a word",
				  r.number, cli_quote(s, len, q, sizeof q),
				  LINE_MAX_BYTES);
			continue;
		}
		while (len > 0 && isspace((unsigned char)s[len - 1]))
			len--;
		while (len > 0 && isspace((unsigned char)*s)) {
			s++;
			len--;
		}
		if (len > 0)
			judge(g, s, len);
	}
	if (got == LINE_FAIL)
		read_failed(g);
	g->out_of_time = !cli_stopped && now() >= t.deadline;
	lines_close(&r);
}

/* Ctrl-Z, and a continue after any stop, for the game's loop to act on. */
static volatile sig_atomic_t got_suspend, got_continue;

static void on_suspend(int sig)
{
	(void)sig;
	got_suspend = 1;
}

static void on_continue(int sig)
{
	(void)sig;
	got_continue = 1;
}

static void set_handler(int sig, void (*handler)(int), struct sigaction *old)
{
	struct sigaction sa;

	memset(&sa, 0, sizeof sa);
	sa.sa_handler = handler;
	sigemptyset(&sa.sa_mask);
	sa.sa_flags = SA_RESTART;
	sigaction(sig, &sa, old);
}

static void on_resize(int sig)
{
	(void)sig;
	got_resize = 1;
}

/*
 * old[0], old[1] and old[2]: SIGTSTP's, SIGCONT's and SIGWINCH's
 * handling before the game.
 */
static void catch_job_control(struct sigaction old[3])
{
	sigaction(SIGTSTP, NULL, &old[0]);
	/* one ignored on entry stays ignored, as the other stops do */
	if (old[0].sa_handler != SIG_IGN)
		set_handler(SIGTSTP, on_suspend, NULL);
	set_handler(SIGCONT, on_continue, &old[1]);
	set_handler(SIGWINCH, on_resize, &old[2]);
}

static void release_job_control(const struct sigaction old[3])
{
	sigaction(SIGTSTP, &old[0], NULL);
	sigaction(SIGCONT, &old[1], NULL);
	sigaction(SIGWINCH, &old[2], NULL);
}

/* A stop and continue while the mode is set is no reason to give up. */
static void set_mode(const struct termios *mode)
{
	while (tcsetattr(STDIN_FILENO, TCSANOW, mode) < 0 && errno == EINTR)
		;
}

/*
 * Ctrl-Z: the shell gets its terminal back, the prompt line cleared,
 * before the game stops as the signal would have stopped it.  What is
 * typed but not yet read is dropped, as Ctrl-Z itself drops it, rather
 * than left for the shell.
 */
static void suspend(game *g, const struct termios *saved)
{
	leave_region(g);
	printf("\r\033[K");
	fflush(stdout);
	tcflush(STDIN_FILENO, TCIFLUSH);
	set_mode(saved);
	set_handler(SIGTSTP, SIG_DFL, NULL);
	/* returns once continued, or at once if the stop is refused, as it
	 * is to an orphaned process group: the game goes on either way */
	raise(SIGTSTP);
	set_handler(SIGTSTP, on_suspend, NULL);
}

/*
 * Back from a stop, or from a continue with no stop seen (SIGSTOP): the
 * game's mode again, whatever the shell made of the terminal meanwhile,
 * and the screen drawn again below what the shell printed; the loop then
 * draws the prompt.
 */
static void resume(game *g, const struct termios *raw)
{
	set_mode(raw);
	/* after setting the mode: a continue that came while setting it
	 * (stopped again as a background job) is this one */
	got_continue = 0;
	draw_screen(g, 1);
}

/*
 * Read and judge words until time is up or input ends.  Words typed on
 * a terminal and not entered are dropped, never left for the shell.
 */
static void run(game *g, double seconds)
{
	double deadline = now() + seconds, shown = now();
	char line[256];
	size_t have = 0;
	struct termios saved, raw;
	struct sigaction job_control[3];
	int raw_mode = 0;

	if (g->tty && tcgetattr(STDIN_FILENO, &saved) == 0) {
		raw = saved;
		raw.c_lflag &= (tcflag_t)~(ICANON | ECHO);
		raw.c_cc[VMIN] = 1;
		raw.c_cc[VTIME] = 0;
		got_suspend = got_continue = got_resize = 0;
		/* caught first: a stop in between would keep the game's mode */
		catch_job_control(job_control);
		raw_mode = tcsetattr(STDIN_FILENO, TCSANOW, &raw) == 0;
		if (!raw_mode)
			release_job_control(job_control);
	}
	if (raw_mode) {
		draw_screen(g, 1);
	} else {
		if (!g->json)
			intro(g);
		run_lines(g, seconds);
	}
	for (; raw_mode;) {
		double t = now(), left;
		struct pollfd pfd = {STDIN_FILENO, POLLIN, 0};
		int ready, timeout;
		char buf[256];
		ssize_t got, i;

		/* the clock stands still while the game is stopped: from
		 * Ctrl-Z, or for a stop not seen coming, from the last time
		 * it was shown, so it goes on from what the player last saw */
		if ((got_suspend || got_continue) && !cli_stopped) {
			left = deadline - (got_suspend ? t : shown);
			if (got_suspend) {
				got_suspend = 0;
				suspend(g, &saved);
			}
			resume(g, &raw);
			t = now();
			deadline = t + left;
		}
		if (got_resize)
			draw_screen(g, 0);
		left = deadline - t;
		if (left <= 0 || cli_stopped)
			break;
		shown = t;
		line[have] = '\0';
		prompt(left, line);
		/* wake each second: a terminal's clock moves, and a long
		 * --time in milliseconds would not fit an int */
		timeout = left > 1 ? 1000 : (int)(left * 1000) + 1;
		ready = poll(&pfd, 1, timeout);
		if (ready <= 0)
			continue;
		got = read(STDIN_FILENO, buf, sizeof buf);
		if (got < 0 && (errno == EINTR || errno == EAGAIN))
			continue;
		if (got < 0)
			read_failed(g);
		if (got <= 0)
			break;
		for (i = 0; i < got; i++) {
			char c = buf[i];

			if (c == 4 && have == 0)
				goto done; /* Ctrl-D on an empty line */
			if (c == 127 || c == 8) {
				have -= have > 0;
				continue;
			}
			if (c == '\n' || c == '\r') {
				size_t start = 0;

				while (have > 0 && isspace((unsigned char)line[have - 1]))
					have--;
				while (start < have && isspace((unsigned char)line[start]))
					start++;
				printf("\r\033[K");
				if (time_up(deadline))
					goto done;
				if (have > start)
					judge(g, line + start, have - start);
				have = 0;
				continue;
			}
			if (have + 1 < sizeof line && (unsigned char)c >= 0x20)
				line[have++] = c;
		}
	}
done:
	if (raw_mode) {
		g->out_of_time = !cli_stopped && now() >= deadline;
		leave_region(g);
		printf("\r\033[K");
		set_mode(&saved);
		release_job_control(job_control);
	}
	if (isatty(STDIN_FILENO))
		tcflush(STDIN_FILENO, TCIFLUSH);
}

static void put_word_score(strbuf *sb, const char *word, int score, int json,
			   int first)
{
	if (json) {
		sb_puts(sb, first ? "{\"word\": \"" : ", {\"word\": \"");
		sb_puts(sb, word);
		sb_puts(sb, "\", \"score\": ");
		sb_long(sb, score);
		sb_putc(sb, '}');
	} else {
		char num[16];

		snprintf(num, sizeof num, "%4d  ", score);
		sb_puts(sb, num);
		sb_puts(sb, word);
		sb_putc(sb, '\n');
	}
}

/*
 * n entries, entry i the text at off[i] (ending in a NUL) w[i] columns
 * wide, in as many columns as fit in width, down then across, as ls lays
 * out names: each column as wide as its widest entry, two spaces apart.
 */
static void put_columns(strbuf *sb, const char *text, const size_t *off,
			const int *w, size_t n, int width)
{
	/* an entry takes three columns at the least, with its gap */
	size_t most = n < (size_t)width / 3 ? n : (size_t)width / 3;
	size_t cols = 1, rows = n, c, r, i;
	int *colw = calloc(most + 1, sizeof *colw);

	for (c = most; colw && c > 1; c--) {
		size_t nr = (n + c - 1) / c;
		int total = -2;

		/* fewer columns fill the same rows: tried as themselves */
		if ((n + nr - 1) / nr != c)
			continue;
		memset(colw, 0, c * sizeof *colw);
		for (i = 0; i < n; i++)
			if (w[i] > colw[i / nr])
				colw[i / nr] = w[i];
		for (i = 0; i < c; i++)
			total += colw[i] + 2;
		/* the last column left free: a full row would wrap on some
		 * terminals */
		if (total < width) {
			cols = c;
			rows = nr;
			break;
		}
	}
	for (r = 0; r < rows; r++) {
		for (c = 0; c < cols && (i = c * rows + r) < n; c++) {
			int pad;

			sb_puts(sb, text + off[i]);
			if (c + 1 < cols && i + rows < n)
				for (pad = w[i]; pad < colw[c] + 2; pad++)
					sb_putc(sb, ' ');
		}
		sb_putc(sb, '\n');
	}
	free(colw);
}

/*
 * The words found (pass 1) or missed (0) on a terminal width columns
 * wide, their points right-aligned to the widest: in columns that fit,
 * best first down each column.  How many there are.
 */
static size_t put_list(strbuf *sb, const game *g, int pass, int width)
{
	const boggle_word *w = boggle_solver_words(g->solver);
	size_t i, k, n = boggle_solver_count(g->solver), count = 0;
	strbuf text = {0};
	size_t *off;
	int *widths, digits = 1, most = 0;
	char word[BOGGLE_WORD_TEXT_MAX], num[16];

	for (i = 0; i < n; i++)
		if (g->found[i] == pass) {
			count++;
			if (w[i].score > most)
				most = w[i].score;
		}
	for (; most >= 10; most /= 10)
		digits++;
	off = calloc(count + 1, sizeof *off);
	widths = calloc(count + 1, sizeof *widths);
	for (i = 0, k = 0; off && widths && i < n; i++) {
		size_t len;

		if (g->found[i] != pass)
			continue;
		len = boggle_dict_word(g->dict, w[i].id, word, sizeof word);
		if (len >= sizeof word)
			len = sizeof word - 1;
		snprintf(num, sizeof num, "%*d  ", digits, w[i].score);
		off[k] = text.len;
		widths[k] = (int)strlen(num) + text_width(word, len);
		sb_puts(&text, num);
		sb_put(&text, word, len);
		sb_putc(&text, '\0');
		k++;
	}
	if (text.oom || !off || !widths)
		count = 0;  /* nothing shown but a lack of memory */
	if (count)
		put_columns(sb, text.data, off, widths, count, width);
	sb_free(&text);
	free(off);
	free(widths);
	return count;
}

static void report(game *g, const char *board_line)
{
	const boggle_word *w = boggle_solver_words(g->solver);
	size_t i, n = boggle_solver_count(g->solver), nfound = 0;
	long possible = boggle_solver_score(g->solver);
	strbuf sb = {0};
	char word[BOGGLE_WORD_TEXT_MAX], num[96];
	int pass, first;
	/* like ls: columns on a terminal, one a line for a program */
	int width = !g->json && isatty(STDOUT_FILENO) ?
		    cli_columns(STDOUT_FILENO) : 0;

	if (g->json) {
		sb_puts(&sb, "{\"board\": \"");
		sb_puts(&sb, board_line);
		sb_puts(&sb, "\", \"score\": ");
		sb_long(&sb, g->score);
		sb_puts(&sb, ", \"possible_score\": ");
		sb_long(&sb, possible);
	} else {
		sb_puts(&sb, "\n");
	}
	/* found, then missed, each best first as the solver sorts them */
	for (pass = 1; pass >= 0; pass--) {
		if (g->json)
			sb_puts(&sb, pass ? ", \"found\": [" :
				"], \"rejected\": [");
		if (g->json && !pass) {
			sb_put(&sb, g->rejected.data, g->rejected.len);
			sb_puts(&sb, "], \"missed\": [");
		}
		if (!g->json)
			sb_puts(&sb, pass ? "Found:\n" : "\nMissed:\n");
		if (width) {
			size_t count = put_list(&sb, g, pass, width);

			nfound += pass ? count : 0;
			first = count == 0;
		} else {
			for (i = 0, first = 1; i < n; i++) {
				if (g->found[i] != pass)
					continue;
				nfound += (size_t)pass;
				boggle_dict_word(g->dict, w[i].id, word,
						 sizeof word);
				put_word_score(&sb, word, w[i].score, g->json,
					       first);
				first = 0;
			}
		}
		if (!g->json && first)
			sb_puts(&sb, "  (none)\n");
	}
	if (g->json) {
		sb_puts(&sb, "]}\n");
	} else {
		snprintf(num, sizeof num, "\n%zu of %zu word%s, %ld of %ld "
			 "point%s (%.1f%%)\n", nfound, n, plural((long long)n),
			 g->score, possible, plural(possible),
			 possible ? 100.0 * (double)g->score / (double)possible :
			 0.0);
		sb_puts(&sb, num);
	}
	sb_write(&sb, stdout);
	sb_free(&sb);
}

int cmd_play(int argc, char **argv)
{
	static const struct option own[] = {
		{"board", required_argument, NULL, 'b'},
		{NULL, 0, NULL, 0},
	};
	const char *board_text = NULL;
	boggle_dict *owned = NULL;
	boggle_board *board = NULL;
	boggle_rng rng;
	boggle_code rc;
	cli_options o;
	game g;
	long long seconds;
	int opt, status = EXIT_OK;
	char q[64], err[BOGGLE_ERR_MAX], line[BOARD_TEXT_MAX];

	memset(&g, 0, sizeof g);
	/* checked first: a file opened later would take a closed stdin's place */
	if (fcntl(STDIN_FILENO, F_GETFD) < 0) {
		cli_error("standard input: %s", strerror(errno));
		return EXIT_IO;
	}
	cli_options_init(&o, "play", OPT_JUDGE | OPT_SET | OPT_SEED | OPT_TIME |
			 OPT_FORMAT, "text, json", own, "b:");
	while ((opt = cli_getopt(&o, argc, argv)) > 0) {
		if (opt == 'h') {
			fputs(play_usage, stdout);
			cli_lang_help();
			return cli_finish_output();
		}
		board_text = optarg;
	}
	if (opt == 0)
		return EXIT_USAGE;
	g.json = o.format && strcmp(o.format, "json") == 0;
	if (optind < argc)
		return cli_unknown("play", "argument", argv[optind],
				   "it takes none");
	if (board_text && (o.set || o.have_seed))
		return cli_usage_error("play", "--board cannot be combined with "
				       "%s", o.dice_path ? "--dice" :
				       o.set ? "--set" : "--seed");
	if (o.dict_path && strcmp(o.dict_path, "-") == 0)
		return cli_usage_error("play", "-d -: standard input is where "
				       "the words are entered");
	if (o.exclude_path && strcmp(o.exclude_path, "-") == 0)
		return cli_usage_error("play", "--exclude -: standard input is "
				       "where the words are entered");
	if (!(board = cli_board()))
		return EXIT_IO;
	if (board_text) {
		if (boggle_board_parse(board, o.lang, board_text,
				       strlen(board_text), err) != BOGGLE_OK) {
			cli_error("%s: %s", cli_quote(board_text,
				  strlen(board_text), q, sizeof q), err);
			status = EXIT_USAGE;
			goto done;
		}
	} else {
		boggle_rng_seed(&rng, o.have_seed ? o.seed : cli_random_seed());
		const boggle_dice_set *set = o.set ? o.set :
					     boggle_dice_find("new");
		const boggle_dice_set *dice = cli_set_in(set, o.lang);

		/* the built-in dice are English: a language of other letters
		 * draws them by its tile counts, on the set's board */
		if (!dice)
			boggle_throw_letters(board, o.lang, boggle_dice_rows(set),
					     boggle_dice_cols(set), &rng);
		else
			boggle_dice_throw(dice, &rng, board);
	}
	if (cli_rules(&o, boggle_board_rows(board), boggle_board_cols(board),
		      &g.rules, err) < 0) {
		boggle_board_format(board, line, sizeof line);
		cli_error("%s: %s", cli_quote(line, strlen(line), q, sizeof q),
			  err);
		status = EXIT_USAGE;
		goto done;
	}
	g.dict = cli_open_dict(o.lang, o.dict_path, o.verbose, &owned, &status);
	if (!g.dict)
		goto done;
	g.excluded = cli_excluded(&o, &status);
	if (status != EXIT_OK)
		goto done;
	seconds = o.seconds;
	g.board = board;
	if (seconds < 0)
		seconds = boggle_board_rows(board) == 6 &&
			  boggle_board_cols(board) == 6 ? 240 : 180;
	rc = boggle_solver_new(&g.solver, g.dict);
	if (rc == BOGGLE_OK)
		rc = boggle_solver_exclude(g.solver, g.excluded);
	if (rc == BOGGLE_OK)
		rc = boggle_solve(g.solver, board, &g.rules);
	if (rc == BOGGLE_OK &&
	    !(g.found = calloc(boggle_solver_count(g.solver) + 1, 1)))
		rc = BOGGLE_NOMEM;
	if (rc != BOGGLE_OK) {
		cli_error("%s", cli_solve_failure(rc));
		status = EXIT_IO;
		goto done;
	}
	g.tty = isatty(STDIN_FILENO) && cli_screen(STDOUT_FILENO) && !g.json;
	/* a terminal that cannot redraw still shows the time, line by line */
	g.prompts = isatty(STDIN_FILENO) && isatty(STDOUT_FILENO) && !g.json;
	g.seconds = seconds;
	boggle_board_format(board, line, sizeof line);
	cli_catch_stops();
	run(&g, (double)seconds);
	cli_release_stops();
	if (!g.json && g.mid_line)
		putchar('\n');  /* the prompt's line, ended */
	if (!g.json && g.out_of_time)
		puts("Time is up.");
	report(&g, line);
	status = cli_finish_output();
	if (status == EXIT_OK)
		status = g.status;
done:
	sb_free(&g.rejected);
	sb_free(&g.said);
	free(g.found);
	boggle_solver_free(g.solver);
	boggle_board_free(board);
	boggle_dict_free(owned);
	return status;
}
