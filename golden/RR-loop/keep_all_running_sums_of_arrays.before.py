import numpy as np
from scipy.interpolate import _ppoly


def croots_residuals():
    rng = np.random.RandomState(1234)
    residuals = []
    for k in range(1, 15):
        c = rng.rand(k, 1, 130)
        for y in [0, rng.random()]:
            w = np.empty(c.shape, dtype=complex)
            _ppoly._croots_poly1(c, w, y)
            res = -y
            cres = 0
            for i in range(k):
                res += c[i, None] * w ** (k - 1 - i)
                cres += abs(c[i, None] * w ** (k - 1 - i))
            with np.errstate(invalid="ignore"):
                res /= cres
            residuals.append((w, res))
    return residuals
