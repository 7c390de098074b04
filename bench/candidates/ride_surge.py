"""Ride-hailing surge pricing: demand/supply per zone and interval, surge multipliers, driver earnings."""
import numpy as np


def demand_supply(n_zones, n_intervals, rng):
    t = np.arange(n_intervals)
    peak = 1 + 0.8 * np.exp(-((t % 96 - 34) ** 2) / 40) + 0.9 * np.exp(-((t % 96 - 72) ** 2) / 50)
    demand = np.zeros((n_zones, n_intervals))
    supply = np.zeros((n_zones, n_intervals))
    for z in range(n_zones):
        scale = rng.uniform(5, 40)
        demand[z] = rng.poisson(scale * peak)
        supply[z] = rng.poisson(scale * 1.1, n_intervals)
    return demand, supply


def surge(demand, supply, cap=3.0):
    mult = np.ones(demand.shape)
    for z in range(demand.shape[0]):
        for t in range(demand.shape[1]):
            ratio = demand[z, t] / max(supply[z, t], 1.0)
            if ratio > 1.2:
                mult[z, t] = min(1.0 + 0.5 * (ratio - 1.2), cap)
    return mult


def fares(demand, supply, mult, base=8.5):
    served = np.minimum(demand, supply)
    revenue = np.zeros(demand.shape[0])
    for z in range(demand.shape[0]):
        revenue[z] = np.sum(served[z] * mult[z]) * base
    return revenue


def unmet_share(demand, supply):
    share = np.zeros(demand.shape[0])
    for z in range(demand.shape[0]):
        unmet = np.maximum(demand[z] - supply[z], 0)
        share[z] = unmet.sum() / max(demand[z].sum(), 1)
    return share


def busiest_interval(demand):
    best = np.zeros(demand.shape[0], dtype=int)
    for z in range(demand.shape[0]):
        best[z] = int(np.argmax(demand[z])) % 96
    return best


def smoothed(mult, alpha=0.3):
    out = np.empty_like(mult)
    out[:, 0] = mult[:, 0]
    for t in range(1, mult.shape[1]):
        out[:, t] = alpha * mult[:, t] + (1 - alpha) * out[:, t - 1]
    return out


if __name__ == "__main__":
    rng = np.random.default_rng(61)
    d, s = demand_supply(80, 96 * 7, rng)
    m = surge(d, s)
    rev = fares(d, s, m)
    un = unmet_share(d, s)
    bi = busiest_interval(d)
    sm = smoothed(m)
    print(f"mult={m.mean():.5f} rev={rev.sum():.2f} unmet={un.mean():.5f} busiest={np.bincount(bi).argmax()} sm={sm.mean():.5f}")
