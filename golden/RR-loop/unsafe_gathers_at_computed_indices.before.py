import numpy as np

_EXACT = True


def target_breaches(waits, acuity, targets):
    breaches = 0
    for i in range(waits.size):
        if waits[i] > targets[acuity[i] - 1]:
            breaches += 1
    return breaches


def shifted_lookup(codes, table):
    out = np.zeros(len(codes))
    for i in range(len(codes)):
        out[i] = table[2 * codes[i] + 1] * 0.5
    return out


def index_updated_first(codes, table):
    out = np.zeros(len(codes))
    for i in range(len(codes)):
        codes[i] = codes[i] + 1
        out[i] = table[codes[i] - 1]
    return out


def _inputs(rng):
    n = int(rng.integers(0, 40))
    return [
        ("target_breaches", (rng.uniform(0, 5, n), rng.integers(1, 6, n), np.array([0.0, 0.25, 1.0, 2.0, 4.0]))),
        ("shifted_lookup", (rng.integers(0, 3, n), np.arange(8.0))),
        ("index_updated_first", (rng.integers(0, 7, n), np.arange(8.0))),
    ]
