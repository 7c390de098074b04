import numpy as np

_EXACT = True


def flagged(flags, lim):
    counts = np.zeros(flags.shape[0], dtype=int)
    counts[:flags.shape[0]] += np.sum(
        flags[:flags.shape[0], :flags.shape[1]] != 0, axis=-1
    )
    counts[:flags.shape[0]] -= np.sum(
        ~(flags[:flags.shape[0], :flags.shape[1]] != 0) & (
            flags[:flags.shape[0], :flags.shape[1]] < lim
        ),
        axis=-1,
    )
    return counts


def bills(kwh, peak_rate, off_rate):
    slot = np.arange(kwh.shape[1]) % 8
    peak = (slot >= 3) & (slot < 6)
    total = np.zeros(kwh.shape[0])
    total[:kwh.shape[0]] += np.sum(
        np.where(
            peak[:kwh.shape[1]] != 0, kwh[:kwh.shape[0], :kwh.shape[1]] * peak_rate, 0
        ),
        axis=-1,
    )
    total[:kwh.shape[0]] += np.sum(
        np.where(
            ~(peak[:kwh.shape[1]] != 0), kwh[:kwh.shape[0], :kwh.shape[1]] * off_rate, 0
        ),
        axis=-1,
    )
    return total


def pitted_area(wt, nominal, thresh):
    area = np.zeros(wt.shape[0], dtype=int)
    area[:wt.shape[0]] += np.sum(
        nominal - wt[:wt.shape[0], :wt.shape[1], :wt.shape[2]] > thresh * nominal,
        axis=(-2, -1),
    )
    return area


def ring_energy(vol):
    tot = np.zeros((vol.shape[0], vol.shape[1]))
    tot[:vol.shape[0], :vol.shape[1]] += np.sum(
        vol[:vol.shape[0], :vol.shape[1], :vol.shape[2]] ** 2, axis=-1
    )
    return tot


def _inputs(rng):
    n, m, p = (int(v) for v in rng.integers(1, 7, 3))
    return [
        ("flagged", (rng.integers(-2, 3, (n, m)), 1)),
        ("bills", (rng.random((n, m)), 0.34, 0.12)),
        ("pitted_area", (12.7 - rng.uniform(0, 3, (n, m, p)), 12.7, 0.1)),
        ("ring_energy", (rng.normal(size=(n, m, p)),)),
    ]
