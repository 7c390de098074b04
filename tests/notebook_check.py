"""Checks a notebook cpn-fix rewrote against the one it read.

Usage: python notebook_check.py BEFORE.ipynb AFTER.ipynb

1. AFTER loads and validates with nbformat.
2. Nothing but the `source` of code cells changed: same cells in the same order, same outputs,
   execution counts, ids and metadata, same notebook metadata.
3. Every magic (`%`, `%%`) and shell (`!`) line of BEFORE is in AFTER, in the same cell.
4. Run under NumPy (magic and shell lines dropped, cell-magic cells skipped), both print the same.

Prints `ok` and exits 0, or says what differs and exits 1.
"""

import contextlib
import io
import json
import sys

import nbformat


def fail(message):
    print(message)
    sys.exit(1)


def without_sources(nb):
    cells = []
    for cell in nb["cells"]:
        rest = dict(cell)
        if cell["cell_type"] == "code":
            rest.pop("source")
        cells.append(rest)
    return {**nb, "cells": cells}


def special_lines(cell):
    source = "".join(cell["source"]) if isinstance(cell["source"], list) else cell["source"]
    return [line for line in source.splitlines() if line.lstrip().startswith(("%", "!"))]


def run(nb):
    namespace = {"__name__": "__main__"}
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        for cell in nb.cells:
            if cell.cell_type != "code" or cell.source.startswith("%%"):
                continue
            code = "\n".join(
                line for line in cell.source.splitlines()
                if not line.lstrip().startswith(("%", "!"))
            )
            exec(compile(code, "<cell>", "exec"), namespace)
    return out.getvalue()


def main(before_path, after_path):
    after = nbformat.read(after_path, as_version=4)
    nbformat.validate(after)
    with open(before_path, encoding="utf-8") as f:
        before_json = json.load(f)
    with open(after_path, encoding="utf-8") as f:
        after_json = json.load(f)
    if without_sources(before_json) != without_sources(after_json):
        fail("something besides code cells' source changed")
    for i, (a, b) in enumerate(zip(before_json["cells"], after_json["cells"]), start=1):
        if special_lines(a) != special_lines(b):
            fail(f"cell {i}: magic or shell lines changed")
    before_out = run(nbformat.read(before_path, as_version=4))
    after_out = run(after)
    if before_out != after_out:
        fail(f"outputs differ:\n--- before\n{before_out}--- after\n{after_out}")
    print("ok")


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
