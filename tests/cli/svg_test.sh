#!/bin/sh
# Pictures: solve --show WORD -f svg and throw -f svg, read back as XML
# and checked against the JSON and line forms of the same boards.
#   sh svg_test.sh path/to/boggle
set -u
BOGGLE=$1
. "$(dirname "$0")/harness.sh"
command -v python3 >/dev/null || { echo "svg_test: skipped: no python3"; exit 77; }

# facts of an SVG file, one a line: cells N / step CELL... / bonus KIND... /
# caption TEXT / key TEXT; exit 1 if it is not well-formed XML
facts() {
	python3 - "$1" <<'PY'
import sys, xml.etree.ElementTree as ET
ns = '{http://www.w3.org/2000/svg}'
root = ET.parse(sys.argv[1]).getroot()
g = [e for e in root.iter(ns + 'g')]
cells = [e for e in g if e.get('class') == 'cell']
steps = sorted((int(e.get('data-step')), e.get('data-cell')) for e in g if e.get('class') == 'step')
print('cells', len(cells))
print('step', ' '.join(c for _, c in steps))
print('bonus', ' '.join(t.text for t in root.iter(ns + 'text') if t.get('class') == 'bonus'))
for t in root.iter(ns + 'text'):
    if t.get('class') in ('caption', 'key') and t.text:
        print(t.get('class'), t.text)
PY
}

B=wnusephegoecoert
for w in superego retches etch; do
	run solve --show "$w" -f json "$B"
	want=$(python3 -c 'import json, sys
print(" ".join(str(r * 4 + c) for r, c in json.load(sys.stdin)["path"]))' <"$TMP/out")
	run solve --show "$w" -f svg "$B"
	[ "$status" -eq 0 ] && facts "$TMP/out" >"$TMP/facts" &&
		grep -qx 'cells 16' "$TMP/facts" &&
		grep -qx "step $want" "$TMP/facts" && ok ||
		bad "solve --show $w -f svg: not the path of -f json ($want)"
done
run solve --show zzz -f svg "$B"
[ "$status" -eq 1 ] && facts "$TMP/out" >"$TMP/facts" &&
	grep -qx 'step ' "$TMP/facts" && ok ||
	bad "solve --show zzz -f svg: status $status, or a path drawn"
run solve -f svg "$B"
[ "$status" -eq 2 ] && grep -q 'with --show' "$TMP/err" && ok ||
	bad "solve -f svg without --show: status $status"
# bonus squares drawn where the layout puts them
run solve --scoring letters --bonus 'T.../.d../..t./...D' --show superego -f svg "$B"
[ "$status" -eq 0 ] && facts "$TMP/out" | grep -qx 'bonus TW DL TL DW' && ok ||
	bad "solve --bonus -f svg: the squares are not marked"

# a sheet: the boards of the same seed, and their words and points
"$BOGGLE" throw --seed 7 -n 3 >"$TMP/lines"
run throw --seed 7 -n 3 -f svg --answers
[ "$status" -eq 0 ] && facts "$TMP/out" >"$TMP/facts" && ok ||
	bad "throw -f svg --answers: status $status, or not XML"
grep -qx 'cells 48' "$TMP/facts" && ok || bad "throw -f svg: not 3 boards of 16"
sed -n 's/^caption [0-9]*\.  //p' "$TMP/facts" | cmp -s - "$TMP/lines" && ok ||
	bad "throw -f svg: captions are not the boards of throw --seed 7"
"$BOGGLE" solve -f summary <"$TMP/lines" |
	awk -F'\t' '{ printf "key %d words, %d points\n", $2, $3 }' >"$TMP/want"
grep '^key [0-9]* words, ' "$TMP/facts" | cmp -s - "$TMP/want" && ok ||
	bad "throw --answers: counts are not solve's"
n=$("$BOGGLE" solve -f tsv <"$TMP/lines" | wc -l)
m=$(grep '^key ' "$TMP/facts" | grep -v ' words, ' | tr ',' '\n' | grep -c '[a-z] [0-9]')
[ "$n" -eq "$m" ] && ok || bad "throw --answers: $m words listed, solve finds $n"
run throw --answers
[ "$status" -eq 2 ] && ok || bad "throw --answers without -f svg: status $status"

finish svg_test
