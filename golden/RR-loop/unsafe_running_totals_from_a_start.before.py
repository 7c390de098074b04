import numpy as np

_EXACT = True


def ledger(amounts: np.ndarray):
    # From 100.0, each stored total is the start plus a cumulative sum: the last bits may differ.
    out = np.zeros(len(amounts))
    balance = 100.0
    for k in range(len(amounts)):
        balance += amounts[k]
        out[k] = balance
    return out, balance


def _inputs(rng):
    return [("ledger", (rng.normal(size=int(rng.integers(0, 30))),))]
