/*
 * A program of its own that links the installed libboggle: it solves one
 * board with the built-in word list and prints the line
 * `boggle solve -f summary` prints for it, BOARD<TAB>WORDS<TAB>POINTS.
 *
 *   cc -o example example.c $(pkg-config --cflags --libs boggle)
 *   ./example TINENINTOCNARETL
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <boggle.h>

int main(int argc, char **argv)
{
	char err[BOGGLE_ERR_MAX];
	boggle_board *board;
	boggle_solver *solver;
	boggle_rules rules;
	char *line = NULL;
	size_t len = 0;
	int status = 1;

	if (argc != 2) {
		fprintf(stderr, "usage: example BOARD\n");
		return 2;
	}
	/* a board may be large: keep it off the stack */
	board = malloc(sizeof *board);
	if (!board) {
		perror("example");
		return 1;
	}
	if (boggle_board_parse(board, argv[1], strlen(argv[1]), err) < 0) {
		fprintf(stderr, "example: '%s': %s\n", argv[1], err);
		free(board);
		return 2;
	}
	rules = boggle_rules_for_shape(board->rows, board->cols);
	solver = boggle_solver_new(boggle_dict_builtin());
	if (solver && boggle_solve(solver, board, &rules) == 0) {
		len = boggle_board_format(board, NULL, 0);
		line = malloc(len + 1);
	}
	if (line) {
		boggle_board_format(board, line, len + 1);
		printf("%s\t%zu\t%ld\n", line, boggle_solver_count(solver),
		       boggle_solver_score(solver));
		status = 0;
	} else {
		fprintf(stderr, "example: %s\n", strerror(errno));
	}
	free(line);
	boggle_solver_free(solver);
	free(board);
	return status;
}
