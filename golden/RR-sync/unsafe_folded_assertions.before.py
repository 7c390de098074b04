import numpy as np


def check_label_areas(labels, areas):
    for k, area in enumerate(areas):
        assert np.sum(labels == k) == area
        assert np.any(labels == k)
    return len(areas)


def check_smoothing(signal, widths, tol):
    checked = 0
    for w in widths:
        kernel = np.ones(w) / w
        smooth = np.convolve(signal, kernel, mode="same")
        if w > 1:
            assert abs(np.sum(kernel) - 1.0) < tol
            assert not np.any(np.isnan(smooth))
        for scale in (0.5, 2.0):
            assert np.all(np.abs(smooth * scale) <= np.max(np.abs(signal)) * scale + tol) and scale > 0
        checked += 1
    return checked


def check_labels(labels, n_labels):
    for k in range(1, n_labels):
        assert np.count_nonzero(labels == k)
    return n_labels


def already_folded(rows):
    checks_pass = True
    for r in rows:
        checks_pass = np.logical_and(checks_pass, np.all(r >= 0))
    assert checks_pass
    return len(rows)


def own_name(labels, checks_pass):
    for k in range(1, 4):
        assert np.count_nonzero(labels == k) >= checks_pass
    return checks_pass


_EXACT = True


def _inputs(rng):
    labels = rng.integers(0, 4, size=40)
    labels[:4] = np.arange(4)
    areas = np.bincount(labels, minlength=4)
    wrong = areas.copy()
    wrong[rng.integers(0, 4)] += 1
    signal = rng.normal(size=64)
    spiky = signal.copy()
    spiky[10] = np.nan
    return [
        ("check_label_areas", (labels, areas)),
        ("check_label_areas", (labels, wrong)),
        ("check_smoothing", (signal, [1, 3, 5], 1e-9)),
        ("check_smoothing", (spiky, [1, 3], 1e-9)),
        ("check_labels", (labels, 4)),
        ("check_labels", (labels, 6)),
        ("already_folded", (np.abs(rng.normal(size=(3, 4))),)),
        ("own_name", (labels, 1)),
        ("own_name", (labels, 20)),
    ]
