"""Concrete maturity monitoring: temperature-time factor per sensor, equivalent age, strength."""
import numpy as np

DATUM = -10.0
ACTIVATION = 40000.0
R = 8.314


def tt_factor(temps, dt_h):
    n_s, n_t = temps.shape
    m = np.zeros((n_s, n_t))
    for s in range(n_s):
        for t in range(1, n_t):
            m[s, t] = m[s, t - 1] + max(temps[s, t] - DATUM, 0.0) * dt_h
    return m


def equivalent_age(temps, dt_h, t_ref=20.0):
    age = np.zeros(temps.shape[0])
    for s in range(temps.shape[0]):
        for t in range(temps.shape[1]):
            k = np.exp(-ACTIVATION / R * (1 / (273.15 + temps[s, t]) - 1 / (273.15 + t_ref)))
            age[s] += k * dt_h
    return age


def strength(age_h, s_inf=45.0, k=0.01, t0=8.0):
    out = np.zeros(len(age_h))
    for i in range(len(age_h)):
        if age_h[i] > t0:
            out[i] = s_inf * k * (age_h[i] - t0) / (1 + k * (age_h[i] - t0))
    return out


def time_to_strength(m, target_m):
    hours = np.full(m.shape[0], -1)
    for s in range(m.shape[0]):
        for t in range(m.shape[1]):
            if m[s, t] >= target_m:
                hours[s] = t
                break
    return hours


def daily_peaks(temps, per_day):
    n_days = temps.shape[1] // per_day
    peaks = np.zeros((temps.shape[0], n_days))
    for s in range(temps.shape[0]):
        for d in range(n_days):
            peaks[s, d] = temps[s, d * per_day:(d + 1) * per_day].max()
    return peaks


if __name__ == "__main__":
    rng = np.random.default_rng(23)
    n_s, n_t = 16, 24 * 7 * 4
    hours = np.arange(n_t)
    ambient = 12 + 6 * np.sin(2 * np.pi * (hours - 14) / 24)
    hydration = 18 * np.exp(-hours / 30.0) * (1 - np.exp(-hours / 4.0))
    depth = rng.uniform(0.1, 1.0, n_s)
    temps = ambient[None, :] + depth[:, None] * hydration[None, :] + rng.normal(0, 0.3, (n_s, n_t))
    m = tt_factor(temps, 0.25 * 4)
    age = equivalent_age(temps, 1.0)
    print("equivalent age h", np.round(age[:5], 1))
    print("strength MPa", np.round(strength(age), 1)[:5])
    print("hours to 5000", time_to_strength(m, 5000.0)[:8])
    print("daily peak", np.round(daily_peaks(temps, 24)[0, :7], 1))
