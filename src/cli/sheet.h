/* A printable sheet of boards in SVG, each with its answers if asked. */
#ifndef BOGGLE_SHEET_H
#define BOGGLE_SHEET_H

#include <stdio.h>

#include "boggle.h"
#include "strbuf.h"

typedef struct sheet {
	strbuf body;  /* the boards placed so far */
	int boards;   /* how many */
	int row_top;  /* where the row being filled starts */
	int row_tall; /* the tallest board of that row, with its answers */
} sheet;

/*
 * Place board on the sheet, its bonus squares marked (bonus may be NULL)
 * and, if solver is not NULL, the words it found on the board listed
 * under it as an answer key.
 */
void sheet_add(sheet *s, const boggle_board *board, const boggle_bonus *bonus,
	       boggle_solver *solver);
/* Write the sheet as one SVG picture and free it. */
void sheet_write(sheet *s, FILE *f);

#endif
