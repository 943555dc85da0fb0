#!/bin/sh
# Reads at scale: score judges a list of 60,000 distinct words against
# another player's list, its statuses counted again here with sort and
# comm; every command that echoes a board echoes the longest one-line
# form whole.  ctest gives it a few seconds, which a quadratic score
# would not meet.
#   sh reads_test.sh path/to/boggle
set -u
BOGGLE=$1
. "$(dirname "$0")/harness.sh"

# ---- score at scale ---------------------------------------------------------
BOARD=perslatgsineters
# 60,000 distinct four-letter words (7 is prime to 26^4), and the real
# words on the board so that some are ok
awk 'BEGIN { for (i = 0; i < 60000; i++) { n = i * 7; w = "";
	for (k = 0; k < 4; k++) { w = w sprintf("%c", 97 + n % 26); n = int(n / 26) }
	print w } }' >"$TMP/made"
"$BOGGLE" solve -f tsv "$BOARD" | cut -f2 | LC_ALL=C sort -u >"$TMP/real"
LC_ALL=C sort -u "$TMP/made" "$TMP/real" >"$TMP/alice.txt"
# bob: every 50th of alice's words, every 200th twice
awk 'NR % 50 == 0 { print } NR % 200 == 0 { print }' "$TMP/alice.txt" >"$TMP/bob.txt"
run score "$BOARD" "$TMP/alice.txt" "$TMP/bob.txt"
# per player: status count
awk '/^[a-z]+: -?[0-9]+ points?$/ { p = $1 } /^  / { print p, $NF }' \
	"$TMP/out" | LC_ALL=C sort | uniq -c | awk '{ print $2, $3, $1 }' >"$TMP/got"
LC_ALL=C sort -u "$TMP/bob.txt" >"$TMP/bob.u"
comm -23 "$TMP/alice.txt" "$TMP/bob.u" >"$TMP/alice.only"
shared=$(wc -l <"$TMP/bob.u")
dups=$(($(wc -l <"$TMP/bob.txt") - shared))
okay=$(comm -12 "$TMP/alice.only" "$TMP/real" | wc -l)
count() { awk -v p="$1" -v s="$2" '$1 == p && $2 == s { n = $3 } END { print n + 0 }' "$TMP/got"; }
[ "$status" -eq 0 ] && ok || bad "score of 60,000 words: status $status"
[ "$(wc -l <"$TMP/alice.txt")" -gt 60000 ] && ok || bad "alice's list is short"
[ "$(count alice: shared)" -eq "$shared" ] && ok ||
	bad "alice shared $(count alice: shared), wanted $shared"
[ "$(count bob: shared)" -eq "$shared" ] && ok ||
	bad "bob shared $(count bob: shared), wanted $shared"
[ "$(count bob: duplicate)" -eq "$dups" ] && ok ||
	bad "bob duplicates $(count bob: duplicate), wanted $dups"
[ "$(count alice: duplicate)" -eq 0 ] && ok || bad "alice has duplicates"
[ "$(count alice: ok)" -eq "$okay" ] && [ "$okay" -gt 0 ] && ok ||
	bad "alice ok $(count alice: ok), wanted $okay"
[ "$(awk '$1 == "alice:" { n += $3 } END { print n }' "$TMP/got")" -eq \
  "$(wc -l <"$TMP/alice.txt")" ] && ok || bad "alice's words are not all judged"

# ---- memory running out while reading --------------------------------------
# an error with status 1, never a short list; only where the command runs
# at all in 20 MB (a sanitized build reserves far more)
yes abc | head -c 1000000 >"$TMP/many.txt"
yes abc | head -c 8000000 >"$TMP/more.txt"
if (ulimit -v 20000 && "$BOGGLE" --version) >/dev/null 2>&1; then
	for args in "score abcd $TMP/many.txt" "solve -d $TMP/more.txt abcd"; do
		(ulimit -v 20000; exec "$BOGGLE" $args) >"$TMP/out" 2>"$TMP/err"
		status=$?
		[ "$status" -eq 1 ] && [ "$(wc -l <"$TMP/err")" -eq 1 ] &&
			grep -q '^boggle: ' "$TMP/err" && [ ! -s "$TMP/out" ] && ok ||
			bad "out of memory in $args: status $status"
	done
else
	echo "the command does not run in 20 MB: skipping the memory tests"
fi

# ---- the longest board, echoed whole ----------------------------------------
# 256 rows of one [quququ] cell: 8 bytes a cell and 255 '/'s
LONG=$(awk 'BEGIN { for (i = 0; i < 256; i++) printf "%s[ququqU]", i ? "/" : "" }')
WANT=$(echo "$LONG" | tr U u | sed 's/\[ququqU\]/[quququ]/g')
[ "${#WANT}" -eq 2303 ] && ok || bad "the longest board is ${#WANT} bytes"
run solve -f summary "$LONG"
[ "$(cut -f1 "$TMP/out")" = "$WANT" ] && ok || bad "solve cut the longest board"
run check -s superbig "$LONG"
[ "$(sed 's/: no,.*//' "$TMP/out")" = "$WANT" ] && ok || bad "check cut the longest board"
echo >"$TMP/none.txt"
run score -f json "$LONG" "$TMP/none.txt"
grep -qF "{\"board\": \"$WANT\"," "$TMP/out" && ok || bad "score cut the longest board"
run play -f json -b "$LONG"
grep -qF "{\"board\": \"$WANT\"," "$TMP/out" && ok || bad "play cut the longest board"
# throw and best make boards of one letter a cell: their longest form
run throw -z 256x1 --seed 1
[ "$(wc -c <"$TMP/out")" -eq 512 ] && ok || bad "throw cut a 256x1 board"
run best -z 256x1 --steps 1 -n 1 -f summary --seed 1
[ "$(cut -f1 "$TMP/out" | wc -c)" -eq 512 ] && ok || bad "best cut a 256x1 board"

finish reads_test
