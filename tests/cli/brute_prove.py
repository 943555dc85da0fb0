#!/usr/bin/env python3
"""Every board of a shape over some tiles, scored by `boggle solve`, for
prove_test.sh to hold `boggle prove` against.  Only the scoring is the
solver's: the boards, their turns and the order are worked out here.

    brute_prove.py BOGGLE RxC TILES CUTOFF [SOLVE-OPTION]...

TILES is written as --tiles takes it ("aest", "a[ch]eo"), every cell's;
or it is a class as `boggle bound` and `prove --class` read it, a cell's
tiles a word ("ae st rl / st ae st / ..."), each cell's own.  Prints each
board scoring CUTOFF or more once, in the orientation that comes first
(cell by cell, a cell's letters in the alphabet's order, a shorter cell
before a longer one it begins), as BOARD<TAB>SCORE lines, highest score
first, then by the board's text.  SOLVE-OPTIONs (-d LIST, --lang CODE,
--scoring NAME, -m N, --bonus LAYOUT ...) go to `boggle solve -f summary`;
with --bonus, only the turns that keep the layout give the same board.
"""
import itertools
import subprocess
import sys

LATIN = "abcdefghijklmnopqrstuvwxyz"
ALPHABETS = {"es": "abcdefghijklmnñopqrstuvwxyz"}


def parse_tiles(text):
    tiles, i = [], 0
    while i < len(text):
        if text[i] == "[":
            j = text.index("]", i)
            tiles.append(text[i + 1:j])
            i = j + 1
        else:
            tiles.append(text[i])
            i += 1
    return tiles


def cell_text(tile):
    return tile if len(tile) == 1 else "[" + tile + "]"


def board_text(cells, rows, cols):
    parts = [cell_text(t) for t in cells]
    if rows == cols:
        return "".join(parts)
    if rows == 1:
        return "".join(parts) + "/"
    return "/".join("".join(parts[r * cols:(r + 1) * cols])
                    for r in range(rows))


def images(cells, rows, cols):
    """The board's rotations and reflections, as lists of cells."""
    grid = [cells[r * cols:(r + 1) * cols] for r in range(rows)]
    out = []
    grids = [grid]
    if rows == cols:
        grids.append([list(col) for col in zip(*grid)])
    for g in grids:
        for flip_rows in (False, True):
            for flip_cols in (False, True):
                h = g[::-1] if flip_rows else g
                h = [row[::-1] for row in h] if flip_cols else h
                out.append([c for row in h for c in row])
    return out


def main():
    boggle, shape, tiles_text, cutoff = sys.argv[1:5]
    options = sys.argv[5:]
    rows, cols = (int(n) for n in shape.split("x"))
    cutoff = int(cutoff)
    lang = "en"
    if "--lang" in options:
        lang = options[options.index("--lang") + 1]
    order = {ch: i for i, ch in enumerate(ALPHABETS.get(lang, LATIN))}
    # bonus squares stay where they are: only the turns that keep the
    # layout as it is give the same board
    turns = range(len(images(list(range(rows * cols)), rows, cols)))
    if "--bonus" in options:
        layout = [c for c in options[options.index("--bonus") + 1]
                  if c not in "/ "]
        turns = [g for g, im in enumerate(images(layout, rows, cols))
                 if im == layout]

    def key(cells):
        return [tuple(order[ch] for ch in c) for c in cells]

    if " " in tiles_text:
        cells = [parse_tiles(w) for w in tiles_text.replace("/", " ").split()]
        if len(cells) != rows * cols:
            sys.exit("brute_prove: %d cells for %s" % (len(cells), shape))
        boards = list(itertools.product(*cells))
    else:
        tiles = parse_tiles(tiles_text)
        boards = list(itertools.product(tiles, repeat=rows * cols))
    texts = [board_text(b, rows, cols) for b in boards]
    got = subprocess.run([boggle, "solve", "-f", "summary"] + options,
                         input="\n".join(texts) + "\n", capture_output=True,
                         text=True, check=True).stdout.splitlines()
    if len(got) != len(texts):
        sys.exit("brute_prove: %d boards sent, %d scored" %
                 (len(texts), len(got)))
    best = {}
    for cells, text, line in zip(boards, texts, got):
        shown, _, points = line.split("\t")
        if shown != text:
            sys.exit("brute_prove: sent %s, solve said %s" % (text, shown))
        points = int(points)
        if points < cutoff:
            continue
        every = images(list(cells), rows, cols)
        first = min((every[g] for g in turns), key=key)
        name = board_text(first, rows, cols)
        if best.setdefault(name, points) != points:
            sys.exit("brute_prove: %s scores %d and %d turned" %
                     (name, best[name], points))
    for name, points in sorted(best.items(), key=lambda e: (-e[1], e[0])):
        print("%s\t%d" % (name, points))


if __name__ == "__main__":
    main()
