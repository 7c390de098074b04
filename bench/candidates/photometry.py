"""Aperture photometry of stars on a synthetic CCD frame with sky annulus subtraction."""
import numpy as np


def frame_with_stars(shape, stars, sky, rng, fwhm=3.0):
    sigma = fwhm / 2.355
    yy, xx = np.indices(shape)
    img = np.full(shape, sky, dtype=float)
    for y, x, flux in stars:
        img += flux / (2 * np.pi * sigma ** 2) * np.exp(-((yy - y) ** 2 + (xx - x) ** 2) / (2 * sigma ** 2))
    return rng.poisson(img).astype(float)


def aperture_sum(img, y, x, r):
    total = 0.0
    npix = 0
    for i in range(int(y - r), int(y + r) + 1):
        for j in range(int(x - r), int(x + r) + 1):
            if (i - y) ** 2 + (j - x) ** 2 <= r ** 2:
                total += img[i, j]
                npix += 1
    return total, npix


def sky_level(img, y, x, r_in, r_out):
    yy, xx = np.indices(img.shape)
    d2 = (yy - y) ** 2 + (xx - x) ** 2
    ring = img[(d2 >= r_in ** 2) & (d2 <= r_out ** 2)]
    return np.median(ring)


def photometry(img, positions, r=4.0):
    mags = []
    for y, x in positions:
        total, npix = aperture_sum(img, y, x, r)
        sky = sky_level(img, y, x, r + 3, r + 8)
        flux = total - npix * sky
        mags.append(-2.5 * np.log10(flux) if flux > 0 else np.nan)
    return np.array(mags)


def zero_point(mags, catalogue):
    diffs = []
    for m, c in zip(mags, catalogue):
        if np.isfinite(m):
            diffs.append(c - m)
    return float(np.median(diffs))


def main():
    rng = np.random.default_rng(14)
    stars = [(20.3, 25.1, 5000.0), (40.7, 60.2, 12000.0), (70.1, 30.8, 2500.0), (80.5, 80.5, 800.0)]
    img = frame_with_stars((100, 100), stars, 30.0, rng)
    mags = photometry(img, [(s[0], s[1]) for s in stars])
    cat = -2.5 * np.log10([s[2] for s in stars]) + 25.0
    print(np.round(mags, 4), f"{zero_point(mags, cat):.4f}")


if __name__ == "__main__":
    main()
