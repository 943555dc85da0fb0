/*
 * The language profiles: alphabets, Scrabble tile values and counts, and
 * the Debian word list each language reads by default.
 *
 * A letter of the alphabet that has no tile in its set is rare, so it
 * scores the set's highest value.
 */
#include "lang.h"

#define N(a) (int)(sizeof(a) / sizeof((a)[0]))

/* Most letters count as one letter and a cell types them as they are. */
#define L(text, face, value, tiles) \
	{ (text), "", (face), 1, (value), (tiles) }

/*
 * English keeps the built-in list.  No LANG_STRIP: an entry with accents
 * (café) is skipped rather than read as plain letters.  Q is a Qu cell,
 * as on the dice, and counts as two letters.
 */
/*
 * English keeps what it had before there were other languages: letter
 * values of its own (the word-game apps', Qu being Q and U), not
 * Scrabble's, and letters drawn by their frequency in text rather than by
 * tile counts.
 */
static const uint16_t en_frequency[] = {
	8167, 1492, 2782, 4253, 12702, 2228, 2015, 6094, 6966, 153, 772,
	4025, 2406, 6749, 7507, 1929, 95, 5987, 6327, 9056, 2758, 978,
	2360, 150, 1974, 74,
};
static const lang_letter en_letters[] = {
	L("a", "A", 1, 9), L("b", "B", 4, 2), L("c", "C", 4, 2),
	L("d", "D", 2, 4), L("e", "E", 1, 12), L("f", "F", 4, 2),
	L("g", "G", 3, 3), L("h", "H", 4, 2), L("i", "I", 1, 9),
	L("j", "J", 10, 1), L("k", "K", 5, 1), L("l", "L", 1, 4),
	L("m", "M", 3, 2), L("n", "N", 1, 6), L("o", "O", 1, 8),
	L("p", "P", 4, 2),
	{ "qu", "q", "Qu", 2, 12, 1 },
	L("r", "R", 1, 6), L("s", "S", 1, 4), L("t", "T", 1, 6),
	L("u", "U", 2, 4), L("v", "V", 4, 2), L("w", "W", 4, 2),
	L("x", "X", 8, 1), L("y", "Y", 4, 2), L("z", "Z", 10, 1),
};
static const boggle_lang lang_en = {
	.code = "en",
	.name = "English",
	.letters = en_letters,
	.nletters = N(en_letters),
	.frequency = en_frequency,
	.blanks = 2,
	.flags = LANG_CAPITALS | LANG_ANY_BYTES,
	.licence = "SCOWL (permissive; see dict/COPYING.scowl)",
};

/*
 * French sets have no accented tiles, so é è ê ç ... play as base letters.
 * The Debian list writes oe and ae; the folds catch other lists.
 */
static const lang_letter fr_letters[] = {
	L("a", "A", 1, 9), L("b", "B", 3, 2), L("c", "C", 3, 2),
	L("d", "D", 2, 3), L("e", "E", 1, 15), L("f", "F", 4, 2),
	L("g", "G", 2, 2), L("h", "H", 4, 2), L("i", "I", 1, 8),
	L("j", "J", 8, 1), L("k", "K", 10, 1), L("l", "L", 1, 5),
	L("m", "M", 2, 3), L("n", "N", 1, 6), L("o", "O", 1, 6),
	L("p", "P", 3, 2), L("q", "Q", 8, 1), L("r", "R", 1, 6),
	L("s", "S", 1, 6), L("t", "T", 1, 6), L("u", "U", 1, 6),
	L("v", "V", 4, 2), L("w", "W", 10, 1), L("x", "X", 10, 1),
	L("y", "Y", 10, 1), L("z", "Z", 10, 1),
};
static const lang_fold fr_folds[] = {
	{ "œ", "oe" }, { "æ", "ae" },
};
static const boggle_lang lang_fr = {
	.code = "fr",
	.name = "French",
	.letters = fr_letters,
	.nletters = N(fr_letters),
	.folds = fr_folds,
	.nfolds = N(fr_folds),
	.blanks = 2,
	.flags = LANG_STRIP,
	.list = "/usr/share/dict/french",
	.package = "wfrench",
	.licence = "GPL-2+",
};

/*
 * ä ö ü are letters with tiles of their own and may not be written
 * ae oe ue; each sorts right after its base letter.  ß has no tile and
 * plays as ss.  Nouns are capitalised in the list.
 */
static const lang_letter de_letters[] = {
	L("a", "A", 1, 5), L("ä", "Ä", 6, 1), L("b", "B", 3, 2),
	L("c", "C", 4, 2), L("d", "D", 1, 4), L("e", "E", 1, 15),
	L("f", "F", 4, 2), L("g", "G", 2, 3), L("h", "H", 2, 4),
	L("i", "I", 1, 6), L("j", "J", 6, 1), L("k", "K", 4, 2),
	L("l", "L", 2, 3), L("m", "M", 3, 4), L("n", "N", 1, 9),
	L("o", "O", 2, 3), L("ö", "Ö", 8, 1), L("p", "P", 4, 1),
	L("q", "Q", 10, 1), L("r", "R", 1, 6), L("s", "S", 1, 7),
	L("t", "T", 1, 6), L("u", "U", 1, 6), L("ü", "Ü", 6, 1),
	L("v", "V", 6, 1), L("w", "W", 3, 1), L("x", "X", 8, 1),
	L("y", "Y", 10, 1), L("z", "Z", 3, 1),
};
static const lang_fold de_folds[] = {
	{ "ß", "ss" },
};
static const boggle_lang lang_de = {
	.code = "de",
	.name = "German",
	.letters = de_letters,
	.nletters = N(de_letters),
	.folds = de_folds,
	.nfolds = N(de_folds),
	.blanks = 2,
	.flags = LANG_CAPITALS | LANG_STRIP,
	.list = "/usr/share/dict/ngerman",
	.package = "wngerman",
	.licence = "GPL-2+",
};

/*
 * International (FISE) set.  ch ll rr are tiles only: since 2010 they sort
 * as two letters.  k and w have no tile.
 */
static const lang_letter es_letters[] = {
	L("a", "A", 1, 12), L("b", "B", 3, 2), L("c", "C", 3, 4),
	L("d", "D", 2, 5), L("e", "E", 1, 12), L("f", "F", 4, 1),
	L("g", "G", 2, 2), L("h", "H", 4, 2), L("i", "I", 1, 6),
	L("j", "J", 8, 1), L("k", "K", 10, 0), L("l", "L", 1, 4),
	L("m", "M", 3, 2), L("n", "N", 1, 5), L("ñ", "Ñ", 8, 1),
	L("o", "O", 1, 9), L("p", "P", 3, 2), L("q", "Q", 5, 1),
	L("r", "R", 1, 5), L("s", "S", 1, 6), L("t", "T", 1, 4),
	L("u", "U", 1, 5), L("v", "V", 4, 1), L("w", "W", 10, 0),
	L("x", "X", 8, 1), L("y", "Y", 4, 1), L("z", "Z", 10, 1),
};
static const lang_tile es_tiles[] = {
	{ "ch", 5, 1 }, { "ll", 8, 1 }, { "rr", 8, 1 },
};
static const boggle_lang lang_es = {
	.code = "es",
	.name = "Spanish",
	.letters = es_letters,
	.nletters = N(es_letters),
	.tiles = es_tiles,
	.ntiles = N(es_tiles),
	.blanks = 2,
	.flags = LANG_STRIP,
	.list = "/usr/share/dict/spanish",
	.package = "wspanish",
	.licence = "public domain",
};

/*
 * j k w x y occur in loanwords only and have no tile.
 */
static const lang_letter it_letters[] = {
	L("a", "A", 1, 14), L("b", "B", 5, 3), L("c", "C", 2, 6),
	L("d", "D", 5, 3), L("e", "E", 1, 11), L("f", "F", 5, 3),
	L("g", "G", 8, 2), L("h", "H", 8, 2), L("i", "I", 1, 12),
	L("j", "J", 10, 0), L("k", "K", 10, 0), L("l", "L", 3, 5),
	L("m", "M", 3, 5), L("n", "N", 3, 5), L("o", "O", 1, 15),
	L("p", "P", 5, 3), L("q", "Q", 10, 1), L("r", "R", 2, 6),
	L("s", "S", 2, 6), L("t", "T", 2, 6), L("u", "U", 3, 5),
	L("v", "V", 5, 3), L("w", "W", 10, 0), L("x", "X", 10, 0),
	L("y", "Y", 10, 0), L("z", "Z", 8, 2),
};
static const boggle_lang lang_it = {
	.code = "it",
	.name = "Italian",
	.letters = it_letters,
	.nletters = N(it_letters),
	.blanks = 2,
	.flags = LANG_STRIP,
	.list = "/usr/share/dict/italian",
	.package = "witalian",
	.licence = "GPL-3+",
};

/*
 * k w y are letters again since 2009 but have no tile.
 */
static const lang_letter pt_letters[] = {
	L("a", "A", 1, 14), L("b", "B", 3, 3), L("c", "C", 2, 4),
	L("ç", "Ç", 3, 2), L("d", "D", 2, 5), L("e", "E", 1, 11),
	L("f", "F", 4, 2), L("g", "G", 4, 2), L("h", "H", 4, 2),
	L("i", "I", 1, 10), L("j", "J", 5, 2), L("k", "K", 8, 0),
	L("l", "L", 2, 5), L("m", "M", 1, 6), L("n", "N", 3, 4),
	L("o", "O", 1, 10), L("p", "P", 2, 4), L("q", "Q", 6, 1),
	L("r", "R", 1, 6), L("s", "S", 1, 8), L("t", "T", 1, 5),
	L("u", "U", 1, 7), L("v", "V", 4, 2), L("w", "W", 8, 0),
	L("x", "X", 8, 1), L("y", "Y", 8, 0), L("z", "Z", 8, 1),
};
static const boggle_lang lang_pt = {
	.code = "pt",
	.name = "Portuguese",
	.letters = pt_letters,
	.nletters = N(pt_letters),
	.blanks = 3,
	.flags = LANG_STRIP,
	.list = "/usr/share/dict/portuguese",
	.package = "wportuguese",
	.licence = "GPL-2+, LGPL-2.1+ or MPL-1.1",
};

/*
 * Dutch sets dropped the IJ tile in 1998, so ij is i + j.
 */
static const lang_letter nl_letters[] = {
	L("a", "A", 1, 6), L("b", "B", 3, 2), L("c", "C", 5, 2),
	L("d", "D", 2, 5), L("e", "E", 1, 18), L("f", "F", 4, 2),
	L("g", "G", 3, 3), L("h", "H", 4, 2), L("i", "I", 1, 4),
	L("j", "J", 4, 2), L("k", "K", 3, 3), L("l", "L", 3, 3),
	L("m", "M", 3, 3), L("n", "N", 1, 10), L("o", "O", 1, 6),
	L("p", "P", 3, 2), L("q", "Q", 10, 1), L("r", "R", 2, 5),
	L("s", "S", 2, 5), L("t", "T", 2, 5), L("u", "U", 4, 3),
	L("v", "V", 4, 2), L("w", "W", 5, 2), L("x", "X", 8, 1),
	L("y", "Y", 8, 1), L("z", "Z", 4, 2),
};
static const lang_fold nl_folds[] = {
	{ "ĳ", "ij" },
};
/* ij is capitalised whole: IJsland */
static const lang_fold nl_faces[] = {
	{ "ij", "IJ" },
};
static const boggle_lang lang_nl = {
	.code = "nl",
	.name = "Dutch",
	.letters = nl_letters,
	.nletters = N(nl_letters),
	.folds = nl_folds,
	.nfolds = N(nl_folds),
	.faces = nl_faces,
	.nfaces = N(nl_faces),
	.blanks = 2,
	.flags = LANG_STRIP,
	.list = "/usr/share/dict/dutch",
	.package = "wdutch",
	.licence = "BSD or CC-BY-3.0",
};

/*
 * q and w have no tile.  The list is Latin-1.
 */
static const lang_letter sv_letters[] = {
	L("a", "A", 1, 8), L("b", "B", 4, 2), L("c", "C", 8, 1),
	L("d", "D", 1, 5), L("e", "E", 1, 7), L("f", "F", 3, 2),
	L("g", "G", 2, 3), L("h", "H", 2, 2), L("i", "I", 1, 5),
	L("j", "J", 7, 1), L("k", "K", 2, 3), L("l", "L", 1, 5),
	L("m", "M", 2, 3), L("n", "N", 1, 6), L("o", "O", 2, 5),
	L("p", "P", 4, 2), L("q", "Q", 10, 0), L("r", "R", 1, 8),
	L("s", "S", 1, 8), L("t", "T", 1, 8), L("u", "U", 4, 3),
	L("v", "V", 3, 2), L("w", "W", 10, 0), L("x", "X", 8, 1),
	L("y", "Y", 7, 1), L("z", "Z", 10, 1), L("å", "Å", 4, 2),
	L("ä", "Ä", 3, 2), L("ö", "Ö", 4, 2),
};
static const boggle_lang lang_sv = {
	.code = "sv",
	.name = "Swedish",
	.letters = sv_letters,
	.nletters = N(sv_letters),
	.blanks = 2,
	.flags = LANG_STRIP,
	.list = "/usr/share/dict/swedish",
	.package = "wswedish",
	.latin1 = 1,
	.licence = "GPL-2+",
};

/*
 * q and w have no tile.
 */
static const lang_letter da_letters[] = {
	L("a", "A", 1, 7), L("b", "B", 3, 4), L("c", "C", 8, 2),
	L("d", "D", 2, 5), L("e", "E", 1, 9), L("f", "F", 3, 3),
	L("g", "G", 3, 3), L("h", "H", 4, 2), L("i", "I", 3, 4),
	L("j", "J", 4, 2), L("k", "K", 3, 4), L("l", "L", 2, 5),
	L("m", "M", 3, 3), L("n", "N", 1, 6), L("o", "O", 2, 5),
	L("p", "P", 4, 2), L("q", "Q", 8, 0), L("r", "R", 1, 6),
	L("s", "S", 2, 5), L("t", "T", 2, 5), L("u", "U", 3, 3),
	L("v", "V", 3, 3), L("w", "W", 8, 0), L("x", "X", 8, 1),
	L("y", "Y", 4, 2), L("z", "Z", 8, 1), L("æ", "Æ", 4, 2),
	L("ø", "Ø", 4, 2), L("å", "Å", 4, 2),
};
static const boggle_lang lang_da = {
	.code = "da",
	.name = "Danish",
	.letters = da_letters,
	.nletters = N(da_letters),
	.blanks = 2,
	.flags = LANG_STRIP,
	.list = "/usr/share/dict/danish",
	.package = "wdanish",
	.licence = "GPL-2+",
};

/*
 * Both Norwegian forms share one set and one (Latin-1) package;
 * q x z have no tile.
 */
static const lang_letter nb_letters[] = {
	L("a", "A", 1, 7), L("b", "B", 4, 3), L("c", "C", 10, 1),
	L("d", "D", 1, 5), L("e", "E", 1, 9), L("f", "F", 2, 4),
	L("g", "G", 2, 4), L("h", "H", 3, 3), L("i", "I", 1, 5),
	L("j", "J", 4, 2), L("k", "K", 2, 4), L("l", "L", 1, 5),
	L("m", "M", 2, 3), L("n", "N", 1, 6), L("o", "O", 2, 4),
	L("p", "P", 4, 2), L("q", "Q", 10, 0), L("r", "R", 1, 6),
	L("s", "S", 1, 6), L("t", "T", 1, 6), L("u", "U", 4, 3),
	L("v", "V", 4, 3), L("w", "W", 8, 1), L("x", "X", 10, 0),
	L("y", "Y", 6, 1), L("z", "Z", 10, 0), L("æ", "Æ", 6, 1),
	L("ø", "Ø", 5, 2), L("å", "Å", 4, 2),
};
static const boggle_lang lang_nb = {
	.code = "nb",
	.name = "Norwegian Bokmål",
	.letters = nb_letters,
	.nletters = N(nb_letters),
	.blanks = 2,
	.flags = LANG_STRIP,
	.list = "/usr/share/dict/bokmaal",
	.package = "wnorwegian",
	.latin1 = 1,
	.licence = "GPL-2+",
};

static const lang_letter nn_letters[] = {
	L("a", "A", 1, 7), L("b", "B", 4, 3), L("c", "C", 10, 1),
	L("d", "D", 1, 5), L("e", "E", 1, 9), L("f", "F", 2, 4),
	L("g", "G", 2, 4), L("h", "H", 3, 3), L("i", "I", 1, 5),
	L("j", "J", 4, 2), L("k", "K", 2, 4), L("l", "L", 1, 5),
	L("m", "M", 2, 3), L("n", "N", 1, 6), L("o", "O", 2, 4),
	L("p", "P", 4, 2), L("q", "Q", 10, 0), L("r", "R", 1, 6),
	L("s", "S", 1, 6), L("t", "T", 1, 6), L("u", "U", 4, 3),
	L("v", "V", 4, 3), L("w", "W", 8, 1), L("x", "X", 10, 0),
	L("y", "Y", 6, 1), L("z", "Z", 10, 0), L("æ", "Æ", 6, 1),
	L("ø", "Ø", 5, 2), L("å", "Å", 4, 2),
};
static const boggle_lang lang_nn = {
	.code = "nn",
	.name = "Norwegian Nynorsk",
	.letters = nn_letters,
	.nletters = N(nn_letters),
	.blanks = 2,
	.flags = LANG_STRIP,
	.list = "/usr/share/dict/nynorsk",
	.package = "wnorwegian",
	.latin1 = 1,
	.licence = "GPL-2+",
};

/*
 * No Debian list.  å (Swedish names) and š ž (loanwords) belong to the
 * alphabet but, like q x z, have no tile.
 */
static const lang_letter fi_letters[] = {
	L("a", "A", 1, 10), L("b", "B", 8, 1), L("c", "C", 10, 1),
	L("d", "D", 7, 1), L("e", "E", 1, 8), L("f", "F", 8, 1),
	L("g", "G", 8, 1), L("h", "H", 4, 2), L("i", "I", 1, 10),
	L("j", "J", 4, 2), L("k", "K", 2, 5), L("l", "L", 2, 5),
	L("m", "M", 3, 3), L("n", "N", 1, 9), L("o", "O", 2, 5),
	L("p", "P", 4, 2), L("q", "Q", 10, 0), L("r", "R", 4, 2),
	L("s", "S", 1, 7), L("š", "Š", 10, 0), L("t", "T", 1, 9),
	L("u", "U", 3, 4), L("v", "V", 4, 2), L("w", "W", 8, 1),
	L("x", "X", 10, 0), L("y", "Y", 4, 2), L("z", "Z", 10, 0),
	L("ž", "Ž", 10, 0), L("å", "Å", 10, 0), L("ä", "Ä", 2, 5),
	L("ö", "Ö", 7, 1),
};
static const boggle_lang lang_fi = {
	.code = "fi",
	.name = "Finnish",
	.letters = fi_letters,
	.nletters = N(fi_letters),
	.blanks = 2,
	.flags = LANG_STRIP,
};

/*
 * q v x are not Polish letters, so they are left out.
 */
static const lang_letter pl_letters[] = {
	L("a", "A", 1, 9), L("ą", "Ą", 5, 1), L("b", "B", 3, 2),
	L("c", "C", 2, 3), L("ć", "Ć", 6, 1), L("d", "D", 2, 3),
	L("e", "E", 1, 7), L("ę", "Ę", 5, 1), L("f", "F", 5, 1),
	L("g", "G", 3, 2), L("h", "H", 3, 2), L("i", "I", 1, 8),
	L("j", "J", 3, 2), L("k", "K", 2, 3), L("l", "L", 2, 3),
	L("ł", "Ł", 3, 2), L("m", "M", 2, 3), L("n", "N", 1, 5),
	L("ń", "Ń", 7, 1), L("o", "O", 1, 6), L("ó", "Ó", 5, 1),
	L("p", "P", 2, 3), L("r", "R", 1, 4), L("s", "S", 1, 4),
	L("ś", "Ś", 5, 1), L("t", "T", 2, 3), L("u", "U", 3, 2),
	L("w", "W", 1, 4), L("y", "Y", 2, 4), L("z", "Z", 1, 5),
	L("ź", "Ź", 9, 1), L("ż", "Ż", 5, 1),
};
static const boggle_lang lang_pl = {
	.code = "pl",
	.name = "Polish",
	.letters = pl_letters,
	.nletters = N(pl_letters),
	.blanks = 2,
	.flags = LANG_STRIP,
	.list = "/usr/share/dict/polish",
	.package = "wpolish",
	.licence = "GPL-2, LGPL-2.1, MPL-1.1, Apache-2.0 or CC-BY-4.0",
};

/*
 * l·l is one tile and two letters.  ŀ (U+0140) is its older one-character
 * spelling; l.l is left alone, as a period may be real punctuation.
 * q and y reach the board only inside the qu and ny tiles; k w have none.
 */
static const lang_letter ca_letters[] = {
	L("a", "A", 1, 12), L("b", "B", 3, 2), L("c", "C", 2, 3),
	L("ç", "Ç", 10, 1), L("d", "D", 2, 3), L("e", "E", 1, 13),
	L("f", "F", 4, 1), L("g", "G", 3, 2), L("h", "H", 8, 1),
	L("i", "I", 1, 8), L("j", "J", 8, 1), L("k", "K", 10, 0),
	L("l", "L", 1, 4),
	{ "l·l", "", "L·L", 2, 10, 1 },
	L("m", "M", 2, 3), L("n", "N", 1, 6), L("o", "O", 1, 5),
	L("p", "P", 3, 2), L("q", "Q", 10, 0), L("r", "R", 1, 8),
	L("s", "S", 1, 8), L("t", "T", 1, 5), L("u", "U", 1, 4),
	L("v", "V", 4, 1), L("w", "W", 10, 0), L("x", "X", 10, 1),
	L("y", "Y", 10, 0), L("z", "Z", 8, 1),
};
static const lang_tile ca_tiles[] = {
	{ "ny", 10, 1 }, { "qu", 8, 1 },
};
static const lang_fold ca_folds[] = {
	{ "ŀl", "l·l" },
};
static const boggle_lang lang_ca = {
	.code = "ca",
	.name = "Catalan",
	.letters = ca_letters,
	.nletters = N(ca_letters),
	.tiles = ca_tiles,
	.ntiles = N(ca_tiles),
	.folds = ca_folds,
	.nfolds = N(ca_folds),
	.blanks = 2,
	.flags = LANG_STRIP,
	.list = "/usr/share/dict/catalan",
	.package = "wcatalan",
	.licence = "GPL-2+",
};

/*
 * No Debian list.  ch is c + h here: it has no tile.  q w have no tile.
 */
static const lang_letter cs_letters[] = {
	L("a", "A", 1, 5), L("á", "Á", 2, 2), L("b", "B", 3, 2),
	L("c", "C", 2, 3), L("č", "Č", 4, 1), L("d", "D", 1, 3),
	L("ď", "Ď", 8, 1), L("e", "E", 1, 5), L("é", "É", 3, 2),
	L("ě", "Ě", 3, 2), L("f", "F", 5, 1), L("g", "G", 5, 1),
	L("h", "H", 2, 3), L("i", "I", 1, 4), L("í", "Í", 2, 3),
	L("j", "J", 2, 2), L("k", "K", 1, 3), L("l", "L", 1, 3),
	L("m", "M", 2, 3), L("n", "N", 1, 5), L("ň", "Ň", 6, 1),
	L("o", "O", 1, 6), L("ó", "Ó", 7, 1), L("p", "P", 1, 3),
	L("q", "Q", 10, 0), L("r", "R", 1, 3), L("ř", "Ř", 4, 2),
	L("s", "S", 1, 4), L("š", "Š", 4, 2), L("t", "T", 1, 4),
	L("ť", "Ť", 7, 1), L("u", "U", 2, 3), L("ú", "Ú", 5, 1),
	L("ů", "Ů", 4, 1), L("v", "V", 1, 4), L("w", "W", 10, 0),
	L("x", "X", 10, 1), L("y", "Y", 2, 2), L("ý", "Ý", 4, 2),
	L("z", "Z", 2, 2), L("ž", "Ž", 4, 1),
};
static const boggle_lang lang_cs = {
	.code = "cs",
	.name = "Czech",
	.letters = cs_letters,
	.nletters = N(cs_letters),
	.blanks = 2,
	.flags = LANG_STRIP,
};

/*
 * No Debian list.  Digraphs are tiles spelt with ordinary letters (dz and
 * dzs have none).  q w x y have no tile of their own.
 */
static const lang_letter hu_letters[] = {
	L("a", "A", 1, 6), L("á", "Á", 1, 4), L("b", "B", 2, 3),
	L("c", "C", 5, 1), L("d", "D", 2, 3), L("e", "E", 1, 6),
	L("é", "É", 3, 3), L("f", "F", 4, 2), L("g", "G", 2, 3),
	L("h", "H", 3, 2), L("i", "I", 1, 3), L("í", "Í", 5, 1),
	L("j", "J", 4, 2), L("k", "K", 1, 6), L("l", "L", 1, 4),
	L("m", "M", 1, 3), L("n", "N", 1, 4), L("o", "O", 1, 3),
	L("ó", "Ó", 2, 3), L("ö", "Ö", 4, 2), L("ő", "Ő", 7, 1),
	L("p", "P", 4, 2), L("q", "Q", 10, 0), L("r", "R", 1, 4),
	L("s", "S", 1, 3), L("t", "T", 1, 5), L("u", "U", 4, 2),
	L("ú", "Ú", 7, 1), L("ü", "Ü", 4, 2), L("ű", "Ű", 7, 1),
	L("v", "V", 3, 2), L("w", "W", 10, 0), L("x", "X", 10, 0),
	L("y", "Y", 10, 0), L("z", "Z", 4, 2),
};
static const lang_tile hu_tiles[] = {
	{ "cs", 7, 1 }, { "gy", 4, 2 }, { "ly", 8, 1 }, { "ny", 5, 1 },
	{ "sz", 3, 2 }, { "ty", 10, 1 }, { "zs", 8, 1 },
};
static const boggle_lang lang_hu = {
	.code = "hu",
	.name = "Hungarian",
	.letters = hu_letters,
	.nletters = N(hu_letters),
	.tiles = hu_tiles,
	.ntiles = N(hu_tiles),
	.blanks = 2,
	.flags = LANG_STRIP,
};

/*
 * No Debian list.  The 2016 set.
 */
static const lang_letter is_letters[] = {
	L("a", "A", 1, 10), L("á", "Á", 4, 2), L("b", "B", 6, 1),
	L("d", "D", 4, 2), L("ð", "Ð", 2, 4), L("e", "E", 1, 6),
	L("é", "É", 8, 1), L("f", "F", 3, 3), L("g", "G", 2, 4),
	L("h", "H", 4, 2), L("i", "I", 1, 7), L("í", "Í", 4, 2),
	L("j", "J", 6, 1), L("k", "K", 3, 3), L("l", "L", 2, 4),
	L("m", "M", 3, 4), L("n", "N", 1, 8), L("o", "O", 4, 2),
	L("ó", "Ó", 6, 1), L("p", "P", 8, 1), L("r", "R", 1, 8),
	L("s", "S", 1, 6), L("t", "T", 1, 5), L("u", "U", 1, 6),
	L("ú", "Ú", 8, 1), L("v", "V", 4, 2), L("x", "X", 10, 1),
	L("y", "Y", 6, 1), L("ý", "Ý", 9, 1), L("þ", "Þ", 5, 1),
	L("æ", "Æ", 6, 1), L("ö", "Ö", 8, 1),
};
static const boggle_lang lang_is = {
	.code = "is",
	.name = "Icelandic",
	.letters = is_letters,
	.nletters = N(is_letters),
	.blanks = 2,
	.flags = LANG_STRIP,
};

/*
 * No Debian list.  Dotted and dotless i are different letters, so
 * LANG_TURKISH maps their cases.
 */
static const lang_letter tr_letters[] = {
	L("a", "A", 1, 12), L("b", "B", 3, 2), L("c", "C", 4, 2),
	L("ç", "Ç", 4, 2), L("d", "D", 3, 2), L("e", "E", 1, 8),
	L("f", "F", 7, 1), L("g", "G", 5, 1), L("ğ", "Ğ", 8, 1),
	L("h", "H", 5, 1), L("ı", "I", 2, 4), L("i", "İ", 1, 7),
	L("j", "J", 10, 1), L("k", "K", 1, 7), L("l", "L", 1, 7),
	L("m", "M", 2, 4), L("n", "N", 1, 5), L("o", "O", 2, 3),
	L("ö", "Ö", 7, 1), L("p", "P", 5, 1), L("r", "R", 1, 6),
	L("s", "S", 2, 3), L("ş", "Ş", 4, 2), L("t", "T", 1, 5),
	L("u", "U", 2, 3), L("ü", "Ü", 3, 2), L("v", "V", 7, 1),
	L("y", "Y", 3, 2), L("z", "Z", 4, 2),
};
static const boggle_lang lang_tr = {
	.code = "tr",
	.name = "Turkish",
	.letters = tr_letters,
	.nletters = N(tr_letters),
	.blanks = 2,
	.flags = LANG_TURKISH | LANG_STRIP,
};

/*
 * ѝ is not a letter: it reads as и.
 */
static const lang_letter bg_letters[] = {
	L("а", "А", 1, 9), L("б", "Б", 2, 3), L("в", "В", 2, 4),
	L("г", "Г", 3, 3), L("д", "Д", 2, 4), L("е", "Е", 1, 8),
	L("ж", "Ж", 4, 2), L("з", "З", 4, 2), L("и", "И", 1, 8),
	L("й", "Й", 5, 1), L("к", "К", 2, 3), L("л", "Л", 2, 3),
	L("м", "М", 2, 4), L("н", "Н", 1, 4), L("о", "О", 1, 9),
	L("п", "П", 1, 4), L("р", "Р", 1, 4), L("с", "С", 1, 4),
	L("т", "Т", 1, 5), L("у", "У", 5, 3), L("ф", "Ф", 10, 1),
	L("х", "Х", 5, 1), L("ц", "Ц", 8, 1), L("ч", "Ч", 5, 2),
	L("ш", "Ш", 8, 1), L("щ", "Щ", 10, 1), L("ъ", "Ъ", 3, 2),
	L("ь", "Ь", 10, 1), L("ю", "Ю", 8, 1), L("я", "Я", 5, 2),
};
static const boggle_lang lang_bg = {
	.code = "bg",
	.name = "Bulgarian",
	.letters = bg_letters,
	.nletters = N(bg_letters),
	.blanks = 2,
	.flags = LANG_STRIP,
	.list = "/usr/share/dict/bulgarian",
	.package = "wbulgarian",
	.licence = "GPL-2",
};

/*
 * The apostrophe is a letter: the list spells п'ять with ASCII ' and
 * the set has an apostrophe tile.  Typographic apostrophes fold to it.
 */
static const lang_letter uk_letters[] = {
	L("а", "А", 1, 8), L("б", "Б", 4, 2), L("в", "В", 1, 4),
	L("г", "Г", 4, 2), L("ґ", "Ґ", 10, 1), L("д", "Д", 2, 3),
	L("е", "Е", 1, 5), L("є", "Є", 8, 1), L("ж", "Ж", 6, 1),
	L("з", "З", 4, 2), L("и", "И", 1, 7), L("і", "І", 1, 5),
	L("ї", "Ї", 6, 1), L("й", "Й", 5, 1), L("к", "К", 2, 4),
	L("л", "Л", 2, 3), L("м", "М", 2, 4), L("н", "Н", 1, 7),
	L("о", "О", 1, 10), L("п", "П", 2, 3), L("р", "Р", 1, 5),
	L("с", "С", 2, 4), L("т", "Т", 1, 5), L("у", "У", 3, 3),
	L("ф", "Ф", 8, 1), L("х", "Х", 5, 1), L("ц", "Ц", 6, 1),
	L("ч", "Ч", 5, 1), L("ш", "Ш", 6, 1), L("щ", "Щ", 8, 1),
	L("ь", "Ь", 5, 1), L("ю", "Ю", 7, 1), L("я", "Я", 4, 2),
	L("'", "'", 10, 1),
};
static const lang_fold uk_folds[] = {
	{ "ʼ", "'" }, { "’", "'" },
};
static const boggle_lang lang_uk = {
	.code = "uk",
	.name = "Ukrainian",
	.letters = uk_letters,
	.nletters = N(uk_letters),
	.folds = uk_folds,
	.nfolds = N(uk_folds),
	.blanks = 2,
	.flags = LANG_STRIP,
	.list = "/usr/share/dict/ukrainian",
	.package = "wukrainian",
	.licence = "GPL-2+ or LGPL-2+",
};

/*
 * No Debian list.  ё has its own tile and is not folded to е.
 */
static const lang_letter ru_letters[] = {
	L("а", "А", 1, 8), L("б", "Б", 3, 2), L("в", "В", 1, 4),
	L("г", "Г", 3, 2), L("д", "Д", 2, 4), L("е", "Е", 1, 8),
	L("ё", "Ё", 3, 1), L("ж", "Ж", 5, 1), L("з", "З", 5, 2),
	L("и", "И", 1, 5), L("й", "Й", 4, 1), L("к", "К", 2, 4),
	L("л", "Л", 2, 4), L("м", "М", 2, 3), L("н", "Н", 1, 5),
	L("о", "О", 1, 10), L("п", "П", 2, 4), L("р", "Р", 1, 5),
	L("с", "С", 1, 5), L("т", "Т", 1, 5), L("у", "У", 2, 4),
	L("ф", "Ф", 10, 1), L("х", "Х", 5, 1), L("ц", "Ц", 5, 1),
	L("ч", "Ч", 5, 1), L("ш", "Ш", 8, 1), L("щ", "Щ", 10, 1),
	L("ъ", "Ъ", 10, 1), L("ы", "Ы", 4, 2), L("ь", "Ь", 3, 2),
	L("э", "Э", 8, 1), L("ю", "Ю", 8, 1), L("я", "Я", 3, 2),
};
static const boggle_lang lang_ru = {
	.code = "ru",
	.name = "Russian",
	.letters = ru_letters,
	.nletters = N(ru_letters),
	.blanks = 2,
	.flags = LANG_STRIP,
};

/*
 * No Debian list.  Final ς is the same letter as σ.
 */
static const lang_letter el_letters[] = {
	L("α", "Α", 1, 12), L("β", "Β", 8, 1), L("γ", "Γ", 4, 2),
	L("δ", "Δ", 4, 2), L("ε", "Ε", 1, 8), L("ζ", "Ζ", 10, 1),
	L("η", "Η", 1, 7), L("θ", "Θ", 10, 1), L("ι", "Ι", 1, 8),
	L("κ", "Κ", 2, 4), L("λ", "Λ", 3, 3), L("μ", "Μ", 3, 3),
	L("ν", "Ν", 1, 6), L("ξ", "Ξ", 10, 1), L("ο", "Ο", 1, 9),
	L("π", "Π", 2, 4), L("ρ", "Ρ", 2, 5), L("σ", "Σ", 1, 7),
	L("τ", "Τ", 1, 8), L("υ", "Υ", 2, 4), L("φ", "Φ", 8, 1),
	L("χ", "Χ", 8, 1), L("ψ", "Ψ", 10, 1), L("ω", "Ω", 3, 3),
};
static const lang_fold el_folds[] = {
	{ "ς", "σ" },
};
static const boggle_lang lang_el = {
	.code = "el",
	.name = "Greek",
	.letters = el_letters,
	.nletters = N(el_letters),
	.folds = el_folds,
	.nfolds = N(el_folds),
	.blanks = 2,
	.flags = LANG_STRIP,
};

/*
 * The Debian lists of English by spelling (American, British, Canadian)
 * and size: English's letters, values and draw, the list's own words.
 * Capitalised entries are names there, so they are skipped; accents drop,
 * as English Scrabble ignores them (étude is etude).
 */
#define ENGLISH_LIST(id, tag, title, file, pkg) \
	static const boggle_lang id = { \
		.code = (tag), \
		.name = (title), \
		.letters = en_letters, \
		.nletters = N(en_letters), \
		.frequency = en_frequency, \
		.blanks = 2, \
		.flags = LANG_STRIP | LANG_ANY_BYTES, \
		.list = "/usr/share/dict/" file, \
		.package = (pkg), \
		.licence = "SCOWL (permissive)", \
	}
ENGLISH_LIST(lang_en_us, "en-US", "American English", "american-english",
	     "wamerican");
ENGLISH_LIST(lang_en_us_small, "en-US-small", "American English (small)",
	     "american-english-small", "wamerican-small");
ENGLISH_LIST(lang_en_us_large, "en-US-large", "American English (large)",
	     "american-english-large", "wamerican-large");
ENGLISH_LIST(lang_en_us_huge, "en-US-huge", "American English (huge)",
	     "american-english-huge", "wamerican-huge");
ENGLISH_LIST(lang_en_us_insane, "en-US-insane", "American English (insane)",
	     "american-english-insane", "wamerican-insane");
ENGLISH_LIST(lang_en_gb, "en-GB", "British English", "british-english",
	     "wbritish");
ENGLISH_LIST(lang_en_gb_small, "en-GB-small", "British English (small)",
	     "british-english-small", "wbritish-small");
ENGLISH_LIST(lang_en_gb_large, "en-GB-large", "British English (large)",
	     "british-english-large", "wbritish-large");
ENGLISH_LIST(lang_en_gb_huge, "en-GB-huge", "British English (huge)",
	     "british-english-huge", "wbritish-huge");
ENGLISH_LIST(lang_en_gb_insane, "en-GB-insane", "British English (insane)",
	     "british-english-insane", "wbritish-insane");
ENGLISH_LIST(lang_en_ca, "en-CA", "Canadian English", "canadian-english",
	     "wcanadian");
ENGLISH_LIST(lang_en_ca_small, "en-CA-small", "Canadian English (small)",
	     "canadian-english-small", "wcanadian-small");
ENGLISH_LIST(lang_en_ca_large, "en-CA-large", "Canadian English (large)",
	     "canadian-english-large", "wcanadian-large");
ENGLISH_LIST(lang_en_ca_huge, "en-CA-huge", "Canadian English (huge)",
	     "canadian-english-huge", "wcanadian-huge");
ENGLISH_LIST(lang_en_ca_insane, "en-CA-insane", "Canadian English (insane)",
	     "canadian-english-insane", "wcanadian-insane");

/*
 * Swiss spelling writes ss for ß; the 1901 spelling keeps daß.  Both play
 * German's set.
 */
static const boggle_lang lang_de_ch = {
	.code = "de-CH",
	.name = "Swiss German",
	.letters = de_letters,
	.nletters = N(de_letters),
	.folds = de_folds,
	.nfolds = N(de_folds),
	.blanks = 2,
	.flags = LANG_CAPITALS | LANG_STRIP,
	.list = "/usr/share/dict/swiss",
	.package = "wswiss",
	.licence = "GPL-2+",
};
static const boggle_lang lang_de_1901 = {
	.code = "de-1901",
	.name = "German (1901 spelling)",
	.letters = de_letters,
	.nletters = N(de_letters),
	.folds = de_folds,
	.nfolds = N(de_folds),
	.blanks = 2,
	.flags = LANG_CAPITALS | LANG_STRIP,
	.list = "/usr/share/dict/ogerman",
	.package = "wogerman",
	.licence = "GPL-2+",
};

/*
 * Portugal's set; the list's older spelling (cinqüenta) drops the
 * diaeresis as it drops the other accents.
 */
static const boggle_lang lang_pt_br = {
	.code = "pt-BR",
	.name = "Brazilian Portuguese",
	.letters = pt_letters,
	.nletters = N(pt_letters),
	.blanks = 3,
	.flags = LANG_STRIP,
	.list = "/usr/share/dict/brazilian",
	.package = "wbrazilian",
	.licence = "GPL-2",
};

/*
 * Spanish as FISE plays it: ch, ll and rr are letters of two, so a word
 * spelling one needs its tile, and c beside h makes no ch.  The set is
 * es's, thrown as es throws it, so that one seed gives both one board.
 */
static const lang_letter es_fise_letters[] = {
	L("a", "A", 1, 12), L("b", "B", 3, 2), L("c", "C", 3, 4),
	{ "ch", "", "Ch", 2, 5, 1 },
	L("d", "D", 2, 5), L("e", "E", 1, 12), L("f", "F", 4, 1),
	L("g", "G", 2, 2), L("h", "H", 4, 2), L("i", "I", 1, 6),
	L("j", "J", 8, 1), L("k", "K", 10, 0), L("l", "L", 1, 4),
	{ "ll", "", "Ll", 2, 8, 1 },
	L("m", "M", 3, 2), L("n", "N", 1, 5), L("ñ", "Ñ", 8, 1),
	L("o", "O", 1, 9), L("p", "P", 3, 2), L("q", "Q", 5, 1),
	L("r", "R", 1, 5),
	{ "rr", "", "Rr", 2, 8, 1 },
	L("s", "S", 1, 6), L("t", "T", 1, 4),
	L("u", "U", 1, 5), L("v", "V", 4, 1), L("w", "W", 10, 0),
	L("x", "X", 8, 1), L("y", "Y", 4, 1), L("z", "Z", 10, 1),
};
static const boggle_lang lang_es_fise = {
	.code = "es-fise",
	.name = "Spanish (FISE)",
	.letters = es_fise_letters,
	.nletters = N(es_fise_letters),
	.set = &lang_es,
	.blanks = 2,
	.flags = LANG_STRIP,
	.list = "/usr/share/dict/spanish",
	.package = "wspanish",
	.licence = "public domain",
};

/*
 * q w x y are no letters of Esperanto.  The list has elided forms
 * (abak'), which are skipped.
 */
static const lang_letter eo_letters[] = {
	L("a", "A", 1, 8), L("b", "B", 4, 2), L("c", "C", 4, 1),
	L("ĉ", "Ĉ", 4, 2), L("d", "D", 2, 3), L("e", "E", 1, 8),
	L("f", "F", 3, 2), L("g", "G", 3, 2), L("ĝ", "Ĝ", 3, 2),
	L("h", "H", 8, 1), L("ĥ", "Ĥ", 10, 1), L("i", "I", 1, 8),
	L("j", "J", 2, 3), L("ĵ", "Ĵ", 10, 1), L("k", "K", 2, 4),
	L("l", "L", 1, 4), L("m", "M", 2, 4), L("n", "N", 1, 6),
	L("o", "O", 1, 8), L("p", "P", 2, 3), L("r", "R", 1, 6),
	L("s", "S", 1, 6), L("ŝ", "Ŝ", 4, 1), L("t", "T", 1, 4),
	L("u", "U", 1, 4), L("ŭ", "Ŭ", 8, 1), L("v", "V", 3, 2),
	L("z", "Z", 5, 1),
};
static const boggle_lang lang_eo = {
	.code = "eo",
	.name = "Esperanto",
	.letters = eo_letters,
	.nletters = N(eo_letters),
	.blanks = 2,
	.flags = LANG_STRIP,
	.list = "/usr/share/dict/esperanto",
	.package = "wesperanto",
	.licence = "GPL-2+",
};

/*
 * The vowels with a fada have tiles of their own.  j k q v w x y z are
 * in loanwords only and have none.  The list's mutated forms (nGaeilge)
 * read in lower case, and the affix flags ending some of its entries
 * (achomharcainn/E) are dropped.
 */
static const lang_letter ga_letters[] = {
	L("a", "A", 1, 13), L("á", "Á", 4, 2), L("b", "B", 10, 1),
	L("c", "C", 2, 4), L("d", "D", 2, 4), L("e", "E", 1, 6),
	L("é", "É", 8, 1), L("f", "F", 4, 2), L("g", "G", 2, 3),
	L("h", "H", 1, 10), L("i", "I", 1, 10), L("í", "Í", 4, 2),
	L("j", "J", 10, 0), L("k", "K", 10, 0), L("l", "L", 2, 4),
	L("m", "M", 4, 2), L("n", "N", 1, 7), L("o", "O", 2, 4),
	L("ó", "Ó", 8, 1), L("p", "P", 10, 1), L("q", "Q", 10, 0),
	L("r", "R", 1, 7), L("s", "S", 1, 6), L("t", "T", 2, 4),
	L("u", "U", 2, 3), L("ú", "Ú", 8, 1), L("v", "V", 10, 0),
	L("w", "W", 10, 0), L("x", "X", 10, 0), L("y", "Y", 10, 0),
	L("z", "Z", 10, 0),
};
static const boggle_lang lang_ga = {
	.code = "ga",
	.name = "Irish",
	.letters = ga_letters,
	.nletters = N(ga_letters),
	.blanks = 2,
	.flags = LANG_STRIP | LANG_AFFIX_FLAGS,
	.list = "/usr/share/dict/irish",
	.package = "wirish",
	.licence = "GPL-3",
};

/*
 * No set is published for Scottish Gaelic, Manx or Galician: their tiles
 * share 98 among the letters by how often the list's words use them, and
 * a letter's value follows its share (5% or more 1, 3% 2, 2% 3, 1% 4,
 * 0.5% 5, 0.1% 8, less 10).  Gaelic's 18 letters drop the grave accent.
 */
static const lang_letter gd_letters[] = {
	L("a", "A", 1, 16), L("b", "B", 3, 3), L("c", "C", 1, 6),
	L("d", "D", 2, 5), L("e", "E", 1, 6), L("f", "F", 4, 1),
	L("g", "G", 2, 4), L("h", "H", 1, 11), L("i", "I", 1, 10),
	L("l", "L", 1, 5), L("m", "M", 3, 2), L("n", "N", 1, 6),
	L("o", "O", 2, 4), L("p", "P", 5, 1), L("r", "R", 1, 6),
	L("s", "S", 2, 5), L("t", "T", 2, 4), L("u", "U", 2, 3),
};
static const boggle_lang lang_gd = {
	.code = "gd",
	.name = "Scottish Gaelic",
	.letters = gd_letters,
	.nletters = N(gd_letters),
	.blanks = 2,
	.flags = LANG_STRIP,
	.list = "/usr/share/dict/gaelic",
	.package = "wgaelic",
	.licence = "GPL-3",
};

/* The list is Latin-1; ç (çh) plays as c. */
static const lang_letter gv_letters[] = {
	L("a", "A", 1, 12), L("b", "B", 4, 1), L("c", "C", 3, 3),
	L("d", "D", 3, 2), L("e", "E", 1, 11), L("f", "F", 5, 1),
	L("g", "G", 1, 6), L("h", "H", 1, 8), L("i", "I", 1, 6),
	L("j", "J", 5, 1), L("k", "K", 4, 1), L("l", "L", 1, 6),
	L("m", "M", 4, 2), L("n", "N", 1, 6), L("o", "O", 1, 5),
	L("p", "P", 4, 1), L("q", "Q", 10, 0), L("r", "R", 1, 7),
	L("s", "S", 1, 5), L("t", "T", 2, 4), L("u", "U", 3, 2),
	L("v", "V", 5, 1), L("w", "W", 8, 1), L("x", "X", 10, 0),
	L("y", "Y", 1, 6), L("z", "Z", 10, 0),
};
static const boggle_lang lang_gv = {
	.code = "gv",
	.name = "Manx",
	.letters = gv_letters,
	.nletters = N(gv_letters),
	.blanks = 2,
	.flags = LANG_STRIP,
	.list = "/usr/share/dict/manx",
	.package = "wmanx",
	.latin1 = 1,
	.licence = "GPL-3",
};

/* ñ is a letter; the accents drop, as in Spanish. */
static const lang_letter gl_letters[] = {
	L("a", "A", 1, 17), L("b", "B", 3, 2), L("c", "C", 2, 4),
	L("d", "D", 2, 4), L("e", "E", 1, 12), L("f", "F", 4, 1),
	L("g", "G", 4, 1), L("h", "H", 5, 1), L("i", "I", 1, 7),
	L("j", "J", 10, 0), L("k", "K", 10, 0), L("l", "L", 2, 3),
	L("m", "M", 2, 3), L("n", "N", 1, 5), L("ñ", "Ñ", 8, 1),
	L("o", "O", 1, 6), L("p", "P", 4, 2), L("q", "Q", 8, 1),
	L("r", "R", 1, 10), L("s", "S", 1, 9), L("t", "T", 2, 3),
	L("u", "U", 3, 3), L("v", "V", 5, 1), L("w", "W", 10, 0),
	L("x", "X", 5, 1), L("y", "Y", 10, 0), L("z", "Z", 5, 1),
};
static const boggle_lang lang_gl = {
	.code = "gl",
	.name = "Galician",
	.letters = gl_letters,
	.nletters = N(gl_letters),
	.blanks = 2,
	.flags = LANG_STRIP,
	.list = "/usr/share/dict/galician-minimos",
	.package = "wgalician-minimos",
	.licence = "GPL-2+",
};

/* c q w x z are no Faroese letters; the accented vowels and ð are. */
static const lang_letter fo_letters[] = {
	L("a", "A", 1, 10), L("á", "Á", 5, 1), L("b", "B", 6, 1),
	L("d", "D", 4, 2), L("ð", "Ð", 2, 4), L("e", "E", 1, 7),
	L("f", "F", 4, 2), L("g", "G", 2, 4), L("h", "H", 4, 2),
	L("i", "I", 1, 10), L("í", "Í", 6, 1), L("j", "J", 6, 1),
	L("k", "K", 2, 4), L("l", "L", 2, 4), L("m", "M", 3, 3),
	L("n", "N", 1, 7), L("o", "O", 4, 2), L("ó", "Ó", 6, 1),
	L("p", "P", 8, 1), L("r", "R", 1, 7), L("s", "S", 1, 5),
	L("t", "T", 1, 7), L("u", "U", 1, 5), L("ú", "Ú", 6, 1),
	L("v", "V", 2, 4), L("y", "Y", 7, 1), L("ý", "Ý", 8, 1),
	L("æ", "Æ", 8, 1), L("ø", "Ø", 7, 1),
};
static const boggle_lang lang_fo = {
	.code = "fo",
	.name = "Faroese",
	.letters = fo_letters,
	.nletters = N(fo_letters),
	.blanks = 2,
	.flags = LANG_STRIP,
	.list = "/usr/share/dict/faroese",
	.package = "wfaroese",
	.licence = "GPL-2+",
};

const boggle_lang *const lang_profiles[] = {
	&lang_en, &lang_fr, &lang_de, &lang_es, &lang_it, &lang_pt,
	&lang_nl, &lang_sv, &lang_da, &lang_nb, &lang_nn, &lang_fi,
	&lang_pl, &lang_ca, &lang_cs, &lang_hu, &lang_is, &lang_tr,
	&lang_bg, &lang_uk, &lang_ru, &lang_el,
	&lang_en_us, &lang_en_us_small, &lang_en_us_large, &lang_en_us_huge,
	&lang_en_us_insane, &lang_en_gb, &lang_en_gb_small, &lang_en_gb_large,
	&lang_en_gb_huge, &lang_en_gb_insane, &lang_en_ca, &lang_en_ca_small,
	&lang_en_ca_large, &lang_en_ca_huge, &lang_en_ca_insane,
	&lang_de_ch, &lang_de_1901, &lang_pt_br, &lang_es_fise,
	&lang_eo, &lang_ga, &lang_gd, &lang_gv, &lang_fo, &lang_gl,
	NULL,
};
