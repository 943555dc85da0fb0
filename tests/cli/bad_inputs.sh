#!/bin/sh
# Bad input, a row a case: each must give one clear 'boggle: ' line per
# fault, the documented exit status, and no crash (under the sanitized
# build also no sanitizer report or leak, which would change the status).
# In a stream the good boards around the bad one must still come out.
#   sh bad_inputs.sh path/to/boggle
set -u
BOGGLE=$1
. "$(dirname "$0")/harness.sh"

# Inputs the rows refer to.
: >"$TMP/empty.txt"
mkdir "$TMP/dir"
printf 'cat\r\ndog\r\nTAC\r\n' >"$TMP/crlf.txt"
# every byte value, no line of letters only: nothing usable
awk 'BEGIN { for (i = 0; i < 256; i++) printf "%c%c\n", i, 0 }' >"$TMP/binary.txt"
{ head -c 1048576 /dev/zero | tr '\0' a; printf '\ncat\nact\n'; } >"$TMP/longline.txt"
head -c 2000000 /dev/zero | tr '\0' e >"$TMP/megaline"
head -c 30000 /dev/urandom >"$TMP/random"
{ head -c 4090 /dev/zero | tr '\0' ' '; echo abcdefghi; } >"$TMP/blankline"

# check NAME STATUS ERRLINES INPUT ARGS...
#   INPUT: '-' for none, else a printf format for stdin, or @FILE
#   ERRLINES: how many 'boggle: ' lines stderr must hold
check() {
	name=$1 want=$2 lines=$3 input=$4
	shift 4
	case $input in
	-) "$BOGGLE" "$@" </dev/null >"$TMP/out" 2>"$TMP/err" ;;
	@*) "$BOGGLE" "$@" <"${input#@}" >"$TMP/out" 2>"$TMP/err" ;;
	*) printf "$input" | "$BOGGLE" "$@" >"$TMP/out" 2>"$TMP/err" ;;
	esac
	status=$?
	got=$(grep -c '^boggle: ' "$TMP/err")
	all=$(wc -l <"$TMP/err")
	if [ "$status" -ne "$want" ]; then
		failed=$((failed + 1))
		echo "FAIL: $name: status $status, wanted $want"
		head -3 "$TMP/err"
	elif [ "$got" -ne "$lines" ] || [ "$all" -ne "$lines" ]; then
		failed=$((failed + 1))
		echo "FAIL: $name: $all lines on stderr ($got 'boggle: '), wanted $lines"
		head -3 "$TMP/err"
	else
		passed=$((passed + 1))
	fi
}

# stream NAME INPUT-FILE: good boards before and after the bad input
# are all solved, the bad lines reported, the status 2
stream() {
	name=$1 bad=$2
	{ echo xxxx; cat "$bad"; printf '\nefgh\n'; } >"$TMP/stream"
	"$BOGGLE" solve -f summary <"$TMP/stream" >"$TMP/out" 2>"$TMP/err"
	status=$?
	if [ "$status" -eq 2 ] && [ "$(head -1 "$TMP/out" | cut -f1)" = xxxx ] &&
	   [ "$(tail -1 "$TMP/out" | cut -f1)" = efgh ] &&
	   ! grep -qv '^boggle: line [0-9]*: ' "$TMP/err" && [ -s "$TMP/err" ]; then
		passed=$((passed + 1))
	else
		failed=$((failed + 1))
		echo "FAIL: stream $name: status $status"
		head -3 "$TMP/out" "$TMP/err"
	fi
}

# ---- boards ---------------------------------------------------------------
check "board of 15 letters"       2 1 - solve omuymtupwsayitv
check "board of 17 letters"       2 1 - solve omuymtupwsayitviq
check "rows of unequal length"    2 1 - solve abc/de
check "a row of one cell"         2 1 - solve ab/c
grep -q "row 2 has 1 cell, row 1 has 2" "$TMP/err" && passed=$((passed + 1)) ||
	{ failed=$((failed + 1)); echo "FAIL: one cell said as one"; }
check "a digit"                   2 1 - solve omuy1tupwsayitvi
check "punctuation"               2 1 - solve 'omuy,tupwsayitvi'
check "empty argument"            2 1 - solve ''
check "unbalanced ["              2 1 - solve 'ab[c'
check "unbalanced ]"              2 1 - solve 'abc]'
check "empty []"                  2 1 - solve '[]abc'
check "q without u in []"         2 1 - solve '[qa]bcd'
check "a row of 257 cells"        2 1 - solve "$(printf '%0257d/' 0 | tr 0 a)"
check "qu typed for the Qu face"  2 1 - solve quitsabledogsmart
grep -q "^boggle: 'quitsabledogsmart': .*'q' already reads Qu" "$TMP/err" &&
	passed=$((passed + 1)) ||
	{ failed=$((failed + 1)); echo "FAIL: qu typed: $(cat "$TMP/err")"; }
check "NUL byte on stdin"         2 1 'ab\000c\n' solve
check "invalid UTF-8 on stdin"    2 1 'ab\377\376\n' solve
check "UTF-8 letter on stdin"     2 1 'caf\303\251\n' solve
check "a megabyte line"           2 1 "@$TMP/megaline" solve
check "over-long by its blanks"   2 1 "@$TMP/blankline" solve
check "list line too long"        2 1 - score abcd "$TMP/megaline"
check "list from stdin too long"  2 1 "@$TMP/megaline" score abcd -
stream "random bytes" "$TMP/random"
printf 'ab\000cd' >"$TMP/nul"; stream "NUL in a line" "$TMP/nul"
printf 'ab[cd' >"$TMP/open"; stream "unbalanced [" "$TMP/open"
stream "a megabyte line" "$TMP/megaline"

# ---- numbers ----------------------------------------------------------------
for flag in -m -j; do
	check "solve $flag negative"     2 1 - solve "$flag" -1 abcd
	check "solve $flag overflowing"  2 1 - solve "$flag" 99999999999999999999 abcd
	check "solve $flag not a number" 2 1 - solve "$flag" three abcd
done
check "solve -m zero"                 2 1 - solve -m 0 abcd
check "solve -j too many"             2 1 - solve -j 100000 abcd
check "throw -n negative"             2 1 - throw -n -5
check "throw -n overflowing"          2 1 - throw -n 99999999999999999999
check "throw -n not a number"         2 1 - throw -n many
check "throw --seed negative"         2 1 - throw --seed -1
check "throw --seed overflowing"      2 1 - throw --seed 18446744073709551616
check "throw --seed not a number"     2 1 - throw --seed 0x10
check "throw --size negative"         2 1 - throw --size -4x4
check "throw --size overflowing"      2 1 - throw --size 99999999999999999999x4
check "throw --size not a shape"      2 1 - throw --size four
for flag in --time --steps --target -j -m; do
	check "best $flag negative"      2 1 - best "$flag" -1
	check "best $flag overflowing"   2 1 - best "$flag" 99999999999999999999
	check "best $flag not a number"  2 1 - best "$flag" lots
done
check "play --time negative"          2 1 - play --time -3
check "play --time overflowing"       2 1 - play --time 99999999999999999999
check "play --time not a number"      2 1 - play --time soon
check "play --seed not a number"      2 1 - play --seed x
check "paths shape not a shape"       2 1 - paths 4by4

# ---- names --------------------------------------------------------------------
check "unknown command"           2 1 - frobnicate
check "unknown top option"        2 1 - --frobnicate
check "unknown solve option"      2 1 - solve --frobnicate abcd
check "unknown short option"      2 1 - solve -x abcd
check "option without a value"   2 1 - solve abcd -m
check "unknown throw option"      2 1 - throw --frobnicate
check "unknown check option"      2 1 - check --frobnicate abcd
check "unknown set, throw"        2 1 - throw --set huge
check "unknown set, check"        2 1 - check --set huge abcd
check "unknown format, solve"     2 1 - solve -f xml abcd
check "unknown format, throw"     2 1 - throw -f xml
check "unknown format, best"      2 1 - best -f tsv
check "unknown format, score"     2 1 - score -f xml abcd "$TMP/crlf.txt"
check "unknown set, best"         2 1 - best --set huge
check "unknown language tag"      2 1 - solve --lang pt-PT abcd
check "language tag cut short"    2 1 - solve --lang en-US- abcd
check "unknown English size"      2 1 - throw --lang en-GB-big
check "language tag not ASCII"    2 1 - throw --lang "$(printf 'en-G\303\251')"
check "language tag, bad byte"    2 1 - throw --lang "$(printf 'e\377n')"
# a letter outside each alphabet of Debian's other lists
for case in en-US:ж en-GB:1 en-CA-small:ж pt-BR:ø de-CH:ø de-1901:ø \
	es-fise:ø eo:q ga:ð gd:j gv:ø fo:c gl:ø; do
	l=${case%%:*} x=${case#*:}
	check "$l: '$x' on a board" 2 1 - solve --lang "$l" -d "$TMP/crlf.txt" "ab${x}d"
	check "$l: '$x' on stdin"   2 1 "ab${x}d\n" solve --lang "$l" -d "$TMP/crlf.txt"
done
check "unknown set, play"         2 1 - play --set huge
check "unknown rules"             2 1 - solve --rules huge abcd
check "unknown scoring"           2 1 - solve --scoring points abcd
check "bad bonus layout"          2 1 - solve --scoring letters --bonus 'ab..' abcd
check "control byte in --bonus"   2 1 - solve --scoring letters --bonus "$(printf '.\033..')" abcd
grep -q "0x1b is not a bonus square" "$TMP/err" && passed=$((passed + 1)) ||
	{ failed=$((failed + 1)); echo "FAIL: bonus byte not named"; }

# ---- one option vocabulary --------------------------------------------------
for cmd in solve best; do
	check "$cmd -j 0"                2 1 - $cmd -j 0 abcd
	check "$cmd -j 257"              2 1 - $cmd -j 257 abcd
done
for cmd in throw score play best; do
	check "$cmd -m 0"                2 1 - $cmd -m 0 abcd
	check "$cmd -m not a number"     2 1 - $cmd -m few abcd
	check "$cmd unknown rules"       2 1 - $cmd --rules huge abcd
	check "$cmd unknown scoring"     2 1 - $cmd --scoring points abcd
	check "$cmd --bonus alone"       2 1 - $cmd --bonus T... abcd
	check "$cmd bad bonus layout"    2 1 - $cmd --scoring letters --bonus 'ab..' abcd
done
check "throw -z not a shape"      2 1 - throw -z four
check "throw -z with -s"          2 1 - throw -z 4 -s new
check "throw --plant -m too long" 2 1 - throw --plant -m 17
check "throw --bonus misfit"      2 1 - throw --scoring letters --bonus T./..
check "score --bonus misfit"      2 1 - score --scoring letters --bonus T./.. abcdefghijklmnop -
check "play --bonus misfit"       2 1 - play --scoring letters --bonus T./..
check "best --bonus misfit"       2 1 - best --scoring letters --bonus T./..
check "best -n 0"                 2 1 - best -n 0
check "best -n 101"               2 1 - best -n 101
check "best -t 0"                 2 1 - best -t 0
check "play -t a year and a second" 2 1 - play -t 31536001
check "play --board with --seed"  2 1 - play --board abcd --seed 1
check "play -d -"                 2 1 - play -d -
check "solve -d - and stdin boards" 2 1 - solve -d -
check "score -d - and a '-' list" 2 1 - score -d - abcd -
check "check: bad line on stdin"  2 1 'abcd\nab1d\nabcd\n' check
check "check: NUL on stdin"       2 1 'ab\000c\n' check
check "check: unknown set"        2 1 'abcd\n' check -s huge
check "help of no command"        2 1 - help nosuch
check "help of two commands"      2 1 - help solve throw
check "--version with more"       2 1 - --version extra
check "--help with more"          2 1 - --help extra
check "a bare --"                 2 1 - -- solve
check "ambiguous long option"     2 1 - best --s 1
check "ambiguous at the top"      2 1 - --ver --he
check "paths: shape and -z"       2 1 - paths -z 3 4
check "paths: no shape"           2 1 - paths
check "solve --show -f tsv"       2 1 - solve --show twist -f tsv omuymtupwsayitvi
check "solve --show bad word"     2 1 - solve --show qit omuymtupwsayitvi
check "throw --plant unlayable"   2 1 - throw --plant abcdefghij --size 2x2
check "check: BOM and CR"         1 0 '\357\273\277omuymtupwsayitvi\rpers/late/sind\r' check
# a line too long for its length alone, then a good one: reported, the
# game goes on, and a game played is status 0
head -c 4095 /dev/zero | tr '\0' ' ' >"$TMP/typed"
printf 'ism\nzzzz\nsum\n' >>"$TMP/typed"
check "play: line over the limit" 0 1 @"$TMP/typed" play -b omuymtupwsayitvi -f json
grep -q '"found": \[{"word": "sum"' "$TMP/out" && passed=$((passed + 1)) ||
	{ failed=$((failed + 1)); echo "FAIL: play went on after a line too long"; }
# a NUL byte inside a word makes it no word, never a shorter one
printf 'ism\000zzz\n' >"$TMP/nul.txt"
check "score: NUL in a word"      0 0 - score -f json omuymtupwsayitvi "$TMP/nul.txt"
grep -q '"status": "not-a-word"' "$TMP/out" && ! grep -q '"ok"' "$TMP/out" &&
	passed=$((passed + 1)) ||
	{ failed=$((failed + 1)); echo "FAIL: score took 'ism' from 'ism<NUL>zzz'"; }
check "play: NUL in a word"       0 0 @"$TMP/nul.txt" play -b omuymtupwsayitvi -f json
grep -q '"found": \[\]' "$TMP/out" && passed=$((passed + 1)) ||
	{ failed=$((failed + 1)); echo "FAIL: play took 'ism' from 'ism<NUL>zzz'"; }

# standard input closed, or failing at the first read: an error, not the
# input's end (play still shows the game it played)
"$BOGGLE" play -b abcd <&- >"$TMP/out" 2>"$TMP/err"
[ $? -eq 1 ] && [ "$(wc -l <"$TMP/err")" -eq 1 ] &&
	grep -q '^boggle: standard input: ' "$TMP/err" &&
	passed=$((passed + 1)) ||
	{ failed=$((failed + 1)); echo "FAIL: play with standard input closed"; }
check "play: stdin a folder"      1 1 @"$TMP/dir" play -b abcd -f json
grep -q '"missed"' "$TMP/out" && passed=$((passed + 1)) ||
	{ failed=$((failed + 1)); echo "FAIL: play showed no results after a failed read"; }
check "score: stdin a folder"     1 1 @"$TMP/dir" score abcd -
# a player's list over 1 MiB, or endless: one line naming the limit
check "score: list /dev/zero"     2 1 - score abcd /dev/zero
yes abc 2>/dev/null | "$BOGGLE" score abcd - >"$TMP/out" 2>"$TMP/err"
[ $? -eq 2 ] && grep -q '^boggle: -: .*1 MiB' "$TMP/err" &&
	[ "$(wc -l <"$TMP/err")" -eq 1 ] && passed=$((passed + 1)) ||
	{ failed=$((failed + 1)); echo "FAIL: an endless player's list"; }

# ---- dice files -------------------------------------------------------------
# a face says what a board says of the same cell
printf 'a b c d\n[abcd] b c d\na b\nc d\n' >"$TMP/dice4.txt"
check "dice: a face of 4 letters" 2 1 - throw --dice "$TMP/dice4.txt"
grep -q "line 2: a cell in \[\] holds at most 3 letters" "$TMP/err" &&
	passed=$((passed + 1)) ||
	{ failed=$((failed + 1)); echo "FAIL: dice face [abcd]: $(cat "$TMP/err")"; }
# CR alone, CRLF and a byte-order mark read the dice LF does
printf 'a b c d e f\ng h i j k l\nm n o p q r\ns t u v w x\n' >"$TMP/dice.txt"
"$BOGGLE" throw --dice "$TMP/dice.txt" --seed 1 -n 5 >"$TMP/dice.lf"
printf 'a b c d e f\rg h i j k l\rm n o p q r\rs t u v w x\r' >"$TMP/dice.cr"
printf '\357\273\277a b c d e f\r\ng h i j k l\r\nm n o p q r\r\ns t u v w x\r\n' \
	>"$TMP/dice.bom"
for f in cr bom; do
	check "dice: $f" 0 0 - throw --dice "$TMP/dice.$f" --seed 1 -n 5
	cmp -s "$TMP/out" "$TMP/dice.lf" && passed=$((passed + 1)) ||
		{ failed=$((failed + 1)); echo "FAIL: dice $f threw other boards"; }
done
for cmd in throw best; do
	check "$cmd --dice with -z"   2 1 - $cmd --dice "$TMP/dice.txt" -z 3x3
	grep -q -- "--size and --dice cannot be combined" "$TMP/err" &&
		passed=$((passed + 1)) ||
		{ failed=$((failed + 1)); echo "FAIL: $cmd --dice -z: $(cat "$TMP/err")"; }
done
check "play --board with --dice"  2 1 - play --board abcd --dice "$TMP/dice.txt"
grep -q -- "--board cannot be combined with --dice" "$TMP/err" &&
	passed=$((passed + 1)) ||
	{ failed=$((failed + 1)); echo "FAIL: play -b --dice: $(cat "$TMP/err")"; }

# ---- dictionaries -----------------------------------------------------------------
check "missing dictionary"        2 1 - solve -d "$TMP/none.txt" abcd
check "dictionary is a folder"    1 1 - solve -d "$TMP/dir" abcd
check "empty dictionary"          2 1 - solve -d "$TMP/empty.txt" abcd
check "binary dictionary"         2 1 - solve -d "$TMP/binary.txt" abcd
check "CRLF dictionary"           0 0 - solve -d "$TMP/crlf.txt" -f summary cat.
check "dictionary, 1 MB line"     0 1 - solve -v -d "$TMP/longline.txt" -f summary cat.
grep -q '2 words from 3 non-blank lines; 1 skipped' "$TMP/err" && passed=$((passed + 1)) ||
	{ failed=$((failed + 1)); echo "FAIL: long dictionary line not counted"; }
# over 128 MiB: a sparse file refused unread, endless streams once the
# limit is read, each with one line naming the limit
truncate -s 134217729 "$TMP/huge.txt"
check "dictionary over 128 MiB"   2 1 - solve -d "$TMP/huge.txt" abcd
check "dictionary /dev/zero"      2 1 - solve -d /dev/zero abcd
grep -q '128 MiB' "$TMP/err" && passed=$((passed + 1)) ||
	{ failed=$((failed + 1)); echo "FAIL: the message does not name the limit"; }
yes abc 2>/dev/null | "$BOGGLE" solve -d /dev/stdin abcd >"$TMP/out" 2>"$TMP/err"
[ $? -eq 2 ] && [ "$(wc -l <"$TMP/err")" -eq 1 ] && passed=$((passed + 1)) ||
	{ failed=$((failed + 1)); echo "FAIL: an endless word list on a pipe"; }

echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
