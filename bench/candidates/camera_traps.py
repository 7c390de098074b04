"""Wildlife camera traps: detections per station and night, naive occupancy, activity overlap."""
import numpy as np

N_STATIONS = 60
N_NIGHTS = 90
N_SPECIES = 7
N_BINS = 24


def detections(rng):
    occ = rng.uniform(0.1, 0.7, N_SPECIES)
    present = rng.random((N_STATIONS, N_SPECIES)) < occ
    det = np.zeros((N_STATIONS, N_NIGHTS, N_SPECIES), dtype=int)
    for s in range(N_STATIONS):
        for k in range(N_SPECIES):
            if present[s, k]:
                det[s, :, k] = rng.poisson(0.3 + 0.1 * k, N_NIGHTS)
    hours = rng.integers(0, 24, (N_SPECIES, 400))
    return det, hours


def naive_occupancy(det):
    occ = np.zeros(N_SPECIES)
    for k in range(N_SPECIES):
        seen = 0
        for s in range(N_STATIONS):
            if det[s, :, k].sum() > 0:
                seen += 1
        occ[k] = seen / N_STATIONS
    return occ


def trap_rate(det):
    rate = np.zeros((N_STATIONS, N_SPECIES))
    for s in range(N_STATIONS):
        for k in range(N_SPECIES):
            rate[s, k] = 100.0 * det[s, :, k].sum() / N_NIGHTS
    return rate


def activity_histograms(hours):
    hist = np.zeros((N_SPECIES, N_BINS))
    for k in range(N_SPECIES):
        counts = np.bincount(hours[k], minlength=N_BINS)
        hist[k] = counts / counts.sum()
    return hist


def overlap(hist):
    ov = np.zeros((N_SPECIES, N_SPECIES))
    for a in range(N_SPECIES):
        for b in range(N_SPECIES):
            ov[a, b] = np.minimum(hist[a], hist[b]).sum()
    return ov


def latency_to_first(det):
    first = np.full((N_STATIONS, N_SPECIES), -1)
    for s in range(N_STATIONS):
        for k in range(N_SPECIES):
            nights = np.nonzero(det[s, :, k])[0]
            if nights.size:
                first[s, k] = nights[0]
    return first


def richness(det):
    rich = np.zeros(N_STATIONS, dtype=int)
    for s in range(N_STATIONS):
        rich[s] = np.count_nonzero(det[s].sum(axis=0))
    return rich


def main():
    rng = np.random.default_rng(63)
    det, hours = detections(rng)
    occ = naive_occupancy(det)
    rate = trap_rate(det)
    hist = activity_histograms(hours)
    ov = overlap(hist)
    first = latency_to_first(det)
    rich = richness(det)
    print("occ", np.round(occ, 3))
    print("rate", np.round(rate[0], 3))
    print("hist", np.round(hist[1, :6], 4))
    print("ov", np.round(ov[0], 4))
    print("first", first[:3])
    print("rich", rich[:10])


if __name__ == "__main__":
    main()
