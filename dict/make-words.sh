#!/bin/sh
# Regenerate words.txt from Debian's scowl package (apt-get install scowl).
#
#   sh dict/make-words.sh > dict/words.txt
#
# Categories english, american, variant_1 and variant_2 at sizes 10 to 70;
# accents transliterated to ASCII; only all-lowercase words of 2 or more
# letters; words with a q not followed by u dropped (no Boggle die makes
# them); sorted in byte order, each once.
set -eu
dir=${SCOWL_DIR:-/usr/share/dict/scowl}
files=
for cat in english american variant_1 variant_2; do
	for size in 10 20 35 40 50 55 60 70; do
		files="$files $dir/$cat-words.$size"
	done
done
# shellcheck disable=SC2086
cat $files |
	LC_ALL=C.UTF-8 iconv -f UTF-8 -t ASCII//TRANSLIT |
	LC_ALL=C grep -E '^[a-z]{2,}$' |
	LC_ALL=C grep -Ev 'q([^u]|$)' |
	LC_ALL=C sort -u
