"""Tidal stream turbine: current speed series, power curve, capacity factor, slack periods."""
import numpy as np

CUT_IN = 0.8
RATED_SPEED = 2.6
RATED_KW = 1500.0


def currents(hours, per_hour, rng):
    t = np.arange(hours * per_hour) / per_hour
    semi = 2.9 * np.sin(2 * np.pi * t / 12.42)
    spring = 1 + 0.25 * np.cos(2 * np.pi * t / (24 * 14.77))
    return np.abs(semi * spring) + rng.normal(0, 0.08, t.size)


def power_curve(speed):
    p = np.zeros(len(speed))
    for i in range(len(speed)):
        s = speed[i]
        if s < CUT_IN:
            p[i] = 0.0
        elif s < RATED_SPEED:
            p[i] = RATED_KW * ((s - CUT_IN) / (RATED_SPEED - CUT_IN)) ** 3
        else:
            p[i] = RATED_KW
    return p


def daily_energy(power, per_day, dt_h):
    days = len(power) // per_day
    e = np.zeros(days)
    for d in range(days):
        e[d] = power[d * per_day:(d + 1) * per_day].sum() * dt_h
    return e


def slack_periods(speed, limit):
    periods = []
    start = None
    for i in range(len(speed)):
        if speed[i] < limit and start is None:
            start = i
        elif speed[i] >= limit and start is not None:
            periods.append((start, i))
            start = None
    return periods


def peak_speed_per_tide(speed, per_tide):
    n = len(speed) // per_tide
    peaks = np.zeros(n)
    where = np.zeros(n, dtype=int)
    for k in range(n):
        seg = speed[k * per_tide:(k + 1) * per_tide]
        peaks[k] = seg.max()
        where[k] = k * per_tide + seg.argmax()
    return peaks, where


def main():
    rng = np.random.default_rng(17)
    per_hour = 6
    speed = currents(24 * 30, per_hour, rng)
    power = power_curve(speed)
    energy = daily_energy(power, 24 * per_hour, 1.0 / per_hour)
    print("energy MWh first week", np.round(energy[:7] / 1000, 2))
    cf = energy.sum() / (RATED_KW * 24 * len(energy))
    print("capacity factor", round(cf, 4))
    slack = slack_periods(speed, CUT_IN)
    print("slack periods", len(slack), "mean length", round(np.mean([b - a for a, b in slack]), 2))
    peaks, where = peak_speed_per_tide(speed, 75)
    print("peak speeds", np.round(peaks[:6], 3), where[:6])


if __name__ == "__main__":
    main()
