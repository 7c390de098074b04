"""2-D Ising model: Metropolis sweeps, magnetisation and energy per temperature."""
import numpy as np


def energy(spins, J=1.0):
    right = np.roll(spins, -1, axis=1)
    down = np.roll(spins, -1, axis=0)
    return -J * np.sum(spins * (right + down))


def sweep(spins, beta, rng):
    n = spins.shape[0]
    for i in range(n):
        for j in range(n):
            s = spins[i, j]
            nb = spins[(i + 1) % n, j] + spins[i - 1, j] + spins[i, (j + 1) % n] + spins[i, j - 1]
            dE = 2.0 * s * nb
            if dE <= 0 or rng.random() < np.exp(-beta * dE):
                spins[i, j] = -s
    return spins


def checkerboard_sweep(spins, beta, rng):
    n = spins.shape[0]
    ii, jj = np.meshgrid(np.arange(n), np.arange(n), indexing="ij")
    for parity in (0, 1):
        mask = (ii + jj) % 2 == parity
        nb = (np.roll(spins, 1, 0) + np.roll(spins, -1, 0)
              + np.roll(spins, 1, 1) + np.roll(spins, -1, 1))
        dE = 2.0 * spins * nb
        accept = (dE <= 0) | (rng.random(spins.shape) < np.exp(-beta * dE))
        spins = np.where(mask & accept, -spins, spins)
    return spins


def simulate(n, temps, sweeps, seed):
    rng = np.random.default_rng(seed)
    table = []
    for T in temps:
        spins = rng.choice(np.array([-1, 1]), size=(n, n))
        mags = []
        for s in range(sweeps):
            spins = checkerboard_sweep(spins, 1.0 / T, rng)
            if s >= sweeps // 2:
                mags.append(abs(np.mean(spins)))
        table.append((T, np.mean(mags), energy(spins) / n ** 2))
    return table


def main():
    for T, m, e in simulate(24, [1.5, 2.0, 2.27, 2.6, 3.2], 60, 3):
        print(f"T={T:4.2f} |m|={m:.4f} e={e:.4f}")
    rng = np.random.default_rng(5)
    small = rng.choice(np.array([-1, 1]), size=(8, 8))
    for _ in range(5):
        small = sweep(small, 0.5, rng)
    print(int(small.sum()))


main()
