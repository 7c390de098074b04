"""Rail track geometry: gauge, cant and twist from a recording car, defect detection per segment."""
import numpy as np


def record(n_segments, n_samples, rng):
    gauge = 1435.0 + rng.normal(0, 1.2, (n_segments, n_samples))
    cant = np.zeros((n_segments, n_samples))
    for s in range(n_segments):
        curve = rng.uniform(0, 120)
        cant[s] = curve * np.sin(np.linspace(0, np.pi, n_samples)) + rng.normal(0, 0.8, n_samples)
    return gauge, cant


def twist(cant, base=12):
    out = np.zeros((cant.shape[0], cant.shape[1] - base))
    for s in range(cant.shape[0]):
        for i in range(cant.shape[1] - base):
            out[s, i] = (cant[s, i + base] - cant[s, i]) / base
    return out


def gauge_defects(gauge, lo=1432.0, hi=1441.0):
    counts = np.zeros(gauge.shape[0], dtype=int)
    worst = np.zeros(gauge.shape[0])
    for s in range(gauge.shape[0]):
        bad = (gauge[s] < lo) | (gauge[s] > hi)
        counts[s] = np.count_nonzero(bad)
        worst[s] = np.max(np.abs(gauge[s] - 1435.0))
    return counts, worst


def rolling_sd(x, w=25):
    out = np.zeros((x.shape[0], x.shape[1] - w + 1))
    for s in range(x.shape[0]):
        for i in range(x.shape[1] - w + 1):
            out[s, i] = np.std(x[s, i:i + w])
    return out


def track_quality_index(gauge, cant):
    tqi = np.zeros(gauge.shape[0])
    for s in range(gauge.shape[0]):
        tqi[s] = np.sqrt(np.var(gauge[s]) + np.var(cant[s] - np.mean(cant[s])))
    return tqi


def first_exceedance(tw, limit=0.9):
    where = np.full(tw.shape[0], -1)
    for s in range(tw.shape[0]):
        for i in range(tw.shape[1]):
            if abs(tw[s, i]) > limit:
                where[s] = i
                break
    return where


if __name__ == "__main__":
    rng = np.random.default_rng(71)
    g, c = record(60, 800, rng)
    tw = twist(c)
    cnt, worst = gauge_defects(g)
    sd = rolling_sd(g)
    tqi = track_quality_index(g, c)
    fe = first_exceedance(tw)
    print(f"tw={np.abs(tw).mean():.6f} cnt={cnt.sum()} worst={worst.max():.4f} sd={sd.mean():.6f} tqi={tqi.mean():.5f} fe={fe.sum()}")
