import numpy as np

_EXACT = True


def add_targets(n_pulses, n_range, pulse, targets):
    # The outer loop walks a list of targets; each inner row loop is vectorized alone, and
    # `phase` (one value per row) gets a trailing axis beside the row slice.
    data = np.zeros((n_pulses, n_range), dtype=complex)
    for rng_bin, doppler, amp in targets:
        for p in range(n_pulses):
            phase = np.exp(2j * np.pi * doppler * p)
            data[p, rng_bin:rng_bin + len(pulse)] += amp * phase * pulse
    return data


def scale_rows(n, m, gains):
    out = np.ones((n, m))
    for p in range(n):
        g = gains[p] * 2.0
        out[p, 1:4] *= g
    return out


def _inputs(rng):
    pulse = np.exp(1j * rng.random(4))
    targets = [(1, 0.1, 2.0), (5, -0.2, 1.5)]
    return [
        ("add_targets", (6, 12, pulse, targets)),
        ("add_targets", (1, 9, pulse, targets[:1])),
        ("scale_rows", (5, 6, rng.normal(size=5))),
        ("scale_rows", (0, 6, np.zeros(0))),
    ]
