#!/bin/sh
# cmake --install lays out the program, its manual and the library's, its
# completion and the licences, and the installed program needs nothing from
# the build or source tree.
#   sh install_test.sh CMAKE BUILD_DIR SOURCE_DIR
set -u
CMAKE=$1
BUILD=$2
SRC=$3
. "$(dirname "$0")/harness.sh"

"$CMAKE" --install "$BUILD" --prefix "$TMP/prefix" >/dev/null || bad "cmake --install"
[ -x "$TMP/prefix/bin/boggle" ] && ok || bad "bin/boggle"
[ -f "$TMP/prefix/share/man/man1/boggle.1" ] && ok || bad "share/man/man1/boggle.1"
[ -f "$TMP/prefix/share/man/man3/libboggle.3" ] && ok || bad "share/man/man3/libboggle.3"
[ -f "$TMP/prefix/share/bash-completion/completions/boggle" ] && ok ||
	bad "share/bash-completion/completions/boggle"
for f in LICENSE dict/COPYING.scowl; do
	cmp -s "$SRC/$f" "$TMP/prefix/share/doc/boggle/${f#dict/}" && ok ||
		bad "share/doc/boggle/${f#dict/} is not $f"
done
# the page, built with -DBOGGLE_WASM=ON: every file of it, for opening
# from the folder
if [ -d "$BUILD/web/www" ]; then
	for f in index.html app.js style.css boggle.js boggle-wasm.js boggle-page.wasm \
	    boggle-page-wasm.js words.txt words.js LICENSE COPYING.scowl \
	    sw.js manifest.webmanifest icon.svg icon-192.png icon-512.png; do
		cmp -s "$BUILD/web/www/$f" "$TMP/prefix/share/boggle/www/$f" && ok ||
			bad "share/boggle/www/$f"
	done
fi
# the Python package, built with -DBOGGLE_PYTHON=ON: where the Python it
# was built for finds it under the prefix, and loading the installed
# library (named by its LIBDIR once the prefix moves)
if [ -f "$BUILD/python/libboggle/__init__.py" ]; then
	py=$(sed -n 's/^_\{0,1\}Python3_EXECUTABLE:[A-Z]*=//p' "$BUILD/CMakeCache.txt" | head -n 1)
	pkg=$(find "$TMP/prefix" -path '*-packages/libboggle/__init__.py')
	[ -n "$pkg" ] && ok || bad "the Python package is not installed"
	for f in _native.py _config.py py.typed; do
		[ -f "$(dirname "$pkg")/$f" ] && ok || bad "the Python package lacks $f"
	done
	libdir=$(sed -n 's/^LIBDIR = "\(.*\)"$/\1/p' "$(dirname "$pkg")/_config.py")
	[ -f "$libdir/libboggle.so.1" ] && ok || bad "_config.py names $libdir"
	# a library built with the sanitizers loads only into a program
	# built with them
	grep -q '^BOGGLE_SANITIZE:BOOL=ON' "$BUILD/CMakeCache.txt" && py=
	if [ -n "$py" ] && [ -x "$py" ]; then
		out=$(cd / && PYTHONPATH=$(dirname "$(dirname "$pkg")") "$py" -c \
			'import libboggle as lb; print(lb.__file__); print(*lb.solve("TINENINTOCNARETL").words)')
		case $out in
		"$pkg"*intercontinental*) ok ;;
		*) bad "the installed Python package: $out" ;;
		esac
	fi
fi
# ENABLE2K, the published proofs' list, by name: the one installed beside
# the program, found from the program's place
out=$("$TMP/prefix/bin/boggle" solve -v -d enable2k -f tsv TINENINTOCNARETL 2>&1 >/dev/null)
case $out in
"boggle: $TMP/prefix/bin/../share/boggle/lists/enable2k.txt: 173498 words "*) ok ;;
*) bad "installed program's -d enable2k: $out" ;;
esac
gzip -dc "$SRC/doc/proofs/lists/enable2k.txt.gz" |
	cmp -s - "$TMP/prefix/share/boggle/lists/enable2k.txt" && ok ||
	bad "share/boggle/lists/enable2k.txt is not doc/proofs/lists/enable2k.txt.gz unpacked"
# moved away from everything it was built from, it still has its words
mv "$TMP/prefix/bin/boggle" "$TMP/elsewhere"
out=$(cd / && "$TMP/elsewhere" solve -f tsv TINENINTOCNARETL | cut -f2 | grep -x intercontinental)
[ "$out" = intercontinental ] && ok || bad "installed program solves with its own list"
if command -v groff >/dev/null 2>&1; then
	for page in man1/boggle.1 man3/libboggle.3; do
		[ -z "$(groff -man -Tutf8 -ww -z "$TMP/prefix/share/man/$page" 2>&1)" ] && ok ||
			bad "$page renders without warnings"
	done
fi
if command -v bash >/dev/null 2>&1; then
	got=$(bash -c '. "$1"; COMP_WORDS=(boggle solve --format ""); COMP_CWORD=3; _boggle; echo "${COMPREPLY[*]}"' \
		sh "$TMP/prefix/share/bash-completion/completions/boggle")
	[ "$got" = "text tsv json summary svg" ] && ok || bad "completion of --format: '$got'"
	# -d completes files and the published proofs' lists by name
	mkdir "$TMP/cwd" && : >"$TMP/cwd/enable.txt"
	got=$(cd "$TMP/cwd" && bash -c '. "$1"; COMP_WORDS=(boggle solve -d en); COMP_CWORD=3; _boggle; echo "${COMPREPLY[*]}"' \
		sh "$TMP/prefix/share/bash-completion/completions/boggle")
	[ "$got" = "enable.txt enable2k" ] && ok || bad "completion of -d: '$got'"
	# those names as the program lists them
	got=$(cd "$TMP/cwd" && rm enable.txt && bash -c '. "$1"; COMP_WORDS=(boggle solve -d ""); COMP_CWORD=3; _boggle; echo "${COMPREPLY[*]}"' \
		sh "$TMP/prefix/share/bash-completion/completions/boggle")
	want=$("$TMP/elsewhere" solve -d nosuch abcd 2>&1 |
		sed -n "s/.*a published proof's list: \([^)]*\)).*/\1/p" | sed 's/, / /g')
	[ -n "$want" ] && [ "$got" = "$want" ] && ok ||
		bad "completion of -d's names: '$got', not '$want'"
	# --lang completes to every code the program knows, as its message lists them
	got=$(bash -c '. "$1"; COMP_WORDS=(boggle solve --lang ""); COMP_CWORD=3; _boggle; echo "${COMPREPLY[*]}"' \
		sh "$TMP/prefix/share/bash-completion/completions/boggle")
	want=$("$TMP/elsewhere" solve --lang xx abcd 2>&1 |
		sed -n "s/.*unknown language 'xx' (\([^)]*\)).*/\1/p" | sed 's/, / /g')
	[ -n "$want" ] && [ "$got" = "$want" ] && ok ||
		bad "completion of --lang: '$got', not '$want'"
fi
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
