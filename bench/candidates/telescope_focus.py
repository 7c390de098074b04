"""Autofocus run: star cutouts at several focuser positions, FWHM per star, V-curve fit."""
import numpy as np

N_POS = 15
N_STARS = 30
BOX = 21


def render_cutouts(rng):
    positions = np.linspace(-700, 700, N_POS)
    yy, xx = np.mgrid[0:BOX, 0:BOX]
    cut = np.zeros((N_POS, N_STARS, BOX, BOX))
    for p in range(N_POS):
        sigma = 1.2 + abs(positions[p]) / 250.0
        for s in range(N_STARS):
            cx = 10 + rng.uniform(-0.5, 0.5)
            cy = 10 + rng.uniform(-0.5, 0.5)
            flux = rng.uniform(2e3, 2e4)
            star = flux * np.exp(-((xx - cx) ** 2 + (yy - cy) ** 2) / (2 * sigma ** 2))
            cut[p, s] = star + rng.normal(100.0, 3.0, (BOX, BOX))
    return positions, cut


def background(cutout):
    edge = np.concatenate([cutout[0, :], cutout[-1, :], cutout[:, 0], cutout[:, -1]])
    return np.median(edge)


def second_moment_fwhm(cut):
    yy, xx = np.mgrid[0:BOX, 0:BOX]
    fwhm = np.zeros((N_POS, N_STARS))
    for p in range(N_POS):
        for s in range(N_STARS):
            img = cut[p, s] - background(cut[p, s])
            img[img < 0] = 0.0
            total = img.sum()
            mx = (img * xx).sum() / total
            my = (img * yy).sum() / total
            var = (img * ((xx - mx) ** 2 + (yy - my) ** 2)).sum() / total / 2.0
            fwhm[p, s] = 2.3548 * np.sqrt(var)
    return fwhm


def reject_outliers(fwhm):
    med = np.zeros(N_POS)
    for p in range(N_POS):
        row = fwhm[p]
        m = np.median(row)
        mad = np.median(np.abs(row - m))
        keep = []
        for v in row:
            if abs(v - m) < 3 * 1.4826 * mad:
                keep.append(v)
        med[p] = np.mean(keep)
    return med


def fit_v_curve(positions, hfd):
    left = positions < 0
    right = positions > 0
    a1, b1 = np.polyfit(positions[left], hfd[left], 1)
    a2, b2 = np.polyfit(positions[right], hfd[right], 1)
    return (b2 - b1) / (a1 - a2)


def peak_snr(cut):
    snr = np.zeros(N_POS)
    for p in range(N_POS):
        vals = []
        for s in range(N_STARS):
            bg = background(cut[p, s])
            vals.append((cut[p, s].max() - bg) / 3.0)
        snr[p] = np.mean(vals)
    return snr


def main():
    rng = np.random.default_rng(3)
    positions, cut = render_cutouts(rng)
    fwhm = second_moment_fwhm(cut)
    med = reject_outliers(fwhm)
    best = fit_v_curve(positions, med)
    snr = peak_snr(cut)
    print("fwhm", np.round(med, 4))
    print("best focus", round(float(best), 3))
    print("snr", np.round(snr[:5], 3))


if __name__ == "__main__":
    main()
