"""Monthly climate grids: anomalies against a climatology and regional extremes."""
import numpy as np

MONTHS, LAT, LON = 120, 90, 180


def climatology(temps):
    clim = np.zeros((12, temps.shape[1], temps.shape[2]))
    for m in range(12):
        clim[m] = temps[m::12].mean(axis=0)
    return clim


def anomalies(temps, clim):
    out = np.empty_like(temps)
    for t in range(temps.shape[0]):
        out[t] = temps[t] - clim[t % 12]
    return out


def monthly_extremes(anom):
    hottest = np.zeros(anom.shape[0])
    coldest = np.zeros(anom.shape[0])
    for t in range(anom.shape[0]):
        hottest[t] = anom[t].max()
        coldest[t] = anom[t].min()
    return hottest, coldest


def global_mean(anom, weights):
    series = []
    for field in anom:
        series.append(float(np.sum(field * weights) / np.sum(weights)))
    return series


def main(seed=8):
    rng = np.random.default_rng(seed)
    temps = 15 + rng.normal(size=(MONTHS, LAT, LON))
    lat = np.linspace(-89, 89, LAT)
    weights = np.cos(np.deg2rad(lat))[:, None] * np.ones((LAT, LON))
    clim = climatology(temps)
    anom = anomalies(temps, clim)
    hot, cold = monthly_extremes(anom)
    gm = global_mean(anom, weights)
    print(round(float(hot.sum()), 6), round(float(cold.sum()), 6), round(sum(gm), 9))


if __name__ == "__main__":
    main()
