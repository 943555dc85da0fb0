/* Boards for the commands to parse or throw into. */
#include "boards.h"
#include "boggle.h"
#include "messages.h"

boggle_board *cli_board(void)
{
	boggle_board *board;

	if (boggle_board_new(&board, NULL, 1, 1) != BOGGLE_OK)
		cli_error("out of memory");
	return board;
}
