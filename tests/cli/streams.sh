#!/bin/sh
# Input read the same however it arrives: a stream of boards (and a
# player's list) fed a few bytes at a time through a pipe must give the
# same output, messages and exit status as the same bytes from a file,
# with one thread or several.
#   sh streams.sh path/to/boggle path/to/trickle
set -u
BOGGLE=$1
TRICKLE=$2
. "$(dirname "$0")/harness.sh"


# a byte-order mark, CRLF and CR-only line ends, blank and '#' lines,
# bad boards, lines over the 4096-byte limit (one only by its leading
# blanks), one exactly at it, and a last line without its line end
a4000=$(head -c 4000 /dev/zero | tr '\0' a)
{
	printf '\357\273\277omuymtupwsayitvi\r\n'
	printf 'abc1\r\n\r\n# a comment\rpers/late/sind\r'
	printf '   \t  \n#\n'
	printf '%s%s\r\n' "$(head -c 200 /dev/zero | tr '\0' ' ')" "$a4000"
	printf 'streaedlp\n'
	printf '%s%s\n' "$a4000" "$a4000"
	head -c 4096 /dev/zero | tr '\0' b; printf '\n'
	printf 'xx[y\r\n'
	printf 'abcd/efgh\n'
	printf 'catdogxxxxxxxxxx'
} >"$TMP/boards"

spaces="'                                        '..."
as="'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa'..."
bs="'bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb'..."
cat >"$TMP/want.err" <<END
boggle: line 2: 'abc1': '1' is not a letter
boggle: line 8: $spaces: longer than 4096 bytes, not a board
boggle: line 10: $as: longer than 4096 bytes, not a board
boggle: line 11: $bs: more than 256 cells
boggle: line 12: 'xx[y': '[' without a closing ']'
END

for jobs in 1 4; do
	"$BOGGLE" solve -f summary -j $jobs <"$TMP/boards" >"$TMP/file.out" \
		2>"$TMP/file.err"
	echo $? >"$TMP/file.rc"
	"$TRICKLE" 5 100 <"$TMP/boards" |
		"$BOGGLE" solve -f summary -j $jobs >"$TMP/pipe.out" 2>"$TMP/pipe.err"
	echo $? >"$TMP/pipe.rc"
	for part in out err rc; do
		cmp -s "$TMP/file.$part" "$TMP/pipe.$part" && ok ||
			{ bad "-j $jobs: std$part differs between file and slow pipe"
			  diff "$TMP/file.$part" "$TMP/pipe.$part" | cut -c1-100 | head -5; }
	done
	# and what they hold is right
	[ "$(cat "$TMP/file.rc")" = 2 ] && ok || bad "-j $jobs: status not 2"
	[ "$(cut -f1 "$TMP/file.out" | tr '\n' ' ')" = \
	  "omuymtupwsayitvi pers/late/sind streaedlp abcd/efgh catdogxxxxxxxxxx " ] &&
		ok || bad "-j $jobs: boards solved: $(cut -f1 "$TMP/file.out" | tr '\n' ' ')"
	cmp -s "$TMP/file.err" "$TMP/want.err" && ok ||
		{ bad "-j $jobs: messages"; diff "$TMP/want.err" "$TMP/file.err"; }
done

# check reads the same stream the same way, with the same messages
"$BOGGLE" check <"$TMP/boards" >"$TMP/file.out" 2>"$TMP/file.err"
echo $? >"$TMP/file.rc"
"$TRICKLE" 5 100 <"$TMP/boards" | "$BOGGLE" check >"$TMP/pipe.out" 2>"$TMP/pipe.err"
echo $? >"$TMP/pipe.rc"
for part in out err rc; do
	cmp -s "$TMP/file.$part" "$TMP/pipe.$part" && ok ||
		bad "check: std$part differs between file and slow pipe"
done
cmp -s "$TMP/file.err" "$TMP/want.err" && ok ||
	{ bad "check: messages"; diff "$TMP/want.err" "$TMP/file.err"; }
[ "$(cut -d: -f1 "$TMP/file.out" | tr '\n' ' ')" = \
  "omuymtupwsayitvi pers/late/sind streaedlp abcd/efgh catdogxxxxxxxxxx " ] &&
	ok || bad "check: boards checked: $(cut -d: -f1 "$TMP/file.out" | tr '\n' ' ')"

# a player's list, the same way
printf '\357\273\277cat\r\nDOG\rtac\n\n# not a word\r\n  act\t\nca' >"$TMP/alice.txt"
"$BOGGLE" score catdogxxxxxxxxxx "$TMP/alice.txt" >"$TMP/file.out" 2>&1
"$TRICKLE" 2 100 <"$TMP/alice.txt" |
	"$BOGGLE" score catdogxxxxxxxxxx - | sed 's/stdin/alice/' >"$TMP/pipe.out" 2>&1
cmp -s "$TMP/file.out" "$TMP/pipe.out" && ok ||
	{ bad "score: file and slow pipe differ"; diff "$TMP/file.out" "$TMP/pipe.out"; }
[ "$(grep -c '^  [a-z]' "$TMP/file.out")" = 5 ] && grep -q '^  cat  ' "$TMP/file.out" &&
	ok || { bad "score: the list's words"; cat "$TMP/file.out"; }

echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
