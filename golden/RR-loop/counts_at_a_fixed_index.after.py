import numpy as np


def excursions(n_batches, hours, seed, lo=17.5, hi=21.5):
    # The inner loop counts into one element of an array (`n_out[b]`), beside other work of the
    # outer loop: the count of the row where the test holds.
    rng = np.random.default_rng(seed)
    temp = 19.0 + rng.normal(0, 1.5, (n_batches, hours))
    n_out = np.zeros(n_batches, dtype=int)
    worst = np.zeros(n_batches)
    n_out[:n_batches] += np.sum(
        (temp[:n_batches, :hours] < lo) | (temp[:n_batches, :hours] > hi), axis=1
    )
    if n_batches > 0:
        worst[:n_batches] = np.max(np.abs(temp[:n_batches, :] - 19.0), axis=1)
    return n_out, worst


def run(seed):
    return excursions(4, 30, seed)


def _inputs(rng):
    return [("excursions", (4, 30, int(rng.integers(1000)))), ("excursions", (2, 0, 1)),
            ("excursions", (0, 5, 2))]
