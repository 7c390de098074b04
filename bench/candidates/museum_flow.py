"""Museum visitor flow: gallery occupancy from door counters, dwell estimates and capacity alerts."""
import numpy as np


def occupancy(entries, exits):
    occ = np.zeros_like(entries, dtype=float)
    for g in range(entries.shape[0]):
        current = 0.0
        for t in range(entries.shape[1]):
            current = max(0.0, current + entries[g, t] - exits[g, t])
            occ[g, t] = current
    return occ


def dwell_minutes(occ, entries, slot_min):
    dwell = np.zeros(occ.shape[0])
    for g in range(occ.shape[0]):
        visits = entries[g].sum()
        if visits > 0:
            dwell[g] = occ[g].sum() * slot_min / visits
    return dwell


def capacity_alerts(occ, capacity):
    alerts = []
    for g in range(occ.shape[0]):
        for t in range(occ.shape[1]):
            if occ[g, t] > capacity[g]:
                alerts.append((g, t))
    return alerts


def busiest_slot(occ):
    totals = np.zeros(occ.shape[1])
    for t in range(occ.shape[1]):
        totals[t] = np.sum(occ[:, t])
    best = 0
    for t in range(1, len(totals)):
        if totals[t] > totals[best]:
            best = t
    return best, totals[best]


def transition_matrix(paths, n_galleries):
    counts = np.zeros((n_galleries, n_galleries))
    for path in paths:
        for a, b in zip(path[:-1], path[1:]):
            counts[a, b] += 1
    rows = counts.sum(axis=1, keepdims=True)
    rows[rows == 0] = 1
    return counts / rows


def main():
    rng = np.random.default_rng(17)
    n_g, n_t = 9, 48
    entries = rng.poisson(lam=np.linspace(3, 12, n_t), size=(n_g, n_t)).astype(float)
    exits = np.roll(entries, 2, axis=1) * rng.uniform(0.8, 1.1, (n_g, n_t))
    occ = occupancy(entries, exits)
    print("dwell", np.round(dwell_minutes(occ, entries, 15.0), 2))
    cap = np.full(n_g, 25.0)
    print("alerts", len(capacity_alerts(occ, cap)))
    print("busiest", busiest_slot(occ))
    paths = [rng.integers(0, n_g, rng.integers(2, 8)) for _ in range(300)]
    tm = transition_matrix(paths, n_g)
    print("tm", np.round(tm[0], 3))


if __name__ == "__main__":
    main()
