"""Wave buoy heave records: per-segment spectra, significant wave height, peak period, exceedance."""
import numpy as np

FS = 2.56
SEG = 1024


def detrend(x):
    t = np.arange(len(x))
    a, b = np.polyfit(t, x, 1)
    return x - (a * t + b)


def segment_spectra(heave):
    n_seg = len(heave) // SEG
    freqs = np.fft.rfftfreq(SEG, d=1 / FS)
    spectra = np.zeros((n_seg, len(freqs)))
    window = np.hanning(SEG)
    for s in range(n_seg):
        seg = detrend(heave[s * SEG:(s + 1) * SEG])
        f = np.fft.rfft(seg * window)
        spectra[s] = np.abs(f) ** 2 / (FS * np.sum(window ** 2))
    return freqs, spectra


def spectral_moments(freqs, spectra, band=(0.04, 0.5)):
    keep = (freqs >= band[0]) & (freqs <= band[1])
    df = freqs[1] - freqs[0]
    m0 = np.zeros(spectra.shape[0])
    m2 = np.zeros(spectra.shape[0])
    for s in range(spectra.shape[0]):
        m0[s] = np.sum(spectra[s, keep]) * df
        m2[s] = np.sum(spectra[s, keep] * freqs[keep] ** 2) * df
    return m0, m2


def peak_periods(freqs, spectra):
    tp = np.zeros(spectra.shape[0])
    for s in range(spectra.shape[0]):
        k = np.argmax(spectra[s, 1:]) + 1
        tp[s] = 1.0 / freqs[k]
    return tp


def exceedance(hs, levels):
    frac = np.zeros(len(levels))
    for j, lev in enumerate(levels):
        frac[j] = np.mean(hs > lev)
    return frac


if __name__ == "__main__":
    rng = np.random.default_rng(5)
    n = SEG * 48
    t = np.arange(n) / FS
    sea = np.zeros(n)
    for comp in range(30):
        f = rng.uniform(0.06, 0.3)
        sea += rng.uniform(0.05, 0.4) * np.sin(2 * np.pi * f * t + rng.uniform(0, 2 * np.pi))
    sea *= 1 + 0.5 * np.sin(2 * np.pi * t / t[-1])
    freqs, spectra = segment_spectra(sea)
    m0, m2 = spectral_moments(freqs, spectra)
    hs = 4 * np.sqrt(m0)
    tz = np.sqrt(m0 / m2)
    print("Hs", np.round(hs[:6], 3))
    print("Tz", np.round(tz[:6], 2))
    print("Tp", np.round(peak_periods(freqs, spectra)[:6], 2))
    print("exceed", exceedance(hs, np.array([0.5, 1.0, 1.5, 2.0])))
