#!/bin/sh
# A proof's files forged as a forger would (checksums made to fit), and
# what prove merge and prove verify make of each: a header changed,
# files relabelled, a class split into many parts to hide a board from a
# sample, restrictions left out, bounds that hold nothing, files missing
# or twice.  And verify's sample: unseeded runs must catch a class short
# of a board at the rate the manual states, N/C for --sample N of C.
#   sh forge_test.sh path/to/boggle
# Exits 77 (skipped) without python3, which forges the files.
set -u
BOGGLE=$1
HERE=$(cd "$(dirname "$0")" && pwd)
if ! command -v python3 >/dev/null 2>&1; then
	echo "SKIP: python3 is not installed (it forges the files)"
	exit 77
fi
. "$HERE/harness.sh"
PY=$(python3 -c 'import sys; print(sys.executable)')
unset BOGGLE_LANG

one_error() {
	[ "$(wc -l <"$TMP/err")" -eq 1 ] && grep -q '^boggle: ' "$TMP/err"
}
reseal() { $PY "$HERE/reseal.py" "$1"; }

# The built-in list on 2x2 boards: 6 classes, each proven in a moment.
P="-z 2x2 --min-score 11"
run prove $P -f tsv -o "$TMP/p.jsonl"
cp "$TMP/out" "$TMP/p.tsv"
[ "$status" -eq 0 ] && [ "$(wc -l <"$TMP/p.tsv")" -gt 20 ] &&
	[ "$(grep -c '^{"class"' "$TMP/p.jsonl")" -eq 6 ] && ok ||
	bad "prove $P: status $status $(cat "$TMP/err")"

# ---- the header ------------------------------------------------------------

# one byte of the cutoff: refused by all that read the file
sed '1s/"min_score": 11/"min_score": 10/' "$TMP/p.jsonl" >"$TMP/h.jsonl"
cp "$TMP/h.jsonl" "$TMP/h.before"
for args in "prove merge $TMP/h.jsonl" "prove verify $TMP/h.jsonl" \
	"prove -z 2x2 -o $TMP/h.jsonl --resume" \
	"prove $P --pending $TMP/h.jsonl"; do
	run $args
	[ "$status" -eq 2 ] && one_error && [ ! -s "$TMP/out" ] &&
		grep -q "h.jsonl: line 1: damaged: its checksum does not match\$" "$TMP/err" &&
		cmp -s "$TMP/h.jsonl" "$TMP/h.before" && ok ||
		bad "$args of a header changed: status $status $(cat "$TMP/err")"
done
# every byte of the header changed in turn: none gets past merge
$PY -c '
import subprocess, sys
boggle, src, dst = sys.argv[1:4]
text = open(src, "rb").read()
end = text.index(b"\n")
passed = []
for i in range(end):
    c = text[i]
    for new in {c ^ 1, c ^ 0x20} - {ord("\n"), 0}:
        with open(dst, "wb") as f:
            f.write(text[:i] + bytes([new]) + text[i + 1:])
        r = subprocess.run([boggle, "prove", "merge", dst],
                           stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        if r.returncode == 0:
            passed.append(i)
print(len(passed), passed[:10])
sys.exit(1 if passed else 0)
' "$BOGGLE" "$TMP/p.jsonl" "$TMP/byte.jsonl" >"$TMP/bytes"
[ $? -eq 0 ] && ok || bad "one-byte edits of the header that merge passed: $(cat "$TMP/bytes")"

# tasks of cutoff 12 relabelled 11, the header's checksum made to fit, with
# the true tasks of 11: merge cannot tell (it says what it takes on trust),
# verify can
for i in 0 1 2; do
	"$BOGGLE" prove $P --task $i/3 -o "$TMP/t11-$i.jsonl" 2>/dev/null
	"$BOGGLE" prove -z 2x2 --min-score 12 --task $i/3 -o "$TMP/t12-$i.jsonl" 2>/dev/null
done
sed '1s/"min_score": 12/"min_score": 11/' "$TMP/t12-1.jsonl" >"$TMP/relabel.jsonl"
reseal "$TMP/relabel.jsonl"
run prove merge -f tsv "$TMP/t11-0.jsonl" "$TMP/relabel.jsonl" "$TMP/t11-2.jsonl"
[ "$status" -eq 0 ] && ! cmp -s "$TMP/p.tsv" "$TMP/out" &&
	grep -q "^boggle: prove merge: checked: .*; taken on trust: that no board left out scores 11 or more" "$TMP/err" &&
	ok || bad "merge of a task relabelled: status $status $(cat "$TMP/err")"
run prove verify "$TMP/t11-0.jsonl" "$TMP/relabel.jsonl" "$TMP/t11-2.jsonl"
[ "$status" -eq 1 ] && grep -q "relabel.jsonl: line [0-9]*: class [0-9]*: proven again until a board its records leave out: " "$TMP/err" &&
	ok || bad "verify of a task relabelled: status $status $(cat "$TMP/err")"
# damage to a header of version 2 goes unseen, and merge says so
sed -e '1s/"boggle_prove": 4/"boggle_prove": 2/' -e '1s/, "sum": "[0-9a-f]*"//' \
	-e '1s/, "[a-z]*_sha256": "[0-9a-fnoe]*"//g' \
	"$TMP/p.jsonl" >"$TMP/v2.jsonl"
run prove merge -f tsv "$TMP/v2.jsonl"
[ "$status" -eq 0 ] && cmp -s "$TMP/p.tsv" "$TMP/out" &&
	grep -q "^boggle: prove merge: 1 file of version 2: the header carries no checksum" "$TMP/err" &&
	ok || bad "merge of a file of version 2: status $status $(cat "$TMP/err")"
# a file of version 2 holds no field version 2 never wrote
sed -e '1s/"boggle_prove": 4/"boggle_prove": 2/' \
	-e '1s/, "[a-z]*_sha256": "[0-9a-fnoe]*"//g' "$TMP/p.jsonl" >"$TMP/v2s.jsonl"
reseal "$TMP/v2s.jsonl"
run prove merge "$TMP/v2s.jsonl"
[ "$status" -eq 2 ] && one_error &&
	grep -q "v2s.jsonl: line 1: a field no file of version 2 has" "$TMP/err" && ok ||
	bad "merge of version 2 with a checksum: status $status $(cat "$TMP/err")"

# ---- verify's sample -------------------------------------------------------

# unseeded, the seed is drawn and said; a seed given draws the same
run prove verify --sample 2 "$TMP/p.jsonl"
s1=$(sed -n 's/^boggle: prove verify: seed \([0-9]*\) .*/\1/p' "$TMP/err")
run prove verify --sample 2 "$TMP/p.jsonl"
s2=$(sed -n 's/^boggle: prove verify: seed \([0-9]*\) .*/\1/p' "$TMP/err")
[ "$status" -eq 0 ] && [ -n "$s1" ] && [ -n "$s2" ] && [ "$s1" != "$s2" ] && ok ||
	bad "verify draws no seed of its own: '$s1', '$s2'"

# split SRC DST CLASS CELLS: CLASS's record made to leave out its best
# board and hand its class on as parts, each cell of CELLS one tile a part
# (a part's record per part, listing nothing): what merge sees is whole
split() {
	$PY -c '
import itertools, json, sys
src, dst, cls, cells = sys.argv[1], sys.argv[2], int(sys.argv[3]), sys.argv[4]
lines = open(src).read().splitlines()
head = json.loads(lines[0])
rows, cols = (int(n) for n in head["shape"].split("x"))
buckets = head["buckets"].split()
n = rows * cols
cell = [buckets[(cls >> (n - 1 - i)) & 1] for i in range(n)]
def text(c):
    return " / ".join(" ".join(c[r * cols:(r + 1) * cols]) for r in range(rows))
cut = [int(i) for i in cells.split(",")]
parts = []
for tiles in itertools.product(*(cell[i] for i in cut)):
    c = list(cell)
    for i, t in zip(cut, tiles):
        c[i] = t
    parts.append(text(c))
out = [lines[0]]
for l in lines[1:]:
    r = json.loads(l)
    if r["class"] != cls:
        out.append(l)
        continue
    boards = ", ".join("[\"%s\", %d]" % (b, s) for b, s in r["boards"][1:])
    out.append("{\"class\": %d, \"bound\": %d, \"seconds\": 0.001, \"boards\": [%s], \"split\": [%s]}"
               % (cls, r["bound"], boards, ", ".join("\"%s\"" % p for p in parts)))
    for p in parts:
        out.append("{\"class\": %d, \"part\": \"%s\", \"bound\": 0, \"seconds\": 0.000, \"boards\": []}" % (cls, p))
open(dst, "w").write("\n".join(out) + "\n")
' "$1" "$2" "$3" "$4"
	reseal "$2"
}
# class 7 (a vowel, then consonants) has a best board to leave out
split "$TMP/p.jsonl" "$TMP/s.jsonl" 7 2,3
best=$(grep '^{"class": 7,' "$TMP/p.jsonl" | sed 's/.*"boards": \[\["\([a-z]*\)", \([0-9]*\)\].*/\1 (\2)/')
run prove merge "$TMP/s.jsonl"
[ "$status" -eq 0 ] && [ "$(grep -c '"part"' "$TMP/s.jsonl")" -eq 361 ] && ok ||
	bad "merge of a class split into 361 parts: status $status $(cat "$TMP/err")"
# one thread, then two sharing the classes and the parts of one: one verdict
for j in 1 2; do
	run prove verify -j $j "$TMP/s.jsonl"
	[ "$status" -eq 1 ] &&
		grep -q "s.jsonl: line [0-9]*: class 7, its parts with it: proven again until a board its records leave out: $best\$" "$TMP/err" &&
		[ "$(grep -c "its records" "$TMP/err")" -eq 1 ] &&
		ok || bad "verify -j $j of a class split to hide $best: status $status $(cat "$TMP/err")"
done
# a seed draws the same classes each time
for i in 1 2 3; do
	"$BOGGLE" prove verify --sample 2 --seed 5 "$TMP/s.jsonl" 2>/dev/null
	echo $?
done | sort -u >"$TMP/same"
[ "$(wc -l <"$TMP/same")" -eq 1 ] && ok || bad "--seed 5 drew differently: $(cat "$TMP/same")"
# unseeded runs of --sample 2 of 6 classes catch it a third of the time,
# however many parts hide it: within five standard deviations of 120/3
$PY -c '
import subprocess, sys
boggle, path = sys.argv[1], sys.argv[2]
runs, p = 120, 2 / 6
caught = sum(subprocess.run([boggle, "prove", "verify", "--sample", "2", path],
                            stdout=subprocess.DEVNULL,
                            stderr=subprocess.DEVNULL).returncode == 1
             for _ in range(runs))
mean, sd = runs * p, (runs * p * (1 - p)) ** 0.5
print("caught %d of %d, expected %.1f +- %.1f" % (caught, runs, mean, 5 * sd))
sys.exit(0 if abs(caught - mean) <= 5 * sd else 1)
' "$BOGGLE" "$TMP/s.jsonl" >"$TMP/rate"
[ $? -eq 0 ] && ok || bad "verify --sample 2 of 6 classes: $(cat "$TMP/rate")"
# what verify says of it: the odds of a class short of a board passing
run prove verify --sample 2 --seed 1 "$TMP/p.jsonl"
[ "$status" -eq 0 ] &&
	grep -q "^boggle: prove verify: 2 of 6 classes proven again, each whole with its parts (6 records), each as recorded" "$TMP/err" &&
	grep -q "passes this with probability 1 - 2/6 = 66.667%, of k classes at most (1 - 2/6)^k\$" "$TMP/err" &&
	ok || bad "verify --sample 2 summary: $(cat "$TMP/err")"

# ---- parts by the thousand -------------------------------------------------

# 19^3 parts: each read and checked once, not held against the others
split "$TMP/p.jsonl" "$TMP/many.jsonl" 7 1,2,3
run prove merge "$TMP/many.jsonl"
[ "$status" -eq 0 ] && [ "$(grep -c '"part"' "$TMP/many.jsonl")" -eq 6859 ] && ok ||
	bad "merge of 6859 parts: status $status $(cat "$TMP/err")"
run prove verify "$TMP/many.jsonl"
[ "$status" -eq 1 ] && grep -q "class 7, its parts with it: .*leave out: $best\$" "$TMP/err" &&
	ok || bad "verify of 6859 parts: status $status $(cat "$TMP/err")"

# ---- restrictions ------------------------------------------------------------

printf '%s\n' rate tear >"$TMP/left"
"$BOGGLE" prove -z 2x2 --tiles aerst --min-score 8 -o "$TMP/tiles.jsonl" 2>/dev/null >/dev/null
"$BOGGLE" prove $P --exclude "$TMP/left" -o "$TMP/ex.jsonl" 2>/dev/null >/dev/null
for what in "tiles.jsonl|-z 2x2 --min-score 8|only some tiles" \
	"ex.jsonl|$P|words of a list left out"; do
	f=${what%%|*} rest=${what#*|}
	for cmd in merge verify; do
		run prove $cmd ${rest%|*} "$TMP/$f"
		[ "$status" -eq 2 ] && one_error &&
			grep -q "$f: a proof with ${rest#*|}: the options given ask for another" "$TMP/err" &&
			ok || bad "$cmd ${rest%|*} of $f: status $status $(cat "$TMP/err")"
	done
done
run prove merge "$TMP/tiles.jsonl"
[ "$status" -eq 0 ] && grep -q "^boggle: prove merge: the proof: 2x2 boards, .*, only the tiles aerst\$" "$TMP/err" &&
	ok || bad "merge of a --tiles proof says not so: $(cat "$TMP/err")"
run prove verify --sample 1 "$TMP/ex.jsonl"
[ "$status" -eq 0 ] && grep -q "^boggle: prove verify: the proof: 2x2 boards, .*, the words of $TMP/left (list [0-9a-f]*) left out\$" "$TMP/err" &&
	ok || bad "verify of an --exclude proof says not so: $(cat "$TMP/err")"
# the list left out is found beside the proof, not where its reader
# stands, and is taken only if it is the list the header names
mkdir "$TMP/far" "$TMP/here"
sed '1s|"exclude_path": "[^"]*"|"exclude_path": "left"|' "$TMP/ex.jsonl" >"$TMP/far/ex.jsonl"
reseal "$TMP/far/ex.jsonl"
cp "$TMP/left" "$TMP/far/left"
printf 'rate\n' >"$TMP/here/left"
(cd "$TMP/here" && "$BOGGLE" prove merge "$TMP/far/ex.jsonl" >/dev/null 2>"$TMP/err")
[ $? -eq 0 ] && grep -q "the words of $TMP/far/left (list" "$TMP/err" && ok ||
	bad "merge from elsewhere of a proof whose left-out list lies beside it: $(cat "$TMP/err")"
sed '1s|"exclude_path": "[^"]*"|"exclude_path": "'"$TMP/here/left"'"|' "$TMP/ex.jsonl" >"$TMP/other.jsonl"
reseal "$TMP/other.jsonl"
run prove merge "$TMP/other.jsonl"
[ "$status" -eq 2 ] && one_error &&
	grep -q "other.jsonl: the proof left out the words of a list, but $TMP/here/left is another list: give --exclude with it\$" "$TMP/err" &&
	ok || bad "merge of a proof whose left-out list is another: status $status $(cat "$TMP/err")"
# rules other than the shape's own are a restriction too: the proof
# names the options it was proven under, and those, given, describe it
n=0
for rules in "--scoring letters -m 3 --bonus T./.d" "--scoring words" \
	"--rules superbig" "-m 2" "--scoring letters"; do
	n=$((n + 1))
	"$BOGGLE" prove -z 2x2 $rules --min-score 3 -o "$TMP/rules$n.jsonl" 2>/dev/null >/dev/null
	run prove merge -z 2x2 --min-score 3 "$TMP/rules$n.jsonl"
	[ "$status" -eq 2 ] && one_error &&
		grep -q "rules$n.jsonl: a proof with rules other than the shape's own: the options given ask for another; give $rules as it was proven, or no options\$" "$TMP/err" &&
		ok || bad "merge -z 2x2 of a proof with $rules: status $status $(cat "$TMP/err")"
	run prove merge -z 2x2 --min-score 3 $rules "$TMP/rules$n.jsonl"
	[ "$status" -eq 0 ] && ok || bad "merge -z 2x2 $rules of a proof with them: status $status $(cat "$TMP/err")"
done
"$BOGGLE" prove -z 2x2 --scoring words --min-score 6 -o "$TMP/words.jsonl" 2>/dev/null >/dev/null
run prove merge "$TMP/words.jsonl"
[ "$status" -eq 0 ] && grep -q "^boggle: prove merge: the proof: 2x2 boards, .*, words scoring, words of 3 letters or more\$" "$TMP/err" &&
	ok || bad "merge of a --scoring words proof says not so: $(cat "$TMP/err")"
# given whole, they agree; the language alone asks for no shape
for args in "-z 2x2 --min-score 8 --tiles aerst" "--lang en"; do
	run prove merge $args "$TMP/tiles.jsonl"
	[ "$status" -eq 0 ] && ok || bad "merge $args: status $status $(cat "$TMP/err")"
done

# ---- bounds ------------------------------------------------------------------

sed '2s/"bound": [0-9]*/"bound": -1/' "$TMP/p.jsonl" >"$TMP/b.jsonl"
reseal "$TMP/b.jsonl"
run prove merge "$TMP/b.jsonl"
[ "$status" -eq 1 ] && one_error && grep -q "b.jsonl: line 2: its bound, -1, is below 0" "$TMP/err" &&
	ok || bad "merge of a bound of -1: status $status $(cat "$TMP/err")"
# relabelled version 1, checksums gone: the bound still holds its boards
line=$(grep -n '"boards": \[\[' "$TMP/p.jsonl" | head -n 1 | cut -d: -f1)
sed -e '1s/"boggle_prove": 4/"boggle_prove": 1/' -e 's/, "sum": "[0-9a-f]*"//' \
	-e '1s/, "[a-z]*_sha256": "[0-9a-fnoe]*"//g' \
	-e "${line}s/\"bound\": [0-9]*/\"bound\": 3/" "$TMP/p.jsonl" >"$TMP/b1.jsonl"
run prove merge "$TMP/b1.jsonl"
[ "$status" -eq 1 ] && one_error && grep -q "b1.jsonl: line $line: .* above the record's bound 3" "$TMP/err" &&
	ok || bad "merge of version 1 with a bound of 3: status $status $(cat "$TMP/err")"
# relabelled version 1 with its checksums kept: version 1 wrote none
sed -e '1s/"boggle_prove": 4/"boggle_prove": 1/' \
	-e '1s/, "[a-z]*_sha256": "[0-9a-fnoe]*"//g' "$TMP/p.jsonl" >"$TMP/r1.jsonl"
reseal "$TMP/r1.jsonl"
run prove merge "$TMP/r1.jsonl"
[ "$status" -eq 2 ] && one_error && grep -q "r1.jsonl: line 1: a field no file of version 1 has" "$TMP/err" &&
	ok || bad "merge of a file relabelled version 1: status $status $(cat "$TMP/err")"

# ---- whole -------------------------------------------------------------------

run prove verify "$TMP/t11-0.jsonl" "$TMP/t11-2.jsonl"
[ "$status" -eq 1 ] && grep -q "classes missing" "$TMP/err" &&
	grep -q "1 of 3 tasks missing: 1\$" "$TMP/err" && ok ||
	bad "verify with a task missing: status $status $(cat "$TMP/err")"
cp "$TMP/t11-1.jsonl" "$TMP/again.jsonl"
run prove verify "$TMP"/t11-*.jsonl "$TMP/again.jsonl"
[ "$status" -eq 1 ] && grep -q "there more than once" "$TMP/err" && ok ||
	bad "verify with a task twice: status $status $(cat "$TMP/err")"

# ---- messages ----------------------------------------------------------------

run prove merge --lang fr "$TMP/p.jsonl"
[ "$status" -eq 2 ] && one_error &&
	grep -q "p.jsonl: from a proof of another language ('en'; this one: fr)" "$TMP/err" &&
	ok || bad "merge --lang fr of an English proof: status $status $(cat "$TMP/err")"
for cmd in merge verify; do
	run prove $cmd --help
	grep -q "boggle prove verify --sample 200 FILE" "$TMP/out" &&
		grep -q "What merge establishes" "$TMP/out" && ok ||
		bad "prove $cmd --help says nothing of what it establishes"
done

# ---- round three: files that cost, or name what they should not -----------

# a sealed header of a large shape and no record, as an honest run stopped
# at once leaves it: judged at once, the first 20 missing named
"$BOGGLE" prove -z 4x5 --min-score 100000 -o "$TMP/big.jsonl" >/dev/null 2>&1 &
pid=$!
i=0
while [ ! -s "$TMP/big.jsonl" ] && [ $i -lt 100 ]; do sleep 0.1; i=$((i + 1)); done
kill "$pid" 2>/dev/null
wait "$pid" 2>/dev/null
head -n 1 "$TMP/big.jsonl" >"$TMP/bighead.jsonl"
for args in "prove merge" "prove verify" "prove -z 4x5 --min-score 100000 --pending"; do
	run $args "$TMP/bighead.jsonl"
	[ "$status" -eq 1 ] &&
		grep -q "[0-9]* classes missing: 0, 1, .*, \.\.\.\$" "$TMP/err" && ok ||
		bad "$args of a 4x5 header alone: status $status $(cat "$TMP/err")"
done
# a list_path of 300 bytes, the list not the proof's: said whole, no more
long=$TMP/$(printf 'd%.0s' $(seq 1 300))
sed "1s|\"sum\"|\"list_path\": \"$long\", \"sum\"|" "$TMP/p.jsonl" >"$TMP/long.jsonl"
reseal "$TMP/long.jsonl"
printf 'rate\ntear\n' >"$TMP/two.txt"
run prove merge -d "$TMP/two.txt" "$TMP/long.jsonl"
[ "$status" -eq 2 ] && one_error && grep -q "another list .*: give -d $long\$" "$TMP/err" &&
	ok || bad "merge of a long list_path: status $status $(cat "$TMP/err")"
# a header's path to what is no regular file is never opened
for dev in /dev/zero /dev/stdin; do
	sed "1s|\"sum\"|\"list_path\": \"$dev\", \"sum\"|" "$TMP/ex.jsonl" |
		sed '1s/"list_sha256": "[0-9a-f]*"/"list_sha256": "00"/' >"$TMP/dev.jsonl"
	reseal "$TMP/dev.jsonl"
	run prove merge "$TMP/dev.jsonl" </dev/null
	[ "$status" -eq 2 ] && one_error &&
		grep -q "word list, $dev, is not a regular file: give -d with it" "$TMP/err" &&
		ok || bad "merge of a list_path $dev: status $status $(cat "$TMP/err")"
done
# merge's JSON says every rule the proof was made under
for f in tiles ex words; do
	run prove merge -f json "$TMP/$f.jsonl"
	$PY -c '
import json, sys
doc = json.load(open(sys.argv[1]))
head = json.loads(open(sys.argv[2]).readline())
for k in ("list", "list_sha256", "words", "scoring", "min_letters", "bonus",
          "exclude", "exclude_sha256", "tiles"):
    assert doc[k] == head.get(k), (k, doc[k], head.get(k))
' "$TMP/out" "$TMP/$f.jsonl" && ok || bad "merge -f json of $f.jsonl leaves out a rule"
done
# relabelled to a cutoff of 1: verify stops at the first board left out
"$BOGGLE" prove -z 2x3 --min-score 60 -o "$TMP/r23.jsonl" >/dev/null 2>&1
sed '1s/"min_score": 60/"min_score": 1/' "$TMP/r23.jsonl" >"$TMP/low.jsonl"
reseal "$TMP/low.jsonl"
run prove verify --sample 1 --seed 4 -f json "$TMP/low.jsonl"
[ "$status" -eq 1 ] && grep -q "proven again until a board its records leave out: " "$TMP/err" &&
	$PY -c '
import json, sys
doc = json.load(open(sys.argv[1]))
assert doc["seed"] == 4 and len(doc["drawn"]) == 1 and not doc["as_recorded"], doc
assert doc["differences"][0]["missing"]["score"] >= 1, doc
' "$TMP/out" && ok || bad "verify of a proof relabelled to 1: status $status $(cat "$TMP/err")"
# verify -f json of a sound proof: the seed, the classes drawn, as recorded
run prove verify --sample 3 --seed 9 -f json "$TMP/p.jsonl"
[ "$status" -eq 0 ] && $PY -c '
import json, sys
doc = json.load(open(sys.argv[1]))
assert doc["seed"] == 9 and doc["classes"] == 6 and len(doc["drawn"]) == 3, doc
assert doc["as_recorded"] and doc["differences"] == [] and doc["proven"] == 3, doc
' "$TMP/out" && ok || bad "verify -f json: status $status $(cat "$TMP/out" "$TMP/err")"
# the list named by SHA-256 too: a header whose FNV-1a fits but whose
# SHA-256 does not is of another list
sed '1s/"list_sha256": "[0-9a-f]*"/"list_sha256": "0000000000000000000000000000000000000000000000000000000000000000"/' \
	"$TMP/p.jsonl" >"$TMP/sha.jsonl"
reseal "$TMP/sha.jsonl"
run prove merge "$TMP/sha.jsonl"
[ "$status" -eq 2 ] && one_error && grep -q "from a proof of another list_sha256" "$TMP/err" &&
	ok || bad "merge of a header of another SHA-256: status $status $(cat "$TMP/err")"

finish forge
