"""The Python package against the library it calls, on one machine:
scores() of 100,000 thrown 4x4 boards on one thread and on two, as a
fraction of the library's own in-process rate (boggle_bench: boards
parsed beforehand, solved one after another), runs interleaved, each
run's ratio to the library's run before it; and what solve() of one
board costs over the boggle_solve_text call it makes, in chunks of
boards interleaved with that call made alone (through ctypes, less what
an empty ctypes call costs), in processor time.  The built-in list
throughout (dict/words.txt); medians.

    PYTHONPATH=BUILD_DIR/python /usr/bin/python3 tests/bench/python.py [BUILD_DIR] [RUNS]

Prints figures, asserts nothing.
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
ONE = 2_000  # boards a chunk of solve() takes one at a time


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


def solve_overhead(boards, chunks):
    """Microseconds solve() takes over its C call, a median over chunks:
    processor time of this thread, which a busy machine disturbs less
    than the clock."""
    from libboggle import _native as _c
    d = lb._default
    solver = d._solver()
    out = _c.Solved()
    texts = [b.encode() for b in boards]
    size = len(boards)
    over, alone = [], []
    for _ in range(chunks):
        start = time.thread_time()
        for t in texts:
            _c.solve_text(solver, None, t, len(t), out, None)
        c = time.thread_time() - start
        start = time.thread_time()
        for b in boards:
            lb.solve(b)
        py = time.thread_time() - start
        start = time.thread_time()
        for t in texts:
            _c.version()
        empty = time.thread_time() - start
        over.append((py - c + empty) / size * 1e6)
        alone.append((c - empty) / size * 1e6)
    d._release(solver)
    return statistics.median(alone), statistics.median(over)


def main():
    boards = subprocess.run([os.path.join(BUILD, "boggle"), "throw", "--seed",
                             "20240601", "-n", str(N)], capture_output=True,
                            text=True, check=True).stdout.split()
    with tempfile.TemporaryDirectory() as tmp:
        path = os.path.join(tmp, "boards")
        with open(path, "w") as f:
            f.write("\n".join(boards) + "\n")
        lb.scores(boards[:1000], workers=2)  # solvers made, pages mapped
        c1, c2, p1, p2 = [], [], [], []
        for _ in range(RUNS):
            rates = bench(path, "-r", "1", "-j", "2")
            c1.append(rates["1 thread"])
            c2.append(rates["2 threads"])
            p1.append(rate(lambda: lb.scores(boards, workers=1), N))
            p2.append(rate(lambda: lb.scores(boards, workers=2), N))
    c_us, over = solve_overhead(boards[:ONE], 4 * RUNS)
    m = statistics.median
    print(f"machine: {os.cpu_count()} CPUs, Python {sys.version.split()[0]}, "
          f"library {lb.version()}, {RUNS} runs interleaved, medians")
    print(f"library, 1 thread:      {m(c1):9.0f} boards/s")
    print(f"library, 2 threads:     {m(c2):9.0f} boards/s, "
          f"{m(c2) / m(c1):.2f}x its 1 thread")
    # each run's ratio to the library run just before it, so that a
    # machine whose speed drifts between runs disturbs them less
    r1 = sorted(p / c for p, c in zip(p1, c1))
    r2 = sorted(p / c for p, c in zip(p2, c1))
    r22 = sorted(p / c for p, c in zip(p2, c2))
    print(f"scores(), workers=1:    {m(p1):9.0f} boards/s, "
          f"{m(r1):.2f}x the library's 1 thread ({r1[0]:.2f}-{r1[-1]:.2f}; "
          "target 0.8x)")
    print(f"scores(), workers=2:    {m(p2):9.0f} boards/s, "
          f"{m(r2):.2f}x the library's 1 thread ({r2[0]:.2f}-{r2[-1]:.2f}; "
          f"target 1.7x), {m(r22):.2f}x its 2 threads")
    print(f"boggle_solve_text:      {c_us:9.2f} us a board")
    print(f"solve():                {c_us + over:9.2f} us a board, "
          f"{over:.2f} us over the C call (target 5 us)")


if __name__ == "__main__":
    main()
