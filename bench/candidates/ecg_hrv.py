"""ECG heart-rate variability: R-peak detection, RR intervals, time- and frequency-domain HRV."""
import numpy as np

FS = 250.0


def synth_ecg(n_beats, rng):
    rr = 0.8 + 0.05 * rng.standard_normal(n_beats)
    t_peaks = np.cumsum(rr)
    n = int((t_peaks[-1] + 1.0) * FS)
    t = np.arange(n) / FS
    sig = 0.05 * rng.standard_normal(n)
    for tp in t_peaks:
        sig += np.exp(-((t - tp) ** 2) / (2 * 0.01 ** 2))
    return sig


def bandpass_energy(sig, win):
    energy = np.zeros(len(sig))
    for i in range(win, len(sig)):
        energy[i] = np.sum(sig[i - win:i] ** 2) / win
    return energy


def detect_peaks(energy, thresh, refractory):
    peaks = []
    last = -refractory
    for i in range(1, len(energy) - 1):
        if energy[i] > thresh and energy[i] >= energy[i - 1] and energy[i] >= energy[i + 1]:
            if i - last >= refractory:
                peaks.append(i)
                last = i
    return np.array(peaks)


def rr_intervals(peaks):
    rr = np.zeros(len(peaks) - 1)
    for k in range(len(peaks) - 1):
        rr[k] = (peaks[k + 1] - peaks[k]) / FS * 1000.0
    return rr


def time_domain(rr):
    diffs = np.zeros(len(rr) - 1)
    for k in range(len(rr) - 1):
        diffs[k] = rr[k + 1] - rr[k]
    rmssd = np.sqrt(np.mean(diffs ** 2))
    nn50 = 0
    for d in diffs:
        if abs(d) > 50.0:
            nn50 += 1
    return np.std(rr), rmssd, nn50 / len(diffs)


def lomb_power(times, values, freqs):
    values = values - values.mean()
    power = np.zeros(len(freqs))
    for j in range(len(freqs)):
        w = 2 * np.pi * freqs[j]
        c = np.cos(w * times)
        s = np.sin(w * times)
        power[j] = (np.sum(values * c) ** 2 / np.sum(c * c) + np.sum(values * s) ** 2 / np.sum(s * s)) / 2
    return power


def band_power(freqs, power, lo, hi):
    total = 0.0
    for j in range(len(freqs)):
        if lo <= freqs[j] < hi:
            total += power[j]
    return total


if __name__ == "__main__":
    rng = np.random.default_rng(3)
    sig = synth_ecg(240, rng)
    energy = bandpass_energy(sig, 8)
    peaks = detect_peaks(energy, 0.3, int(0.3 * FS))
    rr = rr_intervals(peaks)
    sdnn, rmssd, pnn50 = time_domain(rr)
    times = np.cumsum(rr) / 1000.0
    freqs = np.linspace(0.01, 0.5, 200)
    power = lomb_power(times, rr, freqs)
    lf = band_power(freqs, power, 0.04, 0.15)
    hf = band_power(freqs, power, 0.15, 0.4)
    print(f"beats={len(peaks)} sdnn={sdnn:.3f} rmssd={rmssd:.3f} pnn50={pnn50:.4f}")
    print(f"lf={lf:.6e} hf={hf:.6e} ratio={lf / hf:.6f}")
