#!/bin/sh
# The cache of compiled word lists: built on first use, used after, built
# again when the list changes or the cache file is damaged, and never
# needed: an unwritable cache directory still solves.  It is private,
# made with nothing above it but its home (~/.cache, $XDG_CACHE_HOME),
# and what others may leave in it (pipes, links, files of another user)
# is never read or written through.  Forged files planted in it are
# tested in unit/test_compiled.c.
#   sh cache_test.sh path/to/boggle
set -u
BOGGLE=$1
. "$(dirname "$0")/harness.sh"

XDG_CACHE_HOME="$TMP/cache"
export XDG_CACHE_HOME
mkdir "$XDG_CACHE_HOME"
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
# a list changed within a second of being compiled is compiled again the
# next time (its times cannot tell the two apart): let the clock move on
sleep 1.2

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
[ "$(stat -c %a "$cache")" = 700 ] && [ "$(stat -c %a "$cached")" = 600 ] &&
	ok || bad "the cache is not private: $(stat -c %a "$cache" "$cached")"
before=$(stat -c %i.%Y "$cached")
expect_words "6	6" "from the cache"
[ "$(stat -c %i.%Y "$cached")" = "$before" ] && ok ||
	bad "the cache file was written again, not used"

# the list grows: its size and time change, so the cache is built again
printf 'sat\n' >> "$list"
sleep 1.2
expect_words "7	7" "a changed list"

# changed in place with its size and time put back: still not stale
cp "$list" "$TMP/list.bak"
touch -r "$list" "$TMP/stamp"
sed 's/^scat$/scta/' "$TMP/list.bak" | dd of="$list" conv=notrunc 2>/dev/null
touch -r "$TMP/stamp" "$list"
[ "$(wc -c < "$list")" -eq "$(wc -c < "$TMP/list.bak")" ] || bad "sed changed the size"
sleep 1.2
got=$("$BOGGLE" solve -d "$list" -f tsv "$board" | cut -f2 | sort | tr '\n' ' ')
case "$got" in
*scat*) bad "an edited list was served stale: $got" ;;
*) ok ;;
esac
cp "$TMP/list.bak" "$list"
sleep 1.2
expect_words "7	7" "the list as it was"

# a cache file cut short, or with a byte changed, is refused and rebuilt
head -c 100 "$cached" > "$TMP/cut" && cp "$TMP/cut" "$cached"
expect_words "7	7" "a truncated cache file"
size=$(wc -c < "$cached")
[ "$size" -gt 100 ] && ok || bad "truncated file not rebuilt"
cp "$cached" "$TMP/good"
# what follows the header, which says when the file was made, is the same
same() { cmp -s -i 512 "$1" "$2" && [ "$(wc -c < "$1")" -eq "$(wc -c < "$2")" ]; }
for at in 40 200 $((size - 3)); do
	printf 'Z' | dd of="$cached" bs=1 seek="$at" conv=notrunc 2>/dev/null
	cmp -s "$cached" "$TMP/good" && bad "byte $at: the damage did not take"
	expect_words "7	7" "a cache file with byte $at changed"
	# refused, and written again whole
	same "$cached" "$TMP/good" && ok || bad "byte $at: not rebuilt"
done

# a cache file of the right list holding other words: the sums refuse it
other="$TMP/other.txt"
printf 'zzz\n' > "$other"
"$BOGGLE" dict build "$other" -o "$TMP/other.dict"
cp "$TMP/other.dict" "$cached"
expect_words "7	7" "another list's compiled file in the cache"
same "$cached" "$TMP/good" && ok || bad "another list's file: not rebuilt"

# a pipe at the cache file's name: never opened to wait on, replaced
rm -f "$cached" && mkfifo "$cached"
got=$(timeout 20 "$BOGGLE" solve -d "$list" -f summary "$board" 2>"$TMP/err")
[ "$got" = "$board	7	7" ] && [ -f "$cached" ] && [ ! -p "$cached" ] && ok ||
	bad "a pipe in the cache: '$got', $(ls -l "$cached")"
# a link there: not written through, and its target left as it was
printf 'mine\n' > "$TMP/victim"
rm -f "$cached" && ln -s "$TMP/victim" "$cached"
expect_words "7	7" "a link in the cache"
[ "$(cat "$TMP/victim")" = mine ] && [ ! -L "$cached" ] && ok ||
	bad "a link in the cache was followed"
# no temporary files left behind
[ "$(ls -a "$cache" | grep -c tmp)" -eq 0 ] && ok || bad "files left: $(ls -a "$cache")"
if [ "$(id -u)" -eq 0 ] && id nobody >/dev/null 2>&1; then
	# a file of another user is not read, and is replaced by one's own
	chown nobody "$cached"
	expect_words "7	7" "another user's cache file"
	[ "$(stat -c %U "$cached")" = root ] && ok ||
		bad "another user's cache file was kept"
	# a cache folder of another user's is not used at all
	chown nobody "$cache"
	rm -f "$cached"
	expect_words "7	7" "another user's cache folder"
	[ ! -e "$cached" ] && ok || bad "another user's cache folder was used"
	chown root "$cache"
fi
# a folder others may read is made private
chmod 755 "$cache"
expect_words "7	7" "a cache folder others may read"
[ "$(stat -c %a "$cache")" = 700 ] && ok || bad "the cache folder was left open"
# the cache folder is a link: not used
mv "$cache" "$TMP/real-cache" && ln -s "$TMP/real-cache" "$cache"
rm -f "$TMP/real-cache"/*
expect_words "7	7" "a cache folder that is a link"
[ -z "$(ls "$TMP/real-cache")" ] && ok || bad "a linked cache folder was used"
rm "$cache" && mv "$TMP/real-cache" "$cache"

# the name says which version of the compiled form the file holds, so
# that builds of other versions keep files of their own beside it; their
# files, under names of their own, are left alone
case $(basename "$cached") in
en-????????????????-v[0-9]*-????????.dict) ok ;;
*) bad "a cache name without its version: $(basename "$cached")" ;;
esac
printf 'of another version\n' >"$cache/en-0123456789abcdef.dict"
printf 'of a later one\n' >"$cache/en-0123456789abcdef-v99-01234567.dict"
expect_words "7	7" "beside files of other versions"
[ "$(cat "$cache/en-0123456789abcdef.dict")" = "of another version" ] &&
	[ "$(cat "$cache/en-0123456789abcdef-v99-01234567.dict")" = "of a later one" ] &&
	ok || bad "another version's file was touched"
rm "$cache/en-0123456789abcdef.dict" "$cache/en-0123456789abcdef-v99-01234567.dict"

# what a run that died while writing the file left is swept up the next
# time the file is written, once it is old enough not to be in use
name=$(basename "$cached")
printf x >"$cache/.$name.999.1.tmp"
touch -d '1 hour ago' "$cache/.$name.999.1.tmp"
printf x >"$cache/.$name.998.1.tmp"
printf 'sat\nsta\n' >>"$list"
sleep 1.2
expect_words "8	8" "a list changed, with temporary files left"
[ ! -e "$cache/.$name.999.1.tmp" ] && [ -e "$cache/.$name.998.1.tmp" ] &&
	ok || bad "temporary files: $(ls -a "$cache")"
rm -f "$cache/.$name.998.1.tmp"
cp "$TMP/list.bak" "$list"
sleep 1.2
expect_words "7	7" "the list as it was, again"

# a small list is not worth a cache file
printf 'cat\n' > "$TMP/small.txt"
was=$(ls "$cache" | wc -l)
"$BOGGLE" solve -d "$TMP/small.txt" -f summary "$board" >/dev/null
files=$(ls "$cache" | wc -l)
[ "$files" -eq "$was" ] && ok || bad "a small list was cached: $files files"

# no cache at all: a directory that cannot be written
if [ "$(id -u)" -ne 0 ]; then
	chmod 555 "$cache"
	rm -f "$cached" 2>/dev/null
fi
XDG_CACHE_HOME=/proc/boggle-none
expect_words "7	7" "an unwritable cache directory"
XDG_CACHE_HOME="$TMP/cache"
chmod 700 "$cache" 2>/dev/null

# no folder is made above the cache but its home, ~/.cache or
# $XDG_CACHE_HOME: never $HOME itself
unset XDG_CACHE_HOME
HOME="$TMP/nohome/x" expect_words "7	7" "a HOME that is not there"
[ ! -e "$TMP/nohome" ] && ok || bad "a missing HOME was made"
# a cache home not there is made, private, when the folder above it is;
# never a folder above that
XDG_CACHE_HOME="$TMP/noxdg" expect_words "7	7" "an XDG_CACHE_HOME not there"
[ -f "$TMP/noxdg/boggle/$(basename "$cached")" ] &&
	[ "$(stat -c %a "$TMP/noxdg")" = 700 ] &&
	[ "$(stat -c %a "$TMP/noxdg/boggle")" = 700 ] && ok ||
	bad "a missing XDG_CACHE_HOME was not made: $(ls -laR "$TMP/noxdg" 2>&1)"
XDG_CACHE_HOME="$TMP/noparent/xdg" expect_words "7	7" \
	"an XDG_CACHE_HOME whose folder above is not there"
[ ! -e "$TMP/noparent" ] && ok || bad "a folder above XDG_CACHE_HOME was made"
XDG_CACHE_HOME="$TMP/noxdg/" expect_words "7	7" "an XDG_CACHE_HOME with a /"
mkdir "$TMP/home"
HOME="$TMP/home" expect_words "7	7" "a HOME without .cache"
[ -f "$TMP/home/.cache/boggle/$(basename "$cached")" ] &&
	[ "$(stat -c %a "$TMP/home/.cache")" = 700 ] && ok ||
	bad "~/.cache/boggle was not made: $(ls -laR "$TMP/home")"
XDG_CACHE_HOME="$TMP/cache"
export XDG_CACHE_HOME

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

# entries in capitals throughout (DNS, ÖL) are no words, in any language,
# and counted apart; the compiled copy in the cache says what the text did
caps="$TMP/caps.txt"
{
	printf 'DNS\nUSD\nSOS\nÖL\nHaus\nsos\nUSt\nA\ndnsu\n'
	awk 'BEGIN { for (i = 0; i < 40000; i++) printf "wort%c%c%c\n",
		97 + i % 26, 97 + int(i / 26) % 26, 97 + int(i / 676) % 26 }'
} >"$caps"
want=$(LC_ALL=C.UTF-8 grep -cxE '[[:upper:]]{2,}' "$caps")
sleep 1.2
files=$(ls "$XDG_CACHE_HOME/boggle" | wc -l)
for from in text cache; do
	"$BOGGLE" solve --lang de -d "$caps" -v -f tsv dnsu/sosd/ölxx/usdx \
		>"$TMP/out" 2>"$TMP/err.$from"
	[ $? -eq 0 ] && grep -q ", $want in capitals (acronyms)" "$TMP/err.$from" &&
		ok || bad "-v from the $from: $(cat "$TMP/err.$from")"
	cut -f2 "$TMP/out" | LC_ALL=C sort | tr '\n' ' ' >"$TMP/words"
	[ "$(cat "$TMP/words")" = "dnsu sos " ] && ok ||
		bad "words in capitals read as words, from the $from: $(cat "$TMP/words")"
done
[ "$want" -eq 4 ] && cmp -s "$TMP/err.text" "$TMP/err.cache" && ok ||
	bad "the cache's report differs from the text's: $(cat "$TMP/err.text" "$TMP/err.cache")"
[ "$(ls "$XDG_CACHE_HOME/boggle" | wc -l)" -eq $((files + 1)) ] && ok ||
	bad "the list was not cached once: $(ls "$XDG_CACHE_HOME/boggle")"

finish cache
