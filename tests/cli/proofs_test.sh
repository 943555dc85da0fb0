#!/bin/sh
# The proofs published under doc/proofs, checked as a reader would check
# them: each whole proof (doc/proofs/*.jsonl.gz) must pass prove merge,
# which solves every board it lists again, and prove verify on a few of
# its classes drawn at random (the seed is printed, so that a failing draw
# can be repeated).  A proof still running (doc/proofs/partial/) must hold
# only whole, sound records: merge may find classes missing, nothing else.
#   sh proofs_test.sh path/to/boggle path/to/doc/proofs [path/to/shared]
# A proof of a list in shared/dicts is skipped when shared is not there.
# One of a system list (--lang) needs that list, of the version proven:
# another fails, as it should (the proof says nothing of other words).
set -u
BOGGLE=$1
PROOFS=$2
HERE=$(cd "$(dirname "$0")" && pwd)
SHARED=${3:-$HERE/../../../shared}
. "$HERE/harness.sh"
unset BOGGLE_LANG
skipped=0
skip() { skipped=$((skipped + 1)); echo "skipped: $*"; }
SAMPLE=${PROOF_SAMPLE:-3}

# field FILE KEY: a string field of a proof's header, empty when absent
field() {
	head -n 1 "$1" | sed -n "s/.*\"$2\": \"\\([^\"]*\\)\".*/\\1/p"
}

# list FILE: in $opts the options that load the proof's word list, or in
# $why the reason it is not on this machine.  A published header names its
# list by the checksum of its words alone: those of shared/dicts are known
# here; a language's own list, merge finds by itself.
list() {
	_sum=$(field "$1" list)
	opts= why=
	case $_sum in
	416da9095ed2289b)
		# ENABLE2K travels with the proofs; shared/dicts has it plain
		_file=$SHARED/dicts/enable2k.txt
		if [ ! -f "$_file" ] && [ -f "$PROOFS/lists/enable2k.txt.gz" ]; then
			_file=$TMP/enable2k.txt
			[ -f "$_file" ] || gzip -dc "$PROOFS/lists/enable2k.txt.gz" >"$_file"
		fi
		if [ -f "$_file" ]; then
			opts="-d $_file"
		else
			why="$_file is not there"
		fi
		;;
	esac
	if [ -n "$(field "$1" list_path)" ]; then
		why= opts=
		bad "$1: a published header names a path on the machine that made it"
	fi
}

for gz in "$PROOFS"/*.jsonl.gz "$PROOFS"/partial/*.jsonl.gz; do
	[ -f "$gz" ] || continue
	name=${gz#"$PROOFS"/}
	f=$TMP/$(basename "$gz" .gz)
	if ! gzip -dc "$gz" >"$f"; then
		bad "$name: not a whole gzip file"
		continue
	fi
	# each published in the newest format, its list named by SHA-256
	case $name in
	partial/*) ;;
	*)
		head -n 1 "$f" | grep -q '^{"boggle_prove": 4, .*"list_sha256": "[0-9a-f]\{64\}"' &&
			ok || bad "$name: not of version 4: $(head -c 60 "$f")"
		;;
	esac
	list "$f"
	if [ -n "$why" ]; then
		skip "$name: $why"
		continue
	fi
	# shellcheck disable=SC2086 # opts is a list of words
	run prove merge $opts "$f"
	case $name in
	partial/*)
		# exit 1 with the missing classes named, and nothing else said
		[ "$status" -eq 1 ] && [ "$(wc -l <"$TMP/err")" -eq 1 ] &&
			grep -q "classes missing" "$TMP/err" && ok ||
			bad "$name: merge: status $status, $(head -c 400 "$TMP/err")"
		echo "$name: $(cut -d: -f3 "$TMP/err" | cut -c1-60)..."
		continue
		;;
	esac
	[ "$status" -eq 0 ] && [ -s "$TMP/out" ] && ok ||
		bad "$name: merge: status $status, $(head -c 400 "$TMP/err")"
	sed "s|^|$name: |" "$TMP/err"
	seed=$(od -An -N4 -tu4 /dev/urandom | tr -d ' ')
	# shellcheck disable=SC2086
	run prove verify $opts --sample "$SAMPLE" --seed "$seed" "$f"
	[ "$status" -eq 0 ] && ok ||
		bad "$name: verify --sample $SAMPLE --seed $seed: status $status, $(head -c 400 "$TMP/err")"
	sed "s|^|$name: |" "$TMP/err"
done
# ENABLE2K by the name the proof page gives it: the list installed with
# the program (in the build tree, beside it), held to the header's checksum
for gz in "$PROOFS"/*.jsonl.gz; do
	f=$TMP/$(basename "$gz" .gz)
	[ "$(field "$f" list)" = 416da9095ed2289b ] || continue
	run prove verify --sample 3 --seed 1 -d enable2k "$f"
	[ "$status" -eq 0 ] && grep -q "3 of [0-9]* classes proven again" "$TMP/err" &&
		ok || bad "$gz: verify -d enable2k: status $status, $(head -c 400 "$TMP/err")"
	# the system's French list by name: another list, refused as one
	if [ -f /usr/share/dict/french ]; then
		run prove verify --sample 3 --seed 1 -d fr "$f"
		[ "$status" -ne 0 ] && grep -q "from a proof of another list" "$TMP/err" &&
			ok || bad "$gz: verify -d fr: status $status, $(head -c 400 "$TMP/err")"
	fi
	break
done
run prove verify -d enable2000 "$TMP/none.jsonl"
[ "$status" -eq 2 ] && grep -q "unknown word list 'enable2000' (no such file, nor a published proof's list: enable2k, de, es, fr)" "$TMP/err" &&
	ok || bad "-d of an unknown name: status $status, $(head -c 300 "$TMP/err")"
# a published file as it comes, still packed: said so, by merge and verify,
# whichever file of the command line it is
for gz in "$PROOFS"/*.jsonl.gz; do
	[ -f "$gz" ] || continue
	for cmd in merge verify; do
		run prove "$cmd" "$gz"
		[ "$status" -eq 2 ] &&
			grep -q "$gz: compressed with gzip: unpack it first (gzip -dk)" "$TMP/err" &&
			ok || bad "prove $cmd of a packed file: status $status, $(head -c 300 "$TMP/err")"
	done
	gzip -dc "$gz" >"$TMP/first.jsonl"
	run prove merge "$TMP/first.jsonl" "$gz"
	[ "$status" -eq 2 ] && grep -q "$gz: compressed with gzip" "$TMP/err" &&
		ok || bad "prove merge of a packed second file: status $status, $(head -c 300 "$TMP/err")"
	break
done
[ $((passed + failed + skipped)) -gt 0 ] || bad "no proof found in $PROOFS"
[ $((passed + failed)) -gt 0 ] || { echo "SKIP: every proof skipped"; exit 77; }
finish proofs
