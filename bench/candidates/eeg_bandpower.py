"""EEG band power per channel and epoch, with artifact rejection."""
import numpy as np

BANDS = {"delta": (1, 4), "theta": (4, 8), "alpha": (8, 13), "beta": (13, 30)}


def make_recording(n_channels, n_samples, fs, rng):
    t = np.arange(n_samples) / fs
    data = rng.normal(0.0, 1.0, (n_channels, n_samples))
    for ch in range(n_channels):
        data[ch] += 2.0 * np.sin(2 * np.pi * (8 + ch) * t)
    data[2, 1000:1100] += 40.0
    return data


def epochs(data, fs, seconds):
    width = int(fs * seconds)
    n = data.shape[1] // width
    out = []
    for k in range(n):
        out.append(data[:, k * width:(k + 1) * width])
    return np.array(out)


def reject(ep, threshold):
    keep = []
    for k in range(ep.shape[0]):
        if np.abs(ep[k]).max() < threshold:
            keep.append(k)
    return ep[keep]


def band_power(ep, fs):
    n = ep.shape[-1]
    freqs = np.fft.rfftfreq(n, 1.0 / fs)
    window = np.hanning(n)
    result = {}
    for name, (lo, hi) in BANDS.items():
        sel = (freqs >= lo) & (freqs < hi)
        power = np.zeros(ep.shape[:2])
        for k in range(ep.shape[0]):
            for ch in range(ep.shape[1]):
                spec = np.abs(np.fft.rfft(ep[k, ch] * window)) ** 2
                power[k, ch] = spec[sel].sum()
        result[name] = power.mean(axis=0)
    return result


def relative_alpha(result):
    total = sum(result.values())
    rel = np.zeros_like(total)
    for ch in range(len(total)):
        rel[ch] = result["alpha"][ch] / total[ch]
    return rel


if __name__ == "__main__":
    rng = np.random.default_rng(11)
    fs = 256.0
    data = make_recording(6, 256 * 40, fs, rng)
    ep = reject(epochs(data, fs, 2.0), 25.0)
    print("epochs kept", ep.shape[0])
    result = band_power(ep, fs)
    for name, p in result.items():
        print(name, np.round(p, 1))
    print("relative alpha", np.round(relative_alpha(result), 3))
