"""Monophonic pitch tracking: frame autocorrelation, parabolic peak refinement, and note segmentation."""
import numpy as np

SR = 8000


def synth(seconds, rng):
    t = np.arange(int(seconds * SR)) / SR
    f0 = 220.0 * 2 ** (np.floor(t * 2) % 5 / 12.0)
    phase = 2 * np.pi * np.cumsum(f0) / SR
    x = np.sin(phase) + 0.4 * np.sin(2 * phase) + 0.05 * rng.normal(size=len(t))
    return x


def frames(x, size, hop):
    n = 1 + (len(x) - size) // hop
    out = np.zeros((n, size))
    for i in range(n):
        out[i] = x[i * hop:i * hop + size]
    return out


def autocorr(frame, max_lag):
    r = np.zeros(max_lag)
    n = len(frame)
    for lag in range(max_lag):
        r[lag] = np.dot(frame[:n - lag], frame[lag:])
    return r


def pitch(fr, fmin=80.0, fmax=600.0):
    lo = int(SR / fmax)
    hi = int(SR / fmin)
    f0 = np.zeros(len(fr))
    for i in range(len(fr)):
        r = autocorr(fr[i] * np.hanning(fr.shape[1]), hi + 1)
        k = lo + int(np.argmax(r[lo:hi]))
        a, b, c = r[k - 1], r[k], r[k + 1]
        shift = 0.5 * (a - c) / (a - 2 * b + c)
        f0[i] = SR / (k + shift)
    return f0


def to_midi(f0):
    notes = np.zeros(len(f0), dtype=int)
    for i in range(len(f0)):
        notes[i] = int(round(69 + 12 * np.log2(f0[i] / 440.0)))
    return notes


def segments(notes):
    count = 1
    for i in range(1, len(notes)):
        if notes[i] != notes[i - 1]:
            count += 1
    return count


def main():
    rng = np.random.default_rng(5)
    x = synth(4.0, rng)
    fr = frames(x, 512, 128)
    f0 = pitch(fr)
    notes = to_midi(f0)
    print("frames", len(fr))
    print("median f0 %.2f" % np.median(f0))
    print("distinct notes", len(np.unique(notes)))
    print("segments", segments(notes))


if __name__ == "__main__":
    main()
