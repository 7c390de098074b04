"""Ocean acidification moorings: pH, pCO2 and aragonite saturation, seasonal anomalies."""
import numpy as np

N_MOORINGS = 11
N_DAYS = 730
N_LAGS = 30


def series(rng):
    t = np.arange(N_DAYS)
    ph = np.zeros((N_MOORINGS, N_DAYS))
    temp = np.zeros((N_MOORINGS, N_DAYS))
    for m in range(N_MOORINGS):
        season = np.cos(2 * np.pi * (t - 30 * m) / 365.0)
        temp[m] = 14 + 5 * season + rng.normal(0, 0.4, N_DAYS)
        ph[m] = 8.05 - 0.0001 * t - 0.03 * season + rng.normal(0, 0.01, N_DAYS)
    return ph, temp


def pco2_from_ph(ph, temp):
    pco2 = np.zeros_like(ph)
    for m in range(N_MOORINGS):
        for d in range(N_DAYS):
            k = 10 ** (-6.0 + 0.01 * (temp[m, d] - 15))
            pco2[m, d] = 2000.0 * 10 ** (-(ph[m, d] - 8.0)) * k * 1e6 / 10
    return pco2


def climatology(ph):
    clim = np.zeros((N_MOORINGS, 365))
    for m in range(N_MOORINGS):
        for doy in range(365):
            clim[m, doy] = ph[m, doy::365].mean()
    return clim


def anomalies(ph, clim):
    anom = np.zeros_like(ph)
    for m in range(N_MOORINGS):
        for d in range(N_DAYS):
            anom[m, d] = ph[m, d] - clim[m, d % 365]
    return anom


def autocorrelation(anom):
    acf = np.zeros((N_MOORINGS, N_LAGS))
    for m in range(N_MOORINGS):
        x = anom[m] - anom[m].mean()
        denom = np.dot(x, x)
        for lag in range(N_LAGS):
            acf[m, lag] = np.dot(x[:N_DAYS - lag], x[lag:]) / denom
    return acf


def trend(ph):
    t = np.arange(N_DAYS)
    slopes = np.zeros(N_MOORINGS)
    for m in range(N_MOORINGS):
        slope, _ = np.polyfit(t, ph[m], 1)
        slopes[m] = slope * 365
    return slopes


def corrosive_days(ph, limit=7.95):
    days = np.zeros(N_MOORINGS, dtype=int)
    for m in range(N_MOORINGS):
        for d in range(N_DAYS):
            if ph[m, d] < limit:
                days[m] += 1
    return days


def main():
    rng = np.random.default_rng(65)
    ph, temp = series(rng)
    pco2 = pco2_from_ph(ph, temp)
    clim = climatology(ph)
    anom = anomalies(ph, clim)
    acf = autocorrelation(anom)
    slopes = trend(ph)
    days = corrosive_days(ph)
    print("pco2", np.round(pco2[0, :4], 3))
    print("clim", np.round(clim[1, :4], 5))
    print("anom", np.round(anom[2, :4], 5))
    print("acf", np.round(acf[0, :6], 4))
    print("slopes", np.round(slopes, 6))
    print("days", days)


if __name__ == "__main__":
    main()
