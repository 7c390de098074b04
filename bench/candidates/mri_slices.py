"""MRI slice reconstruction from undersampled k-space: masks, zero-filled recon, SNR per slice."""
import numpy as np


def phantom(n, n_slices, rng):
    y, x = np.mgrid[-1:1:n * 1j, -1:1:n * 1j]
    vol = np.zeros((n_slices, n, n))
    for z in range(n_slices):
        r = 0.6 + 0.2 * np.sin(z / n_slices * np.pi)
        vol[z] = (x ** 2 / r ** 2 + y ** 2 / 0.8 ** 2 <= 1).astype(float)
        vol[z] += 0.5 * ((x - 0.2) ** 2 + (y + 0.1) ** 2 <= 0.04)
        vol[z] += rng.normal(0, 0.02, (n, n))
    return vol


def sampling_mask(n, accel, center, rng):
    mask = np.zeros(n, dtype=bool)
    for k in range(n):
        if abs(k - n // 2) < center:
            mask[k] = True
        elif rng.random() < 1.0 / accel:
            mask[k] = True
    return mask


def kspace(vol):
    ks = np.zeros(vol.shape, dtype=complex)
    for z in range(vol.shape[0]):
        ks[z] = np.fft.fftshift(np.fft.fft2(vol[z]))
    return ks


def zero_filled(ks, mask):
    recon = np.zeros(ks.shape)
    for z in range(ks.shape[0]):
        under = ks[z] * mask[:, None]
        recon[z] = np.abs(np.fft.ifft2(np.fft.ifftshift(under)))
    return recon


def normalize(recon):
    out = np.empty_like(recon)
    for z in range(recon.shape[0]):
        out[z] = recon[z] / recon[z].max()
    return out


def snr(recon, truth):
    vals = []
    for z in range(recon.shape[0]):
        err = recon[z] - truth[z]
        vals.append(10 * np.log10(np.sum(truth[z] ** 2) / np.sum(err ** 2)))
    return np.array(vals)


if __name__ == "__main__":
    rng = np.random.default_rng(17)
    vol = phantom(96, 16, rng)
    ks = kspace(vol)
    mask = sampling_mask(96, 3, 8, rng)
    recon = normalize(zero_filled(ks, mask))
    truth = normalize(np.abs(vol))
    print("sampled %.3f" % mask.mean())
    print("SNR dB", np.round(snr(recon, truth), 2))
