#!/bin/sh
# The proof's figures on this machine, beside the targets they are held to:
#   sh tests/bench/prove.sh [BUILD_DIR] [SHARED_DIR] [PARTS]
# PARTS: any of 3x3 (default), 3x3j1, 3x4sample, 4x4sample, 3x4, langs
# (LANGS names some languages only), tasks, words, 4x4estimate, 3x4tasks;
# "all" for every one.  3x4 and 3x4tasks take hours.
# vs: this build against an older one (BASE: its build folder), each
# proof run by the older then this, ROUNDS times (default 1): 3x3 at 500
# with -j 1, the 400-class 3x4 sample and a 4x4 sample of SAMPLE44
# classes (default 200; an hour a side), with the ratios and targets.
set -eu
build=${1:-build}
shared=${2:-../shared}
parts=${3:-3x3}
boggle=$build/boggle
dict=$shared/dicts/enable2k.txt
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

want() { [ "$parts" = all ] || echo " $parts " | grep -q " $1 "; }
# the summary line's figures: wall s, CPU s, MB
figures() {
	sed -n 's/.*classes, \([0-9]*\) boards\{0,1\} of .*, \([0-9.]*\) s, \([0-9.]*\) s CPU, \([0-9]*\) MB.*/boards \1, wall \2 s, CPU \3 s, peak \4 MB/p' "$1"
}

# tasks N SPLIT OPTION...: the proof as N tasks under GNU parallel, two at
# a time, and with --split-after SPLIT (none if "") later waves of two
# tasks for the parts handed on; merged
tasks() {
	n=$1 split=${2:+--split-after $2}
	shift 2
	rm -rf "$tmp/t"
	mkdir "$tmp/t"
	start=$(date +%s.%N)
	seq 0 $((n - 1)) | parallel -j 2 --joblog "$tmp/t/joblog" \
		"$boggle" prove "$@" $split --task {}/$n -o "$tmp/t/w1-{}.jsonl" \
		2>"$tmp/t/err"
	wave=1
	while "$boggle" prove "$@" --pending "$tmp"/t/w*.jsonl 2>/dev/null | grep -q .; do
		wave=$((wave + 1))
		seq 0 1 | parallel -j 2 "$boggle" prove "$@" $split --pending \
			"$tmp"/t/w*.jsonl --task {}/2 -o "$tmp/t/x$wave-{}.jsonl" \
			2>>"$tmp/t/err"
		for f in "$tmp"/t/x$wave-*.jsonl; do mv "$f" "$tmp/t/w${f##*/x}"; done
	done
	"$boggle" prove merge "$@" -f tsv "$tmp"/t/w*.jsonl >"$tmp/out" \
		2>"$tmp/merge.err"
	end=$(date +%s.%N)
	head -3 "$tmp/out"
	sed -n 's/.*, \([0-9.]*\) s CPU, \([0-9]*\) MB at most$/\1 \2/p' "$tmp/t/err" |
		awk -v boards="$(wc -l <"$tmp/out")" -v start="$start" -v end="$end" \
			-v waves=$wave '{ cpu += $1; if ($2 > mb) mb = $2 }
			END { printf "boards %d, wall %.1f s, CPU %.1f s, peak %d MB a task, %d wave(s)\n", boards, end - start, cpu, mb, waves }'
	cat "$tmp/merge.err"
}

# vs: WHAT, the ratio aimed at, then the proof's options: both builds in
# turn, ROUNDS times; prints the CPU seconds and peak MB of each
versus() {
	what=$1 aim=$2
	shift 2
	r=1
	: >"$tmp/vs.old"
	: >"$tmp/vs.new"
	while [ $r -le "${ROUNDS:-1}" ]; do
		for side in old new; do
			bin=$boggle
			[ $side = old ] && bin=$BASE/boggle
			"$bin" prove "$@" -d "$dict" -f tsv >"$tmp/vs.$side.out" \
				2>"$tmp/vs.$side.err"
			figures "$tmp/vs.$side.err" >>"$tmp/vs.$side"
		done
		r=$((r + 1))
	done
	# the median round of each side, by CPU seconds
	old_cpu=$(sed 's/.*CPU \([0-9.]*\) s.*/\1/' "$tmp/vs.old" | sort -n |
		awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }')
	new_cpu=$(sed 's/.*CPU \([0-9.]*\) s.*/\1/' "$tmp/vs.new" | sort -n |
		awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }')
	old_mb=$(sed 's/.*peak \([0-9]*\) MB.*/\1/' "$tmp/vs.old" | sort -n | tail -1)
	new_mb=$(sed 's/.*peak \([0-9]*\) MB.*/\1/' "$tmp/vs.new" | sort -n | tail -1)
	# the boards, without a sample's timings
	for side in old new; do
		grep -Ev '^(sample_cpu_seconds|cpu_seconds_a_class|median_seconds|cpu_hours|slowest_seconds)	' \
			"$tmp/vs.$side.out" >"$tmp/vs.$side.boards" || :
	done
	cmp -s "$tmp/vs.old.boards" "$tmp/vs.new.boards" && same="the same boards" ||
		same="BOARDS DIFFER"
	echo "$what: older $old_cpu CPU-s, $old_mb MB; this $new_cpu CPU-s, $new_mb MB;" \
		"$(echo "$old_cpu $new_cpu $aim" | awk '{ printf "%.2fx as fast (target %.2fx: %s)", $1 / $2, $3, ($1 / $2 >= $3) ? "met" : "not met" }');" \
		"$same"
}
if want vs; then
	[ -x "${BASE:-}/boggle" ] || { echo "vs: BASE=the older build's folder" >&2; exit 2; }
	echo "== this build against $BASE, ${ROUNDS:-1} round(s), in turn"
	versus "3x3 at 500, -j 1" 2 -z 3x3 --min-score 500
	versus "3x4 at 1500, 400 classes, seed 1" 2 -z 3x4 --min-score 1500 \
		--sample 400 --seed 1
	versus "4x4 at 3500, ${SAMPLE44:-200} classes, seed 1" 2.6 -z 4x4 \
		--min-score 3500 --sample "${SAMPLE44:-200}" --seed 1
	for side in old new; do
		echo "4x4, the $side build's sample:"
		cat "$tmp/vs.$side.out"
	done
	# the whole 4x4 proof, as this build's sample puts it
	awk -F '\t' '$1 == "cpu_hours" { printf "4x4 estimate: %.0f CPU-hours (target: at most 500 within 1.1 GB): %s\n", $2, ($2 <= 500) ? "met" : "not met" }' \
		"$tmp/vs.new.out"
fi
if want 3x3; then
	echo "== 3x3, ENABLE2K, cutoff 500, -j 2 (target: <= 20 CPU-s, <= 10 s)"
	"$boggle" prove -z 3x3 --min-score 500 -d "$dict" -j 2 >"$tmp/out" 2>"$tmp/err"
	head -3 "$tmp/out"
	figures "$tmp/err"
fi
if want 3x3j1; then
	echo "== 3x3, ENABLE2K, cutoff 500, -j 1"
	"$boggle" prove -z 3x3 --min-score 500 -d "$dict" >"$tmp/out" 2>"$tmp/err"
	figures "$tmp/err"
fi
if want 4x4sample; then
	echo "== 4x4, ENABLE2K, cutoff 3500: 200 classes, seed 1 (target: <= 2300 CPU-hours)"
	"$boggle" prove -z 4x4 --min-score 3500 -d "$dict" --sample 200 --seed 1 -j 2 \
		>"$tmp/out" 2>"$tmp/err"
	cat "$tmp/out"
	figures "$tmp/err"
fi
if want 3x4sample; then
	echo "== 3x4, ENABLE2K, cutoff 1500: 400 classes, seed 1 (target: <= 1.5 CPU-hours)"
	"$boggle" prove -z 3x4 --min-score 1500 -d "$dict" --sample 400 --seed 1 -j 2 \
		>"$tmp/out" 2>"$tmp/err"
	cat "$tmp/out"
	figures "$tmp/err"
fi
if want 3x4; then
	echo "== 3x4, ENABLE2K, cutoff 1500, -j 2 (target: <= 45 min, <= 1 GB)"
	"$boggle" prove -z 3x4 --min-score 1500 -d "$dict" -j 2 -o "$tmp/3x4.jsonl" \
		>"$tmp/out" 2>"$tmp/err"
	cat "$tmp/out"
	figures "$tmp/err"
	echo "slowest classes:"
	sed -n 's/^{"class": \([0-9]*\), "bound": [0-9-]*, "seconds": \([0-9.]*\),.*/\2 \1/p' \
		"$tmp/3x4.jsonl" | sort -rn | head -5
fi
if want langs; then
	echo "== 3x3 in every language whose list is installed (cutoff from best)"
	for lang in ${LANGS:-fr de es it pt nl sv da nb nn fi pl ca cs hu is tr bg uk ru el pt-BR en-US en-GB en-CA de-CH de-1901 es-fise eo ga gd gv fo gl}; do
		# a language whose list is not installed is left out
		"$boggle" best --lang "$lang" -z 3x3 --steps 1 -f summary >/dev/null 2>&1 ||
			continue
		best=$("$boggle" best --lang "$lang" -z 3x3 --seed 1 -t 20 -j 2 -f summary |
			tail -1 | cut -f3)
		cut=$((best - best / 50))
		"$boggle" prove --lang "$lang" -z 3x3 --min-score "$cut" -j 2 -f tsv \
			>"$tmp/$lang" 2>"$tmp/$lang.err"
		printf '%s\t%s\t%s\t%s\n' "$lang" "$(head -1 "$tmp/$lang")" \
			"$(wc -l <"$tmp/$lang")" "$(figures "$tmp/$lang.err")"
	done
fi
if want tasks; then
	echo "== 3x3, ENABLE2K, cutoff 500: 8 tasks under GNU parallel -j 2, merged"
	tasks 8 "" -z 3x3 --min-score 500 -d "$dict"
fi
if want words; then
	echo "== 3x3, ENABLE2K, most words (--scoring words), cutoff 274: 8 tasks"
	tasks 8 "" -z 3x3 --scoring words --min-score 274 -d "$dict"
fi
if want 4x4estimate; then
	echo "== 4x4, ENABLE2K, cutoff 3500: --estimate, 200 classes, seed 1, -j 2"
	"$boggle" prove -z 4x4 --min-score 3500 -d "$dict" --estimate --sample 200 \
		--seed 1 --wall 1h -j 2 >"$tmp/out" 2>"$tmp/err"
	cat "$tmp/out"
	figures "$tmp/err"
fi
if want 3x4tasks; then
	echo "== 3x4, ENABLE2K, cutoff 1500: 64 tasks, --split-after 10m, merged"
	tasks 64 10m -z 3x4 --min-score 1500 -d "$dict"
fi
