"""The C library through ctypes: each call of include/boggle.h the package
makes, with its argument and result types, and nothing else."""
from __future__ import annotations

import ctypes
import importlib
import os
from typing import Any
from ctypes import (POINTER, Structure, c_char_p, c_int, c_int32, c_int64,
                    c_long, c_size_t, c_uint32, c_uint64, c_void_p)

ERR_MAX = 128
MAX_CELLS = 256
WORD_MAX = 64
WORD_TEXT_MAX = WORD_MAX * 8 + 1
RULES_TEXT_MAX = 640
# boggle_rules_form's values by the names the package gives them
RULES_FORMS = {"options": 0, "fields": 1, "header": 2}


class Rules(Structure):
    _fields_ = [("min_letters", c_int), ("scoring", c_int),
                ("bonus", c_void_p)]


class Rng(Structure):
    _fields_ = [("state", c_uint64)]


class Solved(Structure):
    _fields_ = [("words", c_void_p), ("count", c_size_t), ("score", c_long),
                ("paths", c_void_p), ("path_cells", c_size_t),
                ("rows", c_int), ("cols", c_int)]


class ProofItem(Structure):
    _fields_ = [("id", c_uint64), ("part", c_char_p)]


class ProofTask(Structure):
    _fields_ = [("index", c_uint64), ("count", c_uint64), ("parts", c_int)]


class Proven(Structure):
    _fields_ = [("id", c_uint64), ("part", c_char_p), ("bound", c_int64),
                ("seconds", ctypes.c_double), ("boards", c_void_p),
                ("nboards", c_size_t), ("split", c_void_p),
                ("nsplit", c_size_t)]


PROVEN_FN = ctypes.CFUNCTYPE(c_int, c_void_p, POINTER(Proven))


class Count(Structure):
    _fields_ = [("hi", c_uint64), ("lo", c_uint64)]


def _find() -> ctypes.CDLL:
    """The library: $BOGGLE_LIBRARY, the copy beside the package (a build
    folder), where it was installed, or wherever the loader finds it."""
    here = os.path.dirname(os.path.abspath(__file__))
    for path in (os.environ.get("BOGGLE_LIBRARY"),
                 os.path.join(here, "libboggle.so.1")):
        if path and os.path.exists(path):
            return ctypes.CDLL(path, use_errno=True)
    try:
        # written by cmake --install: a build folder's package has none
        config = importlib.import_module(__package__ + "._config")
        path = os.path.join(str(config.LIBDIR), "libboggle.so.1")
        if os.path.exists(path):
            return ctypes.CDLL(path, use_errno=True)
    except ImportError:
        pass
    return ctypes.CDLL("libboggle.so.1", use_errno=True)


lib = _find()

# (name, result, arguments)
_CALLS = [
    ("boggle_version", c_char_p, []),
    ("boggle_strerror", c_char_p, [c_int]),
    ("boggle_langs", POINTER(c_void_p), []),
    ("boggle_lang_find", c_void_p, [c_char_p]),
    ("boggle_lang_english", c_void_p, []),
    ("boggle_lang_code", c_char_p, [c_void_p]),
    ("boggle_lang_list", c_char_p, [c_void_p]),
    ("boggle_lang_lower", c_size_t, [c_void_p, c_char_p, c_size_t, c_char_p,
                                     c_size_t]),
    ("boggle_lang_fold", c_int, [c_void_p, c_char_p, c_size_t, c_char_p,
                                 c_size_t, c_void_p, c_char_p]),
    ("boggle_board_new", c_int, [POINTER(c_void_p), c_void_p, c_int, c_int]),
    ("boggle_board_free", None, [c_void_p]),
    ("boggle_board_copy", None, [c_void_p, c_void_p]),
    ("boggle_board_parse", c_int, [c_void_p, c_void_p, c_char_p, c_size_t,
                                   c_char_p]),
    ("boggle_board_rows", c_int, [c_void_p]),
    ("boggle_board_cols", c_int, [c_void_p]),
    ("boggle_board_lang", c_void_p, [c_void_p]),
    ("boggle_board_format", c_size_t, [c_void_p, c_char_p, c_size_t]),
    ("boggle_board_cell", c_size_t, [c_void_p, c_int, c_int, c_char_p,
                                     c_size_t]),
    ("boggle_board_find", c_int, [c_void_p, c_char_p, c_void_p,
                                  POINTER(c_int), c_char_p]),
    ("boggle_dict_builtin", c_void_p, []),
    ("boggle_dict_open", c_int, [POINTER(c_void_p), c_void_p, c_char_p,
                                 c_char_p, c_void_p]),
    ("boggle_dict_free", None, [c_void_p]),
    ("boggle_dict_lang", c_void_p, [c_void_p]),
    ("boggle_dict_count", c_size_t, [c_void_p]),
    ("boggle_dict_lookup", c_int64, [c_void_p, c_char_p]),
    ("boggle_dict_word", c_size_t, [c_void_p, c_uint32, c_char_p, c_size_t]),
    ("boggle_dict_spelling", c_char_p, [c_void_p, c_uint32, c_int]),
    ("boggle_dict_cache_dir", c_size_t, [c_char_p, c_size_t]),
    ("boggle_bonus_parse", c_int, [POINTER(c_void_p), c_char_p, c_size_t,
                                   c_char_p]),
    ("boggle_bonus_free", None, [c_void_p]),
    ("boggle_rules_choose", c_int, [POINTER(Rules), c_char_p, c_char_p,
                                    c_char_p, c_void_p, c_int, c_int,
                                    c_char_p]),
    ("boggle_rules_text", c_int, [POINTER(Rules), c_int, c_int, c_int,
                                  c_char_p, c_size_t]),
    ("boggle_solver_new", c_int, [POINTER(c_void_p), c_void_p]),
    ("boggle_solver_free", None, [c_void_p]),
    ("boggle_solver_exclude", c_int, [c_void_p, c_void_p]),
    ("boggle_annealer_exclude", c_int, [c_void_p, c_void_p]),
    ("boggle_solve", c_int, [c_void_p, c_void_p, POINTER(Rules)]),
    ("boggle_solver_count", c_size_t, [c_void_p]),
    ("boggle_solver_score", c_long, [c_void_p]),
    ("boggle_solver_words", c_void_p, [c_void_p]),
    ("boggle_solver_paths", c_void_p, [c_void_p]),
    ("boggle_solve_text", c_int, [c_void_p, POINTER(Rules), c_char_p,
                                  c_size_t, POINTER(Solved), c_char_p]),
    ("boggle_solve_many", c_int, [c_void_p, c_void_p, c_void_p, c_size_t,
                                  c_size_t, c_void_p, POINTER(c_size_t),
                                  c_char_p]),
    ("boggle_solver_verdict", c_int, [c_void_p, c_void_p, POINTER(Rules),
                                      c_char_p, c_size_t, c_void_p,
                                      POINTER(c_long), c_char_p]),
    ("boggle_verdict_status", c_char_p, [c_int]),
    ("boggle_count_paths", c_int, [c_int, c_int, POINTER(Count), c_char_p]),
    ("boggle_count_format", c_size_t, [Count, c_char_p, c_size_t]),
    ("boggle_rng_seed", None, [POINTER(Rng), c_uint64]),
    ("boggle_rng_next", c_uint64, [POINTER(Rng)]),
    ("boggle_dice_sets", POINTER(c_void_p), []),
    ("boggle_dice_name", c_char_p, [c_void_p]),
    ("boggle_dice_find", c_void_p, [c_char_p]),
    ("boggle_dice_rows", c_int, [c_void_p]),
    ("boggle_dice_cols", c_int, [c_void_p]),
    ("boggle_dice_lang", c_void_p, [c_void_p]),
    ("boggle_dice_as", c_int, [POINTER(c_void_p), c_void_p, c_void_p]),
    ("boggle_dice_free", None, [c_void_p]),
    ("boggle_dice_throw", None, [c_void_p, POINTER(Rng), c_void_p]),
    ("boggle_dice_check", c_int, [c_void_p, c_void_p, c_char_p]),
    ("boggle_throw_letters", c_int, [c_void_p, c_void_p, c_int, c_int,
                                     POINTER(Rng)]),
    ("boggle_proof_header_rules", c_int, [c_char_p, c_size_t, POINTER(Rules),
                                          POINTER(c_void_p)]),
    ("boggle_prover_new", c_int, [POINTER(c_void_p), c_void_p, POINTER(Rules),
                                  c_int, c_int, c_char_p]),
    ("boggle_prover_free", None, [c_void_p]),
    ("boggle_prover_exclude", c_int, [c_void_p, c_void_p]),
    ("boggle_prover_tiles", c_int, [c_void_p, c_char_p, c_size_t, c_char_p]),
    ("boggle_proof_new", c_int, [POINTER(c_void_p), c_void_p, c_void_p,
                                 c_void_p, POINTER(Rules), c_int32]),
    ("boggle_proof_free", None, [c_void_p]),
    ("boggle_proof_where", c_int, [c_void_p, c_char_p, c_char_p, c_char_p]),
    ("boggle_proof_accept_v1", None, [c_void_p, c_int]),
    ("boggle_proof_begin", c_int, [c_void_p, c_char_p, c_int]),
    ("boggle_proof_feed", c_int, [c_void_p, c_char_p, c_size_t]),
    ("boggle_proof_end", c_int, [c_void_p]),
    ("boggle_proof_message", c_char_p, [c_void_p]),
    ("boggle_proof_check", c_int, [c_void_p, c_int]),
    ("boggle_proof_warnings", c_size_t, [c_void_p, c_char_p, c_size_t]),
    ("boggle_proof_boards", c_size_t, [c_void_p]),
    ("boggle_proof_board_text", c_char_p, [c_void_p, c_size_t,
                                           POINTER(c_int32)]),
    ("boggle_proof_draw", c_size_t, [c_void_p, c_uint64, c_uint64]),
    ("boggle_proof_verify", c_int, [c_void_p, POINTER(c_void_p), c_int,
                                    c_void_p]),
    ("boggle_proof_verdict", c_int, [c_void_p, c_char_p, c_size_t,
                                     POINTER(c_size_t)]),
    ("boggle_proof_header", c_size_t, [c_void_p, POINTER(ProofTask),
                                       c_char_p, c_size_t]),
    ("boggle_proof_record", c_size_t, [POINTER(Proven), c_char_p, c_size_t]),
    ("boggle_proof_end_line", c_size_t, [c_size_t, c_char_p, c_size_t]),
    ("boggle_proof_add_boards", c_int, [c_void_p, c_void_p, c_size_t]),
    ("boggle_proof_run_new", c_int, [POINTER(c_void_p), POINTER(c_void_p),
                                     c_int, c_int32]),
    ("boggle_proof_run_free", None, [c_void_p]),
    ("boggle_proof_run_items", None, [c_void_p, POINTER(ProofItem),
                                      c_size_t]),
    ("boggle_proof_run_task", c_int, [c_void_p, c_uint64, c_uint64]),
    ("boggle_proof_run_go", c_int, [c_void_p, PROVEN_FN, c_void_p,
                                    c_void_p, c_void_p]),
    ("boggle_proof_run_failed", c_uint64, [c_void_p]),
    ("boggle_proof_run_size", c_uint64, [c_void_p]),
    ("boggle_annealer_new", c_int, [POINTER(c_void_p), c_void_p,
                                    POINTER(Rules), c_int, c_int, c_void_p,
                                    c_uint64]),
    ("boggle_annealer_free", None, [c_void_p]),
    ("boggle_annealer_run", c_long, [c_void_p, c_long]),
    ("boggle_annealer_best", c_void_p, [c_void_p, POINTER(c_long)]),
]

for _name, _res, _args in _CALLS:
    _f = getattr(lib, _name)
    _f.restype = _res
    _f.argtypes = _args
    globals()[_name[len("boggle_"):]] = _f

del _name, _res, _args, _f


def __getattr__(name: str) -> Any:
    """The calls above, each set as a name of this module; for type
    checkers, which cannot see them."""
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
