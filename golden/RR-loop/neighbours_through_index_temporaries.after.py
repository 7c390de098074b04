import numpy as np


def ring_diffusion(n, m):
    prey = np.linspace(1.0, 2.0, n) ** 2
    new = np.empty(n)
    left = (np.arange(n) - 1) % n
    right = (np.arange(n) + 1) % n
    spread = m * (prey[left] + prey[right] - 2 * prey[:n])
    new[:n] = prey[:n] + spread
    return new


def pairs_below(n):
    table = np.arange(n, dtype=float) ** 1.5
    halves = np.zeros(n)
    j = np.arange(n) // 2
    halves[:n] = table[j] - table[:n]
    return halves


def _inputs(rng):
    return [("ring_diffusion", (n, 0.1)) for n in (1, 2, 7)] + [
        ("pairs_below", (n,)) for n in (0, 1, 6)
    ]
