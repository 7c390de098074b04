#!/usr/bin/env python3
"""Differential test of safe rewrites: for every golden pair golden/RR-*/NAME.before.py /
NAME.after.py that is neither `unsafe_*` (unless it sets `_EXACT = True`) nor `keep_*`, import both, call each function listed by
the module's own `_inputs(rng)` on the same seeded inputs (deep-copied per side) and require equal
results (or the same exception type) and equally mutated inputs (floating-point comparison up to reduction order).
Usage: python3 tests/differential.py golden/
"""
import copy
import importlib.util
import pathlib
import sys
import warnings

import numpy as np

SEEDS = range(5)


def load(path):
    spec = importlib.util.spec_from_file_location(path.stem.replace(".", "_"), path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def same(a, b):
    if isinstance(a, np.ndarray) or isinstance(b, np.ndarray):
        a, b = np.asarray(a), np.asarray(b)
        return a.shape == b.shape and a.dtype.kind == b.dtype.kind and np.allclose(a, b, rtol=1e-12, atol=1e-12, equal_nan=True)
    if isinstance(a, (list, tuple)) and isinstance(b, (list, tuple)):
        return type(a) is type(b) and len(a) == len(b) and all(same(x, y) for x, y in zip(a, b))
    if isinstance(a, float) or isinstance(b, float):
        return np.isclose(a, b, rtol=1e-12, atol=1e-12, equal_nan=True)
    return a == b


def outcome(function, args):
    """The function's result, or the type of the exception it raised (the same error must come
    out of both sides: a folded assertion still fails)."""
    try:
        return function(*args)
    except Exception as error:  # noqa: BLE001 - any error is an outcome to compare
        return ("raised", type(error).__name__)


def main(golden):
    passed = failed = 0
    for before in sorted(pathlib.Path(golden).glob("RR-*/*.before.py")):
        name = before.name[: -len(".before.py")]
        if name.startswith("keep_"):
            continue
        after = before.with_name(f"{name}.after.py")
        old, new = load(before), load(after)
        # Unsafe rewrites may change dtype, aliasing or cadence; a case that says `_EXACT = True`
        # must still compute the same values.
        if name.startswith("unsafe_") and not getattr(old, "_EXACT", False):
            continue
        if not hasattr(old, "_inputs"):
            print(f"FAIL {before}: no _inputs(rng) to drive it")
            failed += 1
            continue
        for seed in SEEDS:
            for function, args in old._inputs(np.random.default_rng(seed)):
                args_old, args_new = copy.deepcopy(args), copy.deepcopy(args)
                with warnings.catch_warnings():
                    warnings.simplefilter("ignore")
                    out_old = outcome(getattr(old, function), args_old)
                    out_new = outcome(getattr(new, function), args_new)
                if same(out_old, out_new) and same(list(args_old), list(args_new)):
                    passed += 1
                else:
                    failed += 1
                    print(f"FAIL {before.parent.name}/{name}: {function} seed {seed}\n  before: {out_old!r}\n  after:  {out_new!r}")
    print(f"differential: {passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1] if len(sys.argv) > 1 else "golden"))
