"""Powder X-ray diffraction: background, peak positions, d-spacings and crystallite size over samples."""
import numpy as np

WAVELENGTH = 1.5406


def patterns(n_samples, two_theta, rng):
    out = np.zeros((n_samples, two_theta.size))
    peaks = np.array([28.4, 47.3, 56.1, 69.1, 76.4])
    for s in range(n_samples):
        shift = rng.normal(0, 0.05)
        width = rng.uniform(0.15, 0.35)
        for p in peaks:
            out[s] += rng.uniform(200, 1000) * np.exp(-0.5 * ((two_theta - p - shift) / width) ** 2)
        out[s] += 50 * np.exp(-two_theta / 40.0) + rng.poisson(5, two_theta.size)
    return out


def polynomial_background(two_theta, pattern, mask, deg=3):
    coef = np.polyfit(two_theta[mask], pattern[mask], deg)
    return np.polyval(coef, two_theta)


def subtract_backgrounds(two_theta, pats, mask):
    out = np.empty_like(pats)
    for s in range(pats.shape[0]):
        out[s] = pats[s] - polynomial_background(two_theta, pats[s], mask)
    return out


def d_spacing(two_theta_deg):
    d = np.zeros(len(two_theta_deg))
    for i in range(len(two_theta_deg)):
        theta = np.radians(two_theta_deg[i] / 2)
        d[i] = WAVELENGTH / (2 * np.sin(theta))
    return d


def peak_fwhm(two_theta, pattern, center, window=1.5):
    sel = np.abs(two_theta - center) < window
    x = two_theta[sel]
    y = pattern[sel]
    half = y.max() / 2
    above = x[y >= half]
    return above.max() - above.min()


def scherrer(fwhm_deg, two_theta_deg, k=0.9):
    size = np.zeros(len(fwhm_deg))
    for i in range(len(fwhm_deg)):
        beta = np.radians(fwhm_deg[i])
        theta = np.radians(two_theta_deg[i] / 2)
        size[i] = k * WAVELENGTH / (beta * np.cos(theta))
    return size


def strongest_peaks(two_theta, pats):
    pos = np.zeros(pats.shape[0])
    for s in range(pats.shape[0]):
        pos[s] = two_theta[np.argmax(pats[s])]
    return pos


if __name__ == "__main__":
    rng = np.random.default_rng(5)
    tt = np.linspace(20, 80, 3000)
    pats = patterns(16, tt, rng)
    mask = np.ones(tt.size, dtype=bool)
    for p in [28.4, 47.3, 56.1, 69.1, 76.4]:
        mask &= np.abs(tt - p) > 2.0
    clean = subtract_backgrounds(tt, pats, mask)
    pos = strongest_peaks(tt, clean)
    d = d_spacing(pos)
    fw = np.array([peak_fwhm(tt, clean[s], pos[s]) for s in range(clean.shape[0])])
    size = scherrer(fw, pos)
    print(f"pos={pos.mean():.4f} d={d.mean():.5f} size={size.mean():.3f} resid={clean[:, mask].std():.4f}")
