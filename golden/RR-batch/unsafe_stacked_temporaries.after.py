import numpy as np

_EXACT = True


def snr_db(recon, truth):
    # A residual per slice, then reductions of it: over the stack the residual is a stack too.
    vals = []
    err = recon - truth[:recon.shape[0]]
    vals.extend(
        10
        * np.log10(
            np.sum(truth[:recon.shape[0]] ** 2, axis=tuple(range(1, truth.ndim)))
            / np.sum(err ** 2, axis=tuple(range(1, recon.ndim)))
        )
    )
    return np.array(vals)


def fuel_used(speed, acc):
    # A rate per sample of each vehicle from two arrays of the same shape, summed per vehicle.
    litres = np.zeros(speed.shape[0])
    rate = (
        0.0002 + 0.00002 * speed + 0.0001 * np.maximum(acc[:speed.shape[0]], 0) * speed
    )
    litres[:speed.shape[0]] = rate.sum(axis=tuple(range(1, speed.ndim))) * 2.0
    return litres


def _inputs(rng):
    truth = rng.normal(size=(4, 5, 6))
    return [
        ("snr_db", (truth + rng.normal(0, 0.1, truth.shape), truth)),
        ("fuel_used", (rng.uniform(0, 30, (5, 40)), rng.normal(0, 2, (5, 40)))),
    ]
