#!/bin/sh
# One list of languages: every command's --help, the manual's LANGUAGES,
# README's table and the bash completion name the codes of the library's
# table (which an unknown --lang lists in full), no more and no fewer.
#   sh languages_test.sh BOGGLE SOURCE_DIR
set -u
BOGGLE=$1
SRC=$2
. "$(dirname "$0")/harness.sh"

# the table, a code a line, sorted
run solve --lang '?' omuymtupwsayitvi
sed -n "s/.*unknown language '?' (\([^)]*\)).*/\1/p" "$TMP/err" | tr -d ' ' |
	tr ',' '\n' | sort >"$TMP/table"
[ "$(wc -l <"$TMP/table")" -gt 20 ] && ok || bad "no table in: $(cat "$TMP/err")"

# same NAME FILE: FILE's codes are the table's
same() {
	sort -u "$2" >"$TMP/named"
	if cmp -s "$TMP/table" "$TMP/named"; then
		ok
	else
		bad "$1 names other languages than the table: $(diff "$TMP/table" "$TMP/named" | grep '^[<>]' | tr '\n' ' ')"
	fi
}

# The help names the codes, then those whose lists come in sizes and the
# sizes: "en-US, en-GB, en-CA also with -small, -large, -huge or -insane"
for cmd in solve throw check play score best; do
	"$BOGGLE" "$cmd" --help >"$TMP/help"
	sed -n '/^Languages (--lang CODE)/,$p' "$TMP/help" | sed 1d >"$TMP/section"
	sed '/also with/,$d' "$TMP/section" | tr -s ' ' '\n' | sed '/^$/d' >"$TMP/codes"
	tr '\n' ' ' <"$TMP/section" | sed -n 's/.*[^,] \([^ ]*,.*\) also with \(.*\) after:.*/\1|\2/p' \
		>"$TMP/sizes"
	bases=$(cut -d'|' -f1 "$TMP/sizes" | tr -d ',')
	sizes=$(cut -d'|' -f2 "$TMP/sizes" | tr -d ',' | sed 's/ or / /')
	[ -n "$bases" ] && [ -n "$sizes" ] && ok || bad "$cmd --help: no sizes: $(cat "$TMP/section")"
	cp "$TMP/codes" "$TMP/all"
	for b in $bases; do
		for s in $sizes; do
			echo "$b$s" >>"$TMP/all"
		done
	done
	same "$cmd --help" "$TMP/all"
	# the codes with sizes, as every other list names them
	[ "$cmd" = solve ] && cp "$TMP/sizes" "$TMP/solve-sizes"
done

# expand FILE: FILE's codes and, for those with sizes, each size after it
expand() {
	cp "$1" "$TMP/expanded"
	for b in $(cut -d'|' -f1 "$TMP/solve-sizes" | tr -d ','); do
		grep -qx -- "$b" "$1" || continue
		for s in $(cut -d'|' -f2 "$TMP/solve-sizes" | tr -d ',' | sed 's/ or / /'); do
			echo "$b$s" >>"$TMP/expanded"
		done
	done
}

# The manual: each code a .TP heading of its LANGUAGES section
sed -n '/^\.SH LANGUAGES/,/^\.SH [^L]/p' "$SRC/doc/boggle.1" |
	sed -n '/^\.TP/{n;s/^\.B \([^ ]*\)$/\1/p}' | sed 's/\\-/-/g' >"$TMP/manual"
expand "$TMP/manual"
same "the manual's LANGUAGES" "$TMP/expanded"

# README: the first column of the table of its Languages section
sed -n '/^## Languages/,/^## [^L]/p' "$SRC/README.md" |
	sed -n 's/^| `\([^`]*\)` |.*/\1/p' >"$TMP/readme"
expand "$TMP/readme"
same "README's Languages" "$TMP/expanded"

# README, the manual and the package's README count the languages alike:
# the table's codes less the regional forms (a code with a region, a
# spelling or a rule after a language's own)
n=$(grep -cv -- - "$TMP/table")
for f in README.md doc/boggle.1 web/README.md web/package.json; do
	grep -q "$n languages" "$SRC/$f" && ok || bad "$f does not say $n languages"
done

# the bash completion names every code, sizes and all
sed -n "/\*:--lang)/,/;;/p" "$SRC/doc/boggle.bash" | tr '\n' ' ' |
	cut -d"'" -f2 | tr -s ' \t' '\n' | sed '/^$/d' >"$TMP/bash"
same "doc/boggle.bash" "$TMP/bash"

finish languages_test
