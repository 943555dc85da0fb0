/*
 * boggle: a Boggle board solver and thrower.
 *
 * Data flows one way: a board is parsed (or thrown with dice), solved
 * against a dictionary by a solver, and the results are scored and
 * sorted.  The library keeps no global mutable state; use one solver per
 * thread.  A dictionary is read-only once built and may be shared by
 * threads, as may languages, dice sets and rules.
 *
 * Errors.  Every call that can fail returns a boggle_code: BOGGLE_OK (0)
 * or the reason, which boggle_strerror() names.  Calls whose failures
 * have more to say than the code (a board, a word, a layout or dice that
 * does not read; a shape too large to count) also take a char
 * msg[BOGGLE_ERR_MAX], which may be NULL, and write there where and why
 * ("row 2 has 3 cells, row 1 has 4", "'1' is not a letter"); a word list
 * that is not UTF-8 names its line in the stats.  BOGGLE_SYSTEM leaves
 * the system's reason in errno.  Calls that make an object take a pointer
 * to where to put it, and leave it NULL on failure.
 *
 * Ownership.  What a _new, _read, _load, _open or _from_text call or
 * boggle_bonus_parse makes, the caller frees with the matching _free
 * (each takes NULL); boggle_board_parse reads into a board of the
 * caller's.
 * Every other pointer the library returns belongs to the object it came
 * from, and lives as that header says.  Objects that keep a pointer to
 * another say so: the caller keeps the other alive and unchanged as long.
 *
 * Text is UTF-8 throughout.  Boards, dictionaries and dice belong to a
 * language; wherever a call takes a language, NULL means English, where
 * a 'q' on a board is the Qu face and counts as two letters.
 */
#ifndef BOGGLE_H
#define BOGGLE_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/*
 * The version this header describes; boggle_version() says which library
 * a program runs with.  Within 1.x every function keeps its name and
 * signature, every public struct its layout and every code its number,
 * so a program built against 1.m runs with any 1.n, n >= m (the SONAME is
 * libboggle.so.1); a minor version only adds functions and codes.
 */
#define BOGGLE_VERSION "1.8.0"
#define BOGGLE_VERSION_MAJOR 1
#define BOGGLE_VERSION_MINOR 8
#define BOGGLE_VERSION_PATCH 0
/* major * 10000 + minor * 100 + patch: 10203 for 1.2.3 */
#define BOGGLE_VERSION_NUMBER                                      \
	(BOGGLE_VERSION_MAJOR * 10000 + BOGGLE_VERSION_MINOR * 100 + \
	 BOGGLE_VERSION_PATCH)

/*
 * The shared library is built with hidden visibility and exports only
 * what this header declares; consumers need no define.
 */
#if defined(__GNUC__)
#define BOGGLE_API __attribute__((visibility("default")))
#else
#define BOGGLE_API
#endif

/* The library's version at run time, as BOGGLE_VERSION says it. */
BOGGLE_API const char *boggle_version(void);
/* The same as a number, as BOGGLE_VERSION_NUMBER. */
BOGGLE_API int boggle_version_number(void);

/* Most cells a board may have, in any shape: 16x16, 1x256, 2x128... */
#define BOGGLE_MAX_CELLS 256
/* Longest board side: a strip of every cell. */
#define BOGGLE_MAX_SIDE BOGGLE_MAX_CELLS
/* Most letters one cell may hold ("th", "in", "qu" in English). */
#define BOGGLE_CELL_MAX 3
/* Longest dictionary word kept, in letters (English Qu is one). */
#define BOGGLE_WORD_MAX 64
/* Room for an error message from the library. */
#define BOGGLE_ERR_MAX 128
/* Most letters a language may have. */
#define BOGGLE_LETTERS_MAX 63
/* Most bytes of UTF-8 one letter or one cell is written with. */
#define BOGGLE_LETTER_BYTES 8
/* Room for a word written out, with its NUL. */
#define BOGGLE_WORD_TEXT_MAX (BOGGLE_WORD_MAX * BOGGLE_LETTER_BYTES + 1)

/* ---- errors ------------------------------------------------------------ */

typedef enum boggle_code {
	BOGGLE_OK = 0,
	BOGGLE_NOMEM,      /* out of memory */
	BOGGLE_MISUSE,     /* an argument the call cannot take: NULL, a
			      shape out of range, an unknown name */
	BOGGLE_SYNTAX,     /* text that does not read as asked: a board, a
			      word, a bonus layout, a set of dice */
	BOGGLE_WRONG_LANG, /* a board, list or bonus layout that does not
			      fit: another language, another shape */
	BOGGLE_SYSTEM,     /* the system refused (open, read, write): errno */
	BOGGLE_TOO_BIG,    /* a word list over BOGGLE_DICT_BYTES_MAX */
	BOGGLE_NOT_UTF8,   /* a word list that is not UTF-8 */
	BOGGLE_DAMAGED,    /* a compiled list damaged, forged or of another
			      version */
	BOGGLE_GAVE_UP,    /* a search that took its steps without an answer */
	BOGGLE_TOO_LARGE,  /* a count too large to make in time and memory */
	BOGGLE_UNSOUND     /* a proof that does not hold: a board not as its
			      record says, a class missing or there twice,
			      a class that proves otherwise (since 1.5.0) */
} boggle_code;

/* What a code means, in a few words ("out of memory"); never NULL. */
BOGGLE_API const char *boggle_strerror(boggle_code code);

/* ---- letters and languages --------------------------------------------- */

/*
 * A language: its letters in alphabetical order, what its word games fold
 * (French é is e, German ß is ss, but German ä is a letter of its own),
 * its tiles of several letters, letter values and tile counts, how it
 * lowercases (Turkish I is ı), and where its system word list is.  The
 * profiles are built into the library, never change and are never freed.
 */
typedef struct boggle_lang boggle_lang;

/* The profiles, NULL-terminated; English first. */
BOGGLE_API const boggle_lang *const *boggle_langs(void);
/*
 * A profile by its code, in any case and with _ for - ("en", "NB",
 * "pt_BR", "en-GB-large"), or NULL.
 */
BOGGLE_API const boggle_lang *boggle_lang_find(const char *code);
BOGGLE_API const boggle_lang *boggle_lang_english(void);
BOGGLE_API const char *boggle_lang_code(const boggle_lang *lang);
BOGGLE_API const char *boggle_lang_name(const boggle_lang *lang);
/*
 * The system word list the language reads by default, the Debian package
 * that installs it, and its licence; NULL where there is none (English
 * uses the list built into the library).
 */
BOGGLE_API const char *boggle_lang_list(const boggle_lang *lang);
BOGGLE_API const char *boggle_lang_package(const boggle_lang *lang);
BOGGLE_API const char *boggle_lang_licence(const boggle_lang *lang);
/* 1 if the system list is ISO-8859-1 rather than UTF-8. */
BOGGLE_API int boggle_lang_latin1(const boggle_lang *lang);
BOGGLE_API int boggle_lang_letter_count(const boggle_lang *lang);
/*
 * Write text lowercase by lang's rules (Turkish I is ı) and composed, as
 * words are compared; bytes that are not UTF-8 are copied as they are.
 * Returns the length, like snprintf.
 */
BOGGLE_API size_t boggle_lang_lower(const boggle_lang *lang, const char *text,
				    size_t len, char *buf, size_t size);
/*
 * Write text as the word lang plays it (French "Élève" as "eleve",
 * German "Fuß" as "fuss") into buf, NUL-ended, so that two ways of typing
 * one word compare equal.  BOGGLE_SYNTAX if text is no word of lang's
 * letters or its form does not fit in size.  *letters (may be NULL) gets
 * the letters it counts for (English qu: 2).
 */
BOGGLE_API boggle_code boggle_lang_fold(const boggle_lang *lang,
					const char *text, size_t len, char *buf,
					size_t size, int *letters,
					char msg[BOGGLE_ERR_MAX]);

/* ---- board ------------------------------------------------------------ */

/*
 * A board: rows x cols cells of one language, each blank or showing the
 * letters of a die face ("a", "qu", "ch", "l·l").  Cells are numbered row
 * by row from 0.  A board is a container: parsing or throwing into it
 * gives it the shape and language of what is read or thrown.
 */
typedef struct boggle_board boggle_board;

/* A blank board of lang; BOGGLE_MISUSE for a shape out of range. */
BOGGLE_API boggle_code boggle_board_new(boggle_board **board,
					const boggle_lang *lang, int rows,
					int cols);
BOGGLE_API void boggle_board_free(boggle_board *board);
/* Make to the same board as from. */
BOGGLE_API void boggle_board_copy(boggle_board *to, const boggle_board *from);

/*
 * Read a board of lang's letters from its one-line form: cells row by row,
 * either as a plain run whose cell count is a perfect square, or as rows
 * separated by '/'.  A cell is one letter, [several letters], or '.' for
 * a blank; letters that only make a tile together ("qu", "ŀl") may be
 * typed inline.  Any case.  BOGGLE_SYNTAX with the reason in msg; the
 * board is then unchanged.
 */
BOGGLE_API boggle_code boggle_board_parse(boggle_board *board,
					  const boggle_lang *lang,
					  const char *text, size_t len,
					  char msg[BOGGLE_ERR_MAX]);

BOGGLE_API int boggle_board_rows(const boggle_board *board);
BOGGLE_API int boggle_board_cols(const boggle_board *board);
/* The board's language (English for a board made with NULL). */
BOGGLE_API const boggle_lang *boggle_board_lang(const boggle_board *board);

/*
 * Write the board's one-line form (lowercase UTF-8, the form parse reads)
 * into buf; returns the length it needs, excluding the NUL, like snprintf.
 */
BOGGLE_API size_t boggle_board_format(const boggle_board *board, char *buf,
				      size_t size);

/*
 * Write cell's letters as a die face shows them ("Qu", "Ä", "IJ", "" for
 * a blank) or, with face 0, lowercase ("qu", "ä", "ij"); the length,
 * like snprintf.
 */
BOGGLE_API size_t boggle_board_cell(const boggle_board *board, int cell,
				    int face, char *buf, size_t size);
/* Letters the cell counts for: English Qu is 2, "th" is 2, a blank 0. */
BOGGLE_API int boggle_board_cell_letters(const boggle_board *board, int cell);
/*
 * Put a face on one cell: its letters as a die face writes them ("e",
 * "Qu", "ch", "[ch]", or "." for a blank; a run of letters is one cell,
 * as in []).  BOGGLE_SYNTAX with the reason in msg, BOGGLE_MISUSE for a
 * cell off the board.
 */
BOGGLE_API boggle_code boggle_board_set_cell(boggle_board *board, int cell,
					     const char *text, size_t len,
					     char msg[BOGGLE_ERR_MAX]);

/*
 * Find a path of distinct adjacent cells that spells word (in full, any
 * case): *cells gets its length, 0 if the board does not hold the word,
 * and path its cells.  BOGGLE_SYNTAX if word is no word of the board's
 * letters; BOGGLE_GAVE_UP if the search took BOGGLE_FIND_STEPS steps
 * without an answer (a fifth of a second or so, which only long words on
 * boards of two or three different letters come near): then the board
 * may hold the word or not.
 */
#define BOGGLE_FIND_STEPS 5000000L
BOGGLE_API boggle_code boggle_board_find(const boggle_board *board,
					 const char *word,
					 uint16_t path[BOGGLE_MAX_CELLS],
					 int *cells, char msg[BOGGLE_ERR_MAX]);

/* ---- dictionary ------------------------------------------------------- */

typedef struct boggle_dict boggle_dict;

typedef struct boggle_dict_stats {
	size_t lines;    /* non-empty lines read */
	size_t words;    /* distinct words kept */
	size_t skipped;  /* entries with characters not letters of the
			    language, or too long */
	size_t no_u;     /* English: entries dropped for a q not followed by u */
	size_t names;    /* capitalised entries skipped as names */
	size_t bad_line; /* with BOGGLE_NOT_UTF8: the line that is not UTF-8 */
	size_t all_caps; /* entries in capitals throughout (DNS, USD), skipped */
} boggle_dict_stats;

/*
 * Build a dictionary of lang from a one-word-per-line text: LF, CRLF or
 * CR, any case, any order, duplicates allowed.  Entries are read as
 * lang's letters and those with other characters are skipped;
 * capitalised entries are names, skipped, unless the language writes
 * words so (German nouns).  The text is UTF-8; a text that is not is
 * ISO-8859-1 if lang's system list is, and otherwise refused with
 * BOGGLE_NOT_UTF8 and the line in stats->bad_line, but in English, where
 * an entry with a byte outside a-z is skipped as ever.  stats may be NULL.
 */
BOGGLE_API boggle_code boggle_dict_from_text(boggle_dict **dict,
					     const boggle_lang *lang,
					     const char *text, size_t len,
					     boggle_dict_stats *stats);

/* The largest word list read: 128 MiB, twice the largest Debian one. */
#define BOGGLE_DICT_BYTES_MAX ((size_t)128 << 20)

/*
 * As boggle_dict_from_text, reading a file: BOGGLE_TOO_BIG for one over
 * BOGGLE_DICT_BYTES_MAX bytes, which is never read whole, BOGGLE_SYSTEM
 * as open or read fail.
 */
BOGGLE_API boggle_code boggle_dict_load(boggle_dict **dict,
					const boggle_lang *lang,
					const char *path,
					boggle_dict_stats *stats);
/* As boggle_dict_load, reading an open file to its end (left open). */
BOGGLE_API boggle_code boggle_dict_read(boggle_dict **dict,
					const boggle_lang *lang, int fd,
					boggle_dict_stats *stats);

/*
 * Open a word list for lang as the command does: a compiled file is
 * mapped (BOGGLE_WRONG_LANG if it is of another language); a text list is
 * read, and with cache_dir (not NULL or "") a list of BOGGLE_CACHE_MIN
 * bytes or more is kept compiled there and mapped from there the next
 * time, while the list is unchanged (its size, times and inode).  The
 * cache folder is made if need be, private (0700), and the folder above
 * it too when the one above that is there; a cache file that is no
 * regular file of the user's, was not sealed there with the folder's
 * key, is damaged or cannot be written only costs the time of reading
 * the text.  A compiled file handed in is checked whole before it is
 * used: one that is damaged or forged is refused with BOGGLE_DAMAGED,
 * never read outside its bytes; a sealed cache file, only its layout and
 * sums.  It must not be written
 * over in place while it is open (as cp does: write a new file and
 * rename it, as boggle_dict_save does): a process that has it open then
 * dies of SIGBUS.  Otherwise fails as boggle_dict_load.
 */
#define BOGGLE_CACHE_MIN ((long)256 << 10)
BOGGLE_API boggle_code boggle_dict_open(boggle_dict **dict,
					const boggle_lang *lang,
					const char *path,
					const char *cache_dir,
					boggle_dict_stats *stats);

/*
 * Write the dictionary's compiled form to path, which boggle_dict_open
 * maps in a millisecond.  A file is written by way of a new file beside
 * it, renamed into place, so that a reader never sees half a file and a
 * process that has the old one mapped keeps it whole; a symbolic link is
 * written through to where it leads; anything else (a pipe, a device)
 * is written to as it is.  BOGGLE_SYSTEM with errno on failure.
 */
BOGGLE_API boggle_code boggle_dict_save(const boggle_dict *dict,
					const char *path);
/* As boggle_dict_save, writing to an open file (a pipe will do), left open. */
BOGGLE_API boggle_code boggle_dict_write(const boggle_dict *dict, int fd);

/*
 * The user's cache directory for compiled lists: $XDG_CACHE_HOME/boggle,
 * else $HOME/.cache/boggle, else "" (none).  Its length, like snprintf.
 */
BOGGLE_API size_t boggle_dict_cache_dir(char *buf, size_t size);

/*
 * The English list compiled into the library and the program: it lives
 * as long as the program and is never freed.
 */
BOGGLE_API const boggle_dict *boggle_dict_builtin(void);

BOGGLE_API void boggle_dict_free(boggle_dict *dict);

BOGGLE_API const boggle_lang *boggle_dict_lang(const boggle_dict *dict);

/*
 * Map the whole of the dictionary's index into memory now, in one call,
 * for a process about to search it.  A search maps it piece by piece as
 * it reaches it, a page fault each; where faults are dear, as in a virtual
 * machine, one call costs less (the built-in list on one board: 24 faults
 * fewer, about 0.1 ms).  The pages count in the process's resident size
 * (the built-in list's index: 2.1 MB).  Only a hint.
 */
BOGGLE_API void boggle_dict_warm(const boggle_dict *dict);

BOGGLE_API size_t boggle_dict_count(const boggle_dict *dict);

/* The id of word (in full, any case), or -1 if the dictionary lacks it. */
BOGGLE_API int64_t boggle_dict_lookup(const boggle_dict *dict,
				      const char *word);

/*
 * Write word number id, spelled in full (qu) in lowercase UTF-8, into buf;
 * returns its length like snprintf.  Word ids follow the alphabet's order.
 */
BOGGLE_API size_t boggle_dict_word(const boggle_dict *dict, uint32_t id,
				   char *buf, size_t size);

/*
 * The list's own spellings of word id where they are not the letters it
 * is played with (French "élève" for eleve, German "Gießens" for
 * giessens), as the list writes them: the k-th, from 0, or NULL past the
 * last.  A word spelled as played has none.  The text lives as long as
 * the dictionary.
 */
BOGGLE_API const char *boggle_dict_spelling(const boggle_dict *dict,
					    uint32_t id, int k);

/*
 * Pick a dictionary word at random among the longest that fit in cells
 * cells: at least min(cells, 8) letters long if any such word exists, else
 * shorter, but never shorter than min_letters.  Returns the word id, or -1
 * if no word fits at all.
 */
typedef struct boggle_rng boggle_rng;
BOGGLE_API int64_t boggle_dict_pick_long(const boggle_dict *dict, int cells,
					 int min_letters, boggle_rng *rng);

/* ---- rules and scoring ------------------------------------------------ */

typedef enum boggle_scoring {
	BOGGLE_SCORING_CLASSIC,  /* 3-4: 1, 5: 2, 6: 3, 7: 5, 8+: 11 */
	BOGGLE_SCORING_SUPERBIG, /* as classic, but 9+ letters: 2 a letter */
	BOGGLE_SCORING_LETTERS,  /* letter values, bonus squares, length bonus */
	BOGGLE_SCORING_WORDS     /* every word 1 point (since 1.1.0) */
} boggle_scoring;

/* Bonus squares for letter scoring, one per cell. */
typedef enum boggle_bonus_kind {
	BOGGLE_BONUS_NONE = '.',
	BOGGLE_BONUS_DL = 'd', /* double letter */
	BOGGLE_BONUS_TL = 't', /* triple letter */
	BOGGLE_BONUS_DW = 'D', /* double word */
	BOGGLE_BONUS_TW = 'T'  /* triple word */
} boggle_bonus_kind;

/* A layout of bonus squares: one kind per cell of a rows x cols board. */
typedef struct boggle_bonus boggle_bonus;

/*
 * Read a layout: one of . d t D T per cell, rows separated by '/' or a
 * square run.  BOGGLE_SYNTAX with the reason in msg.
 */
BOGGLE_API boggle_code boggle_bonus_parse(boggle_bonus **bonus,
					  const char *text, size_t len,
					  char msg[BOGGLE_ERR_MAX]);
BOGGLE_API void boggle_bonus_free(boggle_bonus *bonus);
BOGGLE_API int boggle_bonus_rows(const boggle_bonus *bonus);
BOGGLE_API int boggle_bonus_cols(const boggle_bonus *bonus);
BOGGLE_API boggle_bonus_kind boggle_bonus_at(const boggle_bonus *bonus,
					     int cell);

typedef struct boggle_rules {
	int min_letters;
	boggle_scoring scoring;
	/* letter scoring only; NULL for none.  Not copied: it must outlive
	   the rules, and every annealer given them (a solve reads it
	   during the call only) */
	const boggle_bonus *bonus;
} boggle_rules;

/* The rules of classic 4x4 Boggle: 3 letters or more, classic scores. */
BOGGLE_API boggle_rules boggle_rules_classic(void);

/*
 * The rules of the edition a board's shape belongs to: 5x5 (Big Boggle)
 * wants 4 letters; 6x6 (Super Big Boggle) wants 4 letters and scores 9 or
 * more letters at 2 a letter; every other shape plays as classic.
 */
BOGGLE_API boggle_rules boggle_rules_for_shape(int rows, int cols);

/* Rules by edition name: "classic", "big" or "superbig"; else MISUSE. */
BOGGLE_API boggle_code boggle_rules_named(const char *name,
					  boggle_rules *rules);

/* Letter scoring (word-game apps): 2 letters or more; bonus may be NULL. */
BOGGLE_API boggle_rules boggle_rules_letters(const boggle_bonus *bonus);

/*
 * The rules a player chooses by name, for a board of rows x cols: the
 * command's --rules, --scoring, -m and --bonus, the package's rules,
 * scoring, min and bonus, a page link's fields.  edition "classic",
 * "big" or "superbig", or NULL for the shape's (boggle_rules_for_shape);
 * scoring "rules" (or NULL: points by length), "letters" or "words";
 * min the shortest word in decimal digits, 1 to 2 * BOGGLE_WORD_MAX, as
 * the player wrote it (so a refusal quotes it), or NULL for the rules'
 * own; bonus NULL, or a layout of the board's shape with letter scoring.
 * Letter scoring has no editions, so it outranks edition.  rows 0 checks
 * the choice before a board is known.  BOGGLE_MISUSE for an unknown name,
 * a min that is no number or out of range, or a bonus without letter
 * scoring, BOGGLE_WRONG_LANG for a bonus of another shape, the reason in
 * msg as the command says it.  (since 1.7.0)
 */
BOGGLE_API boggle_code boggle_rules_choose(boggle_rules *rules,
					   const char *edition,
					   const char *scoring, const char *min,
					   const boggle_bonus *bonus, int rows,
					   int cols, char msg[BOGGLE_ERR_MAX]);

/*
 * A scoring's name, as a proof's header and the package give it:
 * "classic", "superbig", "letters" or "words"; NULL for a value that is
 * none.  (since 1.7.0)
 */
BOGGLE_API const char *boggle_scoring_name(boggle_scoring scoring);

/* The forms boggle_rules_text writes.  (since 1.8.0) */
typedef enum boggle_rules_form {
	BOGGLE_RULES_OPTIONS, /* the command's: --scoring letters --bonus T./.. */
	BOGGLE_RULES_FIELDS,  /* a link's and the package's: scoring=letters&... */
	BOGGLE_RULES_HEADER   /* a proof header's: "scoring": "letters", ... */
} boggle_rules_form;

/* Room for any text boggle_rules_text writes.  (since 1.8.0) */
#define BOGGLE_RULES_TEXT_MAX 640

/*
 * Write rules, those of a board of rows x cols, as text that gives them
 * back: as the command's options or as a link's fields (rules, scoring,
 * min, bonus), each read by boggle_rules_choose for that shape, and
 * leaving out what the shape's own rules say ("" for those); or as a
 * proof's header carries them ("scoring", "min_letters", "bonus", each
 * always), read by boggle_proof_header_rules.  rows 0 writes the
 * options or fields that give rules alike on every shape.  The text is
 * shell- and URL-safe.  BOGGLE_MISUSE for rules that are none (a scoring
 * of no name, a shortest word out of range, a bonus without letter
 * scoring or of another shape), an unknown form, or a buf with no room
 * for the text (size BOGGLE_RULES_TEXT_MAX always has).  (since 1.8.0)
 */
BOGGLE_API boggle_code boggle_rules_text(const boggle_rules *rules, int rows,
					 int cols, boggle_rules_form form,
					 char *buf, size_t size);

/* Points for a word of this many letters (Qu counts 2); 0 if too short. */
BOGGLE_API int boggle_score_letters(const boggle_rules *rules, int letters);

/* An English letter's value in letter scoring (A 1 ... Z 10). */
BOGGLE_API int boggle_letter_value(char letter);

/*
 * Points for a word spelled along path (n cells) on board, under any
 * rules: by length for the editions, by letter values and the bonus
 * squares on the path for letter scoring.  0 if too short.
 */
BOGGLE_API int32_t boggle_score_path(const boggle_rules *rules,
				     const boggle_board *board,
				     const uint16_t *path, int n);

/*
 * Draw board as a picture in SVG (UTF-8, one <svg> element): its dice
 * with their faces, the squares of bonus (may be NULL; a layout of another
 * shape is left out) marked DL TL DW TW, and path (n cells, as
 * boggle_board_find gives them; NULL or 0 for none) drawn across it with
 * its steps numbered.  title (may be NULL) names the picture for screen
 * readers.  Each cell is a <g class="cell" data-cell="i">, each step a
 * <g class="step" data-cell="i" data-step="k">.  The picture is
 * cols * BOGGLE_SVG_CELL + BOGGLE_SVG_EDGE units wide, and as high by the
 * rows.  Returns the length it needs, excluding the NUL, like snprintf.
 * (Since 1.2.0.)
 */
#define BOGGLE_SVG_CELL 108
#define BOGGLE_SVG_EDGE 8
BOGGLE_API size_t boggle_board_svg(const boggle_board *board,
				   const boggle_bonus *bonus,
				   const uint16_t *path, int n,
				   const char *title, char *buf, size_t size);

/* ---- solving ---------------------------------------------------------- */

/* One word found on a board. */
typedef struct boggle_word {
	uint32_t id;      /* index in the dictionary */
	int32_t score;
	uint16_t letters; /* letters as read: Qu counts 2 */
	uint16_t path_len;
	uint32_t path;    /* offset of its cells in boggle_solver_paths() */
} boggle_word;

/*
 * A solver: reusable across boards, one per thread.  It keeps dict, which
 * must outlive it.
 */
typedef struct boggle_solver boggle_solver;

BOGGLE_API boggle_code boggle_solver_new(boggle_solver **solver,
					 const boggle_dict *dict);
BOGGLE_API void boggle_solver_free(boggle_solver *solver);

/*
 * Find every word of the dictionary on the board and score it by rules
 * (which it reads during the call only).  BOGGLE_WRONG_LANG for a board
 * of another language than the dictionary's or a bonus layout of another
 * shape, BOGGLE_NOMEM, or BOGGLE_GAVE_UP.  A board of the real dice takes
 * under 40,000 steps, but long words of a few letters can have countless
 * paths on a board of those letters: after half a million the search
 * starts over, deciding such words one at a time, and gives up after
 * BOGGLE_SOLVE_STEPS more (boggle_solver_limit sets another number), the
 * steps of deciding words included: two to four seconds, which only
 * letter scoring with bonus squares, and lists made for it, come near.
 * The results live until the next solve or the solver's free; after
 * BOGGLE_GAVE_UP they are the words found before the search gave up.
 */
#define BOGGLE_SOLVE_STEPS 20000000L
BOGGLE_API boggle_code boggle_solve(boggle_solver *solver,
				    const boggle_board *board,
				    const boggle_rules *rules);
/*
 * Leave the words of list out of the solves to come: never listed, never
 * scored (house rules, or words a family would rather not see).  list is
 * read now and not kept; NULL leaves nothing out.  BOGGLE_WRONG_LANG for a
 * list of another language than the solver's.
 */
BOGGLE_API boggle_code boggle_solver_exclude(boggle_solver *solver,
					     const boggle_dict *list);
/* The steps the solves to come may take in their careful search. */
BOGGLE_API void boggle_solver_limit(boggle_solver *solver, long steps);
/*
 * Whether the solves to come keep a path for each word (keep 1, the
 * default) or not (keep 0): a caller that wants only words and scores, a
 * summary or a search for the best board, saves the copying; each word's
 * path and path_len are then 0.  Scores are the same either way.
 */
BOGGLE_API void boggle_solver_keep_paths(boggle_solver *solver, int keep);

BOGGLE_API size_t boggle_solver_count(const boggle_solver *solver);
BOGGLE_API long boggle_solver_score(const boggle_solver *solver);
/*
 * The words found, by score descending, then alphabetically.  They are
 * sorted on the first call after a solve, so a caller that wants only the
 * count and the score never pays for the order.
 */
BOGGLE_API const boggle_word *boggle_solver_words(boggle_solver *solver);
/*
 * A word's text, in full (qu) lowercase UTF-8: word is one of
 * boggle_solver_words().  The text lives as long as the results.
 */
BOGGLE_API const char *boggle_solver_text(boggle_solver *solver,
					  const boggle_word *word);
/* Cells (row * cols + col) of one path per word, indexed by word->path. */
BOGGLE_API const uint16_t *boggle_solver_paths(const boggle_solver *solver);

/*
 * Boards read and solved in one call (since 1.7.0), for a caller that
 * pays for each call it makes (a Python program, say).
 *
 * Read text (len bytes) as boggle_board_parse reads it, in the language
 * of the solver's dictionary, into a board of the solver's own, solve it
 * by rules, or with rules NULL by the rules of its shape
 * (boggle_rules_for_shape), and say in *solved what was found: the
 * words, sorted (boggle_solver_words), their number and points, the
 * paths and the cells they take, and the board's shape.  It lives as
 * long as the solver's results.  Fails as boggle_board_parse (the
 * reason in msg) or boggle_solve; *solved then holds no word.
 */
typedef struct boggle_solved {
	const boggle_word *words;
	size_t count;
	long score;
	const uint16_t *paths;
	size_t path_cells;
	int rows, cols;
} boggle_solved;
BOGGLE_API boggle_code boggle_solve_text(boggle_solver *solver,
					 const boggle_rules *rules,
					 const char *text, size_t len,
					 boggle_solved *solved,
					 char msg[BOGGLE_ERR_MAX]);
/*
 * Many boards at once, for a caller that wants only their totals: solve
 * n boards given as text and write board i's points into counts[2 * i]
 * and its words into counts[2 * i + 1], as boggle solve -f summary
 * counts them.  Board i is the text at texts + i * stride, its stride
 * bytes or up to its first NUL (an array of strings of one width, NUL
 * padded), read and solved as boggle_solve_text does.
 * Paths are not kept meanwhile (boggle_solver_keep_paths is as it was
 * after).  Stops at the first board that fails, with its code
 * (BOGGLE_SYNTAX with the reason in msg, as boggle_board_parse; or as
 * boggle_solve), the boards before it written; *at (may be NULL) gets
 * that board's index, or n.  Calls on different solvers may run in
 * threads at once.
 */
BOGGLE_API boggle_code boggle_solve_many(boggle_solver *solver,
					 const boggle_rules *rules,
					 const char *texts, size_t stride,
					 size_t n, int64_t *counts, size_t *at,
					 char msg[BOGGLE_ERR_MAX]);

/* ---- judging a played word -------------------------------------------- */

/*
 * What a word a player gives counts for on a board just solved, in the
 * order a game judges it.  boggle_verdict_status names each as a score's
 * JSON does ("ok", "duplicate", "too-short", "not-a-word",
 * "not-on-board"), boggle_verdict_text as a player is told ("already
 * found", "too short", "not a word", "not on the board"; "" for a word
 * that scores).  (Since 1.3.0.)
 */
typedef enum boggle_verdict {
	BOGGLE_VERDICT_OK = 0,       /* it scores */
	BOGGLE_VERDICT_PLAYED,       /* already found this game */
	BOGGLE_VERDICT_TOO_SHORT,    /* fewer letters than the rules want */
	BOGGLE_VERDICT_NOT_A_WORD,   /* not in the list, or not of its letters */
	BOGGLE_VERDICT_NOT_ON_BOARD  /* the board does not hold it */
} boggle_verdict;

/*
 * Judge word (len bytes of UTF-8, any case) on board, which solver has
 * just solved by rules (boggle_solve gave BOGGLE_OK).  played (may be
 * NULL) marks the solver's words found already, one byte each in the
 * order of boggle_solver_words().  *at (may be NULL) gets the word's
 * index there, or -1 if the solver did not find it; msg (may be NULL)
 * says why a word that is not of the language's letters is not a word.
 */
BOGGLE_API boggle_verdict boggle_solver_verdict(boggle_solver *solver,
						const boggle_board *board,
						const boggle_rules *rules,
						const char *word, size_t len,
						const unsigned char *played,
						long *at,
						char msg[BOGGLE_ERR_MAX]);
BOGGLE_API const char *boggle_verdict_status(boggle_verdict verdict);
BOGGLE_API const char *boggle_verdict_text(boggle_verdict verdict);

/* ---- counting paths ---------------------------------------------------- */

/* A count that may pass 2^64: hi * 2^64 + lo. */
typedef struct boggle_count {
	uint64_t hi, lo;
} boggle_count;

/*
 * For k = 1 .. rows * cols, counts[k - 1] = the number of directed paths
 * of k distinct, successively adjacent cells on a rows x cols board,
 * exactly.  counts holds rows * cols entries.  BOGGLE_TOO_LARGE with the
 * reason in msg, before any counting, if the shape is too large to count
 * in time and memory or its paths number 2^128 or more in all (so every
 * count, and their total, fits a boggle_count); BOGGLE_MISUSE for a shape
 * out of range; BOGGLE_NOMEM.
 */
BOGGLE_API boggle_code boggle_count_paths(int rows, int cols,
					  boggle_count *counts,
					  char msg[BOGGLE_ERR_MAX]);

/* The count in decimal; returns its length like snprintf. */
BOGGLE_API size_t boggle_count_format(boggle_count count, char *buf,
				      size_t size);

/* a + b; *overflow is set if the sum passes 2^128. */
BOGGLE_API boggle_count boggle_count_add(boggle_count a, boggle_count b,
					 int *overflow);

/* ---- random numbers --------------------------------------------------- */

/* splitmix64: small, fast, and the same sequence on every platform. */
struct boggle_rng {
	uint64_t state;
};

BOGGLE_API void boggle_rng_seed(boggle_rng *rng, uint64_t seed);
BOGGLE_API uint64_t boggle_rng_next(boggle_rng *rng);
/* A number in [0, n) as next() % n, the way the benchmark boards were made. */
BOGGLE_API uint32_t boggle_rng_below(boggle_rng *rng, uint32_t n);

/* ---- dice --------------------------------------------------------------- */

/*
 * A set of dice, one per cell of its board.  The built-in sets live as
 * long as the program; a set read from text until boggle_dice_free.
 */
typedef struct boggle_dice_set boggle_dice_set;

/* NULL-terminated list of the built-in sets. */
BOGGLE_API const boggle_dice_set *const *boggle_dice_sets(void);
/* A built-in set by name ("classic", "new", "big"...), or NULL. */
BOGGLE_API const boggle_dice_set *boggle_dice_find(const char *name);
BOGGLE_API const char *boggle_dice_name(const boggle_dice_set *set);
BOGGLE_API const char *boggle_dice_description(const boggle_dice_set *set);
BOGGLE_API int boggle_dice_rows(const boggle_dice_set *set);
BOGGLE_API int boggle_dice_cols(const boggle_dice_set *set);
/* The language of a set's faces: English for the built-in sets. */
BOGGLE_API const boggle_lang *boggle_dice_lang(const boggle_dice_set *set);
/*
 * Die i (from 0 to rows * cols - 1) as written: its faces in a row, an
 * uppercase letter starting a face ("AnErHeInQuTh"; a face "Q" reads
 * Qu), or, for a set read from text, its faces between spaces.
 */
BOGGLE_API const char *boggle_dice_die(const boggle_dice_set *set, int i);

/*
 * Read a set of dice for lang from text: one die a line, its faces
 * separated by spaces; a face is one letter, several ("Qu", "Ch", "L·L"),
 * or '.' for a blank.  The dice must make a square board.  The name is
 * copied.  BOGGLE_SYNTAX with the reason in msg.
 */
BOGGLE_API boggle_code boggle_dice_read(boggle_dice_set **set,
					const boggle_lang *lang,
					const char *name, const char *text,
					size_t len, char msg[BOGGLE_ERR_MAX]);
BOGGLE_API void boggle_dice_free(boggle_dice_set *set);
/*
 * The set's dice as dice of lang, where lang has the set's letters (the
 * built-in English dice for en-GB and the other English lists): a copy,
 * freed with boggle_dice_free, that shares set's dice, so set must
 * outlive it.  BOGGLE_WRONG_LANG for a language of other letters.
 */
BOGGLE_API boggle_code boggle_dice_as(boggle_dice_set **copy,
				      const boggle_dice_set *set,
				      const boggle_lang *lang);

/*
 * Throw the set onto board, which takes its shape and language: every
 * die lands in a random cell (a Fisher-Yates shuffle from the last cell
 * down) and then shows a random face, cell by cell.
 */
BOGGLE_API void boggle_dice_throw(const boggle_dice_set *set, boggle_rng *rng,
				  boggle_board *board);

/*
 * 1 if some assignment of the set's dice, one per cell, shows the board;
 * else 0, saying why not in why (which may be NULL).
 */
BOGGLE_API int boggle_dice_check(const boggle_dice_set *set,
				 const boggle_board *board,
				 char why[BOGGLE_ERR_MAX]);

/*
 * Fill board with rows x cols letters of lang drawn at random: in English
 * one letter at a time by letter frequency, in another language tiles by
 * its tile counts, tiles of several letters included.  BOGGLE_MISUSE for
 * a shape out of range.
 */
BOGGLE_API boggle_code boggle_throw_letters(boggle_board *board,
					    const boggle_lang *lang, int rows,
					    int cols, boggle_rng *rng);

/*
 * A rows x cols board of lang holding word (spelled in full, any case)
 * along a random path of adjacent distinct cells, the other cells drawn
 * as boggle_throw_letters draws them.  BOGGLE_SYNTAX if word is no word
 * of lang's letters, BOGGLE_MISUSE if it cannot be laid on the shape; the
 * reason in msg.
 */
BOGGLE_API boggle_code boggle_plant(boggle_board *board,
				    const boggle_lang *lang, int rows,
				    int cols, const char *word,
				    boggle_rng *rng, char msg[BOGGLE_ERR_MAX]);

/* ---- searching for the best board ---------------------------------------- */

/*
 * One chain of simulated annealing over boards: rows x cols of letters,
 * or the boards a dice set can throw (set not NULL).  Deterministic: the
 * same seed tries the same boards in the same order.  It copies rules,
 * but keeps dict, the bonus layout the rules name and set, which must
 * outlive it.  BOGGLE_MISUSE for a shape out of range, BOGGLE_WRONG_LANG
 * for a bonus layout of another shape or a set of another language than
 * the dictionary's (the built-in sets are English), BOGGLE_NOMEM.
 */
typedef struct boggle_annealer boggle_annealer;

BOGGLE_API boggle_code boggle_annealer_new(boggle_annealer **annealer,
					   const boggle_dict *dict,
					   const boggle_rules *rules,
					   int rows, int cols,
					   const boggle_dice_set *set,
					   uint64_t seed);
BOGGLE_API void boggle_annealer_free(boggle_annealer *annealer);
/*
 * Leave the words of list out of every board's score from now on, as
 * boggle_solver_exclude does; the search starts again from its current
 * board, rescored.
 */
BOGGLE_API boggle_code boggle_annealer_exclude(boggle_annealer *annealer,
					       const boggle_dict *list);
/* Take steps more steps; returns the best score seen so far. */
BOGGLE_API long boggle_annealer_run(boggle_annealer *annealer, long steps);
/*
 * The best board seen, and its score: the annealer's own, changed by the
 * next run and freed with the annealer.
 */
BOGGLE_API const boggle_board *
boggle_annealer_best(const boggle_annealer *annealer, long *score);
/* How many boards it has scored (a board seen lately, from memory). */
BOGGLE_API long boggle_annealer_evaluations(const boggle_annealer *annealer);

/* ---- proofs (since 1.1.0) ---------------------------------------------- */

/*
 * A board class: each cell a set of tiles, standing for every board that
 * picks one tile in each cell.  Proofs work on classes of up to 25 cells
 * (5x5) of up to 64 tiles each.
 */
typedef struct boggle_class boggle_class;

/*
 * Read a class of a rows x cols board: its cells in row order, each the
 * tiles it may hold written together as a board writes its cells
 * ("aeiou", "[ch]aeo" for Spanish ch), cells separated by spaces, rows
 * optionally by '/'.  BOGGLE_SYNTAX with the reason in msg: a bad letter,
 * an empty cell, a tile twice in a cell, the wrong number of cells.
 */
BOGGLE_API boggle_code boggle_class_parse(boggle_class **cls,
					  const boggle_lang *lang, int rows,
					  int cols, const char *text,
					  size_t len, char msg[BOGGLE_ERR_MAX]);
BOGGLE_API void boggle_class_free(boggle_class *cls);
/* Room for any class's text, every tile of its language in every cell. */
#define BOGGLE_CLASS_TEXT_MAX                                             \
	(25 * (BOGGLE_LETTERS_MAX * (BOGGLE_CELL_MAX * BOGGLE_LETTER_BYTES + \
				     2) + 1) + 1)
/* Write the class as boggle_class_parse reads it; the length, like snprintf. */
BOGGLE_API size_t boggle_class_format(const boggle_class *cls, char *buf,
				      size_t size);
/* How many boards the class holds (a double: 5x5 classes hold ~1e30). */
BOGGLE_API double boggle_class_boards(const boggle_class *cls);
/*
 * How many tiles cell (0 to rows * cols - 1, in row order) of the class
 * may hold: 1 where a part of a larger class fixes the cell, 0 for a
 * cell out of range.  (since 1.8.0)
 */
BOGGLE_API int boggle_class_tiles(const boggle_class *cls, int cell);
/* Whether every board of a is one of b. */
BOGGLE_API int boggle_class_within(const boggle_class *a,
				   const boggle_class *b);
/* Whether no board is both of a and of b. */
BOGGLE_API int boggle_class_disjoint(const boggle_class *a,
				     const boggle_class *b);
/*
 * The boards of a that are not of b, as at most 25 classes apart from one
 * another, into out (each the caller's to free with boggle_class_free),
 * their number into *n.
 */
BOGGLE_API boggle_code boggle_class_minus(const boggle_class *a,
					  const boggle_class *b,
					  boggle_class *out[25], int *n);

/*
 * The canonical orientation of a board: of its rotations and reflections
 * (8 for a square, 4 for another rectangle) the one that comes first
 * when their cells are compared in row order, a cell by its letters in
 * the alphabet's order (c before ch before d).  Turns board into it.
 */
BOGGLE_API void boggle_board_orient(boggle_board *board);

/*
 * A prover finds every board of one shape that scores at least a cutoff,
 * one per symmetry class, by branch and bound over board classes: the
 * letters are split into buckets (2 in a corner, 3 elsewhere on boards of
 * more than 9 cells; 2 everywhere on smaller ones) and a class gives each
 * cell one bucket.  Classes are numbered 0 .. boggle_prover_space() - 1
 * by their buckets, cell by cell in row order with the first cell most
 * significant; only a class that comes first among its rotations and
 * reflections (boggle_prover_canonical) needs proving.  A prover is for
 * one thread; it keeps dict and the rules' bonus, which must outlive it.
 */
typedef struct boggle_prover boggle_prover;

/*
 * A prover for rows x cols boards (at most 25 cells) judged by dict and
 * rules.  BOGGLE_TOO_LARGE for a shape of more cells, BOGGLE_WRONG_LANG for
 * a bonus layout of another shape.
 */
BOGGLE_API boggle_code boggle_prover_new(boggle_prover **prover,
					 const boggle_dict *dict,
					 const boggle_rules *rules, int rows,
					 int cols, char msg[BOGGLE_ERR_MAX]);
BOGGLE_API void boggle_prover_free(boggle_prover *prover);
/* Leave the words of list out of every score, as boggle_solver_exclude. */
BOGGLE_API boggle_code boggle_prover_exclude(boggle_prover *prover,
					     const boggle_dict *list);
/*
 * Prove only boards of these tiles, written as one cell of a class
 * ("aest", "ae[ch]l"): every bucket keeps the ones it has, a bucket left
 * with none goes, and class ids are counted again.  BOGGLE_SYNTAX with
 * the reason in msg.
 */
BOGGLE_API boggle_code boggle_prover_tiles(boggle_prover *prover,
					   const char *text, size_t len,
					   char msg[BOGGLE_ERR_MAX]);
/* The bucket letters are in, for each cell, written as a class. */
BOGGLE_API size_t boggle_prover_buckets(const boggle_prover *prover,
					char *buf, size_t size);
/* Class ids: every class, and the canonical ones among them. */
BOGGLE_API uint64_t boggle_prover_space(const boggle_prover *prover);
BOGGLE_API uint64_t boggle_prover_classes(const boggle_prover *prover);
/* Whether class id is the first of its rotations and reflections. */
BOGGLE_API int boggle_prover_canonical(const boggle_prover *prover,
				       uint64_t id);
/* Class id as a class (the caller frees it); MISUSE for no such id. */
BOGGLE_API boggle_code boggle_prover_class(const boggle_prover *prover,
					   uint64_t id, boggle_class **cls);

/* An upper bound of a class's scores, and what it took. */
typedef struct boggle_bound {
	int64_t bound;       /* no board of the class scores more */
	int64_t forced;      /* of bound: paths through one-tile cells only */
	int64_t union_bound; /* each word some board holds, once at its best:
				a bound too, tighter only for tiny classes */
	uint64_t paths;      /* word paths counted (once per set of cells) */
	uint64_t repeats;    /* paths left out: a word again on the same cells */
	uint64_t words;      /* distinct words some board of the class holds */
	uint64_t nodes;      /* nodes of the tree the bound was read from */
	size_t bytes;        /* its memory */
} boggle_bound;

/*
 * The bound of cls (of the prover's shape and language): from a tree of
 * every word path the class holds, each path's cells sorted into one
 * fixed order, that adds what different cells give and takes the best
 * of one cell's tiles.  BOGGLE_TOO_LARGE if the tree would pass the
 * prover's memory limit.
 */
BOGGLE_API boggle_code boggle_prover_bound(boggle_prover *prover,
					   const boggle_class *cls,
					   boggle_bound *bound);

/*
 * As boggle_prover_bound, and what dropping covered paths took off.  On
 * a class with cells of one tile (a part of a larger class), a path of a
 * word needs only its tiles on the other cells, and one that needs every
 * tile another path of the word needs (and scores no more) is left out
 * of bound->bound: wherever it is spelled, so is the other, and the word
 * counts once.  *every: the bound with every path kept; *covered: the
 * paths left out so.  Either may be NULL.
 */
BOGGLE_API boggle_code boggle_prover_bound_every(boggle_prover *prover,
						 const boggle_class *cls,
						 boggle_bound *bound,
						 int64_t *every,
						 uint64_t *covered);

/*
 * Turn a board of the prover's shape into its canonical orientation
 * among the rotations and reflections that keep the rules' bonus
 * squares where they are (all of them without bonus squares), as the
 * prover reports boards.
 */
BOGGLE_API void boggle_prover_orient(const boggle_prover *prover,
				     boggle_board *board);

/*
 * Whether board, or one of the turns boggle_prover_orient picks from, is
 * a board of cls: whether a proof of cls could report it.
 */
BOGGLE_API int boggle_prover_holds(const boggle_prover *prover,
				   const boggle_class *cls,
				   const boggle_board *board);

/* Each board found: in canonical orientation, with its exact score. */
typedef int (*boggle_found_fn)(void *ctx, const boggle_board *board,
			       int32_t score);
/*
 * Work given away: a part of the class, to be proved by another call
 * (boggle_prover_prove of another prover, say in another thread).  The
 * class is the callee's to keep or free.
 */
typedef void (*boggle_share_fn)(void *ctx, boggle_class *part);

typedef struct boggle_prove_stats {
	int64_t bound;      /* the class's bound before splitting (a class
			       too big for one tree: the highest of its
			       parts'): no board found scores more */
	uint64_t trees;     /* trees built: 1, or more for a class split */
	uint64_t nodes;     /* the largest tree's nodes */
	size_t bytes;       /* the most memory the prover held */
	uint64_t candidates; /* boards scored by the solver */
} boggle_prove_stats;

/*
 * Prove cls against min_score (> 0): call found for every board of the
 * class scoring at least min_score (found returning non-zero stops the
 * proof: BOGGLE_GAVE_UP).  A board whose rotation or reflection is in
 * the class too may be reported more than once, so the caller keeps each
 * canonical board once.  While *hungry is non-zero (read atomically;
 * hungry may be NULL) the prover hands untried parts of the class to
 * share instead of proving them itself.  stats may be NULL.
 */
BOGGLE_API boggle_code boggle_prover_prove(boggle_prover *prover,
					   const boggle_class *cls,
					   int32_t min_score,
					   boggle_found_fn found,
					   boggle_share_fn share, void *ctx,
					   const int *hungry,
					   boggle_prove_stats *stats);
/*
 * How many trees the prover has built, ever: read atomically, so that
 * another thread can tell when a proof under way has built its class's
 * tree and begun to walk it.
 */
BOGGLE_API uint64_t boggle_prover_trees(const boggle_prover *prover);
/* The prover's memory limit for one tree, in bytes (default 1 GB). */
BOGGLE_API void boggle_prover_limit(boggle_prover *prover, size_t bytes);

/*
 * Position p (< n) of a fixed shuffle of 0 .. n - 1, the same in every
 * version: a proof run deals classes in this order, and a proof cut into
 * tasks can give task i of k positions i, i + k, i + 2k ... (since 1.4.0)
 */
BOGGLE_API uint64_t boggle_shuffle(uint64_t n, uint64_t p);

/*
 * A proof run (since 1.4.0): provers, one a thread, prove a set of
 * classes against one cutoff.  Each thread takes the next class when its
 * own is done; once none is left, an idle thread asks the busy ones for
 * parts of theirs (boggle_prover_prove's share), so that all stay busy to
 * the end.  The run keeps its provers, which must outlive it, and uses
 * them only inside boggle_proof_run_go.  Not for WebAssembly, which has
 * no threads.
 */
typedef struct boggle_proof_run boggle_proof_run;

/* A class to prove: class id whole, or a part of it as text. */
typedef struct boggle_proof_item {
	uint64_t id;
	const char *part;   /* as boggle_class_parse reads it, or NULL */
} boggle_proof_item;

/* Room for a board of a proof (at most 25 cells) as text, and its NUL. */
#define BOGGLE_PROOF_BOARD_MAX \
	(25 * (BOGGLE_CELL_MAX * BOGGLE_LETTER_BYTES + 3) + 1)

/* A board found, as boggle_board_format writes it, and its score. */
typedef struct boggle_proof_board {
	char board[BOGGLE_PROOF_BOARD_MAX];
	int32_t score;
} boggle_proof_board;

/*
 * Sort len boards as a run lists them, highest first and then in strcmp
 * order of their text, each board once: how many are left.
 */
BOGGLE_API size_t boggle_proof_boards_sort(boggle_proof_board *boards,
					   size_t len);

/* A class proven: every pointer lives until the callback returns. */
typedef struct boggle_proven {
	uint64_t id;
	const char *part;   /* the item's part, or NULL */
	int64_t bound;      /* the highest bound of its trees */
	double seconds;     /* CPU time, all its threads' together */
	const boggle_proof_board *boards; /* each once, highest first, then
					     in strcmp order of their text */
	size_t nboards;
	char *const *split; /* parts handed on (boggle_proof_run_split_after)
			       as class text, left unproven */
	size_t nsplit;
} boggle_proven;

/*
 * Called once for each class proven whole, one call at a time, from any
 * of the run's threads, which wait meanwhile.  A class that failed is
 * never reported.  A code other than BOGGLE_OK ends the run: it is the
 * run's failure, of that class.
 */
typedef boggle_code (*boggle_proven_fn)(void *ctx, const boggle_proven *cls);
/* Called every 50 ms or so from the thread in boggle_proof_run_go. */
typedef void (*boggle_tick_fn)(void *ctx);

/*
 * A run of n provers (1 .. 256, each of the same shape, list and rules)
 * against min_score (> 0): by default of every class canonical to the
 * first prover, dealt in the order of boggle_shuffle over its space.
 */
BOGGLE_API boggle_code boggle_proof_run_new(boggle_proof_run **run,
					    boggle_prover *const *provers,
					    int n, int32_t min_score);
BOGGLE_API void boggle_proof_run_free(boggle_proof_run *run);
/* Prove items instead, in this order; the run keeps them. */
BOGGLE_API void boggle_proof_run_items(boggle_proof_run *run,
				       const boggle_proof_item *items,
				       size_t n);
/* Of every class, leave out ids (sorted, ascending); the run keeps them. */
BOGGLE_API void boggle_proof_run_skip(boggle_proof_run *run,
				      const uint64_t *ids, size_t n);
/*
 * A piece of a class that has run past seconds, and four times what its
 * tree took to build, hands all it holds on as parts (boggle_proven's
 * split) instead of proving them: for a later run.  0, the default: never.
 */
BOGGLE_API void boggle_proof_run_split_after(boggle_proof_run *run,
					     double seconds);
/*
 * Prove task index of count alone (index < count): the places index,
 * index + count, index + 2 * count ... of the run's order, which is the
 * shuffle of its space, or with items the shuffle of their places
 * (boggle_shuffle over their number): a proof cut into tasks, each the
 * same on every machine.  BOGGLE_MISUSE for an index out of range.
 * (since 1.6.0)
 */
BOGGLE_API boggle_code boggle_proof_run_task(boggle_proof_run *run,
					     uint64_t index, uint64_t count);
/*
 * Prove n classes drawn at random by seed instead, each once: ids drawn
 * uniformly over the space, those not canonical passed over, so that a
 * sample's CPU time stands for the whole proof's (boggle prove --sample).
 * Fewer if the shape has fewer.  BOGGLE_NOMEM.  (since 1.6.0)
 */
BOGGLE_API boggle_code boggle_proof_run_sample(boggle_proof_run *run,
					       uint64_t n, uint64_t seed);
/*
 * How many classes, or items, the run proves: its items, its task's
 * share of the canonical classes (found by walking it), or every
 * canonical class less the ids skipped.  (since 1.6.0)
 */
BOGGLE_API uint64_t boggle_proof_run_size(const boggle_proof_run *run);
/*
 * Run the proof in threads and return once it ends: BOGGLE_OK when every
 * class was proven; BOGGLE_GAVE_UP when *stop (read atomically; stop may
 * be NULL, and a signal handler may set it) turned non-zero first, the
 * classes under way left unreported; BOGGLE_SYSTEM with errno when no
 * thread could start; else the first failure, of class
 * boggle_proof_run_failed.  tick may be NULL.  Once per run.
 */
BOGGLE_API boggle_code boggle_proof_run_go(boggle_proof_run *run,
					   boggle_proven_fn proven,
					   boggle_tick_fn tick, void *ctx,
					   const int *stop);
/* The class of the failure boggle_proof_run_go returned. */
BOGGLE_API uint64_t boggle_proof_run_failed(const boggle_proof_run *run);
/*
 * What the run's provers did: trees and boards scored added up, the
 * largest tree's nodes and bytes, the highest bound of any class.
 */
BOGGLE_API void boggle_proof_run_stats(const boggle_proof_run *run,
				       boggle_prove_stats *stats);

/* ---- proof files (since 1.5.0) ----------------------------------------- */

/*
 * A proof's files: a header line that says what is proven (shape,
 * language, list, rules, buckets, cutoff), then one JSON line a class
 * proven, or a part of one, each sealed with a checksum of its text.  A
 * boggle_proof writes the lines of one proof and reads its files back,
 * checking each as it goes: the header is the proof's, each line is
 * whole and undamaged, each record names a class of the proof, and
 * every board it lists is a board of that class, in order, scoring what
 * it says (solved again), no more than the record's bound.  Then it
 * checks that the files account for every class once, and proves a
 * sample of classes again to see that their records left no board out.
 *
 * Files are fed to it a piece at a time, from memory or through a read
 * callback, so that it needs no file descriptors: what it holds while
 * reading is one line, and of each record its key and its boards.  What
 * it found wrong, each finding a line, is in boggle_proof_message.  The
 * proof keeps prover and dict, which must outlive it, and the rules'
 * bonus; it is for one thread at a time.
 */
typedef struct boggle_proof boggle_proof;

/*
 * A proof of min_score (> 0) made with prover (with its tiles, if any),
 * dict and rules, leaving out the words of excluded (may be NULL; read
 * now, not kept).  BOGGLE_MISUSE for a cutoff below 1 or a list of
 * another language than the prover's.
 */
BOGGLE_API boggle_code boggle_proof_new(boggle_proof **proof,
					const boggle_prover *prover,
					const boggle_dict *dict,
					const boggle_dict *excluded,
					const boggle_rules *rules,
					int32_t min_score);
BOGGLE_API void boggle_proof_free(boggle_proof *proof);

/*
 * What the header says beside what it proves, and never compares: the
 * tiles as given (boggle_prover_tiles), the paths the lists were read
 * from, to find them again.  Each may be NULL; a text JSON would have to
 * escape is left out.  Copied.
 */
BOGGLE_API boggle_code boggle_proof_where(boggle_proof *proof,
					  const char *tiles,
					  const char *list_path,
					  const char *exclude_path);
/*
 * Read files of version 1 whatever they hold (accept 1): records with a
 * checksum, which version 1 never wrote, as --resume added them.
 */
BOGGLE_API void boggle_proof_accept_v1(boggle_proof *proof, int accept);

/* A proof cut into tasks: task index of count; count 0 for none. */
typedef struct boggle_proof_task {
	uint64_t index, count;
	int parts;          /* a wave over parts handed on, not over classes */
} boggle_proof_task;

/*
 * Field key of a proof's header line (len bytes, no newline needed) as
 * text, a string's value without its quotes ("shape": "3x4"; "classes",
 * "min_score", "list", "scoring", "tiles", "list_path"...).  BOGGLE_SYNTAX
 * if the line is no proof's header or has no such field (or no room for
 * it), BOGGLE_DAMAGED if the line's checksum does not match its text.
 */
BOGGLE_API boggle_code boggle_proof_header_field(const char *line,
						 size_t len, const char *key,
						 char *buf, size_t size);
/*
 * The rules a proof's header line says it was proven under: scoring,
 * shortest word and bonus squares, into *rules; *bonus is the layout
 * the rules point to, or NULL, the caller's to free with
 * boggle_bonus_free.  BOGGLE_SYNTAX if the header names none such (a
 * bonus of another shape, or one without letter scoring),
 * BOGGLE_DAMAGED if its checksum does not match.  (since 1.7.0)
 */
BOGGLE_API boggle_code boggle_proof_header_rules(const char *line, size_t len,
						 boggle_rules *rules,
						 boggle_bonus **bonus);
/*
 * What names dict in a header of version (1 to 4): its words' checksum,
 * each word with a newline after it, as the header's "list" writes it (a
 * 64-bit FNV-1a) before version 4, or as its "list_sha256" does from
 * version 4 on (SHA-256).  Its length, like snprintf.
 */
BOGGLE_API size_t boggle_proof_list_sum(const boggle_dict *dict, int version,
					char *buf, size_t size);
/* Room for any header line. */
#define BOGGLE_PROOF_HEADER_MAX 16384
/*
 * Files of version (2 or 3) carried into the newest: the headers
 * boggle_proof_header writes say so, and name the checksum in that
 * version's form that the proof's list was held to as they were read.
 * BOGGLE_MISUSE for another version.
 */
BOGGLE_API boggle_code boggle_proof_carry(boggle_proof *proof, int version);
/*
 * The header line of the proof's file, its newline last: a one-machine
 * proof's (task NULL or of count 0), or task's.  Its length, like
 * snprintf.
 */
BOGGLE_API size_t boggle_proof_header(const boggle_proof *proof,
				      const boggle_proof_task *task,
				      char *buf, size_t size);
/*
 * The record line of a class proven, as a proof run reports it, its
 * newline last.  Its length, like snprintf.
 */
BOGGLE_API size_t boggle_proof_record(const boggle_proven *cls, char *buf,
				      size_t size);
/*
 * The line a task's file ends with, saying that it holds records
 * records, its newline last: a file cut short is told from a whole one
 * by it.  Its length, like snprintf.  (since 1.8.0)
 */
BOGGLE_API size_t boggle_proof_end_line(size_t records, char *buf,
					size_t size);

/*
 * Reading a file: boggle_proof_begin names it (the name its messages
 * give it; copied), boggle_proof_feed gives it its bytes in pieces of
 * any size, and boggle_proof_end says it is all there.  Each returns
 * BOGGLE_OK, or why the file is refused, said in boggle_proof_message
 * after the file's name: BOGGLE_SYNTAX for a file that is no proof's,
 * cut short or malformed, BOGGLE_DAMAGED for a line whose checksum does
 * not match, BOGGLE_WRONG_LANG for a file of another proof, BOGGLE_UNSOUND
 * for a record that does not check out, BOGGLE_NOMEM.  After a refusal,
 * or an end, the file's feeds are refused (BOGGLE_MISUSE) till the next
 * begin; the records read before the one refused stay read, and nothing
 * of that one.  A record there more than twice is counted, not kept.
 *
 * With BOGGLE_PROOF_RESUME the file is a one-machine proof's own, read
 * back to go on from: no task's, no part's record, each class once, and
 * a last line cut short (as a kill leaves it) no fault: it is dropped,
 * and boggle_proof_whole says where the file's whole lines end.
 */
#define BOGGLE_PROOF_RESUME 1
BOGGLE_API boggle_code boggle_proof_begin(boggle_proof *proof,
					  const char *name, int flags);
BOGGLE_API boggle_code boggle_proof_feed(boggle_proof *proof,
					 const void *bytes, size_t len);
BOGGLE_API boggle_code boggle_proof_end(boggle_proof *proof);
/*
 * A file read whole through read: called till it gives 0 (the end), a
 * count of bytes put in buf, or -1 (a failure: BOGGLE_SYSTEM, errno as
 * read left it); a count above size is BOGGLE_MISUSE.
 */
typedef long (*boggle_read_fn)(void *ctx, void *buf, size_t size);
BOGGLE_API boggle_code boggle_proof_read(boggle_proof *proof,
					 const char *name, int flags,
					 boggle_read_fn read, void *ctx);

/*
 * What was said of the last call that refused or checked something, a
 * finding a line, no newline after the last; "" when there is nothing.
 * It lives till the next call on the proof.
 */
BOGGLE_API const char *boggle_proof_message(const boggle_proof *proof);

/*
 * Of the file read last: the version of its form (1 to 4; 0 if its
 * header was not read), the task it names (count 0: none), and with
 * BOGGLE_PROOF_RESUME the bytes its whole lines take: 0 when it holds
 * no whole header (a run killed as it began; begin the file again).
 */
BOGGLE_API int boggle_proof_file_version(const boggle_proof *proof);
BOGGLE_API boggle_proof_task boggle_proof_file_task(const boggle_proof *proof);
BOGGLE_API uint64_t boggle_proof_whole(const boggle_proof *proof);

/* The records read, and the classes (ids) they name. */
BOGGLE_API size_t boggle_proof_records(const boggle_proof *proof);
/*
 * The ids of the classes the files hold whole, ascending, each once, as
 * --resume skips them: into ids (room for boggle_proof_records), their
 * number returned.
 */
BOGGLE_API size_t boggle_proof_done(const boggle_proof *proof, uint64_t *ids);

/*
 * The boards the records list, and those added, highest first, then in
 * strcmp order of their text, each once: how many, and the i-th (its
 * text lives as long as the proof, till more is read or added).
 */
BOGGLE_API size_t boggle_proof_boards(boggle_proof *proof);
BOGGLE_API const char *boggle_proof_board_text(boggle_proof *proof, size_t i,
					  int32_t *score);
/*
 * n boards a run found (a boggle_proven's) listed with the records':
 * a proof run's boards and those of the file it resumes, as one list.
 * Copied, compactly; BOGGLE_NOMEM.  (since 1.6.0)
 */
BOGGLE_API boggle_code boggle_proof_add_boards(boggle_proof *proof,
					       const boggle_proof_board *boards,
					       size_t n);

/*
 * Whether the files read account for every class once, through its
 * parts where a record split it (each part proven once, split off by
 * one record), and every task's file is there: BOGGLE_OK, or
 * BOGGLE_UNSOUND with what is missing or there twice in the message.
 * With pending, parts split off and proven by no record are no fault:
 * they are the next wave's (boggle_proof_pending).
 */
BOGGLE_API boggle_code boggle_proof_check(boggle_proof *proof, int pending);
/*
 * The parts records split off that no record proves, in order, each
 * once: how many, and the i-th's class and text (as boggle_class_parse
 * reads it; it lives as long as the proof, till more is read).
 */
BOGGLE_API size_t boggle_proof_pending(boggle_proof *proof);
BOGGLE_API const char *boggle_proof_pending_part(boggle_proof *proof,
						 size_t i, uint64_t *id);

/*
 * Draw sample classes of those the records name (every one for 0), by
 * seed, to prove again: how many were drawn; boggle_proof_drawn gives
 * the i-th's id, in ascending order.
 */
BOGGLE_API size_t boggle_proof_draw(boggle_proof *proof, uint64_t sample,
				    uint64_t seed);
BOGGLE_API uint64_t boggle_proof_drawn(const boggle_proof *proof, size_t i);
/* The classes the records name, each once (after boggle_proof_draw). */
BOGGLE_API size_t boggle_proof_classes(const boggle_proof *proof);

/* A class proven again, held against the boards its records list. */
typedef struct boggle_proof_diff {
	uint64_t id;
	boggle_code code;      /* BOGGLE_OK, or why it could not be proven */
	size_t found;          /* boards found that its records list */
	size_t extra;          /* boards listed that proving did not find */
	int missing;           /* 1: a board the records leave out was
				  found, and the proof stopped there */
	boggle_proof_board first_missing; /* that board */
	boggle_proof_board first_extra;   /* the highest listed, not found */
} boggle_proof_diff;

/*
 * Prove the drawn classes again in a proof run of n provers, one a
 * thread (the proof's own shape, list and rules), each class whole
 * whatever parts its records split it into: the result of each kept for
 * boggle_proof_verdict.  *stop as boggle_proof_run_go reads it.  Not for
 * WebAssembly, which has no threads.
 */
BOGGLE_API boggle_code boggle_proof_verify(boggle_proof *proof,
					   boggle_prover *const *provers,
					   int n, const int *stop);
/*
 * The boards drawn class id's records list, as a text that
 * boggle_proof_reprove reads: "board score" a line.  Its length, like
 * snprintf.  So that a class can be proven again elsewhere (another
 * worker) with no more than this and a prover.
 */
BOGGLE_API size_t boggle_proof_listed(const boggle_proof *proof, uint64_t id,
				      char *buf, size_t size);
/*
 * Prove class id of prover's proof of min_score again, whole, holding
 * each board found against listed (len bytes, as boggle_proof_listed
 * writes it); the first board found that it leaves out ends the proof.
 * The result into diff; BOGGLE_SYNTAX for listed that does not read.
 */
BOGGLE_API boggle_code boggle_proof_reprove(boggle_prover *prover,
					    int32_t min_score, uint64_t id,
					    const char *listed, size_t len,
					    boggle_proof_diff *diff);
/* Hand the proof a drawn class's result, from boggle_proof_reprove. */
BOGGLE_API boggle_code boggle_proof_verified(boggle_proof *proof,
					     const boggle_proof_diff *diff);
/*
 * What the files read establish, in the words boggle prove merge and
 * verify say it, two lines: "the proof: 3x4 boards, language en, list
 * ..." with each of its restrictions, and "checked: ..." with what merge
 * (verified 0) or the classes drawn and proven again (verified 1) showed,
 * and what is taken on trust: for verify, the odds that a proof short of
 * a board in one class passes.  True once boggle_proof_check (and with
 * verified, boggle_proof_verdict) gave BOGGLE_OK.  Its length, like
 * snprintf.
 */
BOGGLE_API size_t boggle_proof_said(const boggle_proof *proof, int verified,
				    char *buf, size_t size);
/*
 * What the files read leave unchecked for their versions' sake, a line
 * each, no newline after the last ("" when nothing): a header with no
 * checksum (versions 1 and 2), a list named by a 64-bit checksum rather
 * than SHA-256 (versions 1 to 3).  Its length, like snprintf.
 */
BOGGLE_API size_t boggle_proof_warnings(const boggle_proof *proof, char *buf,
					size_t size);
/*
 * The verdict of the classes proven again: BOGGLE_OK when classes were
 * drawn and each was proven and is as its records list it (none drawn,
 * as when no record was read: BOGGLE_UNSOUND), else BOGGLE_UNSOUND
 * with a line of the message for each that differs or could not be
 * proven.  json (may be NULL) gets the verdict as one JSON object, its
 * newline last: the seed, the classes drawn and their number of all,
 * the records, whether each is as recorded, each difference found, and
 * boggle_proof_said's lines as "proof" and "checked" (null unless all is
 * as recorded), and boggle_proof_warnings' lines as "warnings"; its
 * length, like snprintf, into *len.
 */
BOGGLE_API boggle_code boggle_proof_verdict(boggle_proof *proof, char *json,
					    size_t size, size_t *len);

#ifdef __cplusplus
}
#endif

#endif
