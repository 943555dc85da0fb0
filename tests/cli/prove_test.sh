#!/bin/sh
# boggle prove and boggle bound: what a proof lists, held against every
# board of the shape scored one by one (brute_prove.py, which turns and
# orders the boards itself); a proof's file resumed after a kill or a torn
# line; threads; bad input; a class's bound against its boards' scores.
#   sh prove_test.sh path/to/boggle [path/to/shared]
# Exits 77 (skipped) without python3.  The ENABLE2K case is skipped on its
# own when the shared word lists are not there.
set -u
BOGGLE=$1
HERE=$(cd "$(dirname "$0")" && pwd)
SHARED=${2:-$HERE/../../../shared}
if ! command -v python3 >/dev/null 2>&1; then
	echo "SKIP: python3 is not installed (it runs the brute force)"
	exit 77
fi
. "$HERE/harness.sh"
# the interpreter itself, found once: a shim in front of it costs time
PY=$(python3 -c 'import sys; print(sys.executable)')
BRUTE="$PY $HERE/brute_prove.py"
unset BOGGLE_LANG
skipped=0
skip() { skipped=$((skipped + 1)); echo "skipped: $*"; }

# Small lists, so that a brute force over every board stays quick.  q
# reads Qu: qat and suq can never be spelt, quest and squat can.
printf '%s\n' ate eat tea tear rate rest star tsar stare aster tears rates \
	treat taste state test set sat sea seat east ease tease tree trees \
	steer ester reset terse rear rare quest quart quarts squat square \
	queer equate request quasar qat suq >"$TMP/q.txt"
printf '%s\n' ate eat tea sea sat set seat seats east eats teas tease ease \
	sate seta taste state states stats test tests asset tass >"$TMP/aest.txt"
printf '%s\n' ale alert alter are arse art arts aster ate ear earl ears ease \
	east eat eats era eras rare rat rate rates rats real rest sale sat sea \
	seal sear seat set slat slate stale star stare steal tale tales tar tea \
	teal tear tears teas tease tee test treat tree trees >"$TMP/six.txt"
printf '%s\n' ate eat tea teat tate teeth treat eater tattee teetat atetat \
	tateeta eattate teetatea >"$TMP/aet.txt"
printf '%s\n' quest squat tea >"$TMP/left"
# Spanish: ch is a tile of its own and also c then h
printf '%s\n' hacha hache hecho hecha echo echa ocho coche cacho checo chao \
	eco oca cae ceo hoce choca cocha >"$TMP/es.txt"

# one line on standard error, starting "boggle: "
one_error() {
	[ "$(wc -l <"$TMP/err")" -eq 1 ] && grep -q '^boggle: ' "$TMP/err"
}

# against SHAPE TILES CUTOFF [OPTION]...: prove -f tsv, byte for byte the
# brute force's list.  TILES '*' is the whole alphabet: no --tiles; TILES
# with spaces is one class, each cell's tiles (prove --class).
against() {
	shape=$1 tiles=$2 cut=$3
	shift 3
	name="$shape $tiles $cut $*"
	summary="\\([0-9]*\\)/\\1 classes, "
	if [ "$tiles" = '*' ]; then
		$BRUTE "$BOGGLE" "$shape" abcdefghijklmnopqrstuvwxyz "$cut" "$@" \
			>"$TMP/want"
		run prove -z "$shape" --min-score "$cut" -f tsv "$@"
	else
		$BRUTE "$BOGGLE" "$shape" "$tiles" "$cut" "$@" >"$TMP/want"
		case $tiles in
		*' '*)
			run prove -z "$shape" --class "$tiles" --min-score "$cut" \
				-f tsv "$@"
			summary="the class: bound [0-9]*, [1-9][0-9]* trees* (.*), [0-9]* boards* scored, " ;;
		*) run prove -z "$shape" --tiles "$tiles" --min-score "$cut" \
			-f tsv "$@" ;;
		esac
	fi
	n=$(wc -l <"$TMP/want")
	# an empty list would agree with anything
	if [ "$n" -lt 3 ]; then
		bad "brute force $name: $n boards, too few to compare"
	elif [ "$status" -ne 0 ] || ! cmp -s "$TMP/want" "$TMP/out"; then
		bad "prove $name: status $status, boards differ from the brute force:"
		diff "$TMP/want" "$TMP/out" | head -6
	else
		ok
	fi
	# the summary counts what was listed, every class proven
	grep -q "^boggle: prove: $summary$n \(boards* \)*of $cut or more" \
		"$TMP/err" && ok || bad "prove $name summary: $(cat "$TMP/err")"
}

# ---- every board, against the brute force ---------------------------------

ENABLE=$SHARED/dicts/enable2k.txt
if [ -f "$ENABLE" ]; then
	against 2x2 '*' 13 -d "$ENABLE"
	cp "$TMP/out" "$TMP/enable.tsv"
	# the other formats list the same boards
	run prove -z 2x2 --min-score 13 -d "$ENABLE"
	awk -F"$TAB" '{ printf "%6d  %s\n", $2, $1 }' "$TMP/enable.tsv" >"$TMP/want"
	[ "$status" -eq 0 ] && cmp -s "$TMP/want" "$TMP/out" && ok ||
		bad "prove text is not the tsv's boards: $(head -2 "$TMP/out")"
	run prove -z 2x2 --min-score 13 -d "$ENABLE" -f json
	$PY -c '
import json, sys
doc = json.load(open(sys.argv[1]))
assert (doc["rows"], doc["cols"], doc["lang"], doc["min_score"]) == \
    (2, 2, "en", 13), doc
got = ["%s\t%d\n" % (b["board"], b["score"]) for b in doc["boards"]]
assert "".join(got) == open(sys.argv[2]).read()
' "$TMP/out" "$TMP/enable.tsv" && ok || bad "prove -f json: $(head -c 200 "$TMP/out")"
	# ENABLE2K 3x3 is a benchmark, far too slow for a test
else
	skip "$ENABLE not found: 2x2 over the whole alphabet"
fi
against 2x3 aeqrst 15 -d "$TMP/q.txt"
against 3x2 aeqrst 15 -d "$TMP/q.txt"
against 1x6 aeqrst 5 -d "$TMP/q.txt"
against 3x3 aest 30 -d "$TMP/aest.txt"
# more than 9 cells: buckets of their own in corners
against 2x5 aet 35 -d "$TMP/aet.txt"
against 2x3 aeqrst 9 --scoring words -d "$TMP/q.txt"
against 2x3 aeqrst 40 --scoring letters -d "$TMP/q.txt"
against 2x3 aeqrst 10 -m 4 -d "$TMP/q.txt"
against 2x3 aeqrst 12 --exclude "$TMP/left" -d "$TMP/q.txt"
# bonus squares that every turn keeps in place
against 2x3 aeqrst 150 --scoring letters --bonus 'd.d/d.d' -d "$TMP/q.txt"
# bonus squares a turn moves: only the turns that keep them make one board
against 2x3 aeqrst 150 --scoring letters --bonus 'd.T/..t' -d "$TMP/q.txt"
against 2x2 aeqrst 40 --scoring letters --bonus 'D./..' -d "$TMP/q.txt"
# c h and [ch] together: a board's turns differ where [ch] meets c
against 2x3 'ac[ch]eho' 14 --lang es -d "$TMP/es.txt"
cp "$TMP/want" "$TMP/es.tsv"
against 2x2 'ac[ch]eho' 4 --lang es -d "$TMP/es.txt"

# ---- threads --------------------------------------------------------------

SIX="-z 3x3 --tiles aerstl -d $TMP/six.txt --min-score 50"
run prove $SIX -j 1 -f tsv
cp "$TMP/out" "$TMP/six.tsv"
[ "$status" -eq 0 ] && [ "$(wc -l <"$TMP/six.tsv")" -gt 100 ] && ok ||
	bad "prove $SIX: status $status, $(wc -l <"$TMP/six.tsv") boards"
for j in 2 3; do
	run prove $SIX -j $j -f tsv
	[ "$status" -eq 0 ] && cmp -s "$TMP/six.tsv" "$TMP/out" && ok ||
		bad "prove -j $j differs from -j 1"
done
run prove -z 2x3 --tiles 'ac[ch]eho' --min-score 14 --lang es -d "$TMP/es.txt" \
	-j 2 -f tsv
[ "$status" -eq 0 ] && cmp -s "$TMP/es.tsv" "$TMP/out" && ok ||
	bad "prove -j 2 --lang es differs from the brute force"

# ---- a proof's file -------------------------------------------------------

# records FILE: its records less their times, sorted
records() {
	sed 1d "$1" | sed 's/"seconds": [0-9.]*, //; s/, "sum": "[0-9a-f]*"//' |
		LC_ALL=C sort
}
# reseal FILE: each record's checksum made to fit its text, as by a forger
reseal() { $PY "$HERE/reseal.py" "$1"; }
# well_formed FILE: a header of the proof's classes, then one whole JSON
# line per class, each class once, every board of the records on stdout
well_formed() {
	$PY -c '
import json, sys
text = open(sys.argv[1]).read()
assert text.endswith("\n"), "no newline at the end"
lines = [json.loads(l) for l in text.splitlines()]
head, recs = lines[0], lines[1:]
assert head["boggle_prove"] == 4 and head["shape"] == sys.argv[3], head
assert head["min_score"] == int(sys.argv[4]), head
ids = [r["class"] for r in recs]
assert len(ids) == len(set(ids)) == head["classes"], (len(ids), head)
got = sorted(((-s, b) for r in recs for b, s in r["boards"]))
shown = ["%s\t%d\n" % (b, -s) for s, b in got]
assert "".join(shown) == open(sys.argv[2]).read(), "boards differ"
' "$1" "$2" "$3" "$4"
}

F="-z 2x3 --tiles aeilnrst -d $TMP/six.txt --min-score 20"
run prove $F -f tsv -o "$TMP/f.jsonl"
cp "$TMP/out" "$TMP/f.tsv"
[ "$status" -eq 0 ] && [ -s "$TMP/f.tsv" ] &&
	well_formed "$TMP/f.jsonl" "$TMP/f.tsv" 2x3 20 && ok ||
	bad "prove -o: status $status, the file is not the proof's"
classes=$(sed -n 's/.*"classes": \([0-9]*\).*/\1/p' "$TMP/f.jsonl")
[ "${classes:-0}" -gt 5 ] && ok || bad "prove -o: only ${classes:-no} classes"
cp "$TMP/f.jsonl" "$TMP/whole.jsonl"

# resumed whole: nothing to redo, the same boards, the file as it was
run prove $F -f tsv -o "$TMP/f.jsonl" --resume
[ "$status" -eq 0 ] && cmp -s "$TMP/f.tsv" "$TMP/out" &&
	cmp -s "$TMP/whole.jsonl" "$TMP/f.jsonl" && ok ||
	bad "--resume of a finished proof: status $status"

# classes on file are taken as written, not proven again: a record's
# boards taken out stay out
first=$(grep -n '"boards": \[\[' "$TMP/whole.jsonl" | head -n 1 | cut -d: -f1)
sed "${first}s/\"boards\": \[.*\]\]/\"boards\": []/" "$TMP/whole.jsonl" \
	>"$TMP/less.jsonl"
reseal "$TMP/less.jsonl"
sed -n "${first}p" "$TMP/whole.jsonl" | $PY -c '
import json, sys
for b, s in json.loads(sys.stdin.read())["boards"]:
    print("%s\t%d" % (b, s))' >"$TMP/gone"
grep -vxF -f "$TMP/gone" "$TMP/f.tsv" >"$TMP/want"
run prove $F -f tsv -o "$TMP/less.jsonl" --resume
[ "$status" -eq 0 ] && [ -s "$TMP/gone" ] && cmp -s "$TMP/want" "$TMP/out" &&
	ok || bad "--resume proved a class on file again (line $first)"

# a record cut short, as by a kill while writing: redone
for keep in 1 2 3; do
	# a record with boards, one of the last three, loses its end and
	# newline; the records after it are gone
	last=$(grep -n '"boards": \[\[' "$TMP/whole.jsonl" | tail -n "$keep" |
		head -n 1 | cut -d: -f1)
	head -n $((last - 1)) "$TMP/whole.jsonl" >"$TMP/torn.jsonl"
	sed -n "${last}p" "$TMP/whole.jsonl" | head -c 40 >>"$TMP/torn.jsonl"
	run prove $F -f tsv -o "$TMP/torn.jsonl" --resume
	[ "$status" -eq 0 ] && cmp -s "$TMP/f.tsv" "$TMP/out" &&
		well_formed "$TMP/torn.jsonl" "$TMP/f.tsv" 2x3 20 &&
		[ "$(records "$TMP/torn.jsonl")" = "$(records "$TMP/whole.jsonl")" ] &&
		ok || bad "--resume after record $last torn: status $status $(cat "$TMP/err")"
done
# a header cut short: the proof starts again
head -c 30 "$TMP/whole.jsonl" >"$TMP/torn.jsonl"
run prove $F -f tsv -o "$TMP/torn.jsonl" --resume
[ "$status" -eq 0 ] && cmp -s "$TMP/f.tsv" "$TMP/out" &&
	well_formed "$TMP/torn.jsonl" "$TMP/f.tsv" 2x3 20 && ok ||
	bad "--resume of a torn header: status $status $(cat "$TMP/err")"

# a byte changed in a record, as a disk or a copy may: named, not believed
first=$(grep -n '"boards": \[\[' "$TMP/whole.jsonl" | head -n 1 | cut -d: -f1)
$PY -c '
import re, sys
lines = open(sys.argv[1]).read().split("\n")
i = int(sys.argv[2]) - 1
m = re.search(r"\[\"[a-z/]+\", [0-9]*([0-9])\]", lines[i])
d = m.start(1)
lines[i] = lines[i][:d] + str((int(lines[i][d]) + 1) % 10) + lines[i][d + 1:]
open(sys.argv[3], "w").write("\n".join(lines))
' "$TMP/whole.jsonl" "$first" "$TMP/hurt.jsonl"
cp "$TMP/hurt.jsonl" "$TMP/hurt.before"
run prove $F -o "$TMP/hurt.jsonl" --resume
! cmp -s "$TMP/hurt.jsonl" "$TMP/whole.jsonl" && [ "$status" -eq 2 ] &&
	one_error && grep -q "hurt.jsonl: line $first: damaged" "$TMP/err" &&
	cmp -s "$TMP/hurt.jsonl" "$TMP/hurt.before" && ok ||
	bad "--resume of a damaged record: status $status $(cat "$TMP/err")"

# a file of version 1 (no checksums, no paths said) is read as it is;
# --resume adds sealed records to it only when asked, and merge reads
# them only when asked
sed -e '1s/"boggle_prove": 4/"boggle_prove": 1/' -e 's/, "sum": "[0-9a-f]*"//' \
	-e '1s/, "[a-z]*_sha256": "[0-9a-fnoe]*"//g' \
	-e '1s/, "tiles": "[a-z]*", "list_path": "[^"]*"//' \
	"$TMP/whole.jsonl" >"$TMP/v1.jsonl"
run prove merge $F -f tsv "$TMP/v1.jsonl"
[ "$status" -eq 0 ] && cmp -s "$TMP/f.tsv" "$TMP/out" &&
	grep -q "version 1: a header with no checksum" "$TMP/err" && ok ||
	bad "merge of a version 1 file: status $status $(cat "$TMP/err")"
head -n 10 "$TMP/v1.jsonl" >"$TMP/v1.part" && mv "$TMP/v1.part" "$TMP/v1.jsonl"
run prove $F -f tsv -o "$TMP/v1.jsonl" --resume
[ "$status" -eq 2 ] && one_error && grep -q "v1.jsonl: a file of version 1: .*--accept-v1" "$TMP/err" &&
	ok || bad "--resume of a version 1 file: status $status $(cat "$TMP/err")"
for again in 1 2; do
	run prove $F -f tsv -o "$TMP/v1.jsonl" --resume --accept-v1
	[ "$status" -eq 0 ] && cmp -s "$TMP/f.tsv" "$TMP/out" && ok ||
		bad "--resume --accept-v1 of a version 1 file, run $again: status $status $(cat "$TMP/err")"
done
run prove merge $F "$TMP/v1.jsonl" -f tsv
[ "$status" -eq 2 ] && one_error && grep -q "v1.jsonl: line 11: a checksum in a file of version 1" "$TMP/err" &&
	ok || bad "merge of a version 1 file resumed: status $status $(cat "$TMP/err")"
run prove merge $F --accept-v1 "$TMP/v1.jsonl" -f tsv
[ "$status" -eq 0 ] && cmp -s "$TMP/f.tsv" "$TMP/out" && ok ||
	bad "merge --accept-v1 of a version 1 file resumed: status $status $(cat "$TMP/err")"

# a file of version 2, as the writer of that version left it part way
# (the corpus's, five records), goes on in its own form: its header as it
# was, the records added as version 2 wrote them; merge takes it whole,
# and says its header carries no checksum
V2="-z 3x3 --tiles aerstl --min-score 200"
cp "$HERE/../fuzz/corpus/proof/v2-one-machine" "$TMP/v2.jsonl"
run prove $V2 -f tsv
cp "$TMP/out" "$TMP/v2.tsv"
run prove $V2 -f tsv -o "$TMP/v2.jsonl" --resume
head -n 1 "$HERE/../fuzz/corpus/proof/v2-one-machine" >"$TMP/v2.head"
[ "$status" -eq 0 ] && cmp -s "$TMP/v2.tsv" "$TMP/out" &&
	head -n 1 "$TMP/v2.jsonl" | cmp -s - "$TMP/v2.head" &&
	grep -q '^{"boggle_prove": 2, .*"tiles": "aerstl"}$' "$TMP/v2.head" &&
	$PY -c '
import json, sys
lines = open(sys.argv[1]).read().splitlines()
assert len(lines) == 103, len(lines)
for l in lines[1:]:
    r = json.loads(l)
    assert set(r) <= {"class", "bound", "seconds", "boards", "sum"}, r
    assert l.endswith("\"sum\": \"%s\"}" % r["sum"]), l
' "$TMP/v2.jsonl" && ok ||
	bad "--resume of a file of version 2: status $status $(cat "$TMP/err")"
run prove merge -f tsv "$TMP/v2.jsonl"
[ "$status" -eq 0 ] && cmp -s "$TMP/v2.tsv" "$TMP/out" &&
	grep -q "1 file of version 2: the header carries no checksum" "$TMP/err" && ok ||
	bad "merge of a file of version 2 resumed: status $status $(cat "$TMP/err")"
# carried into version 4 by merge -o: the same records and boards, the
# list held to its old checksum and the header saying so; no warning then
run prove merge -f tsv -o "$TMP/v4.jsonl" "$TMP/v2.jsonl"
sum=$(sed -n '1s/.*"list": "\([0-9a-f]*\)".*/\1/p' "$TMP/v2.jsonl")
[ "$status" -eq 0 ] && cmp -s "$TMP/v2.tsv" "$TMP/out" &&
	grep -q "^boggle: prove merge: $TMP/v4.jsonl: the proof in version 4, carried from version 2: its list held to that version's checksum\$" "$TMP/err" &&
	head -n 1 "$TMP/v4.jsonl" | grep -q "^{\"boggle_prove\": 4, .*\"list_sha256\": \"[0-9a-f]\{64\}\", .*\"tiles\": \"aerstl\", \"carried\": \"from version 2, its list checked against $sum\", \"task\": \"0/1\", \"of\": \"classes\", \"sum\"" &&
	[ "$(tail -n 1 "$TMP/v4.jsonl")" = '{"end": 102}' ] &&
	sed '1d;$d' "$TMP/v4.jsonl" >"$TMP/v4.body" &&
	sed 1d "$TMP/v2.jsonl" | cmp -s - "$TMP/v4.body" && ok ||
	bad "merge -o of a file of version 2: status $status $(cat "$TMP/err")"
run prove merge -f tsv "$TMP/v4.jsonl"
[ "$status" -eq 0 ] && cmp -s "$TMP/v2.tsv" "$TMP/out" && ! grep -q "version" "$TMP/err" && ok ||
	bad "merge of a file carried into version 4: status $status $(cat "$TMP/err")"
run prove verify --sample 3 --seed 1 "$TMP/v4.jsonl"
[ "$status" -eq 0 ] && ok || bad "verify of a file carried into version 4: status $status $(cat "$TMP/err")"
# the field is version 4's: in a header of version 2 or 3 it is refused
sed '1s/"tiles": "aerstl"}$/"tiles": "aerstl", "carried": "from version 2"}/' "$TMP/v2.jsonl" >"$TMP/v2c.jsonl"
run prove merge "$TMP/v2c.jsonl"
[ "$status" -eq 2 ] && grep -q "v2c.jsonl: line 1: a field no file of version 2 has" "$TMP/err" && ok ||
	bad "merge of a header of version 2 that says it was carried: status $status $(cat "$TMP/err")"

# another proof's file: refused, and left as it was
for other in "-z 2x3 --min-score 21" "-z 3x2 --min-score 20" \
	"-z 2x3 --min-score 20 --scoring words" "-z 2x3 --min-score 20 -m 4"; do
	run prove $other --tiles aeilnrst -d "$TMP/six.txt" -o "$TMP/f.jsonl" --resume
	[ "$status" -eq 2 ] && one_error && [ ! -s "$TMP/out" ] &&
		cmp -s "$TMP/whole.jsonl" "$TMP/f.jsonl" && ok ||
		bad "--resume of another proof's file ($other): $status $(cat "$TMP/err")"
done
run prove -z 2x3 --tiles aeilnrst -d "$TMP/q.txt" --min-score 20 \
	-o "$TMP/f.jsonl" --resume
[ "$status" -eq 2 ] && one_error && cmp -s "$TMP/whole.jsonl" "$TMP/f.jsonl" &&
	ok || bad "--resume with another list: $status $(cat "$TMP/err")"
# without --resume a file there is never written over
run prove $F -o "$TMP/f.jsonl"
[ "$status" -eq 2 ] && one_error && cmp -s "$TMP/whole.jsonl" "$TMP/f.jsonl" &&
	ok || bad "-o on a file there already: $status $(cat "$TMP/err")"

# killed half way, then resumed: the boards of a run never stopped
rm -f "$TMP/k.jsonl"
"$BOGGLE" prove $SIX -j 1 -f tsv -o "$TMP/k.jsonl" >/dev/null 2>&1 &
pid=$!
# some classes written, most not: the whole proof writes 103 lines
await_lines "$TMP/k.jsonl" 4
kill -9 "$pid" 2>/dev/null
wait "$pid" 2>/dev/null
killed=$?
lines=$(wc -l <"$TMP/k.jsonl")
# times no run would take mark the records written before the kill: a
# resume that proved those classes again would lose them
# (a line cut short by the kill, if any, kept as it is)
head -n "$lines" "$TMP/k.jsonl" |
	sed "2,\$s/\"seconds\": [0-9.]*/\"seconds\": 7.777/" >"$TMP/marked"
reseal "$TMP/marked"
whole=$(head -n "$lines" "$TMP/k.jsonl" | wc -c)
tail -c +$((whole + 1)) "$TMP/k.jsonl" >>"$TMP/marked"
mv "$TMP/marked" "$TMP/k.jsonl"
head -n "$lines" "$TMP/k.jsonl" >"$TMP/before"
if [ "$killed" -ne 137 ] || [ "$lines" -gt 100 ]; then
	bad "prove was not stopped half way: status $killed, $lines lines"
else
	run prove $SIX -j 1 -f tsv -o "$TMP/k.jsonl" --resume
	[ "$status" -eq 0 ] && cmp -s "$TMP/six.tsv" "$TMP/out" &&
		well_formed "$TMP/k.jsonl" "$TMP/six.tsv" 3x3 50 &&
		head -n "$lines" "$TMP/k.jsonl" | cmp -s "$TMP/before" - && ok ||
		bad "--resume after kill -9 at $lines lines: status $status $(cat "$TMP/err")"
fi

# ---- what a run says -------------------------------------------------------

# --resume reads the cutoff from its file: no search for another
run prove -z 2x3 --tiles aeilnrst -d "$TMP/six.txt" -f tsv -o "$TMP/f.jsonl" \
	--resume
[ "$status" -eq 0 ] && cmp -s "$TMP/f.tsv" "$TMP/out" &&
	! grep -q "a search found" "$TMP/err" && ok ||
	bad "--resume without --min-score: status $status $(cat "$TMP/err")"
# one process takes the classes shuffled, as tasks do, so that its rate
# and the time it says is left hold for the rest: not in order of id
order=$(sed 1d "$TMP/whole.jsonl" | sed 's/^{"class": \([0-9]*\),.*/\1/' | tr '\n' ' ')
sorted=$(echo $order | tr ' ' '\n' | sort -n | tr '\n' ' ')
[ -n "$order" ] && [ "$order" != "$sorted" ] && ok ||
	bad "one process proves the classes in order of id: $order"
# the summary only once the boards are out: a write error is all it says
if [ -w /dev/full ]; then
	"$BOGGLE" prove $F >/dev/full 2>"$TMP/err"
	status=$?
	[ "$status" -eq 1 ] && one_error && grep -q "write error" "$TMP/err" &&
		ok || bad "prove >/dev/full: status $status $(cat "$TMP/err")"
fi
# one board is one board
run bound -d "$TMP/six.txt" 's e a / t e a / r s t'
[ "$status" -eq 0 ] && [ "$(sed -n 2p "$TMP/out")" = "1 board" ] && ok ||
	bad "bound of one board: $(sed -n 2p "$TMP/out")"
# stopped by Ctrl-C (as a signal from a program: sh's background jobs
# ignore INT), a run of two threads with -o says how to go on, dies of the
# signal, and goes on with --resume to the boards of a run never stopped
rm -f "$TMP/c.jsonl"
$PY -c '
import signal, subprocess, sys, time
tmp = sys.argv[1]
# as a shell started it in the foreground: INT not ignored
p = subprocess.Popen(sys.argv[2:], stdout=subprocess.DEVNULL,
                     stderr=open(tmp + "/err", "w"),
                     preexec_fn=lambda: signal.signal(signal.SIGINT,
                                                      signal.SIG_DFL))
for _ in range(3000):
    try:
        if open(tmp + "/c.jsonl").read().count("\n") >= 2:
            break
    except OSError:
        pass
    time.sleep(0.01)
p.send_signal(signal.SIGINT)
try:
    sys.exit(0 if p.wait(60) == -signal.SIGINT else 1)
except subprocess.TimeoutExpired:
    p.kill()
    sys.exit(1)
' "$TMP" "$BOGGLE" prove $SIX -j 2 -o "$TMP/c.jsonl"
status=$?
[ "$status" -eq 0 ] && one_error &&
	grep -q "stopped: the same command with --resume goes on from $TMP/c.jsonl\$" \
		"$TMP/err" && ok ||
	bad "prove -o stopped by SIGINT: status $status $(cat "$TMP/err")"
run prove $SIX -j 2 -f tsv -o "$TMP/c.jsonl" --resume
[ "$status" -eq 0 ] && cmp -s "$TMP/six.tsv" "$TMP/out" &&
	well_formed "$TMP/c.jsonl" "$TMP/six.tsv" 3x3 50 && ok ||
	bad "--resume after SIGINT: status $status $(cat "$TMP/err")"

# ---- bad input --------------------------------------------------------------

for args in "--min-score 0" "--min-score -1" "-z 5x6 --min-score 5" \
	"--resume --min-score 5" "--tiles a1 --min-score 5" \
	"--min-score 5 -o /dev/null --resume"; do
	run prove $args -d "$TMP/six.txt"
	[ "$status" -eq 2 ] && one_error && [ ! -s "$TMP/out" ] && ok ||
		bad "prove $args: status $status $(cat "$TMP/err")"
done
for class in 'a  b c' 'a b [] d' 'a b c 1' 'a b c d e' 'aa b c d'; do
	for size in "" "-z 2x2"; do
		run bound $size -d "$TMP/six.txt" "$class"
		[ "$status" -eq 2 ] && one_error && [ ! -s "$TMP/out" ] && ok ||
			bad "bound $size '$class': status $status $(cat "$TMP/err")"
	done
done

# ---- a class's bound: no board of it scores more --------------------------

# each_board RxC CLASS: every board of the class, one a line
each_board() {
	$PY -c '
import itertools, re, sys
rows, cols = (int(n) for n in sys.argv[1].split("x"))
cells = [re.findall(r"\[[^\]]*\]|[^\[\]]", c)
         for c in sys.argv[2].replace("/", " ").split()]
for b in itertools.product(*cells):
    print("/".join("".join(b[r * cols:(r + 1) * cols]) for r in range(rows)))
' "$1" "$2"
}
# bounds RxC CLASS OPTION...: bound and union bound at least the best board
bounds() {
	size=$1 class=$2
	shift 2
	each_board "$size" "$class" >"$TMP/boards"
	"$BOGGLE" solve -f summary "$@" <"$TMP/boards" >"$TMP/scores" || bad "solve"
	best=$(cut -f3 "$TMP/scores" | sort -n | tail -n 1)
	count=$(wc -l <"$TMP/boards")
	run bound -z "$size" -f tsv "$@" "$class"
	b=$(sed -n "s/^bound$TAB//p" "$TMP/out")
	p=$(sed -n "s/^every_path$TAB//p" "$TMP/out")
	u=$(sed -n "s/^union_bound$TAB//p" "$TMP/out")
	[ "$status" -eq 0 ] && [ "$best" -gt 0 ] &&
		grep -qx "boards${TAB}$count" "$TMP/out" &&
		[ "${b:--1}" -ge "$best" ] && [ "${u:--1}" -ge "$best" ] &&
		[ "${p:--1}" -ge "$b" ] && ok ||
		bad "bound $size '$class': bound ${b:-none}, every path ${p:-none}, union ${u:-none}, best board $best of $count"
}
bounds 2x2 'ae st / ae st' -d "$TMP/six.txt"
bounds 3x3 'ae st rl / st ae st / rl ae st' -d "$TMP/six.txt"
bounds 3x3 'a e st / t ae rt / e a s' -d "$TMP/six.txt"
bounds 3x3 'a e st / t ae rt / e a s' -d "$TMP/six.txt" --scoring letters
bounds 2x3 'aq s te / r ae st' -d "$TMP/q.txt"
bounds 2x3 'a[ch] co e / h[ch] ae o' --lang es -d "$TMP/es.txt"
# one board: its bound is at least its own score
bounds 3x3 's e a / t e a / r s t' -d "$TMP/six.txt"
# a part (cells of one tile) whose covered paths are left out: prove
# --class says both bounds as bound does, the one dropped lower
run bound -z 3x3 -f tsv -d "$TMP/six.txt" 'a e st / t ae rt / e a s'
b=$(sed -n "s/^bound$TAB//p" "$TMP/out")
p=$(sed -n "s/^every_path$TAB//p" "$TMP/out")
run prove -z 3x3 --min-score 22 -d "$TMP/six.txt" --class 'a e st / t ae rt / e a s'
[ "$status" -eq 0 ] && [ "${b:-0}" -lt "${p:-0}" ] &&
	grep -q "^boggle: prove: the part: bound $b with covered paths dropped ([1-9][0-9]*), $p with every path kept$" \
		"$TMP/err" && ok ||
	bad "prove --class of a part: bound ${b:-none}, every path ${p:-none}: $(cat "$TMP/err")"

# one class alone: prove --class lists exactly the boards of the class that
# reach the cutoff, as the brute force over that class's boards does, and
# says its bound, trees and the boards it scored
against 3x3 'ae st rl / st ae st / rl ae st' 40 -d "$TMP/six.txt"
against 3x3 'a e st / t ae rt / e a s' 22 -d "$TMP/six.txt"
against 2x3 'aq s te / r ae st' 10 -d "$TMP/q.txt"
against 2x3 'a[ch] co e / h[ch] ae o' 5 --lang es -d "$TMP/es.txt"
# a sample names its slowest classes with their bounds, as --class takes
# them: proven alone, each has the bound the sample gave it
run prove -z 3x3 --min-score 30 -d "$TMP/six.txt" --sample 4 --seed 2
sed -n 's/^slowest: class [0-9]*, [0-9.]* CPU-s, bound \([0-9]*\): \(.*\)$/\1	\2/p' \
	"$TMP/out" >"$TMP/slow"
[ "$status" -eq 0 ] && [ "$(wc -l <"$TMP/slow")" -eq 4 ] && ok ||
	bad "prove --sample 4: status $status, slowest lines: $(cat "$TMP/out")"
while IFS='	' read -r b class; do
	run prove -z 3x3 --min-score 30 -d "$TMP/six.txt" --class "$class"
	grep -q "^boggle: prove: the class: bound $b," "$TMP/err" && ok ||
		bad "--class '$class': not the sample's bound $b: $(cat "$TMP/err")"
done <"$TMP/slow"
# without -z, the square its cells make; a class not of the shape is refused
run prove --class 'ae st rl / st ae st / rl ae st' --min-score 40 -f tsv \
	-d "$TMP/six.txt"
$BRUTE "$BOGGLE" 3x3 'ae st rl / st ae st / rl ae st' 40 -d "$TMP/six.txt" >"$TMP/want"
[ "$status" -eq 0 ] && cmp -s "$TMP/want" "$TMP/out" && ok ||
	bad "prove --class with no -z: status $status"
for args in "--class 'a b c' --min-score 5" "-z 2x2 --class 'a b / c' --min-score 5" \
	"--class 'a1 b c d' --min-score 5" \
	"--class 'a b c d' --min-score 5 -o $TMP/c.jsonl" \
	"--class 'a b c d' --min-score 5 --sample 3"; do
	eval "run prove $args"
	[ "$status" -eq 2 ] && one_error && ok ||
		bad "prove $args: status $status, $(cat "$TMP/err")"
done

# a long proof is warned of by its count of classes, with no time it
# cannot back: it points to --estimate (3 words make every class quick)
printf '%s\n' ate eat tea >"$TMP/three.txt"
run prove -z 3x4 --min-score 100 -d "$TMP/three.txt"
[ "$status" -eq 0 ] &&
	head -1 "$TMP/err" | grep -q '^boggle: prove: 3x4 has 27135 classes to prove: --estimate says what that takes$' &&
	! grep -q days "$TMP/err" && ok ||
	bad "prove -z 3x4: status $status, warning $(head -1 "$TMP/err")"

if [ "$skipped" -gt 0 ]; then
	echo "prove: $skipped skipped"
fi
finish prove
