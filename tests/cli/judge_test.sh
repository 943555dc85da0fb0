#!/bin/sh
# Judging words whose letters fill the board many ways over: each case
# must end (ctest holds it to a few seconds) with the right answer.
#   sh judge_test.sh path/to/boggle show|score|play|plant
set -u
BOGGLE=$1
. "$(dirname "$0")/harness.sh"

# letters N C: C written N times
letters() { printf "%${1}s" "" | tr ' ' "$2"; }
A25=$(letters 25 a)

case $2 in
show)
	for n in 11 13 15; do
		run solve --show "$(letters "$n" a)b" "$A25"
		[ "$status" -eq 1 ] && grep -q "is not on the board" "$TMP/out" &&
			ok || bad "solve --show: a^${n}b on 5x5 of a"
	done
	run solve --show "$(letters 63 a)b" "$(letters 255 a)b"
	[ "$status" -eq 1 ] && grep -q "not in the dictionary" "$TMP/out" &&
		ok || bad "solve --show: a^63b on 16x16 of a with a b"
	run solve --show "$(letters 63 a)b" "$(letters 256 a)"
	[ "$status" -eq 1 ] && grep -q "is not on the board" "$TMP/out" &&
		ok || bad "solve --show: a^63b on 16x16 of a"
	run solve --show "b$(letters 62 a)b" "b$(letters 254 a)b/"
	[ "$status" -eq 1 ] && grep -q "is not on the board" "$TMP/out" &&
		ok || bad "solve --show: ba^62b on 1x256"
	;;
score)
	printf '%s\n%s\n%s\n' "$(letters 12 a)b" "$(letters 16 a)" \
		"$(letters 24 a)b" >"$TMP/p.txt"
	run score "$A25" "$TMP/p.txt"
	[ "$status" -eq 0 ] && [ "$(grep -c 'not-on-board' "$TMP/out")" -eq 2 ] &&
		[ "$(grep -c 'not-a-word' "$TMP/out")" -eq 1 ] &&
		grep -q "^p: 0 points" "$TMP/out" && ok ||
		bad "score: long words of a on 5x5 of a"
	;;
play)
	printf '%s\n%s\n%s\n' "$(letters 15 a)b" "$(letters 24 a)b" \
		"$(letters 25 a)" |
		"$BOGGLE" play --time 5 -b "$A25" >"$TMP/out" 2>"$TMP/err"
	[ $? -eq 0 ] && [ "$(grep -c 'not on the board' "$TMP/out")" -eq 2 ] &&
		[ "$(grep -c 'not a word' "$TMP/out")" -eq 1 ] && ok ||
		bad "play: long words of a on 5x5 of a"
	;;
plant)
	word=rrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrqurmt
	board=$("$BOGGLE" throw --size 5x8 --plant "$word" --seed 8)
	run solve --show "$word" "$board"
	[ "$status" -eq 1 ] && grep -q "on the board but not in the dictionary" \
		"$TMP/out" && ok || bad "the planted word is on its board"
	run solve --show "r$word" "$board"
	[ "$status" -eq 1 ] && grep -q "is not on the board" "$TMP/out" &&
		ok || bad "one r more than the board holds"
	;;
strip)
	# two-letter strips: words laid along a path, so on the board; the
	# search may give up on one, but never says it is not there
	for pair in \
	    "abababbabbaabaaaaabbaaabbaaaaabaabbbababbbabbab aaaabbbbbbbababbbbababbababbabaaabababbbabaabaaababaaaabaabbaaabbbbabbbbaababbab/baaaaabababbabbabbabbbaaaabaaaaaabbbaaaababbbaabbbbbabbaababbaaababaaabaaaabbbab/bbabbaaabbaabaabababbbabaaaaabbbaabbaabbbbbabaababbbaabaabbbabaaaabababababaabab" \
	    "aabaaaaabaabbaabaaabaaabaabbbabbabbaabbabbaabbbbbbaabab abaabaaaaabbbbbbbbaabbbbababbbabababbababaaababaabbababbbabbbabbbbbaabaabbbbaaaa/babaabbbbaabbbbbbabaaaaaaaaabbaaaabbbbbbabbbabbabbababbaaabbbbbaabbaabbaabbaaaba/abbabaaaaaabababbbababbaaabaaababaaaaaabbabbbbbaaaaaaaabbaaaaabababababbbbbababa"; do
		word=${pair%% *} board=${pair#* }
		run solve --show "$word" "$board"
		[ "$status" -eq 1 ] && { grep -q "on the board but not in the dictionary" \
			"$TMP/out" || grep -q "not in the dictionary; could not decide" \
			"$TMP/out"; } && ok ||
			bad "solve --show: a word laid on a 3x80 strip of a and b"
		printf '%s\n' "$word" >"$TMP/p.txt"
		run score "$board" "$TMP/p.txt"
		[ "$status" -eq 0 ] && grep -q 'not-a-word' "$TMP/out" && ok ||
			bad "score: a word laid on a 3x80 strip of a and b"
	done
	;;
undecided)
	# a word of the list that both searches give up on, on a 16x16 board
	# of a and b: "could not decide", never "not on the board"
	word=bbbbaabbbaabaaaaabbbbaabbababbaaaabbbbbbaabbbaababbaaabbababbab
	board=aabbaaaabbaaabaa/aaaaabbaaabaaaab/aaaaabababbabbbb/aaaaaaabaaaaaaaa/bbababbbaabaaaaa/aaaaabbbaaaaaabb/baaaaaaaaaaaaaab/aaaaabbaaaabaaba/aabaaaaaaaabaaba/babbaaaaaaaaaaba/aabaaaaaaaaabaaa/abaaaaaaabbaabbb/aaaaababbaaaaaaa/abaaabaaaaaaabaa/aaaaabaaaaabbbaa/aababaaaabaaaaba
	printf '%s\n' "$word" >"$TMP/list.txt"
	run solve -d "$TMP/list.txt" --show "$word" "$board" -f json
	[ "$status" -eq 1 ] && grep -q '"path": \[\], "status": "undecided"}' "$TMP/out" &&
		ok || bad "--show -f json: $status $(cat "$TMP/out" "$TMP/err")"
	run solve -d "$TMP/list.txt" --show "$word" "$board"
	[ "$status" -eq 1 ] && grep -q ": could not decide whether the board holds it" \
		"$TMP/out" && ! grep -q "not on the board" "$TMP/out" && ok ||
		bad "--show: $status $(cat "$TMP/out" "$TMP/err")"
	# not in the list: not a word, whether the board holds it or not
	run solve --show "$word" "$board" -f json
	[ "$status" -eq 1 ] && grep -q '"status": "not-a-word"' "$TMP/out" && ok ||
		bad "--show, a word of no list: $status $(cat "$TMP/out" "$TMP/err")"
	;;
*)
	bad "no case '$2'"
	;;
esac
finish "judge $2"
