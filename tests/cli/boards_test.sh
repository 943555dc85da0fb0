#!/bin/sh
# Board shapes of up to 256 cells, strips above all, through every command
# that takes a board or a shape.  On a strip a path is a run of cells read
# one way or the other, so its words can be listed without the solver.
#   sh boards_test.sh path/to/boggle path/to/words.txt
set -u
BOGGLE=$1
WORDS=$2
. "$(dirname "$0")/harness.sh"

expect_status() {
	if [ "$status" -eq "$1" ]; then ok; else bad "$2: status $status, wanted $1"; fi
}
# A refusal: the status, one 'boggle: ' line holding TEXT, nothing on stdout.
expect_refusal() {
	expect_status "$1" "$3"
	if [ "$(wc -l <"$TMP/err")" -eq 1 ] && grep -q "^boggle: .*$2" "$TMP/err"; then
		ok
	else
		bad "$3: stderr was:"; head -3 "$TMP/err"
	fi
	[ -s "$TMP/out" ] && bad "$3: wrote to stdout" || ok
}

# The words of a strip of one-letter cells (a row or a column, in the line
# form), at least MIN letters, from the list: every run of cells, forwards
# and backwards, with q read as qu.
strip_words() {
	board=$1 min=$2
	printf '%s\n' "$board" | tr -d / | awk -v min="$min" '
	{
		n = length($0)
		for (i = 1; i <= n; i++)
			for (j = i; j <= n; j++) {
				fwd = ""; back = ""
				for (k = i; k <= j; k++) {
					c = substr($0, k, 1); if (c == "q") c = "qu"
					fwd = fwd c
					c = substr($0, i + j - k, 1); if (c == "q") c = "qu"
					back = back c
				}
				if (length(fwd) >= min) { print fwd; print back }
			}
	}' | sort -u >"$TMP/runs"
	sort -u "$WORDS" | comm -12 "$TMP/runs" -
}

# ---- throw --size --------------------------------------------------------
run throw --size 1x29 --seed 7; expect_status 0 "throw --size 1x29"
grep -qx '[a-z]\{29\}/' "$TMP/out" && ok || bad "1x29 is one row ending with /"
row=$(cat "$TMP/out")
run throw --size 32x1 --seed 7; expect_status 0 "throw --size 32x1"
grep -qx '\([a-z]/\)\{31\}[a-z]' "$TMP/out" && ok || bad "32x1 is 32 rows of one"
column=$(cat "$TMP/out")
for shape in 1x256 256x1 2x128 3x85 16x16; do
	run throw --size $shape --seed 1 -n 3
	expect_status 0 "throw --size $shape"
	[ "$("$BOGGLE" solve -f summary <"$TMP/out" | wc -l)" -eq 3 ] && ok ||
		bad "throw --size $shape: three boards that solve"
done
run throw --size 2x128 --seed 1 -f grid
[ "$(wc -l <"$TMP/out")" -eq 2 ] && [ "$(head -1 "$TMP/out" | wc -w)" -eq 128 ] &&
	ok || bad "2x128 grid: 2 lines of 128 cells"

# ---- solve on strips, every format ------------------------------------------
for board in "$row" "$column"; do
	strip_words "$board" 3 >"$TMP/want"
	[ -s "$TMP/want" ] || bad "$board: the list has no word on it to find"
	run solve -f tsv "$board"; expect_status 0 "solve -f tsv $board"
	cut -f2 "$TMP/out" | sort >"$TMP/got"
	cmp -s "$TMP/want" "$TMP/got" && ok ||
		{ bad "$board: words differ from its runs"; diff "$TMP/want" "$TMP/got" | head -5; }
	run solve -f summary "$board"
	[ "$(cut -f2 "$TMP/out")" -eq "$(wc -l <"$TMP/want")" ] && ok ||
		bad "$board: summary count"
done
run solve -f json "$column"; expect_status 0 "solve -f json on 32x1"
grep -q '"rows": 32, "cols": 1,' "$TMP/out" && ok || bad "32x1 json shape"
# a column's paths stay in column 0 and reach its last row
grep -q '\[[0-9]*, [1-9]' "$TMP/out" && bad "32x1 json: a column past 0" || ok
run solve -f text "$column"; expect_status 0 "solve -f text on 32x1"
[ "$(head -32 "$TMP/out" | grep -cx '[A-Z][a-z]*')" -eq 32 ] && ok ||
	bad "32x1 text grid: 32 rows of one cell"

# ---- --show, --bonus, check, plant, best on strips --------------------------
run solve --show tines 'xxtinesxx/'; expect_status 0 "--show on a strip"
grep -q '^X X T I N E S X X    \. \. 1 2 3 4 5 \. \.$' "$TMP/out" && ok ||
	{ bad "--show on a strip: the path"; cat "$TMP/out"; }
run solve --show tines 'x/x/s/e/n/i/t/x/x'; expect_status 0 "--show up a column"
[ "$(sed -n 3,7p "$TMP/out" | awk '{ print $2 }' | tr -d '\n')" = 54321 ] && ok ||
	{ bad "--show up a column: the path"; cat "$TMP/out"; }
run solve --show tines 'xxtixnesxx/'; expect_status 1 "--show: not on the strip"
# letter values t1 i1 n1 e1 s1, the triple word on the t, 5 past 4 letters
run solve -f tsv --scoring letters --bonus 'T..../' 'tines/'
expect_status 0 "--bonus on a strip"
grep -qx "tines/${TAB}tines${TAB}20" "$TMP/out" && ok || bad "tines: (5 * 3) + 5"
grep -qx "tines/${TAB}nit${TAB}9" "$TMP/out" && ok || bad "nit: 3 * 3"
run solve --scoring letters --bonus 'T/./././.' 'tines/'
expect_status 2 "--bonus of another strip"
run check "$row"; expect_status 1 "check a strip"
grep -q 'not 1x29' "$TMP/out" && ok || bad "check: a strip is not the set's shape"
run throw --size 1x29 --plant intercontinental --seed 4
"$BOGGLE" solve -f tsv <"$TMP/out" | cut -f2 | grep -qx intercontinental &&
	ok || bad "planted on 1x29"
run throw --size 40x1 --plant --seed 4
[ "$("$BOGGLE" solve -f summary <"$TMP/out" | cut -f2)" -gt 0 ] 2>/dev/null && ok ||
	bad "planted on 40x1"
run best --size 1x40 --steps 500 --seed 2 -j 1 -f summary
expect_status 0 "best on a strip"
grep -q '^[a-z]\{40\}/	' "$TMP/out" && ok || bad "best 1x40: a strip"

# ---- too large ----------------------------------------------------------------
for cmd in throw best; do
	run $cmd --size 1x257; expect_refusal 2 "'1x257'.*sides 1 to 256" "$cmd 1x257"
	run $cmd --size 257x1; expect_refusal 2 "sides 1 to 256" "$cmd 257x1"
	run $cmd --size 17x17; expect_refusal 2 "289 cells, at most 256" "$cmd 17x17"
	run $cmd --size 2x129; expect_refusal 2 "258 cells, at most 256" "$cmd 2x129"
done
run paths 257; expect_refusal 2 "sides 1 to 256" "paths 257"
run paths 2x129; expect_refusal 2 "258 cells" "paths 2x129"
run paths 1x256; expect_status 0 "paths 1x256"
# a path on a line: a run of k cells, either way, or one cell
[ "$(tail -1 "$TMP/out")" = "total${TAB}65536" ] && ok || bad "paths 1x256: 256 + 256 * 255"
run paths 13x13; expect_refusal 2 "too large" "paths 13x13"
long=$(printf '%0257d/' 0 | tr 0 e)
run solve "$long"; expect_refusal 2 "more than 256 cells" "a row of 257"
run solve "$(printf 'e/%.0s' $(seq 256))e"; expect_refusal 2 "more than 256 cells" "257 rows"
run solve --scoring letters --bonus "$(printf '%0257d/' 0 | tr 0 .)" "$long"
expect_refusal 2 "more than 256 cells" "a bonus row of 257"

finish "boards tests"
