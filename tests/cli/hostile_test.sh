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
finish hostile
