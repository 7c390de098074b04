"""Ship voyage logs: leg distances, speed-power fit, fuel per leg, weather penalty, CII."""
import numpy as np

EARTH_NM = 3440.065


def track(n, rng):
    lat = np.cumsum(rng.normal(0.02, 0.01, n)) + 35.0
    lon = np.cumsum(rng.normal(0.05, 0.01, n)) - 10.0
    speed = np.clip(rng.normal(13.5, 1.2, n), 8, 18)
    wave = np.abs(rng.normal(1.5, 0.8, n))
    return lat, lon, speed, wave


def leg_distances(lat, lon):
    d = np.zeros(len(lat) - 1)
    for i in range(len(lat) - 1):
        p1, p2 = np.radians(lat[i]), np.radians(lat[i + 1])
        dl = np.radians(lon[i + 1] - lon[i])
        a = np.sin((p2 - p1) / 2) ** 2 + np.cos(p1) * np.cos(p2) * np.sin(dl / 2) ** 2
        d[i] = 2 * EARTH_NM * np.arcsin(np.sqrt(a))
    return d


def power_demand(speed, wave, k, added):
    power = np.empty(len(speed))
    for i in range(len(speed)):
        calm = k * speed[i] ** 3
        if wave[i] > 2.5:
            power[i] = calm * (1 + added * (wave[i] - 2.5))
        else:
            power[i] = calm
    return power


def fuel_per_leg(power, hours, sfoc):
    fuel = np.zeros(len(hours))
    for i in range(len(hours)):
        fuel[i] = power[i] * hours[i] * sfoc / 1e6
    return fuel


def cumulative(x):
    out = np.zeros(len(x))
    total = 0.0
    for i in range(len(x)):
        total += x[i]
        out[i] = total
    return out


def daily_blocks(x, per_day):
    days = len(x) // per_day
    res = np.zeros(days)
    for d in range(days):
        res[d] = x[d * per_day:(d + 1) * per_day].sum()
    return res


def main():
    rng = np.random.default_rng(11)
    lat, lon, speed, wave = track(481, rng)
    dist = leg_distances(lat, lon)
    hours = dist / speed[:-1]
    power = power_demand(speed[:-1], wave[:-1], 2.1, 0.12)
    fuel = fuel_per_leg(power, hours, 175.0)
    co2 = 3.114 * fuel
    print("distance nm", round(dist.sum(), 1), "fuel t", round(fuel.sum(), 2))
    cum = cumulative(co2)
    print("co2 halfway", round(cum[len(cum) // 2], 2), "total", round(cum[-1], 2))
    print("daily fuel", np.round(daily_blocks(fuel, 24), 3))
    cii = co2.sum() * 1e6 / (52000 * dist.sum())
    print("CII", round(cii, 3))


if __name__ == "__main__":
    main()
