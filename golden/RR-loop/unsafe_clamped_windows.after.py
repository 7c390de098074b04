import numpy as np

_EXACT = True


def rolling_min_baseline(scan, half):
    n = scan.size
    base = np.empty(n)
    window_extremes = np.array(scan)
    for shift in range(1, half + 1):
        window_extremes[shift:] = np.minimum(window_extremes[shift:], scan[:-shift])
    for shift in range(1, half + 1):
        window_extremes[:-shift] = np.minimum(window_extremes[:-shift], scan[shift:])
    base[:n] = window_extremes[:n]
    return base


def agc(trace, window):
    # Automatic gain control: each sample over the mean amplitude around it.
    level = np.zeros(len(trace))
    half = window // 2
    window_sums = np.concatenate(([0], np.cumsum(np.abs(trace))))
    window_ends = np.arange(0, len(trace))
    lo = np.maximum(0, window_ends - half)
    hi = np.minimum(len(trace), window_ends + half + 1)
    level[:len(trace)] = 0.5 * ((window_sums[hi] - window_sums[lo]) / (hi - lo))
    return trace / (level + 1e-9)


def forward_volume(volume, horizon):
    n = len(volume)
    ahead = np.zeros(n)
    window_sums = np.concatenate(([0], np.cumsum(volume)))
    window_ends = np.arange(0, n)
    ahead[:n] = (
        window_sums[np.minimum(n, window_ends + horizon)] - window_sums[window_ends]
    )
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
