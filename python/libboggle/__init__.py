"""libboggle: the boggle library for Python.

Boards, throws, solving, scoring and the best-board search, each giving
the answers of the ``boggle`` command, through the C library (ctypes over
libboggle.so).  numpy is needed only by :func:`scores`.
"""
from __future__ import annotations

import ctypes
import gzip
import json
import operator
import os
import struct
import threading
from ctypes import (byref, c_int, c_long, c_size_t, c_uint16, c_void_p,
                    create_string_buffer)
from typing import (IO, TYPE_CHECKING, Any, Dict, Iterable, Iterator, List,
                    NamedTuple, Optional, Sequence, Set, Tuple, Union,
                    overload)

from . import _native as _c

if TYPE_CHECKING:
    import numpy
    import numpy.typing

__all__ = [
    "BoggleError", "BoardError", "MisuseError", "WrongLanguageError",
    "ListError", "ProofError", "UnsoundError", "GaveUpError",
    "TooLargeError", "Board", "Dictionary",
    "Word", "Solution", "Verdict", "Player", "Game", "Check", "throw",
    "throws", "solve", "score", "check", "paths", "best", "scores",
    "merge_proof", "verify_proof", "prove", "rules_text", "version",
]

_Path = Union[str, "os.PathLike[str]"]
# a word list: the language's own (None), a list's path, or one loaded
_ListArg = Union[None, str, "os.PathLike[str]", "Dictionary"]

_BOARD_TEXT = 8192
_CODES = ("ok", "out of memory", "misuse", "syntax", "wrong language",
          "system", "too big", "not UTF-8", "damaged", "gave up",
          "too large", "unsound")


class BoggleError(Exception):
    """What the library refused, in the command's words; .code is the
    library's boggle_code."""

    code: int = 0

    def __init__(self, message: str, code: int = 0) -> None:
        super().__init__(message)
        self.code = code


class BoardError(BoggleError, ValueError):
    """A board, word, layout or set of dice whose text does not read."""


class MisuseError(BoggleError, ValueError):
    """An argument the library cannot take: an unknown name, a shape out
    of range."""


class WrongLanguageError(BoggleError, ValueError):
    """A board, list or layout that does not fit: another language or
    shape."""


class ListError(BoggleError, OSError):
    """A word list that cannot be read: missing, too big, not UTF-8,
    damaged."""


class ProofError(BoggleError):
    """A proof's file refused: no proof's file, cut short, damaged, of
    another proof, or not accounting for every class."""


class UnsoundError(ProofError):
    """A proof that does not hold: a board not as its record says, a
    class missing or there twice, a class that proves otherwise."""


class GaveUpError(BoggleError):
    """A search that took its steps without an answer."""


class TooLargeError(BoggleError):
    """A count too large to make in time and memory."""


_KINDS = {2: MisuseError, 3: BoardError, 4: WrongLanguageError,
          5: ListError, 6: ListError, 7: ListError, 8: ListError,
          9: GaveUpError, 10: TooLargeError}


def _error(code: int, message: str = "") -> BoggleError:
    text = message or (_c.strerror(code) or b"").decode()
    if code == 1:
        return BoggleError(text, code)
    return _KINDS.get(code, BoggleError)(text, code)


def _quote(text: str) -> str:
    """A text as the command quotes it in a message: its first 40 bytes
    or so, '?' for what is no printable character, '...' for the rest."""
    out = []
    used = 0
    for ch in text:
        if used >= 40:
            break
        cp = ord(ch)
        out.append(ch if cp >= 0xa0 or 0x20 <= cp < 0x7f else "?")
        used += len(ch.encode("utf-8", "surrogatepass"))
    return "'" + "".join(out) + "'" + ("..." if used < len(
        text.encode("utf-8", "surrogatepass")) else "")


def version() -> str:
    """The C library's version, as boggle --version says it."""
    return str(_c.version().decode())


# ---- languages ---------------------------------------------------------

_langs: Dict[Optional[str], int] = {}


def _lang(code: Optional[str]) -> int:
    """A language's profile by code (None: English)."""
    try:
        return _langs[code]
    except KeyError:
        pass
    if code is None:
        found = _c.lang_english()
    else:
        found = _c.lang_find(code.encode())
        if not found:
            codes: List[str] = []
            at = _c.langs()
            while at[len(codes)]:
                codes.append(_lang_code(at[len(codes)]))
            raise MisuseError(f"unknown language {_quote(code)} "
                              f"({', '.join(codes)})", 2)
    _langs[code] = int(found)
    return _langs[code]


def _lang_code(lang: int) -> str:
    return str(_c.lang_code(lang).decode())


# ---- dictionaries ------------------------------------------------------

class Dictionary:
    """A word list, loaded once and shared by every thread: the built-in
    English list, a language's system list, or a list's file (text or
    compiled), kept compiled in the user's cache as the command keeps it.
    """

    __slots__ = ("_ptr", "_owned", "lang", "path", "_solvers", "_leaving",
                 "__weakref__")

    def __init__(self, path: Optional[_Path] = None,
                 lang: Optional[str] = None) -> None:
        self._owned = False
        self._ptr: int = 0
        self._solvers: List[int] = []
        # solvers that leave out a list's words, by that list
        self._leaving: Dict[int, Tuple["Dictionary", List[int]]] = {}
        code = _lang(lang)
        self.lang = _lang_code(code)
        self.path = os.fspath(path) if path is not None else None
        if self.path is None and code == _c.lang_english():
            self._ptr = _c.dict_builtin()
            return
        where = self.path
        if where is None:
            listed = _c.lang_list(code)
            where = listed.decode() if listed else None
        if where is None:
            raise ListError(f"--lang {self.lang}: no word list", 5)
        cache = create_string_buffer(4096)
        _c.dict_cache_dir(cache, 4096)
        out = c_void_p()
        rc = _c.dict_open(byref(out), code, where.encode(), cache.value,
                          None)
        if rc != 0:
            reason = os.strerror(_get_errno()) if rc == 5 else \
                _c.strerror(rc).decode()
            raise _error(rc, f"{where}: {reason}")
        self._ptr = out.value or 0
        self._owned = True

    def __len__(self) -> int:
        return int(_c.dict_count(self._ptr))

    def __contains__(self, word: object) -> bool:
        return isinstance(word, str) and \
            _c.dict_lookup(self._ptr, word.encode()) >= 0

    def __repr__(self) -> str:
        return (f"Dictionary({self.path!r}, lang={self.lang!r})"
                if self.path else f"Dictionary(lang={self.lang!r})")

    def _word(self, ident: int) -> str:
        buf = create_string_buffer(_c.WORD_TEXT_MAX)
        _c.dict_word(self._ptr, ident, buf, _c.WORD_TEXT_MAX)
        return buf.value.decode()

    def _pool(self, exclude: Optional["Dictionary"]) -> List[int]:
        if exclude is None:
            return self._solvers
        if exclude.lang != self.lang:
            raise WrongLanguageError(
                f"--exclude: a list of {exclude.lang}, not {self.lang}", 4)
        kept = self._leaving.get(exclude._ptr)
        if kept is None:
            kept = self._leaving.setdefault(exclude._ptr, (exclude, []))
        return kept[1]

    def _spellings(self, ident: int) -> Tuple[str, ...]:
        out: List[str] = []
        while True:
            text = _c.dict_spelling(self._ptr, ident, len(out))
            if text is None:
                return tuple(out)
            out.append(text.decode())

    def _solver(self, exclude: Optional["Dictionary"] = None) -> int:
        """A solver of this list (leaving out exclude's words), for one
        thread till _release."""
        try:
            return self._pool(exclude).pop()
        except IndexError:
            out = c_void_p()
            rc = _c.solver_new(byref(out), self._ptr)
            if rc == 0 and exclude is not None:
                rc = _c.solver_exclude(out, exclude._ptr)
                if rc != 0:
                    _c.solver_free(out)
            if rc != 0:
                raise _error(rc)
            return out.value or 0

    def _release(self, solver: int,
                 exclude: Optional["Dictionary"] = None) -> None:
        self._pool(exclude).append(solver)

    def __del__(self) -> None:
        for solver in getattr(self, "_solvers", ()):
            _c.solver_free(solver)
        for _kept, solvers in getattr(self, "_leaving", {}).values():
            for solver in solvers:
                _c.solver_free(solver)
        if getattr(self, "_owned", False):
            _c.dict_free(self._ptr)


def _get_errno() -> int:
    return ctypes.get_errno() or 2


_dicts: Dict[Tuple[Optional[str], Optional[str]], Dictionary] = {}
_dicts_lock = threading.Lock()


def _dictionary(dictionary: _ListArg,
                lang: Optional[str]) -> Dictionary:
    """The list asked for, each list loaded once."""
    if isinstance(dictionary, Dictionary):
        return dictionary
    key = (os.fspath(dictionary) if dictionary is not None else None, lang)
    with _dicts_lock:
        found = _dicts.get(key)
        if found is None:
            found = _dicts[key] = Dictionary(key[0], lang)
        return found


_default = _dictionary(None, None)


# ---- boards ------------------------------------------------------------

class Board:
    """A board: rows x cols cells of one language.  From its one-line text
    ("pers/late/sind", "OMUYMTUPWSAYITVI", "[qu]a./...") or a list of its
    rows; str() gives the text back as the command writes it."""

    __slots__ = ("_ptr", "__weakref__")

    def __init__(self, text: Union[str, Sequence[str]],
                 lang: Optional[str] = None) -> None:
        self._ptr = 0
        if not isinstance(text, str):
            text = "/".join(text)
        code = _lang(lang)
        out = c_void_p()
        rc = _c.board_new(byref(out), code, 4, 4)
        if rc != 0:
            raise _error(rc)
        self._ptr = out.value or 0
        raw = text.encode()
        msg = create_string_buffer(_c.ERR_MAX)
        rc = _c.board_parse(self._ptr, code, raw, len(raw), msg)
        if rc != 0:
            raise _error(rc, f"{_quote(text)}: {msg.value.decode()}")

    @classmethod
    def _blank(cls, lang: int) -> "Board":
        board = cls.__new__(cls)
        out = c_void_p()
        rc = _c.board_new(byref(out), lang, 4, 4)
        if rc != 0:
            raise _error(rc)
        board._ptr = out.value or 0
        return board

    def __del__(self) -> None:
        if getattr(self, "_ptr", 0):
            _c.board_free(self._ptr)

    @property
    def rows(self) -> int:
        return int(_c.board_rows(self._ptr))

    @property
    def cols(self) -> int:
        return int(_c.board_cols(self._ptr))

    @property
    def lang(self) -> str:
        return _lang_code(_c.board_lang(self._ptr))

    @property
    def cells(self) -> List[str]:
        """Each cell's letters, lowercase, row by row ("" for a blank)."""
        buf = create_string_buffer(64)
        out = []
        for i in range(self.rows * self.cols):
            _c.board_cell(self._ptr, i, 0, buf, 64)
            out.append(buf.value.decode())
        return out

    def find(self, word: str) -> Optional[List[Tuple[int, int]]]:
        """A path that spells word, as (row, col) cells, or None."""
        path = (c_uint16 * _c.MAX_CELLS)()
        n = c_int()
        msg = create_string_buffer(_c.ERR_MAX)
        rc = _c.board_find(self._ptr, word.encode(), path, byref(n), msg)
        if rc != 0:
            raise _error(rc, f"{_quote(word)}: {msg.value.decode()}")
        cells = struct.unpack_from(f"{n.value}H", bytes(path))
        cols = self.cols
        return [divmod(c, cols) for c in cells] if n.value else None

    def __str__(self) -> str:
        buf = create_string_buffer(_BOARD_TEXT)
        _c.board_format(self._ptr, buf, _BOARD_TEXT)
        return buf.value.decode()

    def __repr__(self) -> str:
        lang = self.lang
        return (f"Board({str(self)!r})" if lang == "en" else
                f"Board({str(self)!r}, lang={lang!r})")

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Board) and str(self) == str(other) and \
            self.lang == other.lang

    def __hash__(self) -> int:
        return hash((str(self), self.lang))


def _board(board: Union[str, Board], lang: Optional[str]) -> Board:
    return board if isinstance(board, Board) else Board(board, lang)


# ---- throwing ----------------------------------------------------------

def _seed() -> int:
    return int.from_bytes(os.urandom(8), "little")


def _unknown_set(name: str) -> MisuseError:
    names: List[str] = []
    at = _c.dice_sets()
    while at[len(names)]:
        names.append(_c.dice_name(at[len(names)]).decode())
    return MisuseError(f"unknown set {_quote(name)}: one of "
                       f"{', '.join(names)}", 2)


def throws(n: Optional[int] = None, *, set: Optional[str] = None,
           seed: Optional[int] = None, lang: Optional[str] = None,
           size: Optional[Tuple[int, int]] = None) -> Iterator[Board]:
    """Boards thrown one after another, as ``boggle throw -n N --seed S``
    prints them: from the dice of set (default "new"), or with size
    (rows, cols), letters drawn by frequency; a language of other letters
    than the dice's draws its own tiles on the set's shape.  n None:
    without end."""
    code = _lang(lang)
    dice = _c.dice_find((set or "new").encode())
    if not dice:
        raise _unknown_set(set or "")
    own = c_void_p()
    if size is None and _c.dice_as(byref(own), dice, code) != 0:
        own = c_void_p()
    rows, cols = size if size else (_c.dice_rows(dice), _c.dice_cols(dice))
    rng = _c.Rng()
    _c.rng_seed(byref(rng), _seed() if seed is None else seed & (2**64 - 1))
    try:
        i = 0
        while n is None or i < n:
            board = Board._blank(code)
            if own.value:
                _c.dice_throw(own, byref(rng), board._ptr)
            else:
                rc = _c.throw_letters(board._ptr, code, rows, cols,
                                      byref(rng))
                if rc != 0:
                    raise _error(rc, f"size {rows}x{cols}: out of range")
            yield board
            i += 1
    finally:
        if own.value:
            _c.dice_free(own)


def throw(*, set: Optional[str] = None, seed: Optional[int] = None,
          lang: Optional[str] = None,
          size: Optional[Tuple[int, int]] = None) -> Board:
    """One board, as ``boggle throw --seed S`` throws it."""
    return next(throws(1, set=set, seed=seed, lang=lang, size=size))


# ---- rules -------------------------------------------------------------

# scorings that outrank the board's edition: the boards of every shape
# counted by one choice of rules
_SHAPELESS = (b"letters",)


class _Rules:
    """The rules asked for, chosen by the library for each shape as the
    command chooses them, and refused in its words."""

    def __init__(self, rules: Optional[str], scoring: Optional[str],
                 min_letters: Optional[int], bonus: Optional[str]) -> None:
        self.bonus = 0
        self.edition = None if rules is None else rules.encode()
        self.scoring = None if scoring is None else scoring.encode()
        self.min: Optional[bytes] = None
        self.make(0, 0)  # the names first, as the command reads them
        if min_letters is not None:
            self.min = str(operator.index(min_letters)).encode()
            self.make(0, 0)
        if bonus is not None:
            out = c_void_p()
            raw = bonus.encode()
            msg = create_string_buffer(_c.ERR_MAX)
            rc = _c.bonus_parse(byref(out), raw, len(raw), msg)
            if rc != 0:
                raise _error(rc, f"--bonus {_quote(bonus)}: "
                             f"{msg.value.decode()}")
            self.bonus = out.value or 0
        self.make(0, 0)
        self.default = rules is None and scoring is None and \
            min_letters is None and bonus is None

    def __del__(self) -> None:
        if getattr(self, "bonus", 0):
            _c.bonus_free(self.bonus)

    def make(self, rows: int, cols: int,
             text: Optional[str] = None) -> _c.Rules:
        """The rules of a board of rows x cols (0 x 0: of none yet), its
        text (if given) quoted in a refusal as the command quotes it."""
        r = _c.Rules()
        msg = create_string_buffer(_c.ERR_MAX)
        rc = _c.rules_choose(byref(r), self.edition, self.scoring, self.min,
                             self.bonus or None, rows, cols, msg)
        if rc != 0:
            said = msg.value.decode()
            raise _error(rc, said if text is None else
                         f"{_quote(text)}: {said}")
        r._owner = self  # the bonus layout lives as long as the rules
        return r


_plain = _Rules(None, None, None, None)


def _rules(rules: Optional[str], scoring: Optional[str],
           min_letters: Optional[int], bonus: Optional[str]) -> _Rules:
    if rules is None and scoring is None and min_letters is None and \
            bonus is None:
        return _plain
    return _Rules(rules, scoring, min_letters, bonus)


def rules_text(*, size: Optional[Tuple[int, int]] = None,
               rules: Optional[str] = None, scoring: Optional[str] = None,
               min_letters: Optional[int] = None,
               bonus: Optional[str] = None, form: str = "options") -> str:
    """The rules asked for, on a board of size (rows, cols), as text that
    gives them back, as the library writes it: form "options" (the
    command's: ``--scoring letters -m 3``), "fields" (a link's:
    ``scoring=letters&min=3``) or "header" (a proof header's).  What the
    shape makes its own is left out; with no size, the text gives the
    same rules on every shape."""
    if form not in _c.RULES_FORMS:
        raise MisuseError(f"form: {_quote(form)} is not one of "
                          f"{', '.join(_c.RULES_FORMS)}", 2)
    rows, cols = (0, 0) if size is None else \
        (operator.index(size[0]), operator.index(size[1]))
    if size is not None and not (0 < rows and 0 < cols and
                                 rows * cols <= _c.MAX_CELLS):
        raise MisuseError(f"size {rows}x{cols}: out of range", 2)
    made = _Rules(rules, scoring, min_letters, bonus).make(rows, cols)
    buf = create_string_buffer(_c.RULES_TEXT_MAX)
    rc = _c.rules_text(byref(made), rows, cols, _c.RULES_FORMS[form], buf,
                       _c.RULES_TEXT_MAX)
    if rc != 0:
        raise _error(rc)
    return buf.value.decode()


# ---- solving -----------------------------------------------------------

class Word(NamedTuple):
    """A word found: its text, its points, its path of (row, col) cells,
    and the list's own spellings of it where they are not the letters it
    is played with (French "élève" for eleve; none for most words)."""
    word: str
    score: int
    path: Tuple[Tuple[int, int], ...]
    spellings: Tuple[str, ...] = ()


_WORD = struct.Struct("=IiHHI")


class Solution(Sequence[Word]):
    """Every word on a board, highest score first, then in the order of
    the language's alphabet, as ``boggle solve`` lists them; .score is
    their points in all, .board the board.  Each Word is made when it is
    read."""

    __slots__ = ("score", "_text", "_board", "_dict", "_raw", "_paths",
                 "_cols", "_n")

    def __init__(self, text: str, board: Optional[Board],
                 dictionary: Dictionary, score: int, raw: bytes,
                 paths: bytes, n: int, cols: int) -> None:
        self.score = score
        self._text = text
        self._board = board
        self._dict = dictionary
        self._raw = raw
        self._paths = paths
        self._n = n
        self._cols = cols

    @property
    def board(self) -> Board:
        """The board solved."""
        if self._board is None:
            self._board = Board(self._text, self._dict.lang)
        return self._board

    def __len__(self) -> int:
        return self._n

    def _at(self, i: int) -> Word:
        ident, points, _letters, plen, at = _WORD.unpack_from(self._raw,
                                                             16 * i)
        cells = struct.unpack_from(f"={plen}H", self._paths, 2 * at)
        cols = self._cols
        return Word(self._dict._word(ident), points,
                    tuple(divmod(c, cols) for c in cells),
                    self._dict._spellings(ident))

    @overload
    def __getitem__(self, i: int) -> Word: ...

    @overload
    def __getitem__(self, i: slice) -> List[Word]: ...

    def __getitem__(self, i: Union[int, slice]) -> Union[Word, List[Word]]:
        if isinstance(i, slice):
            return [self._at(k) for k in range(*i.indices(self._n))]
        if i < 0:
            i += self._n
        if not 0 <= i < self._n:
            raise IndexError("word index out of range")
        return self._at(i)

    @property
    def words(self) -> List[str]:
        """The words' text alone, in order."""
        word = self._dict._word
        return [word(ident) for ident in
                memoryview(self._raw).cast("I")[0::4]]

    def __repr__(self) -> str:
        return (f"<Solution of {str(self.board)!r}: {self._n} words, "
                f"{self.score} points>")


def _solve_failed(rc: int, text: str, msg: bytes) -> BoggleError:
    if rc == 3:
        return BoardError(f"{_quote(text)}: {msg.decode()}", rc)
    if rc == 9:
        return GaveUpError(f"{_quote(text)}: the search gave up", rc)
    if rc == 4:
        return WrongLanguageError(
            f"{_quote(text)}: a board of another language than the list's",
            rc)
    return _error(rc)


def _solve_with(solver: int, board: Board, rules: _c.Rules) -> None:
    rc = _c.solve(solver, board._ptr, byref(rules))
    if rc != 0:
        raise _solve_failed(rc, str(board), b"")


_local = threading.local()


def solve(board: Union[str, Board], *, lang: Optional[str] = None,
          dictionary: _ListArg = None,
          rules: Optional[str] = None, scoring: Optional[str] = None,
          min_letters: Optional[int] = None,
          bonus: Optional[str] = None,
          exclude: _ListArg = None) -> Solution:
    """Every word of the list on board, as ``boggle solve`` finds them:
    rules "classic", "big" or "superbig" (default by the board's shape),
    scoring "letters" or "words", min_letters, bonus squares, and the
    words of exclude (a list's path, or a Dictionary) left out."""
    made = None
    if isinstance(board, Board):
        d = _dictionary(dictionary, lang if lang is not None else
                        board.lang)
        text = str(board)
        kept: Optional[Board] = board
        if d.lang != board.lang:
            raise WrongLanguageError(
                f"{_quote(text)}: a board of another language than the "
                "list's", 4)
    else:
        d = _default if dictionary is None and lang is None else \
            _dictionary(dictionary, lang)
        text = board
        kept = None
    if rules is not None or scoring is not None or \
            min_letters is not None or bonus is not None:
        shape = kept if kept is not None else Board(text, d.lang)
        made = _Rules(rules, scoring, min_letters, bonus).make(
            _c.board_rows(shape._ptr), _c.board_cols(shape._ptr), text)
    try:
        out, msg = _local.scratch
    except AttributeError:
        out, msg = _local.scratch = (_c.Solved(),
                                     create_string_buffer(_c.ERR_MAX))
    raw = text.encode()
    # a solver of the list's for this call alone (list.pop is atomic)
    solvers = d._solvers if exclude is None else \
        d._pool(_dictionary(exclude, d.lang))
    solver = solvers.pop() if solvers else \
        d._solver(None if exclude is None else _dictionary(exclude, d.lang))
    try:
        rc = _solve_text(solver, made, raw, len(raw), out, msg)
        if rc != 0:
            raise _solve_failed(rc, text, msg.value)
        n = out.count
        return Solution(text, kept, d, out.score,
                        _string_at(out.words, 16 * n),
                        _string_at(out.paths, 2 * out.path_cells), n,
                        out.cols)
    finally:
        solvers.append(solver)


_string_at = ctypes.string_at
_solve_text: Any = _c.solve_text


# ---- scoring a game ----------------------------------------------------

class Verdict(NamedTuple):
    """A word a player wrote: as written (lowercase), its status as
    ``boggle score -f json`` names it, and its points."""
    word: str
    status: str
    score: int


class Player(NamedTuple):
    name: str
    score: int
    words: List[Verdict]


class Game(NamedTuple):
    """A game scored: each player, and the winner's name (None on a
    tie)."""
    board: str
    players: List[Player]
    winner: Optional[str]


def score(board: Union[str, Board],
          players: Union[Dict[str, Iterable[str]], Sequence[Iterable[str]]],
          *, lang: Optional[str] = None,
          dictionary: _ListArg = None,
          rules: Optional[str] = None, scoring: Optional[str] = None,
          min_letters: Optional[int] = None, bonus: Optional[str] = None,
          exclude: _ListArg = None, penalty: bool = False) -> Game:
    """A game scored from the players' lists, as ``boggle score``: a word
    two players wrote is shared and struck for both, a word written again
    a duplicate; players a dict of name to words, or a list of lists
    (named p1, p2...)."""
    if isinstance(players, dict):
        named = [(str(k), list(v)) for k, v in players.items()]
    else:
        named = [(f"p{i + 1}", list(v)) for i, v in enumerate(players)]
    d = _dictionary(dictionary, lang if lang is not None else
                    (board.lang if isinstance(board, Board) else None))
    b = _board(board, d.lang)
    code = _lang(d.lang)
    made = _rules(rules, scoring, min_letters, bonus).make(
        b.rows, b.cols, board if isinstance(board, str) else str(board))
    # each word lowercased by the language, and its key folded as played
    lists: List[List[Tuple[str, bytes]]] = []
    buf = create_string_buffer(4096)
    key = create_string_buffer(_c.WORD_TEXT_MAX)
    for _name, words in named:
        mine = []
        for w in words:
            raw = w.encode()
            size = 2 * len(raw) + 1
            out = buf if size <= 4096 else create_string_buffer(size)
            _c.lang_lower(code, raw, len(raw), out, size)
            lower = out.value
            if _c.lang_fold(code, lower, len(lower), key, _c.WORD_TEXT_MAX,
                            None, None) == 0:
                mine.append((lower.decode(), key.value))
            else:
                mine.append((lower.decode(), lower))
        lists.append(mine)
    writers: Dict[bytes, Set[int]] = {}
    for i, mine in enumerate(lists):
        for _w, k in mine:
            writers.setdefault(k, set()).add(i)
    left = None if exclude is None else _dictionary(exclude, d.lang)
    solver = d._solver(left)
    try:
        _solve_with(solver, b, made)
        words_at = _c.solver_words(solver)
        result = []
        for (name, _words), mine in zip(named, lists):
            seen: Set[bytes] = set()
            total = 0
            verdicts = []
            for w, k in mine:
                points = 0
                if k in seen:
                    status = "duplicate"
                elif len(writers[k]) > 1:
                    status = "shared"
                else:
                    at = c_long(-1)
                    raw = w.encode()
                    v = _c.solver_verdict(solver, b._ptr, byref(made), raw,
                                          len(raw), None, byref(at), None)
                    status = _c.verdict_status(v).decode()
                    # a word the solver left out is found by no one
                    if status in ("not-a-word", "not-on-board") and \
                            left is not None and \
                            _c.dict_lookup(left._ptr, raw) >= 0:
                        status = "excluded"
                    if status == "ok":
                        points = _WORD.unpack_from(_string_at(
                            words_at + 16 * at.value, 16))[1]
                    elif status not in ("too-short", "excluded") and penalty:
                        points = -1
                seen.add(k)
                total += points
                verdicts.append(Verdict(w, status, points))
            result.append(Player(name, total, verdicts))
    finally:
        d._release(solver, left)
    top = max((p.score for p in result), default=0)
    best = [p.name for p in result if p.score == top]
    return Game(str(b), result, best[0] if len(best) == 1 else None)


# ---- dice and paths ----------------------------------------------------

class Check:
    """Whether a set's dice can throw a board; false with the reason."""

    __slots__ = ("ok", "why")

    def __init__(self, ok: bool, why: str) -> None:
        self.ok = ok
        self.why = why

    def __bool__(self) -> bool:
        return self.ok

    def __repr__(self) -> str:
        return "Check(True)" if self.ok else f"Check(False, {self.why!r})"


def check(board: Union[str, Board], *, set: Optional[str] = None,
          lang: Optional[str] = None) -> Check:
    """Whether the dice of set (default "new") can show board, as
    ``boggle check``: every die on a cell of its own, one face up."""
    b = _board(board, lang)
    code = _lang(lang if lang is not None else b.lang)
    dice = _c.dice_find((set or "new").encode())
    if not dice:
        raise _unknown_set(set or "")
    own = c_void_p()
    if _c.dice_as(byref(own), dice, code) != 0:
        return Check(False, f"the {set or 'new'} set has no dice of "
                     f"{_lang_code(code)}'s letters")
    try:
        why = create_string_buffer(_c.ERR_MAX)
        ok = _c.dice_check(own, b._ptr, why)
        return Check(bool(ok), "" if ok else why.value.decode())
    finally:
        _c.dice_free(own)


def paths(rows: int, cols: Optional[int] = None) -> List[int]:
    """The number of paths of k cells on a rows x cols board, for k = 1
    .. rows * cols, exactly, as ``boggle paths``."""
    if cols is None:
        cols = rows
    if not (1 <= rows <= 256 and 1 <= cols <= 256) or rows * cols > 256:
        raise MisuseError(f"size {rows}x{cols}: out of range", 2)
    counts = (_c.Count * (rows * cols))()
    msg = create_string_buffer(_c.ERR_MAX)
    rc = _c.count_paths(rows, cols, counts, msg)
    if rc != 0:
        raise _error(rc, f"{rows}x{cols}: {msg.value.decode()}")
    return [(c.hi << 64) | c.lo for c in counts]


# ---- the best board ----------------------------------------------------

def best(*, size: Tuple[int, int] = (4, 4), steps: int = 100000,
         seed: int = 1, threads: int = 1, set: Optional[str] = None,
         lang: Optional[str] = None,
         dictionary: _ListArg = None,
         rules: Optional[str] = None, scoring: Optional[str] = None,
         min_letters: Optional[int] = None,
         bonus: Optional[str] = None,
         exclude: _ListArg = None) -> Tuple[Board, int]:
    """The best board simulated annealing finds in steps steps a chain,
    one chain a thread, and its score, as ``boggle best --steps STEPS
    --seed SEED -j THREADS`` finds it: the same seed gives the same
    board."""
    d = _dictionary(dictionary, lang)
    left = None if exclude is None else _dictionary(exclude, d.lang)
    rows, cols = size
    own = c_void_p()
    if set is not None:
        dice = _c.dice_find(set.encode())
        if not dice:
            raise _unknown_set(set)
        rows, cols = _c.dice_rows(dice), _c.dice_cols(dice)
        # in a language of other letters, boards of the set's shape
        if _c.dice_as(byref(own), dice, _lang(d.lang)) != 0:
            own = c_void_p()
    made = _rules(rules, scoring, min_letters, bonus).make(rows, cols)
    # chain 0 starts from seed, chain k from the k-th number seed gives,
    # as boggle best -j seeds its chains
    rng = _c.Rng()
    _c.rng_seed(byref(rng), seed & (2**64 - 1))
    seeds = [seed & (2**64 - 1)] + [_c.rng_next(byref(rng))
                                     for _ in range(max(1, threads) - 1)]
    found: List[Tuple[int, Board]] = []
    errors: List[BoggleError] = []
    lock = threading.Lock()

    def chain(k: int) -> None:
        a = c_void_p()
        rc = _c.annealer_new(byref(a), d._ptr, byref(made), rows, cols,
                             own, seeds[k])
        if rc == 0 and left is not None:
            rc = _c.annealer_exclude(a, left._ptr)
        if rc != 0:
            _c.annealer_free(a)
            with lock:
                errors.append(_error(rc))
            return
        try:
            _c.annealer_run(a, steps)
            points = c_long()
            ptr = _c.annealer_best(a, byref(points))
            board = Board._blank(_lang(d.lang))
            _c.board_copy(board._ptr, ptr)
            with lock:
                found.append((points.value, board))
        finally:
            _c.annealer_free(a)

    workers = [threading.Thread(target=chain, args=(k,))
               for k in range(max(1, threads))]
    for t in workers:
        t.start()
    for t in workers:
        t.join()
    if own.value:
        _c.dice_free(own)
    if errors:
        raise errors[0]
    points, board = max(found, key=lambda f: f[0])
    return board, points


# ---- many boards -------------------------------------------------------

def _numpy() -> Any:
    """numpy, which scores() alone needs, or an ImportError that says so."""
    try:
        import numpy
    except ImportError as e:
        raise ImportError("scores() needs numpy (Debian's python3-numpy), "
                          f"which this Python cannot import: {e}") from e
    return numpy


def _texts(boards: Any) -> Tuple[Any, int, int]:
    """Boards as one buffer of equal-width NUL-padded texts: (buffer,
    width, count)."""
    np = _numpy()
    arr = np.asarray(boards)
    if arr.dtype.kind == "U":
        try:
            arr = arr.astype("S")
        except UnicodeEncodeError:
            arr = np.char.encode(arr, "utf-8")
    elif arr.dtype.kind == "O":
        arr = np.array([str(b).encode() for b in arr.ravel()], dtype="S")
    elif arr.dtype.kind != "S":
        raise MisuseError("boards: strings, bytes or Boards", 2)
    arr = np.ascontiguousarray(arr.ravel())
    return arr, max(arr.itemsize, 1), arr.shape[0]


def scores(boards: Any, *, workers: int = 1, lang: Optional[str] = None,
           dictionary: _ListArg = None,
           rules: Optional[str] = None, scoring: Optional[str] = None,
           min_letters: Optional[int] = None,
           bonus: Optional[str] = None,
           exclude: _ListArg = None) -> "numpy.typing.NDArray[numpy.int64]":
    """Points and words of each board, as ``boggle solve -f summary``
    counts them: a numpy array of shape (n, 2), int64.  boards is a list
    (or numpy array) of board texts; workers threads solve them at once,
    each with a solver of its own over the one list, and each board plays
    by the rules the command gives it."""
    np = _numpy()
    d = _dictionary(dictionary, lang)
    left = None if exclude is None else _dictionary(exclude, d.lang)
    arr, width, n = _texts(boards)
    out: "numpy.typing.NDArray[numpy.int64]" = np.zeros((n, 2),
                                                        dtype=np.int64)
    if n == 0:
        return out
    asked = _rules(rules, scoring, min_letters, bonus)
    failures: List[Tuple[int, int, str]] = []
    if asked.default:
        # the library gives each board its shape's rules
        failures = _count(d, left, None, arr, width, out, workers)
    elif asked.edition is not None or asked.scoring in _SHAPELESS:
        # rules that do not hang on the shape, chosen before a board is
        # known: a bonus layout's shape is checked board by board
        failures = _count(d, left, asked.make(0, 0), arr, width, out,
                          workers)
    else:
        # a shape's rules with -m or word scoring over them: the boards
        # of each shape counted together, by the rules of theirs
        shapes: Dict[Tuple[int, int], List[int]] = {}
        board = Board._blank(_lang(d.lang))
        msg = create_string_buffer(_c.ERR_MAX)
        for k in range(n):
            raw = arr[k].tobytes().rstrip(b"\0")
            rc = _c.board_parse(board._ptr, _lang(d.lang), raw, len(raw),
                                msg)
            if rc != 0:
                failures = [(k, rc, msg.value.decode())]
                break
            shape = (_c.board_rows(board._ptr), _c.board_cols(board._ptr))
            shapes.setdefault(shape, []).append(k)
        for shape, where in shapes.items() if not failures else ():
            part = np.ascontiguousarray(arr[where])
            counted = np.zeros((len(where), 2), dtype=np.int64)
            failures += [(where[k], rc, m) for k, rc, m in _count(
                d, left, asked.make(*shape), part, width, counted, workers)]
            out[where] = counted
    if failures:
        i, rc, said = min(failures)
        text = arr[i].decode("utf-8", "replace")
        if rc == 4:
            # the rules chosen for the board's shape, as the command says
            try:
                b = Board(text, d.lang)
                asked.make(b.rows, b.cols)
            except BoggleError as e:
                said = str(e)
        if rc in (3, 4) and said:
            raise _error(rc, f"board {i}: {_quote(text)}: {said}")
        if rc == 9:
            raise GaveUpError(f"board {i}: {_quote(text)}: the search "
                              "gave up", rc)
        raise _error(rc, f"board {i}: {_quote(text)}: "
                     f"{_c.strerror(rc).decode()}")
    return out


def _count(d: Dictionary, left: Optional[Dictionary],
           made: Optional[_c.Rules], arr: Any, width: int, out: Any,
           workers: int) -> List[Tuple[int, int, str]]:
    """The boards of arr counted into out by workers threads, a share of
    them each in one call that lets go of the GIL; each share's failure,
    as (board, code, message)."""
    n = len(arr)
    workers = max(1, min(int(workers), n))
    base = arr.ctypes.data
    dest = out.ctypes.data
    failures: List[Tuple[int, int, str]] = []
    lock = threading.Lock()

    def run(lo: int, hi: int) -> None:
        solver = d._solver(left)
        try:
            at = c_size_t()
            msg = create_string_buffer(_c.ERR_MAX)
            rc = _c.solve_many(solver, byref(made) if made else None,
                               base + lo * width, width, hi - lo,
                               dest + 16 * lo, byref(at), msg)
            if rc != 0:
                with lock:
                    failures.append((lo + at.value, rc, msg.value.decode()))
        finally:
            d._release(solver, left)

    step = (n + workers - 1) // workers
    spans = [(lo, min(n, lo + step)) for lo in range(0, n, step)]
    if len(spans) == 1:
        run(*spans[0])
    else:
        threads = [threading.Thread(target=run, args=s) for s in spans]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
    return failures


# ---- proofs ------------------------------------------------------------

ProofFile = Union[str, "os.PathLike[str]", bytes, bytearray, memoryview,
                  IO[bytes]]
ProofFiles = Union[ProofFile, Sequence[ProofFile]]
_FEED = 1 << 20


def _proof_bytes(f: ProofFile, i: int) -> Tuple[str, bytes]:
    """A proof's file as its name and its bytes, unpacked if gzip packed
    it."""
    if isinstance(f, (bytes, bytearray, memoryview)):
        name, data = f"file {i + 1}", bytes(f)
    elif isinstance(f, (str, os.PathLike)):
        name = os.fspath(f)
        try:
            with open(name, "rb") as stream:
                data = stream.read()
        except OSError as e:
            raise ListError(f"{name}: {e.strerror}", 5) from None
    else:
        name = str(getattr(f, "name", f"file {i + 1}"))
        data = f.read()
        if isinstance(data, str):
            data = data.encode()
    if data[:2] == b"\x1f\x8b":
        try:
            data = gzip.decompress(data)
        except (OSError, EOFError):
            raise ProofError(f"{name}: not a proof's file", 3) from None
    return name, data


class _Proof:
    """A proof's files read into the library's proof, checked as merge
    checks them; its provers, list and rules kept alive with it."""

    def __init__(self, files: ProofFiles,
                 dictionary: _ListArg,
                 exclude: _ListArg,
                 accept_v1: bool) -> None:
        self.proof = 0
        self.provers: List[int] = []
        self.bonus = c_void_p()
        if isinstance(files, (str, bytes, bytearray, memoryview,
                              os.PathLike)) or hasattr(files, "read"):
            files = [files]  # type: ignore[list-item]
        self.files = [_proof_bytes(f, i) for i, f in enumerate(files)]
        if not self.files:
            raise MisuseError("no proof's file", 2)
        name, data = self.files[0]
        line = data.split(b"\n", 1)[0]
        try:
            head = json.loads(line)
            rows, cols = (int(x) for x in str(head["shape"]).split("x"))
            lang = str(head["lang"])
            self.min = int(head["min_score"])
        except (ValueError, KeyError, TypeError):
            raise ProofError(f"{name}: not a proof's file", 3) from None
        self.head = head
        _lang(lang)
        self.dict = _dictionary(dictionary, lang)
        self.excluded: Optional[Dictionary] = None
        if head.get("exclude", "none") != "none":
            if exclude is None:
                raise MisuseError("the proof left out the words of a list: "
                                  "give exclude, a list of them", 2)
            self.excluded = _dictionary(exclude, lang)
        elif exclude is not None:
            raise MisuseError("exclude: the proof left out no words", 2)
        self.rules = _c.Rules()
        rc = _c.proof_header_rules(line, len(line), byref(self.rules),
                                   byref(self.bonus))
        if rc == 8:
            raise ProofError(f"{name}: line 1: damaged: its checksum does "
                             "not match", rc)
        if rc != 0:
            raise ProofError(f"{name}: not a proof's file", rc)
        self.rows, self.cols = rows, cols
        self.tiles = head.get("tiles")
        prover = self.prover()
        out = c_void_p()
        rc = _c.proof_new(byref(out), prover, self.dict._ptr,
                          self.excluded._ptr if self.excluded else None,
                          byref(self.rules), self.min)
        if rc != 0:
            raise _error(rc)
        self.proof = out.value or 0

        def said(key: str) -> Optional[bytes]:
            v = head.get(key)
            return v.encode() if isinstance(v, str) else None
        _c.proof_where(self.proof, said("tiles"), None, said("exclude_path"))
        if accept_v1:
            _c.proof_accept_v1(self.proof, 1)
        for name, data in self.files:
            rc = _c.proof_begin(self.proof, name.encode(), 0)
            for at in range(0, len(data), _FEED):
                if rc != 0:
                    break
                piece = data[at:at + _FEED]
                rc = _c.proof_feed(self.proof, piece, len(piece))
            if rc == 0:
                rc = _c.proof_end(self.proof)
            if rc != 0:
                raise self.refused(rc)
        rc = _c.proof_check(self.proof, 0)
        if rc != 0:
            raise self.refused(rc)

    def prover(self) -> int:
        """A prover of the proof's, made and kept for its life."""
        out = c_void_p()
        msg = create_string_buffer(_c.ERR_MAX)
        rc = _c.prover_new(byref(out), self.dict._ptr, byref(self.rules),
                           self.rows, self.cols, msg)
        if rc != 0:
            raise _error(rc, f"{self.rows}x{self.cols}: "
                         f"{msg.value.decode()}")
        prover = out.value or 0
        self.provers.append(prover)
        rc = _c.prover_exclude(prover, self.excluded._ptr
                               if self.excluded else None)
        if rc != 0:
            raise _error(rc)
        if isinstance(self.tiles, str):
            t = self.tiles.encode()
            rc = _c.prover_tiles(prover, t, len(t), msg)
            if rc != 0:
                raise _error(rc, f"--tiles {_quote(self.tiles)}: "
                             f"{msg.value.decode()}")
        return prover

    def refused(self, rc: int) -> BoggleError:
        said = (_c.proof_message(self.proof) or b"").decode()
        kind = UnsoundError if rc == 11 else ProofError
        return kind(said or _c.strerror(rc).decode(), rc)

    def merged(self) -> Dict[str, Any]:
        return _summary(self.head, self.rows, self.cols, self.proof)

    def __del__(self) -> None:
        if getattr(self, "proof", 0):
            _c.proof_free(self.proof)
        for prover in getattr(self, "provers", ()):
            _c.prover_free(prover)
        if getattr(self, "bonus", None) and self.bonus.value:
            _c.bonus_free(self.bonus)


def _summary(h: Dict[str, Any], rows: int, cols: int,
             proof: int) -> Dict[str, Any]:
    """What a proof's header says and the boards it lists, as prove
    merge -f json prints them."""
    n = _c.proof_boards(proof)
    points = ctypes.c_int32()
    boards = []
    for i in range(n):
        text = _c.proof_board_text(proof, i, byref(points))
        boards.append({"board": text.decode(), "score": points.value})
    size = _c.proof_warnings(proof, None, 0)
    said = create_string_buffer(size + 1)
    _c.proof_warnings(proof, said, size + 1)
    return {"rows": rows, "cols": cols, "lang": h["lang"],
            "min_score": h["min_score"], "classes": h.get("classes"),
            "list": h.get("list"), "list_sha256": h.get("list_sha256"),
            "words": h.get("words"), "scoring": h.get("scoring"),
            "min_letters": h.get("min_letters"), "bonus": h.get("bonus"),
            "exclude": h.get("exclude"),
            "exclude_sha256": h.get("exclude_sha256"),
            "tiles": h.get("tiles"),
            "warnings": [w for w in said.value.decode().split("\n") if w],
            "boards": boards}


def merge_proof(files: ProofFiles, *,
                dictionary: _ListArg = None,
                exclude: _ListArg = None,
                accept_v1: bool = False) -> Dict[str, Any]:
    """A proof's files merged and checked as ``boggle prove merge``: each
    whole and undamaged, every board listed real, every class once; the
    object ``-f json`` prints.  files are paths, bytes or open binary
    files, packed by gzip or not; dictionary the list the proof was made
    with where it is not the language's own (a path or a Dictionary),
    exclude the list its words were left out of."""
    return _Proof(files, dictionary, exclude, accept_v1).merged()


def verify_proof(files: ProofFiles, *,
                 sample: int = 0, seed: Optional[int] = None,
                 workers: int = 1,
                 dictionary: _ListArg = None,
                 exclude: _ListArg = None,
                 accept_v1: bool = False) -> Dict[str, Any]:
    """merge_proof's checks, then sample classes (all with 0) drawn by
    seed (a random one without) proven again from scratch on workers
    threads, as ``boggle prove verify``: the object ``-f json`` prints,
    which says whether each is as recorded."""
    if sample < 0:
        raise MisuseError(f"--sample {sample}: below 0", 2)
    if not 1 <= workers <= 256:
        raise MisuseError(f"--jobs {workers}: not 1 to 256", 2)
    p = _Proof(files, dictionary, exclude, accept_v1)
    _c.proof_draw(p.proof, sample, (_seed() if seed is None else seed) &
                  (2**64 - 1))
    provers = [p.provers[0]] + [p.prover() for _ in range(workers - 1)]
    array = (c_void_p * workers)(*provers)
    rc = _c.proof_verify(p.proof, array, workers, None)
    if rc != 0:
        raise p.refused(rc)
    size = c_size_t()
    _c.proof_verdict(p.proof, None, 0, byref(size))
    buf = create_string_buffer(size.value + 1)
    _c.proof_verdict(p.proof, buf, size.value + 1, byref(size))
    verdict: Dict[str, Any] = json.loads(buf.value.decode())
    return verdict


def prove(size: Tuple[int, int], min_score: int, *,
          cls: Optional[str] = None, task: Optional[Tuple[int, int]] = None,
          workers: int = 1, lang: Optional[str] = None,
          dictionary: _ListArg = None, rules: Optional[str] = None,
          scoring: Optional[str] = None, min_letters: Optional[int] = None,
          bonus: Optional[str] = None, exclude: _ListArg = None,
          tiles: Optional[str] = None,
          output: Optional[_Path] = None) -> Dict[str, Any]:
    """Every board of size (rows, cols) scoring min_score or more, one a
    symmetry class, proven by branch and bound on workers threads, as
    ``boggle prove`` proves it: of every class, of one class (cls, its
    text as ``--class`` reads it), or of task (index, count) of a proof
    cut into count tasks.  The object ``prove -f json`` prints; with
    output, the proof's file too (header and a record a class), which
    ``boggle prove merge`` and merge_proof() read."""
    rows, cols = size
    if min_score < 1:
        raise MisuseError(f"--min-score {min_score}: below 1", 2)
    if not 1 <= workers <= 256:
        raise MisuseError(f"--jobs {workers}: not 1 to 256", 2)
    d = _dictionary(dictionary, lang)
    left = None if exclude is None else _dictionary(exclude, d.lang)
    made = _rules(rules, scoring, min_letters, bonus).make(rows, cols)
    provers: List[int] = []
    proof = run = 0
    try:
        msg = create_string_buffer(_c.ERR_MAX)
        for _ in range(workers):
            out = c_void_p()
            rc = _c.prover_new(byref(out), d._ptr, byref(made), rows, cols,
                               msg)
            if rc != 0:
                raise _error(rc, f"size {rows}x{cols}: {msg.value.decode()}")
            provers.append(out.value or 0)
            if left is not None:
                rc = _c.prover_exclude(provers[-1], left._ptr)
                if rc != 0:
                    raise _error(rc)
            if tiles is not None:
                t = tiles.encode()
                rc = _c.prover_tiles(provers[-1], t, len(t), msg)
                if rc != 0:
                    raise _error(rc, f"--tiles {_quote(tiles)}: "
                                 f"{msg.value.decode()}")
        out = c_void_p()
        rc = _c.proof_new(byref(out), provers[0], d._ptr,
                          left._ptr if left is not None else None,
                          byref(made), min_score)
        if rc != 0:
            raise _error(rc)
        proof = out.value or 0
        _c.proof_where(proof, tiles.encode() if tiles else None,
                       d.path.encode() if d.path else None,
                       left.path.encode() if left and left.path else None)
        array = (c_void_p * workers)(*provers)
        out = c_void_p()
        rc = _c.proof_run_new(byref(out), array, workers, min_score)
        if rc != 0:
            raise _error(rc)
        run = out.value or 0
        items = None
        if cls is not None:
            raw = cls.encode()
            items = (_c.ProofItem * 1)(_c.ProofItem(0, raw))
            _c.proof_run_items(run, items, 1)
        spec = None
        if task is not None:
            index, count = task
            if not 0 <= index < count:
                raise MisuseError(f"--task {index}/{count}: out of range", 2)
            rc = _c.proof_run_task(run, index, count)
            if rc != 0:
                raise _error(rc, f"--task {index}/{count}: out of range")
            spec = _c.ProofTask(index, count, 0)
        size_needed = _c.proof_header(proof, byref(spec) if spec else None,
                                      None, 0)
        head = create_string_buffer(size_needed + 1)
        _c.proof_header(proof, byref(spec) if spec else None, head,
                        size_needed + 1)
        lines = [head.value]
        failures: List[BaseException] = []

        def proven(_ctx: Any, p: Any) -> int:
            try:
                n = _c.proof_record(p, None, 0)
                line = create_string_buffer(n + 1)
                _c.proof_record(p, line, n + 1)
                lines.append(line.value)
                rc = _c.proof_add_boards(proof, p.contents.boards,
                                         p.contents.nboards)
                return int(rc)
            except BaseException as e:  # noqa: B036 -- said after the run
                failures.append(e)
                return 1

        callback = _c.PROVEN_FN(proven)
        rc = _c.proof_run_go(run, callback, None, None, None)
        if failures:
            raise failures[0]
        if rc != 0:
            raise _error(rc, f"class {_c.proof_run_failed(run)}: "
                         f"{_c.strerror(rc).decode()}")
        if cls is not None and rc == 0 and len(lines) == 1:
            raise _error(3, f"--class {_quote(cls)}: not a class of "
                         f"{rows}x{cols}")
        if output is not None:
            if spec is not None:
                # a task's file ends saying how many records it holds, so
                # that one cut short is told from one whole
                end = create_string_buffer(64)
                _c.proof_end_line(len(lines) - 1, end, len(end))
                lines.append(end.value)
            with open(output, "wb") as f:
                f.write(b"".join(lines))
        done = _summary(json.loads(lines[0]), rows, cols, proof)
        # the classes this run proved, as the command counts them
        done["classes"] = int(_c.proof_run_size(run))
        return done
    finally:
        if run:
            _c.proof_run_free(run)
        if proof:
            _c.proof_free(proof)
        for prover in provers:
            _c.prover_free(prover)
