"""Forest fire spread on a fuel grid: probabilistic ignition, burn-out, and burned area per day."""
import numpy as np


def fuel_map(n, rng):
    fuel = rng.random((n, n))
    moisture = 0.2 + 0.3 * rng.random((n, n))
    for i in range(n):
        for j in range(n):
            if fuel[i, j] < 0.15:
                fuel[i, j] = 0.0
    return fuel, moisture


def spread_probability(fuel, moisture, wind):
    p = np.zeros_like(fuel)
    n = fuel.shape[0]
    for i in range(n):
        for j in range(n):
            p[i, j] = fuel[i, j] * (1.0 - moisture[i, j]) * (1.0 + wind)
    return np.clip(p, 0.0, 1.0)


def step(state, prob, rng):
    burning = state == 1
    neighbours = np.zeros(state.shape, dtype=int)
    neighbours[1:, :] += burning[:-1, :]
    neighbours[:-1, :] += burning[1:, :]
    neighbours[:, 1:] += burning[:, :-1]
    neighbours[:, :-1] += burning[:, 1:]
    draw = rng.random(state.shape)
    ignite = (state == 0) & (neighbours > 0) & (draw < prob)
    new = state.copy()
    new[burning] = 2
    new[ignite] = 1
    return new


def main():
    rng = np.random.default_rng(8)
    n = 120
    fuel, moisture = fuel_map(n, rng)
    prob = spread_probability(fuel, moisture, 1.5)
    state = np.zeros((n, n), dtype=int)
    state[n // 2, n // 2] = 1
    burned = []
    for day in range(60):
        state = step(state, prob, rng)
        burned.append(int(np.sum(state == 2)))
        if not np.any(state == 1):
            break
    area = np.array(burned, dtype=float)
    daily = np.zeros(len(area))
    for k in range(1, len(area)):
        daily[k] = area[k] - area[k - 1]
    print("days burning", len(burned))
    print("burned cells", burned[-1])
    print("peak daily growth", daily.max())


if __name__ == "__main__":
    main()
