"""Small N-body integrator (leapfrog) with energy and angular-momentum diagnostics."""
import numpy as np

G = 1.0


def accelerations(pos, mass, soft=1e-3):
    n = len(mass)
    acc = np.zeros_like(pos)
    for i in range(n):
        for j in range(n):
            if i != j:
                d = pos[j] - pos[i]
                r2 = np.dot(d, d) + soft ** 2
                acc[i] += G * mass[j] * d / r2 ** 1.5
    return acc


def energy(pos, vel, mass):
    kin = 0.0
    for i in range(len(mass)):
        kin += 0.5 * mass[i] * np.dot(vel[i], vel[i])
    pot = 0.0
    for i in range(len(mass)):
        for j in range(i + 1, len(mass)):
            pot -= G * mass[i] * mass[j] / np.linalg.norm(pos[i] - pos[j])
    return kin + pot


def angular_momentum(pos, vel, mass):
    L = np.zeros(3)
    for i in range(len(mass)):
        L += mass[i] * np.cross(pos[i], vel[i])
    return L


def leapfrog(pos, vel, mass, dt, steps):
    acc = accelerations(pos, mass)
    energies = []
    for s in range(steps):
        vel = vel + 0.5 * dt * acc
        pos = pos + dt * vel
        acc = accelerations(pos, mass)
        vel = vel + 0.5 * dt * acc
        if s % 50 == 0:
            energies.append(energy(pos, vel, mass))
    return pos, vel, np.array(energies)


def main():
    rng = np.random.default_rng(2)
    n = 12
    mass = rng.uniform(0.5, 1.5, n)
    pos = rng.normal(size=(n, 3))
    vel = 0.3 * rng.normal(size=(n, 3))
    vel -= (mass[:, None] * vel).sum(axis=0) / mass.sum()
    pos, vel, energies = leapfrog(pos, vel, mass, 1e-3, 400)
    L = angular_momentum(pos, vel, mass)
    print(f"{energies[0]:.8f} {energies[-1]:.8f} {np.linalg.norm(L):.8f}")


if __name__ == "__main__":
    main()
