/*
 * boggle prove verify: records of a proof proven again from scratch and
 * compared, board for board, with what they list.
 */
#ifndef BOGGLE_PROOF_VERIFY_H
#define BOGGLE_PROOF_VERIFY_H

#include "boggle.h"
#include "proof_file.h"

/*
 * Prove again sample records of got (every one if sample is 0), drawn
 * by seed, with a prover a thread (threads of them), each record's own
 * share: its class or part less the parts it hands on.  Records that
 * differ are said on stderr, files named from paths.  The records proven
 * into *proven; an exit status: 1 if one differs or could not be proven.
 */
int proof_verify(const char *cmd, const proof_header *h,
		 boggle_prover **provers, int threads, const proof_resumed *got,
		 char *const *paths, uint64_t sample, uint64_t seed,
		 size_t *proven);

#endif
