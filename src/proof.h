/*
 * A proof's files, shared by their parts: the lines written and their
 * checksums (proof_format.c), a file read back and each record checked
 * (proof_read.c), the ledger of what the files hold (proof_ledger.c),
 * and classes proven again (proof_verify.c).  Internal to the library.
 */
#ifndef BOGGLE_PROOF_H
#define BOGGLE_PROOF_H

#include <stddef.h>
#include <stdint.h>

#include "boggle.h"

/* The newest form of a proof's file this library writes and reads. */
#define PROOF_VERSION 4
/* What follows a sealed line's fields: its checksum, then its end. */
#define SUM_TAIL_LEN (sizeof ", \"sum\": \"0123456789abcdef\"}" - 1)
/* The longest line read: a record of a few million boards. */
#define PROOF_LINE_MAX ((size_t)256 << 20)

/* A record's key: a class, or a part of one split off by a task. */
typedef struct proof_key {
	uint64_t id;
	char *part;               /* the part's class text; NULL: all of it */
	int file;                 /* which of the files read named it */
	/* its line, and where its boards and the parts it hands on went in
	   the lists as they were read (before the ledger's sort) */
	size_t line, first_board, nboards, first_split, nsplit;
} proof_key;

/* A board a record lists: its text in the proof's arena, its score. */
typedef struct proof_board_ref {
	size_t text;              /* offset in boards_text */
	int32_t score;
} proof_board_ref;

/* A board as text and score, pointing into the arena once it is read. */
typedef struct proof_listed {
	const char *text;
	int32_t score;
} proof_listed;

/* One drawn class to prove again, and what came of it. */
typedef struct proof_check {
	size_t first, n;          /* its records: done[first ..] */
	int proven;               /* a result came in */
	boggle_proof_diff diff;
} proof_check;

/* The file being read. */
typedef struct proof_reader {
	char *name;
	int flags;
	int failed;               /* refused or ended: nothing more is read */
	int version;              /* of its header, once read; else 0 */
	boggle_proof_task task;
	char *line;               /* the line being put together */
	size_t len, cap;
	size_t line_no;           /* of the last line read whole */
	size_t records;
	int ended;                /* a task's end line was read */
	uint64_t bytes;           /* fed so far */
	uint64_t whole;           /* of them, in whole lines */
} proof_reader;

struct boggle_proof {
	const boggle_prover *prover;
	const boggle_dict *dict;
	boggle_rules rules;
	int rows, cols;
	const boggle_lang *lang;
	int32_t cutoff;
	/* the header as each version writes it, less its "}\n" */
	char *forms[PROOF_VERSION + 1];
	char *where;              /* tiles and list paths, said not compared */
	char carried[128];        /* the "carried" field, or "" */
	int any_v1;
	boggle_solver *solver;    /* scores boards again */

	char *message;            /* findings, a line each */
	size_t msg_len, msg_cap;

	proof_reader rd;
	char **names;             /* of the files read */
	int nfiles;
	proof_key *done;          /* the records, two copies of each at most */
	size_t ndone, done_cap;
	size_t nread;             /* the records read, every copy */
	proof_key *split;         /* the parts records hand on */
	size_t nsplit, split_cap;
	proof_board_ref *boards;  /* as the records list them */
	size_t nboards, boards_cap;
	char *boards_text;
	size_t text_len, text_cap;
	int sorted;               /* done and split in ledger order */
	/* the boards each once, highest first: made when asked for */
	proof_listed *order;
	size_t norder;
	size_t *pending;          /* indexes into split, made when asked */
	size_t npending;
	int have_pending;
	/* the tasks' files seen, to name those missing */
	uint64_t task_count;
	unsigned char *task_seen;
	int tasks_mixed;
	int versions[PROOF_VERSION + 1]; /* the files read, by version */
	/* each record's key and how often it came, found as records arrive:
	   past a second copy a record is counted, not kept */
	struct proof_seen *seen;
	size_t nseen, seen_cap;

	proof_check *checks;      /* the classes drawn, in id order */
	size_t nchecks, nclasses;
	uint64_t seed;
};

/* A record's key seen, and how many times (open addressing, by id). */
typedef struct proof_seen {
	uint64_t id;
	char *part;               /* NULL: the class whole */
	uint64_t n;               /* 0: the slot is free */
} proof_seen;

/* proof_format.c */
/* FNV-1a of len bytes of text, from h (FNV_START to begin). */
#define FNV_START 0xcbf29ce484222325u
uint64_t proof_fnv(uint64_t h, const char *text, size_t len);
/* Whether a line (no newline) ends in the checksum of its text before
   it: 1, 0 if it has none, -1 if it does not match. */
int proof_line_sealed(const char *line, size_t len);
/* Say a finding: a line added to the message (printf's way). */
void proof_say(boggle_proof *p, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));
/* The message emptied, for a call that says anew. */
void proof_hush(boggle_proof *p);
/* Boards in a record's order: highest first, then by text. */
int proof_board_cmp(int32_t sa, const char *a, int32_t sb, const char *b);

/* proof_ledger.c */
/* The keys in order: by class, then part. */
int proof_key_order(const void *a, const void *b);
void proof_ledger_sort(boggle_proof *p);
/* A record's key counted as it arrives: the times it has come, this one
   with them; 0 out of memory. */
uint64_t proof_seen_add(boggle_proof *p, uint64_t id, const char *part);
/* The times a key came, 0 if never. */
uint64_t proof_seen_times(const boggle_proof *p, uint64_t id,
			  const char *part);
void proof_seen_free(boggle_proof *p);
/* A board into the arena, as listed: -1 out of memory. */
int proof_add_board(boggle_proof *p, const char *text, int32_t score);
/* A board of the arena as text. */
static inline const char *proof_board_text(const boggle_proof *p,
					   const proof_board_ref *b)
{
	return p->boards_text + b->text;
}

/* proof_verify.c: the boards a class's records list, held against those
   found as they come */
typedef struct holder {
	proof_listed *listed;     /* highest first, then by text, each once */
	size_t n;
	unsigned char *seen;      /* a flag each: found again */
	boggle_proof_diff *diff;
} holder;
/* check c's listed boards into h, ready: -1 out of memory */
int holder_of(const boggle_proof *p, const proof_check *c, holder *h);
/* listed sorted, each once, its flags made: -1 out of memory */
int holder_ready(holder *h);
/* a board found: 0 if listed, 1 (the first left out kept) if not */
int holder_board(holder *h, const char *text, int32_t score);
/* the class proven: found, and the highest listed not found */
void holder_end(holder *h);
/* the drawn class of id, or NULL */
proof_check *check_of(const boggle_proof *p, uint64_t id);

/* proof_read.c: a task's file seen, for those missing (-1: no memory) */
int proof_task_seen(boggle_proof *p, const boggle_proof_task *task);

#endif
