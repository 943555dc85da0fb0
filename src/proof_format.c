/*
 * The lines of a proof's files as they are written: the header, which
 * says what the proof is of (a form for each version, to read the files
 * older versions wrote), and the records, each sealed with a checksum of
 * its text so that damage anywhere in a line is seen.
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "proof.h"
#include "prove.h"
#include "sha256.h"

uint64_t proof_fnv(uint64_t h, const char *text, size_t len)
{
	size_t i;

	for (i = 0; i < len; i++) {
		h ^= (unsigned char)text[i];
		h *= 0x100000001b3u;
	}
	return h;
}

size_t boggle_proof_list_sum(const boggle_dict *dict, int version, char *buf,
			     size_t size)
{
	uint64_t h = FNV_START;
	size_t i, n = boggle_dict_count(dict);
	unsigned char digest[32];
	char hex[65];
	sha256 s;

	sha256_start(&s);
	/* the words, each with a newline after it */
	for (i = 0; i < n; i++) {
		char w[BOGGLE_WORD_TEXT_MAX];
		size_t len = boggle_dict_word(dict, (uint32_t)i, w, sizeof w);

		if (len >= sizeof w)
			len = sizeof w - 1;
		w[len] = '\n';
		if (version < 4)
			h = proof_fnv(h, w, len + 1);
		else
			sha256_add(&s, w, len + 1);
	}
	if (version < 4)
		return (size_t)snprintf(buf, size, "%016llx", (unsigned long long)h);
	sha256_end(&s, digest);
	sha256_hex(digest, hex);
	return (size_t)snprintf(buf, size, "%s", hex);
}

int proof_line_sealed(const char *line, size_t len)
{
	char sum[24];

	if (len < SUM_TAIL_LEN ||
	    memcmp(line + len - SUM_TAIL_LEN, ", \"sum\": \"", 10) != 0)
		return 0;
	snprintf(sum, sizeof sum, "%016llx", (unsigned long long)
		 proof_fnv(FNV_START, line, len - SUM_TAIL_LEN));
	return memcmp(line + len - SUM_TAIL_LEN + 10, sum, 16) == 0 &&
	       memcmp(line + len - 2, "\"}", 2) == 0 ? 1 : -1;
}

int proof_board_cmp(int32_t sa, const char *a, int32_t sb, const char *b)
{
	if (sa != sb)
		return sa > sb ? -1 : 1;
	return strcmp(a, b);
}

void proof_hush(boggle_proof *p)
{
	p->msg_len = 0;
	if (p->message)
		p->message[0] = '\0';
}

void proof_say(boggle_proof *p, const char *fmt, ...)
{
	va_list ap;
	int n;

	va_start(ap, fmt);
	n = vsnprintf(NULL, 0, fmt, ap);
	va_end(ap);
	if (n < 0)
		return;
	/* room for a newline before it, and the NUL */
	if (p->msg_len + (size_t)n + 2 > p->msg_cap) {
		size_t cap = p->msg_len + (size_t)n + 256;
		char *m = realloc(p->message, cap);

		if (!m)
			return; /* said as well as memory allows: not at all */
		p->message = m;
		p->msg_cap = cap;
	}
	if (p->msg_len)
		p->message[p->msg_len++] = '\n';
	va_start(ap, fmt);
	vsnprintf(p->message + p->msg_len, p->msg_cap - p->msg_len, fmt, ap);
	va_end(ap);
	p->msg_len += (size_t)n;
}

const char *boggle_proof_message(const boggle_proof *proof)
{
	return proof && proof->message ? proof->message : "";
}

/* text with what JSON would escape: a header leaves it out */
static int plain(const char *text)
{
	for (; *text; text++)
		if (*text == '"' || *text == '\\' || (unsigned char)*text < 0x20)
			return 0;
	return 1;
}


boggle_code boggle_proof_new(boggle_proof **proof, const boggle_prover *prover,
			     const boggle_dict *dict,
			     const boggle_dict *excluded,
			     const boggle_rules *rules, int32_t min_score)
{
	char buckets[1024], said[BOGGLE_RULES_TEXT_MAX], sum[24], sha[72];
	char exclude[24];
	char exclude_sha[72];
	boggle_proof *p;
	int v;

	*proof = NULL;
	if (!prover || !dict || !rules || min_score < 1 ||
	    boggle_rules_text(rules, prover->rows, prover->cols,
			      BOGGLE_RULES_HEADER, said, sizeof said) !=
		    BOGGLE_OK ||
	    boggle_dict_lang(dict) != prover->lang ||
	    (excluded && boggle_dict_lang(excluded) != prover->lang))
		return BOGGLE_MISUSE;
	if (!(p = calloc(1, sizeof *p)))
		return BOGGLE_NOMEM;
	p->prover = prover;
	p->dict = dict;
	p->rules = *rules;
	p->rows = prover->rows;
	p->cols = prover->cols;
	p->lang = prover->lang;
	p->cutoff = min_score;
	boggle_prover_buckets(prover, buckets, sizeof buckets);
	/*
	 * version 2: records end in a checksum, bounds hold their boards;
	 * version 3: the header ends in one too; version 4: lists are named
	 * by SHA-256.  The older forms are kept to read the files they wrote.
	 */
	boggle_proof_list_sum(dict, 3, sum, sizeof sum);
	boggle_proof_list_sum(dict, 4, sha, sizeof sha);
	snprintf(exclude, sizeof exclude, "none");
	snprintf(exclude_sha, sizeof exclude_sha, "none");
	if (excluded) {
		boggle_proof_list_sum(excluded, 3, exclude, sizeof exclude);
		boggle_proof_list_sum(excluded, 4, exclude_sha, sizeof exclude_sha);
	}
	for (v = 1; v <= PROOF_VERSION; v++) {
		char list[160], left[160];

		/* from version 4 on each list is named by SHA-256 too */
		snprintf(list, sizeof list, v < 4 ? "%s" : "%s\", "
			 "\"list_sha256\": \"%s", sum, sha);
		snprintf(left, sizeof left, v < 4 ? "%s" : "%s\", "
			 "\"exclude_sha256\": \"%s", exclude, exclude_sha);
		if (!(p->forms[v] = malloc(BOGGLE_PROOF_HEADER_MAX)))
			goto nomem;
		snprintf(p->forms[v], BOGGLE_PROOF_HEADER_MAX,
			 "{\"boggle_prove\": %d, \"shape\": \"%dx%d\", "
			 "\"lang\": \"%s\", \"list\": \"%s\", "
			 "\"words\": %zu, %s, "
			 "\"exclude\": \"%s\", \"buckets\": \"%s\", "
			 "\"classes\": %llu, \"min_score\": %ld", v,
			 p->rows, p->cols, boggle_lang_code(p->lang), list,
			 boggle_dict_count(dict), said, left, buckets,
			 (unsigned long long)boggle_prover_classes(prover),
			 (long)min_score);
	}
	if (!(p->where = calloc(1, 1)) ||
	    boggle_solver_new(&p->solver, dict) != BOGGLE_OK ||
	    boggle_solver_exclude(p->solver, excluded) != BOGGLE_OK)
		goto nomem;
	boggle_solver_keep_paths(p->solver, 0);
	*proof = p;
	return BOGGLE_OK;
nomem:
	boggle_proof_free(p);
	return BOGGLE_NOMEM;
}

void boggle_proof_free(boggle_proof *proof)
{
	size_t i;
	int v;

	if (!proof)
		return;
	for (i = 0; i < proof->ndone; i++)
		free(proof->done[i].part);
	for (i = 0; i < proof->nsplit; i++)
		free(proof->split[i].part);
	for (v = 0; v <= PROOF_VERSION; v++)
		free(proof->forms[v]);
	for (i = 0; i < (size_t)proof->nfiles; i++)
		free(proof->names[i]);
	free(proof->names);
	proof_seen_free(proof);
	free(proof->where);
	free(proof->done);
	free(proof->split);
	free(proof->boards);
	free(proof->boards_text);
	free(proof->order);
	free(proof->pending);
	free(proof->task_seen);
	free(proof->checks);
	free(proof->rd.line);
	free(proof->rd.name);
	free(proof->message);
	boggle_solver_free(proof->solver);
	free(proof);
}

boggle_code boggle_proof_where(boggle_proof *proof, const char *tiles,
			       const char *list_path,
			       const char *exclude_path)
{
	const char *keys[] = {"tiles", "list_path", "exclude_path"};
	const char *values[] = {tiles, list_path, exclude_path};
	size_t k, n = 0, size = 0;
	char *w;

	for (k = 0; k < 3; k++)
		if (values[k] && plain(values[k]))
			size += strlen(keys[k]) + strlen(values[k]) + 10;
	if (!(w = malloc(size + 1)))
		return BOGGLE_NOMEM;
	w[0] = '\0';
	for (k = 0; k < 3; k++)
		if (values[k] && plain(values[k]))
			n += (size_t)sprintf(w + n, ", \"%s\": \"%s\"", keys[k],
					     values[k]);
	free(proof->where);
	proof->where = w;
	return BOGGLE_OK;
}

boggle_code boggle_proof_carry(boggle_proof *proof, int version)
{
	char sum[24];

	if (version < 2 || version >= PROOF_VERSION)
		return BOGGLE_MISUSE;
	/* the list was held to the old form's checksum as the files were read */
	boggle_proof_list_sum(proof->dict, version, sum, sizeof sum);
	snprintf(proof->carried, sizeof proof->carried, ", \"carried\": "
		 "\"from version %d, its list checked against %s\"", version,
		 sum);
	return BOGGLE_OK;
}

void boggle_proof_accept_v1(boggle_proof *proof, int accept)
{
	proof->any_v1 = accept != 0;
}

size_t boggle_proof_header(const boggle_proof *proof,
			   const boggle_proof_task *task, char *buf,
			   size_t size)
{
	char line[BOGGLE_PROOF_HEADER_MAX + 128];
	int n;

	if (!task || !task->count)
		n = snprintf(line, sizeof line, "%s%s%s",
			     proof->forms[PROOF_VERSION], proof->where,
			     proof->carried);
	else
		n = snprintf(line, sizeof line, "%s%s%s, \"task\": \"%llu/%llu\", "
			     "\"of\": \"%s\"", proof->forms[PROOF_VERSION],
			     proof->where, proof->carried,
			     (unsigned long long)task->index,
			     (unsigned long long)task->count,
			     task->parts ? "parts" : "classes");
	if (n < 0 || (size_t)n >= sizeof line)
		n = 0;
	return (size_t)snprintf(buf, size, "%s, \"sum\": \"%016llx\"}\n", line,
				(unsigned long long)proof_fnv(FNV_START, line,
							      (size_t)n));
}

/* Text put into a buffer of size, as much as fits, its checksum kept. */
typedef struct out {
	char *buf;
	size_t size, len;
	uint64_t sum;
} out;

static void put(out *o, const char *text)
{
	size_t n = strlen(text);

	o->sum = proof_fnv(o->sum, text, n);
	if (o->len < o->size)
		memcpy(o->buf + o->len, text,
		       n < o->size - o->len ? n : o->size - o->len);
	o->len += n;
}

size_t boggle_proof_record(const boggle_proven *cls, char *buf, size_t size)
{
	out o = {buf, size, 0, FNV_START};
	char text[160];
	size_t i;

	snprintf(text, sizeof text, "{\"class\": %llu, ",
		 (unsigned long long)cls->id);
	put(&o, text);
	if (cls->part) {
		put(&o, "\"part\": \"");
		put(&o, cls->part);
		put(&o, "\", ");
	}
	snprintf(text, sizeof text, "\"bound\": %lld, \"seconds\": %.3f, "
		 "\"boards\": [", (long long)cls->bound, cls->seconds);
	put(&o, text);
	for (i = 0; i < cls->nboards; i++) {
		put(&o, i ? ", [\"" : "[\"");
		put(&o, cls->boards[i].board);
		snprintf(text, sizeof text, "\", %ld]", (long)cls->boards[i].score);
		put(&o, text);
	}
	put(&o, "]");
	if (cls->nsplit) {
		put(&o, ", \"split\": [");
		for (i = 0; i < cls->nsplit; i++) {
			put(&o, i ? ", \"" : "\"");
			put(&o, cls->split[i]);
			put(&o, "\"");
		}
		put(&o, "]");
	}
	snprintf(text, sizeof text, ", \"sum\": \"%016llx\"}\n",
		 (unsigned long long)o.sum);
	put(&o, text);
	if (size)
		buf[o.len < size ? o.len : size - 1] = '\0';
	return o.len;
}

size_t boggle_proof_end_line(size_t records, char *buf, size_t size)
{
	char text[48];
	int n = snprintf(text, sizeof text, "{\"end\": %zu}\n", records);

	if (size)
		snprintf(buf, size, "%s", text);
	return (size_t)n;
}

boggle_code boggle_proof_header_field(const char *line, size_t len,
				      const char *key, char *buf, size_t size)
{
	char text[BOGGLE_PROOF_HEADER_MAX];
	const char *at = text, *end;
	size_t klen = strlen(key), n;

	if (memchr(line, '\n', len))
		len = (size_t)((const char *)memchr(line, '\n', len) - line);
	if (len >= sizeof text || len < 16 ||
	    memcmp(line, "{\"boggle_prove\":", 16) != 0)
		return BOGGLE_SYNTAX;
	if (proof_line_sealed(line, len) < 0)
		return BOGGLE_DAMAGED;
	memcpy(text, line, len);
	text[len] = '\0';
	/* a key is quoted, after the brace or a comma */
	while ((at = strstr(at, key)) != NULL) {
		if (at - text >= 2 && at[-1] == '"' &&
		    (at[-2] == '{' || (at - text >= 3 && at[-2] == ' ' &&
				       at[-3] == ',')) &&
		    strncmp(at + klen, "\": ", 3) == 0)
			break;
		at++;
	}
	if (!at)
		return BOGGLE_SYNTAX;
	at += klen + 3;
	if (*at == '"') {
		at++;
		end = strchr(at, '"');
	} else {
		end = at + strcspn(at, ",}");
	}
	if (!end || (n = (size_t)(end - at)) >= size)
		return BOGGLE_SYNTAX;
	memcpy(buf, at, n);
	buf[n] = '\0';
	return BOGGLE_OK;
}

boggle_code boggle_proof_header_rules(const char *line, size_t len,
				      boggle_rules *rules, boggle_bonus **bonus)
{
	char shape[16], scoring[16], min[16], marks[32], layout[64], *end;
	int rows, cols, i, n = 0, k = 0;
	long least;
	boggle_code code;

	*bonus = NULL;
	if ((code = boggle_proof_header_field(line, len, "shape", shape,
					      sizeof shape)) != BOGGLE_OK ||
	    (code = boggle_proof_header_field(line, len, "scoring", scoring,
					      sizeof scoring)) != BOGGLE_OK ||
	    (code = boggle_proof_header_field(line, len, "min_letters", min,
					      sizeof min)) != BOGGLE_OK ||
	    (code = boggle_proof_header_field(line, len, "bonus", marks,
					      sizeof marks)) != BOGGLE_OK)
		return code;
	/* the scorings by the names boggle_scoring_name gives them */
	while (boggle_scoring_name((boggle_scoring)k) &&
	       strcmp(scoring, boggle_scoring_name((boggle_scoring)k)) != 0)
		k++;
	least = strtol(min, &end, 10);
	if (sscanf(shape, "%dx%d", &rows, &cols) != 2 || rows < 1 || cols < 1 ||
	    rows * cols > 25 || !boggle_scoring_name((boggle_scoring)k) || *end || end == min || least < 1 ||
	    least > 2L * BOGGLE_WORD_MAX ||
	    (marks[0] && ((int)strlen(marks) != rows * cols ||
			  k != BOGGLE_SCORING_LETTERS)))
		return BOGGLE_SYNTAX;
	rules->min_letters = (int)least;
	rules->scoring = (boggle_scoring)k;
	rules->bonus = NULL;
	if (!marks[0])
		return BOGGLE_OK;
	/* one kind a cell, rows apart, as boggle_bonus_parse reads them */
	for (i = 0; i < rows * cols; i++) {
		if (i && i % cols == 0)
			layout[n++] = '/';
		layout[n++] = marks[i];
	}
	if ((code = boggle_bonus_parse(bonus, layout, (size_t)n, NULL)) !=
	    BOGGLE_OK)
		return code == BOGGLE_NOMEM ? code : BOGGLE_SYNTAX;
	rules->bonus = *bonus;
	return BOGGLE_OK;
}
