#!/bin/sh
# play with a terminal for standard input and a file for standard output:
# a word entered is judged, and one typed but not entered when time runs
# out is dropped, never left in the terminal for the shell to read.
#   sh play_tty.sh path/to/boggle
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
        got += os.read(fd, 4096)
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
print("%d failed" % failed)
sys.exit(1 if failed else 0)
END
