/* The rotations and reflections of a board, and its canonical orientation. */
#include "prove.h"

int shape_symmetries(int rows, int cols,
		     uint8_t map[SYMMETRY_MAX][BOGGLE_MAX_CELLS])
{
	/* each image as where cell (r, c) takes its letters from */
	int g, n = 0, r, c;

	for (g = 0; g < SYMMETRY_MAX; g++) {
		int transpose = g >= 4, flip_r = g & 1, flip_c = g >> 1 & 1;

		/* a transposed image must keep the shape: squares only */
		if (transpose && rows != cols)
			break;
		for (r = 0; r < rows; r++) {
			for (c = 0; c < cols; c++) {
				int sr = transpose ? c : r, sc = transpose ? r : c;

				if (flip_r)
					sr = rows - 1 - sr;
				if (flip_c)
					sc = cols - 1 - sc;
				map[n][r * cols + c] = (uint8_t)(sr * cols + sc);
			}
		}
		/* a strip's flips may repeat another image: keep each once */
		for (r = 0; r < n; r++)
			if (!memcmp(map[r], map[n], (size_t)rows * (size_t)cols))
				break;
		if (r == n)
			n++;
	}
	return n;
}

void boggle_board_orient(boggle_board *board)
{
	uint8_t map[SYMMETRY_MAX][BOGGLE_MAX_CELLS];

	if (!board || board->rows * board->cols > BOGGLE_MAX_CELLS)
		return;
	board_orient(board, map, shape_symmetries(board->rows, board->cols, map));
}

void board_orient(boggle_board *board,
		  const uint8_t map[SYMMETRY_MAX][BOGGLE_MAX_CELLS], int n)
{
	int ncells = board->rows * board->cols, best = 0, g, i;

	for (g = 1; g < n; g++) {
		for (i = 0; i < ncells; i++) {
			int d = cell_cmp(&board->cells[map[g][i]],
					 &board->cells[map[best][i]]);

			if (d)
				break;
		}
		if (i < ncells && cell_cmp(&board->cells[map[g][i]],
					   &board->cells[map[best][i]]) < 0)
			best = g;
	}
	if (best) {
		boggle_board was = *board;

		for (i = 0; i < ncells; i++)
			board->cells[i] = was.cells[map[best][i]];
	}
}
