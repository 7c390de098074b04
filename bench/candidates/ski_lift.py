"""Ski lift operations: gate scans per lift, queue length estimate, and wind holds."""
import numpy as np


def scans(n_lifts, minutes, rng):
    base = rng.uniform(4, 14, n_lifts)
    shape = np.sin(np.linspace(0, np.pi, minutes)) ** 2
    lam = base[:, None] * (0.3 + shape[None, :])
    return rng.poisson(lam)


def queue(arrivals, capacity):
    n_lifts, minutes = arrivals.shape
    q = np.zeros((n_lifts, minutes))
    for k in range(n_lifts):
        length = 0.0
        for m in range(minutes):
            length = max(0.0, length + arrivals[k, m] - capacity[k])
            q[k, m] = length
    return q


def wind_holds(gust, limit):
    holds = np.zeros(gust.shape[0], dtype=int)
    for k in range(gust.shape[0]):
        for m in range(gust.shape[1]):
            if gust[k, m] > limit[k]:
                holds[k] += 1
    return holds


def hourly(arrivals):
    n_lifts, minutes = arrivals.shape
    hours = minutes // 60
    out = np.zeros((n_lifts, hours))
    for h in range(hours):
        out[:, h] = arrivals[:, h * 60:(h + 1) * 60].sum(axis=1)
    return out


def main():
    rng = np.random.default_rng(81)
    arr = scans(9, 480, rng)
    cap = np.full(9, 11.0)
    q = queue(arr, cap)
    gust = rng.gamma(3.0, 4.0, (9, 480))
    holds = wind_holds(gust, np.linspace(20, 28, 9))
    hr = hourly(arr)
    print("longest queue %.0f" % q.max())
    print("minutes on hold", holds.sum())
    print("busiest hour riders", int(hr.max()))


if __name__ == "__main__":
    main()
