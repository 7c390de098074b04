"""Audio envelope follower, zero-crossing rate and RMS frames."""
import math

import numpy as np


def synth(n, sr, seed=5):
    rng = np.random.default_rng(seed)
    t = np.arange(n) / sr
    tone = np.sin(2 * math.pi * 220.0 * t) * np.exp(-t * 1.5)
    return tone + 0.05 * rng.standard_normal(n)


def envelope(x, attack, release):
    env = np.zeros_like(x)
    level = 0.0
    for i in range(len(x)):
        a = abs(x[i])
        if a > level:
            level = attack * level + (1 - attack) * a
        else:
            level = release * level + (1 - release) * a
        env[i] = level
    return env


def zero_crossings(x):
    count = 0
    for i in range(1, len(x)):
        if (x[i - 1] < 0.0) != (x[i] < 0.0):
            count += 1
    return count


def frame_rms(x, frame):
    nframes = len(x) // frame
    rms = np.zeros(nframes)
    for f in range(nframes):
        seg = x[f * frame : (f + 1) * frame]
        rms[f] = math.sqrt(np.mean(seg * seg))
    return rms


def to_db(rms, floor=1e-6):
    db = np.zeros(len(rms))
    for k in range(len(rms)):
        db[k] = 20.0 * math.log10(max(rms[k], floor))
    return db


def main():
    sr = 8000
    x = synth(16000, sr)
    env = envelope(x, 0.9, 0.999)
    print("env max %.6f" % env.max())
    print("zcr", zero_crossings(x))
    rms = frame_rms(x, 256)
    db = to_db(rms)
    loud = 0
    for k in range(len(db)):
        if db[k] > -20.0:
            loud += 1
    print("loud frames", loud, "of", len(db))
    print("db mean %.5f" % db.mean())


if __name__ == "__main__":
    main()
