"""Proofs merged and verified by the package against ``boggle prove
merge/verify -f json``: a small proof made here, the published ones of
doc/proofs (ENABLE2K's from $BOGGLE_SHARED_DIR), and files refused, in
the command's words."""
import gzip
import io
import json
import os
import subprocess

import pytest

import libboggle as lb

BOGGLE = os.environ.get("BOGGLE", "boggle")
HERE = os.path.dirname(os.path.abspath(__file__))
PROOFS = os.path.join(HERE, "..", "..", "doc", "proofs")
SHARED = os.environ.get("BOGGLE_SHARED_DIR", os.path.join(HERE, "..", "..",
                                                          "..", "shared"))
ENABLE = os.path.join(SHARED, "dicts", "enable2k.txt")


def command(*args, ok=(0,)):
    done = subprocess.run([BOGGLE, *args], capture_output=True, text=True,
                          check=False)
    assert done.returncode in ok, done.stderr
    return done


@pytest.fixture(scope="module")
def small(tmp_path_factory):
    """A whole 2x3 proof of a small list, and the list."""
    tmp = tmp_path_factory.mktemp("proof")
    words = tmp / "words.txt"
    words.write_text("\n".join(["rate", "tear", "tare", "rates", "stare",
                                "tears", "eat", "tea", "ate", "seat",
                                "east", "teas", "star", "arts", "rats",
                                "tsar", "aster", "treats"]) + "\n")
    proof = tmp / "p.jsonl"
    command("prove", "-z", "2x3", "-d", str(words), "--min-score", "9",
            "-o", str(proof))
    return proof, words


def test_small_merge(small):
    proof, words = small
    want = json.loads(command("prove", "merge", "-f", "json", "-d",
                              str(words), str(proof)).stdout)
    assert want["boards"]
    raw = proof.read_bytes()
    for given in (str(proof), proof, raw, gzip.compress(raw),
                  io.BytesIO(raw), [raw]):
        assert lb.merge_proof(given, dictionary=str(words)) == want


def test_small_verify(small):
    proof, words = small
    for sample, seed, workers in ((0, 3, 1), (5, 11, 2)):
        drawn = ["--sample", str(sample)] if sample else []
        want = json.loads(command(
            "prove", "verify", "-f", "json", *drawn, "--seed", str(seed),
            "-d", str(words), str(proof)).stdout)
        got = lb.verify_proof(proof, sample=sample, seed=seed,
                              workers=workers,
                              dictionary=lb.Dictionary(words))
        assert got == want
        assert got["as_recorded"] is True


def refused(tmp_path, name, data, words):
    path = tmp_path / name
    path.write_bytes(data)
    said = command("prove", "merge", "-d", str(words), str(path),
                   ok=(1, 2)).stderr.splitlines()[0]
    with pytest.raises(lb.ProofError) as caught:
        lb.merge_proof(str(path), dictionary=str(words))
    assert said == "boggle: prove merge: " + str(caught.value)
    return caught.value


def test_refused(small, tmp_path):
    proof, words = small
    raw = proof.read_bytes()
    lines = raw.split(b"\n")
    refused(tmp_path, "hello.txt", b"hello\n", words)
    refused(tmp_path, "cut.jsonl", raw[:len(raw) - 7], words)
    damaged = lines[:]
    damaged[2] = damaged[2].replace(b'"bound": ', b'"bound": 1')
    refused(tmp_path, "damaged.jsonl", b"\n".join(damaged), words)
    # a class left out: the ledger is short
    short = refused(tmp_path, "short.jsonl",
                    b"\n".join(lines[:2] + lines[3:]), words)
    assert isinstance(short, lb.UnsoundError)


def published(name):
    # the shared folder's proofs, made elsewhere, in an older format
    path = os.path.join(SHARED, "proofs", name[len("shared/"):]) \
        if name.startswith("shared/") else os.path.join(PROOFS, name)
    if not os.path.exists(path):
        pytest.skip(f"no {name}")
    return path


@pytest.mark.parametrize("name,needs", [
    ("3x4-words-604.jsonl.gz", "enable2k"),
    ("3x4-enable2k-1500.jsonl.gz", "enable2k"),
    ("3x4-fr-2618.jsonl.gz", "fr"),
    ("shared/3x4-enable2k-1500.jsonl.gz", "enable2k"),
])
def test_published_merge(name, needs, tmp_path):
    path = published(name)
    options, kwargs = [], {}
    if needs == "enable2k":
        if not os.path.exists(ENABLE):
            pytest.skip("no ENABLE2K in the shared folder")
        options, kwargs = ["-d", ENABLE], {"dictionary": ENABLE}
    plain = tmp_path / os.path.basename(name)[:-3]
    plain.write_bytes(gzip.decompress(open(path, "rb").read()))
    done = command("prove", "merge", "-f", "json", *options, str(plain),
                   ok=(0, 2))
    if needs == "fr" and done.returncode != 0:
        pytest.skip("no French list: " + done.stderr.strip())
    want = json.loads(done.stdout)
    got = lb.merge_proof(path, **kwargs)
    assert got == want
    assert got["boards"] == want["boards"] and len(got["boards"]) > 0


def test_published_verify(tmp_path):
    path = published("3x4-words-604.jsonl.gz")
    if not os.path.exists(ENABLE):
        pytest.skip("no ENABLE2K in the shared folder")
    plain = tmp_path / "p.jsonl"
    plain.write_bytes(gzip.decompress(open(path, "rb").read()))
    want = json.loads(command("prove", "verify", "-f", "json", "--sample",
                              "2", "--seed", "5", "-d", ENABLE,
                              str(plain)).stdout)
    assert lb.verify_proof(path, sample=2, seed=5, workers=2,
                           dictionary=ENABLE) == want


def prove_json(words, *options):
    return json.loads(command("prove", "-z", "2x3", "-d", str(words),
                              "--min-score", "14", "-f", "json",
                              *options).stdout)


def test_prove(small, tmp_path):
    _proof, words = small
    want = prove_json(words)
    assert want["boards"]
    for workers in (1, 2):
        out = tmp_path / f"p{workers}.jsonl"
        assert lb.prove((2, 3), 14, dictionary=str(words), workers=workers,
                        output=out) == want
        # its file merges, by the command and by the package
        merged = json.loads(command("prove", "merge", "-f", "json", "-d",
                                    str(words), str(out)).stdout)
        assert merged == want == lb.merge_proof(out, dictionary=str(words))


def test_prove_class(small):
    _proof, words = small
    vowels, rest = "aeiosuy", "bcdfghjklmnpqrtvwxz"
    for cls in (f"{rest} {vowels} {rest}/{rest} {vowels} {rest}",
                f"{vowels} {rest} {rest}/{rest} {vowels} {vowels}"):
        assert lb.prove((2, 3), 14, dictionary=str(words), cls=cls) == \
            prove_json(words, "--class", cls)


def test_prove_tasks(small, tmp_path):
    """A proof cut into tasks by the package, merged by the command: the
    boards of the whole proof."""
    _proof, words = small
    files = []
    for i in range(4):
        files.append(str(tmp_path / f"task-{i}.jsonl"))
        lb.prove((2, 3), 14, dictionary=str(words), task=(i, 4),
                 output=files[i])
    merged = json.loads(command("prove", "merge", "-f", "json", "-d",
                                str(words), *files).stdout)
    assert merged == prove_json(words)
    # three of the four tasks are no whole proof
    said = command("prove", "merge", "-d", str(words), *files[:3],
                   ok=(1,)).stderr.splitlines()
    with pytest.raises(lb.UnsoundError) as caught:
        lb.merge_proof(files[:3], dictionary=str(words))
    # a finding a line, each line of the message the command's
    findings = str(caught.value).splitlines()
    assert len(findings) == 2
    assert said[:2] == ["boggle: prove merge: " + f for f in findings]


def test_prove_exclude(small, tmp_path):
    """A proof that leaves a list's words out, made by the package, is the
    command's, and merges given that list."""
    _proof, words = small
    left = tmp_path / "left.txt"
    left.write_text("rates\ntears\n")
    out = tmp_path / "p.jsonl"
    got = lb.prove((2, 3), 14, dictionary=str(words), exclude=str(left),
                   output=out)
    want = prove_json(words, "--exclude", str(left))
    assert got == want and got["exclude"] != "none"
    assert got["boards"] != prove_json(words)["boards"]
    merged = json.loads(command("prove", "merge", "-f", "json", "-d",
                                str(words), "--exclude", str(left),
                                str(out)).stdout)
    assert merged == want == lb.merge_proof(out, dictionary=str(words),
                                            exclude=str(left))
