/*
 * A class's bound against the exact scores of boards drawn from it, and
 * a proof's boards against those of a small class solved board by board.
 * Input: 11 bytes, then text.  Byte 0 picks the shape (1x1 to 3x3), the
 * language (English or Spanish), whether half the list is left out and
 * whether the tiles are narrowed; byte 1 the scoring (classic, Super Big,
 * letters, words), the shortest word (1 to 4 letters) and whether letter
 * scoring has bonus squares; bytes 2 to 10 one bonus square a cell.  The
 * text's first line is the class, one word a line after it.  The whole
 * input, raw, is read as a class too.
 */
#include <string.h>

#include "fuzz.h"
#include "prove.h"

#define HEADER 11
/* Classes of up to this many boards are solved whole, and proved. */
#define WHOLE 64
/* Boards drawn from a larger class. */
#define DRAWN 12
/* Steps a board's solve may take: a hostile list gives up sooner. */
#define SOLVE_STEPS 200000L
#define KEY_MAX 128

/* Raw bytes as a class: it reads, or says why not; read, it writes back. */
static void raw_class(const boggle_lang *lang, int rows, int cols,
		      const uint8_t *data, size_t size)
{
	char err[BOGGLE_ERR_MAX] = "", once[16384], twice[16384];
	boggle_class *cls = NULL, *again = NULL;
	boggle_code rc;
	size_t n;

	rc = boggle_class_parse(&cls, lang, rows, cols, (const char *)data,
				size, err);
	if (rc != BOGGLE_OK) {
		CHECK(rc == BOGGLE_SYNTAX && !cls && err[0]);
		return;
	}
	CHECK(cls && boggle_class_boards(cls) >= 1);
	n = boggle_class_format(cls, once, sizeof once);
	CHECK(n < sizeof once && strlen(once) == n);
	rc = boggle_class_parse(&again, lang, rows, cols, once, n, err);
	CHECK(rc == BOGGLE_OK);
	CHECK(boggle_class_format(again, twice, sizeof twice) == n);
	CHECK(!memcmp(once, twice, n));
	CHECK(boggle_class_boards(again) == boggle_class_boards(cls));
	boggle_class_free(again);
	boggle_class_free(cls);
}

static void board_of(const boggle_class *cls, const int *pick, boggle_board *b)
{
	int i;

	memset(b, 0, sizeof *b);
	b->rows = cls->rows;
	b->cols = cls->cols;
	b->lang = cls->lang;
	for (i = 0; i < cls->rows * cls->cols; i++)
		b->cells[i] = cls->tiles[i][pick[i]];
}

typedef struct keys {
	char at[WHOLE][KEY_MAX];
	int n;
} keys;

static void key_add(keys *k, const boggle_board *b, long score)
{
	int n;

	CHECK(k->n < WHOLE);
	n = snprintf(k->at[k->n], KEY_MAX, "%ld ", score);
	CHECK(boggle_board_format(b, k->at[k->n] + n, KEY_MAX - (size_t)n) <
	      KEY_MAX - (size_t)n);
	k->n++;
}

static int key_cmp(const void *a, const void *b)
{
	return strcmp(a, b);
}

static void keys_sort(keys *k)
{
	int i, n = 0;

	qsort(k->at, (size_t)k->n, KEY_MAX, key_cmp);
	for (i = 0; i < k->n; i++)
		if (n == 0 || strcmp(k->at[n - 1], k->at[i]))
			memmove(k->at[n++], k->at[i], KEY_MAX);
	k->n = n;
}

typedef struct proof {
	keys found;
	boggle_solver *s;
	const boggle_rules *r;
	const boggle_prover *p;
} proof;

static int on_found(void *ctx, const boggle_board *b, int32_t score)
{
	proof *pf = ctx;
	boggle_board o = *b;

	boggle_prover_orient(pf->p, &o);
	CHECK(!memcmp(o.cells, b->cells, (size_t)(b->rows * b->cols) *
		      sizeof b->cells[0]));
	if (boggle_solve(pf->s, b, pf->r) == BOGGLE_OK)
		CHECK(boggle_solver_score(pf->s) == score);
	/* at most once for each board of the class */
	key_add(&pf->found, b, score);
	return 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static const boggle_scoring scorings[] = {
		BOGGLE_SCORING_CLASSIC, BOGGLE_SCORING_SUPERBIG,
		BOGGLE_SCORING_LETTERS, BOGGLE_SCORING_WORDS};
	const char *text, *nl;
	const boggle_lang *lang;
	boggle_class *cls = NULL;
	boggle_dict *d = NULL, *gone = NULL;
	boggle_prover *p = NULL;
	boggle_solver *s = NULL;
	boggle_bonus bonus;
	boggle_rules r = boggle_rules_classic();
	boggle_bound bd;
	boggle_board b;
	boggle_rng g;
	boggle_code rc;
	int32_t *best = NULL;
	long scores[WHOLE];
	int rows, cols, ncells, i, whole, solved = 1;
	size_t len, line, k;
	uint64_t seed = 1469598103934665603u;

	if (size < HEADER)
		return 0;
	rows = 1 + data[0] % 3;
	cols = 1 + data[0] / 3 % 3;
	ncells = rows * cols;
	lang = data[0] / 9 & 1 ? boggle_lang_find("es") : NULL;
	raw_class(lang, rows, cols, data, size);
	text = (const char *)data + HEADER;
	len = size - HEADER;
	nl = memchr(text, '\n', len);
	line = nl ? (size_t)(nl - text) : len;
	if (boggle_class_parse(&cls, lang, rows, cols, text, line, NULL) !=
	    BOGGLE_OK)
		return 0;
	if (boggle_dict_from_text(&d, lang, nl ? nl + 1 : "",
				  nl ? len - line - 1 : 0, NULL) != BOGGLE_OK)
		goto done;
	r.scoring = scorings[data[1] % 4];
	r.min_letters = 1 + data[1] / 4 % 4;
	if (r.scoring == BOGGLE_SCORING_LETTERS && data[1] / 16 & 1) {
		bonus.rows = rows;
		bonus.cols = cols;
		for (i = 0; i < ncells; i++)
			bonus.cells[i] = ".dtDT"[data[2 + i] % 5];
		r.bonus = &bonus;
	}
	CHECK(boggle_prover_new(&p, d, &r, rows, cols, NULL) == BOGGLE_OK);
	CHECK(boggle_solver_new(&s, d) == BOGGLE_OK);
	boggle_prover_limit(p, (size_t)64 << 20);
	boggle_solver_limit(s, SOLVE_STEPS);
	boggle_solver_keep_paths(s, 0);
	if (data[0] / 18 & 1) {
		/* every other word of the list left out */
		char *list = malloc(len + 1);
		size_t n = 0, at = nl ? line + 1 : len;
		int odd = 0;

		CHECK(list);
		for (; at < len; at++) {
			if (odd)
				list[n++] = text[at];
			if (text[at] == '\n')
				odd = !odd;
		}
		CHECK(boggle_dict_from_text(&gone, lang, list, n, NULL) ==
		      BOGGLE_OK);
		free(list);
		CHECK(boggle_prover_exclude(p, gone) == BOGGLE_OK);
		CHECK(boggle_solver_exclude(s, gone) == BOGGLE_OK);
	}
	if (data[0] / 36 & 1) {
		/* the class's first cell as the tiles to prove */
		size_t end = 0;

		while (end < line && text[end] != ' ')
			end++;
		if (boggle_prover_tiles(p, text, end, NULL) == BOGGLE_OK) {
			uint64_t id, canon = 0;

			for (id = 0; id < boggle_prover_space(p) && id < 4096;
			     id++)
				canon += (uint64_t)boggle_prover_canonical(p,
									   id);
			CHECK(boggle_prover_space(p) >= 4096 ||
			      canon == boggle_prover_classes(p));
		}
	}
	rc = boggle_prover_bound(p, cls, &bd);
	CHECK(rc == BOGGLE_OK || rc == BOGGLE_TOO_LARGE);
	if (rc != BOGGLE_OK)
		goto done;
	CHECK(bd.forced <= bd.bound);
	for (i = 0; i < (int)size; i++)
		seed = (seed ^ data[i]) * 1099511628211u;
	boggle_rng_seed(&g, seed);
	whole = boggle_class_boards(cls) <= WHOLE;
	if (whole) {
		best = malloc((boggle_dict_count(d) + 1) * sizeof *best);
		CHECK(best);
		memset(best, 0xff, (boggle_dict_count(d) + 1) * sizeof *best);
	}
	{
		int pick[PROVE_MAX_CELLS] = {0}, n = 0, more = 1;

		while (more) {
			long score;

			if (!whole)
				for (i = 0; i < ncells; i++)
					pick[i] = (int)boggle_rng_below(&g,
							cls->ntiles[i]);
			board_of(cls, pick, &b);
			rc = boggle_solve(s, &b, &r);
			CHECK(rc == BOGGLE_OK || rc == BOGGLE_GAVE_UP);
			solved &= rc == BOGGLE_OK;
			score = boggle_solver_score(s);
			if (rc == BOGGLE_OK) {
				CHECK(score <= bd.bound);
				CHECK(score <= bd.union_bound);
			}
			if (whole) {
				const boggle_word *w = boggle_solver_words(s);

				scores[n] = score;
				for (k = 0; k < boggle_solver_count(s); k++)
					if (w[k].score > best[w[k].id])
						best[w[k].id] = w[k].score;
			}
			n++;
			if (!whole) {
				more = n < DRAWN;
				continue;
			}
			for (i = ncells - 1; i >= 0; i--) {
				if (++pick[i] < cls->ntiles[i])
					break;
				pick[i] = 0;
			}
			more = i >= 0;
		}
	}
	if (whole && solved) {
		int pick[PROVE_MAX_CELLS] = {0}, n = 0;
		uint64_t words = 0;
		int64_t sum = 0;
		long top = 0;
		int32_t cutoff;
		keys want;
		proof pf;

		/* the words some board holds, and their best scores */
		for (k = 0; k < boggle_dict_count(d); k++)
			if (best[k] >= 0) {
				words++;
				sum += best[k];
			}
		CHECK(words == bd.words);
		CHECK(sum == bd.union_bound);
		for (i = 0; i < (int)boggle_class_boards(cls); i++)
			if (scores[i] > top)
				top = scores[i];
		cutoff = top > 1 ? (int32_t)(top + 1) / 2 : 1;
		want.n = 0;
		do {
			if (scores[n] >= cutoff) {
				board_of(cls, pick, &b);
				boggle_prover_orient(p, &b);
				key_add(&want, &b, scores[n]);
			}
			n++;
			for (i = ncells - 1; i >= 0; i--) {
				if (++pick[i] < cls->ntiles[i])
					break;
				pick[i] = 0;
			}
		} while (i >= 0);
		keys_sort(&want);
		memset(&pf, 0, sizeof pf);
		pf.s = s;
		pf.r = &r;
		pf.p = p;
		rc = boggle_prover_prove(p, cls, cutoff, on_found, NULL, &pf,
					 NULL, NULL);
		/* every board solved within far fewer steps than its own */
		CHECK(rc == BOGGLE_OK);
		keys_sort(&pf.found);
		CHECK(pf.found.n == want.n);
		for (i = 0; i < want.n; i++)
			CHECK(!strcmp(pf.found.at[i], want.at[i]));
	}
done:
	free(best);
	boggle_solver_free(s);
	boggle_prover_free(p);
	boggle_dict_free(gone);
	boggle_dict_free(d);
	boggle_class_free(cls);
	return 0;
}
