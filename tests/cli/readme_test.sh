#!/bin/sh
# README's sample outputs are the program's real output: each sample is
# run again and compared, up to the '...' where the sample stops.
#   sh readme_test.sh BOGGLE README SHARED_DIR
set -u
BOGGLE=$1
README=$2
SHARED=$3
. "$(dirname "$0")/harness.sh"

# The sample line in README that starts with $1, cut before its first '...'
sample() {
	grep -m1 -F "$1" "$README" | sed -e 's/^ *//' -e 's/ *\.\.\..*//'
}
# Does the output of the rest of the command line start with sample $1?
starts() {
	want=$(sample "$1")
	shift
	got=$("$@" 2>&1)
	case $got in
	"$want"*) ok ;;
	*) bad "README's sample '$want' is not what '$*' prints: '$(printf %s "$got" | cut -c1-200)'" ;;
	esac
}

if [ -f "$SHARED/dicts/unixdict.txt" ]; then
	starts '{"board": "omuymtupwsayitvi"' \
		"$BOGGLE" solve -d "$SHARED/dicts/unixdict.txt" -f json OMUYMTUPWSAYITVI
else
	echo "skip: no $SHARED/dicts/unixdict.txt for the JSON sample"
fi
starts '{"word": "tin", "letters": 3,' \
	"$BOGGLE" solve --show tin -m 4 -f json TINENINTOCNARETL
starts '{"board": "qitspsablenogrde"' \
	sh -c 'printf "quit\nzzz\nsip\n" | "$1" play --board qits/psab/leno/grde -f json' \
	sh "$BOGGLE"
# the --show sample: its grid and its verdict line
want=$(sed -n '/^    \$ boggle solve --show intercontinental/,/points$/p' "$README" |
	sed -e '1d' -e 's/^    //')
got=$(NO_COLOR=1 "$BOGGLE" solve --show intercontinental TINENINTOCNARETL)
[ -n "$want" ] && [ "$want" = "$got" ] && ok || bad "README's --show sample differs: $got"
want=$(sed -n '/^    \$ boggle paths 5 | tail -2/,/^    total/p' "$README" | sed -e '1d' -e 's/^    //')
got=$("$BOGGLE" paths 5 | tail -2)
[ -n "$want" ] && [ "$want" = "$got" ] && ok || bad "README's paths sample differs: $got"

# the bound sample, whole
want=$(sed -n "/^    \$ boggle bound 'aeiosuy aeiosuy \/ aeiosuy aeiosuy'/,/^    tree/p" "$README" |
	sed -e '1d' -e 's/^    //')
got=$("$BOGGLE" bound 'aeiosuy aeiosuy / aeiosuy aeiosuy')
[ -n "$want" ] && [ "$want" = "$got" ] && ok || bad "README's bound sample differs: $got"
# the word list the proof commands name is said where it comes from, and
# the last merge says what to do when no wave was needed
grep -q 'Enhanced$' "$README" && grep -q '^North American Benchmark Lexicon' "$README" &&
	ok || bad "README does not say what enable2k.txt is"
grep -q 'Leave out `wave\*-\*.jsonl` when no wave was needed' "$README" && ok ||
	bad "README's last merge fails when no wave was needed"
# the manual quotes the --resume error as prove says it
MAN=$(dirname "$README")/doc/boggle.1
printf 'rate\ntear\n' >"$TMP/l"
"$BOGGLE" prove -z 2x2 -d "$TMP/l" --min-score 14 -o "$TMP/p.jsonl" >/dev/null 2>&1
said=$("$BOGGLE" prove -z 2x2 -d "$TMP/l" --min-score 13 -o "$TMP/p.jsonl" --resume 2>&1 |
	sed 's/.*p\.jsonl: //' | sed "s/'/\\\\(aq/g")
[ -n "$said" ] && grep -qF "p.jsonl: $said" "$MAN" && ok ||
	bad "the manual does not quote the --resume error as said: $said"

echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
