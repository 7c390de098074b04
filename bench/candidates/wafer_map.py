"""Semiconductor wafer maps: die yield by radius zone, defect clusters, and lot-level yield trends."""
import numpy as np


def wafer(n, rng, defect_rate):
    yy, xx = np.mgrid[0:n, 0:n]
    r = np.hypot(xx - (n - 1) / 2, yy - (n - 1) / 2) / (n / 2)
    on_wafer = r <= 1.0
    p = defect_rate * (1 + 2.5 * r ** 3)
    fail = (rng.random((n, n)) < p) & on_wafer
    return on_wafer, fail, r


def zone_yield(on_wafer, fail, r, edges):
    out = np.zeros(len(edges) - 1)
    for z in range(len(edges) - 1):
        inside = on_wafer & (r >= edges[z]) & (r < edges[z + 1])
        good = 0
        total = 0
        for i in range(r.shape[0]):
            for j in range(r.shape[1]):
                if inside[i, j]:
                    total += 1
                    if not fail[i, j]:
                        good += 1
        out[z] = good / max(total, 1)
    return out


def clustered(fail):
    n = fail.shape[0]
    count = 0
    for i in range(1, n - 1):
        for j in range(1, n - 1):
            if fail[i, j]:
                k = fail[i - 1, j] + fail[i + 1, j] + fail[i, j - 1] + fail[i, j + 1]
                if k >= 2:
                    count += 1
    return count


def main():
    rng = np.random.default_rng(90)
    edges = np.array([0.0, 0.4, 0.7, 0.9, 1.01])
    lot_yield = []
    zones = np.zeros((25, len(edges) - 1))
    clusters = np.zeros(25, dtype=int)
    for k in range(25):
        on_wafer, fail, r = wafer(64, rng, 0.02 + 0.001 * k)
        zones[k] = zone_yield(on_wafer, fail, r, edges)
        clusters[k] = clustered(fail)
        lot_yield.append(1 - fail.sum() / on_wafer.sum())
    trend = np.polyfit(np.arange(25), np.array(lot_yield), 1)[0]
    print("zone yield", np.round(zones.mean(axis=0), 4))
    print("clustered dies", clusters.sum())
    print("yield trend per wafer %.5f" % trend)


if __name__ == "__main__":
    main()
