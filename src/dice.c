/* Dice sets, throwing them, and telling whether a board could be thrown. */
#include <stdio.h>
#include <string.h>

#include "internal.h"


static const char *const classic_dice[] = {
	"AACIOT", "ABILTY", "ABJMOQ", "ACDEMP", "ACELRS", "ADENVZ", "AHMORS",
	"BIFORX", "DENOSW", "DKNOTU", "EEFHIY", "EGINTV", "EGKLUY", "EHINPS",
	"ELPSTU", "GILRUW",
};

/* In the order the benchmark boards were thrown, so seeds reproduce them. */
static const char *const new_dice[] = {
	"AAEEGN", "ELRTTY", "AOOTTW", "ABBJOO", "EHRTVW", "CIMOTU", "DISTTY",
	"EIOSST", "DELRVY", "ACHOPS", "HIMNQU", "EEINSU", "EEGHNW", "AFFKPS",
	"HLNNRZ", "DEILRX",
};

static const char *const big_dice[] = {
	"AAAFRS", "AAEEEE", "AAFIRS", "ADENNN", "AEEEEM", "AEEGMU", "AEGMNN",
	"AFIRSY", "BJKQXZ", "CCENST", "CEIILT", "CEILPT", "CEIPST", "DDHNOT",
	"DHHLOR", "DHHLOR", "DHLNOR", "EIIITT", "EMOTTT", "ENSSSU", "FIPRSY",
	"GORRVW", "IPRRRY", "NOOTUW", "OOOTTU",
};

static const char *const master_dice[] = {
	"AAAFRS", "AAEEEE", "AAFIRS", "ADENNN", "AEEEEM", "AEEGMU", "AEGMNN",
	"AFIRSY", "BJKQXZ", "CCNSTW", "CEIILT", "CEILPT", "CEIPST", "DDLNOR",
	"DHHLOR", "DHHNOT", "DHLNOR", "EIIITT", "EMOTTT", "ENSSSU", "FIPRSY",
	"GORRVW", "HIPRRY", "NOOTUW", "OOOTTU",
};

static const char *const superbig_dice[] = {
	"AAAFRS", "AAEEEE", "AAEEOO", "AAFIRS", "ABDEIO", "ADENNN", "AEEEEM",
	"AEEGMU", "AEGMNN", "AEILMN", "AEINOU", "AFIRSY", "AnErHeInQuTh",
	"BBJKXZ", "CCENST", "CDDLNN", "CEIITT", "CEIPST", "CFGNUY", "DDHNOT",
	"DHHLOR", "DHHNOW", "DHLNOR", "EHILRS", "EIILST", "EILPST", "EIO...",
	"EMTTTO", "ENSSSU", "GORRVW", "HIRSTV", "HOPRST", "IPRSYY", "JKQuWXZ",
	"NOOTUW", "OOOTTU",
};

#define SET(name, desc, side, dice) \
	{name, desc, side, side, (int)(sizeof (dice) / sizeof (dice)[0]), dice}

static const boggle_dice_set sets[] = {
	SET("classic", "4x4 Boggle, 1976-1986", 4, classic_dice),
	SET("new", "4x4 Boggle, 1987 on", 4, new_dice),
	SET("big", "Big Boggle, 5x5, 1979", 5, big_dice),
	SET("master", "Boggle Master / Big Boggle Deluxe, 5x5", 5, master_dice),
	SET("superbig", "Super Big Boggle, 6x6, 2011", 6, superbig_dice),
};

static const boggle_dice_set *const set_list[] = {
	&sets[0], &sets[1], &sets[2], &sets[3], &sets[4], NULL,
};

const boggle_dice_set *const *boggle_dice_sets(void)
{
	return set_list;
}

const boggle_dice_set *boggle_dice_find(const char *name)
{
	const boggle_dice_set *const *s;

	for (s = set_list; *s; s++)
		if (strcmp((*s)->name, name) == 0)
			return *s;
	return NULL;
}

/* Split a die into its faces as board cells; returns the face count. */
static int die_faces(const char *die, boggle_cell faces[DICE_MAX_FACES])
{
	int n = 0;

	while (*die && n < DICE_MAX_FACES) {
		boggle_cell *f = &faces[n++];

		memset(f, 0, sizeof *f);
		if (*die == '.') {
			die++;
		} else {
			f->text[f->len++] = (char)(*die++ - 'A' + 'a');
			while (*die >= 'a' && *die <= 'z' &&
			       f->len < BOGGLE_CELL_MAX)
				f->text[f->len++] = *die++;
			/* Qu and a lone Q both read qu, folded to q */
			if (f->text[0] == 'q' && f->len == 2 && f->text[1] == 'u')
				f->len = 1;
		}
		f->text[f->len] = '\0';
	}
	return n;
}

int dice_faces(const boggle_dice_set *set, int die,
	       boggle_cell faces[DICE_MAX_FACES])
{
	return die_faces(set->dice[die], faces);
}

void boggle_dice_throw(const boggle_dice_set *set, boggle_rng *rng,
		       boggle_board *board)
{
	int order[BOGGLE_MAX_CELLS];
	int i;

	for (i = 0; i < set->count; i++)
		order[i] = i;
	for (i = set->count - 1; i > 0; i--) {
		int j = (int)boggle_rng_below(rng, (uint32_t)i + 1), t = order[i];

		order[i] = order[j];
		order[j] = t;
	}
	board->rows = set->rows;
	board->cols = set->cols;
	for (i = 0; i < set->count; i++) {
		boggle_cell faces[DICE_MAX_FACES];
		int n = die_faces(set->dice[order[i]], faces);

		board->cells[i] = faces[boggle_rng_below(rng, (uint32_t)n)];
	}
}

/* English letter frequencies, per 100,000 letters of text. */
static const uint16_t frequency[26] = {
	8167, 1492, 2782, 4253, 12702, 2228, 2015, 6094, 6966, 153, 772,
	4025, 2406, 6749, 7507, 1929, 95, 5987, 6327, 9056, 2758, 978,
	2360, 150, 1974, 74,
};

void board_random_cell(boggle_cell *cell, boggle_rng *rng)
{
	uint32_t total = 0, roll;
	int i;

	for (i = 0; i < 26; i++)
		total += frequency[i];
	roll = boggle_rng_below(rng, total);
	for (i = 0; roll >= frequency[i]; i++)
		roll -= frequency[i];
	memset(cell, 0, sizeof *cell);
	cell->text[0] = (char)('a' + i);
	cell->len = 1;
}

void boggle_throw_letters(int rows, int cols, boggle_rng *rng,
			  boggle_board *board)
{
	int i;

	board->rows = rows;
	board->cols = cols;
	for (i = 0; i < rows * cols; i++)
		board_random_cell(&board->cells[i], rng);
}

static int same_cell(const boggle_cell *a, const boggle_cell *b)
{
	return a->len == b->len && memcmp(a->text, b->text, a->len) == 0;
}

/* Kuhn's augmenting paths: can cell c take a die, moving others if need be? */
static int augment(int c, int n, uint8_t fits[][BOGGLE_MAX_CELLS],
		   int *die_cell, uint8_t *seen)
{
	int d;

	for (d = 0; d < n; d++) {
		if (!fits[c][d] || seen[d])
			continue;
		seen[d] = 1;
		if (die_cell[d] < 0 ||
		    augment(die_cell[d], n, fits, die_cell, seen)) {
			die_cell[d] = c;
			return 1;
		}
	}
	return 0;
}

/* A face as printed on the die: "Qu", "Th", "E", or "blank". */
static void face_name(const boggle_cell *cell, char out[8])
{
	int k, n = 0;

	if (cell->len == 0) {
		/* six bytes into eight */
		/* NOLINTNEXTLINE(clang-analyzer-security.insecureAPI.strcpy) */
		strcpy(out, "blank");
		return;
	}
	for (k = 0; k < cell->len; k++) {
		out[n++] = (char)(k ? cell->text[k] : cell->text[k] - 'a' + 'A');
		if (cell->text[k] == 'q')
			out[n++] = 'u';
	}
	out[n] = '\0';
}

int boggle_dice_check(const boggle_dice_set *set, const boggle_board *board,
		      char why[BOGGLE_ERR_MAX])
{
	uint8_t fits[BOGGLE_MAX_CELLS][BOGGLE_MAX_CELLS];
	int die_cell[BOGGLE_MAX_CELLS];
	int c, d, n = set->count;
	char name[8];

	if (board->rows != set->rows || board->cols != set->cols) {
		if (why)
			snprintf(why, BOGGLE_ERR_MAX, "the %s set throws %dx%d "
				 "boards, not %dx%d", set->name, set->rows,
				 set->cols, board->rows, board->cols);
		return 0;
	}
	for (d = 0; d < n; d++) {
		boggle_cell faces[DICE_MAX_FACES];
		int nf = die_faces(set->dice[d], faces), f;

		for (c = 0; c < n; c++) {
			fits[c][d] = 0;
			for (f = 0; f < nf; f++)
				if (same_cell(&faces[f], &board->cells[c]))
					fits[c][d] = 1;
		}
		die_cell[d] = -1;
	}
	for (c = 0; c < n; c++) {
		uint8_t seen[BOGGLE_MAX_CELLS] = {0};

		for (d = 0; d < n && !fits[c][d]; d++)
			;
		if (d == n) {
			if (why) {
				face_name(&board->cells[c], name);
				snprintf(why, BOGGLE_ERR_MAX, "no die of the %s set "
					 "shows %s (row %d, column %d)", set->name,
					 name, c / board->cols + 1,
					 c % board->cols + 1);
			}
			return 0;
		}
		if (!augment(c, n, fits, die_cell, seen)) {
			if (why) {
				face_name(&board->cells[c], name);
				snprintf(why, BOGGLE_ERR_MAX, "the %s set cannot "
					 "show all these faces at once: no die "
					 "left for %s at row %d, column %d",
					 set->name, name, c / board->cols + 1,
					 c % board->cols + 1);
			}
			return 0;
		}
	}
	return 1;
}

int boggle_dice_can_show(const boggle_dice_set *set,
			 const boggle_board *board)
{
	return boggle_dice_check(set, board, NULL);
}
