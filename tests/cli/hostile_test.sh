#!/bin/sh
# A word list made to defeat the search: every path on a board of a's
# spells a prefix of its long word, which needs a b.  Run under a short
# time limit, so a search that follows those paths fails the test.
#   sh hostile_test.sh path/to/boggle
set -u
BOGGLE=$1
. "$(dirname "$0")/harness.sh"

printf 'aaaaaaaaaaaaaaaaab\nab\n' >"$TMP/list"
run solve -d "$TMP/list" -f summary aaaaa/aaaaa/aaaaa/aaaaa/aaaaa
[ "$status" -eq 0 ] && [ "$(cut -f2 "$TMP/out")" = 0 ] && ok ||
	bad "hostile list on 5x5 a's: status $status, $(cat "$TMP/out")"

# the same list with a word the board holds, which must still be found
printf 'aaaaaaaaaaaaaaaaab\naaaa\naaaac\naaaad\naaaae\naaaaf\n' >"$TMP/list"
run solve -d "$TMP/list" -f tsv aaaaa/aaaaa/aaaaa/aaaaa/aaaaa
[ "$status" -eq 0 ] && [ "$(cut -f2 "$TMP/out")" = aaaa ] && ok ||
	bad "aaaa beside the hostile word: status $status, $(cat "$TMP/out")"
# a long word the board holds among countless paths of its letters: the
# word throw --plant laid, found however the search goes
word=rrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrqurmt
board=mrqrrrro/trrrrrrr/rrrrrwrr/rrrrrrrn/rrrrrmri
printf '%s\nrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrr\n' "$word" >"$TMP/list"
run solve -d "$TMP/list" -f tsv "$board"
[ "$status" -eq 0 ] && [ "$(cut -f2 "$TMP/out")" = "$word" ] && ok ||
	bad "the planted word with its list: status $status, $(cat "$TMP/out")"
run solve -d "$TMP/list" --show "$word" "$board"
[ "$status" -eq 0 ] && grep -q "^'$word'" "$TMP/out" && ok ||
	bad "solve --show the planted word: status $status"

# with bonus squares every path counts: the search gives up, and says so
printf 'aaaaaaaaaaaaaaaaaaaaaaaa\n' >"$TMP/list"
run solve -d "$TMP/list" --scoring letters --bonus ...../...../..d../...../..... \
	aaaaa/aaaaa/aaaaa/aaaaa/aaaaa
[ "$status" -eq 1 ] && [ ! -s "$TMP/out" ] &&
	grep -q "^boggle: 'aaaaaaaaaaaaaaaaaaaaaaaaa': too many paths to search" \
	"$TMP/err" && ok || bad "solve gives up: status $status, $(cat "$TMP/err")"
printf 'aaaa\n' >"$TMP/p"
run score -d "$TMP/list" --scoring letters --bonus ...../...../..d../...../..... \
	aaaaa/aaaaa/aaaaa/aaaaa/aaaaa "$TMP/p"
[ "$status" -eq 1 ] && grep -q "too many paths to search" "$TMP/err" && ok ||
	bad "score gives up: status $status, $(cat "$TMP/err")"
finish hostile
