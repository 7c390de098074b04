"""Glacier surface mass balance on an elevation grid: PDD melt, accumulation, ELA and AAR."""
import numpy as np


def dem(ny, nx, rng):
    yy, xx = np.mgrid[0:ny, 0:nx]
    z = 3800 - 6.0 * yy + 80 * np.sin(xx / 9.0) + rng.normal(0, 5, (ny, nx))
    return z


def daily_temps(z, t_station, z_station, lapse=-0.0065):
    temps = np.zeros((len(t_station),) + z.shape)
    for d in range(len(t_station)):
        temps[d] = t_station[d] + lapse * (z - z_station)
    return temps


def positive_degree_days(temps):
    pdd = np.zeros(temps.shape[1:])
    for d in range(temps.shape[0]):
        pdd += np.maximum(temps[d], 0.0)
    return pdd


def accumulation(temps, precip, t_thresh=1.0):
    acc = np.zeros(temps.shape[1:])
    for d in range(temps.shape[0]):
        snow = temps[d] < t_thresh
        acc[snow] += precip[d]
    return acc


def balance_by_band(balance, z, edges):
    out = np.zeros(len(edges) - 1)
    for k in range(len(edges) - 1):
        sel = (z >= edges[k]) & (z < edges[k + 1])
        out[k] = balance[sel].mean() if np.any(sel) else np.nan
    return out


def equilibrium_line(bands, edges):
    mids = 0.5 * (edges[:-1] + edges[1:])
    for k in range(len(bands) - 1):
        if bands[k] < 0 <= bands[k + 1]:
            f = -bands[k] / (bands[k + 1] - bands[k])
            return mids[k] + f * (mids[k + 1] - mids[k])
    return np.nan


if __name__ == "__main__":
    rng = np.random.default_rng(31)
    z = dem(120, 90, rng)
    days = np.arange(365)
    t_station = -2 + 10 * np.sin(2 * np.pi * (days - 110) / 365) + rng.normal(0, 2, 365)
    precip = rng.gamma(0.5, 8.0, 365) * (rng.random(365) < 0.45) / 1000.0
    temps = daily_temps(z, t_station, 3000.0)
    pdd = positive_degree_days(temps)
    acc = accumulation(temps, precip)
    bal = acc - 0.004 * pdd
    edges = np.arange(3000, 3900, 50)
    bands = balance_by_band(bal, z, edges)
    ela = equilibrium_line(bands, edges)
    print(f"pdd max={pdd.max():.3f} acc max={acc.max():.4f} ela={ela:.3f} aar={np.mean(bal > 0):.4f}")
    print("bands", np.round(bands, 3))
