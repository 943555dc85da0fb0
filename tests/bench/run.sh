#!/bin/sh
# Every figure of README's Performance section, on this machine.
#   sh tests/bench/run.sh [BUILD_DIR] [SHARED_DIR]
set -eu
build=${1:-build}
shared=${2:-../shared}
boards=$shared/bench/boards1000.txt
dict=$shared/dicts/enable2k.txt
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

echo "== in-process: 1000 boards x 100, ENABLE2K"
"$build/boggle_bench" "$boards" "$dict" -r 100 -j 2

# the 100k boards the way the benchmark file was made: its seed, 100x longer
"$build/boggle" throw --seed 20240601 -n 100000 >"$tmp/boards"
for j in 1 2; do
	echo "== boggle solve -f summary -j $j -d enable2k.txt < 100k boards"
	start=$(date +%s.%N)
	"$build/boggle" solve -f summary -j "$j" -d "$dict" <"$tmp/boards" >/dev/null
	end=$(date +%s.%N)
	echo "$start $end" | awk '{ printf "%.2f s, %.0f boards/s\n", $2 - $1, 100000 / ($2 - $1) }'
done

echo "== one board, one process, built-in dictionary"
"$build/boggle_bench" --latency 300 "$build/boggle" solve -f summary perslatgsineters
