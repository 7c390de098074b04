"""Service latency analytics: per-host percentiles, SLO burn, outlier hosts and jitter."""
import numpy as np


def synth(n_hosts, n_req, rng):
    base = rng.uniform(20, 60, n_hosts)
    host = rng.integers(0, n_hosts, n_req)
    lat = rng.lognormal(np.log(base[host]), 0.4)
    slow = rng.random(n_req) < 0.01
    lat[slow] *= 10
    t = np.sort(rng.uniform(0, 3600, n_req))
    return host, lat, t


def host_percentiles(host, lat, n_hosts, qs):
    out = np.zeros((n_hosts, len(qs)))
    for h in range(n_hosts):
        mine = lat[host == h]
        for j, q in enumerate(qs):
            out[h, j] = np.percentile(mine, q)
    return out


def slo_burn(lat, t, slo_ms, window_s):
    n_win = int(t[-1] // window_s) + 1
    bad = np.zeros(n_win)
    total = np.zeros(n_win)
    for i in range(len(lat)):
        w = int(t[i] // window_s)
        total[w] += 1
        if lat[i] > slo_ms:
            bad[w] += 1
    return bad / np.maximum(total, 1)


def mad_outliers(p50, k=3.0):
    med = np.median(p50)
    mad = np.median(np.abs(p50 - med))
    flags = np.zeros(len(p50), dtype=bool)
    for h in range(len(p50)):
        if abs(p50[h] - med) > k * 1.4826 * mad:
            flags[h] = True
    return flags


def jitter(host, lat, n_hosts):
    j = np.zeros(n_hosts)
    for h in range(n_hosts):
        mine = lat[host == h]
        d = 0.0
        for i in range(1, len(mine)):
            d += abs(mine[i] - mine[i - 1])
        j[h] = d / max(len(mine) - 1, 1)
    return j


def ewma(x, alpha):
    out = np.zeros_like(x)
    out[0] = x[0]
    for i in range(1, len(x)):
        out[i] = alpha * x[i] + (1 - alpha) * out[i - 1]
    return out


if __name__ == "__main__":
    rng = np.random.default_rng(8)
    n_hosts = 40
    host, lat, t = synth(n_hosts, 60000, rng)
    pct = host_percentiles(host, lat, n_hosts, [50, 90, 99])
    burn = slo_burn(lat, t, 200.0, 60.0)
    flags = mad_outliers(pct[:, 0])
    jit = jitter(host, lat, n_hosts)
    smooth = ewma(burn, 0.2)
    print("p99 max", np.round(pct[:, 2].max(), 3), "outliers", np.flatnonzero(flags))
    print(f"burn max={burn.max():.4f} smooth last={smooth[-1]:.5f} jitter mean={jit.mean():.4f}")
