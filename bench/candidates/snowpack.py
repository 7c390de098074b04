"""Snowpack degree-day model over an elevation-banded basin, with melt runoff and SWE stats."""
import numpy as np


def lapse_temperatures(t_base, elev_bands, base_elev, lapse=-0.0065):
    temps = np.zeros((len(elev_bands), len(t_base)))
    for b in range(len(elev_bands)):
        for d in range(len(t_base)):
            temps[b, d] = t_base[d] + lapse * (elev_bands[b] - base_elev)
    return temps


def partition_precip(precip, temps, t_snow=0.0, t_rain=2.0):
    snow = np.zeros_like(temps)
    rain = np.zeros_like(temps)
    for b in range(temps.shape[0]):
        for d in range(temps.shape[1]):
            t = temps[b, d]
            if t <= t_snow:
                frac = 1.0
            elif t >= t_rain:
                frac = 0.0
            else:
                frac = (t_rain - t) / (t_rain - t_snow)
            snow[b, d] = precip[d] * frac
            rain[b, d] = precip[d] * (1 - frac)
    return snow, rain


def degree_day(snow, temps, ddf=3.5):
    swe = np.zeros_like(snow)
    melt = np.zeros_like(snow)
    for b in range(snow.shape[0]):
        store = 0.0
        for d in range(snow.shape[1]):
            store += snow[b, d]
            pot = max(0.0, ddf * temps[b, d])
            m = min(store, pot)
            store -= m
            melt[b, d] = m
            swe[b, d] = store
    return swe, melt


def basin_runoff(melt, rain, areas):
    q = np.zeros(melt.shape[1])
    for d in range(melt.shape[1]):
        q[d] = np.sum((melt[:, d] + rain[:, d]) * areas) / np.sum(areas)
    return q


def peak_swe_dates(swe):
    dates = np.zeros(swe.shape[0], dtype=int)
    for b in range(swe.shape[0]):
        dates[b] = int(np.argmax(swe[b]))
    return dates


if __name__ == "__main__":
    rng = np.random.default_rng(21)
    days = 365
    t_base = 5 - 12 * np.cos(2 * np.pi * (np.arange(days) - 15) / 365) + rng.normal(0, 3, days)
    precip = rng.gamma(0.6, 6.0, days) * (rng.random(days) < 0.4)
    bands = np.linspace(1200, 3600, 13)
    temps = lapse_temperatures(t_base, bands, 1000.0)
    snow, rain = partition_precip(precip, temps)
    swe, melt = degree_day(snow, temps)
    areas = np.linspace(40, 10, len(bands))
    q = basin_runoff(melt, rain, areas)
    print("peak swe", np.round(swe.max(axis=1), 2))
    print("peak dates", peak_swe_dates(swe))
    print(f"annual runoff={q.sum():.3f} max={q.max():.4f}")
