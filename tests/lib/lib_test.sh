#!/bin/sh
# Programs other than boggle link the installed libboggle: example.c built
# through pkg-config and through find_package(boggle), each against the
# shared and the static library, prints what `boggle solve -f summary`
# prints, and so does it statically linked beside functions of its own named
# as the library's internals are; README's example builds and prints the
# words solve does; and each library defines for other
# programs the public API and nothing else.
#   sh lib_test.sh CMAKE BUILD_DIR LIBDIR CC [CFLAGS]
# CFLAGS are the sanitizer flags of a sanitizer build: a program linking
# an instrumented library needs their runtime too.
set -u
CMAKE=$1
BUILD=$2
LIBDIR=$3
CC=$4
CFLAGS=${5:-}
HERE=$(cd "$(dirname "$0")" && pwd)
. "$(dirname "$0")/../cli/harness.sh"

P=$TMP/prefix
LIB=$P/$LIBDIR
"$CMAKE" --install "$BUILD" --prefix "$P" >/dev/null || { echo "FAIL: cmake --install"; exit 1; }
for f in "$LIB/libboggle.a" "$LIB/libboggle.so" "$LIB/pkgconfig/boggle.pc" \
	"$LIB/cmake/boggle/boggleConfig.cmake" "$P/include/boggle.h"; do
	[ -f "$f" ] && ok || bad "${f#"$P"/} is not installed"
done
soname=$(readelf -d "$LIB/libboggle.so" | sed -n 's/.*(SONAME).*\[\(.*\)\]/\1/p')
[ "$soname" = libboggle.so.1 ] && ok || bad "SONAME is '$soname'"
# the shared library's version is the one the header says
version=$(sed -n 's/^#define BOGGLE_VERSION "\(.*\)"$/\1/p' "$P/include/boggle.h")
[ -n "$version" ] && [ "$(readlink "$LIB/libboggle.so.1")" = "libboggle.so.$version" ] && ok ||
	bad "libboggle.so.1 does not link to libboggle.so.$version"

# exports: exactly the functions boggle.h declares
nm -D --defined-only "$LIB/libboggle.so" | awk '{ print $NF }' | sort >"$TMP/exported"
grep -o 'boggle_[a-z0-9_]*(' "$P/include/boggle.h" | tr -d '(' | sort -u >"$TMP/declared"
if cmp -s "$TMP/exported" "$TMP/declared"; then ok; else
	bad "exports differ from boggle.h's functions:"
	diff "$TMP/declared" "$TMP/exported"
fi

# the static library's globals too: every other name is local to its member
nm -g --defined-only "$LIB/libboggle.a" | awk 'NF == 3 { print $3 }' |
	sort >"$TMP/static"
if cmp -s "$TMP/static" "$TMP/declared"; then ok; else
	bad "libboggle.a's globals differ from boggle.h's functions:"
	diff "$TMP/declared" "$TMP/static"
fi
# the word list is a member that defines boggle_dict_builtin alone and that
# no other member needs, so a static program that never calls it is 2 MB
# smaller: MEMBER SYMBOL for each global each member defines, then needs
nm -A -g --defined-only "$LIB/libboggle.a" |
	awk '{ n = split($1, f, ":"); print f[n - 1], $NF }' >"$TMP/defines"
nm -A -u "$LIB/libboggle.a" |
	awk '{ n = split($1, f, ":"); print f[n - 1], $NF }' >"$TMP/needs"
words=$(awk '$2 == "boggle_dict_builtin" { print $1 }' "$TMP/defines")
[ -n "$words" ] && [ "$(grep -c "^$words " "$TMP/defines")" = 1 ] &&
	! grep -q ' boggle_dict_builtin$' "$TMP/needs" && ok ||
	bad "libboggle.a: the word list is not a member of its own ('$words')"

# the header stands alone, in C and (when there is a C++ compiler) in C++,
# with no define
printf '#include <boggle.h>\n' >"$TMP/h.c"
$CC -std=c11 -Wall -Wextra -pedantic -Werror -fsyntax-only -I"$P/include" "$TMP/h.c" &&
	ok || bad "boggle.h in C11"
if command -v c++ >/dev/null 2>&1; then
	c++ -x c++ -Wall -Wextra -pedantic -Werror -fsyntax-only -I"$P/include" "$TMP/h.c" &&
		ok || bad "boggle.h in C++"
fi

# two classic boards, one with no word, and a 5x5 played as Big Boggle
boards="TINENINTOCNARETL SERSPATGLINESERS qxjzqxjzqxjzqxjz abcde/fghij/klmno/pqrst/uvwxy"
for b in $boards; do
	"$P/bin/boggle" solve -f summary "$b"
done >"$TMP/want"
# check NAME BINARY shared|static [VAR=VALUE...]: the binary prints what the
# installed boggle does for every board, and needs the installed
# libboggle.so.1 when shared and no libboggle.so at all when static
check() {
	name=$1 bin=$2 kind=$3
	shift 3
	[ -x "$bin" ] || { bad "$name: not built"; return; }
	for b in $boards; do
		env "$@" "$bin" "$b"
	done >"$TMP/got" 2>&1
	if cmp -s "$TMP/want" "$TMP/got"; then ok; else
		bad "$name: output differs from boggle solve -f summary:"
		diff "$TMP/want" "$TMP/got"
	fi
	needed=$(readelf -d "$bin" | grep -c 'NEEDED.*\[libboggle\.so\.1\]')
	loaded=$(env "$@" ldd "$bin" | sed -n 's/.*libboggle\.so\.1 => \([^ ]*\).*/\1/p')
	if [ "$kind" = shared ]; then
		[ "$needed" = 1 ] && [ "$loaded" = "$LIB/libboggle.so.1" ] && ok ||
			bad "$name: loads '$loaded', not $LIB/libboggle.so.1"
	else
		[ "$needed" = 0 ] && [ -z "$loaded" ] && ok ||
			bad "$name: needs libboggle.so"
	fi
}

export PKG_CONFIG_PATH="$LIB/pkgconfig"
# a program's own flags, plus what pkg-config says
build() {
	# shellcheck disable=SC2086
	$CC -std=c11 -Wall -Wextra -Werror $CFLAGS -o "$@"
}
build "$TMP/pc_shared" "$HERE/example.c" $(pkg-config --cflags --libs boggle) ||
	bad "pkg-config: building against the shared library"
check pkg-config-shared "$TMP/pc_shared" shared LD_LIBRARY_PATH="$LIB"
# -l:libboggle.a takes the archive where -lboggle would take the .so
build "$TMP/pc_static" "$HERE/example.c" \
	$(pkg-config --cflags --libs --static boggle | sed 's/-lboggle\b/-l:libboggle.a/') ||
	bad "pkg-config: building against the static library"
check pkg-config-static "$TMP/pc_static" static
build "$TMP/pc_clash" "$HERE/example.c" "$HERE/clash.c" \
	$(pkg-config --cflags --libs --static boggle | sed 's/-lboggle\b/-l:libboggle.a/') ||
	bad "pkg-config: the static library clashes with a program's own names"
check pkg-config-clash "$TMP/pc_clash" static
# Libs.private holds all the archive needs, whichever members a program uses
build "$TMP/pc_whole" "$HERE/example.c" $(pkg-config --cflags boggle) \
	-Wl,--whole-archive "$LIB/libboggle.a" -Wl,--no-whole-archive \
	$(pkg-config --libs-only-l --static boggle | sed 's/-lboggle\b//') &&
	ok || bad "pkg-config --static: the whole archive does not link"

# README's example of the API, as a program's body: it prints each word
# and its score as solve -f tsv does
{
	printf '#include <stdio.h>\n#include <string.h>\n#include <boggle.h>\n'
	printf 'int main(int argc, char **argv)\n{\n\tconst char *text = argv[argc - 1];\n'
	sed -n '/^```c$/,/^```$/p' "$HERE/../../README.md" | sed '1d;$d;s/^/\t/'
	printf '\tboggle_solver_free(solver);\n\tboggle_board_free(board);\n\treturn 0;\n}\n'
} >"$TMP/readme.c"
"$P/bin/boggle" solve -f tsv OMUYMTUPWSAYITVI | cut -f2,3 | tr '\t' ' ' >"$TMP/want_words"
build "$TMP/readme" "$TMP/readme.c" $(pkg-config --cflags --libs boggle) &&
	LD_LIBRARY_PATH="$LIB" "$TMP/readme" OMUYMTUPWSAYITVI >"$TMP/got_words" &&
	cmp -s "$TMP/want_words" "$TMP/got_words" && ok ||
	bad "README's API example does not build, or prints other words"

"$CMAKE" -S "$HERE" -B "$TMP/cmake" -DCMAKE_PREFIX_PATH="$P" \
	-DCMAKE_C_COMPILER="$CC" -DCMAKE_C_FLAGS="-Wall -Wextra -Werror $CFLAGS" \
	>"$TMP/cmake.log" 2>&1 &&
	"$CMAKE" --build "$TMP/cmake" >>"$TMP/cmake.log" 2>&1 ||
	{ bad "find_package(boggle): building the example"; cat "$TMP/cmake.log"; }
# the build's RUNPATH finds the shared library: no LD_LIBRARY_PATH
check find_package-shared "$TMP/cmake/example_shared" shared
check find_package-static "$TMP/cmake/example_static" static
check find_package-clash "$TMP/cmake/example_clash" static

echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
