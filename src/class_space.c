/*
 * The space of classes a proof goes through: the letter buckets, a
 * class's id, the symmetries that make most classes another's turn, and
 * the order cells are fixed in.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "prove.h"

/* ---- buckets ---------------------------------------------------------- */

/* Whether a letter's text starts with a vowel of some alphabet. */
static int is_vowel(const char *text)
{
	static const char vowels[] =
		"aeiouyàáâãäåæèéêëìíîïòóôõöøùúûüýÿœıőűůěąęųāēīōū"
		"аеёиоуыэюяіїєαεηιουωάέήίόύώϊϋΐΰ";
	const char *v = vowels;

	while (*v) {
		size_t k = 1;

		while (((unsigned char)v[k] & 0xc0) == 0x80)
			k++;
		if (!strncmp(text, v, k))
			return 1;
		v += k;
	}
	return 0;
}

static void bucket_add(buckets *b, int kind, int which, const boggle_cell *t)
{
	if (b->n[kind][which] < CLASS_TILES_MAX)
		b->tiles[kind][which][b->n[kind][which]++] = *t;
}

/*
 * English takes the buckets a heuristic search found best; another
 * language splits its vowels from its consonants, and for 3 buckets its
 * consonants by how often its list uses them.
 */
void buckets_make(boggle_prover *p)
{
	static const char *const english[2][3] = {
		{"aeiosuy", "bcdfghjklmnpqrtvwxz", NULL},
		{"aeijou", "bcdfgmpqvwxz", "hklnrsty"}};
	const boggle_lang *lang = p->lang;
	uint64_t count[64] = {0};
	int kind, i, j;

	memset(&p->bk, 0, sizeof p->bk);
	p->bk.count[0] = 2;
	p->bk.count[1] = 3;
	/* English's buckets serve every list of its letters (en-GB too) */
	if (lang->letters == boggle_lang_english()->letters) {
		for (kind = 0; kind < 2; kind++)
			for (i = 0; i < 3 && english[kind][i]; i++)
				for (j = 0; english[kind][i][j]; j++) {
					boggle_cell t = {{0}, 1};

					t.letters[0] = LETTER(english[kind][i][j] - 'a' + 1);
					bucket_add(&p->bk, kind, i, &t);
				}
		return;
	}
	{
		/* a sample of the list: every word of a small one */
		uint32_t step = p->dict->count / 200000 + 1, id;
		char w[BOGGLE_WORD_MAX + 1];

		for (id = 0; id < p->dict->count; id += step) {
			uint32_t n = dict_letters(p->dict, id, w), k;

			for (k = 0; k < n; k++)
				count[LETTER_CODE(w[k])]++;
		}
	}
	{
		int cons[64], ncons = 0, frequent;

		for (i = 1; i <= lang->nletters; i++) {
			boggle_cell t = {{0}, 1};

			t.letters[0] = LETTER(i);
			if (is_vowel(lang->letters[i - 1].text)) {
				bucket_add(&p->bk, 0, 0, &t);
				bucket_add(&p->bk, 1, 0, &t);
			} else {
				bucket_add(&p->bk, 0, 1, &t);
				cons[ncons++] = i;
			}
		}
		/* the most used two fifths of the consonants apart */
		for (i = 1; i < ncons; i++)
			for (j = i; j > 0 && count[cons[j]] > count[cons[j - 1]]; j--) {
				int x = cons[j];

				cons[j] = cons[j - 1];
				cons[j - 1] = x;
			}
		frequent = (2 * ncons + 4) / 5;
		for (j = 0; j < ncons; j++) {
			boggle_cell t = {{0}, 1};

			t.letters[0] = LETTER(cons[j]);
			bucket_add(&p->bk, 1, j < frequent ? 2 : 1, &t);
		}
		/* keep each bucket in the alphabet's order */
		for (i = 1; i < 3; i++) {
			boggle_cell *b = p->bk.tiles[1][i];
			int n = p->bk.n[1][i], a, c;

			for (a = 1; a < n; a++)
				for (c = a; c > 0 && cell_cmp(&b[c], &b[c - 1]) < 0; c--) {
					boggle_cell x = b[c];

					b[c] = b[c - 1];
					b[c - 1] = x;
				}
		}
	}
	/* tiles of several letters: rare, with the rare consonants */
	for (i = 0; i < lang->ntiles; i++) {
		boggle_cell t;
		char err[BOGGLE_ERR_MAX];

		if (board_cell_parse(lang, lang->tiles[i].text,
				     strlen(lang->tiles[i].text), &t, err) < 0 ||
		    t.len < 2)
			continue;
		bucket_add(&p->bk, 0, 1, &t);
		bucket_add(&p->bk, 1, 1, &t);
	}
}

int is_corner(int rows, int cols, int cell)
{
	int r = cell / cols, c = cell % cols;

	return (r == 0 || r == rows - 1) && (c == 0 || c == cols - 1);
}

static int bucket_count(const boggle_prover *p, int cell)
{
	return p->bk.count[p->kind[cell]];
}

/* Classes up to symmetry, by Burnside's lemma: the average fixed count. */
static uint64_t count_classes(const boggle_prover *p)
{
	unsigned __int128 sum = 0;
	int g, i;

	for (g = 0; g < p->nsym; g++) {
		uint8_t seen[PROVE_MAX_CELLS] = {0};
		unsigned __int128 fixed = 1;

		for (i = 0; i < p->ncells; i++) {
			int j = i;

			if (seen[i])
				continue;
			do {
				seen[j] = 1;
				j = p->sym[g][j];
			} while (j != i);
			fixed *= (unsigned)bucket_count(p, i);
		}
		sum += fixed;
	}
	return (uint64_t)(sum / (unsigned)p->nsym);
}

void count_space(boggle_prover *p)
{
	int i;

	p->space = 1;
	for (i = 0; i < p->ncells; i++)
		p->space *= (uint64_t)bucket_count(p, i);
	p->classes = count_classes(p);
}

boggle_code boggle_prover_tiles(boggle_prover *p, const char *text,
				size_t len, char msg[BOGGLE_ERR_MAX])
{
	boggle_class *set;
	boggle_code code;
	buckets kept;
	int kind, b, t, k;

	if (!p)
		return error_say(msg, BOGGLE_MISUSE, NULL);
	code = boggle_class_parse(&set, p->lang, 1, 1, text, len, msg);
	if (code != BOGGLE_OK)
		return code;
	buckets_make(p);
	memset(&kept, 0, sizeof kept);
	for (kind = 0; kind < 2; kind++) {
		int placed[CLASS_TILES_MAX] = {0};

		for (b = 0; b < p->bk.count[kind]; b++) {
			int m = 0;

			for (t = 0; t < p->bk.n[kind][b]; t++)
				for (k = 0; k < set->ntiles[0]; k++)
					if (!cell_cmp(&p->bk.tiles[kind][b][t],
						      &set->tiles[0][k])) {
						kept.tiles[kind][kept.count[kind]][m++] =
							set->tiles[0][k];
						placed[k] = 1;
					}
			if (m)
				kept.n[kind][kept.count[kind]++] = (uint8_t)m;
		}
		/* tiles no bucket holds make one of their own */
		for (k = 0, b = kept.count[kind]; k < set->ntiles[0]; k++)
			if (!placed[k])
				kept.tiles[kind][b][kept.n[kind][b]++] =
					set->tiles[0][k];
		if (kept.n[kind][b]) {
			if (b == 3) {
				/* no room for a fourth: into the last */
				for (k = 0; k < kept.n[kind][3]; k++)
					kept.tiles[kind][2][kept.n[kind][2]++] =
						kept.tiles[kind][3][k];
			} else {
				kept.count[kind]++;
			}
		}
	}
	boggle_class_free(set);
	p->bk = kept;
	count_space(p);
	return BOGGLE_OK;
}

/* Cells with more neighbours first, then nearer the centre. */
void order_cells(boggle_prover *p)
{
	int i, j, n = p->ncells;
	int key[PROVE_MAX_CELLS];

	for (i = 0; i < n; i++) {
		int r = i / p->cols, c = i % p->cols;
		int dr = 2 * r - (p->rows - 1), dc = 2 * c - (p->cols - 1);

		key[i] = (8 - p->adj.degree[i]) * 10000 + dr * dr + dc * dc;
		p->order[i] = (uint8_t)i;
	}
	for (i = 1; i < n; i++)
		for (j = i; j > 0 && key[p->order[j]] < key[p->order[j - 1]]; j--) {
			uint8_t x = p->order[j];

			p->order[j] = p->order[j - 1];
			p->order[j - 1] = x;
		}
	for (i = 0; i < n; i++)
		p->rank[p->order[i]] = (uint8_t)i;
}

uint64_t boggle_prover_space(const boggle_prover *p)
{
	return p->space;
}

uint64_t boggle_prover_classes(const boggle_prover *p)
{
	return p->classes;
}

/* Class id's bucket in each cell, the first cell most significant. */
static void class_digits(const boggle_prover *p, uint64_t id, uint8_t *d)
{
	int i;

	for (i = p->ncells - 1; i >= 0; i--) {
		d[i] = (uint8_t)(id % (uint64_t)bucket_count(p, i));
		id /= (uint64_t)bucket_count(p, i);
	}
}

int boggle_prover_canonical(const boggle_prover *p, uint64_t id)
{
	uint8_t d[PROVE_MAX_CELLS];
	int g, i;

	if (id >= p->space)
		return 0;
	class_digits(p, id, d);
	for (g = 1; g < p->nsym; g++) {
		for (i = 0; i < p->ncells && d[p->sym[g][i]] == d[i]; i++)
			;
		if (i < p->ncells && d[p->sym[g][i]] < d[i])
			return 0;
	}
	return 1;
}

boggle_code boggle_prover_class(const boggle_prover *p, uint64_t id,
				boggle_class **cls)
{
	uint8_t d[PROVE_MAX_CELLS];
	boggle_class *c;
	int i;

	if (!cls)
		return BOGGLE_MISUSE;
	*cls = NULL;
	if (!p || id >= p->space)
		return BOGGLE_MISUSE;
	if (!(c = calloc(1, sizeof *c)))
		return BOGGLE_NOMEM;
	c->rows = p->rows;
	c->cols = p->cols;
	c->lang = p->lang;
	class_digits(p, id, d);
	for (i = 0; i < p->ncells; i++) {
		int k = p->kind[i];

		c->ntiles[i] = p->bk.n[k][d[i]];
		memcpy(c->tiles[i], p->bk.tiles[k][d[i]],
		       c->ntiles[i] * sizeof c->tiles[i][0]);
	}
	*cls = c;
	return BOGGLE_OK;
}

size_t boggle_prover_buckets(const boggle_prover *p, char *buf, size_t size)
{
	boggle_class c;
	size_t n = 0;
	int kind, b;

	memset(&c, 0, sizeof c);
	c.lang = p->lang;
	c.rows = 1;
	/* the 2-bucket cells' buckets, then the 3-bucket cells' */
	for (kind = 0; kind < 2; kind++) {
		int nb = p->bk.count[kind];

		c.cols = nb;
		for (b = 0; b < nb; b++) {
			c.ntiles[b] = p->bk.n[kind][b];
			memcpy(c.tiles[b], p->bk.tiles[kind][b],
			       c.ntiles[b] * sizeof c.tiles[b][0]);
		}
		if (kind == 1 && p->ncells <= 9)
			break;
		n += (size_t)snprintf(n < size ? buf + n : NULL,
				      n < size ? size - n : 0, "%s", kind ?
				      "; " : "");
		n += boggle_class_format(&c, n < size ? buf + n : NULL,
					 n < size ? size - n : 0);
	}
	return n;
}
