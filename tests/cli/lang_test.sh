#!/bin/sh
# Playing in other languages: the Debian word lists solved as an
# independent brute force (brute_lang.py) reads them, each language's
# check words planted and found, every profile's dice thrown and checked,
# boards written decomposed or in capitals, and the messages for bad
# languages and bad text.
# Expected words come from brute_lang.py and the reference facts, never
# from the solver.
#   sh lang_test.sh path/to/boggle
# Exits 77 (skipped) without python3; a language whose list is not
# installed is skipped on its own.
set -u
BOGGLE=$1
HERE=$(cd "$(dirname "$0")" && pwd)
if ! command -v python3 >/dev/null 2>&1; then
	echo "SKIP: python3 is not installed (it runs the brute force)"
	exit 77
fi
. "$HERE/harness.sh"
# the interpreter itself, found once: a version manager's shim in front
# of it can cost half a second a call
PY=$(python3 -c 'import sys; print(sys.executable)')
BRUTE="$PY $HERE/brute_lang.py"
# compiled lists go to a cache of the test's own, emptied per language
export XDG_CACHE_HOME="$TMP/cache"
unset BOGGLE_LANG

# words of the board's tsv lines, sorted by byte
words_of() { cut -f1,2 | LC_ALL=C sort; }

# ---- the Debian lists against the brute force ----------------------------

# lang list encoding package
LISTS="fr french utf-8 wfrench
de ngerman utf-8 wngerman
es spanish utf-8 wspanish
sv swedish latin-1 wswedish
pl polish utf-8 wpolish
bg bulgarian utf-8 wbulgarian
uk ukrainian utf-8 wukrainian
ca catalan utf-8 wcatalan
en-US american-english utf-8 wamerican
en-GB british-english utf-8 wbritish
en-CA canadian-english utf-8 wcanadian
en-US-small american-english-small utf-8 wamerican-small
en-GB-large british-english-large utf-8 wbritish-large
en-CA-huge canadian-english-huge utf-8 wcanadian-huge
en-US-insane american-english-insane utf-8 wamerican-insane
pt-BR brazilian utf-8 wbrazilian
de-CH swiss utf-8 wswiss
de-1901 ogerman utf-8 wogerman
es-fise spanish utf-8 wspanish
eo esperanto utf-8 wesperanto
ga irish utf-8 wirish
gd gaelic utf-8 wgaelic
gv manx latin-1 wmanx
fo faroese utf-8 wfaroese
gl galician-minimos utf-8 wgalician-minimos"

# Check words of languages.md, Part 4, as the lists spell them: planted,
# each must be found; the absent ones, and names, must not be.
planted() {
	case $1 in
	fr) echo bibliothèque reconnaître réfrigérateur garçon coeur oeuvre ;;
	de) echo Frühstück übermäßig Fußballspieler dass ;;
	es) echo murciélago cigüeña pingüino señorita ;;
	it) echo università gioventù venerdì ;;
	pt) echo informação português açúcar cinquenta ;;
	nl) echo geïnteresseerd ijsbeer ideeën ;;
	sv) echo översättning smörgås kvällsmat blåbär körsbär ;;
	da) echo smørrebrød kærlighed håndbold ;;
	nb) echo kjærlighet førstehjelp smørbrød ;;
	nn) echo kjærleik høgskule blåbær ;;
	pl) echo pięćdziesiąt chrząszcz gżegżółka źdźbło zażółć ;;
	ca) echo intel·ligent gràcies força col·legi paral·lel ;;
	bg) echo пътуване четиридесет юначество ;;
	uk) echo європейський їжачок ґудзик "п'ять" ;;
	en-US) echo questionnaire earthquake quizzically café ;;
	en-GB) echo questionnaire organisation earthquake colour ;;
	en-CA) echo questionnaire earthquake colour centre ;;
	en-US-small) echo earthquake ;;
	en-GB-large) echo organisation ;;
	en-CA-huge) echo colour ;;
	en-US-insane) echo quizzically ;;
	pt-BR) echo informação cinqüenta lingüiça ;;
	de-CH) echo Fussball Strasse Frühstück ;;
	de-1901) echo Schlüssel Frühstück Fußball daß ;;
	# each of ch, ll, rr laid on its tile
	es-fise) echo chico calle perro noche murciélago ;;
	eo) echo aŭtomobilo ĉokolado manĝaĵo ;;
	ga) echo scéal choíche nGaeilge ;;
	gd) echo dùthaich fàilte ;;
	gv) echo moghrey chengey cabbyl ;;
	fo) echo føroyskt ærligur ;;
	gl) echo información coñecer canción ;;
	esac
}
absent() {
	case $1 in
	nl) echo IJsland ;;         # a name: capitalised
	sv) echo björnbär räksmörgås ;;
	da) echo København ;;
	bg) echo България ;;
	en-US) echo Boston ;;
	en-GB) echo London ;;
	en-CA) echo Toronto ;;
	gd) echo Gàidhlig ;;
	fo) echo Tórshavn ;;
	esac
}

# plant LANG: every check word on a 6x6 board of its own, solved at once;
# brute_lang.py says how the game reads each word
plant() {
	l=$1
	: >"$TMP/plant.boards"
	: >"$TMP/plant.want"
	seed=1
	for kind in found absent; do
		# shellcheck disable=SC2046
		set -- $(if [ $kind = found ]; then planted "$l"; else absent "$l"; fi)
		for w; do
			seed=$((seed + 1))
			if ! "$BOGGLE" throw --lang "$l" --size 6x6 --plant "$w" \
				--seed $seed >"$TMP/one" 2>"$TMP/err"; then
				bad "$l: throw --plant $w: $(cat "$TMP/err")"
				continue
			fi
			cat "$TMP/one" >>"$TMP/plant.boards"
			printf '%s\t%s\t%s\n' "$kind" "$(cat "$TMP/one")" "$w" \
				>>"$TMP/plant.want"
		done
	done
	[ -s "$TMP/plant.boards" ] || return
	"$BOGGLE" solve --lang "$l" -f json <"$TMP/plant.boards" \
		>"$TMP/plant.json" 2>"$TMP/err" ||
		bad "$l: solving the planted boards: $(head -3 "$TMP/err")"
	"$PY" - "$HERE" "$l" "$TMP/plant.want" "$TMP/plant.json" \
		<<'EOF' >"$TMP/plant.out"
import json, sys, unicodedata
sys.path.insert(0, sys.argv[1])
import brute_lang
lang, want, got = sys.argv[2:5]
reader = brute_lang.Reader(lang)
boards = {}
for line in open(got, encoding="utf-8"):
    b = json.loads(line)
    boards[b["board"]] = {w["word"]: w.get("spellings", []) for w in b["words"]}
for line in open(want, encoding="utf-8"):
    kind, board, word = line.rstrip("\n").split("\t")
    # as the game reads it, and as the list spells it, in its case
    folded = reader.one(word)
    folded = folded and brute_lang.spelled(lang, folded)
    own = unicodedata.normalize("NFC", word)
    lower = brute_lang.lower(lang, own)
    words = boards.get(board)
    if words is None:
        print("FAIL: %s: no result for the board planted with %s" % (lang, word))
    elif kind == "absent":
        print(("FAIL: %s: %s is found, but the list lacks it" % (lang, word))
              if lower in words or folded in words else "ok")
    elif folded not in words:
        print("FAIL: %s: %s (as %s) not found on %s" % (lang, word, folded, board))
    elif folded != lower and own not in words[folded]:
        print("FAIL: %s: %s found without its spelling %s: %s"
              % (lang, folded, own, words[folded]))
    else:
        print("ok")
EOF
	while read -r line; do
		case $line in
		ok) ok ;;
		*) failed=$((failed + 1)); echo "$line" ;;
		esac
	done <"$TMP/plant.out"
	[ "$(wc -l <"$TMP/plant.out")" -eq "$(wc -l <"$TMP/plant.want")" ] ||
		bad "$l: the planted words were not all checked"
}

# nfd LANG [-d LIST]: $TMP/boards, decomposed and in capitals, solve as
# they did ($TMP/tsv, solved with -m 3)
nfd() {
	l=$1
	shift
	"$PY" -c 'import sys, unicodedata
lang, path, nfd, upper = sys.argv[1:5]
boards = open(path, encoding="utf-8").read().splitlines()
with open(nfd, "w", encoding="utf-8") as d, \
        open(upper, "w", encoding="utf-8") as u:
    for b in boards:
        d.write(unicodedata.normalize("NFD", b) + "\n")
        if lang == "tr":  # i is İ, ı is I
            b = b.replace("i", "İ").replace("ı", "I")
        u.write(unicodedata.normalize("NFD", b.upper()) + "\n")
print(sum(unicodedata.normalize("NFD", b) != b for b in boards))' \
		"$l" "$TMP/boards" "$TMP/nfd" "$TMP/upper" >"$TMP/n" || bad "$l: NFD"
	[ "$(cat "$TMP/n")" -gt 0 ] || return 0 # no letter decomposes
	for form in nfd upper; do
		"$BOGGLE" solve --lang "$l" "$@" -m 3 -f tsv <"$TMP/$form" \
			>"$TMP/form" 2>&1
		[ -s "$TMP/tsv" ] && cmp -s "$TMP/tsv" "$TMP/form" && ok ||
			bad "$l: the boards solve otherwise written $form"
	done
	# a board given as an argument: the first that decomposes
	n=$(paste "$TMP/boards" "$TMP/nfd" | awk -F "$TAB" '$1 != $2 { print NR; exit }')
	"$BOGGLE" solve --lang "$l" "$@" -m 3 -f summary \
		"$(sed -n "${n}p" "$TMP/boards")" >"$TMP/a" 2>&1
	"$BOGGLE" solve --lang "$l" "$@" -m 3 -f summary \
		"$(sed -n "${n}p" "$TMP/nfd")" >"$TMP/b" 2>&1
	[ -s "$TMP/a" ] && cmp -s "$TMP/a" "$TMP/b" && ok ||
		bad "$l: $(sed -n "${n}p" "$TMP/boards") solves otherwise in NFD"
	decomposed=$((decomposed + 1))
}
decomposed=0

printf '%s\n' "$LISTS" >"$TMP/lists"
while read -r l list enc package; do
	path=/usr/share/dict/$list
	if [ ! -r "$path" ]; then
		echo "SKIP: $l: $path is not installed (Debian package $package)"
		continue
	fi
	{ "$BOGGLE" throw --lang "$l" --seed 7 -n 16 &&
		"$BOGGLE" throw --lang "$l" --size 5x5 --seed 8 -n 3 &&
		"$BOGGLE" throw --lang "$l" --size 3x6 --seed 9 -n 1; } \
		>"$TMP/boards" 2>"$TMP/err" || bad "$l: throw: $(cat "$TMP/err")"
	# the system list is the default; -m 3 for the 5x5 boards as well
	"$BOGGLE" solve --lang "$l" -m 3 -f tsv <"$TMP/boards" \
		>"$TMP/tsv" 2>"$TMP/err" && ok ||
		bad "$l: solve refuses thrown boards: $(head -3 "$TMP/err")"
	words_of <"$TMP/tsv" >"$TMP/got"
	$BRUTE "$l" "$path" "$enc" -m 3 <"$TMP/boards" | words_of >"$TMP/want"
	[ -s "$TMP/want" ] && ok || bad "$l: the brute force finds no word"
	cmp -s "$TMP/want" "$TMP/got" && ok || {
		bad "$l: solve and the brute force differ on the $list list" \
			"(< brute force, > solve)"
		diff "$TMP/want" "$TMP/got" | head -5
	}
	nfd "$l"
	plant "$l"
	rm -rf "$XDG_CACHE_HOME"
done <"$TMP/lists"

# the other lists CI installs: check words only
for l in it pt nl da nb nn; do
	case $l in
	it) list=italian package=witalian ;;
	pt) list=portuguese package=wportuguese ;;
	nl) list=dutch package=wdutch ;;
	da) list=danish package=wdanish ;;
	nb) list=bokmaal package=wnorwegian ;;
	nn) list=nynorsk package=wnorwegian ;;
	esac
	if [ ! -r "/usr/share/dict/$list" ]; then
		echo "SKIP: $l: /usr/share/dict/$list is not installed (Debian package $package)"
		continue
	fi
	plant "$l"
	rm -rf "$XDG_CACHE_HOME"
done

# ---- languages with no Debian list: small lists of our own ----------------

small_list() {
	case $1 in
	fi) printf '%s\n' talo kala sana kissa isä äiti yö sää kesä tie maa \
		nainen saari katu meri suo lasi kin lain sitten niin näin silti \
		ilta asia aika anna tässä Helsinki Suomi kaksi ja on se ne ;;
	cs) printf '%s\n' ano ten sen nos lov voda rok den most kost čas žena \
		říjen pes sova rosa van tvar stan kino nota sonet tak sto let \
		poté víno koně zima Praha Brno ona ono oni ty to ta ;;
	hu) printf '%s\n' alma kert szék ház nap egy hat tél kés len sas hol \
		mit ott kő lát szó szer nyár nagy gyár kor kel elem teke lakat \
		erő sok kar Tisza Budapest tea tan eta ami ate ;;
	is) printf '%s\n' ári nár rán sin tal las enn nei rit sær þar hús bók \
		auga fiskur sól tala nafn ris sinn ann saga rangur lund gata \
		Reykjavík Ísland rauð tré ein tin net ána ;;
	tr) printf '%s\n' ara ana kır kal kar kel ışık ilk iki yol kale elma bir \
		tek ter kara lale rakı sarı kırk yarı kedi masa tarla elek kalem \
		İstanbul Irak Ankara ılık nine ata ateş kitap ;;
	ru) printf '%s\n' дом кот нос рот сон ток тон нет вот оно она они рано \
		тело лето сено ёлка весна соль стол нота ворота река сеть \
		тень лен пол пот дно Москва Россия ёж еда ест ;;
	el) printf '%s\n' και τον την των στο από ένα για που ναι εσύ αυτό \
		αυτά είναι αλλά μας σας τις ένας λόγος νόμος τόνος ναός αστός \
		σοφός έτος τέλος νέος όνομα ήλιος Αθήνα Ελλάδα τα το οι ;;
	esac
}
for l in "fi" cs hu is tr ru el; do
	small_list "$l" >"$TMP/small.$l"
	"$BOGGLE" throw --lang "$l" --seed 11 -n 50 >"$TMP/boards" 2>"$TMP/err" ||
		bad "$l: throw: $(cat "$TMP/err")"
	"$BOGGLE" throw --lang "$l" --seed 11 -n 50 |
		"$BOGGLE" solve --lang "$l" -d "$TMP/small.$l" -f summary \
		>"$TMP/summary" 2>"$TMP/err" && ok ||
		bad "$l: throw | solve -f summary: $(head -3 "$TMP/err")"
	[ "$(wc -l <"$TMP/summary")" -eq 50 ] && ok ||
		bad "$l: summary has $(wc -l <"$TMP/summary") lines, not 50"
	$BRUTE "$l" "$TMP/small.$l" <"$TMP/boards" | words_of >"$TMP/want"
	"$BOGGLE" solve --lang "$l" -d "$TMP/small.$l" -m 3 -f tsv \
		<"$TMP/boards" >"$TMP/tsv" 2>"$TMP/err" ||
		bad "$l: solve: $(head -3 "$TMP/err")"
	words_of <"$TMP/tsv" >"$TMP/got"
	[ -s "$TMP/want" ] && ok || bad "$l: the brute force finds no word"
	cmp -s "$TMP/want" "$TMP/got" && ok || {
		bad "$l: solve and the brute force differ (< brute force, > solve)"
		diff "$TMP/want" "$TMP/got" | head -5
	}
	# the summary counts the same words
	[ "$(awk -F "$TAB" '{ n += $2 } END { print n + 0 }' "$TMP/summary")" -eq \
		"$(wc -l <"$TMP/want")" ] && ok ||
		bad "$l: the summary's word count is not the brute force's"
	nfd "$l" -d "$TMP/small.$l"
done
[ "$decomposed" -ge 4 ] && ok || bad "only $decomposed languages' boards decompose"

# ---- dice of every profile: what throw throws, check can throw ---------

faces() {
	case $1 in
	en) echo a b c d e f g h i j k l m n o p qu r s t u v w x y z ;;
	fr | nl) echo a b c d e f g h i j k l m n o p q r s t u v w x y z ;;
	de) echo a ä b c d e f g h i j k l m n o ö p q r s t u ü v w x y z ;;
	es) echo a b c ch d e f g h i j l ll m n ñ o p q r rr s t u v x y z ;;
	it) echo a b c d e f g h i l m n o p q r s t u v z ;;
	pt) echo a b c ç d e f g h i j l m n o p q r s t u v x z ;;
	sv) echo a b c d e f g h i j k l m n o p r s t u v x y z å ä ö ;;
	da) echo a b c d e f g h i j k l m n o p r s t u v x y z æ ø å ;;
	nb | nn) echo a b c d e f g h i j k l m n o p r s t u v w y æ ø å ;;
	fi) echo a b c d e f g h i j k l m n o p r s t u v w y ä ö ;;
	pl) echo a ą b c ć d e ę f g h i j k l ł m n ń o ó p r s ś t u w y z ź ż ;;
	ca) echo a b c ç d e f g h i j l l·l m n ny o p qu r s t u v x z ;;
	cs) echo a á b c č d ď e é ě f g h i í j k l m n ň o ó p r ř s š t ť \
		u ú ů v x y ý z ž ;;
	hu) echo a á b c cs d e é f g gy h i í j k l ly m n ny o ó ö ő p r s \
		sz t ty u ú ü ű v z zs ;;
	is) echo a á b d ð e é f g h i í j k l m n o ó p r s t u ú v x y ý þ æ ö ;;
	tr) echo a b c ç d e f g ğ h ı i j k l m n o ö p r s ş t u ü v y z ;;
	bg) echo а б в г д е ж з и й к л м н о п р с т у ф х ц ч ш щ ъ ь ю я ;;
	uk) echo а б в г ґ д е є ж з и і ї й к л м н о п р с т у ф х ц ч ш щ ь \
		ю я "'" ;;
	ru) echo а б в г д е ё ж з и й к л м н о п р с т у ф х ц ч ш щ ъ ы ь э ю я ;;
	el) echo α β γ δ ε ζ η θ ι κ λ μ ν ξ ο π ρ σ τ υ φ χ ψ ω ;;
	en-*) faces en ;;
	de-*) faces de ;;
	pt-BR) faces pt ;;
	es-fise) faces es ;;
	eo) echo a b c ĉ d e f g ĝ h ĥ i j ĵ k l m n o p r s ŝ t u ŭ v z ;;
	ga) echo a á b c d e é f g h i í l m n o ó p r s t u ú ;;
	gd) echo a b c d e f g h i l m n o p r s t u ;;
	gv) echo a b c d e f g h i j k l m n o p r s t u v w y ;;
	fo) echo a á b d ð e f g h i í j k l m n o ó p r s t u ú v y ý æ ø ;;
	gl) echo a b c d e f g h i l m n ñ o p q r s t u v x z ;;
	esac
}
# 16 dice of 6 faces, the faces dealt in turn; each face is on a few dice
dice() {
	faces "$1" | awk '{ for (d = 0; d < 16; d++) {
		line = ""
		for (f = 0; f < 6; f++)
			line = line (f ? " " : "") $((d * 6 + f) % NF + 1)
		print line } }'
}
CODES="en fr de es it pt nl sv da nb nn fi pl ca cs hu is tr bg uk ru el
en-US en-GB en-CA en-US-small en-GB-large en-CA-huge en-US-insane pt-BR de-CH
de-1901 es-fise eo ga gd gv fo gl"
for l in $CODES; do
	dice "$l" >"$TMP/dice.$l"
	"$BOGGLE" throw --lang "$l" --dice "$TMP/dice.$l" --seed 3 -n 10 \
		>"$TMP/boards" 2>"$TMP/err" || bad "$l: throw --dice: $(cat "$TMP/err")"
	[ "$(wc -l <"$TMP/boards")" -eq 10 ] && ok || bad "$l: throw --dice -n 10"
	"$BOGGLE" check --lang "$l" --dice "$TMP/dice.$l" <"$TMP/boards" \
		>"$TMP/out" 2>"$TMP/err"
	status=$?
	[ "$status" -eq 0 ] && [ "$(grep -c ': yes' "$TMP/out")" -eq 10 ] && ok || {
		bad "$l: check says the dice cannot throw what they threw"
		head -3 "$TMP/out" "$TMP/err"
	}
	# and no: a board of one face on every cell, which a few dice show
	first=$(faces "$l" | cut -d' ' -f1)
	run check --lang "$l" --dice "$TMP/dice.$l" \
		"$first$first$first$first$first$first$first$first$first$first$first$first$first$first$first$first"
	[ "$status" -eq 1 ] && grep -q ': no' "$TMP/out" && ok ||
		bad "$l: check says sixteen ${first}s can be thrown"
done

# the system's English lists throw English's dice, as en does, and check
# finds they can
"$BOGGLE" throw --seed 9 -n 5 >"$TMP/en.boards"
"$BOGGLE" throw --set big --seed 9 -n 2 >>"$TMP/en.boards"
for l in en-US en-GB-small en-CA-insane; do
	{ "$BOGGLE" throw --lang "$l" --seed 9 -n 5 &&
		"$BOGGLE" throw --lang "$l" --set big --seed 9 -n 2; } >"$TMP/boards" 2>&1
	cmp -s "$TMP/en.boards" "$TMP/boards" && ok ||
		bad "$l: throw is not en's throw of the dice"
	"$BOGGLE" check --lang "$l" <"$TMP/boards" >"$TMP/out" 2>&1
	[ "$(grep -c ': yes' "$TMP/out")" -eq 5 ] && ok ||
		bad "$l: check says the new dice cannot throw what they threw"
done

# ---- accents on a board ----------------------------------------------

# French accents are the plain letters, composed or not, in any case
printf 'eleve\nelevee\nlevee\n' >"$TMP/fr.list"
run solve --lang fr -d "$TMP/fr.list" -f tsv 'elev/xxee/xxxx/xxxx'
cp "$TMP/out" "$TMP/plain"
for b in 'élèv/xxée/xxxx/xxxx' 'ÉLÈV/XXÉE/XXXX/XXXX' \
	"$(printf 'e\314\201le\314\200v/xxe\314\201e/xxxx/xxxx')"; do
	run solve --lang fr -d "$TMP/fr.list" -f tsv "$b"
	[ "$status" -eq 0 ] && [ -s "$TMP/plain" ] && cmp -s "$TMP/plain" "$TMP/out" &&
		ok || { bad "French accents on a board: $b"; cat "$TMP/out" "$TMP/err"; }
done

# ---- letter values of the sets added from Debian's lists -------------------

# LANG WORD BOARD POINTS: four letters, no length bonus; the points are the
# published tiles' (eo, ga, fo, es), or the shares the manual's rule gives
# (gd), or English's own (Qu 12)
for case in "eo ĉapo ĉa/op 8" "ga bóta bó/at 21" "fo ýtir ýt/ri 11" \
	"gd pobh po/hb 11" "en-US quiz qi/zx 23" "en-GB-small quiz qi/zx 23" \
	"es-fise chao [ch]a/xo 7" "pt-BR caça ca/aç 7" "de-CH quäl qu/lä 19"; do
	# shellcheck disable=SC2086
	set -- $case
	printf '%s\n' "$2" >"$TMP/one.list"
	run solve --lang "$1" -d "$TMP/one.list" --scoring letters -f tsv "$3"
	[ "$status" -eq 0 ] && [ "$(cut -f2,3 "$TMP/out")" = "$(printf '%s\t%s' "$2" "$4")" ] &&
		ok || bad "$1: $2 on $3 is not worth $4: $(cat "$TMP/out" "$TMP/err")"
done

# ---- Spanish tiles as FISE plays them ----------------------------------

# es makes ch of c beside h, and ll of l beside l; es-fise only of their
# tiles, [ch] and [ll]
printf 'chico\ncalle\nchi\n' >"$TMP/es.list"
for case in "es chi/xoc/xxx chi chico" "es-fise chi/xoc/xxx" \
	"es [ch]ix/xco/xxx chi chico" "es-fise [ch]ix/xco/xxx chi chico" \
	"es cal/xel/xxx calle" "es-fise cal/xel/xxx" \
	"es-fise ca[ll]/xex/xxx calle"; do
	# shellcheck disable=SC2086
	set -- $case
	l=$1 b=$2
	shift 2
	run solve --lang "$l" -d "$TMP/es.list" -m 3 -f tsv "$b"
	got=$(cut -f2 "$TMP/out" | LC_ALL=C sort | tr '\n' ' ')
	want=
	for w; do want="$want$w "; done
	[ "$status" -eq 0 ] && [ "$got" = "$want" ] && ok ||
		bad "--lang $l $b: '$got', not '$*': $(cat "$TMP/err")"
done

# es-fise throws es's set as es throws it: one seed, one board
same=0
for seed in 1 2 3 4 5 6 7 8 9 10; do
	[ "$("$BOGGLE" throw --lang es -z 6x6 --seed $seed -f line 2>&1)" = \
		"$("$BOGGLE" throw --lang es-fise -z 6x6 --seed $seed -f line 2>&1)" ] &&
		same=$((same + 1))
done
[ $same -eq 10 ] && ok || bad "es and es-fise throw other boards for $((10 - same)) of 10 seeds"
# a cell of two letters shows its first capital, as es shows its tiles
"$BOGGLE" throw --lang es-fise -z 6x6 -n 20 --seed 1 -f grid >"$TMP/fise" 2>&1
grep -q 'Ch\|Ll\|Rr' "$TMP/fise" && ! grep -q 'CH\|LL\|RR' "$TMP/fise" && ok ||
	bad "es-fise's grid shows ch, ll and rr as: $(grep -o 'C[Hh]\|L[Ll]\|R[Rr]' "$TMP/fise" | sort -u | tr '\n' ' ')"

# Irish entries that end in a spell checker's flags (achomharcainn/E) are
# words without them
if [ -f /usr/share/dict/irish ] && grep -q '/[A-Z]*$' /usr/share/dict/irish; then
	for w in $(grep '/[A-Z]*$' /usr/share/dict/irish | head -n 3 | cut -d/ -f1); do
		row=$(printf '%s' "$w" | sed 's/./x/g')
		run solve --lang ga -f tsv "$w/$row"
		[ "$status" -eq 0 ] && cut -f2 "$TMP/out" | grep -qx "$w" && ok ||
			bad "ga: the list's $w/… is not read as $w: $(head -c 300 "$TMP/err")"
	done
else
	echo "skipped: the Irish list (wirish) holds no flagged entry here"
fi

# ---- messages --------------------------------------------------------

run solve --lang fr -d "$TMP/fr.list" 'жжжж'
[ "$status" -eq 2 ] && grep -q "'ж' is not a letter of French" "$TMP/err" &&
	ok || bad "a Cyrillic board in French: status $status, $(cat "$TMP/err")"
BOGGLE_LANG=fr "$BOGGLE" solve -d "$TMP/fr.list" 'жжжж' >"$TMP/out" 2>"$TMP/err"
status=$?
[ "$status" -eq 2 ] && grep -q "not a letter of French" "$TMP/err" && ok ||
	bad "BOGGLE_LANG=fr: status $status, $(cat "$TMP/err")"
# --lang wins over the environment
BOGGLE_LANG=fr "$BOGGLE" solve --lang ru -d "$TMP/small.ru" -f tsv 'дом/кот/нос' \
	>"$TMP/out" 2>"$TMP/err" && grep -q "${TAB}дом$TAB" "$TMP/out" && ok ||
	bad "--lang ru over BOGGLE_LANG=fr: $(cat "$TMP/err")"
for cmd in solve throw check; do
	case $cmd in
	throw) run throw --lang xx ;;
	*) run $cmd --lang xx abcd ;;
	esac
	[ "$status" -eq 2 ] && grep -q "xx" "$TMP/err" && ok ||
		bad "$cmd --lang xx: status $status"
	for c in $CODES; do
		grep -qw "$c" "$TMP/err" || { bad "$cmd --lang xx does not name $c"; break; }
	done
done
# tags in any case, with _ for -, name the same language and list
for tag in pt_BR PT-br EN_gb en-gb-LARGE es-FISE DE-ch; do
	canon=$(printf '%s\n' $CODES | grep -ix "$(printf '%s' "$tag" | tr _ -)")
	run solve --lang "$tag" -d "$TMP/fr.list" -f tsv 'elev/xxee/xxxx/xxxx'
	cp "$TMP/out" "$TMP/tagged"
	run solve --lang "$canon" -d "$TMP/fr.list" -f tsv 'elev/xxee/xxxx/xxxx'
	[ "$status" -eq 0 ] && [ -n "$canon" ] && [ -s "$TMP/out" ] &&
		cmp -s "$TMP/out" "$TMP/tagged" && ok || bad "--lang $tag is not $canon"
	BOGGLE_LANG=$tag "$BOGGLE" throw --seed 5 >"$TMP/out" 2>&1
	"$BOGGLE" throw --lang "$canon" --seed 5 >"$TMP/tagged" 2>&1
	cmp -s "$TMP/out" "$TMP/tagged" && ok || bad "BOGGLE_LANG=$tag is not $canon"
done
for tag in en-XX en-US-big pt- en_ en-US-; do
	run solve --lang "$tag" -d "$TMP/fr.list" abcd
	[ "$status" -eq 2 ] && grep -q "$tag" "$TMP/err" && ok ||
		bad "--lang $tag is not refused: status $status"
done
# en is still the built-in list, not a system one
run solve -f tsv 'stre/aedl/pxxx/xxxx'
cp "$TMP/out" "$TMP/plain"
run solve --lang en -f tsv 'stre/aedl/pxxx/xxxx'
[ "$status" -eq 0 ] && [ -s "$TMP/out" ] && cmp -s "$TMP/plain" "$TMP/out" &&
	ok || bad "--lang en is not the default"
run solve --lang en -v -f summary 'stre/aedl/pxxx/xxxx'
grep -q /usr/share/dict "$TMP/err" && bad "--lang en reads a system list" || ok
BOGGLE_LANG=xx "$BOGGLE" solve abcd >"$TMP/out" 2>"$TMP/err"
[ $? -eq 2 ] && grep -q "xx" "$TMP/err" && ok || bad "BOGGLE_LANG=xx is not refused"
run solve --lang "fi" abcd
[ "$status" -eq 2 ] && grep -q -- "-d" "$TMP/err" && grep -q "Finnish" "$TMP/err" &&
	ok || bad "--lang fi without -d: status $status, $(cat "$TMP/err")"
run solve --lang fr -d "$TMP/fr.list" "$(printf 'ab\377d')"
[ "$status" -eq 2 ] && grep -q "invalid UTF-8 at byte 3" "$TMP/err" && ok ||
	bad "invalid UTF-8 in a board argument: status $status, $(cat "$TMP/err")"
printf 'abcd\nxy\303z\n' | "$BOGGLE" solve --lang fr -d "$TMP/fr.list" -f summary \
	>"$TMP/out" 2>"$TMP/err"
status=$?
[ "$status" -eq 2 ] && grep -q "line 2.*invalid UTF-8 at byte 3" "$TMP/err" &&
	[ "$(cut -f1 "$TMP/out")" = abcd ] && ok ||
	bad "invalid UTF-8 on standard input: status $status, $(cat "$TMP/err")"
# a list not UTF-8 in a UTF-8 language names its line; Latin-1 Swedish reads
printf 'eleve\nl\351ve\n' >"$TMP/latin1"
run solve --lang fr -d "$TMP/latin1" abcd
[ "$status" -eq 2 ] && grep -q "line 2" "$TMP/err" && ok ||
	bad "a Latin-1 list in French: status $status, $(cat "$TMP/err")"
printf 'l\344s\nsm\366r\nS\344l\n' >"$TMP/latin1"
run solve --lang sv -d "$TMP/latin1" -f tsv 'läsö/smör/säla/xxxx'
cut -f2 "$TMP/out" | LC_ALL=C sort >"$TMP/got"
printf 'läs\nsmör\n' >"$TMP/want"
[ "$status" -eq 0 ] && cmp -s "$TMP/want" "$TMP/got" && ok ||
	{ bad "a Latin-1 list in Swedish"; cat "$TMP/out" "$TMP/err"; }

finish "language tests"
