import numpy as np

_EXACT = True


def fineness_modulus(blended):
    # A temporary of each row, then its columns from the third on.
    fm = np.zeros(blended.shape[0])
    retained = 100.0 - blended
    fm[:blended.shape[0]] = retained[:, 2:].sum(axis=1) / 100.0
    return fm


def _inputs(rng):
    return [("fineness_modulus", (rng.uniform(0.0, 100.0, size=(7, 11)),)),
            ("fineness_modulus", (np.zeros((0, 11)),))]


_DEMO = fineness_modulus(np.linspace(100.0, 0.0, 66).reshape(6, 11))
