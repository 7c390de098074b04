"""Quarry blast monitoring: peak particle velocity at geophones, scaled distance fits."""
import numpy as np

N_BLASTS = 40
N_PHONES = 6
N_SAMP = 2048
FS = 1024.0


def records(rng):
    t = np.arange(N_SAMP) / FS
    charge = rng.uniform(50, 400, N_BLASTS)
    dist = rng.uniform(100, 800, (N_BLASTS, N_PHONES))
    rec = np.zeros((N_BLASTS, N_PHONES, 3, N_SAMP))
    for b in range(N_BLASTS):
        for p in range(N_PHONES):
            sd = dist[b, p] / np.sqrt(charge[b])
            amp = 1100.0 * sd ** -1.6
            env = np.exp(-t * 8.0) * np.sin(2 * np.pi * 25.0 * t)
            for c in range(3):
                rec[b, p, c] = amp * env * (0.6 + 0.2 * c) + rng.normal(0, 0.05, N_SAMP)
    return charge, dist, rec


def peak_particle_velocity(rec):
    ppv = np.zeros((N_BLASTS, N_PHONES))
    for b in range(N_BLASTS):
        for p in range(N_PHONES):
            vec = np.sqrt(rec[b, p, 0] ** 2 + rec[b, p, 1] ** 2 + rec[b, p, 2] ** 2)
            ppv[b, p] = vec.max()
    return ppv


def component_peaks(rec):
    peaks = np.zeros((N_BLASTS, N_PHONES, 3))
    for b in range(N_BLASTS):
        for p in range(N_PHONES):
            for c in range(3):
                peaks[b, p, c] = np.abs(rec[b, p, c]).max()
    return peaks


def dominant_frequency(rec):
    freqs = np.fft.rfftfreq(N_SAMP, 1 / FS)
    dom = np.zeros((N_BLASTS, N_PHONES))
    for b in range(N_BLASTS):
        for p in range(N_PHONES):
            spec = np.abs(np.fft.rfft(rec[b, p, 0]))
            dom[b, p] = freqs[np.argmax(spec)]
    return dom


def site_law(charge, dist, ppv):
    sd = dist / np.sqrt(charge)[:, None]
    x = np.log(sd.ravel())
    y = np.log(ppv.ravel())
    slope, intercept = np.polyfit(x, y, 1)
    return np.exp(intercept), slope


def main():
    rng = np.random.default_rng(23)
    charge, dist, rec = records(rng)
    ppv = peak_particle_velocity(rec)
    peaks = component_peaks(rec)
    dom = dominant_frequency(rec)
    k, beta = site_law(charge, dist, ppv)
    print("ppv", np.round(ppv[0], 4))
    print("peaks", np.round(peaks[0, 0], 4))
    print("dom", dom[0])
    print("law", round(float(k), 3), round(float(beta), 4))


if __name__ == "__main__":
    main()
