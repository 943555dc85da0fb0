# Shared by the topic test scripts, sourced after BOGGLE is set: a scratch
# folder, pass and fail counts, and a way to run the command.
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
passed=0
failed=0
TAB=$(printf '\t')

ok() { passed=$((passed + 1)); }
bad() { failed=$((failed + 1)); echo "FAIL: $*"; }

# run ARGS...: stdout in $TMP/out, stderr in $TMP/err, status in $status
run() {
	"$BOGGLE" "$@" >"$TMP/out" 2>"$TMP/err" </dev/null
	status=$?
}

# await_lines FILE N: wait, for 30 s at most, till FILE has N lines
await_lines() {
	_tries=0
	while [ "$(cat "$1" 2>/dev/null | wc -l)" -lt "$2" ] && [ $_tries -lt 3000 ]; do
		sleep 0.01
		_tries=$((_tries + 1))
	done
}

# the counts, and the exit status they make
finish() {
	echo "$1: $passed passed, $failed failed"
	[ "$failed" -eq 0 ]
}
