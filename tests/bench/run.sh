#!/bin/sh
# Every figure of doc/performance.md, on this machine, each the
# median of RUNS runs, then the targets they are held to.
#   sh tests/bench/run.sh [BUILD_DIR] [SHARED_DIR] [RUNS]
set -eu
build=${1:-build}
shared=${2:-../shared}
runs=${3:-5}
boards=$shared/bench/boards1000.txt
dict=$shared/dicts/enable2k.txt
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# median of the numbers on standard input, one a line
median() {
	sort -n | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'
}

echo "== in-process: 1000 boards x 100, ENABLE2K ($runs runs)"
i=0
while [ "$i" -lt "$runs" ]; do
	"$build/boggle_bench" "$boards" "$dict" -r 100 -j 2 >"$tmp/bench.$i"
	i=$((i + 1))
done
cat "$tmp/bench.0"
load=$(awk '/^dictionary load:/ { print $3 }' "$tmp"/bench.* | median)
one=$(awk '/^1 thread:/ { print $3 }' "$tmp"/bench.* | median)
two=$(awk '/^2 threads:/ { print $3 }' "$tmp"/bench.* | median)
total=$(awk '/^total score:/ { print $3 }' "$tmp/bench.0")
echo "1 thread, boards/s: $(awk '/^1 thread:/ { print $3 }' "$tmp"/bench.* | sort -n | tr '\n' ' ')"
echo "2 threads, boards/s: $(awk '/^2 threads:/ { print $3 }' "$tmp"/bench.* | sort -n | tr '\n' ' ')"
echo "median of $runs: load $load ms, 1 thread $one boards/s, 2 threads $two boards/s"

# the 100k boards the way the benchmark file was made: its seed, 100x longer
"$build/boggle" throw --seed 20240601 -n 100000 >"$tmp/boards"
for j in 1 2; do
	echo "== boggle solve -f summary -j $j -d enable2k.txt < 100k boards ($runs runs)"
	i=0
	while [ "$i" -lt "$runs" ]; do
		start=$(date +%s.%N)
		"$build/boggle" solve -f summary -j "$j" -d "$dict" \
			<"$tmp/boards" >/dev/null
		end=$(date +%s.%N)
		echo "$start $end" | awk '{ printf "%.0f\n", 100000 / ($2 - $1) }'
		i=$((i + 1))
	done >"$tmp/cli.$j"
	echo "boards/s: $(sort -n "$tmp/cli.$j" | tr '\n' ' ')"
done
cli1=$(median <"$tmp/cli.1")
cli2=$(median <"$tmp/cli.2")

echo "== one board, one process, built-in dictionary"
"$build/boggle_bench" --latency 300 "$build/boggle" solve -f summary \
	perslatgsineters | tee "$tmp/latency"
beyond=$(awk '/^beyond/ { print $3 }' "$tmp/latency")
rss=$(awk '/^peak RSS/ { print $3 }' "$tmp/latency")

echo "== judging words that fill a board many ways over (median ms)"
a25=aaaaaaaaaaaaaaaaaaaaaaaaa
word=rrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrqurmt
printf 'aaaaaaaaaaaab\n' >"$tmp/player.txt"
planted=$("$build/boggle" throw --size 5x8 --plant "$word" --seed 8)
judged() { # what, then the command
	what=$1
	shift
	"$build/boggle_bench" --latency "${reps:-20}" "$@" |
		awk -v what="$what" '/^command median/ { printf "%-36s %s ms\n", what ":", $3 }'
}
# solve --show says no with status 1, which the timer takes for a failure
judged "solve --show a^15b, 5x5 of a" sh -c \
	"'$build/boggle' solve --show aaaaaaaaaaaaaaab $a25; :"
judged "score a^12b, 5x5 of a" "$build/boggle" score $a25 "$tmp/player.txt"
judged "play, a^15b and a^24b, 5x5 of a" sh -c "printf 'aaaaaaaaaaaaaaab\n\
aaaaaaaaaaaaaaaaaaaaaaaab\n' | '$build/boggle' play --time 2 -b $a25"
judged "solve --show, planted r^31qurmt, 5x8" sh -c \
	"'$build/boggle' solve --show $word $planted; :"
strip=abaabaaaaabbbbbbbbaabbbbababbbabababbababaaababaabbababbbabbbabbbbbaabaabbbbaaaa/babaabbbbaabbbbbbabaaaaaaaaabbaaaabbbbbbabbbabbabbababbaaabbbbbaabbaabbaabbaaaba/abbabaaaaaabababbbababbaaabaaababaaaaaabbabbbbbaaaaaaaabbaaaaabababababbbbbababa
judged "solve --show, 55 letters, 3x80 of a, b" sh -c \
	"'$build/boggle' solve --show aabaaaaabaabbaabaaabaaabaabbbabbabbaabbabbaabbbbbbaabab $strip 2>/dev/null; :"

echo "== solving with word lists made to defeat the search (median ms)"
printf '%s\nrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrr\n' "$word" >"$tmp/planted.txt"
judged "planted r^31qurmt and r^36, its 5x8" \
	"$build/boggle" solve -d "$tmp/planted.txt" "$planted"
for c in b c d e f g h i j k l m n o p r s t u v w x y z; do
	for d in a b c d; do echo "aaaaaaaaaaaaaaaaaa$c$d"; done
done >"$tmp/shared.txt"
judged "96 words after a^18, 5x5 of a" \
	"$build/boggle" solve -d "$tmp/shared.txt" $a25
printf 'aaaaaaaaaaaaaaaaaaaaaaaa\n' >"$tmp/a24.txt"
reps=3 judged "a^24, letters and a bonus: gives up" sh -c \
	"'$build/boggle' solve -d '$tmp/a24.txt' --scoring letters --bonus \
	...../...../..d../...../..... $a25 2>/dev/null; :"

echo "== targets"
check() { # what measured target unit, and "at most" when the target caps
	awk -v what="$1" -v got="$2" -v want="$3" -v unit="$4" -v most="${5:-}" \
		'BEGIN { met = most ? got <= want : got >= want
			 printf "%-34s %10s %-9s %s %s %s\n", what, got, unit,
				met ? "met:" : "NOT MET:", most ? "at most" : "at least", want }'
}
check "dictionary load" "$load" 30 ms most
check "in-process, 1 thread" "$one" 75000 boards/s
check "CLI -j 1, 100k boards" "$cli1" 75000 boards/s
check "CLI -j 2, 100k boards" "$cli2" 130000 boards/s
check "one board beyond /bin/true" "$beyond" 1 ms most
check "one board peak RSS" "$rss" 8 MB most
# the benchmark boards' total, as ../shared/bench/README.md gives it
[ "$total" = 143128 ] && met=met: || met="NOT MET:"
printf "%-34s %10s %-9s %s exactly 143128\n" "total score, 1000 boards" \
	"$total" points "$met"
