"""Particle filter localisation of a robot in a 2-D room from range measurements to beacons."""
import numpy as np

BEACONS = np.array([[0.0, 0.0], [10.0, 0.0], [10.0, 8.0], [0.0, 8.0]])


def simulate(n_steps, rng):
    pose = np.array([2.0, 2.0])
    truth = np.zeros((n_steps, 2))
    meas = np.zeros((n_steps, len(BEACONS)))
    for t in range(n_steps):
        pose = pose + np.array([0.1, 0.05]) + rng.normal(0.0, 0.02, 2)
        truth[t] = pose
        for b in range(len(BEACONS)):
            meas[t, b] = np.hypot(*(pose - BEACONS[b])) + rng.normal(0.0, 0.2)
    return truth, meas


def likelihood(particles, z, sigma):
    w = np.ones(len(particles))
    for b in range(len(BEACONS)):
        d = np.sqrt(((particles - BEACONS[b]) ** 2).sum(axis=1))
        w *= np.exp(-0.5 * ((d - z[b]) / sigma) ** 2)
    return w


def systematic_resample(weights, rng):
    n = len(weights)
    positions = (rng.random() + np.arange(n)) / n
    cumulative = np.cumsum(weights)
    idx = np.zeros(n, dtype=int)
    i, j = 0, 0
    while i < n:
        if positions[i] < cumulative[j]:
            idx[i] = j
            i += 1
        else:
            j += 1
    return idx


def run_filter(meas, n_particles, rng):
    particles = rng.uniform([0.0, 0.0], [10.0, 8.0], size=(n_particles, 2))
    estimates = np.zeros((len(meas), 2))
    for t in range(len(meas)):
        particles += np.array([0.1, 0.05]) + rng.normal(0.0, 0.05, particles.shape)
        w = likelihood(particles, meas[t], 0.3)
        w /= w.sum()
        estimates[t] = (particles * w[:, None]).sum(axis=0)
        neff = 1.0 / np.sum(w ** 2)
        if neff < n_particles / 2:
            particles = particles[systematic_resample(w, rng)]
    return estimates


def rmse(est, truth):
    total = 0.0
    for t in range(len(est)):
        total += np.sum((est[t] - truth[t]) ** 2)
    return np.sqrt(total / len(est))


if __name__ == "__main__":
    rng = np.random.default_rng(3)
    truth, meas = simulate(60, rng)
    est = run_filter(meas, 500, rng)
    print("rmse %.4f" % rmse(est, truth))
    print("final estimate", np.round(est[-1], 3), "truth", np.round(truth[-1], 3))
