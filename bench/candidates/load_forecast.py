"""Electric load forecasting: hourly profiles, exponential smoothing and peak detection."""
import numpy as np


def synthetic_load(n_days, rng):
    hours = np.arange(n_days * 24)
    daily = 1.0 + 0.3 * np.sin(2 * np.pi * (hours % 24 - 7) / 24)
    weekly = 1.0 - 0.15 * ((hours // 24) % 7 >= 5)
    return 500.0 * daily * weekly + rng.normal(0.0, 15.0, hours.size)


def hourly_profile(load):
    profile = np.zeros(24)
    counts = np.zeros(24)
    for h in range(len(load)):
        profile[h % 24] += load[h]
        counts[h % 24] += 1
    return profile / counts


def exp_smoothing(x, alpha):
    s = np.empty_like(x)
    s[0] = x[0]
    for t in range(1, len(x)):
        s[t] = alpha * x[t] + (1 - alpha) * s[t - 1]
    return s


def seasonal_naive(load, horizon):
    forecast = np.zeros(horizon)
    for h in range(horizon):
        forecast[h] = load[len(load) - 168 + h % 168]
    return forecast


def daily_peaks(load):
    n_days = len(load) // 24
    peaks = np.zeros(n_days)
    peak_hour = np.zeros(n_days, dtype=int)
    for d in range(n_days):
        day = load[d * 24:(d + 1) * 24]
        peaks[d] = day.max()
        peak_hour[d] = day.argmax()
    return peaks, peak_hour


def mape(actual, forecast):
    err = 0.0
    for a, f in zip(actual, forecast):
        err += abs(a - f) / a
    return 100.0 * err / len(actual)


if __name__ == "__main__":
    rng = np.random.default_rng(21)
    load = synthetic_load(56, rng)
    train, test = load[:-168], load[-168:]
    print("profile", np.round(hourly_profile(train), 1)[:6])
    s = exp_smoothing(train, 0.2)
    print("smoothed tail", np.round(s[-3:], 2))
    fc = seasonal_naive(train, 168)
    print("MAPE %.3f" % mape(test, fc))
    peaks, hours = daily_peaks(load)
    print("mean peak %.2f at hour %d" % (peaks.mean(), np.bincount(hours).argmax()))
