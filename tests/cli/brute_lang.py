#!/usr/bin/env python3
"""A brute-force Boggle solver for word lists in other languages, written
apart from the C library so that lang_test.sh can hold one against the other.

    brute_lang.py LANG LIST [ENCODING] [-m MIN] < BOARDS
        For each board on standard input (the one-line form `boggle throw`
        prints: [xy] cells, '.' blanks, rows split by '/'), print
        BOARD<TAB>WORD for every word of LIST found on it, sorted, words
        as the game reads them (folded).  MIN (default 3) is the shortest
        word in letters.
    brute_lang.py --fold LANG WORD...
        Print each WORD as the game reads it, or '-' if it is no word.

Reading a list, the way a word game in each language plays:
- NFC, lowercase (Turkish: I is ı, İ is i);
- an entry in capitals throughout (two upper-case characters or more,
  no lower-case one) is an acronym and skipped, in every language;
- an entry that starts with a capital is a name and skipped, except in
  the built-in English and German (nouns); en-US and the other system
  English lists skip them too, and read a q only as qu;
- German ß is ss, French œ is oe, Ukrainian ’ is ', Catalan ŀl is l·l,
  Greek final ς is σ;
- a character that is not a letter of the language but a letter with
  marks reads as that letter (French é is e); ä stays ä where it is a letter;
- an entry with any other character is skipped;
- Irish entries may end in a spell checker's flags (achomharcainn/E),
  which are no part of the word.
Letters count one each, but Catalan l·l counts two, and so do ch, ll and
rr of es-fise, which a word spells only with a cell of that tile: they
are read as characters of their own, in words and on cells.
"""
import bisect
import re
import sys
import unicodedata

LATIN = "abcdefghijklmnopqrstuvwxyz"

# Each language's letters, from its alphabet (not from the library).
ALPHABETS = {
    "fr": LATIN,
    "de": LATIN + "äöü",
    "es": LATIN + "ñ",
    "it": LATIN,
    "pt": LATIN + "ç",
    "nl": LATIN,
    "sv": LATIN + "åäö",
    "da": LATIN + "æøå",
    "nb": LATIN + "æøå",
    "nn": LATIN + "æøå",
    "fi": LATIN + "šžåäö",
    "pl": "aąbcćdeęfghijklłmnńoóprsśtuwyzźż",
    "ca": LATIN + "ç",
    "cs": LATIN + "áčďéěíňóřšťúůýž",
    "hu": LATIN + "áéíóöőúüű",
    "is": "aábdðeéfghiíjklmnoóprstuúvxyýþæö",
    "tr": "abcçdefgğhıijklmnoöprsştuüvyz",
    "bg": "абвгдежзийклмнопрстуфхцчшщъьюя",
    "uk": "абвгґдеєжзиіїйклмнопрстуфхцчшщьюя'",
    "ru": "абвгдеёжзийклмнопрстуфхцчшщъыьэюя",
    "el": "αβγδεζηθικλμνξοπρστυφχψω",
    "de-CH": LATIN + "äöü",
    "de-1901": LATIN + "äöü",
    "pt-BR": LATIN + "ç",
    "eo": "abcĉdefgĝhĥijĵklmnoprsŝtuŭvz",
    "ga": LATIN + "áéíóú",
    "gd": "abcdefghilmnoprstu",
    "gv": LATIN,
    "fo": "aábdðefghiíjklmnoóprstuúvyýæø",
    "gl": LATIN + "ñ",
    # q only as qu, which a board's q cell shows
    "en": LATIN.replace("q", ""),
    "es-fise": LATIN + "ñ",
}
# English by its Debian lists: every spelling and size.
ENGLISH = ["en"] + ["en-%s%s" % (r, z) for r in ("US", "GB", "CA")
                    for z in ("", "-small", "-large", "-huge", "-insane")]
# Letters written with several characters.
LONG_LETTERS = {"ca": ["l·l"], "en": ["qu"]}
# Letters of two that a word spells only with their own tile (Spanish as
# FISE plays it): read as one character of a private use, in words and
# on cells alike, so that c beside h is no ch.
TILE_LETTERS = {"es-fise": {"ch": "\ue000", "ll": "\ue001", "rr": "\ue002"}}
# Text read as other letters, after lowercasing.
# lists whose entries may end in affix flags
AFFIXED = {"ga"}

FOLDS = {
    "de": [("ß", "ss")],
    "fr": [("œ", "oe"), ("æ", "ae")],
    "nl": [("ĳ", "ij")],
    "uk": [("ʼ", "'"), ("’", "'")],
    "ca": [("ŀl", "l·l")],
    "el": [("ς", "σ")],
    "de-CH": [("ß", "ss")],
    "de-1901": [("ß", "ss")],
}
# Languages whose lists write words with a capital.
CAPITALS = {"en", "de", "de-CH", "de-1901"}
WORD_MAX = 64


def lower(lang, s):
    if lang == "tr":
        s = s.replace("I", "ı").replace("İ", "i")
    # the simple lowercase of İ, not Python's i + U+0307
    return s.replace("İ", "i").lower()


def is_capital(lang, c):
    if lang == "tr" and c in "Iİ":
        return True
    return c != c.lower()


def family(lang):
    """The key of the tables for lang: English's for each of its lists."""
    return "en" if lang in ENGLISH else lang


def weight(lang, word):
    """Letters a word counts for: code points, l·l two, a tile letter two."""
    if lang == "ca":
        return len(word) - word.count("·")
    return len(word) + sum(word.count(x)
                           for x in TILE_LETTERS.get(lang, {}).values())


def spelled(lang, word):
    """A word as text: tile letters written out."""
    for text, x in TILE_LETTERS.get(lang, {}).items():
        word = word.replace(x, text)
    return word


def letter_count(lang, word):
    """Letters a word spells: l·l is one."""
    return len(word) - 2 * word.count("·") if lang == "ca" else len(word)


class Reader:
    """Folds text into the letters of one language."""

    def __init__(self, lang):
        self.lang = lang
        self.tiles = TILE_LETTERS.get(lang, {})
        alphabet = ALPHABETS[family(lang)] + "".join(self.tiles.values())
        self.letters = set(alphabet) | set("q" if family(lang) == "en" else "")
        longs = LONG_LETTERS.get(family(lang), [])
        # a line of at most WORD_MAX letters and nothing else
        self.word_re = re.compile(
            "^(?:%s){1,%d}$" % ("|".join(
                [re.escape(x) for x in longs] +
                ["[%s]" % re.escape(alphabet)]), WORD_MAX),
            re.M)

    def fold(self, text, chars=None):
        """Lowercase, fold and strip marks from text (lines of entries);
        chars, if given, holds every character of text."""
        text = lower(self.lang, text)
        for a, b in FOLDS.get(self.lang, []):
            text = text.replace(a, b)
        strip = {}
        for c in set(lower(self.lang, "".join(chars))) if chars else set(text):
            base = unicodedata.normalize("NFD", c)[0]
            if c not in self.letters and base != c and base in self.letters:
                strip[c] = base
        if strip:
            text = re.sub("[%s]" % re.escape("".join(strip)),
                          lambda m: strip[m.group()], text)
        for a, b in self.tiles.items():
            text = text.replace(a, b)
        return text

    def words(self, text):
        """The words of a list, as read, sorted (duplicates kept)."""
        if text.startswith("\ufeff"):
            text = text[1:]
        text = text.replace("\r\n", "\n").replace("\r", "\n")
        text = unicodedata.normalize("NFC", text)
        if " " in text or "\t" in text:
            text = re.sub(r"^[ \t]+|[ \t]+$", "", text, flags=re.M)
        if self.lang in AFFIXED:
            text = re.sub(r"(?<=[^\n])/[A-Za-z0-9]+$", "", text, flags=re.M)
        chars = set(text)
        upper = "".join(c for c in chars if is_capital(self.lang, c))
        small = "".join(c for c in chars if c.islower())
        if upper:
            other = "[^\n%s]*" % re.escape(small + upper)  # caseless
            text = re.sub("^%s(?:[%s]%s){2,}$" % (
                other, re.escape(upper), other), "", text, flags=re.M)
        if self.lang not in CAPITALS:  # not en-US: names there
            caps = "".join(c for c in chars if is_capital(self.lang, c))
            if caps:
                text = re.sub("^[%s].*$" % re.escape(caps), "", text,
                              flags=re.M)
        found = self.word_re.findall(self.fold(text, chars))
        found.sort()  # in the list's order already, nearly: fast
        return found

    def one(self, word):
        """One entry as read, or None if it is no word."""
        w = self.words(word)
        return w[0] if w else None


def parse_board(reader, line):
    """Cells (their letters as text, '' for a blank), rows and columns."""
    rows_text = line.split("/")
    if len(rows_text) > 1 and rows_text[-1] == "":
        rows_text.pop()  # "abcd/" is one row
    grid = []
    for row in rows_text:
        cells, i = [], 0
        row = unicodedata.normalize("NFC", row)
        while i < len(row):
            c = row[i]
            if c == "[":
                j = row.index("]", i)
                cells.append(row[i + 1:j])
                i = j + 1
            elif c == ".":
                cells.append("")
                i += 1
            else:
                j = i + 1
                while j < len(row) and unicodedata.combining(row[j]):
                    j += 1
                cells.append(row[i:j])
                i = j
        grid.append([reader.fold(x) if x else "" for x in cells])
        if family(reader.lang) == "en":  # the q face is Qu
            grid[-1] = ["qu" if x == "q" else x for x in grid[-1]]
    if len(grid) == 1:
        side = int(round(len(grid[0]) ** 0.5))
        if side * side == len(grid[0]) and not line.endswith("/"):
            grid = [grid[0][k:k + side] for k in range(0, len(grid[0]), side)]
    rows, cols = len(grid), len(grid[0])
    assert all(len(r) == cols for r in grid), "uneven rows: " + line
    return [c for r in grid for c in r], rows, cols


def solve(lang, cells, rows, cols, ordered, least):
    """Every word on the board: each path of distinct adjacent cells,
    followed while some word starts with what it spells."""
    near = []
    for i in range(rows * cols):
        r, c = divmod(i, cols)
        near.append([rr * cols + cc
                     for rr in range(r - 1, r + 2) for cc in range(c - 1, c + 2)
                     if 0 <= rr < rows and 0 <= cc < cols
                     and (rr, cc) != (r, c)])
    found = set()
    used = [False] * (rows * cols)

    def walk(i, prefix):
        s = prefix + cells[i]
        k = bisect.bisect_left(ordered, s)
        if k == len(ordered) or not ordered[k].startswith(s):
            return  # no word goes this way
        if ordered[k] == s and weight(lang, s) >= least:
            found.add(s)
        used[i] = True
        for j in near[i]:
            if not used[j] and cells[j]:
                walk(j, s)
        used[i] = False

    for i in range(rows * cols):
        if cells[i]:
            walk(i, "")
    return sorted(found)


def main(argv):
    if len(argv) >= 2 and argv[0] == "--fold":
        reader = Reader(argv[1])
        for w in argv[2:]:
            print(spelled(argv[1], reader.one(w) or "-"))
        return 0
    least = 3
    if "-m" in argv:
        k = argv.index("-m")
        least = int(argv[k + 1])
        del argv[k:k + 2]
    if len(argv) not in (2, 3):
        sys.stderr.write(__doc__)
        return 2
    lang, path = argv[0], argv[1]
    encoding = argv[2] if len(argv) == 3 else "utf-8"
    reader = Reader(lang)
    with open(path, "rb") as f:
        ordered = reader.words(f.read().decode(encoding))
    out = sys.stdout
    for line in sys.stdin.read().split("\n"):
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        cells, rows, cols = parse_board(reader, line)
        for w in solve(lang, cells, rows, cols, ordered, least):
            out.write("%s\t%s\n" % (line, spelled(lang, w)))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
