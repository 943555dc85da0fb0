#!/bin/sh
# A proof cut into tasks: --task maps that cover every class once for
# any count, the engines' index variables, files written whole, classes
# split by --split-after and proven in later --pending waves, and prove
# merge, which must print what one prove prints and refuse what does not
# add up: a task missing or twice, a file cut short, another proof's file.
#   sh tasks_test.sh path/to/boggle
# Exits 77 (skipped) without python3, which reads the files back.
set -u
BOGGLE=$1
if ! command -v python3 >/dev/null 2>&1; then
	echo "SKIP: python3 is not installed (it reads the task files)"
	exit 77
fi
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/harness.sh"
unset BOGGLE_LANG SLURM_ARRAY_TASK_ID JOB_COMPLETION_INDEX PARALLEL_SEQ \
	PARALLEL_SEQN

one_error() {
	[ "$(wc -l <"$TMP/err")" -eq 1 ] && grep -q '^boggle: ' "$TMP/err"
}

# The built-in list, 3x3 boards of five letters: 102 classes, each done in
# a few hundredths of a second, hundreds of boards over the cutoff.
P="-z 3x3 --tiles aerst --min-score 200"
run prove $P -f tsv -o "$TMP/one.jsonl"
cp "$TMP/out" "$TMP/one.tsv"
[ "$status" -eq 0 ] && [ "$(wc -l <"$TMP/one.tsv")" -gt 500 ] && ok ||
	bad "prove $P: status $status, $(wc -l <"$TMP/one.tsv") boards"
# the classes of the whole proof, one a line
sed 1d "$TMP/one.jsonl" | sed 's/^{"class": \([0-9]*\),.*/\1/' | sort -n \
	>"$TMP/classes"

# ids FILE...: the classes the records name, one a line, sorted; and a
# check that each file is a header, records and an end line counting them
ids() {
	python3 -c '
import json, sys
for path in sys.argv[1:]:
    text = open(path).read()
    assert text.endswith("\n"), path
    lines = [json.loads(l) for l in text.splitlines()]
    head, recs, end = lines[0], lines[1:-1], lines[-1]
    assert head["boggle_prove"] == 4 and "/" in head["task"], head
    assert end == {"end": len(recs)}, (path, end)
    for r in recs:
        print(r["class"])
' "$@" | sort -n
}

# ---- every class in exactly one task, whatever the count -------------------

for n in 1 2 3 7; do
	rm -rf "$TMP/t"
	mkdir "$TMP/t"
	i=0 failed_runs=0
	while [ $i -lt $n ]; do
		"$BOGGLE" prove $P --task $i/$n -o "$TMP/t/task-$i.jsonl" \
			2>"$TMP/err" >"$TMP/out" || failed_runs=$((failed_runs + 1))
		[ -s "$TMP/out" ] && failed_runs=$((failed_runs + 1))
		i=$((i + 1))
	done
	ids "$TMP"/t/task-*.jsonl >"$TMP/got" 2>"$TMP/err"
	[ $failed_runs -eq 0 ] && cmp -s "$TMP/classes" "$TMP/got" && ok ||
		bad "--task I/$n: $failed_runs failed, classes covered: $(wc -l <"$TMP/got") of $(wc -l <"$TMP/classes") $(head -c 300 "$TMP/err")"
	run prove merge $P -f tsv "$TMP"/t/task-*.jsonl
	[ "$status" -eq 0 ] && cmp -s "$TMP/one.tsv" "$TMP/out" && ok ||
		bad "merge of $n tasks: status $status, $(cat "$TMP/err")"
	cp -r "$TMP/t" "$TMP/t$n"
done
# more tasks than classes: some with none, which write a file all the same
Q="-z 2x2 --min-score 11"
"$BOGGLE" prove $Q -f tsv >"$TMP/want" 2>/dev/null
rm -rf "$TMP/q"
mkdir "$TMP/q"
for i in 0 1 2 3 4 5 6 7 8; do
	"$BOGGLE" prove $Q --task $i/9 -o "$TMP/q/task-$i.jsonl" 2>/dev/null
done
empty=$(grep -l '^{"end": 0}$' "$TMP"/q/*.jsonl | wc -l)
run prove merge $Q -f tsv "$TMP"/q/*.jsonl
[ "$status" -eq 0 ] && [ "$empty" -gt 0 ] && [ -s "$TMP/want" ] &&
	cmp -s "$TMP/want" "$TMP/out" && ok ||
	bad "9 tasks of 2x2 ($empty with no class): status $status $(cat "$TMP/err")"
# the map is shuffled: task 0 of 3 does not hold the lowest ids alone
first=$(ids "$TMP/t3/task-0.jsonl" | head -n 34 | tail -n 1)
[ "$first" -gt 34 ] && ok || bad "task 0/3 holds the first ids in order"
# and balanced: 102 classes in 3 tasks, each within a third of 34
for i in 0 1 2; do
	n=$(ids "$TMP/t3/task-$i.jsonl" | wc -l)
	[ "$n" -ge 23 ] && [ "$n" -le 45 ] && ok ||
		bad "task $i/3 has $n classes of 102"
done
# a merge of one prove's file, and the formats of one prove
for fmt in text json; do
	"$BOGGLE" prove $P -f $fmt >"$TMP/want" 2>/dev/null
	run prove merge $P -f $fmt "$TMP"/t3/task-*.jsonl
	[ "$status" -eq 0 ] && cmp -s "$TMP/want" "$TMP/out" && ok ||
		bad "merge -f $fmt differs from prove -f $fmt"
done
run prove merge $P -f tsv "$TMP/one.jsonl"
[ "$status" -eq 0 ] && cmp -s "$TMP/one.tsv" "$TMP/out" && ok ||
	bad "merge of a one-machine file: status $status $(cat "$TMP/err")"
# the cutoff comes from the files when it is not given
run prove merge -z 3x3 --tiles aerst -f tsv "$TMP"/t3/task-*.jsonl
[ "$status" -eq 0 ] && cmp -s "$TMP/one.tsv" "$TMP/out" && ok ||
	bad "merge without --min-score: status $status $(cat "$TMP/err")"

# ---- the index from an engine ----------------------------------------------

# records FILE: its lines less their times
records() { sed 's/"seconds": [0-9.]*, //; s/, "sum": "[0-9a-f]*"//' "$1"; }
records "$TMP/t7/task-4.jsonl" >"$TMP/want"
for var in SLURM_ARRAY_TASK_ID=4 JOB_COMPLETION_INDEX=4 PARALLEL_SEQ=5 \
	PARALLEL_SEQN=5; do
	rm -f "$TMP/e.jsonl"
	env "$var" "$BOGGLE" prove $P --task env/7 -o "$TMP/e.jsonl" \
		>"$TMP/out" 2>"$TMP/err"
	status=$?
	[ "$status" -eq 0 ] && [ "$(records "$TMP/e.jsonl")" = "$(cat "$TMP/want")" ] &&
		ok || bad "--task env/7 with $var: status $status $(cat "$TMP/err")"
done
# Slurm's variable first, when an engine's job runs another's
SLURM_ARRAY_TASK_ID=4 PARALLEL_SEQ=1 "$BOGGLE" prove $P --task env/7 \
	-o "$TMP/e.jsonl" 2>/dev/null
[ "$(records "$TMP/e.jsonl")" = "$(cat "$TMP/want")" ] && ok ||
	bad "--task env/7: SLURM_ARRAY_TASK_ID is not read first"
for var in NONE=1 SLURM_ARRAY_TASK_ID=7 PARALLEL_SEQ=0 PARALLEL_SEQ=8 \
	JOB_COMPLETION_INDEX=x JOB_COMPLETION_INDEX=-1; do
	env "$var" "$BOGGLE" prove $P --task env/7 -o "$TMP/e2.jsonl" \
		>"$TMP/out" 2>"$TMP/err"
	status=$?
	[ "$status" -eq 2 ] && one_error && [ ! -e "$TMP/e2.jsonl" ] && ok ||
		bad "--task env/7 with $var: status $status $(cat "$TMP/err")"
done

# ---- a task's file: whole or not at all ------------------------------------

# a rerun writes over the file a run before left
echo stale >"$TMP/w.jsonl"
run prove $P --task 1/3 -o "$TMP/w.jsonl"
[ "$status" -eq 0 ] && [ ! -s "$TMP/out" ] &&
	cmp -s "$TMP/w.jsonl" "$TMP/t3/task-1.jsonl" 2>/dev/null ||
	[ "$(records "$TMP/w.jsonl")" = "$(records "$TMP/t3/task-1.jsonl")" ] &&
	ok || bad "a task run again: status $status $(cat "$TMP/err")"
# killed as it works (the tasks of the whole list take seconds): nothing
# under the file's name, and a signal that lets it clean up leaves no
# temporary file either (not INT: a job that sh puts in the background
# ignores it, and so does the task)
for sig in KILL TERM HUP; do
	rm -rf "$TMP/k"
	mkdir "$TMP/k"
	"$BOGGLE" prove -z 3x3 --min-score 200 --task 0/1 -o "$TMP/k/task.jsonl" \
		>/dev/null 2>&1 &
	pid=$!
	n=0
	while [ -z "$(ls -A "$TMP/k")" ] && [ $n -lt 2000 ]; do
		sleep 0.01
		n=$((n + 1))
	done
	sleep 0.2
	kill -s $sig $pid 2>/dev/null
	wait $pid 2>/dev/null
	status=$?
	left=$(ls -A "$TMP/k" | tr '\n' ' ')
	if [ $sig = KILL ]; then
		case $left in
		.task.jsonl.*) ok ;;
		*) bad "kill -9: left '$left', status $status" ;;
		esac
	else
		[ $status -gt 128 ] && [ -z "$left" ] && ok ||
			bad "kill -$sig: left '$left', status $status"
	fi
done
# a hangup ignored, as under nohup, stays ignored: the task goes on
rm -f "$TMP/nohup.jsonl"
(
	trap '' HUP
	exec "$BOGGLE" prove $P --task 0/1 -o "$TMP/nohup.jsonl" 2>/dev/null
) &
pid=$!
sleep 0.1
kill -s HUP $pid 2>/dev/null
wait $pid
status=$?
[ "$status" -eq 0 ] && [ -s "$TMP/nohup.jsonl" ] && ok ||
	bad "a task with SIGHUP ignored: status $status"
# a file that cannot grow (a full disk, a quota) ends the run with status
# 1, whatever the threads hold at the time, and leaves no task file; the
# limit falls near the end, when idle threads wait on parts of others'
# classes (in blocks of 1024 bytes; where they are 512, sooner)
limit=$(($(wc -c <"$TMP/one.jsonl") / 1024 - 2))
[ "$limit" -ge 1 ] || limit=1
if command -v timeout >/dev/null 2>&1; then
	for try in 1 2 3; do
		for out in "-o $TMP/full.jsonl" "--task 0/1 -o $TMP/fulltask.jsonl"; do
			rm -f "$TMP/full.jsonl" "$TMP/fulltask.jsonl"
			(
				trap '' XFSZ
				ulimit -f $limit
				exec timeout 60 "$BOGGLE" prove $P -j 4 $out
			) >"$TMP/out" 2>"$TMP/err"
			status=$?
			[ "$status" -eq 1 ] && one_error && [ ! -e "$TMP/fulltask.jsonl" ] &&
				ok || bad "prove $out past the file size limit: status $status $(cat "$TMP/err")"
		done
	done
fi
# what is not a regular file is not replaced
run prove $P --task 0/3 -o /dev/null
[ "$status" -eq 2 ] && one_error && [ -c /dev/null ] && ok ||
	bad "--task -o /dev/null: status $status $(cat "$TMP/err")"
mkdir "$TMP/dir.jsonl"
run prove $P --task 0/3 -o "$TMP/dir.jsonl"
[ "$status" -eq 2 ] && one_error && [ -d "$TMP/dir.jsonl" ] && ok ||
	bad "--task -o DIR: status $status $(cat "$TMP/err")"
# a directory that cannot be written: status 1, and no file
run prove $P --task 0/3 -o "$TMP/none/task.jsonl"
[ "$status" -eq 1 ] && one_error && ok ||
	bad "--task -o in no directory: status $status $(cat "$TMP/err")"

# ---- a one-machine -o file through faults ----------------------------------

# whole_lines FILE: every line whole JSON, a header then each class once
whole_lines() {
	python3 -c '
import json, sys
text = open(sys.argv[1]).read()
assert text.endswith("\n"), "a line cut short"
lines = [json.loads(l) for l in text.splitlines()]
ids = [r["class"] for r in lines[1:]]
assert lines[0]["boggle_prove"] == 4 and len(ids) == len(set(ids)), ids
' "$1"
}
# a disk that fills as threads write, then frees: status 1 saying so, the
# file cut back to its last whole record, and --resume ends the proof
if unshare -m true 2>/dev/null; then
	for j in 2 4; do
		rm -rf "$TMP/disk"
		mkdir "$TMP/disk"
		unshare -m sh -c '
			mount -t tmpfs -o size=8k none "$1" || exit 77
			"$2" prove $3 -j $4 -o "$1/f.jsonl" >"$1.out" 2>"$1.err"
			echo $? >"$1.status"
			cp "$1/f.jsonl" "$1.kept"
			mount -o remount,size=1m "$1"
			"$2" prove $3 -j $4 -o "$1/f.jsonl" --resume -f tsv >"$1.out2" 2>"$1.err2"
			echo $? >>"$1.status"
			cp "$1/f.jsonl" "$1.whole"
		' sh "$TMP/disk" "$BOGGLE" "$P" $j
		[ "$(cat "$TMP/disk.status" | tr '\n' ' ')" = "1 0 " ] &&
			[ "$(wc -l <"$TMP/disk.err")" -eq 1 ] &&
			grep -q "f.jsonl: No space left on device\$" "$TMP/disk.err" &&
			whole_lines "$TMP/disk.kept" && whole_lines "$TMP/disk.whole" &&
			cmp -s "$TMP/one.tsv" "$TMP/disk.out2" && ok ||
			bad "-j $j -o on a disk that fills: $(cat "$TMP/disk.status" "$TMP/disk.err" "$TMP/disk.err2" 2>&1)"
	done
else
	echo "skipped: unshare -m cannot run here: a disk that fills"
fi
# a second writer of one file is refused while the first runs
rm -f "$TMP/lock.jsonl"
"$BOGGLE" prove -z 3x3 --min-score 200 -o "$TMP/lock.jsonl" >/dev/null 2>&1 &
pid=$!
await_lines "$TMP/lock.jsonl" 2
run prove -z 3x3 --min-score 200 -o "$TMP/lock.jsonl" --resume
kill $pid 2>/dev/null
wait $pid 2>/dev/null
[ "$status" -eq 1 ] && one_error &&
	grep -q "lock.jsonl: another boggle prove is writing to it" "$TMP/err" && ok ||
	bad "a second writer of one -o file: status $status $(cat "$TMP/err")"
# --resume starts afresh only on an empty file or the start of a header
printf '{"a": 1, "b": [2, 3]}' >"$TMP/min.json"
cp "$TMP/min.json" "$TMP/min.before"
run prove $P -o "$TMP/min.json" --resume
[ "$status" -eq 2 ] && one_error && cmp -s "$TMP/min.json" "$TMP/min.before" &&
	ok || bad "--resume of a file of no line: status $status $(cat "$TMP/err")"
: >"$TMP/empty.jsonl"
run prove $P -o "$TMP/empty.jsonl" --resume -f tsv
[ "$status" -eq 0 ] && cmp -s "$TMP/one.tsv" "$TMP/out" && ok ||
	bad "--resume of an empty file: status $status $(cat "$TMP/err")"
# out of memory is said as such, with status 1
if (ulimit -v 300000 && "$BOGGLE" --version) >/dev/null 2>&1; then
	(ulimit -v 300000; exec "$BOGGLE" prove -z 3x3 --min-score 1) \
		>/dev/null 2>"$TMP/err"
	status=$?
	[ "$status" -eq 1 ] && one_error && grep -q ": out of memory\$" "$TMP/err" &&
		ok || bad "prove out of memory: status $status $(cat "$TMP/err")"
else
	echo "skipped: ulimit -v leaves no room here (a sanitized build)"
fi
# a task's -o never replaces a link, even one that loops
echo kept >"$TMP/target"
ln -s "$TMP/target" "$TMP/link.jsonl"
ln -s "$TMP/loop.jsonl" "$TMP/loop.jsonl"
for link in link loop; do
	run prove $P --task 0/3 -o "$TMP/$link.jsonl"
	[ "$status" -eq 2 ] && one_error && [ -L "$TMP/$link.jsonl" ] &&
		[ "$(cat "$TMP/target")" = kept ] && ok ||
		bad "--task -o a $link: status $status $(cat "$TMP/err")"
done
# a temporary file a kill left is taken over by the next run of the task
rm -rf "$TMP/st"
mkdir "$TMP/st"
echo '{"boggle_prove": 2, "stale": 1' >"$TMP/st/.task.jsonl.tmp"
echo other >"$TMP/st/.other.jsonl.tmp"
run prove $P --task 0/3 -o "$TMP/st/task.jsonl"
[ "$status" -eq 0 ] && [ "$(ls -A "$TMP/st" | tr '\n' ' ')" = ".other.jsonl.tmp task.jsonl " ] &&
	[ "$(records "$TMP/st/task.jsonl")" = "$(records "$TMP/t3/task-0.jsonl")" ] &&
	ok || bad "a stale temporary file: status $status, left $(ls -A "$TMP/st")"
# while a task writes its file, the same task run again is refused
rm -rf "$TMP/k"
mkdir "$TMP/k"
"$BOGGLE" prove -z 3x3 --min-score 200 --task 0/1 -o "$TMP/k/task.jsonl" \
	>/dev/null 2>&1 &
pid=$!
await_lines "$TMP/k/.task.jsonl.tmp" 2
run prove -z 3x3 --min-score 200 --task 0/1 -o "$TMP/k/task.jsonl"
kill $pid 2>/dev/null
wait $pid 2>/dev/null
[ "$status" -eq 1 ] && one_error &&
	grep -q "task.jsonl: another boggle prove is writing it" "$TMP/err" && ok ||
	bad "a task run twice at once: status $status $(cat "$TMP/err")"

# ---- classes split, proven in waves ----------------------------------------

rm -rf "$TMP/s"
mkdir "$TMP/s"
for i in 0 1 2; do
	"$BOGGLE" prove $P --task $i/3 --split-after 0.005 \
		-o "$TMP/s/w1-$i.jsonl" 2>>"$TMP/s.err"
done
handed=$(grep -c '"split": \[' "$TMP"/s/w1-*.jsonl | awk -F: '{ n += $2 } END { print n }')
[ "${handed:-0}" -gt 3 ] && ok ||
	bad "--split-after 0.005 split ${handed:-no} classes: $(cat "$TMP/s.err")"
# an incomplete proof: parts missing, status 1, nothing on stdout
run prove merge $P -f tsv "$TMP"/s/w1-*.jsonl
[ "$status" -eq 1 ] && [ ! -s "$TMP/out" ] &&
	grep -q 'parts missing, of classes: [0-9]' "$TMP/err" && ok ||
	bad "merge with parts not proven: status $status $(cat "$TMP/err")"
# --pending lists them: a class id and the part, a tab between
run prove $P --pending "$TMP"/s/w1-*.jsonl
n=$(grep -c "^[0-9][0-9]*$TAB[a-z/ ]*\$" "$TMP/out")
[ "$status" -eq 0 ] && [ "$n" -gt 3 ] && [ "$n" -eq "$(wc -l <"$TMP/out")" ] &&
	ok || bad "--pending: status $status, $n parts $(head -c 300 "$TMP/out")"
# --pending with nothing left to prove is not a proof done: files missing
# or a one-machine record cut short are named, with status 1
run prove $P --pending "$TMP/t3/task-0.jsonl" "$TMP/t3/task-2.jsonl"
[ "$status" -eq 1 ] && [ ! -s "$TMP/out" ] &&
	grep -q "classes missing: [0-9]" "$TMP/err" &&
	grep -q "1 of 3 tasks missing: 1\$" "$TMP/err" && ok ||
	bad "--pending with a task missing: status $status $(cat "$TMP/err")"
head -n 40 "$TMP/one.jsonl" >"$TMP/part.jsonl"
run prove $P --pending "$TMP/part.jsonl"
[ "$status" -eq 1 ] && [ ! -s "$TMP/out" ] &&
	grep -q "63 classes missing: [0-9]" "$TMP/err" && ok ||
	bad "--pending of a record cut short: status $status $(cat "$TMP/err")"
run prove $P --pending "$TMP"/t3/task-*.jsonl
[ "$status" -eq 0 ] && [ ! -s "$TMP/out" ] && ok ||
	bad "--pending of a whole proof: status $status $(cat "$TMP/err")"
wave=1
while [ $wave -lt 12 ]; do
	"$BOGGLE" prove $P --pending "$TMP"/s/*.jsonl >"$TMP/pending" 2>/dev/null
	[ -s "$TMP/pending" ] || break
	wave=$((wave + 1))
	for i in 0 1; do
		"$BOGGLE" prove $P --pending "$TMP"/s/*.jsonl --task $i/2 \
			--split-after 0.005 -o "$TMP/w$wave-$i.jsonl" 2>/dev/null
	done
	mv "$TMP"/w$wave-*.jsonl "$TMP/s/"
done
[ $wave -ge 2 ] && [ $wave -lt 12 ] && ok ||
	bad "--pending waves: $wave waves"
run prove merge $P -f tsv "$TMP"/s/*.jsonl
[ "$status" -eq 0 ] && cmp -s "$TMP/one.tsv" "$TMP/out" && ok ||
	bad "merge after $wave waves: status $status $(cat "$TMP/err")"
# a wave's -o may not be one of the files it reads
cp "$TMP/s/w1-0.jsonl" "$TMP/w1-0.before"
run prove $P --pending "$TMP"/s/*.jsonl -o "$TMP/s/w1-0.jsonl"
[ "$status" -eq 2 ] && one_error && cmp -s "$TMP/s/w1-0.jsonl" "$TMP/w1-0.before" &&
	grep -q "w1-0.jsonl is one of the files it reads" "$TMP/err" && ok ||
	bad "--pending -o one of its inputs: status $status $(cat "$TMP/err")"
# each part is in one task of its wave: the parts of wave 2 split again
# over 3 tasks cover the wave's list once
"$BOGGLE" prove $P --pending "$TMP"/s/w1-*.jsonl 2>/dev/null | sort >"$TMP/want"
for i in 0 1 2; do
	"$BOGGLE" prove $P --pending "$TMP"/s/w1-*.jsonl --task $i/3 \
		-o "$TMP/p$i.jsonl" 2>/dev/null
done
python3 -c '
import json, sys
for path in sys.argv[1:]:
    for l in open(path).read().splitlines()[1:-1]:
        r = json.loads(l)
        print("%d\t%s" % (r["class"], r["part"]))
' "$TMP"/p?.jsonl | sort >"$TMP/got"
[ -s "$TMP/want" ] && cmp -s "$TMP/want" "$TMP/got" && ok ||
	bad "--pending --task I/3 does not cover the parts once"

# ---- what merge refuses ----------------------------------------------------

T3="$TMP/t3/task-0.jsonl $TMP/t3/task-1.jsonl $TMP/t3/task-2.jsonl"
# a task missing: status 1, its index named
run prove merge $P "$TMP/t3/task-0.jsonl" "$TMP/t3/task-2.jsonl"
[ "$status" -eq 1 ] && [ ! -s "$TMP/out" ] &&
	grep -q "^boggle: prove merge: 1 of 3 tasks missing: 1\$" "$TMP/err" &&
	grep -q "classes missing: [0-9]" "$TMP/err" && ok ||
	bad "merge with a task missing: status $status $(cat "$TMP/err")"
# a task twice (a copy under another name): status 1, both files named
cp "$TMP/t3/task-1.jsonl" "$TMP/copy.jsonl"
run prove merge $P $T3 "$TMP/copy.jsonl"
[ "$status" -eq 1 ] && [ ! -s "$TMP/out" ] &&
	grep -q "is in .*task-1.jsonl and in .*copy.jsonl" "$TMP/err" &&
	grep -q "there more than once" "$TMP/err" && ok ||
	bad "merge with a task twice: status $status $(cat "$TMP/err")"
# tasks of two counts over one another
run prove merge $P $T3 "$TMP/t2/task-0.jsonl"
[ "$status" -eq 1 ] && grep -q "more than once" "$TMP/err" && ok ||
	bad "merge of tasks of 3 and of 2: status $status $(cat "$TMP/err")"
# a file cut short: without its end line, or in a record
sed '$d' "$TMP/t3/task-1.jsonl" >"$TMP/torn1.jsonl"
head -c 700 "$TMP/t3/task-1.jsonl" >"$TMP/torn2.jsonl"
for torn in torn1 torn2; do
	run prove merge $P "$TMP/t3/task-0.jsonl" "$TMP/$torn.jsonl" \
		"$TMP/t3/task-2.jsonl"
	[ "$status" -eq 2 ] && one_error && [ ! -s "$TMP/out" ] &&
		grep -q "$torn.jsonl: .*cut short" "$TMP/err" && ok ||
		bad "merge of a file cut short ($torn): status $status $(cat "$TMP/err")"
done
# another proof's file: named with what differs, never counted
printf '%s\n' aster rates stare tears treat later alert alter >"$TMP/list"
for other in "-d $TMP/list" "--min-score 201" "--scoring words" "-m 4"; do
	"$BOGGLE" prove $P $other --task 1/3 -o "$TMP/other.jsonl" 2>/dev/null
	run prove merge $P "$TMP/t3/task-0.jsonl" "$TMP/other.jsonl" \
		"$TMP/t3/task-2.jsonl"
	[ "$status" -eq 2 ] && one_error && [ ! -s "$TMP/out" ] &&
		grep -q "other.jsonl: from a proof of another" "$TMP/err" && ok ||
		bad "merge with a file of $other: status $status $(cat "$TMP/err")"
done
# a record whose class the shape has not, or a board not of the shape
sed 's/^{"class": [0-9]*,/{"class": 99999,/' "$TMP/t3/task-1.jsonl" >"$TMP/bad1.jsonl"
sed 's/\[\["[a-z]*"/[["abcd"/' "$TMP/t3/task-1.jsonl" >"$TMP/bad2.jsonl"
# or a board not turned as the proof turns it
sed 's/\[\["\([a-z]\)\([a-z]*\)"/[["\2\1"/' "$TMP/t3/task-1.jsonl" >"$TMP/bad3.jsonl"
for f in bad1 bad2 bad3; do
	run prove merge $P "$TMP/t3/task-0.jsonl" "$TMP/$f.jsonl" \
		"$TMP/t3/task-2.jsonl"
	[ "$status" -eq 2 ] && one_error &&
		grep -q "$f.jsonl: line [0-9]*: " "$TMP/err" &&
		ok || bad "merge of $f: status $status $(cat "$TMP/err")"
done
# what is wrong with every file is said, in one run
run prove merge $P "$TMP/torn1.jsonl" "$TMP/other.jsonl" "$TMP/t3/task-2.jsonl"
[ "$status" -eq 2 ] && [ "$(wc -l <"$TMP/err")" -eq 2 ] && ok ||
	bad "merge of two bad files: status $status $(cat "$TMP/err")"
# a split part proven twice, or a part no record split off
part=$(grep -h '"part": ' "$TMP"/s/w2-*.jsonl | head -n 1)
cp "$TMP/s/w2-0.jsonl" "$TMP/extra.jsonl"
run prove merge $P "$TMP"/s/*.jsonl "$TMP/extra.jsonl"
[ "$status" -eq 1 ] && grep -q "class [0-9]* part '.*' is in" "$TMP/err" &&
	ok || bad "merge with parts twice: status $status $(cat "$TMP/err")"
run prove merge $P "$TMP"/t3/task-*.jsonl "$TMP/s/w2-0.jsonl"
[ "$status" -eq 1 ] && [ -n "$part" ] &&
	grep -q "parts that no record split off" "$TMP/err" && ok ||
	bad "merge with stray parts: status $status $(cat "$TMP/err")"

# ---- what merge checks in every record ------------------------------------

# the proof from the files' headers alone
run prove merge -f tsv "$TMP"/t3/task-*.jsonl
[ "$status" -eq 0 ] && cmp -s "$TMP/one.tsv" "$TMP/out" && ok ||
	bad "merge with no options: status $status $(cat "$TMP/err")"
# options given must agree with the files
run prove merge -z 2x3 --tiles aerst "$TMP"/t3/task-*.jsonl
[ "$status" -eq 2 ] && [ ! -s "$TMP/out" ] &&
	grep -q "from a proof of another shape ('3x3'; this one: 2x3)" "$TMP/err" &&
	ok || bad "merge -z 2x3 of a 3x3 proof: status $status $(cat "$TMP/err")"
# forge EXPR: task 1/3's file with its records (recs, a list of parsed
# records) edited by EXPR, each checksum made to fit again
forge() {
	python3 -c '
import json, sys
lines = open(sys.argv[1]).read().splitlines()
recs = [json.loads(l) for l in lines[1:-1]]
exec(sys.argv[2])
def text(r):
    out = "{\"class\": %d, " % r["class"]
    if "part" in r:
        out += "\"part\": \"%s\", " % r["part"]
    out += "\"bound\": %d, \"seconds\": %.3f, \"boards\": [%s]" % (r["bound"],
        r["seconds"], ", ".join("[\"%s\", %d]" % (b, s) for b, s in r["boards"]))
    if r.get("split"):
        out += ", \"split\": [%s]" % ", ".join("\"%s\"" % p for p in r["split"])
    return out + "}"
print(lines[0])
for r in recs:
    print(text(r))
print(json.dumps({"end": len(recs)}).replace(" ", " "))
' "$TMP/t3/task-1.jsonl" "$1" >"$TMP/forged.jsonl"
	python3 "$HERE/reseal.py" "$TMP/forged.jsonl"
}
# first with boards: the index of task 1/3's first record that has some
with=$(python3 -c '
import json, sys
recs = [json.loads(l) for l in open(sys.argv[1]).read().splitlines()[1:-1]]
print(min(i for i, r in enumerate(recs) if len(r["boards"]) > 1))
' "$TMP/t3/task-1.jsonl")
# resealed unchanged, the file merges as before: the edits below are all
# that differ
forge 'pass'
run prove merge -f tsv "$TMP/t3/task-0.jsonl" "$TMP/forged.jsonl" \
	"$TMP/t3/task-2.jsonl"
[ "$status" -eq 0 ] && cmp -s "$TMP/one.tsv" "$TMP/out" && ok ||
	bad "merge of a file resealed unchanged: status $status $(cat "$TMP/err")"
for edit in \
	"recs[$with]['boards'].insert(0, ['zzzzzzzzz', 999])|not a board of the record's class" \
	"recs[$with]['boards'][0][1] += 1|scores" \
	"recs[$with]['boards'][0][1] = 100000|scores" \
	"recs[$with]['bound'] = 0|above the record's bound" \
	"recs[$with]['boards'] += [recs[$with]['boards'][-1]] * 50|there twice" \
	"o = ($with + 1) % len(recs); recs[o]['boards'] += [recs[$with]['boards'].pop()]; recs[o]['boards'].sort(key=lambda b: (-b[1], b[0]))|not a board of the record's class" \
	"recs[$with]['boards'][-1][0] = recs[$with]['boards'][-1][0][::-1]|not a board of"; do
	forge "${edit%|*}"
	run prove merge "$TMP/t3/task-0.jsonl" "$TMP/forged.jsonl" \
		"$TMP/t3/task-2.jsonl"
	[ "$status" -ne 0 ] && one_error && [ ! -s "$TMP/out" ] &&
		grep -q "forged.jsonl: line [0-9]*: .*${edit#*|}" "$TMP/err" && ok ||
		bad "merge of a forged file (${edit%|*}): status $status $(cat "$TMP/err")"
done
# a board's score changed: status 1, a proof that does not check out
forge "recs[$with]['boards'][0][1] += 1"
run prove merge "$TMP/t3/task-0.jsonl" "$TMP/forged.jsonl" "$TMP/t3/task-2.jsonl"
[ "$status" -eq 1 ] && ok || bad "merge of a score changed: status $status"
# damage by accident, a byte changed anywhere in a record, is named as such
line=$((with + 2))
for edit in 's/\(\["[a-z/]*", [0-9]*\)[0-9]\]/\12]/' 's/"bound": \([0-9]\)/"bound": 9\1/' \
	's/\["\([a-z]\)/["\1\1/'; do
	sed "${line}$edit" "$TMP/t3/task-1.jsonl" >"$TMP/damaged.jsonl"
	run prove merge "$TMP/t3/task-0.jsonl" "$TMP/damaged.jsonl" \
		"$TMP/t3/task-2.jsonl"
	! cmp -s "$TMP/damaged.jsonl" "$TMP/t3/task-1.jsonl" && [ "$status" -eq 2 ] &&
		one_error && grep -q "damaged.jsonl: line $line: damaged: its checksum" \
		"$TMP/err" && ok || bad "merge of a damaged file ($edit): status $status $(cat "$TMP/err")"
done
# a part handed on must lie within its record's class; one handed on
# twice is a part there twice
part=$(sed -n 's/.*"split": \["\([^"]*\)".*/\1/p' "$TMP"/s/w1-*.jsonl | head -n 1)
splitter=$(grep -l '"split": \[' "$TMP"/s/w1-*.jsonl | head -n 1)
for edit in "r['split'].append('aerst aerst aerst / aerst aerst aerst / aerst aerst aerst')|not within" \
	"r['split'].append(r['split'][0])|there more than once"; do
	python3 -c '
import json, sys
lines = open(sys.argv[1]).read().splitlines()
out = [lines[0]]
done = False
for l in lines[1:-1]:
    r = json.loads(l)
    if "split" in r and not done:
        exec(sys.argv[2])
        done = True
        l = "{\"class\": %d, \"bound\": %d, \"seconds\": %.3f, \"boards\": [%s], \"split\": [%s]}" % (
            r["class"], r["bound"], r["seconds"],
            ", ".join("[\"%s\", %d]" % (b, s) for b, s in r["boards"]),
            ", ".join("\"%s\"" % p for p in r["split"]))
    out.append(l)
out.append(lines[-1])
print("\n".join(out))
' "$splitter" "${edit%|*}" >"$TMP/parts.jsonl"
	python3 "$HERE/reseal.py" "$TMP/parts.jsonl"
	rm -rf "$TMP/sp"
	cp -r "$TMP/s" "$TMP/sp"
	cp "$TMP/parts.jsonl" "$TMP/sp/$(basename "$splitter")"
	run prove merge "$TMP"/sp/*.jsonl
	[ -n "$part" ] && [ "$status" -eq 1 ] &&
		grep -q "${edit#*|}" "$TMP/err" && ok ||
		bad "merge of parts forged (${edit%|*}): status $status $(cat "$TMP/err")"
done
# the list is found where the header says; moved, it is asked for by name
printf '%s\n' rate tear seat east eats teas sate star rats arts >"$TMP/mine.txt"
"$BOGGLE" prove -z 2x2 --min-score 2 -d "$TMP/mine.txt" -o "$TMP/mine.jsonl" \
	>"$TMP/want" 2>/dev/null
run prove merge "$TMP/mine.jsonl"
[ "$status" -eq 0 ] && [ -s "$TMP/want" ] && cmp -s "$TMP/want" "$TMP/out" && ok ||
	bad "merge of a proof with -d, found by the header: status $status $(cat "$TMP/err")"
mv "$TMP/mine.txt" "$TMP/moved.txt"
run prove merge "$TMP/mine.jsonl"
[ "$status" -eq 2 ] && one_error &&
	grep -q "word list, $TMP/mine.txt, is not there: give -d" "$TMP/err" && ok ||
	bad "merge with the list moved: status $status $(cat "$TMP/err")"
run prove merge -d "$TMP/moved.txt" "$TMP/mine.jsonl"
[ "$status" -eq 0 ] && cmp -s "$TMP/want" "$TMP/out" && ok ||
	bad "merge -d with the list moved: status $status $(cat "$TMP/err")"
echo tea >>"$TMP/moved.txt"
run prove merge -d "$TMP/moved.txt" "$TMP/mine.jsonl"
[ "$status" -eq 2 ] && one_error &&
	grep -q "another list .*: give -d $TMP/mine.txt\$" "$TMP/err" && ok ||
	bad "merge -d of another list: status $status $(cat "$TMP/err")"

# ---- verify: records proven again ------------------------------------------

run prove verify "$TMP"/s/*.jsonl
n=$(cat "$TMP"/s/*.jsonl | grep -c '^{"class"')
[ "$status" -eq 0 ] && [ ! -s "$TMP/out" ] &&
	grep -q "^boggle: prove verify: 102 of 102 classes proven again, each whole with its parts ($n records), each as recorded" "$TMP/err" &&
	ok || bad "verify of the waves' files: status $status $(cat "$TMP/err")"
run prove verify --sample 3 --seed 7 -j 2 "$TMP"/s/*.jsonl
[ "$status" -eq 0 ] && grep -q "verify: 3 of 102 classes proven again, each whole with its parts ($n records)" "$TMP/err" &&
	grep -q "^boggle: prove verify: seed 7 (--seed 7 draws the same classes)" "$TMP/err" && ok ||
	bad "verify --sample 3: status $status $(cat "$TMP/err")"
# a part left out of its record's list, and its own record gone, with
# checksums made to fit: merge cannot tell, proving the record again can
rm -rf "$TMP/v"
mkdir "$TMP/v"
python3 -c '
import json, os, sys
src, dst = sys.argv[1], sys.argv[2]
files = {f: open(os.path.join(src, f)).read().splitlines() for f in os.listdir(src)}
recs = {(json.loads(l)["class"], json.loads(l).get("part")): (f, i)
        for f, ls in files.items() for i, l in enumerate(ls) if l.startswith("{\"class\"")}
done = False
for f, ls in sorted(files.items()):
    for i, l in enumerate(ls):
        r = json.loads(l) if l and l.startswith("{\"class\"") else {}
        for p in r.get("split", []):
            g, j = recs[(r["class"], p)]
            kid = json.loads(files[g][j])
            # a part whose boards its parent lists anyway (turns of them
            # in its own share) loses nothing when left out
            gone = {tuple(b) for b in kid["boards"]} - {tuple(b) for b in r["boards"]}
            if done or "split" in kid or not gone:
                continue
            r["split"].remove(p)
            text = "{\"class\": %d, " % r["class"]
            if "part" in r:
                text += "\"part\": \"%s\", " % r["part"]
            text += "\"bound\": %d, \"seconds\": %.3f, \"boards\": [%s]" % (
                r["bound"], r["seconds"],
                ", ".join("[\"%s\", %d]" % (b, s) for b, s in r["boards"]))
            if r["split"]:
                text += ", \"split\": [%s]" % ", ".join("\"%s\"" % q for q in r["split"])
            ls[i] = text + "}"
            files[g][j] = None
            print("%s:%d" % (f, i + 1))
            done = True
for f, ls in files.items():
    kept = [l for l in ls if l is not None]
    if kept[-1].startswith("{\"end\""):
        kept[-1] = "{\"end\": %d}" % (len(kept) - 2)
    open(os.path.join(dst, f), "w").write("\n".join(kept) + "\n")
' "$TMP/s" "$TMP/v" >"$TMP/where"
for f in "$TMP"/v/*.jsonl; do python3 "$HERE/reseal.py" "$f"; done
where=$(cat "$TMP/where")
run prove verify "$TMP"/v/*.jsonl
# (where the waves split so that every part's boards are its parent's
# too, no part can be left out to any effect: nothing to catch)
if [ -z "$where" ]; then
	echo "skipped: no part of these waves holds a board its parent does not"
else
	[ "$status" -eq 1 ] && [ "$(grep -c "proven again until" "$TMP/err")" -eq 1 ] &&
		grep -q "^boggle: prove verify: .*/v/.*: line [0-9]*: class [0-9]*, its parts with it: proven again until a board its records leave out: " "$TMP/err" &&
		grep -q "some not as recorded" "$TMP/err" && ok ||
		bad "verify of a part left out ($where): status $status $(cat "$TMP/err")"
fi
# a board left out of a one-machine record, the checksum made to fit
python3 -c '
import sys
lines = open(sys.argv[1]).read().splitlines()
i = next(i for i, l in enumerate(lines) if "\"boards\": [[" in l)
head, rest = lines[i].split("\"boards\": [[", 1)
lines[i] = head + "\"boards\": [" + rest.split("], ", 1)[1]
open(sys.argv[2], "w").write("\n".join(lines) + "\n")
' "$TMP/one.jsonl" "$TMP/less.jsonl"
python3 "$HERE/reseal.py" "$TMP/less.jsonl"
run prove verify "$TMP/less.jsonl"
[ "$status" -eq 1 ] && grep -q "its records leave out: " "$TMP/err" && ok ||
	bad "verify of a board left out: status $status $(cat "$TMP/err")"
run prove verify --sample 0 "$TMP/one.jsonl"
[ "$status" -eq 2 ] && one_error && ok ||
	bad "verify --sample 0: status $status $(cat "$TMP/err")"

# ---- estimate --------------------------------------------------------------

# as figures for programs too, and a --split-after that says its unit
run prove $P --estimate --sample 10 --wall 0.05s -f json
[ "$status" -eq 0 ] && python3 -c '
import json, sys
doc = json.load(open(sys.argv[1]))
assert doc["classes"] == 102 and doc["sample"] == 10 and doc["tasks"] >= 1, doc
assert doc["cpu_hours"] >= 0 and doc["memory_mb"] > 0, doc
' "$TMP/out" && ok || bad "--estimate -f json: status $status $(cat "$TMP/out" "$TMP/err")"
run prove $P --estimate --sample 10 --wall 1ms
[ "$status" -eq 0 ] && grep -q "^split: .* --split-after [0-9.e-]*s hands" "$TMP/out" &&
	ok || bad "--estimate suggests --split-after without a unit: $(cat "$TMP/out")"
# a time in milliseconds
rm -f "$TMP/ms.jsonl"
run prove $P --task 0/3 --split-after 20ms -o "$TMP/ms.jsonl"
[ "$status" -eq 0 ] && [ -s "$TMP/ms.jsonl" ] && ok ||
	bad "--split-after 20ms: status $status $(cat "$TMP/err")"
run prove $P --estimate --sample 10 --wall 0.05s
[ "$status" -eq 0 ] &&
	grep -q '^estimate: [0-9.]* CPU-hours ([0-9]* CPU-s) for all 102 classes$' "$TMP/out" &&
	grep -q '^memory: [0-9]* MB a task of one thread' "$TMP/out" &&
	grep -q '^tasks: [0-9]* of one thread, .*--task I/[0-9]*$' "$TMP/out" &&
	ok || bad "--estimate: status $status $(cat "$TMP/out" "$TMP/err")"

# ---- bad usage -------------------------------------------------------------

for args in "--task 0/3" "--task 3/3 -o $TMP/u" "--task x/3 -o $TMP/u" \
	"--task 0/0 -o $TMP/u" "--task 1 -o $TMP/u" "--task -1/3 -o $TMP/u" \
	"--task 0/3 -o $TMP/u --resume" "--split-after 5" \
	"--split-after 0 --task 0/3 -o $TMP/u" \
	"--split-after 5x --task 0/3 -o $TMP/u" "--pending" \
	"--estimate -o $TMP/u" "--task 0/3 --sample 4 -o $TMP/u" \
	"--wall 0 --estimate" "--wall 1h"; do
	run prove $P $args
	[ "$status" -eq 2 ] && one_error && [ ! -s "$TMP/out" ] &&
		[ ! -e "$TMP/u" ] && ok ||
		bad "prove $args: status $status $(cat "$TMP/err")"
done
run prove -z 3x3 --tiles aerst --task 0/3 -o "$TMP/u"
[ "$status" -eq 2 ] && one_error && grep -q "needs --min-score" "$TMP/err" &&
	ok || bad "--task without --min-score: status $status $(cat "$TMP/err")"
run prove merge $P
[ "$status" -eq 2 ] && one_error && ok ||
	bad "merge of no files: status $status $(cat "$TMP/err")"
run prove merge $P "$TMP/nothing.jsonl"
[ "$status" -ne 0 ] && one_error && ok ||
	bad "merge of a file not there: status $status $(cat "$TMP/err")"

finish tasks
