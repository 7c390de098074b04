#!/usr/bin/env python3
"""Throughput of `cpn-fix check` against `ruff check` (default rules) on the same corpus.

Usage: python3 bench/check_throughput.py [--rounds N] [--baseline PATH]
Builds bench/corpus (bench/build_corpus.sh) and a venv with ruff (bench/.venv) when missing,
builds cpn-fix in release mode, then alternates the two tools N times and reports the median
wall time, files/s, lines/s and peak RSS of each. The machine is noisy: compare the two columns of
one run, not numbers across runs. --baseline adds another cpn-fix binary (an earlier commit's
build) to the same alternation, so a change is measured against its parent in one run.
"""
import argparse
import os
import pathlib
import re
import statistics
import subprocess
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
BENCH = ROOT / "bench"
CORPUS = BENCH / "corpus"
RUFF_VERSION = "0.14.5"


def ensure_inputs():
    if not CORPUS.is_dir():
        subprocess.run([str(BENCH / "build_corpus.sh")], check=True)
    ruff = BENCH / ".venv" / "bin" / "ruff"
    if not ruff.exists():
        subprocess.run([sys.executable, "-m", "venv", str(BENCH / ".venv")], check=True)
        subprocess.run([str(BENCH / ".venv" / "bin" / "pip"), "install", "--quiet", f"ruff=={RUFF_VERSION}"], check=True)
    subprocess.run(["cargo", "build", "--release", "--quiet"], cwd=ROOT, check=True)
    return ruff


def corpus_size():
    files = list(CORPUS.rglob("*.py"))
    lines = sum(p.read_bytes().count(b"\n") for p in files)
    return len(files), lines


def timed(cmd):
    """Wall seconds and peak RSS (KiB) of one run, via GNU time."""
    out = subprocess.run(["/usr/bin/time", "-f", "%e %M"] + cmd, cwd=ROOT,
                         stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    wall, rss = out.stderr.strip().splitlines()[-1].split()
    return float(wall), int(rss)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--rounds", type=int, default=7)
    parser.add_argument("--baseline", help="another cpn-fix binary to alternate with")
    args = parser.parse_args()
    ruff = ensure_inputs()
    files, lines = corpus_size()
    commands = {
        "cpn-fix check": [str(ROOT / "target" / "release" / "cpn-fix"), "check", str(CORPUS)],
        # --isolated: no configuration; default rules; --no-respect-gitignore: bench/corpus is gitignored here.
        f"ruff {RUFF_VERSION} check": [str(ruff), "check", "--no-cache", "--isolated", "--no-respect-gitignore", str(CORPUS)],
    }
    if args.baseline:
        commands["cpn-fix check (baseline)"] = [args.baseline, "check", str(CORPUS)]
    results = {name: [] for name in commands}
    for _ in range(args.rounds):
        for name, cmd in commands.items():
            results[name].append(timed(cmd))
    print(f"corpus: {files} files, {lines} lines; {args.rounds} alternating rounds; {os.cpu_count()} cores")
    print(f"| tool | median wall (s) | files/s | lines/s | peak RSS (MiB) |")
    print(f"|---|---|---|---|---|")
    for name, runs in results.items():
        wall = statistics.median(w for w, _ in runs)
        rss = max(r for _, r in runs) / 1024
        print(f"| {name} | {wall:.2f} | {files / wall:,.0f} | {lines / wall:,.0f} | {rss:.0f} |")
    medians = {name: statistics.median(w for w, _ in runs) for name, runs in results.items()}
    ruff_wall = medians[f"ruff {RUFF_VERSION} check"]
    print(f"\nratio cpn-fix / ruff (median wall): {medians['cpn-fix check'] / ruff_wall:.2f}")
    if args.baseline:
        baseline = medians["cpn-fix check (baseline)"]
        print(f"ratio baseline / ruff: {baseline / ruff_wall:.2f}; cpn-fix / baseline: {medians['cpn-fix check'] / baseline:.2f}")


if __name__ == "__main__":
    main()
