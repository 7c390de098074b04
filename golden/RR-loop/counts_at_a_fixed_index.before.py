import numpy as np


def excursions(n_batches, hours, seed, lo=17.5, hi=21.5):
    # The inner loop counts into one element of an array (`n_out[b]`), beside other work of the
    # outer loop: the count of the row where the test holds.
    rng = np.random.default_rng(seed)
    temp = 19.0 + rng.normal(0, 1.5, (n_batches, hours))
    n_out = np.zeros(n_batches, dtype=int)
    worst = np.zeros(n_batches)
    for b in range(n_batches):
        for h in range(hours):
            if temp[b, h] < lo or temp[b, h] > hi:
                n_out[b] += 1
        worst[b] = np.max(np.abs(temp[b] - 19.0))
    return n_out, worst


def run(seed):
    return excursions(4, 30, seed)


def _inputs(rng):
    return [("excursions", (4, 30, int(rng.integers(1000)))), ("excursions", (2, 0, 1)),
            ("excursions", (0, 5, 2))]
