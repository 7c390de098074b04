import numpy as np

_EXACT = True


def rolling_min_baseline(scan, half):
    n = scan.size
    base = np.empty(n)
    for i in range(n):
        lo = max(0, i - half)
        hi = min(n, i + half + 1)
        base[i] = scan[lo:hi].min()
    return base


def agc(trace, window):
    # Automatic gain control: each sample over the mean amplitude around it.
    level = np.zeros(len(trace))
    half = window // 2
    for k in range(len(trace)):
        lo = max(0, k - half)
        hi = min(len(trace), k + half + 1)
        level[k] = 0.5 * np.mean(np.abs(trace[lo:hi]))
    return trace / (level + 1e-9)


def forward_volume(volume, horizon):
    n = len(volume)
    ahead = np.zeros(n)
    for i in range(n):
        ahead[i] = volume[i:min(n, i + horizon)].sum()
    return ahead


def _inputs(rng):
    scan = rng.normal(0.0, 1.0, 60)
    return [
        ("rolling_min_baseline", (scan, 4)),
        ("rolling_min_baseline", (scan[:3], 10)),
        ("agc", (rng.normal(0.0, 2.0, 50), 9)),
        ("agc", (rng.normal(0.0, 2.0, 4), 1)),
        ("forward_volume", (rng.uniform(0.0, 100.0, 40), 6)),
        ("forward_volume", (rng.uniform(0.0, 100.0, 5), 0)),
    ]


def _calls():
    rolling_min_baseline(np.zeros(8), 2)
    agc(np.ones(8), 5)
    forward_volume(np.ones(8), 3)
