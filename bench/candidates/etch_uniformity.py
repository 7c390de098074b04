"""Plasma etch: etch depth at 49 sites per wafer, uniformity, radial profile, chamber drift per lot."""
import numpy as np

N_LOTS = 30
WAFERS_PER_LOT = 25
N_SITES = 49
TARGET_NM = 120.0


def site_coordinates():
    xy = np.zeros((N_SITES, 2))
    xy[0] = 0.0
    k = 1
    for ring, (radius, count) in enumerate([(50.0, 8), (100.0, 16), (140.0, 24)]):
        for j in range(count):
            ang = 2 * np.pi * j / count
            xy[k, 0] = radius * np.cos(ang)
            xy[k, 1] = radius * np.sin(ang)
            k += 1
    return xy


def etch_depths(rng, xy):
    r = np.hypot(xy[:, 0], xy[:, 1])
    depth = np.zeros((N_LOTS, WAFERS_PER_LOT, N_SITES))
    for lot in range(N_LOTS):
        drift = 0.15 * lot
        for w in range(WAFERS_PER_LOT):
            bowl = 4.0 * (r / 150.0) ** 2
            depth[lot, w] = TARGET_NM + drift + bowl + rng.normal(0, 0.8, N_SITES)
    return depth


def uniformity(depth):
    nu = np.zeros((N_LOTS, WAFERS_PER_LOT))
    for lot in range(N_LOTS):
        for w in range(WAFERS_PER_LOT):
            d = depth[lot, w]
            nu[lot, w] = (d.max() - d.min()) / (2.0 * d.mean()) * 100.0
    return nu


def radial_profile(depth, xy, n_bins=4):
    r = np.hypot(xy[:, 0], xy[:, 1])
    edges = np.array([0.0, 25.0, 75.0, 120.0, 160.0])
    prof = np.zeros((N_LOTS, n_bins))
    for lot in range(N_LOTS):
        for k in range(n_bins):
            sel = (r >= edges[k]) & (r < edges[k + 1])
            prof[lot, k] = depth[lot][:, sel].mean()
    return prof


def lot_drift(depth):
    means = []
    for lot in range(N_LOTS):
        means.append(float(depth[lot].mean()))
    means = np.array(means)
    slope = np.polyfit(np.arange(N_LOTS), means, 1)[0]
    return means, slope


def out_of_spec(depth, tol=3.0):
    flagged = np.zeros((N_LOTS, WAFERS_PER_LOT), dtype=int)
    for lot in range(N_LOTS):
        for w in range(WAFERS_PER_LOT):
            count = 0
            for s in range(N_SITES):
                if abs(depth[lot, w, s] - TARGET_NM) > tol:
                    count += 1
            flagged[lot, w] = count
    return flagged


def wafer_to_wafer(depth):
    spread = np.zeros(N_LOTS)
    for lot in range(N_LOTS):
        centre = depth[lot, :, 0]
        spread[lot] = np.std(centre)
    return spread


def main():
    rng = np.random.default_rng(302)
    xy = site_coordinates()
    depth = etch_depths(rng, xy)
    nu = uniformity(depth)
    prof = radial_profile(depth, xy)
    means, slope = lot_drift(depth)
    bad = out_of_spec(depth)
    spread = wafer_to_wafer(depth)
    print("xy", np.round(xy[:4], 3))
    print("nu", np.round(nu[:2, :5], 4))
    print("prof", np.round(prof[:3], 4))
    print("drift", np.round(means[:5], 4), round(float(slope), 5))
    print("bad", bad[:2, :8], int(bad.sum()))
    print("spread", np.round(spread[:6], 4))


if __name__ == "__main__":
    main()
