"""Nagel-Schreckenberg traffic cellular automaton on a ring road."""
import numpy as np


def init(road_len, n_cars, vmax, rng):
    cells = np.sort(rng.choice(road_len, n_cars, replace=False))
    speeds = rng.integers(0, vmax + 1, n_cars)
    return cells, speeds


def gaps(pos, road_len):
    n = len(pos)
    g = np.zeros(n, dtype=np.int64)
    for i in range(n):
        ahead = pos[(i + 1) % n]
        g[i] = (ahead - pos[i] - 1) % road_len
    return g


def update(pos, vel, vmax, p_slow, road_len, rng):
    n = len(pos)
    g = gaps(pos, road_len)
    new_vel = vel.copy()
    for i in range(n):
        if new_vel[i] < vmax:
            new_vel[i] += 1
    for i in range(n):
        if new_vel[i] > g[i]:
            new_vel[i] = g[i]
    draws = rng.random(n)
    for i in range(n):
        if draws[i] < p_slow and new_vel[i] > 0:
            new_vel[i] -= 1
    new_pos = (pos + new_vel) % road_len
    order = np.argsort(new_pos)
    return new_pos[order], new_vel[order]


def main():
    rng = np.random.default_rng(11)
    road_len, n_cars, vmax = 400, 90, 5
    pos, vel = init(road_len, n_cars, vmax, rng)
    flow = 0
    mean_speeds = []
    for step in range(300):
        pos, vel = update(pos, vel, vmax, 0.2, road_len, rng)
        flow += int(vel.sum())
        mean_speeds.append(vel.mean())
    stopped = 0
    for v in vel:
        if v == 0:
            stopped += 1
    print("flow", flow)
    print("mean speed %.5f" % np.mean(mean_speeds))
    print("stopped", stopped)


if __name__ == "__main__":
    main()
