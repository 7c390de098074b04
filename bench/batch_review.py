#!/usr/bin/env python3
"""Times the batch and review modes on the corpus next to `check`, alternating the commands in
each round (the machine is noisy: compare within a run). Each `fix --apply` and review round works
on a fresh copy of the corpus in a temporary folder.

  python3 bench/batch_review.py [--rounds 3]
"""
import argparse
import pathlib
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = pathlib.Path(__file__).resolve().parent.parent
BIN = ROOT / "target" / "release" / "cpn-fix"
CORPUS = ROOT / "bench" / "corpus"


def timed(args, cwd, stdin=None):
    start = time.perf_counter()
    done = subprocess.run(args, cwd=cwd, input=stdin, capture_output=True, text=True)
    elapsed = time.perf_counter() - start
    if done.returncode not in (0, 1, 2):
        sys.exit(f"{args}: exit {done.returncode}\n{done.stderr[-2000:]}")
    return elapsed, done.stdout


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--rounds", type=int, default=3)
    rounds = parser.parse_args().rounds
    if not CORPUS.exists():
        subprocess.run(["bash", str(ROOT / "bench" / "build_corpus.sh")], check=True)
    subprocess.run(["cargo", "build", "--release", "--quiet"], cwd=ROOT, check=True)
    times = {}
    notes = {}
    for _ in range(rounds):
        with tempfile.TemporaryDirectory() as tmp:
            copy = pathlib.Path(tmp) / "corpus"
            shutil.copytree(CORPUS, copy)
            for name, args, stdin in [
                ("check", [str(BIN), "check", "corpus"], None),
                ("fix (dry run)", [str(BIN), "fix", "corpus"], None),
                ("review, every fix answered n", [str(BIN), "--interactive", "corpus"], "n\n" * 100000),
                ("review, q at the first prompt", [str(BIN), "--interactive", "corpus"], "q\n"),
                ("fix --apply", [str(BIN), "fix", "--apply", "corpus"], None),
            ]:
                elapsed, out = timed(args, tmp, stdin)
                times.setdefault(name, []).append(elapsed)
                tail = [l for l in out.splitlines() if l.startswith(("Fixed", "Would", "Codebase", "total"))]
                notes[name] = " / ".join(tail)
    print("| command | median wall (s) | runs (s) | ratio to check |")
    print("|---|---|---|---|")
    base = statistics.median(times["check"])
    for name, runs in times.items():
        med = statistics.median(runs)
        print(f"| {name} | {med:.2f} | {', '.join(f'{r:.2f}' for r in runs)} | {med / base:.2f} |")
    for name, note in notes.items():
        if note:
            print(f"- {name}: {note}")


if __name__ == "__main__":
    main()
