"""The package's answers against the command's, on the same boards:
boards thrown by the command in several languages, shapes and rules,
solved, counted, checked and scored both ways.  $BOGGLE names the
command under test."""
import json
import os
import subprocess

import pytest

import libboggle as lb

BOGGLE = os.environ.get("BOGGLE", "boggle")


def run(*args, stdin=None, ok=(0,)):
    done = subprocess.run([BOGGLE, *args], input=stdin, capture_output=True,
                          text=True, check=False)
    assert done.returncode in ok, done.stderr
    return done


def thrown(*args):
    return run("throw", *args).stdout.split()


def has_list(lang):
    return run("solve", "--lang", lang, "-f", "summary",
               thrown("--lang", lang, "--seed", "1")[0],
               ok=(0, 1, 2, 3, 4)).returncode == 0


def command_solutions(boards, *options):
    out = run("solve", "-f", "json", *options, stdin="\n".join(boards))
    return [json.loads(line) for line in out.stdout.splitlines()]


def same_solutions(boards, *options, **kwargs):
    """solve() of each board against solve -f json; the boards compared."""
    want = command_solutions(boards, *options)
    assert len(want) == len(boards)
    for text, got_json in zip(boards, want):
        got = lb.solve(text, **kwargs)
        assert str(got.board) == got_json["board"]
        assert got.score == got_json["score"]
        assert len(got) == got_json["count"]
        assert [(w.word, w.score, [list(c) for c in w.path],
                 list(w.spellings)) for w in got] \
            == [(w["word"], w["score"], w["path"], w.get("spellings", []))
                for w in got_json["words"]]
    return len(boards)


LANGS = ["fr", "de", "es", "pl"]
RULES = [
    ([], {}),
    (["--rules", "big"], {"rules": "big"}),
    (["-m", "5"], {"min_letters": 5}),
    (["--scoring", "words"], {"scoring": "words"}),
    (["--scoring", "letters"], {"scoring": "letters"}),
    (["--scoring", "letters", "--bonus", "d..t/..D./.T../t..d"],
     {"scoring": "letters", "bonus": "d..t/..D./.T../t..d"}),
]


def test_solve_english_shapes():
    boards = thrown("--seed", "11", "-n", "300")
    boards += thrown("--seed", "12", "-s", "big", "-n", "60")
    boards += thrown("--seed", "13", "-s", "superbig", "-n", "20")
    boards += thrown("--seed", "14", "-z", "3x4", "-n", "60")
    boards += thrown("--seed", "15", "-z", "2x7", "-n", "20")
    assert same_solutions(boards) == 460


@pytest.mark.parametrize("options,kwargs", RULES)
def test_solve_rules(options, kwargs):
    boards = thrown("--seed", "21", "-n", "60")
    assert same_solutions(boards, *options, **kwargs) == 60


@pytest.mark.parametrize("lang", LANGS)
def test_solve_languages(lang):
    if not has_list(lang):
        pytest.skip(f"no word list for {lang}")
    boards = thrown("--lang", lang, "--seed", "31", "-n", "60")
    boards += thrown("--lang", lang, "--seed", "32", "-z", "5x5", "-n", "15")
    assert same_solutions(boards, "--lang", lang, lang=lang) == 75


def summary(boards, *options):
    out = run("solve", "-f", "summary", *options, stdin="\n".join(boards))
    rows = [line.split("\t") for line in out.stdout.splitlines()]
    return [[int(points), int(words)] for _b, words, points in rows]


def test_scores_summary():
    np = pytest.importorskip("numpy")
    boards = thrown("--seed", "41", "-n", "1500")
    boards += thrown("--seed", "42", "-s", "big", "-n", "200")
    boards += thrown("--seed", "43", "-z", "3x5", "-n", "200")
    want = summary(boards)
    for workers in (1, 2, 3):
        got = lb.scores(boards, workers=workers)
        assert got.shape == (len(boards), 2)
        assert got.tolist() == want
    # a numpy array of strings, and of bytes, give the same
    assert lb.scores(np.array(boards), workers=2).tolist() == want
    assert lb.scores(np.array([b.encode() for b in boards])).tolist() == want


@pytest.mark.parametrize("options,kwargs", RULES[1:])
def test_scores_rules(options, kwargs):
    pytest.importorskip("numpy")
    boards = thrown("--seed", "44", "-n", "200")
    if "bonus" not in kwargs:
        # shapes mixed: each board by the rules the command gives it
        boards += thrown("--seed", "46", "-s", "big", "-n", "50")
        boards += thrown("--seed", "47", "-z", "3x4", "-n", "50")
    assert lb.scores(boards, workers=2, **kwargs).tolist() == \
        summary(boards, *options)


@pytest.mark.parametrize("lang", LANGS)
def test_scores_languages(lang):
    pytest.importorskip("numpy")
    if not has_list(lang):
        pytest.skip(f"no word list for {lang}")
    boards = thrown("--lang", lang, "--seed", "45", "-n", "300")
    assert lb.scores(boards, lang=lang, workers=2).tolist() == \
        summary(boards, "--lang", lang)


@pytest.mark.parametrize("options,kwargs", [
    (["--seed", "51", "-n", "40"], {"seed": 51}),
    (["--seed", "52", "-n", "10", "-s", "big"], {"seed": 52, "set": "big"}),
    (["--seed", "53", "-n", "10", "-s", "classic"],
     {"seed": 53, "set": "classic"}),
    (["--seed", "54", "-n", "10", "-z", "3x6"], {"seed": 54, "size": (3, 6)}),
    (["--seed", "55", "-n", "10", "--lang", "fr"], {"seed": 55, "lang": "fr"}),
    (["--seed", "56", "-n", "10", "--lang", "en-GB"],
     {"seed": 56, "lang": "en-GB"}),
])
def test_throws(options, kwargs):
    n = int(options[options.index("-n") + 1])
    want = thrown(*options)
    assert [str(b) for b in lb.throws(n, **kwargs)] == want
    assert str(lb.throw(**kwargs)) == want[0]


def test_check():
    boards = thrown("--seed", "61", "-n", "30")
    boards += thrown("--seed", "62", "-z", "4x4", "-n", "30")
    boards += ["pers/late/sind", "qqqqqqqqqqqqqqqq"]
    out = run("check", stdin="\n".join(boards), ok=(0, 1)).stdout
    for text, line in zip(boards, out.splitlines()):
        got = lb.check(text)
        said = line.split(": ", 1)[1]
        assert said.startswith("yes" if got else "no, ")
        if not got:
            assert said == "no, " + got.why
    big = thrown("--seed", "63", "-s", "big", "-n", "5")
    out = run("check", "-s", "big", stdin="\n".join(big)).stdout
    assert all(lb.check(b, set="big") for b in big)
    assert out.count(": yes") == 5


@pytest.mark.parametrize("shape", [(1, 1), (2, 3), (3, 3), (4, 4), (3, 5)])
def test_paths(shape):
    rows, cols = shape
    out = run("paths", f"{rows}x{cols}").stdout.splitlines()
    want = [int(line.split("\t")[1]) for line in out[:-1]]
    assert lb.paths(rows, cols) == want
    assert sum(want) == int(out[-1].split("\t")[1])


def test_score(tmp_path):
    board = "pers/late/sind"
    players = {
        "ann": ["pers", "Rate", "sin", "xyzzy", "pers", "at", "tsar", "ab1"],
        "bob": ["pers", "late", "RATS", "islander", "lates"],
        "cy": ["sired", "tsar", "qi"],
    }
    files = []
    for name, words in players.items():
        path = tmp_path / f"{name}.txt"
        path.write_text("\n".join(words) + "\n")
        files.append(str(path))
    for options, kwargs in [([], {}), (["--penalty"], {"penalty": True}),
                            (["--scoring", "letters"],
                             {"scoring": "letters"})]:
        want = json.loads(run("score", "-f", "json", *options, board,
                              *files).stdout)
        got = lb.score(board, players, **kwargs)
        assert got.winner == want["winner"]
        assert [(p.name, p.score, [list(v) for v in p.words])
                for p in got.players] == \
            [(p["name"], p["score"],
              [[w["word"], w["status"], w["score"]] for w in p["words"]])
             for p in want["players"]]


@pytest.mark.parametrize("text", [
    "ab1c", "abc", "abcd/efg", "[a1]bcd/efgh", "a" * 300, "x\ty",
    "\u00e9t\u00e9" * 30,
])
def test_board_errors(text):
    said = run("solve", text, ok=(2,)).stderr.strip()
    with pytest.raises(lb.BoardError) as caught:
        lb.Board(text)
    assert caught.value.code == 3
    assert said == "boggle: " + str(caught.value)


def test_scores_error_names_board():
    pytest.importorskip("numpy")
    boards = ["pers/late/sind"] * 5 + ["ab1c"] + ["omuymtupwsayitvi"] * 5
    said = run("solve", "ab1c", ok=(2,)).stderr.strip()
    with pytest.raises(lb.BoardError) as caught:
        lb.scores(boards, workers=2)
    assert str(caught.value) == "board 5: " + said[len("boggle: "):]


def test_scores_bonus_of_another_shape():
    """A board the bonus layout does not fit is named in the command's
    words."""
    pytest.importorskip("numpy")
    boards = ["omuymtupwsayitvi", "a" * 25, "ab1c"]
    said = run("solve", "-f", "summary", "--scoring", "letters", "--bonus",
               LAYOUT, stdin="\n".join(boards), ok=(2,)).stderr
    with pytest.raises(lb.WrongLanguageError) as caught:
        lb.scores(boards, scoring="letters", bonus=LAYOUT)
    first = said.splitlines()[0]
    assert first.startswith("boggle: line 2: ")
    assert str(caught.value) == "board 1: " + first[len("boggle: line 2: "):]


def test_find_and_cells():
    board = lb.Board(["pers", "late", "sind"])
    assert board.rows == 3 and board.cols == 4
    assert "".join(board.cells) == "perslatesind"
    solved = lb.solve(board)
    for word in solved[:50]:
        path = board.find(word.word)
        assert path is not None and len(path) == len(word.path)
        assert "".join(board.cells[r * 4 + c] for r, c in path) == word.word
    assert board.find("xyzzy") is None


@pytest.mark.parametrize("options,kwargs", [
    (["--seed", "5"], {"seed": 5}),
    (["--seed", "5", "-j", "2"], {"seed": 5, "threads": 2}),
    (["--seed", "9", "-z", "5x5"], {"seed": 9, "size": (5, 5)}),
    (["--seed", "3", "-s", "classic"], {"seed": 3, "set": "classic"}),
    (["--seed", "4", "-z", "3x4", "--scoring", "words"],
     {"seed": 4, "size": (3, 4), "scoring": "words"}),
])
def test_best(options, kwargs):
    out = run("best", "--steps", "2000", "-f", "summary", "-n", "1",
              *options).stdout.split("\t")
    board, points = lb.best(steps=2000, **kwargs)
    assert (str(board), points) == (out[0], int(out[2]))
    assert lb.solve(board, **{k: v for k, v in kwargs.items()
                              if k == "scoring"}).score == points


def test_without_numpy():
    """numpy is needed by scores() alone: the package imports and solves
    without it."""
    import sys
    code = ("import sys\nsys.modules['numpy'] = None\n"
            "import libboggle as lb\nprint(lb.solve('pers/late/sind').score)\n"
            "try:\n    lb.scores(['pers/late/sind'])\n"
            "except ImportError as e:\n    print(str(e).split(',')[0])\n")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True,
                          text=True, check=True)
    assert done.stdout.split("\n")[:2] == ["1179", "scores() needs numpy (Debian's python3-numpy)"]


def test_scores_lets_go_of_the_gil():
    """scores() solves in calls that let go of the GIL: this thread runs
    while one call counts every board in another."""
    pytest.importorskip("numpy")
    import threading
    boards = [str(b) for b in lb.throws(20000, seed=71)]
    calls = []
    orig = lb._c.solve_many

    def counted(*args):
        calls.append(ran[0])
        result = orig(*args)
        calls.append(ran[0])
        return result

    ran = [0]
    lb._c.solve_many = counted
    try:
        worker = threading.Thread(target=lb.scores, args=(boards,))
        worker.start()
        while worker.is_alive():
            ran[0] += 1
        worker.join()
    finally:
        lb._c.solve_many = orig
    # one call for all the boards, and this loop went on through it: with
    # the GIL held it would count only till the interpreter's switch
    # interval (5 ms, some 20,000 turns) let the call begin
    assert len(calls) == 2 and calls[1] - calls[0] > 100_000


LAYOUT = "d..t/..D./.T../t..d"


@pytest.mark.parametrize("args,call", [
    (["solve", "--lang", "xx", "abcd"], lambda: lb.solve("abcd", lang="xx")),
    (["throw", "-s", "nope"], lambda: lb.throw(set="nope")),
    (["solve", "--scoring", "nope", "abcd"],
     lambda: lb.solve("abcd", scoring="nope")),
    (["solve", "--rules", "nope", "abcd"],
     lambda: lb.solve("abcd", rules="nope")),
    (["solve", "-d", "/nonexistent", "abcd"],
     lambda: lb.solve("abcd", dictionary="/nonexistent")),
    # rules that do not go together, or not with the board
    (["solve", "--rules", "nope", "--scoring", "nope", "abcd"],
     lambda: lb.solve("abcd", rules="nope", scoring="nope")),
    (["solve", "--bonus", LAYOUT, "abcd"],
     lambda: lb.solve("abcd", bonus=LAYOUT)),
    (["solve", "--scoring", "words", "--bonus", LAYOUT, "abcd"],
     lambda: lb.solve("abcd", scoring="words", bonus=LAYOUT)),
    (["solve", "-m", "0", "abcd"], lambda: lb.solve("abcd", min_letters=0)),
    (["solve", "-m", "129", "abcd"],
     lambda: lb.solve("abcd", min_letters=129)),
    (["solve", "-m", "-1", "abcd"], lambda: lb.solve("abcd", min_letters=-1)),
    (["solve", "-m", str(2 ** 70), "abcd"],
     lambda: lb.solve("abcd", min_letters=2 ** 70)),
    (["solve", "--scoring", "letters", "--bonus", LAYOUT, "a" * 25],
     lambda: lb.solve("a" * 25, scoring="letters", bonus=LAYOUT)),
    (["best", "-z", "5x5", "--scoring", "letters", "--bonus", LAYOUT],
     lambda: lb.best(size=(5, 5), steps=1, scoring="letters",
                     bonus=LAYOUT)),
])
def test_option_errors(args, call):
    """A bad name or list is refused in the command's words (the command
    adds where to find its help)."""
    said = run(*args, ok=(1, 2)).stderr.strip()
    with pytest.raises(lb.BoggleError) as caught:
        call()
    said = said.replace(f"boggle: {args[0]}: ", "boggle: ")
    said = said.replace(f" (see 'boggle {args[0]} --help')", "")
    assert said == "boggle: " + str(caught.value)


def test_exclude(tmp_path):
    """--exclude's words left out of solve, scores, score, best and prove
    as the command leaves them out."""
    np = pytest.importorskip("numpy")
    left = tmp_path / "left.txt"
    left.write_text("rate\ntear\nsatin\nislander\nretain\nstare\n")
    boards = ["pers/late/sind", "omuymtupwsayitvi"]
    boards += thrown("--seed", "81", "-n", "60")
    assert same_solutions(boards, "--exclude", str(left),
                          exclude=str(left)) == 62
    assert lb.scores(np.array(boards), exclude=lb.Dictionary(left),
                     workers=2).tolist() == \
        summary(boards, "--exclude", str(left))
    players = tmp_path / "ann.txt"
    players.write_text("rate\nlate\nislander\nxyzzy\n")
    want = json.loads(run("score", "-f", "json", "--exclude", str(left),
                          "--penalty", "pers/late/sind",
                          str(players)).stdout)
    got = lb.score("pers/late/sind", {"ann": ["rate", "late", "islander",
                                              "xyzzy"]},
                   exclude=str(left), penalty=True)
    assert [list(v) for v in got.players[0].words] == \
        [[w["word"], w["status"], w["score"]]
         for w in want["players"][0]["words"]]
    assert got.players[0].score == want["players"][0]["score"]
    out = run("best", "--steps", "2000", "--seed", "6", "-f", "summary",
              "-n", "1", "--exclude", str(left)).stdout.split("\t")
    board, points = lb.best(steps=2000, seed=6, exclude=str(left))
    assert (str(board), points) == (out[0], int(out[2]))


@pytest.mark.parametrize("options,kwargs", RULES)
def test_rules_text(options, kwargs):
    """The rules written back: the command reads the package's text as
    the same rules, for the board's shape and for every shape."""
    boards = thrown("--seed", "22", "-n", "20")
    want = summary(boards, *options)
    for size in ((4, 4), None):
        said = lb.rules_text(size=size, **kwargs)
        assert summary(boards, *said.split()) == want, said


def test_rules_text_as_the_command_writes_it(tmp_path):
    """A proof's file names the options it was proven under as the package
    writes them, and its header the rules as the package's "header"."""
    for n, kwargs in enumerate([
            {"scoring": "letters", "min_letters": 3, "bonus": "T./.d"},
            {"scoring": "words"}, {"rules": "superbig"},
            {"min_letters": 2}]):
        said = lb.rules_text(size=(2, 2), **kwargs)
        path = tmp_path / f"p{n}.jsonl"
        run("prove", "-z", "2x2", "--min-score", "3", *said.split(), "-o",
            str(path))
        refused = run("prove", "merge", "-z", "2x2", "--min-score", "3",
                      str(path), ok=(2,))
        assert f"; give {said} as it was proven, or no options" \
            in refused.stderr
        head = path.read_text().split("\n", 1)[0]
        header = lb.rules_text(size=(2, 2), form="header", **kwargs)
        assert f", {header}, " in head
    assert lb.rules_text(rules="big") == "--rules big"
    assert lb.rules_text(size=(5, 5), rules="big") == ""
    with pytest.raises(lb.MisuseError, match="form: 'json' is not one of"):
        lb.rules_text(form="json")
