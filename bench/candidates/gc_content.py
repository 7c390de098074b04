"""GC content and skew along a synthetic genome in fixed windows."""
import numpy as np

BASES = np.array(list("ACGT"))


def genome(n, seed=12):
    rng = np.random.default_rng(seed)
    probs = np.array([0.3, 0.2, 0.2, 0.3])
    return rng.choice(4, size=n, p=probs)


def window_gc(codes, window):
    nwin = len(codes) // window
    gc = np.zeros(nwin)
    for w in range(nwin):
        seg = codes[w * window : (w + 1) * window]
        gc[w] = np.mean((seg == 1) | (seg == 2))
    return gc


def skew(codes, window):
    nwin = len(codes) // window
    out = np.zeros(nwin)
    for w in range(nwin):
        seg = codes[w * window : (w + 1) * window]
        g = np.count_nonzero(seg == 2)
        c = np.count_nonzero(seg == 1)
        out[w] = (g - c) / max(g + c, 1)
    return out


def cumulative(values):
    total = np.zeros(len(values))
    acc = 0.0
    for i in range(len(values)):
        acc += values[i]
        total[i] = acc
    return total


def main():
    codes = genome(50000)
    gc = window_gc(codes, 500)
    sk = skew(codes, 500)
    cum = cumulative(sk)
    rich = 0
    for v in gc:
        if v > 0.42:
            rich += 1
    print("gc mean %.6f" % gc.mean())
    print("rich windows", rich)
    print("min cumulative skew at", int(np.argmin(cum)))
    counts = np.zeros(4, dtype=np.int64)
    for c in codes:
        counts[c] += 1
    print("composition", counts.tolist())


if __name__ == "__main__":
    main()
