"""River sediment monitoring: turbidity to concentration, loads per day, event detection, hysteresis."""
import numpy as np


def series(days, per_day, rng):
    t = np.arange(days * per_day) / per_day
    flow = 20 + 15 * np.exp(-((t - 6) ** 2) / 2) + 30 * np.exp(-((t - 17) ** 2) / 3) + rng.normal(0, 0.5, t.size)
    turb = 5 + 0.9 * flow + rng.normal(0, 2, t.size)
    return t, np.clip(flow, 1, None), np.clip(turb, 0, None)


def concentration(turb, slope, intercept):
    ssc = np.zeros(len(turb))
    for i in range(len(turb)):
        ssc[i] = max(0.0, slope * turb[i] + intercept)
    return ssc


def daily_load(flow, ssc, per_day, dt_s):
    days = len(flow) // per_day
    load = np.zeros(days)
    for d in range(days):
        q = flow[d * per_day:(d + 1) * per_day]
        c = ssc[d * per_day:(d + 1) * per_day]
        load[d] = np.sum(q * c) * dt_s / 1e6
    return load


def events(flow, threshold):
    found = []
    inside = False
    for i in range(len(flow)):
        if flow[i] > threshold and not inside:
            inside = True
            start = i
        elif flow[i] <= threshold and inside:
            inside = False
            found.append((start, i))
    return found


def peak_lag(flow, ssc, start, stop):
    return int(np.argmax(ssc[start:stop])) - int(np.argmax(flow[start:stop]))


def rising_share(flow, ssc, start, stop):
    peak = start + int(np.argmax(flow[start:stop]))
    rising = 0.0
    total = 0.0
    for i in range(start, stop):
        total += ssc[i]
        if i <= peak:
            rising += ssc[i]
    return rising / total


def main():
    rng = np.random.default_rng(12)
    t, flow, turb = series(24, 48, rng)
    ssc = concentration(turb, 1.7, -3.0)
    load = daily_load(flow, ssc, 48, 1800.0)
    print("daily load t", np.round(load, 3))
    ev = events(flow, 35.0)
    for s, e in ev:
        print(f"event {s}-{e}: lag {peak_lag(flow, ssc, s, e)} rising share {rising_share(flow, ssc, s, e):.3f}")


if __name__ == "__main__":
    main()
