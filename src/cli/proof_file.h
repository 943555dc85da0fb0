/*
 * The file of a proof's progress (-o): a header line that says what is
 * proven, then one JSON line a class, each written whole and flushed.
 */
#ifndef BOGGLE_PROOF_FILE_H
#define BOGGLE_PROOF_FILE_H

#include <stdint.h>
#include <stdio.h>

#include "boards.h"
#include "boggle.h"
#include "strbuf.h"

/* Room for a proof's board (at most 25 cells) as one line, and its NUL. */
#define PROOF_BOARD_MAX (25 * (BOGGLE_CELL_MAX * BOGGLE_LETTER_BYTES + 3) + 1)

typedef struct proof_board {
	char board[PROOF_BOARD_MAX];
	int32_t score;
} proof_board;

/* What a proof is of: shape, list, rules, buckets, cutoff. */
typedef struct proof_header {
	char line[4096];          /* the header line, its newline last */
	int rows, cols;
	const boggle_lang *lang;
	int32_t cutoff;
} proof_header;

/* What a file read back holds: its classes (sorted) and their boards. */
typedef struct proof_resumed {
	uint64_t *ids;
	size_t nids;
	proof_board *boards;
	size_t nboards;
} proof_resumed;

void proof_header_make(proof_header *h, const boggle_prover *prover,
		       const boggle_dict *dict, const boggle_dict *excluded,
		       const boggle_rules *rules, int rows, int cols,
		       int32_t cutoff);
/* One class's record, its newline last. */
void proof_record(strbuf *sb, uint64_t id, int64_t bound, double seconds,
		  const proof_board *boards, size_t n);
/*
 * Open path to append records to: a new file (refused if one is there),
 * or with resume the one there, read back into got after checking that
 * its header is h and its records are sound; a last record cut short is
 * dropped from the file.  An exit status, after a message.
 */
int proof_open(const char *path, int resume, const proof_header *h,
	       const boggle_prover *prover, FILE **out, proof_resumed *got);

#endif
