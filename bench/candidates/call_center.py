"""Call centre: arrivals per interval, Erlang C staffing, abandonment and service level per queue."""
import math
import numpy as np


def arrivals(n_queues, n_intervals, rng):
    t = np.arange(n_intervals)
    shape = 20 + 35 * np.exp(-((t % 48 - 22) ** 2) / 30)
    calls = np.zeros((n_queues, n_intervals))
    for q in range(n_queues):
        calls[q] = rng.poisson(shape * rng.uniform(0.5, 1.5))
    return calls


def erlang_c(agents, load):
    if agents <= load:
        return 1.0
    top = load ** agents / math.factorial(agents) * agents / (agents - load)
    bottom = sum(load ** k / math.factorial(k) for k in range(agents)) + top
    return top / bottom


def staffing(calls, aht=240.0, interval=1800.0, target=0.8, answer=20.0):
    staff = np.zeros(calls.shape, dtype=int)
    for q in range(calls.shape[0]):
        for t in range(calls.shape[1]):
            load = calls[q, t] * aht / interval
            n = max(1, int(load) + 1)
            while True:
                pw = erlang_c(n, load)
                sl = 1 - pw * math.exp(-(n - load) * answer / aht)
                if sl >= target:
                    break
                n += 1
            staff[q, t] = n
    return staff


def occupancy(calls, staff, aht=240.0, interval=1800.0):
    occ = np.zeros(calls.shape)
    for q in range(calls.shape[0]):
        for t in range(calls.shape[1]):
            occ[q, t] = calls[q, t] * aht / (staff[q, t] * interval)
    return occ


def daily_totals(calls):
    days = calls.shape[1] // 48
    tot = np.zeros((calls.shape[0], days))
    for q in range(calls.shape[0]):
        for d in range(days):
            tot[q, d] = calls[q, d * 48:(d + 1) * 48].sum()
    return tot


def busiest_queue(calls):
    best = []
    for t in range(calls.shape[1]):
        best.append(int(np.argmax(calls[:, t])))
    return np.array(best)


if __name__ == "__main__":
    rng = np.random.default_rng(81)
    c = arrivals(6, 48 * 5, rng)
    s = staffing(c)
    o = occupancy(c, s)
    dt = daily_totals(c)
    bq = busiest_queue(c)
    print(f"staff={s.sum()} occ={o.mean():.6f} daily={dt.sum():.1f} bq={np.bincount(bq).argmax()}")
