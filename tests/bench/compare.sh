#!/bin/sh
# This tree against an older commit, on every workload the speed targets
# name: both are built the same way in a temporary folder beside this
# tree, then run in turn, ROUNDS rounds, so that the machine's drift falls
# on both alike.  Prints each side's median, the ratio (how many times as
# fast this tree is) and the target.
#   sh tests/bench/compare.sh BASE_COMMIT [ROUNDS] [SHARED_DIR]
# BEST=1 adds the best-board search (seeds 1 to 10, minutes a round);
# ONLY=load runs only the one-board runs that load a list, each side with
# a cache of its own, pinned to one core, then both sides in turn on one
# cache, to see that neither compiles the other's files again.
set -eu
[ $# -ge 1 ] || { echo "usage: compare.sh BASE_COMMIT [ROUNDS] [SHARED_DIR]" >&2; exit 2; }
top=$(cd "$(dirname "$0")/../.." && pwd)
base=$1
rounds=${2:-3}
shared=$(cd "${3:-$top/../shared}" && pwd)
dict=$shared/dicts/enable2k.txt
tmp=$(mktemp -d "$top/../compare.XXXXXX")
trap 'git -C "$top" worktree remove --force "$tmp/base-src" 2>/dev/null; rm -rf "$tmp"' EXIT

build() { # SOURCE DIR
	cmake -S "$1" -B "$2" -DCMAKE_BUILD_TYPE=Release -DBUILD_TESTING=OFF \
		>"$2.log" 2>&1 &&
		cmake --build "$2" -j2 --target boggle boggle_bench >>"$2.log" 2>&1 ||
		{ tail -n 20 "$2.log" >&2; exit 1; }
}
git -C "$top" worktree add --detach "$tmp/base-src" "$base" >/dev/null 2>&1
echo "building $base and this tree" >&2
build "$tmp/base-src" "$tmp/base"
build "$top" "$tmp/new"

# the workloads' boards, made once by this tree
new=$tmp/new/boggle
"$new" throw --set big -n 20000 --seed 2 >"$tmp/big.txt"
"$new" throw --seed 20240601 -n 100000 >"$tmp/100k.txt"
# the high-scoring boards, 20 times over: long enough to time
for f in high4 high5; do
	i=0
	while [ $i -lt 20 ]; do cat "$top/tests/bench/$f.txt"; i=$((i + 1)); done >"$tmp/${f}x20.txt"
done
# every path spells a prefix: a 5x5 board of one letter, a list of it repeated
a=
: >"$tmp/a25.txt"
i=0
while [ $i -lt 25 ]; do a=${a}a; echo "$a" >>"$tmp/a25.txt"; i=$((i + 1)); done

# boards a second of a command that solves COUNT boards: COUNT CMD...
rate() {
	count=$1
	shift
	start=$(date +%s.%N)
	"$@" >/dev/null
	end=$(date +%s.%N)
	echo "$start $end $count" | awk '{ printf "%.0f\n", $3 / ($2 - $1) }'
}
# milliseconds a command takes: CMD...
millis() {
	start=$(date +%s.%N)
	"$@" >/dev/null || :
	end=$(date +%s.%N)
	echo "$start $end" | awk '{ printf "%.2f\n", ($2 - $1) * 1000 }'
}

# one board a process, the list from a warm cache: SIDE; medians in ms
# beyond /bin/true of 40 runs, each side pinned to the same core
polish_board=kotapsierłowadom
loads() {
	bin=$tmp/$1/boggle
	out=$tmp/$1
	for what in en pl builtin; do
		case $what in
		en) set -- -d "$dict" perslatgsineters ;;
		pl) set -- --lang pl "$polish_board" ;;
		builtin) set -- perslatgsineters ;;
		esac
		XDG_CACHE_HOME=$out.cache taskset -c 1 "$tmp/new/boggle_bench" \
			--latency 40 "$bin" solve -f summary "$@" |
			awk '/^beyond/ { print $3 }' >>"$out.load-$what"
	done
}

# each workload once on one side: SIDE (base or new), results appended
round() {
	bin=$tmp/$1/boggle
	bench=$tmp/$1/boggle_bench
	out=$tmp/$1
	loads "$1"
	[ "${ONLY:-}" = load ] && return
	"$bench" "$shared/bench/boards1000.txt" "$dict" -r 100 -j 1 |
		awk '/^1 thread:/ { print $3; exit }' >>"$out.inproc"
	rate 20000 sh -c "'$bin' solve -m 3 -f summary -j 1 -d '$dict' <'$tmp/big.txt'" >>"$out.big"
	rate 20000 sh -c "'$bin' solve -f summary -j 1 -d '$dict' <'$tmp/high4x20.txt'" >>"$out.high4"
	rate 20000 sh -c "'$bin' solve -m 3 -f summary -j 1 -d '$dict' <'$tmp/high5x20.txt'" >>"$out.high5"
	rate 100000 sh -c "'$bin' solve -f summary -j 1 -d '$dict' <'$tmp/100k.txt'" >>"$out.j1"
	rate 100000 sh -c "'$bin' solve -f summary -j 2 -d '$dict' <'$tmp/100k.txt'" >>"$out.j2"
	"$tmp/new/boggle_bench" --latency 100 "$bin" solve -f summary perslatgsineters |
		awk '/^beyond/ { b = $3 } /^peak RSS/ { r = $3 } END { print b, r }' >>"$out.latency"
	# a search that never ends counts as the minute it is given
	millis timeout 60 "$bin" solve -f summary -d "$tmp/a25.txt" \
		aaaaaaaaaaaaaaaaaaaaaaaaa >>"$out.a25" || :
	if [ "${BEST:-0}" = 1 ]; then
		seed=1
		while [ $seed -le 10 ]; do
			millis "$bin" best -j 2 -d "$dict" --seed $seed --target 3625 -t 60 -f summary
			seed=$((seed + 1))
		done | sort -n | awk '{ v[NR] = $1 } END { print v[NR] }' >>"$out.best4"
	fi
}

# each side's cache made before the first round
have_pl=$([ -f /usr/share/dict/polish ] && echo 1 || echo 0)
[ "$have_pl" = 1 ] || echo "no /usr/share/dict/polish (wpolish): Polish rows skipped" >&2
for side in base new; do
	mkdir -p "$tmp/$side.cache"
	XDG_CACHE_HOME=$tmp/$side.cache "$tmp/$side/boggle" solve -d "$dict" \
		perslatgsineters >/dev/null
	[ "$have_pl" = 0 ] || XDG_CACHE_HOME=$tmp/$side.cache \
		"$tmp/$side/boggle" solve --lang pl "$polish_board" >/dev/null
done

r=1
while [ $r -le "$rounds" ]; do
	echo "round $r of $rounds" >&2
	round base
	round new
	r=$((r + 1))
done

median() { # FILE [COLUMN]
	awk -v c="${2:-1}" '{ print $c }' "$1" | sort -n |
		awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'
}
# NAME FILE UNIT TARGET HIGHER (1: more is faster) [COLUMN]
row() {
	b=$(median "$tmp/base.$2" "${6:-1}")
	n=$(median "$tmp/new.$2" "${6:-1}")
	echo "$1|$b|$n|$3|$4|$5" | awk -F'|' '{
		ratio = $6 ? $3 / $2 : $2 / $3
		met = $5 == "" ? "" : (ratio >= $5 ? "met" : "not met")
		printf "%-40s %12s %12s %-9s %6.2fx %6s %s\n", $1, $2, $3, $4, ratio,
		       $5 == "" ? "" : ">=" $5, met
	}'
}
echo
echo "$(git -C "$top" rev-parse --short HEAD) against $(git -C "$top" rev-parse --short "$base"), median of $rounds rounds, $(uname -m) $(nproc) cores"
printf "%-40s %12s %12s %-9s %7s %6s\n" workload base new unit ratio target
row "one board, -d enable2k.txt, cached" load-en ms 0.91 0
[ "$have_pl" = 0 ] || row "one board, --lang pl, cached" load-pl ms 0.91 0
row "one board, built-in list" load-builtin ms 0.91 0
if [ "${ONLY:-}" = load ]; then
	# both sides in turn on one cache: after each has run once, neither
	# writes a file again
	shared_cache=$tmp/shared.cache
	mkdir -p "$shared_cache"
	for side in base new base new base new; do
		for what in en pl; do
			[ $what = pl ] && [ "$have_pl" = 0 ] && continue
			[ $what = en ] && set -- -d "$dict" perslatgsineters
			[ $what = pl ] && set -- --lang pl "$polish_board"
			XDG_CACHE_HOME=$shared_cache "$tmp/$side/boggle" solve \
				-f summary "$@" >/dev/null
		done
		ls -i "$shared_cache/boggle" | sort >"$tmp/shared.$side.$r"
		r=$((r + 1))
	done
	# the file sets after the second and the last run of each side
	if cmp -s "$tmp/shared.base.$((r - 4))" "$tmp/shared.base.$((r - 2))" &&
	   cmp -s "$tmp/shared.new.$((r - 3))" "$tmp/shared.new.$((r - 1))"; then
		echo "both in turn on one cache: no file written after each ran once (met)"
	else
		echo "both in turn on one cache: files written again (not met)"
	fi
	echo "the cache they share: $(ls "$shared_cache/boggle" | tr '\n' ' ')"
	echo "targets: a cached list and the built-in one at most 1.1x the base's time (ratio >= 0.91)"
	exit 0
fi
row "in-process, 1000 boards x100, 1 thread" inproc boards/s 2.0 1
row "big 5x5 dice, 20000 boards, -m 3" big boards/s 2.0 1
row "4x4 over 2000 points, x20" high4 boards/s 2.0 1
row "5x5 over 8000 points, -m 3, x20" high5 boards/s 2.0 1
row "solve -f summary, 100000 boards, -j 1" j1 boards/s 1.8 1
row "solve -f summary, 100000 boards, -j 2" j2 boards/s 1.8 1
row "one board, one process (beyond true)" latency ms "" 0 1
row "one board, one process, peak RSS" latency MB "" 0 2
row "5x5 of a, list a to a^25 (60 s at most)" a25 ms "" 0
[ "${BEST:-0}" = 1 ] && row "best 4x4 -j 2: slowest seed to 3625" best4 ms "" 0
echo "targets: one board at most 1 ms beyond true and 8 MB; 5x5 of a in milliseconds"
