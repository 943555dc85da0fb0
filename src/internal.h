/* Structures shared inside the library; not part of the public API. */
#ifndef BOGGLE_INTERNAL_H
#define BOGGLE_INTERNAL_H

#include <string.h>

#include "boggle.h"
#include "lang.h"

/*
 * A cell's letters are bytes of the board's language: 0x40 | the letter's
 * number in its alphabet (English a .. z are 'A' .. 'Z').
 */
typedef struct boggle_cell {
	char letters[BOGGLE_CELL_MAX + 1]; /* NUL-ended */
	uint8_t len;                /* 0: a blank cell no word passes */
} boggle_cell;

struct boggle_board {
	int rows, cols;
	boggle_cell cells[BOGGLE_MAX_CELLS]; /* row-major */
	const boggle_lang *lang;             /* NULL: English */
};

struct boggle_bonus {
	int rows, cols;
	char cells[BOGGLE_MAX_CELLS]; /* boggle_bonus_kind, row-major */
};

/*
 * A die is written as its faces in a row: an uppercase letter starts a
 * face and lowercase letters continue it ("AnErHeInQuTh"); '.' is a blank
 * face; a face "Q" reads Qu.  A set read from text keeps its faces
 * between spaces instead (spaced).
 */
struct boggle_dice_set {
	const char *name;
	const char *description;
	int rows, cols;
	int count;
	int spaced;
	const char *const *dice;
	const boggle_lang *lang; /* NULL: English */
};

/*
 * Copy text into msg, which may be NULL, as a call's detailed reason;
 * returns code.
 */
boggle_code error_say(char *msg, boggle_code code, const char *text);

/* Whether a shape fits a board: 1 .. BOGGLE_MAX_CELLS cells. */
int board_shape_ok(int rows, int cols);

/* boggle_board_parse into board as it goes: -1 with the reason in err. */
int board_parse(boggle_board *board, const boggle_lang *lang,
		const char *text, size_t len, char err[BOGGLE_ERR_MAX]);

/* Cell i as boggle_board_cell writes it. */
size_t board_cell_text(const boggle_board *board, int i, int face, char *buf,
		       size_t size);
int board_cell_letters(const boggle_board *board, int i);

/* Word lists as boggle_dict_from_text etc. make them: NULL with errno. */
boggle_dict *dict_from_text(const boggle_lang *lang, const char *text,
			    size_t len, boggle_dict_stats *stats);
boggle_dict *dict_read(const boggle_lang *lang, int fd,
		       boggle_dict_stats *stats);
boggle_dict *dict_load(const boggle_lang *lang, const char *path,
		       boggle_dict_stats *stats);
/* A failed list's errno as a code. */
boggle_code dict_code(int err);

/* The board's cells drawn at random, as boggle_throw_letters does. */
void throw_letters(const boggle_lang *lang, int rows, int cols,
		   boggle_rng *rng, boggle_board *board);

/*
 * The dictionary is a sorted array of folded words, held as a prefix
 * index.  Word ids are positions in alphabetical order, so the words with
 * a prefix are a run of ids, and a range record stands for one prefix and
 * its run.  Range 0 is the empty prefix.  A range of more than LEAF_MAX
 * words lists a child for each letter that comes next, in letter order,
 * from kids on; a search steps from a prefix to a longer one without
 * looking at a word.  A range of LEAF_MAX words or fewer is a leaf: its
 * words, past the prefix, sit in a block of their own (see leaf_rows).
 */
struct boggle_dict {
	const boggle_lang *lang;
	uint32_t count;         /* words */
	uint32_t maxlen;        /* longest word */
	uint32_t lengths[BOGGLE_WORD_MAX + 1]; /* words by letter count */
	uint32_t nranges;
	const struct dict_range *ranges;
	const uint8_t *leaves;  /* the leaves' rows, then LEAF_PAD zeros */
	size_t leaves_len;
	struct dict_range *owned_ranges; /* when built at run time */
	uint8_t *owned_leaves;
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

/*
 * 20 bytes: a large list has millions, so the 64-bit set is kept as two
 * halves rather than padded to 24.
 */
typedef struct dict_range {
	/*
	 * Bit c is set when a word goes on with letter code c; bit 0 when
	 * the prefix is itself a word, which is then word lo.
	 */
	uint32_t next_lo, next_hi;
	/*
	 * Letters every word of the range has after the prefix, folded: a
	 * board without one of them holds none of the words, however long
	 * a path of the prefix's letters runs on it.
	 */
	uint32_t needs;
	uint32_t lo;    /* first word with the prefix */
	/* the first child; or LEAF | the leaf's width << LEAF_WIDTH | where
	 * its rows start */
	uint32_t kids;
} dict_range;

#define LEAF_MAX 8
/*
 * Leaves of up to LEAF_MAX words leave a large list a fifth fewer ranges
 * (Polish: 2.5 million, not 3.2), and so a fifth less to map and check; a
 * search of a smaller list runs faster on leaves of up to LEAF_SMALL.
 */
#define LEAF_SMALL 4
#define LARGE_LIST ((uint32_t)1 << 20)
#define LEAF ((uint32_t)1 << 31)
#define LEAF_WIDTH 27
#define LEAF_AT (((uint32_t)1 << LEAF_WIDTH) - 1) /* the most leaf bytes */
/*
 * A leaf of n words (its width) has rows of n bytes, one a lane: row k
 * holds the letter k places past the prefix of each of its words, in id
 * order, 0 past a word's end; the last row is all 0.  A search reads a
 * row as LEAF_MAX lanes, and may look one row past a leaf's last, so
 * zeros follow the last leaf.
 */
#define LEAF_PAD 16
_Static_assert(LEAF_PAD >= 2 * LEAF_MAX && LEAF_MAX <= 8,
	       "a row is read as one 64-bit word, from one row past the last");
_Static_assert(LEAF_MAX < 1 << (31 - LEAF_WIDTH), "a width fits in kids");

static inline letter_set range_next(const dict_range *r)
{
	return (letter_set)r->next_hi << 32 | r->next_lo;
}

static inline int range_is_leaf(const dict_range *r)
{
	return (r->kids & LEAF) != 0;
}

/* Leaf r's words: how many (lanes in a row), and where its rows start. */
static inline uint32_t leaf_width(const dict_range *r)
{
	return (r->kids & ~LEAF) >> LEAF_WIDTH;
}

static inline uint32_t leaf_at(const dict_range *r)
{
	return r->kids & LEAF_AT;
}

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
#if defined(__POPCNT__) || defined(__wasm__) /* wasm has the instruction */
	return (uint32_t)__builtin_popcountll(x);
#else
	/* without the instruction, the builtin is a call into libgcc */
	x -= x >> 1 & 0x5555555555555555u;
	x = (x & 0x3333333333333333u) + (x >> 2 & 0x3333333333333333u);
	return (uint32_t)(((x + (x >> 4)) & 0x0f0f0f0f0f0f0f0fu) *
			  0x0101010101010101u >> 56);
#endif
}

/* Which child of internal range r carries letter bit b. */
static inline uint32_t range_kid(const dict_range *r, letter_set b)
{
	return r->kids + count_bits(range_next(r) & (b - 2));
}

/*
 * A leaf's row as LEAF_MAX lanes of a 64-bit word, lane i in byte i.
 * Letters are below 0x80, so each lane's top bit is free for the
 * comparisons below.
 */
#define LANES_ONE 0x0101010101010101u
#define LANES_TOP 0x8080808080808080u

static inline uint64_t lanes_load(const uint8_t *row)
{
	uint64_t x;

	memcpy(&x, row, sizeof x);
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
	x = __builtin_bswap64(x);
#endif
	return x;
}

/* The top bits of lanes [a, a + m), a + m <= 8. */
static inline uint64_t lanes_live(uint32_t a, uint32_t m)
{
	static const uint64_t below[9] = {
		0, 0x80, 0x8080, 0x808080, 0x80808080, 0x8080808080,
		0x808080808080, 0x80808080808080, LANES_TOP};

	return below[a + m] ^ below[a];
}

/* How many lanes have their top bit set in x (and no other bit). */
static inline uint32_t lanes_count(uint64_t x)
{
	return (uint32_t)(((x >> 7) * LANES_ONE) >> 56);
}

/*
 * Among the live lanes [a, a + m) of a sorted row: how many hold a
 * letter below ch (returned) and how many hold ch (*eq).
 */
static inline uint32_t lanes_split(const uint8_t *row, uint32_t a, uint32_t m,
				   uint8_t ch, uint32_t *eq)
{
	uint64_t x = lanes_load(row) | LANES_TOP, live = lanes_live(a, m);
	uint64_t c = ch * LANES_ONE;
	uint64_t ge = (x - c) & live;                /* lane >= ch */
	uint64_t gt = (x - c - LANES_ONE) & live;    /* lane > ch */

	*eq = lanes_count(ge ^ gt);
	return m - lanes_count(ge);
}

/*
 * The words with a prefix, as a search narrows them: a range record, or
 * past a leaf's prefix, live lanes of a leaf row.
 */
typedef struct span {
	uint32_t lo, hi;   /* the words: ids [lo, hi) */
	int32_t range;     /* their range record, or -1 inside a leaf */
	uint32_t row;      /* inside a leaf: where the next letters' row is */
	uint32_t base;     /* inside a leaf: its first word (lane 0) */
	uint32_t lanes;    /* inside a leaf: its width */
} span;

static inline span span_all(const struct boggle_dict *d)
{
	span sp = {0, d->count, 0, 0, 0, 0};

	return sp;
}

/*
 * Keep the words of sp whose next letter is ch; 0 if none, or if all of
 * them need a letter in absent.
 */
static inline int span_narrow(const struct boggle_dict *d, span *sp,
			      uint8_t ch, uint32_t absent)
{
	uint32_t below, eq;

	if (sp->range >= 0) {
		const dict_range *r = &d->ranges[sp->range];
		letter_set b = letter_bit(ch), next = range_next(r);

		if (!(next & b & ALL_LETTERS) || (r->needs & absent))
			return 0;
		if (!range_is_leaf(r)) {
			uint32_t k = range_kid(r, b);

			/* a child runs to the next one, the last to its parent's end */
			if (next & ~((b << 1) - 1))
				sp->hi = d->ranges[k + 1].lo;
			sp->lo = d->ranges[k].lo;
			sp->range = (int32_t)k;
			return 1;
		}
		sp->row = leaf_at(r);
		sp->lanes = leaf_width(r);
		sp->base = sp->lo = r->lo;
		sp->hi = r->lo + sp->lanes;
		sp->range = -1;
	}
	below = lanes_split(d->leaves + sp->row, sp->lo - sp->base,
			    sp->hi - sp->lo, ch, &eq);
	sp->lo += below;
	sp->hi = sp->lo + eq;
	sp->row += sp->lanes;
	return eq > 0;
}

/* Whether the prefix sp stands for is itself a word (then word sp->lo). */
static inline int span_is_word(const struct boggle_dict *d, const span *sp)
{
	if (sp->range >= 0)
		return (d->ranges[sp->range].next_lo & 1) != 0;
	return sp->hi > sp->lo && d->leaves[sp->row + (sp->lo - sp->base)] == 0;
}

/* Word id's letters (at least BOGGLE_WORD_MAX + 1 bytes); their number. */
uint32_t dict_letters(const struct boggle_dict *d, uint32_t id, char *out);

/*
 * SipHash-2-4 of data[0, len) under a key of SIPHASH_KEY bytes
 * (siphash.c): a seal nobody without the key can forge; a plain hash
 * with a key of zeros.
 */
#define SIPHASH_KEY 16
uint64_t siphash(const unsigned char key[SIPHASH_KEY], const void *data,
		 size_t len);

/*
 * What in a language decides the letter codes a list compiles to and how
 * its text is read (lang.c): two builds that give one language different
 * letters give different numbers, so that neither maps the other's file.
 */
uint64_t lang_fingerprint(const boggle_lang *lang);

/* The list a compiled file was built from, as it was then. */
typedef struct dict_source {
	const struct stat *st;
	uint64_t built_ns; /* when its reading began */
} dict_source;

/*
 * The compiled file open on fd, mapped (dict_file.c).  Without a key the
 * file is untrusted and checked whole: its index walked, its sums taken.
 * With one, it must be sealed with that key (a cache file this library
 * wrote), and then only its layout and sums are checked.  src, when not
 * NULL, must be the list it was built from, unchanged.  NULL with errno:
 * ENOEXEC for a file not in this form, EBADMSG for one that is but is
 * damaged, forged, unsealed or of another version, ESTALE for one of
 * another list or language.
 */
boggle_dict *dict_file_map(int fd, const boggle_lang *lang,
			   const struct stat *src,
			   const unsigned char *key, boggle_dict_stats *stats);

/*
 * Write d to name in the folder open on dir, with mode, by way of a new
 * file beside it renamed into place; src and st (may be NULL) say what it
 * was built from, and key (may be NULL) seals it.  0, or -1 with errno.
 */
int dict_file_save_at(int dir, const char *name, const boggle_dict *d,
		      const boggle_dict_stats *st, const dict_source *src,
		      const unsigned char *key, int mode);

/* The compiled form's version, which a cache file's name carries. */
int dict_file_format(void);

/*
 * Make the sums of a compiled file in memory fit its bytes again, as
 * writing it would have: for the tests, which change a file's bytes
 * and must have the checks that come after the sums see the change.  0,
 * or -1 if its header does not say where its parts are.
 */
int dict_file_reseal(unsigned char *file, size_t len);

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

/*
 * boggle_board_find for a word already read as letters (len of them),
 * taking at most *steps steps, less what it took left there.
 */
int board_find_letters(const boggle_board *board, const char *letters,
		       int len, uint16_t path[BOGGLE_MAX_CELLS],
		       char err[BOGGLE_ERR_MAX], long *steps);
/* What board_find_letters returns when it gives up. */
#define FIND_GAVE_UP (-2)

#define DICE_MAX_FACES 8

/*
 * Read the cell text[0, len) starts with, len > 0: "[letters]" up to its
 * ']', or else all of text: "." a blank, one character, or a run of
 * letters as one cell (a die's "Qu", "Ch", "L·L").  Returns the bytes
 * read, or -1 with the reason in err.
 */
int board_cell_parse(const boggle_lang *lang, const char *text, size_t len,
		     boggle_cell *cell, char err[BOGGLE_ERR_MAX]);

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

/*
 * The points a word of each length scores under rules, letter values
 * and bonus squares aside: the one table the solver and the prover use.
 */
void rules_points(const boggle_rules *rules,
		  int32_t points[2 * BOGGLE_WORD_MAX + 1]);

/*
 * Map the whole pages inside [p, p + len), new memory about to be
 * written, in one call (pages.c); prefault_read: every page of [p, p +
 * len), memory about to be read.  Hints only.
 */
void prefault(void *p, size_t len);
void prefault_read(const void *p, size_t len);

/* An annealer's score of board b, from memory when it has seen b lately. */
long anneal_evaluate(boggle_annealer *a, const boggle_board *b);

#endif
