#!/bin/sh
# The cache of compiled word lists: built on first use, used after, built
# again when the list changes or the cache file is damaged, and never
# needed: an unwritable cache directory still solves.
#   sh cache_test.sh path/to/boggle
set -u
BOGGLE=$1
. "$(dirname "$0")/harness.sh"

XDG_CACHE_HOME="$TMP/cache"
export XDG_CACHE_HOME
cache="$TMP/cache/boggle"
list="$TMP/list.txt"
# only lists of 256 KiB or more are cached: pad this one with repeats
printf 'cat\ncats\ncast\nscat\nact\nacts\n' > "$list"
i=0
while [ $i -lt 20 ]; do
	printf 'act\n%.0s' $(seq 4000) >> "$list"
	i=$((i + 1))
done
# 2x2: every cell touches every other, so each word is on it
board=cats

expect_words() { # what solve -f summary says of the board, and why
	got=$("$BOGGLE" solve -d "$list" -f summary "$board" 2>"$TMP/err")
	if [ "$got" = "$board	$1" ]; then
		ok
	else
		bad "$2: got '$got', wanted '$board	$1'"
	fi
}

expect_words "6	6" "first use"
files=$(ls "$cache" 2>/dev/null | wc -l)
[ "$files" -eq 1 ] && ok || bad "first use: $files cache files"
cached=$(ls "$cache"/*)
expect_words "6	6" "from the cache"

# the list grows: its size and time change, so the cache is built again
sleep 1
printf 'sat\n' >> "$list"
expect_words "7	7" "a changed list"

# a cache file cut short, or with a byte changed, is refused and rebuilt
head -c 100 "$cached" > "$TMP/cut" && cp "$TMP/cut" "$cached"
expect_words "7	7" "a truncated cache file"
size=$(wc -c < "$cached")
[ "$size" -gt 100 ] && ok || bad "truncated file not rebuilt"
cp "$cached" "$TMP/good"
for at in 40 200 $((size - 3)); do
	printf 'Z' | dd of="$cached" bs=1 seek="$at" conv=notrunc 2>/dev/null
	cmp -s "$cached" "$TMP/good" && bad "byte $at: the damage did not take"
	expect_words "7	7" "a cache file with byte $at changed"
	# refused, and written again whole
	cmp -s "$cached" "$TMP/good" && ok || bad "byte $at: not rebuilt"
done

# a cache file of the right list holding other words: the sums refuse it
other="$TMP/other.txt"
printf 'zzz\n' > "$other"
"$BOGGLE" dict build "$other" -o "$TMP/other.dict"
cp "$TMP/other.dict" "$cached"
expect_words "7	7" "another list's compiled file in the cache"
cmp -s "$cached" "$TMP/good" && ok || bad "another list's file: not rebuilt"

# a small list is not worth a cache file
printf 'cat\n' > "$TMP/small.txt"
"$BOGGLE" solve -d "$TMP/small.txt" -f summary "$board" >/dev/null
files=$(ls "$cache" | wc -l)
[ "$files" -eq 1 ] && ok || bad "a small list was cached: $files files"

# no cache at all: a directory that cannot be written
if [ "$(id -u)" -ne 0 ]; then
	chmod 555 "$cache"
	rm -f "$cached" 2>/dev/null
fi
XDG_CACHE_HOME=/proc/boggle-none
expect_words "7	7" "an unwritable cache directory"
XDG_CACHE_HOME="$TMP/cache"
chmod 755 "$cache" 2>/dev/null

# dict build's file is taken by -d, for its language only
"$BOGGLE" dict build "$list" -o "$TMP/en.dict" &&
	ok || bad "dict build"
got=$("$BOGGLE" solve -d "$TMP/en.dict" -f summary "$board")
[ "$got" = "$board	7	7" ] && ok || bad "compiled -d: $got"
"$BOGGLE" solve --lang fr -d "$TMP/en.dict" "$board" 2>"$TMP/err"
status=$?
[ $status -eq 2 ] && grep -q 'compiled for another language' "$TMP/err" &&
	ok || bad "compiled list in another language: $status"
"$BOGGLE" dict build 2>/dev/null
[ $? -eq 2 ] && ok || bad "dict build without arguments"

finish cache
