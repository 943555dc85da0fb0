#!/bin/sh
# boggle prove's tasks as a Slurm job array: a one-node cluster started
# here for this test alone (MUNGE, slurmctld and slurmd, every file of
# theirs under the scratch folder, on free ports of 127.0.0.1) runs
# `--task env/N`, each task naming its file by SLURM_ARRAY_TASK_ID; the
# files merged print byte for byte what one process proves.  A task's file
# lost is found missing by merge and made again by running that index
# alone.  Every daemon is stopped at the end, on failure too.
#   sh slurm_test.sh path/to/boggle
# Exits 77 (skipped) when not root (the daemons change user), when a
# program is missing (Debian packages slurmd slurmctld slurm-client
# munge) or when the cluster does not come up in time.  Every wait is
# capped, so that the script ends, daemons stopped, well within the
# test's TIMEOUT.
set -u
BOGGLE=$1
case $BOGGLE in
/*) ;;
*) BOGGLE=$(pwd)/$BOGGLE ;;
esac
skip() {
	echo "SKIP: $*"
	exit 77
}
[ "$(id -u)" -eq 0 ] || skip "not root: the Slurm test starts daemons that change user"
for cmd in munged munge slurmctld slurmd sbatch squeue sinfo scontrol \
	scancel setpriv timeout; do
	command -v "$cmd" >/dev/null 2>&1 ||
		skip "$cmd not found (Debian packages slurmd slurmctld slurm-client munge)"
done
id munge >/dev/null 2>&1 || skip "no munge user (the Debian package munge makes it)"
. "$(dirname "$0")/harness.sh"

# The tasks: a few seconds in all, and every task holds some of the
# shape's 24 classes.
PROOF="-z 2x3 --min-score 60"
N=6

# Settings of the caller's own cluster, if any, must not steer this one.
for var in $(env | sed -n 's/^\(S[A-Z]*_[A-Za-z0-9_]*\)=.*/\1/p'); do
	case $var in
	SLURM_* | SBATCH_* | SQUEUE_* | SINFO_*) unset "$var" ;;
	esac
done

C=$TMP/cluster
# Exported before any daemon starts, so that every process of this
# cluster carries it: see ours below.
export SLURM_CONF="$C/slurm.conf"
SOCK=$C/munge/socket
mkdir -p "$C/munge" "$C/state" "$C/spool" "$TMP/tasks"
# munged runs as the munge user and wants its socket's folder open to all
# (mktemp -d makes the scratch folder 0700)
chmod 711 "$TMP"
chown munge:munge "$C/munge"
chmod 755 "$C/munge"
# a key of this cluster's own: the system's is left alone
dd if=/dev/urandom of="$C/munge/key" bs=1024 count=1 2>/dev/null
chown munge:munge "$C/munge/key"
chmod 400 "$C/munge/key"

# within SECONDS TEST...: run TEST every 0.2 s until it passes (status 0)
# or SECONDS have gone by (status 1)
within() {
	end=$(($(date +%s) + $1))
	shift
	until "$@"; do
		[ "$(date +%s)" -lt "$end" ] || return 1
		sleep 0.2
	done
}
# alive PID: running, not merely a zombie not yet waited for
alive() {
	st=$(sed -n 's/.*) \(.\).*/\1/p' "/proc/$1/stat" 2>/dev/null)
	[ -n "$st" ] && [ "$st" != Z ]
}
# stop PID...: TERM, then KILL what is still there after 10 s
stop() {
	[ $# -gt 0 ] || return 0
	kill "$@" 2>/dev/null
	for pid; do
		within 10 eval '! alive "$pid"' || kill -9 "$pid" 2>/dev/null
	done
}
# ours: the processes that carry this cluster's SLURM_CONF: the daemons,
# the slurmstepd each job gets (slurmd lets them go, so they are not its
# children) and what the jobs run
ours() {
	for f in $(env -u SLURM_CONF grep -l -s -z -x -F "SLURM_CONF=$SLURM_CONF" \
		/proc/[0-9]*/environ); do
		f=${f#/proc/}
		echo "${f%/environ}"
	done
}
queue_empty() {
	q=$(timeout 5 squeue -h -j "$job" 2>/dev/null) && [ -z "$q" ]
}
none_left() {
	left=$(ours)
	[ -z "$left" ]
}

# Daemons run in the foreground as this shell's children: their process
# ids are known at once, with no pid file to wait for or lose.
munge_pid='' ctld_pid='' slurmd_pid='' job=''
# every daemon down, whatever state the test left them in
stop_cluster() {
	if [ -n "$ctld_pid" ] && alive "$ctld_pid"; then
		if [ -n "$job" ]; then
			timeout 10 scancel "$job" 2>/dev/null
			# the jobs end before the daemons that watch them
			within 10 queue_empty
		fi
		timeout 10 scontrol shutdown >/dev/null 2>&1
	fi
	stop $slurmd_pid $ctld_pid
	if [ -n "$munge_pid" ]; then
		timeout 10 munged --stop --socket="$SOCK" >/dev/null 2>&1
		stop $munge_pid
	fi
	ctld_pid='' slurmd_pid='' munge_pid=''
	# a slurmstepd sending its job's last messages outlives slurmd by a
	# moment
	within 10 none_left || stop $left
}
trap 'stop_cluster; rm -rf "$TMP"' EXIT
trap 'exit 1' HUP INT TERM

# Two free ports below the ephemeral range, away from Slurm's own 6817
# and 6818 so that a cluster of the machine's is neither met nor troubled.
listening=$(awk '$4 == "0A" { split($2, a, ":"); print a[2] }' \
	/proc/net/tcp /proc/net/tcp6 2>/dev/null)
port=$((20000 + $$ % 5000 * 2))
tries=0
while [ $tries -lt 100 ]; do
	hex1=$(printf '%04X' $port)
	hex2=$(printf '%04X' $((port + 1)))
	echo "$listening" | grep -q -e "^$hex1\$" -e "^$hex2\$" || break
	port=$((port + 2))
	tries=$((tries + 1))
done

# slurmctld serves only where SlurmctldHost names this host; the address
# beside it and NodeAddr spare every daemon a name lookup that may hang.
HOST=$(uname -n | cut -d. -f1)
CPUS=$(getconf _NPROCESSORS_ONLN 2>/dev/null || echo 1)
cat >"$SLURM_CONF" <<EOF
ClusterName=bogglecheck
SlurmctldHost=$HOST(127.0.0.1)
SlurmctldPort=$port
SlurmdPort=$((port + 1))
SlurmUser=root
SlurmdUser=root
AuthType=auth/munge
CredType=cred/munge
AuthInfo=socket=$SOCK
StateSaveLocation=$C/state
SlurmdSpoolDir=$C/spool
SlurmctldPidFile=$C/slurmctld.pid
SlurmdPidFile=$C/slurmd.pid
SlurmctldLogFile=$C/slurmctld.log
SlurmdLogFile=$C/slurmd.log
MailProg=/bin/true
# no cgroups: the machine may not offer what their plugins need
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
JobAcctGatherType=jobacct_gather/none
AccountingStorageType=accounting_storage/none
JobCompType=jobcomp/none
MpiDefault=none
SelectType=select/cons_tres
SelectTypeParameters=CR_Core
ReturnToService=2
# schedule at once, not in a pass a few seconds on
SchedulerParameters=batch_sched_delay=0,sched_min_interval=0
NodeName=$HOST NodeAddr=127.0.0.1 CPUs=$CPUS State=UNKNOWN
PartitionName=check Nodes=$HOST Default=YES MaxTime=INFINITE State=UP
EOF

# reason LOG...: the last error logged, less the MPI plugins' (not built
# for this machine, and not needed)
reason() {
	grep -h -e fatal -e error "$@" 2>/dev/null | grep -v -i -e pmix -e mpi |
		tail -n 1 | sed 's/^\[[^]]*\] //'
}
munge_up() { ! alive "$munge_pid" || munge -n -S "$SOCK" >/dev/null 2>&1; }
# the node idle, or a daemon gone (no use waiting then)
cluster_up() {
	! alive "$ctld_pid" || ! alive "$slurmd_pid" ||
		[ "$(timeout 5 sinfo -h -o %t 2>/dev/null)" = idle ]
}

setpriv --reuid=munge --regid=munge --clear-groups munged --foreground \
	--socket="$SOCK" --key-file="$C/munge/key" --pid-file="$C/munge/pid" \
	--log-file="$C/munge/log" --seed-file="$C/munge/seed" \
	</dev/null >"$C/munged.out" 2>&1 &
munge_pid=$!
if ! within 10 munge_up || ! alive "$munge_pid"; then
	why=$(reason "$C/munge/log" "$C/munged.out")
	skip "munged did not start within 10 s${why:+: $why}"
fi
slurmctld -D -c -i </dev/null >"$C/slurmctld.out" 2>&1 &
ctld_pid=$!
slurmd -D -c </dev/null >"$C/slurmd.out" 2>&1 &
slurmd_pid=$!
if ! within 15 cluster_up || ! alive "$ctld_pid" || ! alive "$slurmd_pid"; then
	why=$(reason "$C/slurmctld.log")
	[ -n "$why" ] || why=$(reason "$C/slurmd.log")
	skip "a one-node Slurm cluster (ports $port, $((port + 1))) did not start within 15 s${why:+: $why}"
fi

# array INDICES: run the tasks INDICES as a job array and wait up to 30 s
# for them; then their states, one task a line, in $TMP/states
array() {
	job=$(timeout 20 sbatch --parsable --array="$1" --chdir="$TMP" \
		--output="$TMP/slurm-%a.log" "$TMP/task.sh" 2>"$TMP/err")
	job=${job%%;*}
	if [ -z "$job" ]; then
		echo "sbatch: $(cat "$TMP/err")" >"$TMP/states"
		return
	fi
	within 30 queue_empty
	timeout 10 scontrol -o show job "$job" >"$TMP/states" 2>&1
}
# tasks_ok COUNT: COUNT tasks, each completed with status 0
tasks_ok() {
	[ "$(grep -c 'JobState=COMPLETED .* ExitCode=0:0 ' "$TMP/states")" -eq "$1" ] &&
		[ "$(wc -l <"$TMP/states")" -eq "$1" ]
}

# The whole proof in one process, to hold the merge against.
run prove $PROOF -f tsv
cp "$TMP/out" "$TMP/one.tsv"
[ "$status" -eq 0 ] && [ "$(wc -l <"$TMP/one.tsv")" -gt 100 ] && ok ||
	bad "one-process proof: status $status, $(wc -l <"$TMP/one.tsv") boards"

# The job script: Slurm keeps a copy, and each task finds its index, for
# boggle and for its file's name, in the environment the array gives it.
cat >"$TMP/task.sh" <<EOF
#!/bin/sh
exec "$BOGGLE" prove $PROOF --task env/$N -o "$TMP/tasks/task-\$SLURM_ARRAY_TASK_ID.jsonl"
EOF
array 0-$((N - 1))
tasks_ok $N && ok || bad "the array's tasks: $(cat "$TMP/states")"

# one file per task, named by its index, and no other (no temporary file
# left behind)
i=0
while [ $i -lt $N ]; do
	echo "task-$i.jsonl"
	i=$((i + 1))
done >"$TMP/want"
ls -A "$TMP/tasks" | LC_ALL=C sort >"$TMP/files"
cmp -s "$TMP/want" "$TMP/files" && ok ||
	bad "task files: $(tr '\n' ' ' <"$TMP/files")"

run prove merge $PROOF -f tsv "$TMP"/tasks/task-*.jsonl
[ "$status" -eq 0 ] && cmp -s "$TMP/one.tsv" "$TMP/out" && ok ||
	bad "merge of the array's files: status $status, $(cat "$TMP/err")"

# A task's file lost: merge says it is missing, and that index run again
# alone, as one reruns a failed task, mends the proof.
lost=2
mv "$TMP/tasks/task-$lost.jsonl" "$TMP/lost.jsonl"
run prove merge $PROOF -f tsv "$TMP"/tasks/task-*.jsonl
[ "$status" -eq 1 ] && [ ! -s "$TMP/out" ] &&
	grep -q "task.* missing: $lost\$" "$TMP/err" && ok ||
	bad "merge without task $lost: status $status, $(cat "$TMP/err")"
array $lost
tasks_ok 1 && ok || bad "task $lost again: $(cat "$TMP/states")"
run prove merge $PROOF -f tsv "$TMP"/tasks/task-*.jsonl
[ "$status" -eq 0 ] && cmp -s "$TMP/one.tsv" "$TMP/out" && ok ||
	bad "merge after task $lost again: status $status, $(cat "$TMP/err")"

# Stopped here rather than only on exit, to check that nothing of the
# cluster outlives it.
stop_cluster
left=$(ours)
[ -z "$left" ] && ok || bad "still running after the cluster stopped: $left"
finish slurm
