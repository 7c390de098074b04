"""M/M/c call-centre staffing: simulated waits, service levels and abandonment."""
import numpy as np


def arrivals(rate, horizon, rng):
    gaps = rng.exponential(1.0 / rate, size=int(rate * horizon * 1.5))
    times = np.cumsum(gaps)
    return times[times < horizon]


def simulate(times, service, agents, patience):
    free_at = np.zeros(agents)
    waits = np.zeros(len(times))
    abandoned = np.zeros(len(times), dtype=bool)
    for i in range(len(times)):
        k = np.argmin(free_at)
        start = max(times[i], free_at[k])
        if start - times[i] > patience[i]:
            abandoned[i] = True
            continue
        waits[i] = start - times[i]
        free_at[k] = start + service[i]
    return waits, abandoned


def service_level(waits, abandoned, threshold):
    answered = 0
    quick = 0
    for i in range(len(waits)):
        if not abandoned[i]:
            answered += 1
            if waits[i] <= threshold:
                quick += 1
    return quick / answered if answered else 0.0


def hourly_load(times, horizon):
    hours = int(np.ceil(horizon / 60.0))
    load = np.zeros(hours)
    for t in times:
        load[int(t // 60)] += 1
    return load


def main():
    rng = np.random.default_rng(8)
    horizon = 480.0
    times = arrivals(2.0, horizon, rng)
    service = rng.exponential(4.0, size=len(times))
    patience = rng.exponential(3.0, size=len(times))
    for agents in (7, 8, 9, 10):
        waits, abandoned = simulate(times, service, agents, patience)
        print(agents, f"{service_level(waits, abandoned, 0.5):.4f}", int(abandoned.sum()),
              hourly_load(times, horizon).astype(int).tolist()[:3])


if __name__ == "__main__":
    main()
