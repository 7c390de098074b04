"""Bike share: trips between stations, hourly inventory, rebalancing needs, station popularity."""
import numpy as np


def trips(n_trips, n_stations, rng):
    start = rng.integers(0, n_stations, n_trips)
    end = rng.integers(0, n_stations, n_trips)
    hour = rng.integers(0, 24, n_trips)
    duration = rng.gamma(2.0, 8.0, n_trips)
    return start, end, hour, duration


def od_matrix(start, end, n_stations):
    od = np.zeros((n_stations, n_stations), dtype=int)
    for i in range(len(start)):
        od[start[i], end[i]] += 1
    return od


def hourly_flow(start, end, hour, n_stations):
    net = np.zeros((n_stations, 24))
    for i in range(len(start)):
        net[start[i], hour[i]] -= 1
        net[end[i], hour[i]] += 1
    return net


def inventory(net, initial):
    inv = np.zeros((net.shape[0], 25))
    inv[:, 0] = initial
    for h in range(24):
        inv[:, h + 1] = inv[:, h] + net[:, h]
    return inv


def rebalancing(inv, capacity):
    need = np.zeros(inv.shape[0])
    for s in range(inv.shape[0]):
        short = 0.0
        over = 0.0
        for h in range(inv.shape[1]):
            if inv[s, h] < 0:
                short = max(short, -inv[s, h])
            if inv[s, h] > capacity[s]:
                over = max(over, inv[s, h] - capacity[s])
        need[s] = short + over
    return need


def mean_duration(start, duration, n_stations):
    total = np.zeros(n_stations)
    count = np.zeros(n_stations)
    for i in range(len(start)):
        total[start[i]] += duration[i]
        count[start[i]] += 1
    out = np.zeros(n_stations)
    for s in range(n_stations):
        if count[s] > 0:
            out[s] = total[s] / count[s]
    return out


def top_destinations(od, k=3):
    top = np.zeros((od.shape[0], k), dtype=int)
    for s in range(od.shape[0]):
        top[s] = np.argsort(od[s])[::-1][:k]
    return top


if __name__ == "__main__":
    rng = np.random.default_rng(75)
    st, en, hr, du = trips(20000, 90, rng)
    od = od_matrix(st, en, 90)
    net = hourly_flow(st, en, hr, 90)
    inv = inventory(net, np.full(90, 12.0))
    need = rebalancing(inv, np.full(90, 25.0))
    md = mean_duration(st, du, 90)
    top = top_destinations(od)
    print(f"od={od.trace()} net={np.abs(net).sum():.1f} inv={inv.min():.1f} need={need.sum():.2f} md={md.mean():.6f} top={top.sum()}")
