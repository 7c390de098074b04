import numpy as np


def backtrack(f, x, d, cost, alpha, sigma, n_trial):
    for trial in range(n_trial):
        cost_new = np.sum(f(x + alpha * d) ** 2)
        if cost_new < (1 - 2 * alpha * sigma) * cost:
            break
        alpha = 0.5 * alpha
    return alpha


def grow_basis(basis, candidates, m):
    for i in range(len(candidates)):
        basis = np.vstack([basis, candidates[i]])
        rank = np.linalg.matrix_rank(basis)
        if rank == m:
            break
    return basis


def trust_step(p, r, delta, n):
    for it in range(n):
        dd = np.dot(p, r)
        if dd <= 0 or np.linalg.norm(r) < 1e-10:
            break
        r -= 0.1 * p
    return r
