#!/bin/sh
# Text out: whatever bytes come in, JSON output is valid UTF-8 JSON and
# text output holds no control bytes; and output paths that write
# nothing write nothing cleanly.
#   sh text_test.sh path/to/boggle
set -u
BOGGLE=$1
. "$(dirname "$0")/harness.sh"


# a board with no word of 6 letters: an empty result, written as nothing
# (under the sanitizers this once reported a null pointer passed to fwrite)
"$BOGGLE" solve -f tsv -m 6 lp/ex/mx >"$TMP/out" 2>"$TMP/err"
[ $? -eq 0 ] && [ ! -s "$TMP/out" ] && [ ! -s "$TMP/err" ] && ok ||
	{ bad "solve -f tsv -m 6 lp/ex/mx"; cat "$TMP/err"; }

# players named alike are told apart, and a name holding an escape
# sequence reaches the terminal as '?' only
mkdir "$TMP/a" "$TMP/b" "$TMP/c"
echo cat >"$TMP/a/alice.txt"
echo dog >"$TMP/b/alice.txt"
echo act >"$TMP/c/alice-2.txt"
printf 'tac\n' >"$TMP/c/$(printf 'eve\033[2J')"
"$BOGGLE" score catdogxxxxxxxxxx "$TMP/a/alice.txt" "$TMP/b/alice.txt" \
	"$TMP/c/alice-2.txt" "$TMP/c/$(printf 'eve\033[2J')" >"$TMP/out" 2>&1
[ "$(grep ': [0-9]* points*$' "$TMP/out" | cut -d: -f1 | tr '\n' ' ')" = \
  "alice alice-3 alice-2 eve?[2J " ] && ok ||
	{ bad "score: players named alike"; cat "$TMP/out"; }

# Random bytes through every command that writes JSON: each line out
# must parse as JSON from strictly decoded UTF-8, and text output and
# messages must hold valid UTF-8 with no control byte but the newline.
if ! command -v python3 >/dev/null 2>&1; then
	echo "python3 not found: skipping the random-bytes JSON test"
else
	python3 - "$BOGGLE" "$TMP" <<'END' && ok || bad "random bytes in, valid text out"
import json, os, random, subprocess, sys

boggle, tmp = sys.argv[1], sys.argv[2]
rng = random.Random(20261123)
BOARD = "catdogxxxxxxxxxx"
PIECES = [b"cat", b"dog", b"act", b"\n", b"\r\n", b"\r", b"#", b" ", b"\t",
          b"\x00", b"\x1b[31m", b"\x7f", b"\xc2\x85", b"\xef\xbb\xbf",
          b"caf\xc3\xa9", b"\xe2\x82\xac", b"\xf0\x9f\x8e\xb2",
          b"\xc0\xaf", b"\xe0\x80\xaf", b"\xed\xa0\x80", b"\xf4\x90\x80\x80",
          b"\xf8\x88\x80\x80\x80", b"\xe2\x82", b"\xf0\x9f", b"\x80", b"\xff",
          b'"', b"\\", b"\u0000"]

def noise(n):
    out = b""
    while len(out) < n:
        out += (rng.choice(PIECES) if rng.random() < 0.6
                else bytes([rng.randrange(256)]))
    return out

def name():
    raw = bytes(b for b in noise(rng.randrange(1, 12)) if b not in b"/\x00")
    return (raw or b"x") + rng.choice([b".txt", b"", b".a.b"])

failures = []

def check(what, out, err, json_lines):
    for i, line in enumerate(out.splitlines()):
        try:
            text = line.decode("utf-8", "strict")
            if json_lines:
                json.loads(text)
        except (UnicodeDecodeError, ValueError) as e:
            failures.append("%s: line %d: %s: %r" % (what, i + 1, e, line[:200]))
    for stream, data in (("stdout", out), ("stderr", err)):
        if json_lines and stream == "stdout":
            continue
        try:
            data.decode("utf-8", "strict")
        except UnicodeDecodeError as e:
            failures.append("%s: %s: %s" % (what, stream, e))
        bad = [b for b in data if (b < 0x20 and b != 0x0a) or b == 0x7f]
        if bad:
            failures.append("%s: %s holds control bytes %r" % (what, stream, bad[:5]))

def run(args, stdin=b""):
    p = subprocess.run([boggle] + args, input=stdin, capture_output=True,
                       timeout=60)
    if p.returncode not in (0, 1, 2) or b"runtime error" in p.stderr:
        failures.append("%r: status %d %r" % (args[:3], p.returncode, p.stderr[:300]))
    return p.stdout, p.stderr

for case in range(20):
    # score: random lists under odd names, as text and as JSON
    paths = []
    for k in range(rng.randrange(4, 9)):
        d = os.path.join(tmp.encode(), b"case%d-%d" % (case, k))
        os.makedirs(d, exist_ok=True)
        path = os.path.join(d, name())
        with open(path, "wb") as f:
            f.write(noise(rng.randrange(0, 200)))
        paths.append(path)
    for fmt in ("json", "text"):
        out, err = run(["score", "-f", fmt, BOARD] + [p.decode("utf-8", "surrogateescape") for p in paths])
        check("score -f %s case %d" % (fmt, case), out, err, fmt == "json")
    # play: random typed words
    typed = noise(rng.randrange(0, 300))
    for fmt in ("json", "text"):
        out, err = run(["play", "--board", BOARD, "--time", "30", "-f", fmt], typed)
        check("play -f %s case %d" % (fmt, case), out, err, fmt == "json")
    # solve and best against a random word list holding a few real words
    if case % 5 == 0:
        path = os.path.join(tmp.encode(), b"dict%d" % case)
        with open(path, "wb") as f:
            f.write(noise(rng.randrange(0, 400)) + b"\ncat\ndog\n")
        dpath = path.decode()
        out, err = run(["solve", "-f", "json", "-d", dpath, BOARD, "abcd/efgh"])
        check("solve -f json case %d" % case, out, err, True)
        out, err = run(["best", "-f", "json", "-d", dpath, "--seed", str(case),
                        "--steps", "20", "--size", "3x3"])
        check("best -f json case %d" % case, out, err, True)

for f in failures[:10]:
    print("FAIL:", f)
sys.exit(1 if failures else 0)
END
fi

# Text output: the scores stand in one column, whatever the words and
# their spellings hold (letters of two bytes and more, marks), and a
# spelling the same as the word is not shown; the spellings shown are
# JSON's, less the word.
if ! command -v python3 >/dev/null 2>&1; then
	echo "python3 not found: skipping the score column test"
else
	python3 - "$BOGGLE" "$TMP" <<'END' && ok || bad "the text format's score column"
import json, re, subprocess, sys, unicodedata

boggle, tmp = sys.argv[1], sys.argv[2]
cases = [
    ("fr", "elev/rtse", "élève\nélevé\neleve\nlève\nlevé\nleve\nrêve\nrêvé\n"
     "ré\nvêtes\nsérte\nêtre\ntré\nêtes\n"),
    ("de", "ssax/xaex/xnxx/xxxx", "Ass\naß\nAssen\naßen\nMasse\nMaße\nnass\n"
     "Nässe\naas\nSass\nSaß\n"),
    ("es", "cala/llao/nuhe/jlae", "calo\ncaló\ncalla\nallá\nalla\nánula\n"
     "callá\ncallo\nllano\nhulano\n"),
    ("bg", "пътя/вано/екти/сдра", "път\nпътя\nвана\nтя\nтяв\nяна\n"),
]
failures = []

def width(text):
    return sum(1 for c in unicodedata.normalize("NFC", text)
               if not unicodedata.combining(c))

for lang, board, words in cases:
    path = "%s/%s.list" % (tmp, lang)
    with open(path, "w", encoding="utf-8") as f:
        f.write(words.replace("\\n", "\n"))
    args = [boggle, "solve", "--lang", lang, "-d", path, "-m", "2", board]
    text = subprocess.run(args, capture_output=True).stdout.decode("utf-8")
    got = json.loads(subprocess.run(args + ["-f", "json"],
                                    capture_output=True).stdout)
    lines = text.split("\n\n")[1].split("\n")
    if len(lines) != got["count"] or got["count"] < 3:
        failures.append("%s: %d lines for %d words" % (lang, len(lines), got["count"]))
        continue
    columns = set()
    spelled = 0
    for line, w in zip(lines, got["words"]):
        m = re.match(r"^(\S+)(?: \((.*)\))?( {2,})(\d+)$", line)
        if not m or m.group(1) != w["word"] or m.group(4) != str(w["score"]):
            failures.append("%s: %r for %s, %d points" % (lang, line, w["word"], w["score"]))
            continue
        columns.add(width(line) - len(m.group(4)))
        want = [s for s in w.get("spellings", []) if s != w["word"]]
        shown = m.group(2).split(", ") if m.group(2) is not None else []
        spelled += len(want) > 0
        if shown != want or w["word"] in shown:
            failures.append("%s: %r, spellings %s" % (lang, line, w.get("spellings")))
    if len(columns) != 1:
        failures.append("%s: the scores stand in columns %s:\n%s" % (lang, sorted(columns), text))
    if spelled == 0 and lang != "bg":  # Bulgarian: letters of two bytes
        failures.append("%s: no word shows a spelling" % lang)
for f in failures[:10]:
    print("FAIL:", f)
sys.exit(1 if failures else 0)
END
fi

echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
