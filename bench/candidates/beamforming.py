"""Delay-and-sum beamforming with a linear microphone array."""
import numpy as np

C_SOUND = 343.0


def array_signals(n_mics, spacing, fs, n, angle_deg, rng):
    t = np.arange(n) / fs
    delays = np.arange(n_mics) * spacing * np.sin(np.radians(angle_deg)) / C_SOUND
    x = np.zeros((n_mics, n))
    for m in range(n_mics):
        x[m] = np.sin(2 * np.pi * 1000.0 * (t - delays[m])) + rng.normal(0, 0.5, n)
    return x


def steer_power(x, spacing, fs, angles):
    n_mics, n = x.shape
    freqs = np.fft.rfftfreq(n, 1.0 / fs)
    spectra = np.fft.rfft(x, axis=1)
    power = np.zeros(len(angles))
    for a in range(len(angles)):
        tau = np.arange(n_mics) * spacing * np.sin(np.radians(angles[a])) / C_SOUND
        summed = np.zeros(len(freqs), dtype=complex)
        for m in range(n_mics):
            summed += spectra[m] * np.exp(2j * np.pi * freqs * tau[m])
        power[a] = np.sum(np.abs(summed) ** 2)
    return power


def peak_angles(angles, power, k):
    order = np.argsort(power)[::-1]
    peaks = []
    for idx in order:
        if all(abs(angles[idx] - p) > 10 for p in peaks):
            peaks.append(angles[idx])
        if len(peaks) == k:
            break
    return peaks


if __name__ == "__main__":
    rng = np.random.default_rng(27)
    fs = 16000.0
    x = array_signals(8, 0.05, fs, 4096, 25.0, rng)
    angles = np.arange(-90.0, 91.0, 1.0)
    p = steer_power(x, 0.05, fs, angles)
    print("peak angle", angles[np.argmax(p)])
    print("top peaks", peak_angles(angles, p, 2))
