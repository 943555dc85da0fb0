/*
 * What a proof's file says it is of, as the options that made it: so
 * that its files are read with no options but their names.
 */
#ifndef BOGGLE_PROOF_SPEC_H
#define BOGGLE_PROOF_SPEC_H

#include "options.h"

/* What the options take from a header, kept while they are used. */
typedef struct proof_spec {
	char line[8192];          /* the header, as the first file has it */
	char list_path[4096], exclude_path[4096], tiles[1024];
	boggle_rules rules;       /* the header's, when no option gave any */
	boggle_bonus *bonus;      /* that the rules point to */
	int have_rules;
	boggle_dict *dict;        /* the proof's list, found by its checksum */
	long long cutoff;
} proof_spec;

/*
 * Fill what o leaves unsaid (shape, language, list, rules, words left
 * out), *tiles if NULL and the cutoff (into s) from the header of the
 * file at path; what o says stays, to be checked against the files.
 * Without -d the list is found by its checksum, and read into s->dict
 * (NULL: the built-in one, or none found).
 * When options described the proof (described), one the header's proof
 * is restricted by (tiles, words left out, rules) must be among them.
 * An exit status, after a message.
 */
int proof_spec_read(const char *cmd, const char *path, cli_options *o,
		    const char **tiles, int described, proof_spec *s);
void proof_spec_free(proof_spec *s);
/* The cutoff of the proof's file at path, if it has a header: 0 or -1. */
int proof_spec_cutoff(const char *path, long long *cutoff);

#endif
