/*
 * A proof's options from its file's header.  The header says the shape,
 * language, rules and cutoff outright, and where the lists were; options
 * given win, and any that disagree with the files are then named as the
 * files are read against them.
 */
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "messages.h"
#include "proof_spec.h"

/* Field key of header line as text: 0, or -1 if it has none. */
static int proof_header_field(const char *line, const char *key, char *buf,
			      size_t size)
{
	return boggle_proof_header_field(line, strlen(line), key, buf, size) ==
	       BOGGLE_OK ? 0 : -1;
}

/*
 * The first line of the file at path, NUL-ended; an exit status, after a
 * message unless cmd is NULL.
 */
static int first_line(const char *cmd, const char *path, char *line,
		      size_t size)
{
	struct stat st;
	int fd = open(path, O_RDONLY | O_NONBLOCK), ok;
	ssize_t n = 0;

	if (fd < 0) {
		if (cmd)
			cli_error("%s: %s: %s", cmd, path, strerror(errno));
		return EXIT_IO;
	}
	ok = fstat(fd, &st) == 0 && S_ISREG(st.st_mode) &&
	     (n = read(fd, line, size - 1)) > 0;
	close(fd);
	line[ok ? n : 0] = '\0';
	line[strcspn(line, "\n")] = '\0';
	if (!ok || strncmp(line, "{\"boggle_prove\":", 16) != 0) {
		if (cmd)
			cli_error("%s: %s: %s", cmd, path, n >= 2 &&
				  (unsigned char)line[0] == 0x1f &&
				  (unsigned char)line[1] == 0x8b ?
				  "compressed with gzip: unpack it first "
				  "(gzip -dk)" : "not a proof's file");
		return EXIT_USAGE;
	}
	return EXIT_OK;
}

/*
 * What the header restricts that options describing a proof left out: 0,
 * or -1 after naming it.  Left out, they would ask for a proof of the
 * whole shape, list and the shape's own rules, which this is not.
 */
static int left_out(const char *cmd, const char *path, const char *line,
		    const cli_options *o, const char *tiles, int rows, int cols)
{
	char text[1024], as_proven[BOGGLE_RULES_TEXT_MAX] = "";
	const char *what = NULL, *give = NULL;
	boggle_bonus *bonus = NULL;
	boggle_rules proven;

	if (!tiles && proof_header_field(line, "tiles", text, sizeof text) == 0)
		what = "only some tiles", give = "--tiles";
	else if (!o->exclude_path &&
		 proof_header_field(line, "exclude", text, sizeof text) == 0 &&
		 strcmp(text, "none") != 0)
		what = "words of a list left out", give = "--exclude";
	/* the header's rules as options, none if they are the shape's own */
	else if (!o->have_named && !o->have_scoring && !o->have_bonus &&
		 !o->min &&
		 (boggle_proof_header_rules(line, strlen(line), &proven,
					    &bonus) != BOGGLE_OK ||
		  boggle_rules_text(&proven, rows, cols, BOGGLE_RULES_OPTIONS,
				    as_proven, sizeof as_proven) != BOGGLE_OK ||
		  as_proven[0]))
		what = "rules other than the shape's own",
		give = as_proven[0] ? as_proven : "--scoring, -m and --bonus";
	boggle_bonus_free(bonus);
	if (!what)
		return 0;
	cli_error("%s: %s: a proof with %s: the options given ask for another; "
		  "give %s as it was proven, or no options", cmd, path, what,
		  give);
	return -1;
}

/* Whether path is a regular file: what a header names is read if so. */
static int regular(const char *path)
{
	struct stat st;

	return stat(path, &st) == 0 && S_ISREG(st.st_mode) &&
	       access(path, R_OK) == 0;
}

/*
 * The list at path (NULL: lang's own), read quietly into *d if it is a
 * regular file and its checksum is want's (a header of version v).
 */
static int list_is(const boggle_lang *lang, const char *path,
		   const char *want, int v, boggle_dict **d)
{
	char sum[72], cache[4096];
	const boggle_dict *builtin = boggle_dict_builtin();

	*d = NULL;
	if (!path && boggle_dict_lang(builtin) == lang) {
		boggle_proof_list_sum(builtin, v, sum, sizeof sum);
		return strcmp(sum, want) == 0;
	}
	if (!path)
		path = boggle_lang_list(lang);
	if (!path || !regular(path))
		return 0;
	if (boggle_dict_cache_dir(cache, sizeof cache) >= sizeof cache)
		cache[0] = '\0';
	if (boggle_dict_open(d, lang, path, cache, NULL) != BOGGLE_OK)
		return 0;
	boggle_proof_list_sum(*d, v, sum, sizeof sum);
	if (strcmp(sum, want) == 0)
		return 1;
	boggle_dict_free(*d);
	*d = NULL;
	return 0;
}

/*
 * What a header names, hint, as a path: beside the proof's file at path
 * when relative, as the file's reader finds it wherever it stands.
 */
static void beside(const char *path, const char *hint, char *out, size_t size)
{
	const char *slash = strrchr(path, '/');
	size_t n = slash ? (size_t)(slash - path) + 1 : 0;

	out[0] = '\0';
	if (hint[0] == '/' || !slash) {
		snprintf(out, size, "%s", hint);
	} else if (n + strlen(hint) + 1 <= size) {
		memcpy(out, path, n);
		memcpy(out + n, hint, strlen(hint) + 1);
	}
}

/*
 * The words the proof left out, found where its header says they were
 * (beside the proof's file, if relative) and held to the checksum it
 * gives them: an exit status, after a message.
 */
static int exclude_find(const char *cmd, const char *path, cli_options *o,
			proof_spec *s, int version)
{
	char want[72], hint[4096];
	boggle_dict *d = NULL;
	int same;

	if (proof_header_field(s->line, version >= 4 ? "exclude_sha256" :
			       "exclude", want, sizeof want) < 0 ||
	    proof_header_field(s->line, "exclude_path", hint, sizeof hint) < 0) {
		cli_error("%s: %s: the proof left out the words of a list: give "
			  "--exclude with it", cmd, path);
		return EXIT_USAGE;
	}
	beside(path, hint, s->exclude_path, sizeof s->exclude_path);
	if (!regular(s->exclude_path)) {
		cli_error("%s: %s: the proof left out the words of a list, %s, "
			  "which is not there: give --exclude with it", cmd, path,
			  s->exclude_path);
		return EXIT_USAGE;
	}
	same = list_is(o->lang, s->exclude_path, want, version, &d);
	boggle_dict_free(d);
	if (!same) {
		cli_error("%s: %s: the proof left out the words of a list, but %s "
			  "is another list: give --exclude with it", cmd, path,
			  s->exclude_path);
		return EXIT_USAGE;
	}
	o->exclude_path = s->exclude_path;
	return EXIT_OK;
}

/*
 * The proof's list, found by what its header says it is: the language's
 * own list when its checksum is the header's, else the file the header
 * names (beside the proof's file, if the name is relative), which is
 * read only if it is a regular file.  Failing both, the language's own
 * list is read, and the files are refused as of another list.  An exit
 * status, after a message.
 */
static int list_find(const char *cmd, const char *path, cli_options *o,
		     proof_spec *s)
{
	char want[72], v[8], hint[4096];
	int version;

	if (proof_header_field(s->line, "boggle_prove", v, sizeof v) < 0)
		return EXIT_OK;
	version = (int)strtol(v, NULL, 10);
	if (proof_header_field(s->line, version >= 4 ? "list_sha256" : "list",
			       want, sizeof want) < 0)
		return EXIT_OK;
	if (list_is(o->lang, NULL, want, version, &s->dict))
		return EXIT_OK;
	if (proof_header_field(s->line, "list_path", hint, sizeof hint) < 0)
		return EXIT_OK;
	beside(path, hint, s->list_path, sizeof s->list_path);
	if (access(s->list_path, F_OK) < 0) {
		/* asked for by name, not as a missing file's error */
		cli_error("%s: %s: the proof's word list, %s, is not there: give "
			  "-d with it", cmd, path, s->list_path);
		return EXIT_USAGE;
	}
	if (!regular(s->list_path)) {
		cli_error("%s: %s: the proof's word list, %s, is not a regular "
			  "file: give -d with it", cmd, path, s->list_path);
		return EXIT_USAGE;
	}
	list_is(o->lang, s->list_path, want, version, &s->dict);
	o->dict_path = s->list_path;
	return EXIT_OK;
}

int proof_spec_read(const char *cmd, const char *path, cli_options *o,
		    const char **tiles, int described, proof_spec *s)
{
	char *line = s->line, text[64];
	int status, rows, cols;

	memset(s, 0, sizeof *s);
	if ((status = first_line(cmd, path, line, sizeof s->line)) != EXIT_OK)
		return status;
	if (boggle_proof_header_field(line, strlen(line), "shape", text,
				      sizeof text) == BOGGLE_DAMAGED) {
		cli_error("%s: %s: line 1: damaged: its checksum does not match",
			  cmd, path);
		return EXIT_USAGE;
	}
	if (proof_header_field(line, "shape", text, sizeof text) < 0 ||
	    sscanf(text, "%dx%d", &rows, &cols) != 2 || rows < 1 || cols < 1 ||
	    rows * cols > 25 ||
	    proof_header_field(line, "min_score", text, sizeof text) < 0 ||
	    (s->cutoff = strtoll(text, NULL, 10)) < 1 || s->cutoff > INT32_MAX ||
	    proof_header_field(line, "lang", text, sizeof text) < 0)
		goto bad;
	if (described && left_out(cmd, path, line, o, *tiles,
				  o->rows ? o->rows : rows,
				  o->rows ? o->cols : cols) < 0)
		return EXIT_USAGE;
	if (!o->rows) {
		o->rows = rows;
		o->cols = cols;
	}
	if (!o->have_lang && !(o->lang = boggle_lang_find(text)))
		goto bad;
	/* the header's rules, unless options gave some: a bonus its shape's */
	if (!o->have_named && !o->have_scoring && !o->have_bonus && !o->min) {
		if (boggle_proof_header_rules(line, strlen(line), &s->rules,
					      &s->bonus) != BOGGLE_OK ||
		    (s->bonus && (o->rows != rows || o->cols != cols)))
			goto bad;
		s->have_rules = 1;
	}
	if (!o->dict_path && (status = list_find(cmd, path, o, s)) != EXIT_OK)
		return status;
	if (!o->exclude_path &&
	    proof_header_field(line, "exclude", text, sizeof text) == 0 &&
	    strcmp(text, "none") != 0 &&
	    (status = exclude_find(cmd, path, o, s, (int)strtol(line + 16,
								 NULL, 10))) !=
	    EXIT_OK)
		return status;
	if (!*tiles && proof_header_field(line, "tiles", s->tiles,
					  sizeof s->tiles) == 0)
		*tiles = s->tiles;
	return EXIT_OK;
bad:
	cli_error("%s: %s: not a proof's file", cmd, path);
	return EXIT_USAGE;
}

int proof_spec_cutoff(const char *path, long long *cutoff)
{
	char line[8192], text[32];
	long long v;

	if (first_line(NULL, path, line, sizeof line) != EXIT_OK)
		return -1;
	/* a damaged header is refused as the file is read: no search first */
	if (boggle_proof_header_field(line, strlen(line), "min_score", text,
				      sizeof text) == BOGGLE_DAMAGED) {
		*cutoff = 1;
		return 0;
	}
	if (proof_header_field(line, "min_score", text, sizeof text) < 0 ||
	    (v = strtoll(text, NULL, 10)) < 1 || v > INT32_MAX)
		return -1;
	*cutoff = v;
	return 0;
}

void proof_spec_free(proof_spec *s)
{
	boggle_bonus_free(s->bonus);
	s->bonus = NULL;
	boggle_dict_free(s->dict);
	s->dict = NULL;
}
