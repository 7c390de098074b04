"""Speech frames: RMS energy, zero-crossing rate, autocorrelation pitch and voiced segments."""
import numpy as np

SR = 16000
FRAME = 400
HOP = 160


def frame_count(n):
    return 1 + (n - FRAME) // HOP


def rms(x):
    n_frames = frame_count(len(x))
    out = np.zeros(n_frames)
    for f in range(n_frames):
        seg = x[f * HOP:f * HOP + FRAME]
        out[f] = np.sqrt(np.mean(seg ** 2))
    return out


def zcr(x):
    n_frames = frame_count(len(x))
    out = np.zeros(n_frames)
    for f in range(n_frames):
        seg = x[f * HOP:f * HOP + FRAME]
        out[f] = np.mean(np.abs(np.diff(np.sign(seg)))) / 2
    return out


def pitch(x, fmin=70, fmax=400):
    n_frames = frame_count(len(x))
    f0 = np.zeros(n_frames)
    lag_lo, lag_hi = SR // fmax, SR // fmin
    for f in range(n_frames):
        seg = x[f * HOP:f * HOP + FRAME]
        seg = seg - seg.mean()
        ac = np.correlate(seg, seg, mode="full")[FRAME - 1:]
        lag = lag_lo + np.argmax(ac[lag_lo:lag_hi])
        f0[f] = SR / lag if ac[lag] > 0.3 * ac[0] else 0.0
    return f0


def voiced_segments(f0):
    segments = []
    start = None
    for i in range(len(f0)):
        if f0[i] > 0 and start is None:
            start = i
        elif f0[i] == 0 and start is not None:
            segments.append((start, i))
            start = None
    if start is not None:
        segments.append((start, len(f0)))
    return segments


def loudness_db(energy, floor=1e-6):
    db = np.zeros(len(energy))
    for i in range(len(energy)):
        db[i] = 20 * np.log10(max(energy[i], floor))
    return db


if __name__ == "__main__":
    rng = np.random.default_rng(31)
    t = np.arange(int(SR * 1.5)) / SR
    f0_true = 120 + 30 * np.sin(2 * np.pi * 1.5 * t)
    phase = 2 * np.pi * np.cumsum(f0_true) / SR
    voice = np.sin(phase) + 0.5 * np.sin(2 * phase) + 0.25 * np.sin(3 * phase)
    gate = (np.sin(2 * np.pi * 2 * t) > -0.2).astype(float)
    x = 0.3 * voice * gate + rng.normal(0, 0.01, len(t))
    e = rms(x)
    f0 = pitch(x)
    print("frames", len(e), "mean rms %.4f" % e.mean())
    print("zcr %.4f" % zcr(x).mean())
    print("median f0 %.1f" % np.median(f0[f0 > 0]))
    print("segments", voiced_segments(f0)[:4])
    print("dB", np.round(loudness_db(e)[:5], 1))
