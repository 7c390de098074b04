"""Loudness normalisation and a simple peak limiter for a batch of audio clips."""
import numpy as np


def frame_rms(signal, frame, hop):
    n_frames = 1 + (len(signal) - frame) // hop
    rms = np.zeros(n_frames)
    for k in range(n_frames):
        seg = signal[k * hop:k * hop + frame]
        rms[k] = np.sqrt(np.mean(seg ** 2))
    return rms


def gated_loudness(signal, frame=400, hop=100, gate_db=-70.0):
    rms = frame_rms(signal, frame, hop)
    db = np.zeros_like(rms)
    for k in range(len(rms)):
        if rms[k] > 0:
            db[k] = 20.0 * np.log10(rms[k])
        else:
            db[k] = -120.0
    kept = db[db > gate_db]
    if kept.size == 0:
        return -120.0
    return float(np.mean(kept))


def limiter(signal, threshold, release=0.999):
    out = np.empty_like(signal)
    gain = 1.0
    for i in range(len(signal)):
        peak = abs(signal[i]) * gain
        if peak > threshold:
            gain = threshold / abs(signal[i])
        out[i] = signal[i] * gain
        gain = min(1.0, gain / release)
    return out


def normalise(clips, target_db=-23.0):
    results = []
    for clip in clips:
        loud = gated_loudness(clip)
        gain = 10 ** ((target_db - loud) / 20.0)
        scaled = clip * gain
        limited = limiter(scaled, 0.95)
        results.append((loud, float(np.max(np.abs(limited)))))
    return results


def main():
    rng = np.random.default_rng(11)
    t = np.arange(8000) / 8000.0
    clips = []
    for f0 in (110.0, 220.0, 440.0, 880.0):
        tone = 0.3 * np.sin(2 * np.pi * f0 * t)
        noise = 0.02 * rng.standard_normal(t.size)
        env = np.minimum(1.0, t * 10)
        clips.append(env * tone + noise)
    for loud, peak in normalise(clips):
        print(f"{loud:8.3f} {peak:6.4f}")


main()
