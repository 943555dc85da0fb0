/*
 * A program of its own that links the installed libboggle: it solves one
 * board with the built-in word list and prints the line
 * `boggle solve -f summary` prints for it, BOARD<TAB>WORDS<TAB>POINTS.
 *
 *   cc -o example example.c $(pkg-config --cflags --libs boggle)
 *   ./example TINENINTOCNARETL
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <boggle.h>

int main(int argc, char **argv)
{
	char msg[BOGGLE_ERR_MAX];
	boggle_board *board = NULL;
	boggle_solver *solver = NULL;
	boggle_rules rules;
	boggle_code rc;
	char *line = NULL;
	size_t len;

	if (argc != 2) {
		fprintf(stderr, "usage: example BOARD\n");
		return 2;
	}
	if (boggle_version_number() / 10000 != BOGGLE_VERSION_MAJOR) {
		fprintf(stderr, "example: built for %s, runs with %s\n",
			BOGGLE_VERSION, boggle_version());
		return 1;
	}
	rc = boggle_board_new(&board, NULL, 4, 4);
	if (rc == BOGGLE_OK) {
		rc = boggle_board_parse(board, NULL, argv[1], strlen(argv[1]),
					msg);
		if (rc == BOGGLE_SYNTAX) {
			fprintf(stderr, "example: '%s': %s\n", argv[1], msg);
			boggle_board_free(board);
			return 2;
		}
	}
	if (rc == BOGGLE_OK)
		rc = boggle_solver_new(&solver, boggle_dict_builtin());
	if (rc == BOGGLE_OK) {
		rules = boggle_rules_for_shape(boggle_board_rows(board),
					       boggle_board_cols(board));
		rc = boggle_solve(solver, board, &rules);
	}
	if (rc == BOGGLE_OK) {
		len = boggle_board_format(board, NULL, 0);
		if (!(line = malloc(len + 1)))
			rc = BOGGLE_NOMEM;
	}
	if (rc == BOGGLE_OK) {
		boggle_board_format(board, line, len + 1);
		printf("%s\t%zu\t%ld\n", line, boggle_solver_count(solver),
		       boggle_solver_score(solver));
	} else {
		fprintf(stderr, "example: %s\n", boggle_strerror(rc));
	}
	free(line);
	boggle_solver_free(solver);
	boggle_board_free(board);
	return rc == BOGGLE_OK ? 0 : 1;
}
