#!/bin/sh
# On a pseudo-terminal: each signal that ends a game or a search (INT,
# TERM, QUIT, HUP) leaves the terminal as it was, echo and line editing
# back on, and the results printed with status 0, as Ctrl-C does; best
# also clears its progress line.  A signal ignored on entry, as nohup
# leaves HUP, stays ignored.
#   sh signals_test.sh path/to/boggle
set -u
BOGGLE=$1
if ! command -v python3 >/dev/null 2>&1; then
	echo "python3 not found: skipping the signal test"
	exit 0
fi
. "$(dirname "$0")/harness.sh"
python3 - "$BOGGLE" "$TMP/out" <<'END'
import os, pty, select, signal, subprocess, sys, termios, time

boggle, out = sys.argv[1], sys.argv[2]
os.environ["TERM"] = "xterm"
failed = 0

def lflag(fd):
    return termios.tcgetattr(fd)[3]

def wait_for(test, seconds=10):
    end = time.time() + seconds
    while time.time() < end:
        if test():
            return True
        time.sleep(0.02)
    return False

def drain(fd):
    got = b""
    while select.select([fd], [], [], 0.2)[0]:
        try:
            chunk = os.read(fd, 65536)
        except OSError:
            break
        if not chunk:
            break
        got += chunk
    return got

def stop(proc, sig, what):
    """Send sig and wait for proc to end, as it must within seconds."""
    global failed
    proc.send_signal(sig)
    try:
        proc.wait(10)
    except subprocess.TimeoutExpired:
        proc.kill(); proc.wait()
        print("FAIL: %s went on after %s" % (what, signal.Signals(sig).name))
        failed += 1

for sig in (signal.SIGINT, signal.SIGTERM, signal.SIGQUIT, signal.SIGHUP):
    name = signal.Signals(sig).name
    master, slave = pty.openpty()
    game = subprocess.Popen([boggle, "play", "--board", "catdogxxxxxxxxxx",
                             "--time", "60"], stdin=slave, stdout=slave,
                            stderr=subprocess.DEVNULL)
    # the game has the terminal once echo goes off
    if not wait_for(lambda: not lflag(slave) & termios.ECHO):
        print("FAIL: play never took the terminal"); failed += 1
    shown = drain(master)
    stop(game, sig, "play")
    shown += drain(master)
    flags = lflag(slave)
    if not flags & termios.ECHO or not flags & termios.ICANON:
        print("FAIL: after %s the terminal has no echo or line mode" % name)
        failed += 1
    if game.returncode != 0:
        print("FAIL: play exited %d after %s" % (game.returncode, name))
        failed += 1
    if b"Missed:" not in shown:
        print("FAIL: play printed no results after", name); failed += 1
    os.close(master); os.close(slave)

    # best: progress on the terminal, the boards found on stdout
    master, slave = pty.openpty()
    with open(out, "wb") as f:
        search = subprocess.Popen([boggle, "best", "--time", "60", "--seed", "1",
                                   "-f", "summary"], stdin=subprocess.DEVNULL,
                                  stdout=f, stderr=slave)
        shown = b""
        end = time.time() + 10
        while b"best " not in shown and time.time() < end:
            shown += drain(master)
        stop(search, sig, "best")
    shown += drain(master)
    if not shown.endswith(b"\r\x1b[K"):
        print("FAIL: best left its progress line after", name, shown[-40:])
        failed += 1
    if search.returncode != 0 or b"\t" not in open(out, "rb").read():
        print("FAIL: best after %s: status %d, no boards" %
              (name, search.returncode)); failed += 1
    os.close(master); os.close(slave)

# HUP ignored on entry, as under nohup, stays ignored
master, slave = pty.openpty()
game = subprocess.Popen([boggle, "play", "--board", "catdogxxxxxxxxxx",
                         "--time", "2"], stdin=slave, stdout=slave,
                        preexec_fn=lambda: signal.signal(signal.SIGHUP,
                                                         signal.SIG_IGN))
wait_for(lambda: not lflag(slave) & termios.ECHO)
game.send_signal(signal.SIGHUP)
start = time.time()
while game.poll() is None and time.time() - start < 10:
    drain(master)
if time.time() - start < 1:
    print("FAIL: play ended on a HUP it was started ignoring"); failed += 1
os.close(master); os.close(slave)

print("%d failed" % failed)
sys.exit(1 if failed else 0)
END
