"""Rooftop rainwater harvesting: daily tank balance, overflow, and reliability across roof sizes."""
import numpy as np


def rainfall(days, rng):
    wet = rng.random(days) < 0.35
    depth = rng.gamma(0.8, 9.0, days)
    return np.where(wet, depth, 0.0)


def simulate(rain_mm, roof_m2, tank_l, demand_l, runoff=0.85, first_flush=1.0):
    n = len(rain_mm)
    storage = np.zeros(n)
    overflow = np.zeros(n)
    supplied = np.zeros(n)
    level = tank_l / 2
    for d in range(n):
        inflow = max(rain_mm[d] - first_flush, 0.0) * roof_m2 * runoff
        level = level + inflow
        if level > tank_l:
            overflow[d] = level - tank_l
            level = tank_l
        take = min(demand_l, level)
        supplied[d] = take
        level -= take
        storage[d] = level
    return storage, overflow, supplied


def reliability(supplied, demand_l):
    met = 0
    for s in supplied:
        if s >= demand_l - 1e-9:
            met += 1
    return met / len(supplied)


def main():
    rng = np.random.default_rng(21)
    rain = rainfall(3650, rng)
    roofs = np.array([60.0, 90.0, 120.0, 150.0])
    tanks = np.array([2000.0, 5000.0, 10000.0])
    table = np.zeros((len(roofs), len(tanks)))
    spill = np.zeros((len(roofs), len(tanks)))
    for i in range(len(roofs)):
        for j in range(len(tanks)):
            storage, overflow, supplied = simulate(rain, roofs[i], tanks[j], 150.0)
            table[i, j] = reliability(supplied, 150.0)
            spill[i, j] = overflow.sum() / 1000.0
    annual = np.zeros(10)
    for y in range(10):
        annual[y] = rain[y * 365:(y + 1) * 365].sum()
    print("reliability\n", np.round(table, 3))
    print("overflow m3 max %.1f" % spill.max())
    print("wettest year mm %.1f" % annual.max())


if __name__ == "__main__":
    main()
