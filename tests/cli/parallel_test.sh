#!/bin/sh
# boggle prove's tasks run by GNU parallel on this machine, as a proof
# across machines runs them: a run stopped half way, by --halt or by
# killing parallel, then run again with the same joblog and --resume,
# runs only the tasks that did not finish, and the files merged print
# byte for byte what one process proves.  The index comes from
# parallel's job number (--task env/N) in one run and from the input
# ({}/N) in the other.  A task killed while it works leaves no file under
# its name.
#   sh parallel_test.sh path/to/boggle
# Exits 77 (skipped) when parallel is not installed.
set -u
BOGGLE=$1
if ! command -v parallel >/dev/null 2>&1; then
	echo "SKIP: GNU parallel is not installed (Debian package parallel)"
	exit 77
fi
. "$(dirname "$0")/harness.sh"
# env/N must find parallel's job number, not an index of a cluster job
# this test may itself run in
unset SLURM_ARRAY_TASK_ID JOB_COMPLETION_INDEX
# parallel keeps state and temporary files there, not in ~/.parallel
export PARALLEL_HOME="$TMP/parallel" TMPDIR="$TMP"

# A quick proof: the shape's 24 classes dealt out over 6 tasks.
PROOF="-z 2x3 --min-score 60"
N=6
SEQ=$(seq $N)
run prove $PROOF -f tsv
cp "$TMP/out" "$TMP/one.tsv"
[ "$status" -eq 0 ] && [ "$(wc -l <"$TMP/one.tsv")" -gt 100 ] && ok ||
	bad "one-process proof: status $status, $(wc -l <"$TMP/one.tsv") boards"

# done LOG: the job numbers that LOG shows finished with status 0, one a
# line, in order
done_jobs() {
	awk -F"$TAB" 'NR > 1 && $7 == 0 && $8 == 0 { print $1 }' "$1" | sort -n
}
# files DIR: the task files in DIR, by name, less the temporary files of
# tasks that did not finish (their names start with a dot)
files() { ls "$1" | LC_ALL=C sort; }
# have FILE...: each file there, and whole: its last line the end line
have() {
	for f; do
		tail -n 1 "$f" 2>/dev/null | grep -q '^{"end": [0-9]*}$' || return 1
	done
}
# inodes FILE...: each file's inode: a file written again is a new one
inodes() {
	for f; do
		ls -i "$f"
	done | awk '{ print $1 }'
}

# ---- --task env/N, stopped by --halt --------------------------------------

# After the third task is done parallel kills those still running; the
# rest never start.
mkdir "$TMP/a"
envrun() {
	parallel -j 2 --joblog "$TMP/a.log" --resume "$@" -N0 \
		"$BOGGLE" prove $PROOF --task env/$N -o "$TMP/a/task-{#}.jsonl" \
		::: $SEQ >"$TMP/par.out" 2>"$TMP/par.err"
}
envrun --halt now,done=3
before=$(done_jobs "$TMP/a.log")
count=$(echo "$before" | grep -c .)
[ "$count" -ge 3 ] && [ "$count" -lt $N ] && ok ||
	bad "parallel --halt now,done=3: $count tasks done: $(cat "$TMP/a.log" "$TMP/par.err")"
# a file for each task done; any other (a task killed between writing
# its file and its exit) whole too: a task killed half way leaves nothing
# under its name
donefiles=$(echo "$before" | sed "s,.*,$TMP/a/task-&.jsonl,")
have $donefiles "$TMP"/a/task-*.jsonl && ok ||
	bad "after --halt: files $(files "$TMP/a" | tr '\n' ' ')for tasks $(echo $before)"
cp "$TMP/a.log" "$TMP/a.first"
inodes $donefiles >"$TMP/a.inodes"

envrun
[ $? -eq 0 ] && ok || bad "parallel --resume: $(cat "$TMP/par.err")"
# each task once, done; the first run's lines as they were
[ "$(done_jobs "$TMP/a.log")" = "$SEQ" ] &&
	[ "$(sed 1d "$TMP/a.log" | wc -l)" -eq $N ] && ok ||
	bad "joblog after --resume: $(cat "$TMP/a.log")"
head -n "$(wc -l <"$TMP/a.first")" "$TMP/a.log" | cmp -s "$TMP/a.first" - && ok ||
	bad "--resume changed the first run's joblog lines"
# the tasks done before not run again: their files are the same files
inodes $donefiles | cmp -s "$TMP/a.inodes" - && ok ||
	bad "--resume wrote again the files of tasks already done"
[ "$(files "$TMP/a")" = "$(echo "$SEQ" | sed 's/.*/task-&.jsonl/' |
	LC_ALL=C sort)" ] && ok || bad "after --resume: $(files "$TMP/a" | tr '\n' ' ')"
run prove merge $PROOF -f tsv "$TMP"/a/task-*.jsonl
[ "$status" -eq 0 ] && cmp -s "$TMP/one.tsv" "$TMP/out" && ok ||
	bad "merge of the env/$N tasks: status $status, $(cat "$TMP/err")"

# ---- --task {}/N, parallel killed -----------------------------------------

# Killed once a task is done: parallel kills the task it is running and
# starts no other.  One task at a time, so that the kill comes long
# before the last.  (Run in a subshell: exec, so that the one in the
# background is parallel itself and gets the signal.)
mkdir "$TMP/b"
inrun() {
	exec parallel -j 1 --joblog "$TMP/b.log" --resume \
		"$BOGGLE" prove $PROOF --task {}/$N -o "$TMP/b/task-{}.jsonl" \
		::: $(seq 0 $((N - 1))) >"$TMP/par.out" 2>"$TMP/par.err"
}
(inrun) &
pid=$!
await_lines "$TMP/b.log" 2
kill "$pid" 2>/dev/null
wait "$pid"
# the task parallel was running may outlive it a moment (the kill reaches
# it as parallel goes), holding its file's lock: a rerun that came first
# would be refused.  Wait for it, 20 s at most (the brackets keep grep
# from finding its own command line).
n=0
while grep -qsa -- "$TMP/b/task-[0-9]" /proc/[0-9]*/cmdline && [ $n -lt 200 ]; do
	sleep 0.1
	n=$((n + 1))
done
before=$(done_jobs "$TMP/b.log")
count=$(echo "$before" | grep -c .)
[ "$count" -ge 1 ] && [ "$count" -lt $N ] && ok ||
	bad "parallel killed: $count tasks done: $(cat "$TMP/b.log")"
# job K ran task K - 1
donefiles=$(echo "$before" | awk -v d="$TMP/b" '{ print d "/task-" $1 - 1 ".jsonl" }')
have $donefiles "$TMP"/b/task-*.jsonl && ok ||
	bad "parallel killed: files $(files "$TMP/b" | tr '\n' ' ')for jobs $(echo $before)"
inodes $donefiles >"$TMP/b.inodes"

(inrun)
[ $? -eq 0 ] && ok || bad "parallel --resume after a kill: $(cat "$TMP/par.err")"
[ "$(done_jobs "$TMP/b.log")" = "$SEQ" ] &&
	[ "$(sed 1d "$TMP/b.log" | wc -l)" -eq $N ] && ok ||
	bad "joblog after a kill and --resume: $(cat "$TMP/b.log")"
inodes $donefiles | cmp -s "$TMP/b.inodes" - && ok ||
	bad "--resume after a kill wrote again the files of tasks done"
run prove merge $PROOF -f tsv "$TMP"/b/task-*.jsonl
[ "$status" -eq 0 ] && cmp -s "$TMP/one.tsv" "$TMP/out" && ok ||
	bad "merge of the {}/$N tasks: status $status, $(cat "$TMP/err")"

# ---- a task killed while it works ------------------------------------------

# A task of a proof that takes hours (though each of its classes is
# quick to rule out), killed once it has written its first record: by TERM as parallel sends it when stopped, and by KILL as
# when a machine fails.  Either way no file has the task's name, and the
# joblog does not count the task done, so --resume runs it again.
for signals in TERM,200,KILL,25 KILL,25; do
	rm -rf "$TMP/c" "$TMP/c.log"
	mkdir "$TMP/c"
	parallel --termseq $signals --joblog "$TMP/c.log" \
		"$BOGGLE" prove -z 3x4 --min-score 100000 --task {}/2 -o "$TMP/c/task-{}.jsonl" \
		::: 0 >/dev/null 2>&1 &
	pid=$!
	# (the joblog's line: the task ended, and will write no more)
	n=0 lines=0
	while [ "$lines" -lt 2 ] && [ $n -lt 600 ] &&
		[ "$(cat "$TMP/c.log" 2>/dev/null | wc -l)" -lt 2 ]; do
		sleep 0.05
		lines=$(cat "$TMP"/c/.task-0.jsonl.* 2>/dev/null | wc -l)
		n=$((n + 1))
	done
	kill "$pid" 2>/dev/null
	wait "$pid"
	[ "$lines" -ge 2 ] && [ ! -e "$TMP/c/task-0.jsonl" ] &&
		[ -z "$(done_jobs "$TMP/c.log")" ] && ok ||
		bad "a task killed by $signals: $lines lines written; $(ls -A "$TMP/c" | tr '\n' ' ')$(cat "$TMP/c.log")"
done

finish parallel
