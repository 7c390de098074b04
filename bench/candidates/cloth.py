"""Mass-spring cloth simulation with Verlet integration and distance constraints."""
import numpy as np


def make_grid(n, spacing):
    pos = np.zeros((n * n, 2))
    for i in range(n):
        for j in range(n):
            pos[i * n + j] = (j * spacing, -i * spacing)
    springs = []
    for i in range(n):
        for j in range(n):
            k = i * n + j
            if j + 1 < n:
                springs.append((k, k + 1))
            if i + 1 < n:
                springs.append((k, k + n))
    return pos, np.array(springs)


def relax(pos, springs, rest, pinned, iterations=5):
    for _ in range(iterations):
        for a, b in springs:
            d = pos[b] - pos[a]
            dist = np.sqrt(d @ d)
            corr = 0.5 * (dist - rest) / dist * d
            if a not in pinned:
                pos[a] += corr
            if b not in pinned:
                pos[b] -= corr
    return pos


def simulate(n=8, steps=40, dt=0.02):
    pos, springs = make_grid(n, 0.1)
    prev = pos.copy()
    pinned = {0, n - 1}
    gravity = np.array([0.0, -9.8])
    for s in range(steps):
        vel = pos - prev
        prev = pos.copy()
        pos = pos + vel + gravity * dt * dt
        for p in pinned:
            pos[p] = prev[p]
        pos = relax(pos, springs, 0.1, pinned)
    return pos


def main():
    pos = simulate()
    print(np.round(pos[-1], 5), round(float(pos[:, 1].min()), 5))


main()
