#!/bin/sh
# This prover beside the published one on the published one's own 4x4
# sample: the 20 classes its break_all draws with seed 1 (its 4x4 run's
# buckets and switchover), ENABLE2K at 3500, each class proven alone by
# the published program, then this one (then BASE's, if set), in turn:
#   sh tests/bench/published.sh PUBLISHED_DIR [BUILD_DIR] [SHARED_DIR]
# PUBLISHED_DIR: a checkout of the published program with its core built
# for PYTHON (default python3, which must be 3.12 or newer and import its
# modules); BASE: an older build folder, run too; FIRST: run only the
# first FIRST classes of the 20.
# CPU-s is user plus system time of each process, start-up included.
set -eu
hb=${1:-}
build=${2:-build}
shared=${3:-../shared}
py=${PYTHON:-python3}
n=20
score=3500
dict=$(cd "$shared/dicts" && pwd)/enable2k.txt
buckets='aeijou bcdfgmpqvwxz hklnrsty, corner:aeiosuy bcdfghjklmnpqrtvwxz'

if [ -z "$hb" ] || [ ! -f "$hb/boggle/break_all.py" ]; then
	echo "published.sh: skipped: no published program at '${hb}'" >&2
	exit 0
fi
hb=$(cd "$hb" && pwd)
if ! (cd "$hb" && "$py" -c 'import cpp_boggle, boggle.break_all') 2>/dev/null; then
	echo "published.sh: skipped: $py cannot load the published program from $hb" \
		"(its core built for this Python, its modules importable)" >&2
	exit 0
fi
[ -x "$build/boggle" ] || { echo "published.sh: no $build/boggle" >&2; exit 2; }
boggle=$(cd "$build" && pwd)/boggle
[ -z "${BASE:-}" ] || base=$(cd "$BASE" && pwd)/boggle
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# its break_all, from its own folder, with its 4x4 run's options, timed
# into $tmp/p.time
published() {
	(cd "$hb" && PYTHONPATH="$hb${PYTHONPATH:+:$PYTHONPATH}" /usr/bin/time \
		-f '%U %S %M' -o "$tmp/p.time" "$py" -m boggle.break_all "$buckets" \
		"$@" --size 44 --switchover_score 8000 --dictionary "$dict" </dev/null)
}
# CPU-s and MB of a process that /usr/bin/time -f '%U %S %M' wrote last
cpu() { tail -1 "$1" | awk '{ printf "%.1f", $1 + $2 }'; }
mb() { tail -1 "$1" | awk '{ printf "%d", $3 / 1024 }'; }

# its sample, drawn as its own run draws it; a cutoff none can reach lets
# each class go at its first bound, so this only lists them
echo "== the published program's $n classes, seed 1 (listing them)" >&2
published 1000000 --max_boards "$n" --random_seed 1 --log_per_board_stats \
	--omit_times --output_base "$tmp/list" >"$tmp/list.out" 2>"$tmp/list.err" ||
	{ tail -3 "$tmp/list.err" >&2; exit 1; }
grep -E '^[0-9]+: ' "$tmp/list.out" >"$tmp/classes"
[ "$(wc -l <"$tmp/classes")" -eq "$n" ] ||
	{ echo "published.sh: the published program listed no $n classes" >&2; exit 1; }
head -n "${FIRST:-$n}" "$tmp/classes" >"$tmp/first"

# this program's side: CPU-s, MB, bound, boards
ours() {
	/usr/bin/time -f '%U %S %M' "$1" prove -z 4x4 --min-score $score -d "$dict" \
		--class "$2" </dev/null >"$tmp/o.out" 2>"$tmp/o.err"
	printf '%s\t%s\t%s\t%s' "$(cpu "$tmp/o.err")" "$(mb "$tmp/o.err")" \
		"$(sed -n 's/.*the class: bound \([0-9]*\),.*/\1/p' "$tmp/o.err")" \
		"$(sed -n 's/.* \([0-9]*\) of [0-9]* or more.*/\1/p' "$tmp/o.err")"
}

echo "load before: $(uptime)"
printf 'id\tclass\tpublished CPU-s\tMB\tbound\tboards\tthis CPU-s\tMB\tbound\tboards'
[ -z "${BASE:-}" ] || printf '\tolder CPU-s\tMB\tbound\tboards'
printf '\tas fast\n'
while IFS= read -r line; do
	id=${line%%:*}
	# the class read row by row, with the cells' buckets as short letters:
	# a vowels, b and h the consonant buckets
	class=$(echo "${line#*: }" | awk '{ for (i = 1; i <= 16; i++) printf "%s%s", $i, (i == 16) ? "" : (i % 4 == 0) ? " / " : " " }')
	short=$(echo "${line#*: }" | awk '{ for (i = 1; i <= 16; i++) printf "%s%s", substr($i, 1, 1), (i == 16) ? "" : (i % 4 == 0) ? "/" : "" }')
	rm -f "$tmp"/p-*.ndjson
	published $score --board_ids "$id" --output_base "$tmp/p" >"$tmp/p.out" \
		2>"$tmp/p.err" || { tail -3 "$tmp/p.err" >&2; exit 1; }
	p_bound=$(sed -n 's/.*"bounds": \[\([0-9]*\).*/\1/p' "$tmp"/p-*.ndjson)
	p_boards=$(grep -c '^Found unbreakable board' "$tmp/p.out" || :)
	p_cpu=$(cpu "$tmp/p.time")
	new=$(ours "$boggle" "$class")
	line="$id	$short	$p_cpu	$(mb "$tmp/p.time")	$p_bound	$p_boards	$new"
	[ -z "${BASE:-}" ] || line="$line	$(ours "$base" "$class")"
	echo "$line	$(echo "$p_cpu ${new%%	*}" | awk '{ printf "%.2fx", $1 / $2 }')" |
		tee -a "$tmp/table"
done <"$tmp/first"
echo "load after: $(uptime)"
# totals: each program's CPU-s over the classes, and the ratio
awk -F '\t' -v base="${BASE:+1}" '{ p += $3; t += $7; if (base) o += $11 }
	END { printf "total\t\t%.1f\t\t\t\t%.1f", p, t
		if (base) printf "\t\t\t\t%.1f", o
		printf "\t%.2fx\n", p / t }' "$tmp/table"
