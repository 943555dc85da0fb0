#!/bin/sh
# Compiled lists from the command: dict build writes where it is told and
# nothing else (through a link, to a pipe, a device or standard output,
# loudly on a full disk); a damaged file is named as one, whatever reads
# it; and one cut short while in use ends the run with a message.
#   sh compiled_test.sh path/to/boggle path/to/words.txt
set -u
BOGGLE=$1
WORDS=$2
. "$(dirname "$0")/harness.sh"

board=perslatgsineters
"$BOGGLE" dict build "$WORDS" -o "$TMP/en.dict" && ok || bad "dict build"
want=$("$BOGGLE" solve -d "$WORDS" -f summary "$board")

# through a link to its target, the link kept
ln -s en2.dict "$TMP/link.dict"
"$BOGGLE" dict build "$WORDS" -o "$TMP/link.dict" && [ -L "$TMP/link.dict" ] &&
	cmp -s "$TMP/en2.dict" "$TMP/en.dict" && ok || bad "-o a link"
# to a pipe, which stays one
mkfifo "$TMP/fifo"
cat "$TMP/fifo" > "$TMP/from-fifo" &
reader=$!
"$BOGGLE" dict build "$WORDS" -o "$TMP/fifo"
status=$?
wait $reader
[ $status -eq 0 ] && [ -p "$TMP/fifo" ] && cmp -s "$TMP/from-fifo" "$TMP/en.dict" &&
	ok || bad "-o a pipe: status $status"
# standard output, as - or down a pipe; never a terminal
"$BOGGLE" dict build "$WORDS" -o - | cmp -s - "$TMP/en.dict" && ok ||
	bad "-o -"
"$BOGGLE" dict build "$WORDS" -o /dev/stdout | cmp -s - "$TMP/en.dict" && ok ||
	bad "-o /dev/stdout down a pipe"
# a compiled list read back: the same words
[ "$("$BOGGLE" solve -d "$TMP/en.dict" -f summary "$board")" = "$want" ] &&
	ok || bad "the compiled list solves otherwise"
"$BOGGLE" dict build "$TMP/en.dict" -o "$TMP/again.dict" &&
	cmp -s "$TMP/again.dict" "$TMP/en.dict" && ok || bad "a compiled list compiled again"
# no folder to write in
run dict build "$WORDS" -o "$TMP/none/x.dict"
[ $status -eq 1 ] && grep -q "none/x.dict: No such file" "$TMP/err" && ok ||
	bad "-o into no folder: $status $(cat "$TMP/err")"

# a damaged file is named as one, by each command, status 2
head -c 5000 "$TMP/en.dict" > "$TMP/cut.dict"
head -c 100 "$TMP/en.dict" > "$TMP/short.dict"
for f in cut short; do
	run solve -d "$TMP/$f.dict" "$board"
	[ $status -eq 2 ] && grep -q "$f.dict: a damaged compiled word list" "$TMP/err" &&
		ok || bad "solve -d a damaged file ($f): $status $(cat "$TMP/err")"
	run dict build "$TMP/$f.dict" -o "$TMP/x.dict"
	[ $status -eq 2 ] && grep -q "damaged compiled word list" "$TMP/err" &&
		ok || bad "dict build of a damaged file ($f): $status $(cat "$TMP/err")"
done
# too large: the same words and status from each command
run solve -d /dev/zero "$board"
a="$status $(cat "$TMP/err")"
run dict build /dev/zero -o "$TMP/z.dict"
b="$status $(cat "$TMP/err")"
[ "$a" = "$b" ] && [ "$status" -eq 2 ] && grep -q "larger than 128 MiB" "$TMP/err" &&
	ok || bad "/dev/zero: solve says '$a', dict build '$b'"

# A list cut short while a run has it mapped (as cp over it does): the
# run ends with a message naming it, not a bus error.
mkfifo "$TMP/boards"
"$BOGGLE" solve -d "$TMP/en.dict" -f summary <"$TMP/boards" >"$TMP/out" 2>"$TMP/err" &
solver=$!
exec 3>"$TMP/boards"
echo "$board" >&3
i=0
while [ ! -s "$TMP/out" ] && [ $i -lt 100 ]; do sleep 0.1; i=$((i + 1)); done
: > "$TMP/en.dict"
echo "$board" >&3
exec 3>&-
wait $solver
status=$?
[ $status -eq 1 ] && grep -q "en.dict: its compiled form was cut short while in use" \
	"$TMP/err" && ok || bad "a list cut short in use: status $status, $(cat "$TMP/err")"

# A full disk, and a link at the path: in a mount namespace of its own,
# where /dev is a scratch folder, so that nothing the test does can harm
# the real one.
if unshare -m true 2>/dev/null; then
	unshare -m sh -c '
		mount -t tmpfs none /dev || exit 77
		mknod /dev/full c 1 7 && mknod /dev/null c 1 3 || exit 77
		ln -s /proc/self/fd/1 /dev/stdout
		"$1" dict build "$2" -o /dev/full 2>"$3/full.err"
		echo "full $?"
		[ -c /dev/full ] && echo "full-kept"
		"$1" dict build "$2" -o /dev/stdout > "$3/stdout.dict"
		echo "stdout $?"
		[ -L /dev/stdout ] && echo "stdout-kept"
	' sh "$BOGGLE" "$WORDS" "$TMP" >"$TMP/ns" 2>&1
	if [ $? -eq 77 ]; then
		echo "compiled: no private /dev here: the full-disk case is skipped"
	else
		grep -qx "full 1" "$TMP/ns" && grep -qx full-kept "$TMP/ns" &&
			grep -q "/dev/full: No space left on device" "$TMP/full.err" &&
			ok || bad "-o /dev/full: $(cat "$TMP/ns" "$TMP/full.err")"
		grep -qx "stdout 0" "$TMP/ns" && grep -qx stdout-kept "$TMP/ns" &&
			cmp -s "$TMP/stdout.dict" "$TMP/en2.dict" && ok ||
			bad "-o /dev/stdout to a file: $(cat "$TMP/ns")"
	fi
else
	echo "compiled: unshare -m cannot run here: the full-disk case is skipped"
fi

finish compiled
