#!/bin/sh
# Every relative link in the top folder's pages (README.md...) and the guide (doc/*.md)
# leads somewhere: the file or folder it names is there, and a #fragment
# names a heading of the page it points to, as GitHub makes a heading's
# anchor (lowercase, punctuation dropped, spaces as hyphens, a repeated
# heading numbered -1, -2...). Links to other sites are left alone.
#   sh links_test.sh SOURCE_DIR
set -u
SRC=$1
BOGGLE=true
. "$(dirname "$0")/harness.sh"

# links FILE: each link outside code in FILE, one a line, the target as
# written; inline code spans and code blocks (fenced, or indented by four
# spaces after a blank line) are not read
links() {
	LC_ALL=C awk '
	/^```/ { fenced = !fenced; next }
	fenced { next }
	/^(    |\t)/ && (blank || code) { code = 1; next }
	{ code = 0; blank = ($0 ~ /^[ \t]*$/) }
	{
		line = $0
		gsub(/`[^`]*`/, "", line)
		while (match(line, /\]\([^)]*\)/)) {
			print substr(line, RSTART + 2, RLENGTH - 3)
			line = substr(line, RSTART + RLENGTH)
		}
	}' "$1"
}

# anchors FILE: the anchor of each heading of FILE, as GitHub makes it
anchors() {
	LC_ALL=C awk '
	/^```/ { fenced = !fenced; next }
	fenced || !/^#+ / { next }
	{
		h = $0
		sub(/^#+ +/, "", h)
		sub(/ +#+ *$/, "", h)
		h = tolower(h)
		s = ""
		for (i = 1; i <= length(h); i++) {
			c = substr(h, i, 1)
			if (c == " ")
				s = s "-"
			else if (c > "\177" || index("abcdefghijklmnopqrstuvwxyz0123456789-_", c))
				s = s c
		}
		if (s in seen)
			print s "-" seen[s]
		else
			print s
		seen[s]++
	}' "$1"
}

checked=0
for f in "$SRC"/*.md "$SRC"/doc/*.md; do
	[ -f "$f" ] || { bad "${f#"$SRC"/} is missing"; continue; }
	dir=$(dirname "$f")
	name=${f#"$SRC"/}
	links "$f" >"$TMP/links"
	while IFS= read -r link; do
		case $link in
		'' | *' '*) bad "$name: a link to '$link'"; continue ;;
		[a-z]*:*) continue ;;
		esac
		checked=$((checked + 1))
		path=${link%%#*}
		frag=
		case $link in *'#'*) frag=${link#*#} ;; esac
		if [ -z "$path" ]; then
			target=$f
		else
			target=$dir/$path
		fi
		if [ ! -e "$target" ]; then
			bad "$name: a link to '$link', which is not there"
			continue
		fi
		[ -z "$frag" ] && { ok; continue; }
		case $target in
		*.md) ;;
		*) bad "$name: '$link' has an anchor in a file that is not a page"; continue ;;
		esac
		anchors "$target" >"$TMP/anchors"
		grep -qxF -- "$frag" "$TMP/anchors" && ok ||
			bad "$name: '$link': ${target#"$SRC"/} has no heading whose anchor is #$frag"
	done <"$TMP/links"
done
# the test reads the links it is meant to: README links into the guide
[ "$checked" -gt 20 ] && ok || bad "only $checked links found"

finish links_test
