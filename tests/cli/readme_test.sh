#!/bin/sh
# The sample outputs of every Markdown page (README, the guide's doc/*.md,
# the package's and the proofs' READMEs, and the others) are the program's
# real output. A sample is a code block, indented four spaces, whose
# lines starting '$ ' are command lines and whose other lines are what
# they print (standard output and error together); each page's samples
# run in turn in a scratch folder of its own, with `boggle` the program
# under test, and must print those lines, each '...' in them standing
# for any text and a line that is only '...' for any more lines.
# doc/python.md's samples run with `python3` the PYTHON given, importing
# the package from the build folder beside BOGGLE; without PYTHON that
# page is skipped.
#   sh readme_test.sh BOGGLE README SHARED_DIR [PYTHON]
set -u
BOGGLE=$1
README=$2
SHARED=$3
PYTHON=${4:-}
SRC=$(dirname "$README")
DOC=$SRC/doc
. "$(dirname "$0")/harness.sh"

case $BOGGLE in /*) ;; *) BOGGLE=$(pwd)/$BOGGLE ;; esac
mkdir "$TMP/bin"
ln -s "$BOGGLE" "$TMP/bin/boggle"
if [ -n "$PYTHON" ]; then
	ln -s "$PYTHON" "$TMP/bin/python3"
	PYTHONPATH=$(dirname "$BOGGLE")/python
	PYTHONDONTWRITEBYTECODE=1
	export PYTHONPATH PYTHONDONTWRITEBYTECODE
fi

# samples FILE DIR: each sample of FILE as DIR/N.cmd (its command line),
# DIR/N.want (the lines it prints) and DIR/N.at (FILE:LINE), N from 1
samples() {
	awk -v dir="$2" -v file="${1#"$SRC"/}" '
	function close_sample() {
		if (open_sample) {
			# the blank lines that end the block are not output
			while (nw > 0 && want[nw] == "")
				nw--
			for (i = 1; i <= nw; i++)
				print want[i] > (dir "/" n ".want")
			if (nw == 0)
				printf "" > (dir "/" n ".want")
			close(dir "/" n ".want")
		}
		open_sample = 0
		nw = 0
	}
	/^    \$ / {
		if (inblock || prev_blank || NR == 1) {
			close_sample()
			n++
			open_sample = 1
			print substr($0, 7) > (dir "/" n ".cmd")
			close(dir "/" n ".cmd")
			print file ":" NR > (dir "/" n ".at")
			close(dir "/" n ".at")
			inblock = 1
			prev_blank = 0
			next
		}
	}
	inblock && /^    / { want[++nw] = substr($0, 5); prev_blank = 0; next }
	inblock && /^[ \t]*$/ { want[++nw] = ""; prev_blank = 1; next }
	{ close_sample(); inblock = 0; prev_blank = ($0 ~ /^[ \t]*$/) }
	END { close_sample() }' "$1"
}

# matches WANT GOT: does each line of GOT match its line of WANT?
matches() {
	awk -v wantf="$1" '
	function pattern(s,    out, i, c) {
		out = ""
		for (i = 1; i <= length(s); i++) {
			if (substr(s, i, 3) == "...") {
				out = out ".*"
				i += 2
				continue
			}
			c = substr(s, i, 1)
			if (index("\\^$.[]|()*+?{}/", c))
				out = out "\\" c
			else
				out = out c
		}
		return "^" out "$"
	}
	BEGIN {
		while ((getline line < wantf) > 0)
			want[++nw] = line
	}
	{ got[++ng] = $0 }
	END {
		while (ng > 0 && got[ng] == "")
			ng--
		j = 1
		for (i = 1; i <= nw; i++) {
			if (want[i] == "...")
				exit 0
			if (j > ng || got[j] !~ pattern(want[i]))
				exit 1
			j++
		}
		if (j <= ng)
			exit 1
		exit 0
	}' "$2"
}

pages=0
count=0
done_pages=
for page in "$README" "$SRC"/*.md "$DOC"/*.md "$DOC"/proofs/README.md \
	"$SRC"/web/README.md; do
	[ -f "$page" ] || continue
	case " $done_pages " in *" $page "*) continue ;; esac
	done_pages="$done_pages $page"
	name=${page#"$SRC"/}
	if [ "$name" = doc/python.md ] && [ -z "$PYTHON" ]; then
		echo "skip: doc/python.md without the Python package"
		continue
	fi
	mkdir -p "$TMP/samples/$name" "$TMP/run/$name"
	samples "$page" "$TMP/samples/$name"
	n=1
	[ -f "$TMP/samples/$name/1.cmd" ] && pages=$((pages + 1))
	[ "$page" = "$README" ] && [ ! -f "$TMP/samples/$name/12.cmd" ] &&
		bad "README shows fewer than a dozen examples with their output"
	while [ -f "$TMP/samples/$name/$n.cmd" ]; do
		cmd=$(cat "$TMP/samples/$name/$n.cmd")
		at=$(cat "$TMP/samples/$name/$n.at")
		(cd "$TMP/run/$name" && PATH=$TMP/bin:$PATH NO_COLOR=1 sh -c "$cmd") \
			>"$TMP/got" 2>&1 </dev/null
		if matches "$TMP/samples/$name/$n.want" "$TMP/got"; then
			ok
		else
			bad "$at: '$cmd' prints otherwise:
$(head -c 2000 "$TMP/got")"
		fi
		count=$((count + 1))
		n=$((n + 1))
	done
done
# the samples are found: README's and the guide's pages' with commands
[ "$count" -ge 25 ] && [ "$pages" -ge 4 ] && ok ||
	bad "only $count samples on $pages pages"

# The JSON line of output.md, with the word list it names
sample() {
	grep -m1 -F "$1" "$2" | sed -e 's/^ *//' -e 's/ *\.\.\..*//'
}
if [ -f "$SHARED/dicts/unixdict.txt" ]; then
	want=$(sample '{"board": "omuymtupwsayitvi"' "$DOC/output.md")
	got=$("$BOGGLE" solve -d "$SHARED/dicts/unixdict.txt" -f json OMUYMTUPWSAYITVI 2>&1)
	case $got in
	"$want"*) ok ;;
	*) bad "output.md's sample '$want' is not what solve -f json prints: $(printf %s "$got" | cut -c1-200)" ;;
	esac
else
	echo "skip: no $SHARED/dicts/unixdict.txt for the JSON sample"
fi

# The picture of a proof's boards is what its commands in proving.md make
sed -n '/^    # doc\/proof-boards.svg$/,/^    } >doc\/proof-boards.svg$/p' "$DOC/proving.md" |
	sed -e 's/^    //' -e 's|>doc/proof-boards.svg$|>"$OUT"|' >"$TMP/picture.sh"
if [ -s "$TMP/picture.sh" ]; then
	PATH=$TMP/bin:$PATH OUT=$TMP/picture.svg sh "$TMP/picture.sh" &&
		cmp -s "$TMP/picture.svg" "$DOC/proof-boards.svg" && ok ||
		bad "doc/proof-boards.svg is not what proving.md's commands make"
else
	bad "proving.md does not say how doc/proof-boards.svg is made"
fi

# What README holds twice for the guide is the same in both: the table of
# languages, and the library's example (which lib_test builds and runs)
table() { sed -n '/^| code | language |/,/^$/p' "$1"; }
table "$README" >"$TMP/t1"
table "$DOC/languages.md" >"$TMP/t2"
[ -s "$TMP/t1" ] && cmp -s "$TMP/t1" "$TMP/t2" && ok ||
	bad "README's table of languages is not languages.md's"
code() { sed -n '/^```c$/,/^```$/p' "$1"; }
code "$README" >"$TMP/c1"
code "$DOC/library.md" >"$TMP/c2"
[ -s "$TMP/c1" ] && cmp -s "$TMP/c1" "$TMP/c2" && ok ||
	bad "README's example of the library is not library.md's"

# the word list the proof commands name is said where it comes from, and
# the last merge says what to do when no wave was needed
grep -q 'Enhanced$' "$DOC/proving.md" && grep -q '^North American Benchmark Lexicon' "$DOC/proving.md" &&
	ok || bad "proving.md does not say what enable2k.txt is"
grep -q 'Leave out `wave\*-\*.jsonl` when no wave was needed' "$DOC/proving.md" && ok ||
	bad "proving.md's last merge fails when no wave was needed"
# the manual quotes the --resume error as prove says it
MAN=$DOC/boggle.1
printf 'rate\ntear\n' >"$TMP/l"
"$BOGGLE" prove -z 2x2 -d "$TMP/l" --min-score 14 -o "$TMP/p.jsonl" >/dev/null 2>&1
said=$("$BOGGLE" prove -z 2x2 -d "$TMP/l" --min-score 13 -o "$TMP/p.jsonl" --resume 2>&1 |
	sed 's/.*p\.jsonl: //' | sed "s/'/\\\\(aq/g")
[ -n "$said" ] && grep -qF "p.jsonl: $said" "$MAN" && ok ||
	bad "the manual does not quote the --resume error as said: $said"

echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
