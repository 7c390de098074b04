import numpy as np

_EXACT = True


def two_stacks(x, y):
    # Both arrays are reduced per item, each over its own item axes (the ranks may differ).
    out = np.zeros(x.shape[0])
    for k in range(x.shape[0]):
        out[k] = x[k].max() / y[k].sum()
    return out


def snr(recon, truth):
    # One reduction reads one stack alone, the other both: each counts its own axes.
    vals = np.zeros(recon.shape[0])
    for z in range(recon.shape[0]):
        vals[z] = 10 * np.log10(np.sum(truth[z] ** 2) / np.sum((recon[z] - truth[z]) ** 2))
    return vals


def _inputs(rng):
    truth = rng.normal(size=(4, 5, 6))
    return [
        ("two_stacks", (rng.normal(size=(3, 4)), rng.uniform(1, 2, (3, 2, 5)))),
        ("two_stacks", (rng.normal(size=(3, 4, 2)), rng.uniform(1, 2, (3, 4, 2)))),
        ("snr", (truth + rng.normal(0, 0.1, truth.shape), truth)),
    ]
