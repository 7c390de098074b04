import numpy as np

_EXACT = True


def gauss_newton_steps(n, m):
    rng = np.random.default_rng(3)
    jac = rng.standard_normal((n, m, 4))
    res = rng.standard_normal((n, m))
    steps = np.zeros((n, 4))
    jtj = np.swapaxes(jac[:n], -1, -2) @ jac[:n]
    jtr = (np.swapaxes(jac[:n], -1, -2) @ res[:n][..., None])[..., 0]
    steps[:n] = np.linalg.solve(jtj, (-jtr)[..., None])[..., 0]
    return steps


def whitened_inverses(n):
    rng = np.random.default_rng(5)
    basis = rng.standard_normal((n, 3, 3))
    inverses = np.zeros((n, 3, 3))
    for i in range(n):
        gram = basis[i] @ basis[i].T
        inverses[i] = np.linalg.inv(gram)
    return inverses


def _inputs(rng):
    return [
        ("gauss_newton_steps", (6, 9)),
        ("gauss_newton_steps", (1, 5)),
        ("whitened_inverses", (4,)),
    ]
