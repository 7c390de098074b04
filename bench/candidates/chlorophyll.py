"""Ocean colour: chlorophyll from band ratios per pixel, monthly climatology, bloom detection."""
import numpy as np


def reflectances(n_months, ny, nx, rng):
    blue = rng.uniform(0.002, 0.02, (n_months, ny, nx))
    green = rng.uniform(0.002, 0.01, (n_months, ny, nx))
    return blue, green


def chl_oc3(blue, green, a=(0.2424, -2.7423, 1.8017, 0.0015, -1.2280)):
    chl = np.zeros(blue.shape)
    for m in range(blue.shape[0]):
        for y in range(blue.shape[1]):
            for x in range(blue.shape[2]):
                r = np.log10(blue[m, y, x] / green[m, y, x])
                chl[m, y, x] = 10 ** (a[0] + a[1] * r + a[2] * r ** 2 + a[3] * r ** 3 + a[4] * r ** 4)
    return chl


def climatology(chl, period=12):
    clim = np.zeros((period, chl.shape[1], chl.shape[2]))
    counts = np.zeros(period)
    for m in range(chl.shape[0]):
        clim[m % period] += chl[m]
        counts[m % period] += 1
    for p in range(period):
        clim[p] /= counts[p]
    return clim


def anomalies(chl, clim):
    anom = np.zeros(chl.shape)
    for m in range(chl.shape[0]):
        anom[m] = np.log10(chl[m]) - np.log10(clim[m % clim.shape[0]])
    return anom


def bloom_fraction(anom, thresh=0.25):
    frac = np.zeros(anom.shape[0])
    for m in range(anom.shape[0]):
        count = 0
        for y in range(anom.shape[1]):
            for x in range(anom.shape[2]):
                if anom[m, y, x] > thresh:
                    count += 1
        frac[m] = count / (anom.shape[1] * anom.shape[2])
    return frac


def regional_mean(chl, y0, y1, x0, x1):
    out = np.zeros(chl.shape[0])
    for m in range(chl.shape[0]):
        out[m] = np.nanmean(chl[m, y0:y1, x0:x1])
    return out


if __name__ == "__main__":
    rng = np.random.default_rng(82)
    b, g = reflectances(36, 30, 40, rng)
    chl = chl_oc3(b, g)
    clim = climatology(chl)
    an = anomalies(chl, clim)
    bf = bloom_fraction(an)
    rm = regional_mean(chl, 5, 20, 10, 30)
    print(f"chl={chl.mean():.6f} clim={clim.mean():.6f} anom={an.std():.6f} bloom={bf.sum():.6f} rm={rm.mean():.6f}")
