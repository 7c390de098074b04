"""Lennard-Jones molecular dynamics in a periodic box (velocity Verlet)."""
import numpy as np


def forces(pos, box, rc=2.5):
    n = len(pos)
    f = np.zeros_like(pos)
    pot = 0.0
    for i in range(n - 1):
        d = pos[i + 1:] - pos[i]
        d -= box * np.round(d / box)
        r2 = np.sum(d * d, axis=1)
        mask = r2 < rc * rc
        inv6 = 1.0 / r2[mask] ** 3
        pot += np.sum(4.0 * (inv6 * inv6 - inv6))
        coef = 24.0 * (2.0 * inv6 * inv6 - inv6) / r2[mask]
        fij = coef[:, None] * d[mask]
        f[i] -= np.sum(fij, axis=0)
        f[i + 1:][mask] += fij
    return f, pot


def lattice(n_side, box):
    pts = []
    for x in range(n_side):
        for y in range(n_side):
            for z in range(n_side):
                pts.append([x, y, z])
    return (np.array(pts, dtype=float) + 0.5) * box / n_side


def run(n_side=5, density=0.8, steps=200, dt=0.004, seed=2):
    n = n_side ** 3
    box = (n / density) ** (1 / 3)
    pos = lattice(n_side, box)
    rng = np.random.default_rng(seed)
    vel = rng.standard_normal((n, 3))
    vel -= vel.mean(axis=0)
    f, pot = forces(pos, box)
    energies = []
    for s in range(steps):
        vel += 0.5 * dt * f
        pos += dt * vel
        pos %= box
        f, pot = forces(pos, box)
        vel += 0.5 * dt * f
        kin = 0.5 * np.sum(vel ** 2)
        energies.append(float(kin + pot))
        if s % 50 == 0:
            print(f"step {s} E={kin + pot:.5f} T={2 * kin / (3 * n):.5f}")
    e = np.array(energies)
    print("drift", round(float(e[-1] - e[0]), 6), "std", round(float(e.std()), 6))


run()
