#!/bin/sh
# Writes high4.txt and high5.txt, the high-scoring boards compare.sh
# times: 4x4 boards over 2,000 points and 5x5 boards over 8,000 (-m 3),
# against ENABLE2K, 1,000 distinct boards of each, of the kind an
# annealing run visits near its best.  They are the best boards of five
# runs of `boggle best` (seeds 1 to 5) and every board one letter away
# from those (the moves annealing makes), kept if over the mark, then
# 1,000 of them taken at even steps.  The same build gives the same files.
#   sh tests/bench/make-high.sh BUILD_DIR [SHARED_DIR]
set -eu
build=${1:-build}
shared=${2:-../shared}
here=$(cd "$(dirname "$0")" && pwd)
dict=$shared/dicts/enable2k.txt
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# SIZE MIN_POINTS STEPS OUT [OPTIONS]
collect() {
	size=$1 least=$2 steps=$3 out=$4
	shift 4
	: >"$tmp/best"
	for seed in 1 2 3 4 5; do
		"$build/boggle" best -z "$size" -d "$dict" -n 100 -j 1 \
			--seed "$seed" --steps "$steps" -f summary "$@" |
			awk -v least="$least" '$3 > least { print $1 }' >>"$tmp/best"
	done
	# each board, then every board one cell's letter away (a Qu cell,
	# printed qu, is written q)
	awk '{
		n = 0
		for (i = 1; i <= length($1); i++) {
			c = substr($1, i, 1)
			if (c == "q" && substr($1, i + 1, 1) == "u")
				i++
			cell[++n] = c
		}
		print $1
		for (k = 1; k <= n; k++)
			for (l = 0; l < 26; l++) {
				c = substr("abcdefghijklmnopqrstuvwxyz", l + 1, 1)
				if (c == cell[k])
					continue
				b = ""
				for (i = 1; i <= n; i++)
					b = b (i == k ? c : cell[i])
				print b
			}
	}' "$tmp/best" >"$tmp/moves"
	"$build/boggle" solve -f summary -d "$dict" "$@" <"$tmp/moves" |
		awk -v least="$least" '$3 > least && !seen[$1]++ { print $1 }' \
			>"$tmp/high"
	awk -v n="$(wc -l <"$tmp/high")" 'BEGIN { step = n / 1000 }
		NR > next_at && taken < 1000 { print; taken++; next_at = taken * step }' \
		"$tmp/high" >"$out"
	echo "$out: $(wc -l <"$out") of $(wc -l <"$tmp/high") boards over $least" >&2
}
collect 4x4 2000 200000 "$here/high4.txt"
collect 5x5 8000 100000 "$here/high5.txt" -m 3
