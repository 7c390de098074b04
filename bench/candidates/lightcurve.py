"""Phase folding and binning of a variable star's light curve."""
import numpy as np


def observe(n, period, seed=2):
    rng = np.random.default_rng(seed)
    t = np.sort(rng.uniform(0, 50, n))
    mag = 12.0 + 0.4 * np.sin(2 * np.pi * t / period) + rng.normal(0, 0.03, n)
    err = np.full(n, 0.03)
    return t, mag, err


def fold(t, period, t0=0.0):
    phase = np.empty(len(t))
    for i in range(len(t)):
        phase[i] = ((t[i] - t0) / period) % 1.0
    return phase


def bin_curve(phase, mag, err, nbins):
    sums = np.zeros(nbins)
    wsum = np.zeros(nbins)
    for i in range(len(phase)):
        b = int(phase[i] * nbins)
        w = 1.0 / err[i] ** 2
        sums[b] += w * mag[i]
        wsum[b] += w
    means = np.zeros(nbins)
    for b in range(nbins):
        if wsum[b] > 0:
            means[b] = sums[b] / wsum[b]
        else:
            means[b] = np.nan
    return means


def chi2(mag, err, model):
    total = 0.0
    for i in range(len(mag)):
        total += ((mag[i] - model[i]) / err[i]) ** 2
    return total


def main():
    t, mag, err = observe(3000, 2.7)
    best = None
    for period in np.linspace(2.5, 2.9, 41):
        phase = fold(t, period)
        means = bin_curve(phase, mag, err, 20)
        model = means[(phase * 20).astype(int)]
        c = chi2(mag, err, model)
        if best is None or c < best[0]:
            best = (c, period)
    print("best period %.4f chi2 %.3f" % (best[1], best[0]))
    amp = np.nanmax(means) - np.nanmin(means)
    print("amplitude %.4f" % amp)


if __name__ == "__main__":
    main()
