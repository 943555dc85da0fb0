#!/bin/sh
# The Debian package, round trip: cpack -G DEB makes it from a finished
# build, dpkg -i installs it under /usr, the installed program solves, its
# manual is found, a program builds against the installed library through
# pkg-config, and dpkg -r takes every file away again.  It changes the
# system, so CI runs it as root after ctest; it is no ctest test.
#   sh deb_test.sh BUILD_DIR
set -u
BUILD=$(cd "$1" && pwd)
HERE=$(cd "$(dirname "$0")" && pwd)

if [ "$(id -u)" != 0 ] || ! command -v dpkg >/dev/null 2>&1; then
	echo "deb: skipped, installing a package needs root and dpkg"
	exit 0
fi
if dpkg-query -W -f='${Status}' boggle 2>/dev/null | grep -q ' installed$'; then
	echo "deb: skipped, a package boggle is installed already"
	exit 0
fi
. "$HERE/harness.sh"
installed=0
# never leave the package behind, whatever failed
trap '[ "$installed" = 0 ] || dpkg --purge boggle >/dev/null 2>&1; rm -rf "$TMP"' EXIT

cpack -G DEB --config "$BUILD/CPackConfig.cmake" -B "$TMP" >"$TMP/cpack.log" 2>&1 ||
	{ cat "$TMP/cpack.log"; echo "FAIL: cpack -G DEB"; exit 1; }
version=$(sed -n 's/^CMAKE_PROJECT_VERSION:STATIC=//p' "$BUILD/CMakeCache.txt")
major=${version%%.*}
deb=$TMP/boggle_${version}_$(dpkg --print-architecture).deb
[ -f "$deb" ] || { ls "$TMP"; echo "FAIL: no $deb"; exit 1; }

# the control fields: the project's version, and libc from dpkg-shlibdeps
[ "$(dpkg-deb -f "$deb" Package)" = boggle ] && ok || bad "Package is not boggle"
[ "$(dpkg-deb -f "$deb" Version)" = "$version" ] && ok ||
	bad "Version is '$(dpkg-deb -f "$deb" Version)', not $version"
dpkg-deb -f "$deb" Depends | grep -q '^libc6 (>= [0-9.]*)' && ok ||
	bad "Depends is '$(dpkg-deb -f "$deb" Depends)', not libc6 from dpkg-shlibdeps"

# the files, all under /usr: FILES holds the regular files and links
dpkg-deb -c "$deb" | awk '$1 !~ /^d/ { print substr($6, 2) }' | sort >"$TMP/files"
lib=$(sed -n "s,^\\(/usr/lib.*\\)/libboggle\\.so\\.$major\$,\\1,p" "$TMP/files")
for f in /usr/bin/boggle /usr/share/man/man1/boggle.1 \
	/usr/share/man/man3/libboggle.3 \
	/usr/share/bash-completion/completions/boggle \
	/usr/share/doc/boggle/LICENSE /usr/share/doc/boggle/COPYING.scowl \
	/usr/include/boggle.h "$lib/libboggle.so.$version" "$lib/libboggle.so" \
	"$lib/libboggle.a" "$lib/pkgconfig/boggle.pc" \
	"$lib/cmake/boggle/boggleConfig.cmake"; do
	grep -qx "$f" "$TMP/files" && ok || bad "the package lacks $f"
done
# the page, from a build with -DBOGGLE_WASM=ON, to open from its folder
if [ -d "$BUILD/web/www" ]; then
	for f in index.html app.js boggle.js boggle-wasm.js sw.js manifest.webmanifest; do
		grep -qx "/usr/share/boggle/www/$f" "$TMP/files" && ok ||
			bad "the package lacks /usr/share/boggle/www/$f"
	done
fi
# the Python package, from a build with -DBOGGLE_PYTHON=ON, where
# Debian's python3 finds it
py=
if [ -f "$BUILD/python/libboggle/__init__.py" ]; then
	py=$(grep -x '/usr/lib/python3[.0-9]*/dist-packages/libboggle/__init__.py' "$TMP/files")
	[ -n "$py" ] && ok || bad "the package lacks the Python package libboggle"
fi
if grep -v '^/usr/' "$TMP/files" >"$TMP/outside"; then
	bad "files outside /usr:"; cat "$TMP/outside"
else ok; fi
# nothing of the package may be there already: dpkg would write over it,
# and dpkg -r would then take it away
while read -r f; do
	if [ -e "$f" ] || [ -L "$f" ]; then
		echo "deb: skipped, $f is there already"
		exit 0
	fi
done <"$TMP/files"

installed=1
dpkg -i "$deb" >"$TMP/dpkg.log" 2>&1 || { cat "$TMP/dpkg.log"; bad "dpkg -i"; }
# what the build's program prints, totals line and all
"$BUILD/boggle" solve OMUYMTUPWSAYITVI >"$TMP/want"
grep -q '^[0-9]* words, [0-9]* points$' "$TMP/want" && ok || bad "no totals from the build's boggle"
/usr/bin/boggle solve OMUYMTUPWSAYITVI >"$TMP/got" 2>&1 && cmp -s "$TMP/want" "$TMP/got" &&
	ok || { bad "/usr/bin/boggle solve OMUYMTUPWSAYITVI:"; cat "$TMP/got"; }
if command -v man >/dev/null 2>&1; then
	[ "$(man -w boggle 2>&1)" = /usr/share/man/man1/boggle.1 ] && ok ||
		bad "man -w boggle: '$(man -w boggle 2>&1)'"
else
	[ -f /usr/share/man/man1/boggle.1 ] && ok || bad "no /usr/share/man/man1/boggle.1"
fi
[ -f /usr/share/doc/boggle/COPYING.scowl ] && ok || bad "no /usr/share/doc/boggle/COPYING.scowl"
if [ -n "$py" ] && [ -x /usr/bin/python3 ]; then
	out=$(cd / && env -u PYTHONPATH /usr/bin/python3 -c \
		'import libboggle as lb; s = lb.solve("OMUYMTUPWSAYITVI"); print(lb.__file__, len(s), s.score)')
	want="$py $(sed -n 's/^\([0-9]*\) words, \([0-9]*\) points$/\1 \2/p' "$TMP/want")"
	[ "$out" = "$want" ] && ok || bad "python3 imports libboggle: '$out', not '$want'"
fi

# a program of its own, through pkg-config's default search path, shared
# (found by the loader through ldconfig's cache, which postinst updates)
# and static
"$BUILD/boggle" solve -f summary OMUYMTUPWSAYITVI >"$TMP/summary"
# shellcheck disable=SC2046
cc -std=c11 -Wall -Wextra -Werror -o "$TMP/example" "$HERE/../lib/example.c" \
	$(pkg-config --cflags --libs boggle) && "$TMP/example" OMUYMTUPWSAYITVI >"$TMP/got" &&
	cmp -s "$TMP/summary" "$TMP/got" && ok || bad "example.c against the installed libboggle.so"
# (/lib may be a link to /usr/lib)
loaded=$(ldd "$TMP/example" | sed -n "s/.*libboggle\\.so\\.$major => \\([^ ]*\\).*/\\1/p")
[ -n "$loaded" ] && [ "$(readlink -f "$loaded")" = "$(readlink -f "$lib/libboggle.so.$major")" ] &&
	ok || bad "example loads '$loaded', not $lib/libboggle.so.$major"
# shellcheck disable=SC2046
cc -std=c11 -Wall -Wextra -Werror -o "$TMP/example_static" "$HERE/../lib/example.c" \
	$(pkg-config --cflags --libs --static boggle | sed 's/-lboggle\b/-l:libboggle.a/') &&
	"$TMP/example_static" OMUYMTUPWSAYITVI >"$TMP/got" &&
	cmp -s "$TMP/summary" "$TMP/got" && ok || bad "example.c against the installed libboggle.a"

dpkg -r boggle >"$TMP/dpkg.log" 2>&1 || { cat "$TMP/dpkg.log"; bad "dpkg -r"; }
while read -r f; do
	if [ -e "$f" ] || [ -L "$f" ]; then bad "$f is left after dpkg -r"; else ok; fi
done <"$TMP/files"
ldconfig -p | grep -q "libboggle\\.so\\.$major " && bad "ldconfig's cache still has libboggle.so.$major" || ok
# the postrm that ran ldconfig keeps the package known until purged
dpkg --purge boggle >"$TMP/dpkg.log" 2>&1 && installed=0 ||
	{ cat "$TMP/dpkg.log"; bad "dpkg --purge"; }
dpkg-query -W boggle >/dev/null 2>&1 && bad "dpkg still knows boggle after --purge" || ok
finish deb
