import numpy as np

_EXACT = True


def add_targets(n_pulses, n_range, pulse, targets):
    # The outer loop walks a list of targets; each inner row loop is vectorized alone, and
    # `phase` (one value per row) gets a trailing axis beside the row slice.
    data = np.zeros((n_pulses, n_range), dtype=complex)
    for rng_bin, doppler, amp in targets:
        phase = np.exp(2j * np.pi * doppler * np.arange(n_pulses))
        data[:n_pulses, rng_bin:rng_bin + len(pulse)] += amp * phase[:, None] * pulse
    return data


def scale_rows(n, m, gains):
    out = np.ones((n, m))
    g = gains[:n] * 2.0
    out[:n, 1:4] *= g[:, None]
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
