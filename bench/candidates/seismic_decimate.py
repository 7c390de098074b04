"""Acoustic wave propagation on a 1-D line, with decimated snapshots and a convergence stop."""
import numpy as np


def ricker(t, f0):
    a = (np.pi * f0 * (t - 1.0 / f0)) ** 2
    return (1.0 - 2.0 * a) * np.exp(-a)


def propagate(nx, nt, c, dt, dx, tol):
    u_prev = np.zeros(nx)
    u = np.zeros(nx)
    snapshots = np.empty((0, nx // 4))
    r2 = (c * dt / dx) ** 2
    t = np.arange(nt) * dt
    src = ricker(t, 25.0)
    for n in range(nt):
        u_next = np.zeros(nx)
        u_next[1:-1] = 2 * u[1:-1] - u_prev[1:-1] + r2 * (u[2:] - 2 * u[1:-1] + u[:-2])
        u_next[nx // 2] += src[n]
        change = float(np.max(np.abs(u_next - u)))
        u_prev, u = u, u_next
        snapshots = np.vstack([snapshots, u[::4]])
        if change < tol:
            break
    return u, snapshots


def energy_profile(u):
    e = np.zeros(len(u))
    for i in range(len(u)):
        e[i] = u[i] * u[i] * 0.5
    return e[::-1]


if __name__ == "__main__":
    final, snaps = propagate(400, 300, 1500.0, 1e-4, 1.0, 1e-12)
    print(energy_profile(final).sum(), snaps.shape)
