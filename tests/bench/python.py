"""The Python package against the library it calls, on one machine:
scores() of 100,000 thrown 4x4 boards on one thread and on two, as a
fraction of the library's own in-process rate on one thread (boggle_bench:
boards parsed beforehand, solved one after another), and what solve() of
one board costs over the boggle_solve_text call it makes (boggle_bench
-t 1, the same boards).  Runs are interleaved, C then Python; the figures
are medians.  The built-in list throughout (dict/words.txt).

    /usr/bin/python3 tests/bench/python.py [BUILD_DIR] [RUNS]

with PYTHONPATH=BUILD_DIR/python.  Prints figures, asserts nothing.
"""
import os
import statistics
import subprocess
import sys
import tempfile
import time

import libboggle as lb

BUILD = sys.argv[1] if len(sys.argv) > 1 else "build"
RUNS = int(sys.argv[2]) if len(sys.argv) > 2 else 5
SRC = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..")
WORDS = os.path.join(SRC, "dict", "words.txt")
N = 100_000
ONE = 20_000  # boards solve() takes one at a time


def bench(path, *options):
    """boggle_bench's figures: the rate of each line, by its label."""
    out = subprocess.run([os.path.join(BUILD, "boggle_bench"), path, WORDS,
                          *options], capture_output=True, text=True,
                         check=True).stdout
    rates = {}
    for line in out.splitlines():
        label, _, rest = line.partition(":")
        if "boards/s" in rest:
            rates[label.strip()] = float(rest.split()[0])
    return rates


def rate(f, n):
    start = time.perf_counter()
    f()
    return n / (time.perf_counter() - start)


def main():
    boards = subprocess.run([os.path.join(BUILD, "boggle"), "throw", "--seed",
                             "20240601", "-n", str(N)], capture_output=True,
                            text=True, check=True).stdout.split()
    few = boards[:ONE]
    with tempfile.TemporaryDirectory() as tmp:
        path = os.path.join(tmp, "boards")
        with open(path, "w") as f:
            f.write("\n".join(boards) + "\n")
        few_path = os.path.join(tmp, "few")
        with open(few_path, "w") as f:
            f.write("\n".join(few) + "\n")
        lb.scores(boards[:1000], workers=2)  # solvers made, pages mapped
        c1, c2, p1, p2, text, one = [], [], [], [], [], []
        for _ in range(RUNS):
            rates = bench(path, "-r", "1", "-j", "2")
            c1.append(rates["1 thread"])
            c2.append(rates["2 threads"])
            p1.append(rate(lambda: lb.scores(boards, workers=1), N))
            p2.append(rate(lambda: lb.scores(boards, workers=2), N))
            text.append(bench(few_path, "-r", "1", "-j", "1", "-t",
                              "1")["solve_text"])
            one.append(rate(lambda: [lb.solve(b) for b in few], ONE))
    m = statistics.median
    print(f"machine: {os.cpu_count()} CPUs, Python {sys.version.split()[0]}, "
          f"library {lb.version()}, {RUNS} runs interleaved, medians")
    print(f"library, 1 thread:      {m(c1):9.0f} boards/s")
    print(f"library, 2 threads:     {m(c2):9.0f} boards/s")
    print(f"scores(), workers=1:    {m(p1):9.0f} boards/s, "
          f"{m(p1) / m(c1):.2f}x the library's 1 thread (target 0.8x)")
    print(f"scores(), workers=2:    {m(p2):9.0f} boards/s, "
          f"{m(p2) / m(c1):.2f}x the library's 1 thread (target 1.7x)")
    c_us, py_us = 1e6 / m(text), 1e6 / m(one)
    print(f"boggle_solve_text:      {c_us:9.2f} us a board")
    print(f"solve():                {py_us:9.2f} us a board, "
          f"{py_us - c_us:.2f} us over the C call (target 5 us)")


if __name__ == "__main__":
    main()
