"""Weather station: wind rose, gust factors, degree days, dew point, daily extremes."""
import numpy as np


def station(n_days, rng):
    n = n_days * 144
    direction = (rng.normal(240, 50, n)) % 360
    speed = np.abs(rng.weibull(2.0, n) * 6.0)
    gust = speed * rng.uniform(1.1, 1.8, n)
    hours = np.arange(n) / 6.0
    temp = 12 + 8 * np.sin(2 * np.pi * (hours - 9) / 24) + rng.normal(0, 1.0, n)
    rh = np.clip(70 - 2 * (temp - 12) + rng.normal(0, 5, n), 5, 100)
    return direction, speed, gust, temp, rh


def wind_rose(direction, speed, n_sectors, speed_bins):
    rose = np.zeros((n_sectors, len(speed_bins) - 1))
    width = 360.0 / n_sectors
    for i in range(len(direction)):
        sector = int(((direction[i] + width / 2) % 360) // width)
        for b in range(len(speed_bins) - 1):
            if speed_bins[b] <= speed[i] < speed_bins[b + 1]:
                rose[sector, b] += 1
    return rose / len(direction)


def daily_extremes(temp, per_day):
    n_days = len(temp) // per_day
    tmin = np.zeros(n_days)
    tmax = np.zeros(n_days)
    for d in range(n_days):
        day = temp[d * per_day:(d + 1) * per_day]
        tmin[d] = day.min()
        tmax[d] = day.max()
    return tmin, tmax


def degree_days(tmin, tmax, base):
    hdd = 0.0
    cdd = 0.0
    for d in range(len(tmin)):
        mean = (tmin[d] + tmax[d]) / 2
        if mean < base:
            hdd += base - mean
        else:
            cdd += mean - base
    return hdd, cdd


def dew_point(temp, rh):
    a, b = 17.27, 237.7
    dp = np.zeros(len(temp))
    for i in range(len(temp)):
        g = a * temp[i] / (b + temp[i]) + np.log(rh[i] / 100.0)
        dp[i] = b * g / (a - g)
    return dp


def gust_factor(speed, gust, per_hour):
    n_hours = len(speed) // per_hour
    gf = np.zeros(n_hours)
    for h in range(n_hours):
        s = speed[h * per_hour:(h + 1) * per_hour]
        g = gust[h * per_hour:(h + 1) * per_hour]
        gf[h] = g.max() / s.mean()
    return gf


def vector_mean_direction(direction, speed):
    u = 0.0
    v = 0.0
    for i in range(len(direction)):
        rad = np.deg2rad(direction[i])
        u += -speed[i] * np.sin(rad)
        v += -speed[i] * np.cos(rad)
    return (np.rad2deg(np.arctan2(-u, -v)) + 360) % 360


def calm_fraction(speed, threshold):
    calm = 0
    for s in speed:
        if s < threshold:
            calm += 1
    return calm / len(speed)


def main():
    rng = np.random.default_rng(17)
    direction, speed, gust, temp, rh = station(30, rng)
    rose = wind_rose(direction, speed, 16, np.array([0, 2, 4, 6, 8, 12, 40.0]))
    print("rose", np.round(rose.sum(axis=1), 5))
    tmin, tmax = daily_extremes(temp, 144)
    print("ext", np.round(tmin[:4], 4), np.round(tmax[:4], 4))
    print("dd", np.round(degree_days(tmin, tmax, 15.5), 4))
    print("dew", np.round(dew_point(temp, rh)[:5], 5))
    print("gf", np.round(gust_factor(speed, gust, 6)[:6], 5))
    print("vmd", round(vector_mean_direction(direction, speed), 5))
    print("calm", round(calm_fraction(speed, 0.5), 6))


main()
