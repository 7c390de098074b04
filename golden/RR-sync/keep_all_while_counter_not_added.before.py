import numpy as np


def settle(u, tol=1e-6):
    while True:
        u = 0.5 * (np.roll(u, 1) + np.roll(u, -1))
        if np.abs(u).max() < tol:
            break
    else:
        u = np.zeros_like(u)
    return u


v = np.ones(8)
while True:
    v = v * 0.5
    if np.abs(v).max() < 1e-6:
        break


def truncated_steps(g, h, reduct, delta):
    step = np.zeros_like(g)
    sd = -g
    k = 0
    while k < g.size:
        grad_sd = g @ sd
        if grad_sd >= -1e-12 * np.linalg.norm(g):
            break
        alpha = -grad_sd / (sd @ h @ sd)
        if -alpha * grad_sd <= 1e-8 * reduct:
            break
        step += alpha * sd
        if np.linalg.norm(step) >= delta:
            k = g.size
        sd = -(g + h @ step)
    return step
