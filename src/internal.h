/* Structures shared inside the library; not part of the public API. */
#ifndef BOGGLE_INTERNAL_H
#define BOGGLE_INTERNAL_H

#include "boggle.h"
#include "lang.h"

/*
 * The dictionary is a sorted array of folded words kept column by column:
 * column d holds the d-th letter of every word (0 past its end), so the
 * letters a search compares at one depth sit next to each other.  Within
 * a range of words that share a prefix of length d, column d is sorted,
 * which is what lets a range narrow one letter at a time.
 */
struct boggle_dict {
	const boggle_lang *lang;
	uint32_t count;         /* words */
	uint32_t maxlen;        /* longest word; column maxlen is all 0 */
	size_t stride;          /* distance between columns: count + COL_PAD */
	const uint8_t *cols;    /* (maxlen + 1) columns of stride bytes */
	/*
	 * The prefix index: a search steps from a range to the range one
	 * letter longer without looking at the words.  Range 0 is the empty
	 * prefix; a range of more than LEAF_MAX words lists all its children,
	 * in letter order, from kids on.  A range of LEAF_MAX words or fewer
	 * lists none: its few letters at the next depth are scanned instead.
	 */
	uint32_t nranges;
	const struct dict_range *ranges;
	uint8_t *owned;         /* cols, when built at run time */
	struct dict_range *owned_ranges;
	/*
	 * The list's own spellings of the words it spells otherwise than
	 * their letters (élève for eleve): nspell entries, by word id.
	 */
	uint32_t nspell;
	const uint32_t *spell_id;
	const uint32_t *spell_at;   /* offset of the spelling in spell_text */
	const char *spell_text;
	void *owned_spell;
	void *map;              /* a compiled file mapped whole, or NULL */
	size_t map_len;
};

/* A set of letters: bit c for letter code c, bit 0 for a word's end. */
typedef uint64_t letter_set;

typedef struct dict_range {
	/*
	 * Bit c is set when a word goes on with letter code c; bit 0 when
	 * the prefix is itself a word, which is then word lo.
	 */
	letter_set next;
	/*
	 * Letters every word of the range has after the prefix, folded: a
	 * board without one of them holds none of the words, however long
	 * a path of the prefix's letters runs on it.
	 */
	uint32_t needs;
	uint32_t lo;    /* first word with the prefix */
	uint32_t count; /* words with the prefix */
	uint32_t kids;  /* the first child when count > LEAF_MAX, else 0 */
} dict_range;

#define LEAF_MAX 4
/*
 * Zeros after each column, so a short range may read LEAF_MAX letters from
 * any word, and a column is never empty, even in an empty list.
 */
#define COL_PAD 8
_Static_assert(COL_PAD >= LEAF_MAX, "a short range reads LEAF_MAX letters");

/* A letter byte's bit in a letter_set; 0, past a word's end, is bit 0. */
static inline letter_set letter_bit(uint8_t letter)
{
	return (letter_set)1 << (letter & 63);
}

#define ALL_LETTERS (~(letter_set)1)

/*
 * A letter set folded into 32 bits, code c onto bit c % 32, which keeps
 * the range index small.  A needs set so folded, against a board's
 * absent letters folded with AND (bit i: letters i and i + 32 both
 * absent), still never rules out a range whose words the board may
 * hold; in alphabets of up to 31 letters, English among them, it is
 * exact.
 */
static inline uint32_t fold_letters(letter_set s)
{
	return (uint32_t)s | (uint32_t)(s >> 32);
}

static inline uint32_t fold_absent(letter_set s)
{
	return (uint32_t)s & (uint32_t)(s >> 32);
}

static inline uint32_t count_bits(letter_set x)
{
#ifdef __POPCNT__
	return (uint32_t)__builtin_popcountll(x);
#else
	/* without the instruction, the builtin is a call into libgcc */
	x -= x >> 1 & 0x5555555555555555u;
	x = (x & 0x3333333333333333u) + (x >> 2 & 0x3333333333333333u);
	return (uint32_t)(((x + (x >> 4)) & 0x0f0f0f0f0f0f0f0fu) *
			  0x0101010101010101u >> 56);
#endif
}

/* Which child of r (more than LEAF_MAX words) carries letter bit b. */
static inline uint32_t range_kid(const dict_range *r, letter_set b)
{
	return r->kids + count_bits(r->next & (b - 2));
}

static inline const uint8_t *dict_col(const boggle_dict *d, uint32_t depth)
{
	return d->cols + (size_t)depth * d->stride;
}

/* Index the prefixes of a dictionary whose columns are in place; -1 if no memory. */
int dict_index(boggle_dict *dict);

/* The board's shape: which cells touch which. */
typedef struct board_adjacency {
	int rows, cols;
	uint8_t degree[BOGGLE_MAX_CELLS];
	uint16_t next[BOGGLE_MAX_CELLS][8];
} board_adjacency;

void board_adjacency_build(board_adjacency *adj, int rows, int cols);


/*
 * Read a word as lang's letters, as the dictionary stores it.  Returns
 * its length in letters, or -1 with the reason in err (not a letter, q
 * without u, empty, longer than BOGGLE_WORD_MAX or than size - 1).
 */
int word_fold(const boggle_lang *lang, const char *word, char *out,
	      size_t size, char err[BOGGLE_ERR_MAX]);

/* boggle_board_find for a word already read as letters (len of them). */
int board_find_letters(const boggle_board *board, const char *letters,
		       int len, uint16_t path[BOGGLE_MAX_CELLS],
		       char err[BOGGLE_ERR_MAX]);

#define DICE_MAX_FACES 8

/* The faces of a set's die as board cells; returns how many. */
int dice_faces(const boggle_dice_set *set, int die,
	       boggle_cell faces[DICE_MAX_FACES]);

/*
 * A cell drawn at random: in English one letter by letter frequency (q is
 * Qu), in another language a tile by the language's tile counts.
 */
void board_random_cell(const boggle_lang *lang, boggle_cell *cell,
		       boggle_rng *rng);

/*
 * Sort results by score descending, then by word id (alphabetical): a
 * merge sort, so the time stays n log n; scratch holds n words.
 */
void score_sort(boggle_word *words, boggle_word *scratch, size_t n);

#endif
