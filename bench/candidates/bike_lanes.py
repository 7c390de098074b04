"""City bike-lane counters: hourly counts per counter, weather effect, and occupancy of dock stations."""
import numpy as np

COUNTERS = 18
HOURS = 24 * 90


def counts(rng):
    h = np.arange(HOURS)
    commute = np.exp(-((h % 24 - 8) ** 2) / 3) + np.exp(-((h % 24 - 17) ** 2) / 4)
    rain = rng.random(HOURS) < 0.12
    base = rng.uniform(40, 160, COUNTERS)
    lam = base[:, None] * (0.2 + commute[None, :]) * np.where(rain, 0.55, 1.0)[None, :]
    return rng.poisson(lam), rain


def rain_effect(c, rain):
    effect = np.zeros(COUNTERS)
    for k in range(COUNTERS):
        wet = c[k, rain].mean()
        dry = c[k, ~rain].mean()
        effect[k] = 1 - wet / dry
    return effect


def dock_occupancy(rng, n_trips=5000, n_hours=HOURS):
    start = rng.integers(0, n_hours - 3, n_trips)
    duration = rng.integers(1, 4, n_trips)
    busy = np.zeros(n_hours, dtype=int)
    for s, d in zip(start, duration):
        busy[s:s + d] += 1
    return busy


def peak_hours(c):
    peaks = []
    for k in range(c.shape[0]):
        daily = c[k].reshape(-1, 24).mean(axis=0)
        peaks.append(int(np.argmax(daily)))
    return peaks


def main():
    rng = np.random.default_rng(14)
    c, rain = counts(rng)
    eff = rain_effect(c, rain)
    busy = dock_occupancy(rng)
    print("total riders", int(c.sum()))
    print("rain reduces riding by %.1f%%" % (100 * eff.mean()))
    print("peak hours", peak_hours(c)[:8])
    print("bikes out: max %d, mean %.1f" % (busy.max(), busy.mean()))


if __name__ == "__main__":
    main()
