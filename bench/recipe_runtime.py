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
    "RR-stride (a[::2] + a[1::2] → index arrays)": (
        1_000_000,
        "a = np.arange(N, dtype=float)",
        "b = 0.5 * (a[::2] + a[1::2])",
        "b = 0.5 * (a[np.arange(0, len(a), 2)] + a[np.arange(1, len(a), 2)])",
    ),
    "RR-stride (a[::-1] → np.flip)": (
        1_000_000,
        "a = np.arange(N, dtype=float)",
        "b = a[::-1] * 2.0",
        "b = np.flip(a, axis=0) * 2.0",
    ),
    "RR-write-through (ravel write → write-back)": (
        1000,
        "img = np.linspace(-1.0, 1.0, N * N).reshape(N, N)",
        "flat = img.ravel()\nflat[flat < 0] = 0.0",
        "flat = img.ravel()\nflat[flat < 0] = 0.0\nimg[...] = flat.reshape(img.shape)",
    ),
    "RR-where (named def → where)": (
        2000,
        "x = np.linspace(-3.0, 3.0, N)\ndef soft(v, t):\n    if v > t:\n        return v - t\n    elif v < -t:\n        return v + t\n    return 0.0",
        "f = np.vectorize(soft)\ny = f(x, 1.0)",
        "def soft(v, t):\n    return np.where(v > t, v - t, np.where(v < -t, v + t, 0.0))\ny = soft(x, 1.0)",
    ),
    "RR-batch (inv per item → one stacked inv)": (
        2000,
        "jac = np.ones((N, 3, 3)) + 4.0 * np.eye(3)\ninv = np.empty((N, 3, 3))",
        "for k in range(N):\n    inv[k] = np.linalg.inv(jac[k])",
        "inv[:N] = np.linalg.inv(jac[:N])",
    ),
    "RR-batch (frames → one reshape)": (
        256_000,
        "x = np.sin(np.linspace(0.0, 400.0, N))\nnframes = len(x) // 256\nrms = np.zeros(nframes)",
        "for f in range(nframes):\n    seg = x[f * 256 : (f + 1) * 256]\n    rms[f] = np.sqrt(np.mean(seg * seg))",
        "seg = x[:nframes * 256].reshape(nframes, 256)\nrms[:nframes] = np.sqrt(np.mean(seg * seg, axis=1))",
    ),
    "RR-loop (count values → count_nonzero)": (
        2000,
        "speeds = np.arange(N) % 5",
        "stopped = 0\nfor v in speeds:\n    if v == 0:\n        stopped += 1",
        "stopped = 0\nstopped += np.count_nonzero(speeds == 0)",
    ),
    "RR-loop (binned weights → bincount)": (
        2000,
        "phase = np.linspace(0.0, 0.999, N)\nerr = np.full(N, 0.03)\nmag = np.linspace(11.0, 13.0, N)\nsums = np.zeros(20)",
        "for i in range(N):\n    b = int(phase[i] * 20)\n    w = 1.0 / err[i] ** 2\n    sums[b] += w * mag[i]",
        "b = (phase * 20).astype(int)\nw = 1.0 / err ** 2\nsums += np.bincount(b, weights=w * mag, minlength=sums.shape[0])",
    ),
    "RR-loop (unpacked elements → moveaxis planes)": (
        40,
        "tile = np.linspace(0.0, 1.0, N * N * 3).reshape(N, N, 3)\nlabels = np.zeros((N, N))",
        "for r in range(N):\n    for c in range(N):\n        red, nir, swir = tile[r, c]\n        ndvi = (nir - red) / (nir + red + 1e-9)\n        if ndvi > 0.4:\n            labels[r, c] = 1\n        elif swir > nir:\n            labels[r, c] = 2\n        else:\n            labels[r, c] = 3",
        "red, nir, swir = np.moveaxis(tile[:N, :N], 2, 0)\nndvi = (nir - red) / (nir + red + 1e-9)\nlabels[:N, :N] = np.where(ndvi > 0.4, 1, np.where(swir > nir, 2, 3))",
    ),
    "RR-sync (canonical: err, swap, test)": (
        1_000_000,
        "u = np.ones(N)\nwork = np.ones(N)\nCHECK_EVERY = 10",
        "for step in range(50):\n    work[1:-1] = 0.5 * (u[:-2] + u[2:])\n    err = float(np.max(np.abs(work - u)))\n    u, work = work, u\n    if err < 0.0:\n        break",
        "for step in range(50):\n    work[1:-1] = 0.5 * (u[:-2] + u[2:])\n    if step % CHECK_EVERY == 0:\n        err = float(np.max(np.abs(work - u)))\n    u, work = work, u\n    if step % CHECK_EVERY == 0 and err < 0.0:\n        break",
    ),
}


def timed(code, setup, np, n, repeat):
    """Best time, or why it fails (a "before" that fails on cuPyNumeric is a result too)."""
    try:
        return run(code, setup, np, n, repeat), None
    except Exception as exc:
        return None, f"fails: {type(exc).__name__}: {str(exc)[:50]}"


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
    parser.add_argument("--only", default="", help="run only the cases whose name contains this")
    args = parser.parse_args()
    np = __import__(args.backend)
    for name, (n, setup, before, after) in CASES.items():
        if args.only not in name:
            continue
        slow = args.backend == "cupynumeric" and ("RR-loop" in name or "named def" in name or "RR-batch" in name)
        t_before, why_before = timed(before, setup, np, n, 1 if slow else args.repeat)
        t_after, why_after = timed(after, setup, np, n, args.repeat)
        speedup = f"{t_before / t_after:.1f}" if t_before and t_after else "-"
        cell = lambda t, why: why if why else f"{t:.6f}"
        print(f"{args.backend}\t{name}\t{n}\t{cell(t_before, why_before)}\t{cell(t_after, why_after)}\t{speedup}", flush=True)


if __name__ == "__main__":
    main()
