"""The package's type hints (py.typed), checked by mypy --strict: the
package itself, a program using it as doc/python.md does, and that a
wrong call is caught."""
import os
import textwrap

import pytest

import libboggle

api = pytest.importorskip("mypy.api")

USE = """
import libboggle as lb

s: lb.Solution = lb.solve("pers/late/sind", rules="big", min_letters=4)
best: lb.Word = s[0]
points: int = best.score + s.score
cells: tuple[tuple[int, int], ...] = best.path
board: lb.Board = lb.throw(seed=42, set="big")
rows: int = board.rows
boards = [str(b) for b in lb.throws(10, seed=1)]
counts = lb.scores(boards, workers=2)
total: int = int(counts[:, 0].sum())
game: lb.Game = lb.score(board, {"ann": ["rate"]})
ok: bool = bool(lb.check(board))
merged: dict[str, object] = lb.merge_proof(b"", dictionary="words.txt")
link: str = lb.rules_text(size=(4, 4), scoring="letters", form="fields")
try:
    lb.Board("ab1c")
except lb.BoardError as e:
    code: int = e.code
"""


def mypy(tmp_path, *targets):
    out, err, status = api.run(["--strict", "--cache-dir",
                                str(tmp_path / "cache"), *targets])
    return status, out + err


def test_package(tmp_path):
    where = os.path.dirname(libboggle.__file__)
    assert os.path.exists(os.path.join(where, "py.typed"))
    status, said = mypy(tmp_path, where)
    assert status == 0, said


def test_use(tmp_path):
    good = tmp_path / "good.py"
    good.write_text(textwrap.dedent(USE))
    status, said = mypy(tmp_path, str(good))
    assert status == 0, said
    bad = tmp_path / "bad.py"
    bad.write_text("import libboggle as lb\nlb.solve(42)\n"
                   "lb.scores(['a'], workers='2')\n")
    status, said = mypy(tmp_path, str(bad))
    assert status == 1
    assert said.count("error:") == 2, said
