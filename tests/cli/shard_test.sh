#!/bin/sh
# Boards split across processes with GNU parallel give, put back in order,
# the same bytes as one process: what spreading work over cores or
# machines relies on.
#   sh shard_test.sh BOGGLE [BOARDS]
# Exits 77 (skipped) when parallel is not installed.
set -u
BOGGLE=$1
N=${2:-200000}
if ! command -v parallel >/dev/null 2>&1; then
	echo "SKIP: GNU parallel is not installed (Debian package parallel)"
	exit 77
fi
. "$(dirname "$0")/harness.sh"

"$BOGGLE" throw -n "$N" --seed 1 > "$TMP/boards" || bad "throw"
# every format that prints a line per board or per word; the long ones on
# a tenth of the boards
head -n $((N / 10)) "$TMP/boards" > "$TMP/some"
for fmt in summary tsv json; do
	in=$TMP/some
	[ $fmt = summary ] && in=$TMP/boards
	"$BOGGLE" solve -f $fmt < "$in" > "$TMP/one.$fmt" || bad "solve -f $fmt"
	# small blocks, so the boards are cut into many shards
	parallel --pipe -k --block 64k "$BOGGLE" solve -f $fmt \
		< "$in" > "$TMP/many.$fmt" || bad "parallel solve -f $fmt"
	cmp -s "$TMP/one.$fmt" "$TMP/many.$fmt" && ok ||
		bad "-f $fmt: sharded output differs from one process"
done
[ "$(wc -l < "$TMP/one.summary")" -eq "$N" ] && ok || bad "one summary line per board"
shards=$(parallel --pipe --block 64k wc -l < "$TMP/boards" | wc -l)
[ "$shards" -gt 1 ] && ok || bad "the stream was cut into more than one shard ($shards)"
# the shards of the README's command line, with its default block size
"$BOGGLE" throw -n "$N" --seed 1 | parallel --pipe -k "$BOGGLE" solve -f summary \
	> "$TMP/readme" || bad "README's parallel command"
cmp -s "$TMP/one.summary" "$TMP/readme" && ok || bad "README's parallel command differs"

echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
