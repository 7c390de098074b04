"""Per-window power spectra of a long signal and band energies."""
import numpy as np

WINDOW, HOP = 256, 128


def windows(signal):
    count = (signal.size - WINDOW) // HOP + 1
    frames = np.zeros((count, WINDOW))
    for k in range(count):
        frames[k] = signal[k * HOP:k * HOP + WINDOW]
    return frames


def spectra(frames):
    out = []
    for f in frames:
        out.append(np.abs(np.fft.rfft(f)) ** 2)
    return np.array(out)


def band_energy(spec, bands):
    energy = np.zeros((spec.shape[0], len(bands)))
    for b, (lo, hi) in enumerate(bands):
        energy[:, b] = spec[:, lo:hi].sum(axis=1)
    return energy


def clip_db(spec):
    db = 10 * np.log10(spec + 1e-12)
    db[np.where(db < -60)] = -60
    return db


def main(seed=2):
    rng = np.random.default_rng(seed)
    sig = rng.normal(size=200_000)
    fr = windows(sig)
    sp = spectra(fr)
    e = band_energy(sp, [(0, 16), (16, 64), (64, 129)])
    print(fr.shape, round(float(e.sum()), 4), round(float(clip_db(sp).mean()), 8))


if __name__ == "__main__":
    main()
