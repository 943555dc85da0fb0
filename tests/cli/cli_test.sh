#!/bin/sh
# Command-line tests: output formats, streams, errors and exit statuses.
#   sh cli_test.sh path/to/boggle path/to/shared
set -u
BOGGLE=$1
SHARED=${2:-}
. "$(dirname "$0")/harness.sh"
skipped=0

skip() { skipped=$((skipped + 1)); echo "skipped: $*"; }

# run ARGS...: stdout in $TMP/out, stderr in $TMP/err, status in $status
run() {
	"$BOGGLE" "$@" >"$TMP/out" 2>"$TMP/err" </dev/null
	status=$?
}
# run_in INPUT ARGS...: the same with INPUT on stdin
run_in() {
	input=$1
	shift
	printf '%b' "$input" | "$BOGGLE" "$@" >"$TMP/out" 2>"$TMP/err"
	status=$?
}
expect_status() {
	if [ "$status" -eq "$1" ]; then ok; else bad "$2: status $status, wanted $1"; fi
}
expect_out() {
	if [ "$(cat "$TMP/out")" = "$1" ]; then ok; else
		bad "$2: stdout was:"; head -5 "$TMP/out"; fi
}
expect_err() {
	if [ "$(cat "$TMP/err")" = "$1" ]; then ok; else
		bad "$2: stderr was:"; head -5 "$TMP/err"; fi
}
# An error: the status, and stderr opening with one 'boggle: ' line.
expect_error() {
	expect_status "$1" "$2"
	first=$(head -1 "$TMP/err")
	case $first in
	"boggle: "*) ok ;;
	*) bad "$2: stderr does not start with 'boggle: ': $first" ;;
	esac
	[ -s "$TMP/out" ] && bad "$2: wrote to stdout" || ok
}

TAB=$(printf '\t')

# ---- help and version ------------------------------------------------
run --help; expect_status 0 "--help"
grep -q '^Usage: boggle COMMAND' "$TMP/out" && ok || bad "--help text"
run --version; expect_status 0 "--version"
grep -q '^boggle [0-9]' "$TMP/out" && ok || bad "--version text"
run solve --help; expect_status 0 "solve --help"
grep -q -- '--format' "$TMP/out" && ok || bad "solve --help text"
run throw --help; expect_status 0 "throw --help"
grep -q 'classic' "$TMP/out" && ok || bad "throw --help lists sets"
run; expect_status 2 "no command"

# ---- usage errors: exit 2, one clear line --------------------------------
run frobnicate; expect_error 2 "unknown command"
expect_err "boggle: unknown command 'frobnicate' (see 'boggle --help')" "unknown command message"
run --frob; expect_error 2 "unknown top option"
run solve --frob x; expect_error 2 "unknown long option"
run solve -x abc; expect_error 2 "unknown short option"
run solve -m; expect_error 2 "missing value"
run solve -m abc abcd; expect_error 2 "-m not a number"
expect_err "boggle: solve: --min: 'abc' is not a whole number (see 'boggle solve --help')" "-m message"
run solve -m 0 abcd; expect_error 2 "-m zero"
run solve -m -3 abcd; expect_error 2 "-m negative"
run solve -m 99999999999999999999999 abcd; expect_error 2 "-m overflow"
run solve -j 0 abcd; expect_error 2 "-j zero"
run solve -j 2x abcd; expect_error 2 "-j trailing junk"
run solve -f xml abcd; expect_error 2 "unknown format"
run throw --set nope; expect_error 2 "unknown set"
run throw -n -1; expect_error 2 "-n negative"
run throw -n ten; expect_error 2 "-n not a number"
run throw --seed -1; expect_error 2 "--seed negative"
run throw --seed 18446744073709551616; expect_error 2 "--seed overflow"
run throw -f fancy; expect_error 2 "throw unknown format"
run throw extra; expect_error 2 "throw extra argument"

# ---- bad boards --------------------------------------------------------------
run solve omuy1tupwsayitvi; expect_error 2 "bad board argument"
expect_err "boggle: 'omuy1tupwsayitvi': '1' is not a letter" "bad board message"
run solve abcde; expect_error 2 "not a square"
run solve 'ab[c'; expect_error 2 "unbalanced ["
run solve ''; expect_error 2 "empty board"

# A stream: the bad line is named and skipped, the rest still solved.
run_in 'xxxx\n\n# a comment\nomuy1tupwsayitvi\n  efgh  \r\n' solve -f summary
expect_status 2 "stream with a bad board"
expect_err "boggle: line 4: 'omuy1tupwsayitvi': '1' is not a letter" "stream message"
expect_out "xxxx${TAB}0${TAB}0
efgh${TAB}0${TAB}0" "stream keeps good boards"
run_in 'ab\0cd\nxxxx' solve -f summary
expect_status 2 "NUL in a line"
grep -q "line 1: 'ab?cd': 0x00 is not a letter" "$TMP/err" && ok || bad "NUL message"
expect_out "xxxx${TAB}0${TAB}0" "last line without newline"
head -c 100000 /dev/zero | tr '\0' a >"$TMP/long"
{ echo abcd; cat "$TMP/long"; echo; echo efgh; } | "$BOGGLE" solve -f summary >"$TMP/out" 2>"$TMP/err"
status=$?
expect_status 2 "very long line"
grep -q "line 2: .*longer than" "$TMP/err" && ok || bad "long line message"
[ "$(wc -l <"$TMP/out")" -eq 2 ] && ok || bad "long line loses good boards"
head -c 20000 /dev/urandom >"$TMP/random"
"$BOGGLE" solve -f summary <"$TMP/random" >/dev/null 2>"$TMP/err"
status=$?
[ "$status" -eq 2 ] || [ "$status" -eq 0 ] && ok || bad "random bytes: status $status"

# ---- the built-in dictionary -------------------------------------------------
run solve -f tsv TINENINTOCNARETL
expect_status 0 "built-in dictionary"
grep -q "^tinenintocnaretl${TAB}intercontinental${TAB}11\$" "$TMP/out" && ok || bad "intercontinental"

# ---- throw -------------------------------------------------------------------
run throw --seed 7 -n 3; expect_status 0 "throw"
cp "$TMP/out" "$TMP/first"
run throw --seed 7 -n 3
cmp -s "$TMP/out" "$TMP/first" && ok || bad "same seed, same boards"
[ "$(wc -l <"$TMP/out")" -eq 3 ] && ok || bad "throw -n 3 lines"
grep -qv '^[a-z]\{16\}$' "$TMP/out" && bad "throw line form" || ok
run throw --seed 7 -f grid
[ "$(wc -l <"$TMP/out")" -eq 4 ] && ok || bad "grid has 4 rows"
run throw -n 0; expect_status 0 "throw -n 0"
[ -s "$TMP/out" ] && bad "throw -n 0 prints nothing" || ok
# a Qu face shows as Qu on a grid: the q in some board of the first 40
"$BOGGLE" throw --seed 1 -n 40 -f grid >"$TMP/out" 2>&1
grep -q 'Qu' "$TMP/out" && ok || bad "grid shows Qu"
"$BOGGLE" throw --seed 3 -n 100 | "$BOGGLE" solve -f summary >"$TMP/out" 2>"$TMP/err"
[ "$(wc -l <"$TMP/out")" -eq 100 ] && [ ! -s "$TMP/err" ] && ok || bad "throw | solve"

# ---- pipes and full disks ------------------------------------------------------
"$BOGGLE" throw -n 1000000 2>"$TMP/err" | head -1 >/dev/null
[ -s "$TMP/err" ] && bad "closed pipe is not quiet" || ok
if [ -w /dev/full ]; then
	"$BOGGLE" throw -n 10 >/dev/full 2>"$TMP/err"
	status=$?
	expect_status 1 "throw to a full disk"
	grep -q '^boggle: write error' "$TMP/err" && ok || bad "full disk message"
	"$BOGGLE" solve abcd >/dev/full 2>"$TMP/err"
	status=$?
	expect_status 1 "solve to a full disk"
else
	skip "/dev/full is not writable"
fi

# ---- dictionaries ----------------------------------------------------------------
run solve -d "$TMP/missing.txt" abcd; expect_error 2 "missing dictionary"
run dict build "$TMP/missing.txt" -o "$TMP/missing.dict"
expect_error 2 "dict build of a missing list"
# A missing word list is one status whatever the language: a system list
# not installed (in a mount namespace whose /usr/share/dict is empty), a
# language with none, and -d of no file.
run solve --lang xx abcd
codes=$(sed -n "s/.*unknown language 'xx' (\([^)]*\)).*/\1/p" "$TMP/err" | tr -d ,)
if unshare -m true 2>/dev/null; then
	unshare -m sh -c '
		mount -t tmpfs none /usr/share/dict || exit 77
		boggle=$1
		shift
		for code; do
			[ "$code" = en ] && continue
			"$boggle" solve --lang "$code" abcd >/dev/null 2>"/tmp/err.$$"
			echo "$code $? $(wc -l </tmp/err.$$) $(head -1 /tmp/err.$$)"
		done
		rm -f "/tmp/err.$$"
	' sh "$BOGGLE" $codes >"$TMP/ns" 2>&1
	if [ $? -eq 77 ]; then
		skip "no private /usr/share/dict: missing system lists"
	else
		[ "$(wc -l <"$TMP/ns")" -ge 20 ] && ok ||
			bad "missing lists: $(cat "$TMP/ns")"
		while read -r code st lines rest; do
			[ "$st" = 2 ] && [ "$lines" = 1 ] &&
				case $rest in "boggle: "*) true ;; *) false ;; esac &&
				ok || bad "--lang $code, its list missing: status $st: $rest"
		done <"$TMP/ns"
		# the system lists name the package that installs them
		grep -q '^fr 2 1 boggle: /usr/share/dict/french: no such file: install the wfrench package' \
			"$TMP/ns" && ok || bad "a missing French list: $(grep '^fr' "$TMP/ns")"
		grep -q '^ru 2 1 boggle: no word list for Russian' "$TMP/ns" && ok ||
			bad "Russian, with no list: $(grep '^ru' "$TMP/ns")"
	fi
else
	skip "unshare -m cannot run here: missing system lists"
fi
run solve -d "$TMP" abcd; expect_error 1 "dictionary is a directory"
: >"$TMP/empty.txt"
run solve -d "$TMP/empty.txt" abcd; expect_error 2 "empty dictionary"
printf 'Cat\r\nact\r\ntac\r\nx-y\r\n' >"$TMP/crlf.txt"
run solve -v -f tsv -d "$TMP/crlf.txt" cat.
expect_status 0 "CRLF dictionary"
expect_out "cat.${TAB}act${TAB}1
cat.${TAB}cat${TAB}1
cat.${TAB}tac${TAB}1" "CRLF words, sorted"
grep -q '3 words from 4 non-blank lines; 1 skipped' "$TMP/err" && ok || bad "-v counts skipped"


# ---- editions, shapes, planted boards, the roll check ------------------------
run check zzzzzzzzzzzzzzzz; expect_status 1 "check refuses zzzz"
grep -q '^zzzzzzzzzzzzzzzz: no, ' "$TMP/out" && ok || bad "check says no"
for set in classic new big master superbig; do
	board=$("$BOGGLE" throw --set $set --seed 5)
	run check --set $set "$board"; expect_status 0 "check accepts a $set throw"
	run solve -f summary "$board"; expect_status 0 "solve reads a $set throw"
	[ "$(cut -f1 "$TMP/out")" = "$board" ] && ok || bad "$set board reads back"
done
run check --set big "$("$BOGGLE" throw --seed 5)"; expect_status 1 "check: wrong shape"
run check --set nope abcd; expect_error 2 "check unknown set"
run check 'ab1c'; expect_error 2 "check bad board"
run check; expect_status 0 "check without a board reads standard input"

run throw --size 3x5 --seed 2; expect_status 0 "throw --size"
grep -qx '[a-z]\{5\}/[a-z]\{5\}/[a-z]\{5\}' "$TMP/out" && ok || bad "3x5 line form"
run throw --size 7 --seed 2 -n 2
grep -qx '[a-z]\{49\}' "$TMP/out" && ok || bad "--size N is NxN"
run throw --size 1x16 --seed 2
grep -qx '[a-z]\{16\}/' "$TMP/out" && ok || bad "a single row ends with /"
run throw --size 0x3; expect_error 2 "--size zero"
run throw --size 17x16; expect_error 2 "--size too big"
run throw --size 4y4; expect_error 2 "--size bad form"
run throw --size 4x4 --set big; expect_error 2 "--size with --set"
"$BOGGLE" throw --plant intercontinental --size 6x6 --seed 3 | "$BOGGLE" solve -f tsv >"$TMP/out"
grep -q "${TAB}intercontinental${TAB}32\$" "$TMP/out" && ok || bad "planted word found, superbig score"
"$BOGGLE" throw --plant --seed 4 -n 50 | "$BOGGLE" solve -f summary -m 8 >"$TMP/out"
[ "$(awk -F"$TAB" '$2 == 0' "$TMP/out" | wc -l)" -eq 0 ] && ok || bad "every planted board has a long word"
run throw --plant q2; expect_error 2 "--plant bad word"
run throw --plant abcdefghijklmnopq --size 2x2; expect_error 2 "--plant word too long"

"$BOGGLE" throw --set big --seed 6 -n 20 | "$BOGGLE" solve -f tsv >"$TMP/out"
[ -s "$TMP/out" ] && [ "$(awk -F"$TAB" 'length($2) < 4' "$TMP/out" | wc -l)" -eq 0 ] && ok || bad "5x5 minimum is 4"
"$BOGGLE" throw --set big --seed 6 -n 20 | "$BOGGLE" solve -f tsv -m 3 >"$TMP/out"
[ "$(awk -F"$TAB" 'length($2) == 3' "$TMP/out" | wc -l)" -gt 0 ] && ok || bad "-m overrides the edition"
run solve --rules big -f tsv perslatgsineters
[ "$(awk -F"$TAB" 'length($2) < 4' "$TMP/out" | wc -l)" -eq 0 ] && ok || bad "--rules big on 4x4"
run solve -f tsv '[th]ose/x.xx/xxxx/xxxx'
grep -q "${TAB}those${TAB}2\$" "$TMP/out" && ok || bad "[th] cell"
run solve --rules huge abcd; expect_error 2 "unknown rules"
run solve --scoring points abcd; expect_error 2 "unknown scoring"
run solve --bonus ..../..../..../.... abcd; expect_error 2 "--bonus without letters"
run solve --scoring letters --bonus ..x. abcd; expect_error 2 "bad --bonus"
run solve --scoring letters --bonus 'd..D/' -f summary abcd bcd./; expect_status 2 "--bonus of another shape"
grep -q "'abcd': board is 2x2, --bonus is 1x4" "$TMP/err" && ok || bad "bonus shape message"
[ "$(wc -l <"$TMP/out")" -eq 1 ] && ok || bad "bonus: the fitting board is solved"
run solve --scoring letters -f tsv -m 3 qate
grep -q "${TAB}qua${TAB}13\$" "$TMP/out" && ok || bad "letter scoring"

# ---- --show: a word's path on the board ------------------------------------
run solve --show intercontinental TINENINTOCNARETL
expect_status 0 "--show a word"
sed -n 2p "$TMP/out" | grep -q '^N I N T  *8  *1 13 14$' && ok || bad "--show order grid"
tail -1 "$TMP/out" | grep -qx "'intercontinental': 16 letters, 11 points" && ok || bad "--show score"
grep -q "$(printf '\033')" "$TMP/out" && bad "--show: colour in a pipe" || ok
run solve --show xyzzy TINENINTOCNARETL
expect_status 1 "--show a word not on the board"
grep -q 'not on the board' "$TMP/out" && ok || bad "--show not on the board"
run solve --show tntn TINENINTOCNARETL
expect_status 1 "--show a non-word"
grep -q 'not in the dictionary' "$TMP/out" && ok || bad "--show not in the dictionary"
run solve --show 'x1' abcd; expect_error 2 "--show a bad word"
run solve --show tin; expect_error 2 "--show without a board"
# with bonus squares the best path is the one shown
run solve --scoring letters --bonus '..../..../..../T...' --show tin tinx/xxxx/xxxx/tinx
tail -1 "$TMP/out" | grep -q '9 points' && ok || bad "--show takes the best path"
if command -v script >/dev/null 2>&1; then
	script -qec "$BOGGLE solve --show tin tinxxxxxxxxxxxxx" /dev/null >"$TMP/out" 2>&1
	grep -q "$(printf '\033')" "$TMP/out" && ok || bad "--show: colour on a terminal"
	NO_COLOR=1 script -qec "$BOGGLE solve --show tin tinxxxxxxxxxxxxx" /dev/null >"$TMP/out" 2>&1
	grep -q "$(printf '\033')" "$TMP/out" && bad "--show: colour under NO_COLOR" || ok
else
	skip "script(1) missing: colour on a terminal"
fi
run throw --plant=quiz --size 2x2 --seed 1
"$BOGGLE" solve -f tsv -m 4 "$(cat "$TMP/out")" | grep -q "${TAB}quiz${TAB}" && ok || bad "--plant=WORD"
run throw -d "$TMP/missing.txt"; expect_error 2 "throw -d missing"

# ---- game tools: paths, score, play --------------------------------------------
run paths 4
expect_status 0 "paths 4"
tail -1 "$TMP/out" | grep -qx "total${TAB}12029640" && ok || bad "4x4 path total"
sed -n 13p "$TMP/out" | grep -qx "13${TAB}2644520" && ok || bad "4x4, 13 cells"
[ "$(wc -l <"$TMP/out")" -eq 17 ] && ok || bad "a line per length and the total"
run paths 3x2
head -1 "$TMP/out" | grep -qx "1${TAB}6" && ok || bad "paths RxC"
run paths 16; expect_error 2 "paths too large"
# refused before any counting: nothing printed, the reason given
run paths 8; expect_error 2 "paths 8: too many states"
grep -qF "8x8 is too large to count in" "$TMP/err" && ok || bad "paths 8: the reason"
run paths 6x42; expect_error 2 "paths 6x42: too many paths"
grep -qF "6x42 has too many paths to count: 2^128 or more" "$TMP/err" && ok || bad "paths 6x42: the reason"
run paths 2x55
expect_status 0 "paths 2x55"
tail -1 "$TMP/out" | grep -qx "total${TAB}277736612335459399765595978091064196876" && ok || bad "2x55: a total just under 2^128"
run paths 2x56; expect_error 2 "paths 2x56: a total past 2^128"
run paths 0; expect_error 2 "paths of nothing"
run paths; expect_error 2 "paths without a shape"

# a three-player game on a board with a Qu: words struck, repeated, wrong
printf 'quit\nquits\nQUIT\nsit\nzzz\nit\n' >"$TMP/ann.txt"
printf 'quits\ntip\nspit\nqxq\n' >"$TMP/ben.words"
printf 'tips\nsip\nsuit\n' >"$TMP/cy"
run score --penalty -f json qits/psab/leno/grde "$TMP/ann.txt" "$TMP/ben.words" "$TMP/cy"
expect_status 0 "score"
if command -v python3 >/dev/null 2>&1; then
	python3 -c '
import json, sys
g = json.load(sys.stdin)
assert g["board"] == "qitspsablenogrde", g["board"]
p = {x["name"]: x for x in g["players"]}
assert list(p) == ["ann", "ben", "cy"]
st = lambda n: [(w["word"], w["status"], w["score"]) for w in p[n]["words"]]
assert st("ann") == [("quit", "ok", 1), ("quits", "shared", 0), ("quit", "duplicate", 0),
    ("sit", "ok", 1), ("zzz", "not-on-board", -1), ("it", "too-short", 0)], st("ann")
assert st("ben") == [("quits", "shared", 0), ("tip", "ok", 1), ("spit", "ok", 1),
    ("qxq", "not-a-word", -1)], st("ben")
assert st("cy") == [("tips", "ok", 1), ("sip", "ok", 1), ("suit", "not-on-board", -1)], st("cy")
assert [p[n]["score"] for n in p] == [1, 1, 1]
assert g["winner"] is None
' <"$TMP/out" && ok || bad "score: statuses, penalties, tie"
else
	skip "python3 missing: score json"
fi
run score qits/psab/leno/grde "$TMP/ann.txt" "$TMP/cy"
grep -qx 'winner: ann' "$TMP/out" && ok || bad "score text winner"
grep -qx 'ann: 4 points' "$TMP/out" && ok || bad "score text total"
grep -q '^  quit  *0  duplicate$' "$TMP/out" && ok || bad "score text table"
printf 'quit\n' | "$BOGGLE" score qits/psab/leno/grde - "$TMP/cy" >"$TMP/out" 2>&1
grep -qx 'stdin: 1 point' "$TMP/out" && ok || bad "score from stdin"
run score qits/psab/leno/grde "$TMP/none.txt"; expect_error 2 "score missing list"
run score 'qi1s' "$TMP/cy"; expect_error 2 "score bad board"
run score qits/psab/leno/grde; expect_error 2 "score without lists"

# a scripted game through a pipe: judged, then found, missed and the total
printf 'quit\nQUIT\nzzz\nit\nqxqx\nsip' | "$BOGGLE" play --board qits/psab/leno/grde -f json >"$TMP/out" 2>"$TMP/err"
status=$?
expect_status 0 "play through a pipe"
if command -v python3 >/dev/null 2>&1; then
	"$BOGGLE" solve -f json qits/psab/leno/grde >"$TMP/solved"
	python3 -c '
import json, sys
g = json.loads(open(sys.argv[1]).read())
s = json.loads(open(sys.argv[2]).read())
assert [w["word"] for w in g["found"]] == ["quit", "sip"], g["found"]
assert g["rejected"] == [{"word": "quit", "status": "duplicate"},
    {"word": "zzz", "status": "not-on-board"}, {"word": "it", "status": "too-short"},
    {"word": "qxqx", "status": "not-a-word"}], g["rejected"]
assert g["score"] == sum(w["score"] for w in g["found"]) == 2
assert g["possible_score"] == s["score"]
allw = sorted(w["word"] for w in s["words"])
assert sorted([w["word"] for w in g["found"]] + [w["word"] for w in g["missed"]]) == allw
sc = [w["score"] for w in g["missed"]]
assert sc == sorted(sc, reverse=True)
' "$TMP/out" "$TMP/solved" && ok || bad "play json"
else
	skip "python3 missing: play json"
fi
printf 'quit\nzzz\n' | "$BOGGLE" play --board qits/psab/leno/grde >"$TMP/out" 2>&1
grep -q "$(printf '\033')" "$TMP/out" && bad "play: escape codes in a pipe" || ok
grep -qx 'zzz: not on the board' "$TMP/out" && ok || bad "play says why at once"
grep -q '^1 of [0-9]* words, 1 of [0-9]* points (' "$TMP/out" && ok || bad "play total"
# the clock ends a game that input does not
{ echo quit; sleep 3; echo sip; } | "$BOGGLE" play --board qits/psab/leno/grde --time 1 -f json >"$TMP/out"
grep -q '"found": \[{"word": "quit", "score": 1}\]' "$TMP/out" && ok || bad "play --time ends the game"
run play --set huge; expect_error 2 "play unknown set"
run play --time 0; expect_error 2 "play --time 0"

# ---- best: reproducible, and every score the solver's ------------------------------
"$BOGGLE" best --seed 7 --steps 3000 -f summary >"$TMP/best1"
"$BOGGLE" best --seed 7 --steps 3000 -f summary >"$TMP/best2"
[ -s "$TMP/best1" ] && cmp -s "$TMP/best1" "$TMP/best2" && ok || bad "best: same seed, same result"
"$BOGGLE" best --seed 8 --steps 3000 -f summary >"$TMP/best3"
cmp -s "$TMP/best1" "$TMP/best3" && bad "best: another seed, another search" || ok
cut -f1 "$TMP/best1" | "$BOGGLE" solve -f summary | cmp -s - "$TMP/best1" && ok ||
	bad "best: every score is what solve gives"
sort -t"$TAB" -k3,3n -s "$TMP/best1" | cmp -s - "$TMP/best1" && ok || bad "best: the best last"
"$BOGGLE" best --set classic --seed 2 --steps 2000 -f summary >"$TMP/best4"
while IFS="$TAB" read -r board words points; do
	"$BOGGLE" check --set classic "$board" >/dev/null || bad "best --set: $board cannot be thrown"
done <"$TMP/best4"
ok
"$BOGGLE" best --size 3x5 --seed 2 --steps 2000 -f json -j 2 >"$TMP/out"
grep -q '"rows": 3, "cols": 5' "$TMP/out" && ok || bad "best --size, json"
run best --size 3x5 --set new; expect_error 2 "best: --size with --set"
# ending a search early still prints the best boards found
"$BOGGLE" best --seed 5 -t 100 -f summary >"$TMP/out" 2>"$TMP/err" &
pid=$!
sleep 1
kill -TERM "$pid"
wait "$pid"
status=$?
expect_status 0 "best ended by a signal"
[ -s "$TMP/out" ] && ok || bad "best prints what it found when stopped"
run best --steps 0; expect_error 2 "best --steps 0"
run best --format tsv; expect_error 2 "best: no tsv"

# ---- results against the shared reference lists ----------------------------------
if [ -n "$SHARED" ] && [ -f "$SHARED/dicts/unixdict.txt" ]; then
	UNIX=$SHARED/dicts/unixdict.txt
	ENABLE=$SHARED/dicts/enable2k.txt
	BOARDS=$SHARED/bench/boards1000.txt
	run solve -d "$UNIX" OMUYMTUPWSAYITVI
	expect_status 0 "unixdict text"
	tail -1 "$TMP/out" | grep -qx '35 words, 40 points' && ok || bad "text totals"
	grep -q '^mutatis  *5$' "$TMP/out" && ok || bad "text word lines"
	sed -n 1p "$TMP/out" | grep -qx 'O M U Y' && ok || bad "text grid"
	run solve -d "$UNIX" -f summary omuy/mtup/wsay/itvi
	expect_out "omuymtupwsayitvi${TAB}35${TAB}40" "summary"
	run solve -d "$UNIX" -f tsv OMUYMTUPWSAYITVI
	[ "$(wc -l <"$TMP/out")" -eq 35 ] && ok || bad "tsv lines"
	head -2 "$TMP/out" >"$TMP/two"
	[ "$(cat "$TMP/two")" = "omuymtupwsayitvi${TAB}mutatis${TAB}5
omuymtupwsayitvi${TAB}twist${TAB}2" ] && ok || bad "tsv order"
	run solve -d "$UNIX" -f json OMUYMTUPWSAYITVI
	grep -q '^{"board": "omuymtupwsayitvi", "rows": 4, "cols": 4, "count": 35, "score": 40, "words": \[{"word": "mutatis", "score": 5, "path": \[\[' "$TMP/out" && ok || bad "json head"
	if command -v python3 >/dev/null 2>&1; then
		python3 -c '
import json, sys
b = json.loads(sys.stdin.readline())
assert b["count"] == len(b["words"]) == 35
assert sum(w["score"] for w in b["words"]) == b["score"] == 40
for w in b["words"]:
    cells = [b["board"][r * b["cols"] + c] for r, c in w["path"]]
    assert "".join("qu" if x == "q" else x for x in cells) == w["word"], w
' <"$TMP/out" && ok || bad "json paths spell the words"
	else
		skip "python3 missing: json parse check"
	fi
	"$BOGGLE" solve -d "$ENABLE" -f summary <"$BOARDS" >"$TMP/j1"
	total=$(awk -F"$TAB" '{ s += $3 } END { print s }' "$TMP/j1")
	[ "$total" = 143128 ] && ok || bad "1000 boards total $total"
	"$BOGGLE" solve -d "$ENABLE" -f summary -j 2 <"$BOARDS" >"$TMP/j2"
	cmp -s "$TMP/j1" "$TMP/j2" && ok || bad "-j 2 keeps input order"
	"$BOGGLE" throw --seed 11 -n 5000 >"$TMP/many"
	"$BOGGLE" solve -f tsv -j 1 <"$TMP/many" >"$TMP/j1"
	"$BOGGLE" solve -f tsv -j 3 <"$TMP/many" >"$TMP/j2"
	cmp -s "$TMP/j1" "$TMP/j2" && ok || bad "-j 3 over several batches"
	run solve -d "$ENABLE" -f summary perslatgsineters streaedlp pers/late/sind
	[ "$(cut -f3 "$TMP/out" | tr '\n' ' ')" = "3625 545 1651 " ] && ok || bad "reference boards"
	[ "$(sed -n 3p "$TMP/out" | cut -f1)" = "pers/late/sind" ] && ok || bad "rectangle in one-line form"
else
	skip "shared reference data not found: reference results"
fi

echo "$passed passed, $failed failed, $skipped skipped"
[ "$failed" -eq 0 ]
