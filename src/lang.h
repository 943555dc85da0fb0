/*
 * Languages: the letters of each language the library plays in, and the
 * Unicode work of turning text into letter codes and back.  Internal.
 */
#ifndef BOGGLE_LANG_H
#define BOGGLE_LANG_H

#include "boggle.h"

/*
 * One letter of a language.  Letter k of a profile (0-based, in alphabet
 * order) has code k + 1; codes run 1 .. BOGGLE_LETTERS_MAX.
 */
/*
 * The text is held in place, not pointed to, so that the tables need no
 * relocating when a position-independent program starts (the pages they
 * fill would be copied and written in every process).
 */
typedef struct lang_letter {
	char text[8];      /* lowercase NFC UTF-8, as words spell it: "a", "ä", "qu" */
	char cell[4];      /* what one board cell types for it, when not text: English "q"; else "" */
	char face[8];      /* as a die face prints it: "A", "Ä", "Qu" */
	uint8_t weight;    /* letters it counts for when scoring by length (Qu: 2) */
	uint8_t value;     /* points in letter scoring */
	uint8_t tiles;     /* tiles of it in the language's set */
} lang_letter;

/* What one board cell types for letter l. */
static inline const char *lang_cell_text(const lang_letter *l)
{
	return l->cell[0] ? l->cell : l->text;
}

/* A tile of several letters in one cell: Spanish "ch", Hungarian "sz". */
typedef struct lang_tile {
	const char *text;  /* lowercase letters of the language */
	uint8_t value;
	uint8_t tiles;
} lang_tile;

/* Text read as other letters: German "ß" as "ss", French "œ" as "oe". */
typedef struct lang_fold {
	const char *from;
	const char *to;
} lang_fold;

enum {
	LANG_CAPITALS = 1, /* capitalised entries of a list are words (German nouns) */
	LANG_TURKISH = 2,  /* I lowercases to ı, İ to i */
	LANG_STRIP = 4,    /* a character that is no letter but a letter with marks reads as that letter (é as e) */
	LANG_ANY_BYTES = 8, /* a list that is not UTF-8 loses only its bad entries */
	LANG_AFFIX_FLAGS = 16, /* a spell checker's flags end some entries: achomharcainn/E */
};

struct boggle_lang {
	const char *code;     /* "fr" */
	const char *name;     /* "French" */
	const lang_letter *letters;
	int nletters;
	const lang_tile *tiles;
	int ntiles;
	const lang_fold *folds;
	int nfolds;
	/* cells whose letters a face shows in capitals together (Dutch ij:
	 * IJ, not Ij), from lowercase to the face */
	const lang_fold *faces;
	int nfaces;
	/* per letter, the weights to draw a random cell's letter by; NULL:
	 * by the tile counts, tiles of several letters among them */
	const uint16_t *frequency;
	/* the language whose set it throws, in that set's order; NULL: its own */
	const struct boggle_lang *set;
	int blanks;           /* blank tiles in the set */
	unsigned flags;
	const char *list;     /* the system word list; NULL for the built-in one */
	const char *package;  /* the Debian package that installs it */
	int latin1;           /* the list is ISO-8859-1, not UTF-8 */
	const char *licence;  /* the list's licence, in a few words */
};

/*
 * Inside the library a letter is a byte: 0x40 | its code, so that the low
 * six bits are the code (a letter's bit in a set), 0 ends a word, and
 * bytes sort as the alphabet does.  English a .. z are 'A' .. 'Z'.
 */
#define LETTER(code) ((char)(0x40 | (code)))
#define LETTER_CODE(b) ((int)((unsigned char)(b) & 63))

/* The profiles, in the order the manual lists them; NULL-terminated. */
extern const boggle_lang *const lang_profiles[];

/* lang, or English for NULL (a board zeroed by an older caller). */
static inline const boggle_lang *lang_of(const boggle_lang *lang)
{
	return lang ? lang : lang_profiles[0];
}

/* The letter a letter byte stands for, or NULL if it is none of lang's. */
static inline const lang_letter *lang_letter_at(const boggle_lang *lang,
						char letter)
{
	int code = LETTER_CODE(letter);

	lang = lang_of(lang);
	return code >= 1 && code <= lang->nletters ? &lang->letters[code - 1] :
						     NULL;
}

enum {
	READ_CELL = 1,  /* one board cell typed alone: English "q" is Qu */
};

/* Why lang_read failed. */
enum {
	READ_NOT_LETTER = -1,
	READ_NO_U = -2,     /* English: a q not followed by u */
	READ_BAD_UTF8 = -3,
	READ_TOO_LONG = -4,
	READ_EMPTY = -5,
};

/*
 * Read UTF-8 text as letters of lang into out (at most max letter bytes,
 * then a NUL): composed, lowercased by the language's rules, folded.
 * Returns the letter count, or one of READ_* with the reason in err.
 * *changed (may be NULL) tells whether a fold or a dropped mark made the
 * letters spell something other than the text lowercased.
 */
int lang_read(const boggle_lang *lang, const char *text, size_t len,
	      char *out, int max, int flags, int *changed,
	      char err[BOGGLE_ERR_MAX]);

/*
 * The code of the letter a board cell typed as the ASCII character c
 * stands for, or 0 if c needs lang_read (not a letter, or a Turkish I).
 */
int lang_ascii_cell(const boggle_lang *lang, char c);

/*
 * The bytes at the start of text that a board cell typed inline reads as
 * one letter though they are several characters (Catalan l·l, and ŀl,
 * its old spelling), in any case; 0 if none.  Not English qu, which a
 * cell types q.
 */
size_t lang_cell_run(const boggle_lang *lang, const char *text, size_t len);

/* cp lowercased by lang's rules (Turkish I is ı). */
uint32_t lang_lower(const boggle_lang *lang, uint32_t cp);

/*
 * As boggle_lang_lower, with the case kept: text composed, bytes that are
 * not UTF-8 copied.  The length, like snprintf.
 */
size_t lang_compose(const boggle_lang *lang, const char *text, size_t len,
		    char *buf, size_t size);

/* Write letters (n bytes) lowercase into buf; the length, like snprintf. */
size_t lang_spell(const boggle_lang *lang, const char *letters, size_t n,
		  char *buf, size_t size);

/* Name one character for a message: 'x', space, 'é', or 0xNN. */
void name_char(char out[16], const char *s, size_t n);

#endif
