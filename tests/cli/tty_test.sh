#!/bin/sh
# On a pseudo-terminal: play with a terminal for standard input and a
# file for standard output judges a word entered and drops one typed but
# not entered when time runs out, never leaving it for the shell; best's
# progress line gives the time left and the boards scored a second,
# leaving out whole what does not fit a narrow terminal, and a search with
# only --steps ends there as its chains do; with -v, a log of standard
# error gets the same facts every 10 seconds and at the end; TERM=dumb means no
# colour and no escape codes, and play gives the time left with each
# prompt and says when time is up.  In a window of 30 x 12 (tmux, if
# there is one) the board stays at the top as words are entered and when
# the window changes size, and no line is cut mid-word; the words found
# and missed at the end are set in columns that fit.  Ctrl-Z (TSTP) gives the shell its terminal
# back while the game is stopped, its clock standing still; on continuing
# the game takes the terminal again, draws the board and its prompt again
# and goes on, as it does after a STOP from elsewhere.  From a pipe, a line
# too long is reported and the game still ends with status 0 and its
# results.
#   sh tty_test.sh path/to/boggle
set -u
BOGGLE=$1
if ! command -v python3 >/dev/null 2>&1; then
	echo "python3 not found: skipping the terminal test"
	exit 0
fi
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
python3 - "$BOGGLE" "$TMP/out" <<'END'
import fcntl, os, pty, re, select, struct, subprocess, sys, termios, threading
import time

boggle, out = sys.argv[1], sys.argv[2]
# a terminal that takes escape codes, whatever this one is
os.environ["TERM"] = "xterm"

class OnTty:
    """args run on a terminal of its own, rows x cols, read as it goes."""
    def __init__(self, args, env={}, rows=24, cols=80, stderr=None):
        self.master, slave = pty.openpty()
        fcntl.ioctl(slave, termios.TIOCSWINSZ,
                    struct.pack("HHHH", rows, cols, 0, 0))
        self.p = subprocess.Popen(args, stdin=slave, stdout=slave,
                                  stderr=slave if stderr is None else stderr,
                                  env=dict(os.environ, **env))
        os.close(slave)
        self.shown = b""
        self.reader = threading.Thread(target=self.read, daemon=True)
        self.reader.start()

    def read(self):
        while True:
            try:
                chunk = os.read(self.master, 4096)
            except OSError:  # the other side is closed
                break
            if not chunk:
                break
            self.shown += chunk

    def wait_for(self, want, seconds=10):
        end = time.time() + seconds
        while want not in self.shown and time.time() < end:
            time.sleep(0.02)
        return want in self.shown

    def type(self, keys):
        os.write(self.master, keys)

    def finish(self, seconds=30):
        """All it showed, once it ends (killed after seconds)."""
        try:
            self.p.wait(seconds)
        except subprocess.TimeoutExpired:
            self.p.kill()
            self.p.wait()
        self.reader.join(5)
        os.close(self.master)
        return self.shown

# best -v writing a log as it searches (run beside the rest)
log = subprocess.Popen([boggle, "best", "-v", "-t", "11", "--seed", "1", "-f",
                        "summary"], stdout=subprocess.DEVNULL,
                       stderr=subprocess.PIPE)

# a terminal with no cursor addressing: the clock with each prompt, again
# at ten seconds left, and a word when time is up (run beside the rest)
dumb = OnTty([boggle, "play", "--board", "catdogxxxxxxxxxx", "--time", "11"],
             {"TERM": "dumb"}, cols=30)
if dumb.wait_for(b"] > "):
    dumb.type(b"cat\n")
    dumb.wait_for(b"cat: 1 point")
    time.sleep(0.2)
    dumb.type(b"do")
master, slave = pty.openpty()
with open(out, "wb") as f:
    game = subprocess.Popen([boggle, "play", "--board", "catdogxxxxxxxxxx",
                             "--time", "1"], stdin=slave, stdout=f)
    time.sleep(0.3)
    os.write(master, b"cat\ndog")
    game.wait(10)

def drain(fd):
    got = b""
    while select.select([fd], [], [], 0.3)[0]:
        try:
            chunk = os.read(fd, 4096)
        except OSError:  # the other side is closed
            break
        if not chunk:
            break
        got += chunk
    return got

drain(master)  # the terminal's echo
# what the shell would read next: only what is typed after the game
os.write(master, b"ls\n")
left = drain(slave)
failed = 0
if game.returncode != 0:
    print("FAIL: play exited", game.returncode); failed += 1
text = open(out, "rb").read()
if b"cat: 1 point" not in text:
    print("FAIL: the word entered was not judged:", text[:300]); failed += 1
if b"dog:" in text:
    print("FAIL: the word half typed was judged"); failed += 1
if b"\nTime is up.\n\nFound:" not in text:
    print("FAIL: play did not say time was up:", text[-300:]); failed += 1
if left != b"ls\n":
    print("FAIL: the shell would read", repr(left)); failed += 1

def run_on_tty(args, env, cols=80, stdin_tty=False, rows=24, stdin=None):
    """The bytes a terminal of rows x cols shows from args (stdin: piped)."""
    master, slave = pty.openpty()
    fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", rows, cols, 0, 0))
    p = subprocess.Popen(args, stdin=slave if stdin_tty else
                         subprocess.PIPE if stdin else subprocess.DEVNULL,
                         stdout=slave,
                         stderr=slave, env=dict(os.environ, **env))
    os.close(slave)
    if stdin:
        p.stdin.write(stdin)
        p.stdin.close()
    got = b""
    while True:
        try:
            chunk = os.read(master, 4096)
        except OSError:
            break
        if not chunk:
            break
        got += chunk
    p.wait(30)
    os.close(master)
    return got

# with only --steps to stop at, a search on a terminal ends when its
# chains do
steps = OnTty([boggle, "best", "--steps", "2000", "--seed", "1", "-j", "2",
               "-f", "summary"])
try:
    steps.p.wait(20)
except subprocess.TimeoutExpired:
    print("FAIL: best --steps on a terminal went on after its steps")
    failed += 1
    steps.p.kill()
if b"\t" not in steps.finish():
    print("FAIL: best --steps on a terminal reported no boards"); failed += 1

shown = run_on_tty([boggle, "best", "--time", "2", "--seed", "1"],
                   {"COLUMNS": "200"}, cols=24)
segments = [s for s in shown.split(b"\r\x1b[K") if re.match(rb"0:0\d left", s)]
if not segments:
    print("FAIL: best showed no progress line:", repr(shown[:200])); failed += 1
if any(len(s) > 23 for s in segments):
    print("FAIL: best's progress outgrew 24 columns:", segments[:2]); failed += 1

# at 30 columns: the time left, going down, and the boards a second, the
# facts that do not fit left out whole
shown = run_on_tty([boggle, "best", "--time", "3", "--seed", "1", "-f",
                    "summary"], {}, cols=30)
segments = [s for s in shown.split(b"\r\x1b[K")[1:] if s and b"\t" not in s
            and not s.startswith(b"\r\n")]
facts = [re.fullmatch(rb"0:0(\d) left, ([1-9]\d*) boards/s(, best \d+)?", s)
         for s in segments]
if not segments or not all(facts) or any(len(s) > 29 for s in segments):
    print("FAIL: best's progress at 30 columns:", segments); failed += 1
elif [int(m.group(1)) for m in facts] != sorted(
        (int(m.group(1)) for m in facts), reverse=True) or \
        facts[0].group(1) == facts[-1].group(1):
    print("FAIL: best's time left did not go down:", segments); failed += 1

# -v with standard error not a terminal: a line every 10 s and one at the
# end, each with the same facts; none without -v
logged = log.communicate(timeout=30)[1].decode().splitlines()
fact = (r"boggle: best: 0:0(\d) left, [1-9]\d* boards/s, best [1-9]\d* "
        r"[a-z]{16}")
if [re.fullmatch(fact, l) and re.fullmatch(fact, l).group(1)
    for l in logged] != ["1", "0"]:
    print("FAIL: best -v -t 11 to a log wrote", logged); failed += 1
p = subprocess.run([boggle, "best", "-t", "1", "--seed", "1"],
                   capture_output=True, timeout=30)
if p.stderr:
    print("FAIL: best without -v wrote to a log:", p.stderr); failed += 1
p = subprocess.run([boggle, "best", "-v", "--steps", "1000", "--seed", "1"],
                   capture_output=True, timeout=30)
if not re.fullmatch(rb"boggle: best: after 0:00, [1-9]\d* boards/s, best "
                    rb"[1-9]\d* [a-z]{16}\n", p.stderr):
    print("FAIL: best -v --steps to a log wrote", p.stderr); failed += 1

# play on a terminal of 30 columns: a long word typed keeps to one row
master, slave = pty.openpty()
import fcntl, struct, termios
fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 30, 0, 0))
game = subprocess.Popen([boggle, "play", "--board", "catdogxxxxxxxxxx",
                         "--time", "1"], stdin=slave, stdout=slave)
time.sleep(0.3)
os.write(master, b"x" * 60)
game.wait(10)
os.close(slave)
shown = drain(master)
rows = [re.sub(rb"\x1b(\[[0-9;]*[A-Za-z]|[78])", b"", s)
        for s in shown.split(b"\r\x1b[K") if b"] > " in s]
if not any(b"xxxx" in s for s in rows):
    print("FAIL: play showed no word typed:", repr(shown[-200:])); failed += 1
if any(len(s) > 29 for s in rows):
    print("FAIL: play's prompt outgrew 30 columns:", rows[-1:]); failed += 1

show = [boggle, "solve", "--show", "quit", "qitspsablenogrde"]
if b"\x1b[" not in run_on_tty(show, {"TERM": "xterm", "NO_COLOR": ""}):
    print("FAIL: --show used no colour on a terminal"); failed += 1
if b"\x1b[" in run_on_tty(show, {"TERM": "dumb", "NO_COLOR": ""}):
    print("FAIL: --show used colour with TERM=dumb"); failed += 1

# a dumb terminal gets no escape code at all: best shows no progress line,
# play no countdown
for args in ([boggle, "best", "--time", "2", "--seed", "1"],
             [boggle, "play", "--board", "catdogxxxxxxxxxx", "--time", "1"]):
    if b"\x1b" in run_on_tty(args, {"TERM": "dumb"}, stdin_tty=True):
        print("FAIL: escape codes with TERM=dumb:", args[1]); failed += 1

import re, signal, termios

def lflag(fd):
    return termios.tcgetattr(fd)[3]

def wait_for(test, seconds=10):
    end = time.time() + seconds
    while time.time() < end:
        if test():
            return True
        time.sleep(0.02)
    return False

def state(pid):
    with open("/proc/%d/stat" % pid) as f:
        return f.read().rsplit(")", 1)[1].split()[0]

def read_until(fd, want, seconds=10):
    got = b""
    end = time.time() + seconds
    while want not in got and time.time() < end:
        got += drain(fd)
    return got

def clocks(shown):
    return [int(m) * 60 + int(s)
            for m, s in re.findall(rb"\[(\d+):(\d\d)\] > ", shown)]

master, slave = pty.openpty()
fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 80, 0, 0))
# a process group of its own in this session, as a shell makes a job: a
# group with no parent outside it in the session may not stop
game = subprocess.Popen([boggle, "play", "--board", "catdogxxxxxxxxxx",
                         "--time", "60"], stdin=slave, stdout=slave,
                        stderr=subprocess.DEVNULL,
                        preexec_fn=lambda: os.setpgid(0, 0))
try:
    if not wait_for(lambda: not lflag(slave) & termios.ECHO):
        print("FAIL: play never took the terminal"); failed += 1
    os.write(master, b"co")
    shown = read_until(master, b"] > co")
    os.kill(game.pid, signal.SIGTSTP)
    if not wait_for(lambda: state(game.pid) == "T"):
        print("FAIL: play did not stop on TSTP"); failed += 1
    flags = lflag(slave)
    if not flags & termios.ECHO or not flags & termios.ICANON:
        print("FAIL: stopped, play left the terminal with no echo or "
              "line mode"); failed += 1
    stopping = drain(master)
    if not stopping.endswith(b"\r\x1b[K"):
        print("FAIL: stopped, play left its prompt line:", stopping[-40:])
        failed += 1
    # the shell gets the whole screen to scroll, not the game's region
    if b"\x1b[r" not in stopping:
        print("FAIL: stopped, play left its scrolling region:",
              stopping[-40:]); failed += 1
    # the clock last shown, whichever it was when the stop came
    before = clocks(shown + stopping)[-1:] or [0]
    time.sleep(3)
    os.kill(game.pid, signal.SIGCONT)
    if not wait_for(lambda: not lflag(slave) & (termios.ECHO | termios.ICANON)):
        print("FAIL: continued, play did not take the terminal again")
        failed += 1
    shown = read_until(master, b"] > co")
    if b"C A T D" not in shown or b"] > co" not in shown:
        print("FAIL: continued, play did not draw the board and the word "
              "typed again:", shown[-200:]); failed += 1
    after = clocks(shown)[:1] or [0]
    # a second's slack for the tick between the last clock shown and the
    # stop, another for a slow machine: running on, it would lose three
    if after[0] < before[0] - 2:
        print("FAIL: the clock ran while play was stopped: %d then %d" %
              (before[0], after[0])); failed += 1
    # a stop it cannot see coming (STOP): drawn again all the same
    os.kill(game.pid, signal.SIGSTOP)
    wait_for(lambda: state(game.pid) == "T")
    drain(master)
    os.kill(game.pid, signal.SIGCONT)
    shown = read_until(master, b"] > co")
    if b"C A T D" not in shown or b"] > co" not in shown:
        print("FAIL: continued after STOP, play did not draw the board "
              "again:", shown[-200:]); failed += 1
    os.write(master, b"g\n")
    shown = read_until(master, b"cog: 1 point")
    os.write(master, b"\x04")
    game.wait(10)
    shown += drain(master)
    if b"cog: 1 point" not in shown:
        print("FAIL: continued, play did not judge a word:", shown[-200:])
        failed += 1
    if b"Time is up" in shown:
        print("FAIL: a game ended by Ctrl-D said time was up"); failed += 1
    if game.returncode != 0 or b"\nFound:\r\n1  cog\r\n" not in shown:
        print("FAIL: play after a stop: status %d, results %r" %
              (game.returncode, shown[-200:])); failed += 1
finally:
    if game.poll() is None:
        game.kill()
        game.wait()
    os.close(master); os.close(slave)

# from a pipe, a line too long is no word, but the game goes on: status 0
typed = b"cat\n" + b"a" * 5000 + b"\ncog\n"
p = subprocess.run([boggle, "play", "--board", "catdogxxxxxxxxxx", "--time",
                    "60"], input=typed, capture_output=True, timeout=30)
if p.returncode != 0:
    print("FAIL: play exited %d after a line too long" % p.returncode)
    failed += 1
if b"longer than 4096 bytes" not in p.stderr:
    print("FAIL: play did not report the line too long:", p.stderr[:200])
    failed += 1
if b"cog: 1 point, 2 in all" not in p.stdout or b"2 of 13 words" not in p.stdout:
    print("FAIL: play went no further after a line too long:", p.stdout[-200:])
    failed += 1

# a window of 30 x 12, drawn by tmux as a terminal would: the board stays
# at the top however many words are entered, what the game is wraps at
# spaces, and a change of size lays the screen out again
def tmux(*args):
    return subprocess.run(["tmux", "-S", os.path.join(os.path.dirname(out),
                           "tmux"), "-f", "/dev/null"] + list(args),
                          capture_output=True, timeout=10).stdout

def pane(want=None, seconds=10):
    end = time.time() + seconds
    while True:
        rows = tmux("capture-pane", "-p", "-t", "game").decode().split("\n")
        if want is None or any(want in r for r in rows) or time.time() > end:
            return rows

def check_layout(rows, cols, last, what):
    global failed
    text = ("60 seconds, words of 3 letters or more. Enter one a line; "
            "Ctrl-D ends early. Words of 3 letters or more.").split()
    at = rows.index(grid[0]) if grid[0] in rows else 0
    if rows[:4] != grid:
        print("FAIL: %s, the board is not at the top:" % what, rows[:6])
        failed += 1
    head = []
    for r in rows[at + 4:]:
        if "] >" in r or ": " in r:
            break
        head += r.split()
    if any(w not in text for w in head):
        print("FAIL: %s, what the game is was cut mid-word:" % what, rows)
        failed += 1
    if any(len(r) > cols for r in rows):
        print("FAIL: %s, a row outgrew %d columns:" % (what, cols), rows)
        failed += 1
    # (tmux drops the space at the end of a row)
    prompt = [i for i, r in enumerate(rows) if "] >" in r]
    if not prompt or not rows[prompt[0] - 1].startswith(last):
        print("FAIL: %s, the last answer is not above the prompt:" % what,
              rows); failed += 1

if subprocess.run(["sh", "-c", "command -v tmux"],
                  capture_output=True).returncode != 0:
    print("tmux not found: skipping the window's layout")
else:
    grid = subprocess.run([boggle, "play", "--board", "qitspsablenogrde",
                           "-t", "1"], input=b"", capture_output=True,
                          timeout=10).stdout.decode().split("\n")[:4]
    tmux("new-session", "-d", "-s", "game", "-x", "30", "-y", "12",
         "echo before the game; %s play --board qitspsablenogrde "
         "--time 60; sleep 60" % boggle)
    rows = pane("] >")
    check_layout(rows, 30, "Ctrl-D ends early.", "at the start")
    if not any("before the game" in r for r in
               tmux("capture-pane", "-p", "-S", "-50", "-t",
                    "game").decode().split("\n")):
        print("FAIL: what the terminal showed before the game was wiped,"
              " not scrolled up"); failed += 1
    words = "quit zzz sip tab sled snob ab quits pita rest send lend".split()
    for w in words:
        tmux("send-keys", "-t", "game", "-l", w)
        tmux("send-keys", "-t", "game", "Enter")
    rows = pane("lend: ")
    check_layout(rows, 30, "lend: ", "after 12 words")
    # the window smaller, then larger: the answers come back with it
    tmux("resize-window", "-t", "game", "-x", "24", "-y", "10")
    time.sleep(0.5)
    check_layout(pane("lend: "), 24, "lend: ", "at 24 x 10")
    tmux("resize-window", "-t", "game", "-x", "40", "-y", "24")
    time.sleep(0.5)
    rows = pane("lend: ")
    check_layout(rows, 40, "lend: ", "at 40 x 24")
    if not any(r.startswith("quit: 1 point") for r in rows):
        print("FAIL: at 40 x 24, the first answers are not shown again:",
              rows); failed += 1
    tmux("send-keys", "-t", "game", "C-d")
    rows = pane("points (")
    if not any(r.startswith("10 of 202 words") for r in rows):
        print("FAIL: the game in tmux ended with", rows); failed += 1
    # the results scroll the whole window, the board with it
    if rows[:4] == grid:
        print("FAIL: after the game the board still stood at the top"); failed += 1
    tmux("kill-server")

# the words found and missed, on a terminal, in columns as ls lays out
# names: no row wider than the terminal, best first down each column, the
# same words and points as one a line to a file
board = [boggle, "play", "--board", "qits/psab/leno/grde"]
piped = subprocess.run(board, input=b"quit\nsip\n", capture_output=True,
                       timeout=30).stdout.decode()
def lists(text, pattern):
    found, missed = text.split("Found:")[1].split("Missed:")
    missed = missed.split("\n\n")[0]
    return [[re.findall(pattern, r) for r in part.strip("\r\n").splitlines()]
            for part in (found, missed)]
one_a_line = [[e for row in part for e in row]
              for part in lists(piped, r"^ *(\d+)  (\S+)$")]
for cols in (30, 80):
    got = run_on_tty(board, {}, cols=cols, rows=30,
                     stdin=b"quit\nsip\n").decode().replace("\r\n", "\n")
    rows = lists(got, r"(\d+)  (\S+)")
    width = max(len(r) for r in got.split("Found:")[1].splitlines()
                if re.match(r" *\d+  ", r))
    if width >= cols:
        print("FAIL: the words at the end outgrew %d columns" % cols)
        failed += 1
    for part, want in zip(rows, one_a_line):
        down = [row[c] for c in range(max(map(len, part)))
                for row in part if len(row) > c]
        if down != want:
            print("FAIL: at %d columns, the words read down the columns "
                  "are not those one a line:" % cols, part[:3]); failed += 1
    if len(rows[1]) > len(one_a_line[1]) / (3 if cols == 80 else 2):
        print("FAIL: at %d columns, %d rows for %d words missed" %
              (cols, len(rows[1]), len(one_a_line[1]))); failed += 1

shown = dumb.finish()
clock = [int(m) * 60 + int(s)
         for m, s in re.findall(rb"\[(\d+):(\d\d)\] > ", shown)]
if b"\x1b" in shown:
    print("FAIL: play sent escape codes with TERM=dumb"); failed += 1
if clock[:1] != [11] or 10 not in clock or clock != sorted(clock, reverse=True):
    print("FAIL: play with TERM=dumb showed the clock as", clock); failed += 1
if not re.search(rb"cat: 1 point, 1 in all\r\n\[0:1[01]\] > ", shown):
    print("FAIL: with TERM=dumb the prompt after a word had no clock:",
          shown[-300:]); failed += 1
# the word half typed is left on its line; the clock comes on a new one
if not re.search(rb"do\r\n\[0:10\] > \r\nTime is up\.\r\n\r\nFound:", shown):
    print("FAIL: with TERM=dumb time ran out unsaid:", shown[-300:])
    failed += 1
# what the game is, broken at spaces to the terminal's 30 columns
head = shown.split(b"\r\n\r\n")[1].split(b"\r\n")
if len(head) < 2 or any(len(r) > 30 for r in head):
    print("FAIL: with TERM=dumb, not broken to 30 columns:", head); failed += 1
if b"do:" in shown or dumb.p.returncode != 0:
    print("FAIL: with TERM=dumb: status %d, %r" % (dumb.p.returncode,
          shown[-300:])); failed += 1

print("%d failed" % failed)
sys.exit(1 if failed else 0)
END
