import numpy as np


def solve_each(jac, res, steps):
    for k in range(len(steps)):
        jtj = jac[k].T @ jac[k]
        jtr = jac[k].T @ res[k]
        steps[k] = np.linalg.solve(jtj, -jtr)
    return steps


def solve_and_keep(jac, n):
    jac = np.asarray(jac)
    out = np.zeros((n, 2))
    for k in range(n):
        normal = jac[k].T @ jac[k]
        out[k] = np.linalg.solve(normal, np.ones(2))
    last = normal
    return out, last
