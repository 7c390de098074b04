"""Common-midpoint stacking of synthetic seismic traces with NMO correction."""
import numpy as np


def ricker(f0, dt, n):
    t = (np.arange(n) - n // 2) * dt
    a = (np.pi * f0 * t) ** 2
    return (1.0 - 2.0 * a) * np.exp(-a)


def synthetic_gather(offsets, t0s, velocity, dt, nt, f0=25.0):
    gather = np.zeros((len(offsets), nt))
    wavelet = ricker(f0, dt, 41)
    for i in range(len(offsets)):
        for t0 in t0s:
            t = np.sqrt(t0 ** 2 + (offsets[i] / velocity) ** 2)
            k = int(round(t / dt))
            if k < nt:
                gather[i, k] += 1.0
        gather[i] = np.convolve(gather[i], wavelet, mode="same")
    return gather


def nmo_correct(gather, offsets, velocity, dt):
    ntr, nt = gather.shape
    out = np.zeros_like(gather)
    t0 = np.arange(nt) * dt
    for i in range(ntr):
        tx = np.sqrt(t0 ** 2 + (offsets[i] / velocity) ** 2)
        out[i] = np.interp(tx, t0, gather[i], left=0.0, right=0.0)
    return out


def stretch_mute(gather, offsets, velocity, dt, max_stretch=0.5):
    ntr, nt = gather.shape
    muted = gather.copy()
    for i in range(ntr):
        for k in range(1, nt):
            t0 = k * dt
            tx = np.sqrt(t0 ** 2 + (offsets[i] / velocity) ** 2)
            if (tx - t0) / t0 > max_stretch:
                muted[i, k] = 0.0
    return muted


def stack(gather):
    total = np.zeros(gather.shape[1])
    live = np.zeros(gather.shape[1])
    for i in range(gather.shape[0]):
        total += gather[i]
        live += gather[i] != 0
    live[live == 0] = 1
    return total / live


def agc(trace, window):
    out = np.empty_like(trace)
    half = window // 2
    for k in range(len(trace)):
        lo = max(0, k - half)
        hi = min(len(trace), k + half + 1)
        rms = np.sqrt(np.mean(trace[lo:hi] ** 2))
        out[k] = trace[k] / rms if rms > 0 else 0.0
    return out


def semblance(gather, offsets, velocities, dt):
    nt = gather.shape[1]
    panel = np.zeros((len(velocities), nt))
    for j, v in enumerate(velocities):
        corrected = nmo_correct(gather, offsets, v, dt)
        num = np.sum(corrected, axis=0) ** 2
        den = gather.shape[0] * np.sum(corrected ** 2, axis=0)
        panel[j] = np.where(den > 0, num / np.where(den > 0, den, 1.0), 0.0)
    return panel


def main():
    dt = 0.004
    nt = 500
    offsets = np.linspace(100.0, 2000.0, 24)
    gather = synthetic_gather(offsets, [0.4, 0.9, 1.4], 2200.0, dt, nt)
    corrected = nmo_correct(gather, offsets, 2200.0, dt)
    muted = stretch_mute(corrected, offsets, 2200.0, dt)
    trace = stack(muted)
    balanced = agc(trace, 51)
    panel = semblance(gather, offsets, np.linspace(1500.0, 3000.0, 16), dt)
    best = np.argmax(panel.max(axis=1))
    print(f"{balanced.sum():.6f} {best} {panel.max():.6f}")


if __name__ == "__main__":
    main()
