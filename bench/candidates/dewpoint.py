"""Station humidity diagnostics: dew point, heat index and daily extremes."""
import math

import numpy as np


def readings(n_hours, seed=21):
    rng = np.random.default_rng(seed)
    hours = np.arange(n_hours)
    temp = 18 + 8 * np.sin(2 * np.pi * (hours - 9) / 24) + rng.normal(0, 1, n_hours)
    rh = np.clip(70 - 20 * np.sin(2 * np.pi * (hours - 9) / 24) + rng.normal(0, 5, n_hours), 5, 100)
    return temp, rh


def dew_point(temp, rh):
    a, b = 17.27, 237.7
    dp = np.empty(len(temp))
    for i in range(len(temp)):
        gamma = a * temp[i] / (b + temp[i]) + math.log(rh[i] / 100.0)
        dp[i] = b * gamma / (a - gamma)
    return dp


def heat_index(temp, rh):
    hi = np.empty(len(temp))
    for i in range(len(temp)):
        t = temp[i] * 9 / 5 + 32
        if t < 80:
            hi[i] = temp[i]
        else:
            v = -42.379 + 2.049 * t + 10.143 * rh[i] - 0.2248 * t * rh[i]
            hi[i] = (v - 32) * 5 / 9
    return hi


def daily(series):
    days = len(series) // 24
    hi = np.zeros(days)
    lo = np.zeros(days)
    for d in range(days):
        day = series[d * 24 : (d + 1) * 24]
        hi[d] = day.max()
        lo[d] = day.min()
    return hi, lo


def main():
    temp, rh = readings(24 * 30)
    dp = dew_point(temp, rh)
    hi = heat_index(temp, rh)
    tmax, tmin = daily(temp)
    muggy = 0
    for i in range(len(dp)):
        if dp[i] > 16.0:
            muggy += 1
    print("mean dew point %.5f" % dp.mean())
    print("muggy hours", muggy)
    print("heat index max %.5f" % hi.max())
    print("mean range %.5f" % (tmax - tmin).mean())


if __name__ == "__main__":
    main()
