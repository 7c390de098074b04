"""Textile dye house: reflectance spectra per lot, colour difference to standard, shade sorting."""
import numpy as np

N_LOTS = 150
N_WAVES = 31
N_PANELS = 5


def spectra(rng):
    wl = np.linspace(400, 700, N_WAVES)
    standard = 0.2 + 0.5 / (1 + np.exp(-(wl - 560) / 25.0))
    lots = np.zeros((N_LOTS, N_PANELS, N_WAVES))
    for i in range(N_LOTS):
        drift = rng.normal(0, 0.02)
        for j in range(N_PANELS):
            lots[i, j] = standard + drift + rng.normal(0, 0.005, N_WAVES)
    cmf = np.stack([np.exp(-((wl - c) / 40.0) ** 2) for c in (600, 550, 450)])
    return wl, standard, lots, cmf


def tristimulus(lots, cmf):
    xyz = np.zeros((N_LOTS, N_PANELS, 3))
    for i in range(N_LOTS):
        for j in range(N_PANELS):
            for c in range(3):
                xyz[i, j, c] = np.sum(lots[i, j] * cmf[c])
    return xyz


def to_lab(xyz, white):
    lab = np.zeros_like(xyz)
    for i in range(N_LOTS):
        for j in range(N_PANELS):
            f = np.cbrt(xyz[i, j] / white)
            lab[i, j, 0] = 116 * f[1] - 16
            lab[i, j, 1] = 500 * (f[0] - f[1])
            lab[i, j, 2] = 200 * (f[1] - f[2])
    return lab


def delta_e(lab, ref):
    de = np.zeros((N_LOTS, N_PANELS))
    for i in range(N_LOTS):
        for j in range(N_PANELS):
            de[i, j] = np.sqrt(np.sum((lab[i, j] - ref) ** 2))
    return de


def panel_uniformity(de):
    spread = np.zeros(N_LOTS)
    for i in range(N_LOTS):
        spread[i] = de[i].max() - de[i].min()
    return spread


def shade_bins(lab, ref, step=0.5):
    bins = np.zeros(N_LOTS, dtype=int)
    for i in range(N_LOTS):
        dl = lab[i, :, 0].mean() - ref[0]
        bins[i] = int(np.floor(dl / step))
    return bins


def reject_lots(de, limit=1.0):
    rejected = []
    for i in range(N_LOTS):
        if np.mean(de[i]) > limit:
            rejected.append(i)
    return rejected


def main():
    rng = np.random.default_rng(67)
    wl, standard, lots, cmf = spectra(rng)
    xyz = tristimulus(lots, cmf)
    white = cmf.sum(axis=1)
    lab = to_lab(xyz, white)
    ref = to_lab(np.broadcast_to(cmf @ standard, (N_LOTS, N_PANELS, 3)).copy(), white)[0, 0]
    de = delta_e(lab, ref)
    spread = panel_uniformity(de)
    bins = shade_bins(lab, ref)
    rejected = reject_lots(de)
    print("xyz", np.round(xyz[0, 0], 4))
    print("lab", np.round(lab[1, 2], 4))
    print("de", np.round(de[0], 4))
    print("spread", np.round(spread[:5], 4))
    print("bins", bins[:12])
    print("rejected", len(rejected), rejected[:5])


if __name__ == "__main__":
    main()
