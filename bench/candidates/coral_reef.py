"""Coral reef heat stress: degree heating weeks from sea-surface temperature and bleaching alerts."""
import numpy as np


def hotspots(sst, mmm):
    hs = np.zeros_like(sst)
    for i in range(sst.shape[0]):
        for j in range(sst.shape[1]):
            d = sst[i, j] - mmm[j]
            if d > 0:
                hs[i, j] = d
    return hs


def degree_heating_weeks(hs, window=84):
    n_days, n_sites = hs.shape
    dhw = np.zeros_like(hs)
    for t in range(n_days):
        lo = max(0, t - window + 1)
        block = hs[lo:t + 1]
        dhw[t] = np.where(block >= 1.0, block, 0.0).sum(axis=0) / 7.0
    return dhw


def alert_level(dhw):
    levels = np.zeros(dhw.shape, dtype=np.int64)
    levels[dhw >= 4] = 1
    levels[dhw >= 8] = 2
    return levels


def first_alert(levels):
    first = np.full(levels.shape[1], -1)
    for j in range(levels.shape[1]):
        for t in range(levels.shape[0]):
            if levels[t, j] > 0:
                first[j] = t
                break
    return first


def site_anomaly(sst, clim):
    anomalies = []
    for j in range(sst.shape[1]):
        anomalies.append(sst[:, j].mean() - clim[j])
    return np.array(anomalies)


if __name__ == "__main__":
    rng = np.random.default_rng(77)
    days, sites = 365, 12
    mmm = rng.uniform(27.5, 29.5, sites)
    season = 1.8 * np.sin(2 * np.pi * (np.arange(days) - 120) / 365)[:, None]
    sst = mmm[None, :] - 0.5 + season + rng.normal(0, 0.4, (days, sites))
    hs = hotspots(sst, mmm)
    dhw = degree_heating_weeks(hs)
    lv = alert_level(dhw)
    print(first_alert(lv))
    print(np.round(dhw.max(axis=0), 3))
    print(np.round(site_anomaly(sst, mmm), 3))
