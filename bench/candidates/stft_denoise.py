"""Spectral-subtraction denoising with a hand-rolled STFT / overlap-add."""
import numpy as np


def hann(n):
    k = np.arange(n)
    return 0.5 - 0.5 * np.cos(2 * np.pi * k / n)


def stft(x, frame, hop):
    w = hann(frame)
    n_frames = 1 + (len(x) - frame) // hop
    spec = np.empty((n_frames, frame // 2 + 1), dtype=complex)
    for k in range(n_frames):
        seg = x[k * hop:k * hop + frame] * w
        spec[k] = np.fft.rfft(seg)
    return spec


def istft(spec, frame, hop, length):
    w = hann(frame)
    out = np.zeros(length)
    norm = np.zeros(length)
    for k in range(spec.shape[0]):
        seg = np.fft.irfft(spec[k], n=frame)
        out[k * hop:k * hop + frame] += seg * w
        norm[k * hop:k * hop + frame] += w ** 2
    for i in range(length):
        if norm[i] > 1e-8:
            out[i] /= norm[i]
    return out


def noise_profile(spec, n_frames):
    mag = np.abs(spec[:n_frames])
    profile = np.zeros(spec.shape[1])
    for k in range(n_frames):
        profile = profile + mag[k]
    return profile / n_frames


def subtract(spec, profile, floor=0.05, over=1.5):
    out = np.empty_like(spec)
    for k in range(spec.shape[0]):
        mag = np.abs(spec[k])
        phase = np.angle(spec[k])
        clean = mag - over * profile
        clean = np.maximum(clean, floor * mag)
        out[k] = clean * np.exp(1j * phase)
    return out


def snr_db(clean, noisy):
    noise = noisy - clean
    return 10 * np.log10(np.sum(clean ** 2) / np.sum(noise ** 2))


def main():
    rng = np.random.default_rng(3)
    fs = 8000
    t = np.arange(fs * 2) / fs
    clean = np.sin(2 * np.pi * 440 * t) * (t > 0.25)
    noisy = clean + 0.3 * rng.standard_normal(len(t))
    spec = stft(noisy, 256, 64)
    profile = noise_profile(spec, 20)
    den = istft(subtract(spec, profile), 256, 64, len(noisy))
    print(f"{snr_db(clean, noisy):.4f} {snr_db(clean, den):.4f}")


if __name__ == "__main__":
    main()
