#!/bin/sh
# The built-in list's two-letter words: found with -m 2 and by letter
# scoring, never listed by the rules of any edition.  Expected words come
# from counting in the list itself, not from the solver.
#   sh words_test.sh path/to/boggle path/to/words.txt
set -u
BOGGLE=$1
WORDS=$2
. "$(dirname "$0")/harness.sh"

grep -x '[a-z][a-z]' "$WORDS" >"$TMP/two"
[ -s "$TMP/two" ] && ok || bad "the list holds no two-letter word"

# Each two-letter word as a board of two cells, which holds that word and
# its reverse and nothing else of two letters.
sed 's|$|/|' "$TMP/two" >"$TMP/boards"
awk '{ print $0 "/" "\t" $0; print $0 "/" "\t" substr($0, 2, 1) substr($0, 1, 1) }' \
	"$TMP/two" | sort -u >"$TMP/pairs"
awk -F "$TAB" 'NR == FNR { in_list[$0] = 1; next } $2 in in_list' \
	"$TMP/two" "$TMP/pairs" | sort >"$TMP/want"
"$BOGGLE" solve -m 2 -f tsv <"$TMP/boards" | cut -f1,2 | sort >"$TMP/got"
cmp -s "$TMP/want" "$TMP/got" && ok ||
	{ bad "-m 2: two-cell boards"; diff "$TMP/want" "$TMP/got" | head -5; }
"$BOGGLE" solve -f summary <"$TMP/boards" | cut -f2 | sort -u >"$TMP/got"
[ "$(cat "$TMP/got")" = 0 ] && ok || bad "classic rules list a two-letter word"

# a whole board: -m 2 lists a two-letter word of the list, the rules none
"$BOGGLE" solve -m 2 -f tsv tosa | cut -f2 >"$TMP/got"
grep -qx to "$TMP/got" && grep -qx to "$WORDS" && ok || bad "-m 2 finds 'to' on tosa"
"$BOGGLE" throw --seed 20240601 -n 200 >"$TMP/bench"
"$BOGGLE" solve -m 2 -f tsv <"$TMP/bench" | cut -f2 | grep -c '^..$' >"$TMP/n"
[ "$(cat "$TMP/n")" -gt 0 ] && ok || bad "-m 2 finds no two-letter word on 200 boards"
for args in "" "--rules classic" "--rules big" "--rules superbig"; do
	# shellcheck disable=SC2086
	"$BOGGLE" solve $args -f tsv <"$TMP/bench" | cut -f2 >"$TMP/got"
	[ -s "$TMP/got" ] && ! grep -q '^..$' "$TMP/got" && ok ||
		bad "rules '$args' list a word of two letters"
done
"$BOGGLE" throw --set superbig --seed 1 -n 50 | "$BOGGLE" solve -f tsv |
	cut -f2 | grep -q '^.\{1,3\}$' && bad "6x6 lists a word under 4 letters" || ok

# letter scoring takes two letters: o 1 + x 8, and 'xo' is not a word
"$BOGGLE" solve --scoring letters -f tsv ox/ >"$TMP/got"
[ "$(cat "$TMP/got")" = "ox/${TAB}ox${TAB}9" ] && ok ||
	{ bad "letter scoring: ox"; cat "$TMP/got"; }

finish "words tests"
