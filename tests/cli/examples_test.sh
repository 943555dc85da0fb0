#!/bin/sh
# The cluster examples in doc/examples are files an engine would take: the
# Kubernetes Job is YAML, the HTCondor submit file keeps to its grammar,
# each asks for as many tasks as its --task splits the proof into and
# names each task's file after its index, and boggle takes their proof
# arguments (on a tiny shape, so that they run here in a moment).
#   sh examples_test.sh path/to/boggle path/to/doc/examples
# The guide's own command lines for the same tasks (doc/proving.md: GNU
# parallel, over ssh, a Slurm array) must make the same proof as well.
# Without python3's yaml module the Job's checks are skipped, said in one
# line; the submit file's still run.
set -u
BOGGLE=$1
EXAMPLES=$2
JOB=$EXAMPLES/prove-job.yaml
SUB=$EXAMPLES/prove.sub
. "$(dirname "$0")/harness.sh"
skipped=0
# an engine's own variables must not pick the index of --task env/N here
unset SLURM_ARRAY_TASK_ID JOB_COMPLETION_INDEX PARALLEL_SEQ PARALLEL_SEQN

# tiny INDEX DIR ARGS...: the example's arguments, one a line, for a proof
# boggle makes at once: the built-in list and a 2x2 shape with a cutoff of
# 1 in place of the real ones, INDEX for the engine's index, the task's
# file in DIR, and a pattern of files the task file $made.
tiny() {
	index=$1 dir=$2
	shift 2
	while [ $# -gt 0 ]; do
		case $1 in
		-z) echo -z; echo 2x2; shift ;;
		--min-score) echo --min-score; echo 1; shift ;;
		-d) shift ;;
		-o)
			echo -o
			printf '%s/%s\n' "$dir" "${2##*/}" |
				sed -e "s/\$(JOB_COMPLETION_INDEX)/$index/g" -e "s/\$(Process)/$index/g"
			shift
			;;
		*\**) printf '%s\n' "$made" ;;
		*) printf '%s\n' "$1" | sed "s/\$(Process)/$index/g" ;;
		esac
		shift
	done
}

# prove_tiny WHAT INDEX: run the arguments in $TMP/WHAT.args, made tiny,
# as task INDEX, which should write its task file and nothing on standard
# output; fails if it does not.
prove_tiny() {
	what=$1 index=$2
	set --
	while IFS= read -r a; do
		set -- "$@" "$a"
	done <"$TMP/$what.args"
	tiny "$index" "$TMP/$what" "$@" >"$TMP/$what.tiny"
	set --
	while IFS= read -r a; do
		set -- "$@" "$a"
	done <"$TMP/$what.tiny"
	file=$(sed -n '/^-o$/{n;p;q;}' "$TMP/$what.tiny")
	mkdir -p "$TMP/$what"
	# the Job's index is in its environment; the submit file's in --task
	JOB_COMPLETION_INDEX=$index "$BOGGLE" "$@" >"$TMP/out" 2>"$TMP/err" </dev/null
	status=$?
	made=$file
	if [ "$status" -eq 0 ] && [ -s "$file" ] && [ ! -s "$TMP/out" ]; then
		ok
	else
		bad "$what: boggle $* exits $status, $(tr '\n' ' ' <"$TMP/err" | cut -c1-300)"
		return 1
	fi
}

# after WHAT EXAMPLE: the commands that EXAMPLE's comments give for after
# the tasks ("#   boggle prove ..."), made tiny and run on the one task
# file that prove_tiny made: --pending lists nothing, and it and merge
# find the other tasks missing (status 1, not 2: the options and files
# are right).
after() {
	what=$1
	sed -n 's/^#   boggle //p' "$2" >"$TMP/$what.after"
	grep -q -- ' --pending ' "$TMP/$what.after" && ok || bad "$2: no --pending command"
	grep -q '^prove merge ' "$TMP/$what.after" && ok || bad "$2: no merge command"
	while IFS= read -r line; do
		set -f
		# the comment's words, a pattern among them kept as it is
		set -- $line
		set +f
		tiny 0 "$TMP/$what" "$@" >"$TMP/$what.tiny"
		set --
		while IFS= read -r a; do
			set -- "$@" "$a"
		done <"$TMP/$what.tiny"
		"$BOGGLE" "$@" >"$TMP/out" 2>"$TMP/err" </dev/null
		status=$?
		case $line in
		*merge* | *--pending*) want=1 ;;
		*) want=0 ;;
		esac
		if [ "$status" -eq "$want" ]; then
			ok
		else
			bad "$what: '$line' made tiny exits $status, not $want: $(tr '\n' ' ' <"$TMP/err" | cut -c1-300)"
		fi
	done <"$TMP/$what.after"
}

# ---- the Kubernetes Job -------------------------------------------------

if python3 -c 'import yaml' 2>/dev/null; then
	# One line per problem on standard output; the container's arguments,
	# one a line, in $TMP/job.args; N in $TMP/job.n.
	python3 - "$JOB" "$TMP/job.args" "$TMP/job.n" >"$TMP/problems" <<'EOF'
import re, sys, yaml

path, args_out, n_out = sys.argv[1:4]
try:
    docs = list(yaml.safe_load_all(open(path, encoding="utf-8")))
except yaml.YAMLError as e:
    print(f"not YAML: {e}".replace("\n", " "))
    sys.exit()
if len(docs) != 1 or not isinstance(docs[0], dict):
    print("not one YAML mapping")
    sys.exit()
job = docs[0]

def at(*keys):
    node = job
    for k in keys:
        node = node.get(k) if isinstance(node, dict) else None
    return node

def want(cond, what):
    if not cond:
        print(what)

want(job.get("apiVersion") == "batch/v1", "apiVersion is not batch/v1")
want(job.get("kind") == "Job", "kind is not Job")
want(at("spec", "completionMode") == "Indexed", "completionMode is not Indexed")
completions = at("spec", "completions")
want(isinstance(completions, int) and completions > 0,
     "completions is not a positive number")
par = at("spec", "parallelism")
want(isinstance(par, int) and 0 < par <= (completions or 0),
     "parallelism is not a number from 1 to completions")
want(isinstance(at("spec", "backoffLimitPerIndex"), int),
     "no backoffLimitPerIndex")
pod = at("spec", "template", "spec") or {}
want(pod.get("restartPolicy") == "Never",
     "restartPolicy is not Never (backoffLimitPerIndex needs it)")
containers = pod.get("containers") or []
want(len(containers) == 1, "not one container")
c = containers[0] if containers else {}
command = c.get("command") or []
args = c.get("args") or []
# Kubernetes takes only strings here: 1500 unquoted would be refused
for a in command + args:
    want(isinstance(a, str) and "\n" not in a, f"argument {a!r} is not a string on one line (quote it)")
args = [str(a) for a in args]
want(command == ["boggle"] and args[:1] == ["prove"], "it does not run boggle prove")

def value(opt):
    return args[args.index(opt) + 1] if opt in args[:-1] else ""

m = re.fullmatch(r"env/([0-9]+)", value("--task"))
want(m, f"--task is {value('--task')!r}, not env/N")
if m:
    want(int(m.group(1)) == completions,
         f"completions {completions} is not the N of --task {value('--task')}")
out = value("-o")
want("$(JOB_COMPLETION_INDEX)" in out, f"-o {out!r} does not hold $(JOB_COMPLETION_INDEX)")
# $(NAME) is expanded only from the container's environment, which
# Kubernetes gives JOB_COMPLETION_INDEX
names = {e.get("name") for e in c.get("env") or []} | {"JOB_COMPLETION_INDEX"}
for a in args:
    for name in re.findall(r"\$\(([A-Za-z_][A-Za-z0-9_]*)\)", a):
        want(name in names, f"$({name}) is not in the container's environment")
# the list is read from a volume and the files written to one
volumes = {v.get("name") for v in pod.get("volumes") or []}
mounts = c.get("volumeMounts") or []
for mnt in mounts:
    want(mnt.get("name") in volumes, f"volume {mnt.get('name')} is mounted but not declared")

def mount_of(p):
    for mnt in mounts:
        d = mnt.get("mountPath", "").rstrip("/") + "/"
        if p.startswith(d):
            return mnt
    return None

want(mount_of(value("-d")), f"-d {value('-d')} is on no volume")
mo = mount_of(out)
want(mo and not mo.get("readOnly"), f"-o {out} is on no volume it may write")
with open(args_out, "w") as f:
    f.write("".join(a + "\n" for a in args))
with open(n_out, "w") as f:
    f.write(f"{completions}\n")
EOF
	if [ $? -ne 0 ]; then
		bad "the Job's checker failed"
	elif [ -s "$TMP/problems" ]; then
		while IFS= read -r p; do
			bad "$JOB: $p"
		done <"$TMP/problems"
	else
		ok
		n=$(cat "$TMP/job.n")
		prove_tiny job "$((n - 1))" && after job "$JOB"
	fi
else
	skipped=$((skipped + 1))
	echo "skipped: python3's yaml module missing: the Kubernetes Job is not checked"
fi

# ---- the HTCondor submit file -------------------------------------------

# The grammar that the file keeps to: comments, blank lines, KEY = VALUE
# (each key once), and at the end a single "queue N". Macros $(NAME) name
# the job's own numbers or a key set before. Prints one line per
# problem; then "args" and each argument, and "queue N".
awk -v q="'" '
function problem(s) { print "problem: " (ended ? "" : "line " NR ": ") s }
/^[ \t]*(#|$)/ { next }
queued { problem("something after queue"); next }
tolower($1) == "queue" {
	if (NF != 2 || $2 !~ /^[1-9][0-9]*$/)
		problem("not queue N")
	queued = 1
	print "queue " $2
	next
}
!/^[ \t]*[A-Za-z_+][A-Za-z0-9_.+]*[ \t]*=/ { problem("not KEY = VALUE"); next }
/\\$/ { problem("a continued line"); next }
{
	key = $0
	sub(/^[ \t]*/, "", key)
	sub(/[ \t]*=.*/, "", key)
	val = $0
	sub(/^[^=]*=[ \t]*/, "", val)
	sub(/[ \t]*$/, "", val)
	if (tolower(key) in seen)
		problem(key " set twice")
	seen[tolower(key)] = 1
	rest = val
	while (match(rest, /\$\([^)]*\)/)) {
		m = substr(rest, RSTART + 2, RLENGTH - 3)
		if (m !~ /^(Process|ProcId|Cluster|ClusterId)$/ && !(tolower(m) in seen))
			problem("$(" m ") is not defined")
		rest = substr(rest, RSTART + RLENGTH)
	}
	value[tolower(key)] = val
}
END {
	ended = 1
	if (!queued)
		problem("no queue")
	split("executable arguments output error log request_cpus request_memory max_retries", need, " ")
	for (i in need)
		if (!(need[i] in value))
			problem("no " need[i])
	a = value["arguments"]
	if (a !~ /^".*"$/ || index(substr(a, 2, length(a) - 2), "\"") || index(a, q)) {
		problem("arguments are not one double-quoted string without quotes inside")
	} else {
		n = split(substr(a, 2, length(a) - 2), w, " ")
		print "args"
		for (i = 1; i <= n; i++)
			print w[i]
	}
	if (value["executable"] !~ /(^|\/)boggle$/)
		problem("the executable is not boggle")
	for (k in value)
		if (k ~ /^(output|error|log)$/ && value[k] !~ /\$\((Process|ProcId)\)/)
			problem(k " is not named by $(Process)")
}' "$SUB" >"$TMP/sub.check"
if grep -q '^problem: ' "$TMP/sub.check"; then
	sed -n 's/^problem: //p' "$TMP/sub.check" | while IFS= read -r p; do
		echo "FAIL: $SUB: $p"
	done
	failed=$((failed + $(grep -c '^problem: ' "$TMP/sub.check")))
else
	ok
	n=$(sed -n 's/^queue //p' "$TMP/sub.check")
	sed -n '/^args$/,/^queue /p' "$TMP/sub.check" | sed -e '1d' -e '/^queue /d' >"$TMP/sub.args"
	task=$(sed -n '/^--task$/{n;p;q;}' "$TMP/sub.args")
	[ "$task" = "\$(Process)/$n" ] && ok || bad "$SUB: queue $n, but --task $task"
	out=$(sed -n '/^-o$/{n;p;q;}' "$TMP/sub.args")
	case $out in
	*'$(Process)'*) ok ;;
	*) bad "$SUB: -o $out is not named by \$(Process)" ;;
	esac
	[ "$(sed -n 1p "$TMP/sub.args")" = prove ] && ok || bad "$SUB: it does not run boggle prove"
	prove_tiny sub "$((n - 1))" && after sub "$SUB"
fi

# both examples make the same proof, task for task
if [ -s "$TMP/job.args" ] && [ -s "$TMP/sub.args" ]; then
	norm() { sed -e '/^-o$/{n;d;}' -e 's|^env/|TASK/|' -e 's|^\$(Process)/|TASK/|' "$1"; }
	[ "$(norm "$TMP/job.args")" = "$(norm "$TMP/sub.args")" ] && ok ||
		bad "the Job and the submit file prove differently: $(norm "$TMP/job.args" | tr '\n' ' ') / $(norm "$TMP/sub.args" | tr '\n' ' ')"
fi

# the guide's task commands: the same proof, option for option (the word
# list by its name, each task's index and file aside)
GUIDE=$EXAMPLES/../proving.md
# pairs: a proof's arguments, one a line, as sorted 'OPTION VALUE' lines
pairs() {
	awk '
	$0 == "prove" { next }
	/^-/ { opt = $0; next }
	opt != "" {
		v = $0
		gsub(/"/, "", v)
		if (opt == "-d")
			sub(/.*\//, "", v)
		if (opt == "--task")
			sub(/^[^\/]*\//, "TASK/", v)
		if (opt != "-o")
			print opt, v
		opt = ""
	}' | sort
}
if [ -s "$TMP/sub.args" ]; then
	pairs <"$TMP/sub.args" >"$TMP/want.pairs"
	# each parallel line of the first wave (the task files it writes are
	# task-N), and the Slurm script's exec with its continued line
	{
		grep '^    parallel .*boggle prove .*-o task-' "$GUIDE" |
			sed -e 's/.*boggle prove /prove /' -e 's/ :::.*//'
		sed -n '/^    exec boggle prove /,/[^\\]$/p' "$GUIDE" | tr -d '\\\n' |
			sed -e 's/^ *exec boggle //' -e 's/  */ /g'
		echo
	} | sed '/^$/d' >"$TMP/guide.lines"
	[ "$(wc -l <"$TMP/guide.lines")" -ge 3 ] && ok ||
		bad "$GUIDE: the task commands (parallel, over ssh, Slurm) are not all found"
	while IFS= read -r line; do
		set -f
		printf '%s\n' $line | pairs >"$TMP/got.pairs"
		set +f
		cmp -s "$TMP/want.pairs" "$TMP/got.pairs" && ok ||
			bad "$GUIDE: '$line' is not the proof the examples make: $(tr '\n' ' ' <"$TMP/got.pairs")"
	done <"$TMP/guide.lines"
fi

echo "$passed passed, $failed failed, $skipped skipped"
[ "$failed" -eq 0 ]
