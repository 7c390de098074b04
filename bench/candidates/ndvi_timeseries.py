"""Satellite NDVI time series: cloud masking, max-value composites, per-pixel trends."""
import numpy as np


def scenes(n_dates, h, w, rng):
    red = rng.uniform(0.02, 0.2, (n_dates, h, w))
    nir = rng.uniform(0.2, 0.6, (n_dates, h, w))
    clouds = rng.random((n_dates, h, w)) < 0.15
    red[clouds] = 0.5
    nir[clouds] = 0.5
    return red, nir, clouds


def ndvi_stack(red, nir):
    out = np.zeros(red.shape)
    for t in range(red.shape[0]):
        out[t] = (nir[t] - red[t]) / (nir[t] + red[t])
    return out


def masked(ndvi, clouds):
    out = ndvi.copy()
    for t in range(ndvi.shape[0]):
        for i in range(ndvi.shape[1]):
            for j in range(ndvi.shape[2]):
                if clouds[t, i, j]:
                    out[t, i, j] = np.nan
    return out


def monthly_composites(ndvi, dates_per_month):
    n_months = ndvi.shape[0] // dates_per_month
    comp = np.zeros((n_months,) + ndvi.shape[1:])
    for m in range(n_months):
        chunk = ndvi[m * dates_per_month:(m + 1) * dates_per_month]
        comp[m] = np.nanmax(chunk, axis=0)
    return comp


def pixel_trend(comp):
    n = comp.shape[0]
    t = np.arange(n, dtype=float)
    slope = np.zeros(comp.shape[1:])
    for i in range(comp.shape[1]):
        for j in range(comp.shape[2]):
            y = comp[:, i, j]
            slope[i, j] = np.sum((t - t.mean()) * (y - y.mean())) / np.sum((t - t.mean()) ** 2)
    return slope


if __name__ == "__main__":
    rng = np.random.default_rng(14)
    red, nir, clouds = scenes(36, 20, 24, rng)
    ndvi = masked(ndvi_stack(red, nir), clouds)
    comp = monthly_composites(ndvi, 3)
    print("composite mean %.4f" % np.nanmean(comp))
    trend = pixel_trend(comp)
    print("trend range %.5f %.5f" % (trend.min(), trend.max()))
