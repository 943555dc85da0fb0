#!/bin/sh
# --exclude LIST: the words of LIST are left out of every command that
# judges words, checked against a full solve filtered here.
#   sh exclude_test.sh path/to/boggle
set -u
BOGGLE=$1
. "$(dirname "$0")/harness.sh"

B=OMUYMTUPWSAYITVI
"$BOGGLE" solve -f tsv "$B" >"$TMP/full" || bad "solve -f tsv"
# every third word found, written as a person might: capitals, a comment
awk -F'\t' 'NR % 3 == 1 { print $2 }' "$TMP/full" >"$TMP/left"
{
	echo "# house rules"
	sed -n '1p' "$TMP/left" | tr a-z A-Z
	sed -n '2p' "$TMP/left" | sed 's/^./\U&/'
	sed -n '3,$p' "$TMP/left" | sed 's/^/  /'
} >"$TMP/list"
[ -s "$TMP/left" ] || bad "no words to leave out"

# solve: exactly the other words, with their scores, in the same order
run solve --exclude "$TMP/list" -f tsv "$B"
awk -F'\t' 'NR % 3 != 1' "$TMP/full" >"$TMP/want"
[ "$status" -eq 0 ] && cmp -s "$TMP/want" "$TMP/out" && ok ||
	bad "solve --exclude: not the full list less the words left out"
run solve --exclude "$TMP/list" -f summary "$B"
words=$(wc -l <"$TMP/want")
points=$(awk -F'\t' '{ p += $3 } END { print p }' "$TMP/want")
[ "$(cat "$TMP/out")" = "$(printf '%s\t%s\t%s' "$(echo "$B" | tr A-Z a-z)" \
	"$words" "$points")" ] && ok || bad "solve -f summary --exclude: $(cat "$TMP/out")"
# from standard input, with the boards as arguments
"$BOGGLE" solve --exclude - -f tsv "$B" <"$TMP/list" >"$TMP/out" 2>&1
cmp -s "$TMP/want" "$TMP/out" && ok || bad "solve --exclude -"

# --show: on the board, but left out
word=$(sed -n 1p "$TMP/left")
run solve --exclude "$TMP/list" --show "$word" -f json "$B"
[ "$status" -eq 1 ] && grep -q '"status": "excluded"' "$TMP/out" &&
	grep -q '"score": 0' "$TMP/out" && ok || bad "solve --show of a word left out"
run solve --exclude "$TMP/list" --show "$word" "$B"
[ "$status" -eq 1 ] && grep -q "left out by --exclude" "$TMP/out" && ok ||
	bad "solve --show text of a word left out: $(cat "$TMP/out")"

# score and play: the word left out is judged so, and scores nothing
kept=$(sed -n 1p "$TMP/want" | cut -f2)
printf '%s\n%s\n' "$word" "$kept" >"$TMP/player"
run score --exclude "$TMP/list" -f json "$B" "$TMP/player"
grep -q "\"word\": \"$word\", \"status\": \"excluded\", \"score\": 0}" "$TMP/out" &&
	grep -q "\"word\": \"$kept\", \"status\": \"ok\", \"score\": [1-9]" "$TMP/out" &&
	ok || bad "score --exclude: $(cat "$TMP/out")"
run score --penalty --exclude "$TMP/list" -f json "$B" "$TMP/player"
grep -q "\"word\": \"$word\", \"status\": \"excluded\", \"score\": 0}" "$TMP/out" &&
	ok || bad "score --penalty takes a point for a word left out"
"$BOGGLE" play --exclude "$TMP/list" --board "$B" -f json <"$TMP/player" >"$TMP/out" 2>&1
grep -q "{\"word\": \"$word\", \"status\": \"excluded\"}" "$TMP/out" &&
	! grep -q "\"missed\": \[.*\"word\": \"$word\"" "$TMP/out" && ok ||
	bad "play --exclude: $(head -c 300 "$TMP/out")"

# best: the score it reports is the board's score less the words left out
run best --exclude "$TMP/list" -z 3x3 --steps 3000 --seed 4 -f summary
board=$(head -n1 "$TMP/out" | cut -f1)
"$BOGGLE" solve --exclude "$TMP/list" -f summary "$board" >"$TMP/again"
[ "$status" -eq 0 ] && [ "$(head -n1 "$TMP/out")" = "$(cat "$TMP/again")" ] &&
	ok || bad "best --exclude: $(head -n1 "$TMP/out") vs $(cat "$TMP/again")"

# throw --plant: never a word left out
printf 'stone\nnotes\n' >"$TMP/two"
printf 'notes\n' >"$TMP/no"
i=0 planted=1
while [ $i -lt 20 ]; do
	b=$("$BOGGLE" throw --plant -d "$TMP/two" --exclude "$TMP/no" -z 3x3 --seed $i -f line)
	"$BOGGLE" solve -d "$TMP/two" -f tsv "$b" | grep -q "${TAB}stone${TAB}" || planted=0
	i=$((i + 1))
done
[ $planted -eq 1 ] && ok || bad "throw --plant planted a word left out"
run throw --plant notes --exclude "$TMP/no"
[ "$status" -eq 2 ] && grep -q "left out by --exclude" "$TMP/err" && ok ||
	bad "throw --plant WORD left out: $status $(cat "$TMP/err")"

# a list with no word in it (empty, or comments only) leaves none out
printf '# none yet\n\n' >"$TMP/empty"
for list in /dev/null "$TMP/empty"; do
	run solve --exclude "$list" -f tsv "$B"
	[ "$status" -eq 0 ] && cmp -s "$TMP/full" "$TMP/out" && ok ||
		bad "solve --exclude $list: $status $(cat "$TMP/err")"
done

# what cannot be: standard input twice, a list missing
run solve --exclude - -d - "$B"
[ "$status" -eq 2 ] && ok || bad "solve -d - --exclude -: $status"
echo "$B" | "$BOGGLE" solve --exclude - >/dev/null 2>"$TMP/err"
[ $? -eq 2 ] && grep -q "reads standard input" "$TMP/err" && ok ||
	bad "boards and --exclude both from standard input"
run solve --exclude "$TMP/none" "$B"
[ "$status" -eq 2 ] && grep -q "none: No such file" "$TMP/err" && ok ||
	bad "solve --exclude of a missing list: $status $(cat "$TMP/err")"
run paths --exclude "$TMP/list" 3x3
[ "$status" -eq 2 ] && ok || bad "paths takes no --exclude: $status"

finish exclude
