#!/bin/sh
# Static analysis of the library and the command (every .c under src/):
# clang-tidy with the checks .clang-tidy names, and cppcheck's warning,
# portability and performance checks.  Exits 1 on any finding, 2 when it
# cannot run.
#
#   tests/lint.sh [BUILD [FILE...]]
#
# BUILD is a CMake build folder of this checkout, configured again (not
# built) for its compile_commands.json, which gives each file's flags;
# without it, build-lint/ is made.  FILEs, paths from the top of the checkout, narrow the run.
# Findings print as FILE:LINE:COL: warning: MESSAGE [CHECK].  A false alarm
# is silenced on the line above it, with a comment saying why, by
# NOLINTNEXTLINE(CHECK) for clang-tidy or cppcheck-suppress CHECK.
# JOBS=N runs N analyses at once (default 2).
set -u
top=$(cd "$(dirname "$0")/.." && pwd)
build=${1:-$top/build-lint}
case $build in /*) ;; *) build=$PWD/$build ;; esac
[ $# -gt 0 ] && shift
cd "$top" || exit 2

for tool in clang-tidy cppcheck; do
	command -v $tool >/dev/null || { echo "lint: $tool not found" >&2; exit 2; }
done
# Configured again each time, so that files added since are in the
# database; a new folder is configured without the tests (no cmocka).
new=
[ -f "$build/CMakeCache.txt" ] || new=-DBUILD_TESTING=OFF
cmake -S . -B "$build" -DCMAKE_EXPORT_COMPILE_COMMANDS=ON $new >/dev/null ||
	{ echo "lint: cannot configure $build" >&2; exit 2; }
# src/ only: tests/ and the generated words.c (megabytes of data) are not
# checked
if [ $# -gt 0 ]; then
	files=$(printf '%s\n' "$@")
else
	files=$(find src -name '*.c' | sort)
fi

logs=$(mktemp -d) || exit 2
trap 'rm -rf "$logs"' EXIT INT TERM
status=0

# The database without the files generated in the build folder (words.c,
# which cppcheck stops at when it is not built yet) and with each file once:
# sources built into several targets (the fuzz replays) are listed again,
# and clang-tidy 14 analysing one file twice in a process reports va_lists
# that va_start did set as uninitialised.
awk -v gen="\"$build/" '
/^{/ { entry = "" }
{ entry = entry $0 "\n" }
/"file":/ { file = $0; generated = index($0, gen) > 0 }
/^}/ {
	sub(/},?\n$/, "}", entry)
	if (!generated && !(file in seen))
		kept[n++] = entry
	seen[file] = 1
}
END {
	print "["
	for (i = 0; i < n; i++)
		print kept[i] (i < n - 1 ? "," : "")
	print "]"
}' "$build/compile_commands.json" >"$logs/compile_commands.json"

# One clang-tidy process a file, for the same reason.
start=$(date +%s)
# shellcheck disable=SC2016
printf '%s\n' "$files" | xargs -P "${JOBS:-2}" -I '{}' sh -c '
	out="$2/$(printf %s "$3" | tr / _).log"
	clang-tidy -p "$2" --quiet "$3" >"$out" 2>&1 || echo "$3" >>"$2/failed"' \
	sh "$build" "$logs" '{}'
# keep the diagnostics, drop clang-tidy's counts of what it hid
cat "$logs"/*.log | grep -Ev '^[0-9]+ warnings? (and [0-9]+ errors? )?generated\.$|^Suppressed [0-9]+ warnings|^Use -header-filter' |
	sed "s|^$top/||" >"$logs/tidy"
tidy=$(grep -Ec '^[^ ]+:[0-9]+:[0-9]+: (warning|error):' "$logs/tidy")
cat "$logs/tidy"
if [ -f "$logs/failed" ] || [ "$tidy" -gt 0 ]; then
	echo "lint: clang-tidy: $tidy finding(s):" >&2
	grep -E '^[^ ]+:[0-9]+:[0-9]+: (warning|error):' "$logs/tidy" |
		sed -E 's/: (warning|error): .*(\[[^]]*\])$/: \2/' | sort -u >&2
	[ ! -f "$logs/failed" ] || sed 's/$/: clang-tidy failed/' "$logs/failed" >&2
	status=1
fi
echo "lint: clang-tidy: $(printf '%s\n' "$files" | wc -l) files, $(($(date +%s) - start)) s" >&2

start=$(date +%s)
filters=$(printf '%s\n' "$files" | sed "s|^|--file-filter=$top/|")
# shellcheck disable=SC2086
cppcheck --project="$logs/compile_commands.json" $filters --std=c11 \
	--library=posix --enable=warning,portability,performance \
	--inline-suppr --relative-paths="$top" --error-exitcode=1 --quiet -j "${JOBS:-2}" \
	--template='{file}:{line}:{column}: {severity}: {message} [{id}]' ||
	{ echo "lint: cppcheck: findings above" >&2; status=1; }
echo "lint: cppcheck: $(($(date +%s) - start)) s" >&2
exit $status
