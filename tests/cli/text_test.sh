#!/bin/sh
# Text out: whatever bytes come in, JSON output is valid UTF-8 JSON and
# text output holds no control bytes; and output paths that write
# nothing write nothing cleanly.
#   sh text_test.sh path/to/boggle
set -u
BOGGLE=$1
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
passed=0
failed=0

ok() { passed=$((passed + 1)); }
fail() { failed=$((failed + 1)); echo "FAIL: $*"; }

# a board with no word of 6 letters: an empty result, written as nothing
# (under the sanitizers this once reported a null pointer passed to fwrite)
"$BOGGLE" solve -f tsv -m 6 lp/ex/mx >"$TMP/out" 2>"$TMP/err"
[ $? -eq 0 ] && [ ! -s "$TMP/out" ] && [ ! -s "$TMP/err" ] && ok ||
	{ fail "solve -f tsv -m 6 lp/ex/mx"; cat "$TMP/err"; }

echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
