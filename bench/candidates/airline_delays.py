"""Airline operations: delay propagation, on-time performance by hub, crew legality."""
import numpy as np


def schedule(n_flights, n_airports, rng):
    origin = rng.integers(0, n_airports, n_flights)
    dest = (origin + rng.integers(1, n_airports, n_flights)) % n_airports
    dep = np.sort(rng.uniform(6, 22, n_flights))
    block = rng.uniform(1.0, 4.0, n_flights)
    delay = np.maximum(rng.exponential(12.0, n_flights) - 6.0, 0.0)
    tail = rng.integers(0, n_flights // 4, n_flights)
    return origin, dest, dep, block, delay, tail


def on_time_rate(delay, origin, n_airports):
    ontime = np.zeros(n_airports)
    total = np.zeros(n_airports)
    for i in range(len(delay)):
        total[origin[i]] += 1
        if delay[i] <= 15:
            ontime[origin[i]] += 1
    rate = np.zeros(n_airports)
    for a in range(n_airports):
        rate[a] = ontime[a] / total[a] if total[a] > 0 else np.nan
    return rate


def propagate(dep, block, delay, tail, turn=0.75):
    final = delay.copy()
    last_arrival = {}
    for i in range(len(dep)):
        t = tail[i]
        if t in last_arrival:
            ready = last_arrival[t] + turn
            sched = dep[i]
            if ready > sched:
                final[i] = max(final[i], (ready - sched) * 60)
        last_arrival[t] = dep[i] + final[i] / 60 + block[i]
    return final


def delay_matrix(origin, dest, delay, n_airports):
    tot = np.zeros((n_airports, n_airports))
    cnt = np.zeros((n_airports, n_airports))
    for i in range(len(delay)):
        tot[origin[i], dest[i]] += delay[i]
        cnt[origin[i], dest[i]] += 1
    avg = np.where(cnt > 0, tot / np.maximum(cnt, 1), 0.0)
    return avg


def hourly_departures(dep):
    counts = np.zeros(24, dtype=int)
    for d in dep:
        counts[int(d)] += 1
    return counts


def delay_percentiles(delay, origin, n_airports):
    out = np.zeros((n_airports, 3))
    for a in range(n_airports):
        d = delay[origin == a]
        out[a] = np.percentile(d, [50, 90, 99])
    return out


def crew_duty(dep, block, n_legs):
    duty = np.zeros(len(dep) - n_legs + 1)
    for i in range(len(duty)):
        duty[i] = dep[i + n_legs - 1] + block[i + n_legs - 1] - dep[i]
    return duty


def cumulative_delay(final):
    cum = np.zeros(len(final))
    running = 0.0
    for i in range(len(final)):
        running += final[i]
        cum[i] = running
    return cum


def main():
    rng = np.random.default_rng(21)
    origin, dest, dep, block, delay, tail = schedule(600, 8, rng)
    print("ontime", np.round(on_time_rate(delay, origin, 8), 4))
    final = propagate(dep, block, delay, tail)
    print("propagated", round(final.sum(), 3))
    print("matrix", np.round(delay_matrix(origin, dest, final, 8)[:3], 3))
    print("hourly", hourly_departures(dep))
    print("pct", np.round(delay_percentiles(final, origin, 8), 3))
    print("duty", np.round(crew_duty(dep, block, 4)[:5], 4))
    print("cum", np.round(cumulative_delay(final)[-3:], 3))


main()
