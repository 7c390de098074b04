"""Nagel-Schreckenberg traffic on a ring road, with flow and density statistics."""
import numpy as np


def init_road(length, density, vmax, rng):
    road = -np.ones(length, dtype=int)
    cars = rng.choice(length, size=int(density * length), replace=False)
    for c in cars:
        road[c] = rng.integers(0, vmax + 1)
    return road


def gaps_ahead(road):
    positions = np.nonzero(road >= 0)[0]
    gaps = np.zeros(len(positions), dtype=int)
    for k in range(len(positions)):
        nxt = positions[(k + 1) % len(positions)]
        gaps[k] = (nxt - positions[k] - 1) % len(road)
    return positions, gaps


def step(road, vmax, p_slow, rng):
    positions, gaps = gaps_ahead(road)
    speeds = road[positions]
    speeds = np.minimum(speeds + 1, vmax)
    speeds = np.minimum(speeds, gaps)
    slow = rng.random(len(speeds)) < p_slow
    for k in range(len(speeds)):
        if slow[k] and speeds[k] > 0:
            speeds[k] -= 1
    new_road = -np.ones_like(road)
    for k in range(len(positions)):
        new_road[(positions[k] + speeds[k]) % len(road)] = speeds[k]
    return new_road


def flow(history):
    total = 0
    for road in history:
        total += np.sum(road[road > 0])
    return total / (len(history) * history[0].size)


def jam_lengths(road):
    lengths = []
    run = 0
    for v in road:
        if v == 0:
            run += 1
        elif run > 0:
            lengths.append(run)
            run = 0
    if run > 0:
        lengths.append(run)
    return lengths


def main():
    rng = np.random.default_rng(5)
    road = init_road(300, 0.3, 5, rng)
    history = []
    for t in range(200):
        road = step(road, 5, 0.2, rng)
        history.append(road.copy())
    jams = jam_lengths(road)
    print(f"{flow(history):.6f}", len(jams), max(jams) if jams else 0)


if __name__ == "__main__":
    main()
