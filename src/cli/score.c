/*
 * boggle score: score a game from each player's list of words, striking
 * the words two players wrote, as the rules say.
 */
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "boards.h"
#include "boggle.h"
#include "cli.h"
#include "format.h"
#include "judging.h"
#include "messages.h"
#include "options.h"
#include "strbuf.h"
#include "text.h"
#include "word_lists.h"

static const char score_usage[] =
	"Usage: boggle score [OPTION]... BOARD LIST...\n"
	"Score a game: each LIST is a file of one player's words, one a line\n"
	"('-' reads standard input); the player is named after the file,\n"
	"without its folder and extension.\n"
	"\n"
	CLI_JUDGE_HELP
	"      --lang CODE     the language of boards, words and the word list\n"
	"                      (default en, or $BOGGLE_LANG; codes below)\n"
	"  -f, --format NAME   text (default) or json\n"
	"      --penalty       -1 for each word that is not a word or not on\n"
	"                      the board (a house rule)\n"
	"  -h, --help          show this help and exit\n"
	"\n"
	"Each word gets a status: ok; shared (two or more players wrote it:\n"
	"struck for all); duplicate (the player wrote it before); too-short;\n"
	"not-on-board; not-a-word; excluded (left out by --exclude); the\n"
	"status key of -f json. Points follow the rules in force. A word may\n"
	"be written with or without the marks its language reads away: eleve\n"
	"or élève in French.\n";

typedef struct entry {
	char *word;    /* lowercase, as written */
	char *key;     /* as played (élève as eleve), for telling repeats */
	const char *status;
	int score;
	int repeated;  /* the player wrote it before */
	int writers;   /* how many players wrote it */
} entry;

/* The most of a player's list read: far more words than any board holds. */

typedef struct player {
	const boggle_lang *lang; /* how its words lowercase */
	char *name;
	entry *words;
	size_t count, cap;
	long score;
} player;

/* The player's name: the file's base name without its extension. */
static char *player_name(const char *path)
{
	const char *base = strrchr(path, '/'), *dot;
	size_t len;
	char *name;

	if (strcmp(path, "-") == 0)
		return strdup("stdin");
	base = base ? base + 1 : path;
	dot = strrchr(base, '.');
	len = dot && dot != base ? (size_t)(dot - base) : strlen(base);
	name = malloc(len + 1);
	if (name) {
		memcpy(name, base, len);
		name[len] = '\0';
	}
	return name;
}

static int add_word(void *arg, const char *word, size_t len)
{
	player *p = arg;
	char *copy, key[BOGGLE_WORD_TEXT_MAX], err[BOGGLE_ERR_MAX];

	if (p->count == p->cap) {
		size_t ncap = p->cap ? p->cap * 2 : 64;
		entry *e = realloc(p->words, ncap * sizeof *e);

		if (!e)
			return -1;
		p->words = e;
		p->cap = ncap;
	}
	/* lowercase, where UTF-8 may grow by a byte a character (ı) */
	copy = malloc(2 * len + 1);
	if (!copy)
		return -1;
	boggle_lang_lower(p->lang, word, len, copy, 2 * len + 1);
	p->words[p->count].word = copy;
	p->words[p->count].key = copy;
	if (boggle_lang_fold(p->lang, copy, strlen(copy), key, sizeof key,
			     NULL, err) == BOGGLE_OK &&
	    (p->words[p->count].key = malloc(strlen(key) + 1)) != NULL) {
		memcpy(p->words[p->count].key, key, strlen(key) + 1);
	} else if (!p->words[p->count].key) {
		p->words[p->count].key = copy;
	}
	p->count++;
	return 0;
}

/* Whether a player before limit, other than self, is called name. */
static int name_taken(const player *players, int n, int self, int limit,
		      const char *name)
{
	int j;

	for (j = 0; j < n; j++)
		if (j != self && j < limit && strcmp(players[j].name, name) == 0)
			return 1;
	return 0;
}

/*
 * Players named alike (a/alice.txt and b/alice.txt) become alice and
 * alice-2: the first number from 2 that no other player's name takes.
 */
static int distinct_names(player *players, int n)
{
	int i, k;

	for (i = 1; i < n; i++) {
		size_t size = strlen(players[i].name) + 24;
		char *name;

		if (!name_taken(players, n, i, i, players[i].name))
			continue;
		if (!(name = malloc(size)))
			return -1;
		k = 2;
		do
			snprintf(name, size, "%s-%d", players[i].name, k++);
		while (name_taken(players, n, i, n, name));
		free(players[i].name);
		players[i].name = name;
	}
	return 0;
}

/* Read one player's words; an exit status after a message. */
static int read_list(player *p, const char *path)
{
	return cli_read_words(path, "a player's list", add_word, p);
}

typedef struct written {
	const char *word;
	int player;
	size_t at;     /* in the player's list */
} written;

static int written_cmp(const void *a, const void *b)
{
	const written *x = a, *y = b;
	int c = strcmp(x->word, y->word);

	if (c)
		return c;
	if (x->player != y->player)
		return x->player < y->player ? -1 : 1;
	return (x->at > y->at) - (x->at < y->at);
}

/*
 * Mark each word repeated or not, and count its writers: every word of
 * every list sorted once, so that equal words sit together, players and
 * places in order.  -1 if out of memory.
 */
static int mark_repeats(player *players, int n)
{
	written *all;
	size_t total = 0, k, m, start;
	int i;

	for (i = 0; i < n; i++)
		total += players[i].count;
	all = malloc((total ? total : 1) * sizeof *all);
	if (!all)
		return -1;
	for (i = 0, m = 0; i < n; i++)
		for (k = 0; k < players[i].count; k++)
			all[m++] = (written){players[i].words[k].key, i, k};
	qsort(all, total, sizeof *all, written_cmp);
	for (start = 0; start < total; start = m) {
		int writers = 0;

		for (m = start; m < total && strcmp(all[m].word,
						    all[start].word) == 0; m++) {
			entry *e = &players[all[m].player].words[all[m].at];

			e->repeated = m > start &&
				      all[m - 1].player == all[m].player;
			writers += !e->repeated;
		}
		for (k = start; k < m; k++)
			players[all[k].player].words[all[k].at].writers =
				writers;
	}
	free(all);
	return 0;
}

static void judge(player *players, int n, const boggle_board *board,
		  const boggle_dict *excluded,
		  const boggle_rules *rules, boggle_solver *solver,
		  int penalty)
{
	int i;
	size_t k;

	for (i = 0; i < n; i++) {
		player *p = &players[i];

		p->score = 0;
		for (k = 0; k < p->count; k++) {
			entry *e = &p->words[k];
			long at;

			e->score = 0;
			if (e->repeated) {
				e->status = "duplicate";
			} else if (e->writers > 1) {
				e->status = "shared";
			} else {
				e->status = cli_judge(solver, board, rules,
						      excluded, e->word, NULL,
						      &at, NULL, NULL);
				if (strcmp(e->status, "ok") == 0)
					e->score = boggle_solver_words(solver)
							   [at].score;
				/* a word left out is a house rule, no mistake */
				else if (strcmp(e->status, "excluded") != 0 &&
					 strcmp(e->status, "too-short") != 0)
					e->score = -penalty;
			}
			p->score += e->score;
		}
	}
}

/* The one player with the top score, or NULL on a tie. */
static const player *winner(const player *players, int n)
{
	const player *best = NULL;
	int i, tie = 0;

	for (i = 0; i < n; i++) {
		if (!best || players[i].score > best->score) {
			best = &players[i];
			tie = 0;
		} else if (players[i].score == best->score) {
			tie = 1;
		}
	}
	return tie ? NULL : best;
}

static void print_json(strbuf *sb, const char *board, const player *players,
		       int n)
{
	const player *w = winner(players, n);
	int i;
	size_t k;

	sb_puts(sb, "{\"board\": ");
	json_string(sb, board);
	sb_puts(sb, ", \"players\": [");
	for (i = 0; i < n; i++) {
		sb_puts(sb, i ? ", {\"name\": " : "{\"name\": ");
		json_string(sb, players[i].name);
		sb_puts(sb, ", \"score\": ");
		sb_long(sb, players[i].score);
		sb_puts(sb, ", \"words\": [");
		for (k = 0; k < players[i].count; k++) {
			const entry *e = &players[i].words[k];

			sb_puts(sb, k ? ", {\"word\": " : "{\"word\": ");
			json_string(sb, e->word);
			sb_puts(sb, ", \"status\": \"");
			sb_puts(sb, e->status);
			sb_puts(sb, "\", \"score\": ");
			sb_long(sb, e->score);
			sb_putc(sb, '}');
		}
		sb_puts(sb, "]}");
	}
	sb_puts(sb, "], \"winner\": ");
	if (w)
		json_string(sb, w->name);
	else
		sb_puts(sb, "null");
	sb_puts(sb, "}\n");
}

static void print_text(strbuf *sb, const boggle_board *board,
		       const player *players, int n)
{
	const player *w = winner(players, n);
	int i, width = 4;
	size_t k;
	char num[32];

	format_grid(sb, board);
	for (i = 0; i < n; i++)
		for (k = 0; k < players[i].count; k++)
			if (text_width(players[i].words[k].word,
				       strlen(players[i].words[k].word)) > width)
				width = text_width(players[i].words[k].word,
						   strlen(players[i].words[k].word));
	for (i = 0; i < n; i++) {
		sb_putc(sb, '\n');
		sb_text(sb, players[i].name);
		snprintf(num, sizeof num, ": %ld point%s\n", players[i].score,
			 plural(players[i].score));
		sb_puts(sb, num);
		for (k = 0; k < players[i].count; k++) {
			const entry *e = &players[i].words[k];
			int pad;

			sb_puts(sb, "  ");
			sb_text(sb, e->word);
			for (pad = text_width(e->word, strlen(e->word));
			     pad < width + 2; pad++)
				sb_putc(sb, ' ');
			snprintf(num, sizeof num, "%3d  ", e->score);
			sb_puts(sb, num);
			sb_puts(sb, e->status);
			sb_putc(sb, '\n');
		}
	}
	sb_puts(sb, "\nwinner: ");
	sb_text(sb, w ? w->name : "none, a tie");
	sb_putc(sb, '\n');
}

int cmd_score(int argc, char **argv)
{
	static const struct option own[] = {
		{"penalty", no_argument, NULL, 'P'},
		{NULL, 0, NULL, 0},
	};
	const boggle_dict *dict, *excluded;
	boggle_dict *owned = NULL;
	boggle_solver *solver = NULL;
	boggle_board *board = NULL;
	boggle_rules rules;
	boggle_code rc;
	player *players = NULL;
	cli_options o;
	strbuf sb = {0};
	char err[BOGGLE_ERR_MAX], q[64], line[BOARD_TEXT_MAX];
	int opt, json, penalty = 0, n, i, stdin_used = 0;
	int status = EXIT_OK;

	cli_options_init(&o, "score", OPT_JUDGE | OPT_FORMAT, "text, json",
			 own, "");
	while ((opt = cli_getopt(&o, argc, argv)) > 0) {
		if (opt == 'h') {
			fputs(score_usage, stdout);
			cli_lang_help();
			return cli_finish_output();
		}
		penalty = 1;
	}
	if (opt == 0)
		return EXIT_USAGE;
	json = o.format && strcmp(o.format, "json") == 0;
	stdin_used = (o.dict_path && strcmp(o.dict_path, "-") == 0) +
		     (o.exclude_path && strcmp(o.exclude_path, "-") == 0);
	if (argc - optind < 2)
		return cli_usage_error("score", "give a BOARD and at least one "
				       "LIST");
	for (i = optind + 1; i < argc; i++) {
		if (strcmp(argv[i], "-") == 0 && stdin_used++)
			return cli_usage_error("score", "'-' given twice");
	}
	if (!(board = cli_board()))
		return EXIT_IO;
	if (boggle_board_parse(board, o.lang, argv[optind],
			       strlen(argv[optind]), err) != BOGGLE_OK ||
	    cli_rules(&o, boggle_board_rows(board), boggle_board_cols(board),
		      &rules, err) < 0) {
		cli_error("%s: %s", cli_quote(argv[optind], strlen(argv[optind]),
					      q, sizeof q), err);
		boggle_board_free(board);
		return EXIT_USAGE;
	}
	dict = cli_open_dict(o.lang, o.dict_path, o.verbose, &owned, &status);
	if (!dict) {
		boggle_board_free(board);
		return status;
	}
	excluded = cli_excluded(&o, &status);
	if (status != EXIT_OK)
		goto done;
	n = argc - optind - 1;
	players = calloc((size_t)n, sizeof *players);
	if (!players) {
		cli_error("out of memory");
		status = EXIT_IO;
		goto done;
	}
	for (i = 0; i < n; i++) {
		players[i].lang = o.lang;
		players[i].name = player_name(argv[optind + 1 + i]);
		if (!players[i].name) {
			cli_error("out of memory");
			status = EXIT_IO;
			goto done;
		}
		status = read_list(&players[i], argv[optind + 1 + i]);
		if (status != EXIT_OK)
			goto done;
	}
	if (distinct_names(players, n) < 0 || mark_repeats(players, n) < 0) {
		cli_error("out of memory");
		status = EXIT_IO;
		goto done;
	}
	rc = boggle_solver_new(&solver, dict);
	if (rc == BOGGLE_OK)
		rc = boggle_solver_exclude(solver, excluded);
	if (rc == BOGGLE_OK)
		rc = boggle_solve(solver, board, &rules);
	if (rc != BOGGLE_OK) {
		cli_error("%s", cli_solve_failure(rc));
		status = EXIT_IO;
		goto done;
	}
	judge(players, n, board, excluded, &rules, solver, penalty);
	boggle_board_format(board, line, sizeof line);
	if (json)
		print_json(&sb, line, players, n);
	else
		print_text(&sb, board, players, n);
	if (sb.oom) {
		cli_error("out of memory");
		status = EXIT_IO;
		goto done;
	}
	sb_write(&sb, stdout);
	status = cli_finish_output();
done:
	for (i = 0; players && i < n; i++) {
		size_t k;

		for (k = 0; k < players[i].count; k++) {
			if (players[i].words[k].key != players[i].words[k].word)
				free(players[i].words[k].key);
			free(players[i].words[k].word);
		}
		free(players[i].words);
		free(players[i].name);
	}
	free(players);
	boggle_solver_free(solver);
	boggle_board_free(board);
	sb_free(&sb);
	boggle_dict_free(owned);
	return status;
}
