/*
 * boggle prove verify: classes of a proof proven again from scratch and
 * compared, board for board, with what their records list.
 */
#ifndef BOGGLE_PROOF_VERIFY_H
#define BOGGLE_PROOF_VERIFY_H

#include "boggle.h"
#include "proof_file.h"

/*
 * Prove again sample classes of got (every one if sample is 0), drawn by
 * seed, in a proof run of threads provers: each class whole, held
 * against every board its records list, parts and all.  got is in ledger
 * order (ledger_sort).  Classes that differ are said on stderr, files
 * named from paths.  The classes proven into *proven, those the files
 * hold into *classes; an exit status: 1 if one differs or could not be
 * proven.
 */
int proof_verify(const char *cmd, const proof_header *h,
		 boggle_prover **provers, int threads, const proof_resumed *got,
		 char *const *paths, uint64_t sample, uint64_t seed,
		 size_t *proven, size_t *classes);

#endif
