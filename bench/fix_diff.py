#!/usr/bin/env python3
"""Compare two `cpn-fix fix --unsafe --format json` outputs: fixes withdrawn, added, or whose
applicability or edits changed.

    python3 bench/fix_diff.py OLD.json NEW.json
"""
import json
import sys


def keyed(path):
    fixes = json.load(open(path))["fixes"]
    return {(f["path"], f["line"], f["code"], f["recipe"]): f for f in fixes if f["edits"]}


def main():
    old, new = keyed(sys.argv[1]), keyed(sys.argv[2])
    for key in sorted(old.keys() - new.keys()):
        print("-", *key, old[key]["applicability"], old[key]["message"][:80])
    for key in sorted(new.keys() - old.keys()):
        print("+", *key, new[key]["applicability"], new[key]["message"][:80])
    for key in sorted(old.keys() & new.keys()):
        a, b = old[key], new[key]
        if (a["applicability"], a["edits"]) != (b["applicability"], b["edits"]):
            print("~", *key, a["applicability"], "->", b["applicability"])
    print(f"old {len(old)} new {len(new)}")


if __name__ == "__main__":
    main()
