"""Transit: headway regularity at stops from AVL arrival logs, bunching events and excess wait."""
import numpy as np


def headways(arrivals):
    h = np.zeros((arrivals.shape[0], arrivals.shape[1] - 1))
    for s in range(arrivals.shape[0]):
        for k in range(1, arrivals.shape[1]):
            h[s, k - 1] = arrivals[s, k] - arrivals[s, k - 1]
    return h


def excess_wait(h, scheduled):
    out = np.zeros(h.shape[0])
    for s in range(h.shape[0]):
        row = h[s]
        awt = np.sum(row ** 2) / (2.0 * np.sum(row))
        swt = scheduled / 2.0
        out[s] = awt - swt
    return out


def bunching(h, scheduled, frac):
    events = 0
    for s in range(h.shape[0]):
        for k in range(h.shape[1]):
            if h[s, k] < frac * scheduled:
                events += 1
    return events


def coefficient_of_variation(h):
    cv = np.zeros(h.shape[0])
    for s in range(h.shape[0]):
        cv[s] = np.std(h[s]) / np.mean(h[s])
    return cv


def worst_stop(cv):
    worst = 0
    for s in range(1, len(cv)):
        if cv[s] > cv[worst]:
            worst = s
    return worst


def propagate_delay(initial, dwell, n_stops, recovery):
    delay = np.zeros(n_stops)
    delay[0] = initial
    for s in range(1, n_stops):
        delay[s] = max(0.0, delay[s - 1] + dwell[s] - recovery)
    return delay


def main():
    rng = np.random.default_rng(21)
    n_stops, n_buses, scheduled = 18, 30, 8.0
    base = np.arange(n_buses) * scheduled
    arrivals = np.zeros((n_stops, n_buses))
    for s in range(n_stops):
        arrivals[s] = base + s * 2.5 + np.cumsum(rng.normal(0, 0.6 + 0.05 * s, n_buses))
    arrivals.sort(axis=1)
    h = headways(arrivals)
    print("excess", np.round(excess_wait(h, scheduled)[:5], 3))
    print("bunching", bunching(h, scheduled, 0.5))
    cv = coefficient_of_variation(h)
    print("worst", worst_stop(cv), round(float(cv.max()), 3))
    d = propagate_delay(1.5, rng.uniform(0, 0.8, n_stops), n_stops, 0.3)
    print("delay", np.round(d, 2))


if __name__ == "__main__":
    main()
