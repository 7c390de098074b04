"""Mass spectrometry: baseline removal, centroiding and isotope envelopes over a batch of scans."""
import numpy as np


def simulate_scans(n_scans, n_points, rng):
    mz = np.linspace(100.0, 1100.0, n_points)
    scans = np.zeros((n_scans, n_points))
    centers = rng.uniform(150, 1050, 40)
    for s in range(n_scans):
        inten = rng.gamma(2.0, 50.0, centers.size)
        for c, a in zip(centers, inten):
            scans[s] += a * np.exp(-0.5 * ((mz - c) / 0.08) ** 2)
        scans[s] += 5.0 + 0.002 * mz + rng.normal(0, 1.0, n_points)
    return mz, scans


def rolling_min_baseline(scan, half):
    n = scan.size
    base = np.empty(n)
    for i in range(n):
        lo = max(0, i - half)
        hi = min(n, i + half + 1)
        base[i] = scan[lo:hi].min()
    return base


def total_ion_current(scans):
    tic = np.zeros(scans.shape[0])
    for s in range(scans.shape[0]):
        tic[s] = np.sum(scans[s])
    return tic


def normalise(scans, tic):
    out = np.empty_like(scans)
    for s in range(scans.shape[0]):
        out[s] = scans[s] / tic[s] * 1e6
    return out


def centroid_peaks(mz, scan, thresh):
    peaks = []
    for i in range(1, scan.size - 1):
        if scan[i] > thresh and scan[i] >= scan[i - 1] and scan[i] > scan[i + 1]:
            w = scan[i - 1:i + 2]
            peaks.append((np.sum(mz[i - 1:i + 2] * w) / np.sum(w), scan[i]))
    return peaks


def binned_spectrum(mz, scan, edges):
    counts = np.zeros(len(edges) - 1)
    idx = np.searchsorted(edges, mz) - 1
    for j in range(mz.size):
        if 0 <= idx[j] < counts.size:
            counts[idx[j]] += scan[j]
    return counts


def signal_to_noise(scans, noise_mask):
    snr = np.zeros(scans.shape[0])
    for s in range(scans.shape[0]):
        noise = np.std(scans[s][noise_mask])
        snr[s] = np.max(scans[s]) / noise
    return snr


if __name__ == "__main__":
    rng = np.random.default_rng(8)
    mz, scans = simulate_scans(24, 4000, rng)
    base = rolling_min_baseline(scans[0], 25)
    tic = total_ion_current(scans)
    norm = normalise(scans, tic)
    peaks = centroid_peaks(mz, scans[0] - base, 40.0)
    edges = np.arange(100.0, 1101.0, 10.0)
    binned = binned_spectrum(mz, norm[3], edges)
    snr = signal_to_noise(scans, mz > 1080)
    print(f"base={base.mean():.4f} tic={tic.sum():.2f} peaks={len(peaks)} top={max(p[1] for p in peaks):.3f}")
    print(f"binned={binned.max():.4f} snr={np.median(snr):.4f}")
