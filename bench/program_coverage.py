#!/usr/bin/env python3
"""Share of recipe-bearing findings (categories `blocks` and `refactor`) that get a fix with
`--unsafe`, over the given Python files.

    python3 bench/program_coverage.py BINARY FILE... [-v]
"""
import json
import subprocess
import sys


def run(binary, args):
    out = subprocess.run([binary, *args], capture_output=True, text=True).stdout
    return json.loads(out)


def main():
    verbose = "-v" in sys.argv
    binary, *files = [a for a in sys.argv[1:] if a != "-v"]
    findings = run(binary, ["check", "--format", "json", *files])["findings"]
    fixes = run(binary, ["fix", "--unsafe", "--format", "json", *files])["fixes"]
    fixed = {(f["path"], f["line"], f["code"]) for f in fixes
             if f["edits"] and f["applicability"] in ("safe", "unsafe")}
    bearing = [f for f in findings
               if f["recipe"] and f["category"] in ("blocks", "refactor")]
    got = [f for f in bearing if (f["path"], f["line"], f["code"]) in fixed]
    if verbose:
        for f in bearing:
            mark = "+" if f in got else " "
            print(mark, f'{f["path"]}:{f["line"]}', f["code"], f["recipe"], f["message"][:70])
    share = 100 * len(got) / max(1, len(bearing))
    print(f"{len(got)} of {len(bearing)} recipe-bearing findings get a fix ({share:.1f}%)")


if __name__ == "__main__":
    main()
