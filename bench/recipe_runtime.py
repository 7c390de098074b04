#!/usr/bin/env python3
"""What the rewrites buy: each recipe's example, before vs after, timed under NumPy or under
cuPyNumeric (whichever `--backend` names). The before/after bodies are the recipes' own golden
forms at benchmark sizes. Run through bench/recipe_runtime.sh to get both backends in one table.

Usage: python3 bench/recipe_runtime.py --backend numpy|cupynumeric [--repeat 3]
"""
import argparse
import time

CASES = {
    # name: (size, setup, before, after) — `np` is the backend module.
    "RR-loop (a[i] = a[i]*2+1)": (
        2000,
        "a = np.arange(N, dtype=float)",
        "for i in range(N):\n    a[i] = a[i] * 2.0 + 1.0",
        "a[:N] = a[:N] * 2.0 + 1.0",
    ),
    "RR-loop (if/else → where)": (
        2000,
        "signal = np.linspace(-1.0, 1.0, N)\nout = np.zeros(N)",
        "for i in range(N):\n    if signal[i] > 0.5:\n        out[i] = signal[i] - 0.5\n    else:\n        out[i] = 0.0",
        "out[:N] = np.where(signal > 0.5, signal - 0.5, 0.0)",
    ),
    "RR-where (vectorize → where)": (
        2000,
        "x = np.linspace(0.01, 10.0, N)",
        "f = np.vectorize(lambda v: v * v if v > 1.0 else 0.0)\ny = f(x)",
        "f = lambda v: np.where(v > 1.0, v * v, 0.0)\ny = f(x)",
    ),
    "RR-sync (float() every step → every 10)": (
        1_000_000,
        "u = np.ones(N)\nCHECK_EVERY = 10",
        "for step in range(50):\n    u[1:-1] = 0.5 * (u[:-2] + u[2:])\n    err = float(np.max(u))\n    if err < 0.0:\n        break",
        "for step in range(50):\n    u[1:-1] = 0.5 * (u[:-2] + u[2:])\n    if step % CHECK_EVERY == 0:\n        err = float(np.max(u))\n        if err < 0.0:\n            break",
    ),
    "RR-alloc (zeros in loop → fill)": (
        1_000_000,
        "u = np.ones(N)",
        "for t in range(50):\n    flux = np.zeros(N)\n    flux[1:] = 0.3 * (u[1:] - u[:-1])\n    u -= flux",
        "flux = np.zeros(N)\nfor t in range(50):\n    flux.fill(0)\n    flux[1:] = 0.3 * (u[1:] - u[:-1])\n    u -= flux",
    ),
    "RR-inplace (x = x*c → out=)": (
        1_000_000,
        "x = np.ones(N)",
        "for t in range(50):\n    x = x * 0.999",
        "for t in range(50):\n    np.multiply(x, 0.999, out=x)",
    ),
    "RR-stack (vstack in loop → once)": (
        200,
        "rows = [np.ones(64) * k for k in range(N)]\nout = np.empty((0, 64))",
        "for r in rows:\n    out = np.vstack([out, r])",
        "out_parts = [out]\nfor r in rows:\n    out_parts.append(r)\nout = np.vstack(out_parts) if len(out_parts) > 1 else out",
    ),
    "RR-mask (nonzero index → mask)": (
        1_000_000,
        "a = np.linspace(-2.0, 2.0, N)",
        "for t in range(20):\n    idx = np.nonzero(a > 1.0)\n    a[idx] = 1.0",
        "for t in range(20):\n    a[a > 1.0] = 1.0",
    ),
}


def run(code, setup, np, n, repeat):
    best = float("inf")
    for _ in range(repeat):
        env = {"np": np, "N": n}
        exec(setup, env)
        start = time.perf_counter()
        exec(code, env)
        # Drain deferred work so the timing includes it (cuPyNumeric executes lazily).
        for key, value in list(env.items()):
            if key != "np" and isinstance(value, np.ndarray):
                float(value.sum())
                break
        best = min(best, time.perf_counter() - start)
    return best


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--backend", choices=["numpy", "cupynumeric"], default="numpy")
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    np = __import__(args.backend)
    for name, (n, setup, before, after) in CASES.items():
        try:
            t_before = run(before, setup, np, n, 1 if args.backend == "cupynumeric" and "RR-loop" in name else args.repeat)
            t_after = run(after, setup, np, n, args.repeat)
            print(f"{args.backend}\t{name}\t{n}\t{t_before:.6f}\t{t_after:.6f}\t{t_before / t_after:.1f}", flush=True)
        except Exception as exc:  # a "before" that fails on cuPyNumeric is a result too
            print(f"{args.backend}\t{name}\t{n}\tfails: {type(exc).__name__}: {str(exc)[:60]}\t-\t-", flush=True)


if __name__ == "__main__":
    main()
