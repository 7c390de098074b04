import numpy as np


def strongest_peaks(n_patterns, n_points):
    two_theta = np.linspace(20.0, 80.0, n_points)
    pats = np.sin(np.arange(n_patterns * n_points).reshape(n_patterns, n_points) * 0.7)
    pos = np.zeros(n_patterns)
    for s in range(n_patterns):
        pos[s] = two_theta[np.argmax(pats[s])]
    return pos


def nearest_labels(n):
    names = np.array(["low", "mid", "high"])
    scores = np.cos(np.arange(3.0 * n).reshape(n, 3))
    best = []
    for k in range(n):
        best.append(names[scores[k].argmin()])
    return best


def _inputs(rng):
    return [
        ("strongest_peaks", (int(rng.integers(1, 6)), int(rng.integers(1, 9)))),
        ("nearest_labels", (int(rng.integers(1, 6)),)),
    ]
