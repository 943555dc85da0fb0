#!/bin/sh
# On a pseudo-terminal: play with a terminal for standard input and a
# file for standard output judges a word entered and drops one typed but
# not entered when time runs out, never leaving it for the shell; best's
# progress line never outgrows a narrow terminal; TERM=dumb means no
# colour and no escape codes.
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
import os, pty, select, subprocess, sys, time

boggle, out = sys.argv[1], sys.argv[2]
# a terminal that takes escape codes, whatever this one is
os.environ["TERM"] = "xterm"
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
if left != b"ls\n":
    print("FAIL: the shell would read", repr(left)); failed += 1

def run_on_tty(args, env, cols=80, stdin_tty=False):
    """The bytes a terminal of cols columns shows from args."""
    import fcntl, struct, termios
    master, slave = pty.openpty()
    fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", 24, cols, 0, 0))
    p = subprocess.Popen(args, stdin=slave if stdin_tty else subprocess.DEVNULL,
                         stdout=slave,
                         stderr=slave, env=dict(os.environ, **env))
    os.close(slave)
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

shown = run_on_tty([boggle, "best", "--time", "2", "--seed", "1"],
                   {"COLUMNS": "200"}, cols=24)
segments = [s for s in shown.split(b"\r\x1b[K") if s.startswith(b"best ")]
if not segments:
    print("FAIL: best showed no progress line:", repr(shown[:200])); failed += 1
if any(len(s) > 23 for s in segments):
    print("FAIL: best's progress outgrew 24 columns:", segments[:2]); failed += 1

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
rows = [s for s in shown.split(b"\r\x1b[K") if b"] > " in s]
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

print("%d failed" % failed)
sys.exit(1 if failed else 0)
END
