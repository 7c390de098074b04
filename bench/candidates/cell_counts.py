"""Microscopy: cell masks per well, areas, intensity statistics and a viability call per well."""
import numpy as np


def wells(n_wells, size, rng):
    imgs = rng.normal(100, 12, (n_wells, size, size))
    for w in range(n_wells):
        n_cells = rng.integers(5, 25)
        for _ in range(n_cells):
            cy, cx = rng.integers(4, size - 4, 2)
            imgs[w, cy - 3:cy + 4, cx - 3:cx + 4] += rng.uniform(60, 140)
    return imgs


def masks(imgs, k=2.5):
    m = np.zeros(imgs.shape, dtype=bool)
    for w in range(imgs.shape[0]):
        bg = np.median(imgs[w])
        sd = np.std(imgs[w])
        m[w] = imgs[w] > bg + k * sd
    return m


def area_fraction(m):
    frac = np.zeros(m.shape[0])
    for w in range(m.shape[0]):
        frac[w] = m[w].sum() / m[w].size
    return frac


def mean_intensity(imgs, m):
    out = np.zeros(imgs.shape[0])
    for w in range(imgs.shape[0]):
        vals = imgs[w][m[w]]
        out[w] = vals.mean() if vals.size else 0.0
    return out


def row_profiles(imgs):
    prof = np.zeros((imgs.shape[0], imgs.shape[1]))
    for w in range(imgs.shape[0]):
        for r in range(imgs.shape[1]):
            prof[w, r] = imgs[w, r, :].max() - imgs[w, r, :].min()
    return prof


def viable(frac, inten, fmin=0.01, imin=180.0):
    calls = []
    for w in range(len(frac)):
        if frac[w] > fmin and inten[w] > imin:
            calls.append(1)
        else:
            calls.append(0)
    return np.array(calls)


if __name__ == "__main__":
    rng = np.random.default_rng(83)
    im = wells(48, 64, rng)
    m = masks(im)
    fr = area_fraction(m)
    mi = mean_intensity(im, m)
    rp = row_profiles(im)
    v = viable(fr, mi)
    print(f"frac={fr.mean():.6f} inten={mi.mean():.5f} prof={rp.mean():.5f} viable={v.sum()}")
