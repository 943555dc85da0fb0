/* Boards for the commands to parse or throw into. */
#ifndef BOGGLE_BOARDS_H
#define BOGGLE_BOARDS_H

#include "boggle.h"

/*
 * Room for any board's one-line form and its NUL: every cell as long as
 * "[quququ]" and followed by a '/' (a strip of one row ends with one).
 */
#define BOARD_TEXT_MAX \
	(BOGGLE_MAX_CELLS * (BOGGLE_CELL_MAX * BOGGLE_LETTER_BYTES + 3) + 1)

/* A board to parse or throw into; NULL, said, if memory is out. */
boggle_board *cli_board(void);

#endif
