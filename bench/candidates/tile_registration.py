"""Image registration by phase correlation, tile by tile, with outlier rejection."""
import numpy as np


def shifted_pair(h, w, dy, dx, rng):
    base = rng.normal(size=(h, w))
    for _ in range(3):
        base = 0.25 * (np.roll(base, 1, 0) + np.roll(base, -1, 0) + np.roll(base, 1, 1) + np.roll(base, -1, 1))
    moved = np.roll(np.roll(base, dy, axis=0), dx, axis=1) + rng.normal(0, 0.01, (h, w))
    return base, moved


def phase_correlation(a, b):
    fa = np.fft.fft2(a)
    fb = np.fft.fft2(b)
    r = fb * np.conj(fa)
    r /= np.abs(r) + 1e-12
    corr = np.fft.ifft2(r).real
    peak = np.unravel_index(np.argmax(corr), corr.shape)
    shifts = np.array(peak, dtype=float)
    for k in range(2):
        if shifts[k] > corr.shape[k] // 2:
            shifts[k] -= corr.shape[k]
    return shifts


def tile_shifts(a, b, tile):
    ny, nx = a.shape[0] // tile, a.shape[1] // tile
    shifts = np.zeros((ny, nx, 2))
    for i in range(ny):
        for j in range(nx):
            ta = a[i * tile:(i + 1) * tile, j * tile:(j + 1) * tile]
            tb = b[i * tile:(i + 1) * tile, j * tile:(j + 1) * tile]
            shifts[i, j] = phase_correlation(ta, tb)
    return shifts


def robust_shift(shifts):
    flat = shifts.reshape(-1, 2)
    med = np.median(flat, axis=0)
    keep = []
    for k in range(flat.shape[0]):
        if np.abs(flat[k] - med).max() <= 1.0:
            keep.append(flat[k])
    return np.mean(keep, axis=0)


if __name__ == "__main__":
    rng = np.random.default_rng(60)
    a, b = shifted_pair(256, 256, 5, -3, rng)
    shifts = tile_shifts(a, b, 64)
    print("tile shifts", shifts[0, 0], shifts[-1, -1])
    print("robust shift", robust_shift(shifts))
