"""Vineyard frost protection: hourly canopy temperatures, frost hours, degree-hours, fan triggers."""
import numpy as np


def hourly_temps(blocks, hours, rng):
    h = np.arange(hours)
    diurnal = 6 * np.cos(2 * np.pi * (h - 15) / 24)
    temps = np.zeros((blocks, hours))
    for b in range(blocks):
        temps[b] = 3.0 - 0.4 * b + diurnal + rng.normal(0, 0.7, hours)
    return temps


def frost_hours(t, limit):
    n = 0
    for v in t:
        if v < limit:
            n += 1
    return n


def degree_hours_below(t, base):
    total = 0.0
    for h in range(len(t)):
        if t[h] < base:
            total += base - t[h]
    return total


def fan_schedule(t, on_at, off_at):
    on = np.zeros(len(t), dtype=bool)
    running = False
    for h in range(len(t)):
        if not running and t[h] <= on_at:
            running = True
        elif running and t[h] >= off_at:
            running = False
        on[h] = running
    return on


def nightly_minimum(t, per_night):
    nights = len(t) // per_night
    mins = np.zeros(nights)
    for n in range(nights):
        mins[n] = t[n * per_night:(n + 1) * per_night].min()
    return mins


def block_risk(temps, limit):
    risk = np.zeros(temps.shape[0])
    for b in range(temps.shape[0]):
        risk[b] = np.mean(temps[b] < limit)
    return risk


def main():
    rng = np.random.default_rng(5)
    temps = hourly_temps(5, 24 * 14, rng)
    for b in range(temps.shape[0]):
        print(f"block {b}: frost h {frost_hours(temps[b], 0.0)}, "
              f"degree h {degree_hours_below(temps[b], 0.0):.2f}, "
              f"fan h {int(fan_schedule(temps[b], 0.5, 2.0).sum())}")
    print("nightly minima block 4", np.round(nightly_minimum(temps[4], 24), 2))
    print("risk", np.round(block_risk(temps, -1.0), 3))


if __name__ == "__main__":
    main()
