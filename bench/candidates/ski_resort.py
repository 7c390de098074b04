"""Ski resort: lift queue lengths, snow grooming coverage and skier-day revenue."""
import numpy as np


def arrivals_per_minute(hours, peak=10.5, base=8.0, amp=40.0):
    rate = np.zeros(len(hours))
    for i in range(len(hours)):
        rate[i] = base + amp * np.exp(-((hours[i] - peak) ** 2) / 2.0)
    return rate


def lift_queue(arrivals, capacity):
    q = np.zeros(len(arrivals))
    for t in range(1, len(arrivals)):
        q[t] = max(0.0, q[t - 1] + arrivals[t] - capacity)
    return q


def wait_minutes(queue, capacity):
    waits = queue / capacity
    long_waits = []
    for t, w in enumerate(waits):
        if w > 10:
            long_waits.append(t)
    return waits, long_waits


def grooming(grid, passes):
    covered = np.zeros_like(grid, dtype=bool)
    for r0, c0, r1, c1 in passes:
        covered[r0:r1, c0:c1] = True
    return covered.mean()


def revenue(prices, skiers):
    total = 0
    for p, n in zip(prices, skiers):
        total += p * n
    return total


def daily_summary(days, capacity):
    out = np.zeros((days.shape[0], 2))
    for d in range(days.shape[0]):
        q = lift_queue(days[d], capacity)
        out[d, 0] = q.max()
        out[d, 1] = q.mean()
    return out


if __name__ == "__main__":
    rng = np.random.default_rng(12)
    hours = np.linspace(8.5, 16.5, 480)
    rate = arrivals_per_minute(hours)
    days = rng.poisson(rate, (7, len(rate))).astype(float)
    print(np.round(daily_summary(days, 30.0), 2))
    waits, longw = wait_minutes(lift_queue(days[0], 30.0), 30.0)
    print(len(longw), np.round(waits.max(), 2))
    grid = np.zeros((100, 60))
    print(grooming(grid, [(0, 0, 40, 20), (30, 10, 90, 50), (80, 40, 100, 60)]))
    print(revenue(np.array([89.0, 65.0, 45.0]), np.array([1200, 450, 300])))
