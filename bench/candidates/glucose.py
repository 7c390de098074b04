"""Continuous glucose monitor analytics: time in range, excursions and daily profiles."""
import numpy as np


def time_in_range(g, lo=70.0, hi=180.0):
    inside = 0
    for v in g:
        if lo <= v <= hi:
            inside += 1
    return inside / len(g)


def excursions(g, threshold, min_len):
    events = []
    start = None
    for i in range(len(g)):
        if g[i] > threshold and start is None:
            start = i
        elif g[i] <= threshold and start is not None:
            if i - start >= min_len:
                events.append((start, i))
            start = None
    return events


def daily_profile(g, per_day):
    days = len(g) // per_day
    profile = np.zeros(per_day)
    for d in range(days):
        profile += g[d * per_day:(d + 1) * per_day]
    return profile / days


def main():
    rng = np.random.default_rng(3)
    per_day = 288
    t = np.arange(per_day * 14)
    meals = 40 * np.maximum(0, np.sin(2 * np.pi * t / per_day * 3)) ** 4
    g = 110 + meals + 8 * rng.standard_normal(t.size)
    print(round(time_in_range(g), 4))
    ev = excursions(g, 140.0, 6)
    print(len(ev), ev[:2])
    prof = daily_profile(g, per_day)
    print(round(float(prof.max()), 4), int(np.argmax(prof)))


main()
