#!/bin/sh
# One option vocabulary: a shared option is taken with the same meaning,
# values and messages by every command that takes it; one JSON vocabulary;
# boggle help and the top-level options.
#   sh options_test.sh path/to/boggle
set -u
BOGGLE=$1
. "$(dirname "$0")/harness.sh"
skipped=0

# is WANT GOT WHAT
is() { if [ "$2" = "$1" ]; then ok; else bad "$3: got '$2', wanted '$1'"; fi; }
# run ARGS...: stdout in $TMP/out, stderr in $TMP/err, status in $status
run() {
	"$BOGGLE" "$@" >"$TMP/out" 2>"$TMP/err" </dev/null
	status=$?
}
# The message without 'boggle: COMMAND: ' and the pointer to the help.
message() { sed -e 's/^boggle: [a-z]*: //' -e 's/ (see .*//' "$TMP/err"; }

TAB=$(printf '\t')
B=qits/psab/leno/grde
printf 'quits\nlens\nstipend\n' >"$TMP/alice.txt"
PY=$(command -v python3 || true)

# ---- -m: the same shortest word in solve, score, play and best -----------
run solve -f tsv -m 5 $B
is "" "$(cut -f2 "$TMP/out" | awk 'length < 5')" "solve -m 5 leaves out shorter words"
grep -q "${TAB}quits${TAB}" "$TMP/out" && ok || bad "solve -m 5 keeps quits"
run score -m 5 $B "$TMP/alice.txt"
grep -q '^  lens  *0  too-short$' "$TMP/out" && ok || bad "score -m 5: lens too short"
grep -q '^  quits  *2  ok$' "$TMP/out" && ok || bad "score -m 5: quits counts"
printf 'lens\nquits\n' | "$BOGGLE" play -m 5 --board $B >"$TMP/out" 2>&1
grep -qx 'lens: too short' "$TMP/out" && ok || bad "play -m 5: lens too short"
grep -q 'quits: 2 points' "$TMP/out" && ok || bad "play -m 5: quits counts"
"$BOGGLE" best -m 5 --seed 3 --steps 300 -f summary >"$TMP/best"
cut -f1 "$TMP/best" | "$BOGGLE" solve -m 5 -f summary | cmp -s - "$TMP/best" && ok ||
	bad "best -m 5 scores as solve -m 5"
cut -f1 "$TMP/best" | "$BOGGLE" solve -f summary | cmp -s - "$TMP/best" &&
	bad "best -m 5 scores as without -m" || ok
# throw --plant picks a word that counts: here of 10 letters or more
"$BOGGLE" throw --plant -m 10 --seed 4 -n 20 |
	"$BOGGLE" solve -m 10 -f summary | awk -F"$TAB" '$2 == 0' >"$TMP/out"
is "" "$(cat "$TMP/out")" "throw --plant -m 10: every board holds such a word"
run throw --plant -m 17 --seed 1
is 2 "$status" "throw --plant -m 17 on 4x4"

# ---- --scoring and --rules: the same points everywhere ----------------------
run score --scoring letters $B "$TMP/alice.txt"
grep -q '^  stipend  *26  ok$' "$TMP/out" && ok || bad "score --scoring letters"
printf 'stipend\n' | "$BOGGLE" play --scoring letters --board $B >"$TMP/out" 2>&1
grep -q '^stipend: 26 points' "$TMP/out" && ok || bad "play --scoring letters"
# --scoring words: every word a point, so points and words agree
run solve -f summary --scoring words $B
awk -F"$TAB" '$2 != $3 || $2 == 0' "$TMP/out" | grep -q . && bad "solve --scoring words" || ok
run score --scoring words $B "$TMP/alice.txt"
grep -q '^  stipend  *1  ok$' "$TMP/out" && ok || bad "score --scoring words: stipend 1"
run score --rules big $B "$TMP/alice.txt"
grep -q '^  lens  *1  ok$' "$TMP/out" && ok || bad "score --rules big: lens counts"
run score --rules superbig -m 5 $B "$TMP/alice.txt"
grep -q '^  lens  *0  too-short$' "$TMP/out" && ok || bad "score --rules with -m"
for cmd in solve score play best throw prove bound; do
	run $cmd --bonus T... $B
	is "--bonus needs --scoring letters" "$(message)" "$cmd --bonus alone"
	run $cmd --rules huge $B
	is "unknown rules 'huge' (classic, big, superbig)" "$(message)" "$cmd --rules huge"
	run $cmd --scoring points $B
	is "unknown scoring 'points' (rules, letters, words)" "$(message)" "$cmd --scoring"
	run $cmd -m 0 $B
	is "--min: '0' is out of range (1 to 128)" "$(message)" "$cmd -m 0"
done
run score --scoring letters --bonus T.../..../..../.... abcd "$TMP/alice.txt"
is 2 "$status" "score: a --bonus of another shape"

# ---- -n is a number of boards; -j, -t, -s, -z the same everywhere -----------
run throw -n 3 --seed 1
is 3 "$(wc -l <"$TMP/out")" "throw -n 3: three boards"
"$BOGGLE" best -n 2 --seed 1 --steps 5000 -f summary >"$TMP/two"
"$BOGGLE" best --seed 1 --steps 5000 -f summary >"$TMP/ten"
is 2 "$(wc -l <"$TMP/two")" "best -n 2: two boards"
tail -2 "$TMP/ten" | cmp -s - "$TMP/two" && ok || bad "best -n 2: the two best"
run best -n 1 --seed 1 --steps 2000 -f json
[ "$(grep -o '"board"' "$TMP/out" | wc -l)" -eq 2 ] && ok || bad "best -n 1 json: one board"
for j in 0 257; do
	for cmd in solve best; do
		run $cmd -j $j abcd
		is "--jobs: '$j' is out of range (1 to 256)" "$(message)" "$cmd -j $j"
		is 2 "$status" "$cmd -j $j status"
	done
done
run best -j 256 --seed 1 --steps 10 -f summary; is 0 "$status" "best -j 256"
for cmd in play best; do
	run $cmd -t 0
	is "--time: '0' is out of range (1 to 31536000)" "$(message)" "$cmd -t 0"
	run $cmd --seed x
	is "--seed: 'x' is not a whole number from 0 to 18446744073709551615" \
		"$(message)" "$cmd --seed x"
done
is "$("$BOGGLE" throw --size 3x5 --seed 9)" "$("$BOGGLE" throw -z 3x5 --seed 9)" "throw -z is --size"
run throw -z 4 -s big
is "--size and --set cannot be combined: a set's dice fix its shape" "$(message)" "throw -z with -s"
run best -z 4 -s big
is "--size and --set cannot be combined: a set's dice fix its shape" "$(message)" "best -z with -s"
board=$("$BOGGLE" throw -s big --seed 5)
printf '' | "$BOGGLE" play -s big --seed 5 -f json >"$TMP/out"
grep -q "^{\"board\": \"$board\"" "$TMP/out" && ok || bad "play -s --seed throws as throw does"
run play --board $B --seed 5
is 2 "$status" "play --board with --seed"
for cmd in throw check play best; do
	run $cmd -s huge abcd
	is "unknown set 'huge': one of classic, new, big, master, superbig" "$(message)" "$cmd -s huge"
done

# ---- '-' is standard input, -d - included ---------------------------------------
printf 'cat\nact\ntac\n' >"$TMP/words"
"$BOGGLE" solve -d - -f tsv cat. <"$TMP/words" >"$TMP/out"
is "cat.${TAB}act${TAB}1
cat.${TAB}cat${TAB}1
cat.${TAB}tac${TAB}1" "$(cat "$TMP/out")" "solve -d -"
"$BOGGLE" solve -v -d - cat. <"$TMP/words" 2>&1 >/dev/null | grep -q '^boggle: standard input: 3 words' &&
	ok || bad "solve -v -d - names standard input"
printf 'intercontinental\n' | "$BOGGLE" throw -d - --plant --seed 2 | "$BOGGLE" solve -f tsv |
	grep -q "${TAB}intercontinental${TAB}" && ok || bad "throw -d - --plant"
"$BOGGLE" score -d - $B "$TMP/alice.txt" <"$TMP/words" >"$TMP/out"
grep -q '^  quits  *0  not-a-word$' "$TMP/out" && ok || bad "score -d -"
run score -d - $B -
is "'-' given twice" "$(message)" "score -d - with a list on stdin"
run play -d -
is 2 "$status" "play -d -"
run solve -d -
is 2 "$status" "solve -d - with boards on stdin"
run solve -d - -
is 2 "$status" "solve -d - with the boards '-'"
# a board '-' is the boards of standard input, in its place among the rest
"$BOGGLE" throw -n 6 --seed 4 >"$TMP/boards"
set -- $(cat "$TMP/boards")
"$BOGGLE" solve -f summary "$@" >"$TMP/want"
for jobs in 1 2; do
	"$BOGGLE" solve -f summary -j $jobs - <"$TMP/boards" >"$TMP/out"
	is 0 "$?" "solve - -j $jobs"
	cmp -s "$TMP/want" "$TMP/out" && [ "$(wc -l <"$TMP/out")" -eq 6 ] && ok ||
		bad "solve - -j $jobs: $(head -3 "$TMP/out")"
	sed -n '3,5p' "$TMP/boards" | "$BOGGLE" solve -f summary -j $jobs "$1" "$2" - \
		"$6" >"$TMP/out"
	cmp -s "$TMP/want" "$TMP/out" && ok ||
		bad "solve BOARD BOARD - BOARD -j $jobs: $(head -3 "$TMP/out")"
done
printf 'ab1d\n%s\n' "$3" | "$BOGGLE" solve -f summary "$1" - >"$TMP/out" 2>"$TMP/err"
is 2 "$?" "solve BOARD -, a bad line"
is "boggle: line 1: 'ab1d': '1' is not a letter" "$(cat "$TMP/err")" \
	"solve - names the line of standard input"
is "$(sed -n '1p;3p' "$TMP/want")" "$(cat "$TMP/out")" "solve - goes on after a bad line"

# ---- language codes in any case --------------------------------------------------
run throw --lang xx
codes=$(sed -n "s/.*unknown language 'xx' (\([^)]*\)).*/\1/p" "$TMP/err" | tr -d ,)
[ "$(echo $codes | wc -w)" -ge 20 ] && ok || bad "the languages are not listed: $(cat "$TMP/err")"
for code in $codes; do
	upper=$(echo "$code" | tr a-z A-Z)
	mixed=$(echo "$upper" | sed 's/.$/\L&/')
	"$BOGGLE" throw --lang "$code" --seed 3 -n 2 >"$TMP/want" 2>&1
	for typed in "$upper" "$mixed"; do
		"$BOGGLE" throw --lang "$typed" --seed 3 -n 2 >"$TMP/out" 2>&1
		cmp -s "$TMP/want" "$TMP/out" && ok || bad "--lang $typed: $(head -2 "$TMP/out")"
		BOGGLE_LANG=$typed "$BOGGLE" throw --seed 3 -n 2 >"$TMP/out" 2>&1
		cmp -s "$TMP/want" "$TMP/out" && ok || bad "BOGGLE_LANG=$typed: $(head -2 "$TMP/out")"
	done
done
run throw --lang FRX
is "unknown language 'FRX' ($(echo $codes | sed 's/ /, /g'))" "$(message)" "--lang FRX"

# ---- check reads standard input ----------------------------------------------------
"$BOGGLE" throw -n 10 --seed 8 | "$BOGGLE" check >"$TMP/out"
is 0 "$?" "throw -n 10 | check"
is 10 "$(grep -c ': yes, the new set can throw it$' "$TMP/out")" "check: ten yes"
printf 'zzzzzzzzzzzzzzzz\n\n# note\nab1d\n%s\n' "$("$BOGGLE" throw --seed 1)" |
	"$BOGGLE" check >"$TMP/out" 2>"$TMP/err"
is 2 "$?" "check: a bad line"
is "boggle: line 4: 'ab1d': '1' is not a letter" "$(cat "$TMP/err")" "check names the line"
is 2 "$(wc -l <"$TMP/out")" "check goes on after a bad line"
printf 'zzzzzzzzzzzzzzzz\n' | "$BOGGLE" check >/dev/null
is 1 "$?" "check: a board not throwable"

# ---- help and the top level --------------------------------------------------------
run help; is 0 "$status" "boggle help"
"$BOGGLE" --help | cmp -s - "$TMP/out" && ok || bad "help is --help"
for cmd in solve throw check paths score play best; do
	run help $cmd
	"$BOGGLE" $cmd --help | cmp -s - "$TMP/out" && ok || bad "help $cmd"
done
run help nosuch
is "boggle: unknown command 'nosuch' (see 'boggle --help')" "$(cat "$TMP/err")" "help nosuch"
is 2 "$status" "help nosuch status"
for args in "--version extra" "--help extra" "-V x" "help solve throw"; do
	run $args
	is 2 "$status" "$args"
	is 1 "$(wc -l <"$TMP/err")" "$args: one line"
done
run --vers; is 0 "$status" "--vers"
grep -q '^boggle [0-9]' "$TMP/out" && ok || bad "--vers prints the version"
run --he; is 0 "$status" "--he"
grep -q '^Usage: boggle COMMAND' "$TMP/out" && ok || bad "--he prints the help"
run solve --form summary abcd; is 0 "$status" "solve --form"

# ---- one JSON vocabulary ----------------------------------------------------------
if [ -n "$PY" ]; then
	run solve --show QUITS -f json $B
	is 0 "$status" "--show -f json"
	"$PY" -c '
import json, sys
o = json.load(sys.stdin)
assert o == {"word": "quits", "letters": 5, "score": 2,
    "path": [[0, 0], [0, 1], [0, 2], [0, 3]]}, o
' <"$TMP/out" && ok || bad "--show -f json object"
	run solve --show lEns -m 5 -f json $B
	is 1 "$status" "--show -f json, too short"
	"$PY" -c '
import json, sys
o = json.load(sys.stdin)
assert o["word"] == "lens" and o["status"] == "too-short" and o["score"] == 0, o
assert len(o["path"]) == 4, o
' <"$TMP/out" && ok || bad "--show -f json too-short"
	run solve --show zzz -f json $B
	"$PY" -c '
import json, sys
o = json.load(sys.stdin)
assert o == {"word": "zzz", "letters": 3, "score": 0, "path": [],
    "status": "not-on-board"}, o
' <"$TMP/out" && ok || bad "--show -f json not-on-board"
	run solve --show BONS -f json $B
	grep -q '"status": "not-a-word"' "$TMP/out" && ok || bad "--show -f json not-a-word"
	printf 'quits\nquits\nzzz\n' | "$BOGGLE" play --board $B -f json >"$TMP/play"
	printf 'quits\nquits\nzzz\n' >"$TMP/bob.txt"
	"$BOGGLE" score -f json $B "$TMP/bob.txt" >"$TMP/score"
	"$PY" -c '
import json, sys
play = json.load(open(sys.argv[1]))
score = json.load(open(sys.argv[2]))
rejected = [(w["word"], w["status"]) for w in play["rejected"]]
assert rejected == [("quits", "duplicate"), ("zzz", "not-on-board")], rejected
scored = [(w["word"], w["status"]) for w in score["players"][0]["words"]]
assert scored[1:] == rejected, scored
' "$TMP/play" "$TMP/score" && ok || bad "play and score: one status vocabulary"
	"$BOGGLE" best -n 4 --seed 2 --steps 2000 -f json >"$TMP/json"
	"$BOGGLE" best -n 4 --seed 2 --steps 2000 -f summary >"$TMP/summary"
	"$PY" -c '
import json, sys
b = json.load(open(sys.argv[1]))
rows = [l.rstrip("\n").split("\t") for l in open(sys.argv[2])]
got = [(x["board"], x["count"], x["score"]) for x in b["boards"]]
want = [(r[0], int(r[1]), int(r[2])) for r in reversed(rows)]
assert got == want, (got, want)
assert (b["board"], b["count"], b["score"]) == want[0]
' "$TMP/json" "$TMP/summary" && ok || bad "best json: each board its count, as summary"
else
	skipped=$((skipped + 1))
	echo "skipped: python3 missing: JSON keys"
fi

echo "$passed passed, $failed failed, $skipped skipped"
[ "$failed" -eq 0 ]
