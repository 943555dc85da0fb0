#!/usr/bin/env python3
"""The map and the manuals hold to the code they describe.

  python3 docs_test.py SOURCE_DIR BOGGLE

- every source file of src/, src/cli/ and web/ is named on the map
  (doc/ARCHITECTURE.md);
- every function the map names is defined, in a file its paragraph names
  or one named before it in the same section (a paragraph that names no
  file may name a function of any source);
- every public call of include/boggle.h is in libboggle(3);
- every option `boggle CMD --help` lists is in the completion script,
  among CMD's options;
- the version, written once in CMakeLists.txt, is the one the program,
  the manuals, the package, the examples and the guide say, and
  CHANGELOG.md's newest release, or the release after it while an
  [Unreleased] section leads.
"""
import os
import re
import subprocess
import sys

SRC, BOGGLE = sys.argv[1], sys.argv[2]
failed = []
passed = 0


def check(ok, message):
    global passed
    if ok:
        passed += 1
    else:
        failed.append(message)
        print("FAIL: " + message)


def read(path):
    with open(os.path.join(SRC, path), encoding="utf-8") as f:
        return f.read()


MAP = "doc/ARCHITECTURE.md"
SOURCE_EXT = (".c", ".h", ".js", ".mjs", ".cjs", ".ts", ".cts", ".html",
              ".css", ".py", ".json", ".txt")
FILE_RE = re.compile(r"[\w./-]+\.(?:c|h|js|mjs|cjs|d\.ts|d\.cts|html|css|"
                     r"py|json|md|txt)$")


def sources():
    """Each source file of src/, src/cli/ and web/, as a path from SRC."""
    for folder in ("src", "src/cli", "web"):
        for name in sorted(os.listdir(os.path.join(SRC, folder))):
            path = os.path.join(folder, name)
            if name.startswith(".") or not os.path.isfile(os.path.join(SRC, path)):
                continue
            if name.endswith(SOURCE_EXT):
                yield path


# --- the map names every source file -------------------------------------
the_map = read(MAP)
code_spans = re.findall(r"`([^`\n]+)`", the_map)
named = set(code_spans)
for path in sources():
    folder, name = os.path.split(path)
    # named by its path, or by its name alone in its folder's paragraphs
    # a header of the command's is named with its .c
    if folder == "src/cli" and name.endswith(".h") and name != "cli.h":
        name = name[:-2] + ".c"
    check(path in named or name in named,
          f"{MAP} does not name {path}")


# --- every function it names is defined where it says --------------------
def c_defines(text, name):
    # a definition or prototype starts its line: type, then name and (
    return re.search(r"^(?:[A-Za-z_][\w \t*()]*[\s*(])?\(?%s\)?\s*\(" %
                     re.escape(name), text, re.M) is not None or \
        re.search(r"^#define %s\b" % re.escape(name), text, re.M) is not None


def js_defines(text, name):
    n = re.escape(name)
    return re.search(r"\bfunction\s+%s\b|\b%s\s*[:=]\s*(?:async\s+)?"
                     r"(?:function\b|\(|\w+\s*=>)|^\s*(?:async\s+)?%s\s*\("
                     % (n, n, n), text, re.M) is not None


def defines(path, name):
    full = os.path.join(SRC, path)
    if not os.path.isfile(full):
        return False
    text = read(path)
    if path.endswith((".c", ".h")):
        # or writes it, as dict/embed.c writes the built-in list's code
        return c_defines(text, name) or re.search(
            r'"[^"\n]*\b%s\(' % re.escape(name), text) is not None
    if path.endswith((".js", ".mjs", ".cjs")):
        return js_defines(text, name)
    return False


def resolve(spelt, block_files):
    """The paths a file named on the map may be, given the folder of the
    files its paragraph names by path."""
    if "/" in spelt:
        return [spelt]
    out = []
    for folder in ("src", "src/cli", "web", "dict", "include", "tests/lib",
                   "tests/bench", "tests/web", "tests/cli"):
        if os.path.isfile(os.path.join(SRC, folder, spelt)):
            out.append(os.path.join(folder, spelt))
    return out


ALL_CODE = [p for p in sources() if p.endswith((".c", ".h", ".js", ".mjs"))]
ALL_CODE += ["include/boggle.h"]

IDENT = re.compile(r"[a-z][a-z0-9]*(?:_[a-z0-9]+)+$|[a-z]+[A-Z]\w*$")
BOGGLE_H = read("include/boggle.h")


def is_function(name, block):
    """Whether a name the map quotes is a function's: a name of words
    joined by _ or in camelCase that is no type or constant of boggle.h,
    or a lone word the map says is called or writes with its file."""
    if re.search(r"\b%s;" % name, BOGGLE_H):
        return False  # a type (boggle_code, boggle_solver...)
    if IDENT.match(name):
        return True
    n = re.escape(name)
    return re.match(r"[a-z]+$", name) is not None and re.search(
        r"`%s`\s*\(`|(?:calls?|starts?|then) `%s`|\(`%s`[,)]"
        % (n, n, n), block) is not None


functions = 0
for block in re.split(r"\n\s*\n|\n(?=\s*(?:- |\d+\. |\|))", the_map):
    parts = re.split(r"`([^`\n]+)`", block)
    # parts alternate: text, span, text, span... text
    spans = parts[1::2]
    between = parts[2::2]
    subsystem = re.match(r"\*\*[^*]+\*\* \(", block)
    block_files = [p for s in spans if FILE_RE.match(s) for p in resolve(s, [])]
    owner = {}
    # `A`, `B` and `C` in `F`; `A` (`F`); `F` (`A`, `B`)
    pending = []
    into = None
    for i, s in enumerate(spans):
        after = between[i] if i < len(between) else ""
        if FILE_RE.match(s):
            for name in pending:
                owner[name] = resolve(s, [])
            pending = []
            into = resolve(s, []) if re.match(r"\s*\(\s*$", after) else None
            continue
        if into is not None:
            owner.setdefault(s, into)
            if not re.match(r"\s*(?:,|and|or|, and)\s*$", after):
                into = None
            continue
        pending.append(s)
        if not re.match(r"\s*(?:,|and|or|, and|, or| in|\(| \()\s*$", after):
            pending = []
    for s in spans:
        if FILE_RE.match(s) or s.startswith("_") or not is_function(s, block):
            continue
        functions += 1
        if s in owner:
            where, said = owner[s], "the file the map names"
        elif subsystem:
            where, said = block_files, "its paragraph's files"
        else:
            where, said = ALL_CODE, "any source"
        check(any(defines(p, s) for p in where),
              f"{MAP}: `{s}` is not defined in {said} ({', '.join(where[:6])})")
check(functions >= 100, f"{MAP}: only {functions} functions read")

# --- libboggle(3) names every public call ----------------------------------
header = read("include/boggle.h")
calls = re.findall(r"^BOGGLE_API\b[^;(]*?\b(\w+)\s*\(", header, re.M)
man3 = read("doc/libboggle.3").replace("\\-", "-")
for call in calls:
    check(re.search(r"\b%s\b" % re.escape(call), man3) is not None,
          f"doc/libboggle.3 does not name {call}")
check(len(calls) >= 100, f"only {len(calls)} public calls read in boggle.h")

# --- the completion offers every option of --help ---------------------------
bash = read("doc/boggle.bash")
commands = re.search(r"compgen -W '(solve [^']*)'", bash).group(1).split()
options_read = 0
judge = re.search(r"local -a judge=\(([^)]*)\)", bash).group(1)


def offered(text):
    return set(re.findall(r"--?[\w-]+", text.replace('"${judge[@]}"', judge)))


def listed(argv):
    """The options a command's --help lists, each at the start of a line."""
    out = subprocess.run([BOGGLE] + argv + ["--help"], capture_output=True,
                         text=True).stdout
    opts = set()
    for m in re.finditer(r"^ +(-[A-Za-z0-9])?(?:, )?(--[a-z][\w-]*)?", out, re.M):
        opts |= {o for o in m.groups() if o}
    return opts


for cmd in commands:
    if cmd == "help":
        continue
    m = re.search(r"\n    %s\)\n(.*?)\n        ;;" % re.escape(cmd), bash, re.S)
    check(m is not None, f"doc/boggle.bash has no case for {cmd}")
    if not m:
        continue
    cases = [([cmd], m.group(1))]
    # a command's commands (prove merge) have branches of their own
    for sub in re.findall(r"== (\w+) \]\]", m.group(1)):
        branch = re.search(r"== %s \]\](.*?)\n        (?:elif|else)" % sub,
                           m.group(1), re.S)
        cases.append(([cmd, sub], branch.group(1)))
    for argv, body in cases:
        for o in sorted(listed(argv)):
            options_read += 1
            check(o in offered(body),
                  f"doc/boggle.bash does not offer {' '.join(argv)} {o}")
check(options_read >= 50, f"only {options_read} options read from --help")

# --- one version ------------------------------------------------------------
cmake = read("CMakeLists.txt")
version = re.search(r"^project\(boggle VERSION (\d+\.\d+\.\d+)", cmake,
                    re.M).group(1)
said = subprocess.run([BOGGLE, "--version"], capture_output=True,
                      text=True).stdout.strip()
check(said == "boggle " + version,
      f"boggle --version says '{said}', CMakeLists.txt {version}")
for path, pattern in (
        ("doc/boggle.1", r'^\.TH BOGGLE 1 \S+ "boggle ([\d.]+)"'),
        ("doc/libboggle.3", r'^\.TH LIBBOGGLE 3 \S+ "boggle ([\d.]+)"'),
        ("doc/libboggle.3", r"^This page describes libboggle ([\d.]+)\.$"),
        ("doc/libboggle.3", r'^\.RB \( \\\(dq([\d.]+)\\\(dq \)\.$'),
        ("web/package.json", r'^  "version": "([\d.]+)"'),
        ("web/package-lock.json", r'^  "version": "([\d.]+)"'),
        ("doc/library.md", r"`libboggle\.so\.(\d[\d.]*)` \(soname"),
        ("doc/browser.md", r"libboggle-([\d.]+)\.tgz"),
        ("doc/examples/prove-job.yaml", r"image: \S+/boggle:([\d.]+)$")):
    found = re.findall(pattern, read(path), re.M)
    check(found == [version],
          f"{path} says version {found or 'nothing'} where {version} was wanted")
major, minor, patch = (int(n) for n in version.split("."))
number = re.search(r"major \* 10000 \+ minor \* 100 \+ patch: (\d+)\.",
                   read("doc/libboggle.3"))
check(number and int(number.group(1)) == major * 10000 + minor * 100 + patch,
      f"doc/libboggle.3 gives boggle_version_number() as {number and number.group(1)}")
# no call is said to be newer than the library
for path in ("include/boggle.h", "doc/libboggle.3"):
    for since in re.findall(r"[Ss]ince (\d+\.\d+\.\d+)", read(path)):
        check(tuple(map(int, since.split("."))) <= (major, minor, patch),
              f"{path} says 'since {since}', after {version}")
changes = read("CHANGELOG.md")
heads = re.findall(r"^## \[([^\]]+)\]", changes, re.M)
released = [h for h in heads if h != "Unreleased"]
check(heads.count("Unreleased") <= 1 and heads.index(released[0]) <= 1 and
      (heads[0] != "Unreleased" or heads.index(released[0]) == 1),
      "CHANGELOG.md's [Unreleased] section, if any, is not first")
newest = tuple(map(int, released[0].split(".")))
if heads[0] == "Unreleased":
    check(newest < (major, minor, patch),
          f"CHANGELOG.md's [Unreleased] leads, but {version} is no later than "
          f"its newest release {released[0]}")
else:
    check(released[0] == version,
          f"CHANGELOG.md's newest release is {released[0]}, not {version}")
# the releases, newest first, each once
order = [tuple(map(int, r.split("."))) for r in released]
check(order == sorted(set(order), reverse=True),
      "CHANGELOG.md's releases are not each once, newest first")
# the package's description counts the languages README's table lists
langs = re.search(r"^\| code \| language \|.*?\n\n", read("README.md"),
                  re.M | re.S).group(0)
# a language by its code, its variants (en-US, es-fise) not counted
count = len(re.findall(r"^\| `[a-z]+` \|", langs, re.M))
described = re.search(r"in (\d+) languages", cmake)
check(described and int(described.group(1)) == count,
      f"CMakeLists.txt's package description counts "
      f"{described and described.group(1)} languages, README {count}")

print(f"{passed} passed, {len(failed)} failed")
sys.exit(1 if failed else 0)
