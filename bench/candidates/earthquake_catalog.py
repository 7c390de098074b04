"""Earthquake catalogue statistics: magnitude of completeness, b-value, declustering, rates."""
import numpy as np


def synth_catalog(n, rng):
    t = np.sort(rng.uniform(0, 3650, n))
    mags = 1.0 + rng.exponential(1 / np.log(10), n)
    lat = rng.normal(35, 0.5, n)
    lon = rng.normal(-118, 0.5, n)
    return t, mags, lat, lon


def mag_histogram(mags, dm=0.1):
    edges = np.arange(mags.min(), mags.max() + dm, dm)
    counts = np.zeros(len(edges) - 1)
    for m in mags:
        k = int((m - edges[0]) / dm)
        if k < len(counts):
            counts[k] += 1
    return edges, counts


def completeness(edges, counts):
    return edges[int(np.argmax(counts))]


def b_value(mags, mc, dm=0.1):
    above = mags[mags >= mc]
    return np.log10(np.e) / (above.mean() - (mc - dm / 2))


def epicentral_km(lat1, lon1, lat2, lon2):
    r = 6371.0
    p1, p2 = np.radians(lat1), np.radians(lat2)
    dp = p2 - p1
    dl = np.radians(lon2 - lon1)
    a = np.sin(dp / 2) ** 2 + np.cos(p1) * np.cos(p2) * np.sin(dl / 2) ** 2
    return 2 * r * np.arcsin(np.sqrt(a))


def decluster(t, mags, lat, lon):
    keep = np.ones(len(t), dtype=bool)
    for i in range(len(t)):
        if not keep[i]:
            continue
        win_t = 10 ** (0.032 * mags[i] + 2.7389) if mags[i] >= 6.5 else 10 ** (0.5409 * mags[i] - 0.547)
        win_d = 10 ** (0.1238 * mags[i] + 0.983)
        j = i + 1
        while j < len(t) and t[j] - t[i] <= win_t:
            if mags[j] < mags[i] and epicentral_km(lat[i], lon[i], lat[j], lon[j]) <= win_d:
                keep[j] = False
            j += 1
    return keep


def yearly_rates(t, keep, n_years):
    rates = np.zeros(n_years)
    for i in range(len(t)):
        if keep[i]:
            rates[int(t[i] // 365)] += 1
    return rates


if __name__ == "__main__":
    rng = np.random.default_rng(14)
    t, mags, lat, lon = synth_catalog(3000, rng)
    edges, counts = mag_histogram(mags)
    mc = completeness(edges, counts)
    b = b_value(mags, mc)
    keep = decluster(t, mags, lat, lon)
    rates = yearly_rates(t, keep, 10)
    print(f"mc={mc:.3f} b={b:.4f} kept={keep.sum()}")
    print("rates", rates)
