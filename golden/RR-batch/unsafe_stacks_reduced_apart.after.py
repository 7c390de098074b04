import numpy as np

_EXACT = True


def two_stacks(x, y):
    # Both arrays are reduced per item, each over its own item axes (the ranks may differ).
    out = np.zeros(x.shape[0])
    out[:x.shape[0]] = x.max(axis=tuple(range(1, x.ndim))) / y[:x.shape[0]].sum(
        axis=tuple(range(1, y.ndim))
    )
    return out


def snr(recon, truth):
    # One reduction reads one stack alone, the other both: each counts its own axes.
    vals = np.zeros(recon.shape[0])
    vals[:recon.shape[0]] = 10 * np.log10(
        np.sum(truth[:recon.shape[0]] ** 2, axis=tuple(range(1, truth.ndim)))
        / np.sum(
            (recon[:recon.shape[0]] - truth[:recon.shape[0]]) ** 2,
            axis=tuple(range(1, truth.ndim)),
        )
    )
    return vals


def _inputs(rng):
    truth = rng.normal(size=(4, 5, 6))
    return [
        ("two_stacks", (rng.normal(size=(3, 4)), rng.uniform(1, 2, (3, 2, 5)))),
        ("two_stacks", (rng.normal(size=(3, 4, 2)), rng.uniform(1, 2, (3, 4, 2)))),
        ("snr", (truth + rng.normal(0, 0.1, truth.shape), truth)),
    ]
