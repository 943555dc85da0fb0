/*
 * A proof's files as the command keeps them (-o): opened, locked,
 * appended to a record at a time, a task's written whole or not at all;
 * and read into the library, which checks what they hold.
 */
#ifndef BOGGLE_PROOF_FILE_H
#define BOGGLE_PROOF_FILE_H

#include <sys/types.h>

#include "boggle.h"

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

/* What the library said of a proof, a line each after "cmd: ". */
void proof_said(const char *cmd, const boggle_proof *proof);
/* The exit status of a proof's file refused with code. */
int proof_status(boggle_code code);
/*
 * Open path to append proof's records to: a new file (refused if one is
 * there), or with resume the one there, read back into proof (which
 * checks it); a last record cut short is dropped from the file.  An exit
 * status, after a message.
 */
int proof_open(const char *path, int resume, boggle_proof *proof,
	       proof_out *out);
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
 * Read the proof's file at path (a regular file, opened without
 * blocking) into proof, which checks it; what is wrong said after cmd.
 * An exit status.
 */
int proof_read(const char *cmd, const char *path, boggle_proof *proof);

#endif
