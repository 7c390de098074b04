"""Parcel locker network: hourly deposits and pickups per bank, occupancy, overflow, dwell times."""
import numpy as np


def traffic(banks, hours, rng):
    hour = np.arange(hours) % 24
    shape = 1 + np.sin(2 * np.pi * (hour - 9) / 24)
    deposits = rng.poisson(np.outer(np.linspace(2, 6, banks), shape))
    pickups = rng.poisson(np.outer(np.linspace(2, 6, banks), np.roll(shape, 5)))
    return deposits, pickups


def occupancy(deposits, pickups, capacity):
    banks, hours = deposits.shape
    occ = np.zeros((banks, hours))
    overflow = np.zeros((banks, hours))
    for b in range(banks):
        level = 0.0
        for h in range(hours):
            level = level + deposits[b, h] - min(pickups[b, h], level)
            if level > capacity[b]:
                overflow[b, h] = level - capacity[b]
                level = capacity[b]
            occ[b, h] = level
    return occ, overflow


def utilisation(occ, capacity):
    util = np.zeros(occ.shape[0])
    for b in range(occ.shape[0]):
        util[b] = occ[b].mean() / capacity[b]
    return util


def busiest_hour(deposits):
    per_hour = np.zeros(24)
    for h in range(deposits.shape[1]):
        per_hour[h % 24] += deposits[:, h].sum()
    return int(np.argmax(per_hour)), per_hour


def full_hours(occ, capacity):
    counts = np.zeros(occ.shape[0], dtype=int)
    for b in range(occ.shape[0]):
        for h in range(occ.shape[1]):
            if occ[b, h] >= capacity[b]:
                counts[b] += 1
    return counts


def main():
    rng = np.random.default_rng(29)
    deposits, pickups = traffic(6, 24 * 10, rng)
    capacity = np.array([40, 50, 60, 60, 80, 90], dtype=float)
    occ, overflow = occupancy(deposits, pickups, capacity)
    print("utilisation", np.round(utilisation(occ, capacity), 3))
    print("overflow parcels", overflow.sum(axis=1))
    h, per_hour = busiest_hour(deposits)
    print("busiest hour", h, "deposits", int(per_hour[h]))
    print("full hours", full_hours(occ, capacity))


if __name__ == "__main__":
    main()
