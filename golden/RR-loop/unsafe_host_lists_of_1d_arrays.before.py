import numpy as np

_EXACT = True  # the same numbers: Python floats equal the NumPy float64 scalars they came from

N_BINS = 12


def histogram_counts(edges):
    counts = np.zeros(edges.size - 1)
    counts += np.arange(edges.size - 1) % 3
    return counts


def table(scale):
    edges = np.logspace(-1.0, 1.0, N_BINS + 1)
    dd = histogram_counts(edges)
    rr = histogram_counts(edges) + 1.0
    n_d, n_r = 40, 90
    xi = (dd / n_d**2) / (rr / n_r**2) - 1.0
    rows = []
    for lo, hi, v in zip(edges[:-1], edges[1:], xi):
        rows.append(f"{lo:7.3f}-{hi:7.3f}  xi = {v * scale:+.4f}")
    best = None
    for k, v in enumerate(xi, start=1):
        if best is None or v > best[1]:
            best = (k, v)
    return rows, best


def sweep(n):
    temps = np.linspace(1.0, 4.0, n)
    energies = []
    for t in temps:
        energies.append(np.exp(-1.0 / t) * t)
    for t, label in zip(temps, ["a", "b", "c"]):
        energies.append(t)
    return energies


def detections(n):
    det = np.zeros((n, 3 * n))
    det[1, 4] = det[2, 4] = det[0, 7] = 1.0
    rows, cols = np.nonzero(det > 0)
    found = []
    for c in np.unique(cols):
        found.append(np.sqrt(c) * 10)
    for r in det.ravel():
        found.append(r + 1)
    return found


def projections(n):
    angles = np.linspace(0, np.pi, n, endpoint=False)
    return sum_over_angles(angles)


def sum_over_angles(angles):
    grid = np.linspace(-1.0, 1.0, 5)
    image = np.zeros(5)
    for k, theta in enumerate(angles):
        image += np.cos(theta) * grid * (k + 1)
    return image


def _inputs(rng):
    return [("table", (float(rng.uniform(0.5, 2.0)),)), ("sweep", (7,)), ("detections", (4,)), ("projections", (9,))]
