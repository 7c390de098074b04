#!/usr/bin/env python3
"""Draw fixes at random from `cpn-fix fix --unsafe --format json` output and show each one
as a small diff with context, for judging by hand.

    python3 bench/sample_fixes.py fix.json RECIPE APPLICABILITY N SEED

RECIPE may be `all`; APPLICABILITY is safe, unsafe, suggestion or `all`.
"""
import difflib
import json
import random
import sys


def apply_edits(text, edits):
    lines = text.splitlines(keepends=True)
    starts = [0]
    for line in lines:
        starts.append(starts[-1] + len(line))

    def offset(line, column):
        return starts[line - 1] + column - 1

    spans = sorted(
        ((offset(e["line"], e["column"]), offset(e["end_line"], e["end_column"]), e["content"])
         for e in edits),
        reverse=True,
    )
    for start, end, content in spans:
        text = text[:start] + content + text[end:]
    return text


def show(fix):
    print("=" * 100)
    print(f'{fix["path"]}:{fix["line"]}  {fix["recipe"]} [{fix["applicability"]}] {fix["code"]}')
    print("   ", fix["message"])
    text = open(fix["path"], encoding="utf-8").read()
    after = apply_edits(text, fix["edits"])
    diff = difflib.unified_diff(
        text.splitlines(), after.splitlines(), "before", "after", n=6, lineterm=""
    )
    for line in list(diff)[2:]:
        print(line)


def main():
    path, recipe, applicability, count, seed = sys.argv[1:6]
    fixes = json.load(open(path))["fixes"]
    chosen = [
        f for f in fixes
        if f["edits"]
        and recipe in ("all", f["recipe"])
        and applicability in ("all", f["applicability"])
    ]
    rng = random.Random(int(seed))
    for fix in rng.sample(chosen, min(int(count), len(chosen))):
        show(fix)


if __name__ == "__main__":
    main()
