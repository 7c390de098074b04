"""Range-Doppler processing with pulse compression and a cell-averaging CFAR detector."""
import numpy as np


def chirp(n, bandwidth, fs):
    t = np.arange(n) / fs
    k = bandwidth / (n / fs)
    return np.exp(1j * np.pi * k * t ** 2)


def echoes(pulse, n_pulses, n_range, targets, rng, noise=0.5):
    data = noise * (rng.normal(size=(n_pulses, n_range)) + 1j * rng.normal(size=(n_pulses, n_range)))
    for rng_bin, doppler, amp in targets:
        for p in range(n_pulses):
            phase = np.exp(2j * np.pi * doppler * p)
            data[p, rng_bin:rng_bin + len(pulse)] += amp * phase * pulse[:n_range - rng_bin]
    return data


def compress(data, pulse):
    n = data.shape[1]
    ref = np.conj(np.fft.fft(pulse, n))
    out = np.empty_like(data)
    for p in range(data.shape[0]):
        out[p] = np.fft.ifft(np.fft.fft(data[p]) * ref)
    return out


def doppler(compressed):
    window = np.hanning(compressed.shape[0])
    return np.fft.fftshift(np.fft.fft(compressed * window[:, None], axis=0), axes=0)


def cfar(power, guard, train, pfa):
    n_train = 2 * train
    alpha = n_train * (pfa ** (-1.0 / n_train) - 1.0)
    detections = np.zeros_like(power, dtype=bool)
    half = guard + train
    for d in range(power.shape[0]):
        for r in range(half, power.shape[1] - half):
            lead = power[d, r - half:r - guard]
            lag = power[d, r + guard + 1:r + half + 1]
            noise = (lead.sum() + lag.sum()) / n_train
            detections[d, r] = power[d, r] > alpha * noise
    return detections


def main():
    rng = np.random.default_rng(6)
    pulse = chirp(32, 5e6, 20e6)
    data = echoes(pulse, 64, 256, [(60, 0.1, 3.0), (150, -0.2, 2.0)], rng)
    rd = doppler(compress(data, pulse))
    power = np.abs(rd) ** 2
    det = cfar(power, 2, 8, 1e-4)
    print(int(det.sum()), np.unravel_index(np.argmax(power), power.shape))


if __name__ == "__main__":
    main()
