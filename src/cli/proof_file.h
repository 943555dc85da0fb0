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

#define PROOF_BOARD_MAX BOGGLE_PROOF_BOARD_MAX
#define PROOF_PART_MAX BOGGLE_CLASS_TEXT_MAX

/* A board of a proof's records: the one a proof run reports. */
typedef boggle_proof_board proof_board;

/* Boards as a record lists them, for qsort: highest first, then by name. */
int proof_board_order(const void *a, const void *b);

/*
 * What a proof is of: shape, list, rules, buckets, cutoff; and what
 * checks the boards its files list.
 */
typedef struct proof_header {
	/* the header's fields as this version writes them, its newline last;
	   proof_header_task adds where, the task and the checksum */
	char line[4096];
	char old[4096];           /* as files of version 1 wrote it */
	char v2[4096];            /* and of version 2 */
	int any_v1;               /* files of version 1 read whatever they
				     hold (--accept-v1) */
	/* where its lists were, the tiles it was given: said, not compared */
	char where[4096];
	int rows, cols;
	const boggle_lang *lang;
	int32_t cutoff;
	boggle_rules rules;
	boggle_solver *solver;    /* scores boards again */
} proof_header;

/* A record's key: a class, or a part of one split off by a task. */
typedef struct proof_key {
	uint64_t id;
	char *part;               /* the part's class text; NULL: all of it */
	int file;                 /* which of the files read named it */
	/* a record's: its line, and where its boards and the parts it hands
	   on went in got's lists as they were read (before ledger_sort) */
	size_t line, first_board, nboards, first_split, nsplit;
} proof_key;

/* What files read back hold. */
typedef struct proof_resumed {
	uint64_t *ids;            /* --resume: the classes done, sorted */
	size_t nids;
	proof_key *done;          /* the records */
	size_t ndone, done_cap;
	proof_key *split;         /* the parts records hand on, to be proven */
	size_t nsplit, split_cap;
	proof_board *boards;
	size_t nboards, boards_cap;
} proof_resumed;

void proof_resumed_free(proof_resumed *got);

/* The task a file is of: count 0 for a one-machine proof's file. */
typedef struct proof_file_task {
	uint64_t index, count;
	int parts;                /* a wave over parts, not over classes */
	int version;              /* of the file's form: 1 to 3 */
} proof_file_task;

/*
 * A file records are appended to, locked against a second writer: a
 * one-machine proof's, or a task's, written whole or not at all under a
 * temporary name till done (tmp).  After a write fails, nothing more is
 * written and the file is cut back to its last whole record.
 */
typedef struct proof_out {
	int fd, live;
	const char *path;
	char *tmp;
	size_t records;
	off_t good;               /* the bytes up to the last whole record */
	int failed;               /* the errno of a write that failed, or 0 */
} proof_out;

/*
 * The header of a proof, with the paths of its lists (NULL: the built-in
 * one, or none) and its --tiles (NULL: none) said in it.  -1 out of
 * memory; proof_header_free frees what it holds.
 */
int proof_header_make(proof_header *h, const boggle_prover *prover,
		      const boggle_dict *dict, const boggle_dict *excluded,
		      const boggle_rules *rules, int rows, int cols,
		      int32_t cutoff, const char *list_path,
		      const char *exclude_path, const char *tiles);
void proof_header_free(proof_header *h);
/* h's line as the header of task t's file (t NULL: a one-machine file's). */
void proof_header_task(const proof_header *h, const proof_file_task *t,
		       char *line, size_t size);
/*
 * One record, its newline last: a class's, or with part not NULL a
 * part's; the parts it hands on (split) last.
 */
void proof_record(strbuf *sb, uint64_t id, const char *part, int64_t bound,
		  double seconds, const proof_board *boards, size_t n,
		  char *const *split, size_t nsplit);
/*
 * Open path to append records to: a new file (refused if one is there),
 * or with resume the one there, read back into got after checking that
 * its header is h and its records are sound; a last record cut short is
 * dropped from the file.  An exit status, after a message.
 */
int proof_open(const char *path, int resume, const proof_header *h,
	       const boggle_prover *prover, proof_out *out, proof_resumed *got);
/* Append len bytes, whole records: 0, or the errno of the failure. */
int proof_append(proof_out *o, const char *text, size_t len);
/*
 * A task's file: records go to a temporary file beside path, which
 * proof_out_close renames to path after an end line when ok, or removes.
 * A signal that ends the process removes it too, and temporary files of
 * path that no process holds, as a kill leaves them, go when the next
 * opens.  proof_out_close closes a one-machine file too.  Exit statuses.
 */
int proof_out_open(proof_out *o, const char *path, const char *header);
int proof_out_close(proof_out *o, int ok);
/*
 * Read a proof's file, a one-machine run's or a task's, into got after
 * checking that it is of the proof h: each key names file.  A foreign,
 * torn or malformed file is said and EXIT_USAGE returned.
 */
int proof_read(const char *cmd, const char *path, int file,
	       const proof_header *h, const boggle_prover *prover,
	       proof_resumed *got, proof_file_task *task);
/*
 * Whether a line (no newline) ends in the checksum of its text before
 * it: 1, 0 if it has none, -1 if it does not match.
 */
int proof_line_sealed(const char *line, size_t len);
/*
 * Field key of a header line as text (a string's value without its
 * quotes): 0, or -1 if the line has no such field.
 */
int proof_header_field(const char *line, const char *key, char *buf,
		       size_t size);

#endif
