"""Broadcast audio chain: RMS envelope, feed-forward compressor with attack/release, and a limiter."""
import numpy as np

SR = 16000


def test_signal(seconds, rng):
    t = np.arange(int(seconds * SR)) / SR
    x = 0.2 * np.sin(2 * np.pi * 220 * t)
    x[SR:2 * SR] *= 4.0
    x += 0.01 * rng.standard_normal(t.size)
    return x


def envelope(x, attack_ms=5.0, release_ms=80.0):
    a_att = np.exp(-1.0 / (SR * attack_ms / 1000.0))
    a_rel = np.exp(-1.0 / (SR * release_ms / 1000.0))
    env = np.zeros_like(x)
    level = 0.0
    for i in range(len(x)):
        v = abs(x[i])
        if v > level:
            level = a_att * level + (1 - a_att) * v
        else:
            level = a_rel * level + (1 - a_rel) * v
        env[i] = level
    return env


def gain_curve(env, threshold_db=-18.0, ratio=4.0):
    level_db = 20 * np.log10(env + 1e-9)
    over = np.maximum(level_db - threshold_db, 0.0)
    return 10 ** (-over * (1 - 1 / ratio) / 20)


def limiter(x, ceiling=0.8):
    y = x.copy()
    for i in range(len(y)):
        if y[i] > ceiling:
            y[i] = ceiling
        elif y[i] < -ceiling:
            y[i] = -ceiling
    return y


def frame_rms(x, frame=400):
    n = len(x) // frame
    out = np.zeros(n)
    for k in range(n):
        out[k] = np.sqrt(np.mean(x[k * frame:(k + 1) * frame] ** 2))
    return out


def main():
    rng = np.random.default_rng(4)
    x = test_signal(3.0, rng)
    env = envelope(x)
    g = gain_curve(env)
    y = limiter(x * g * 1.5)
    print("input peak %.3f output peak %.3f" % (np.abs(x).max(), np.abs(y).max()))
    print("gain reduction dB min %.2f" % (20 * np.log10(g.min())))
    rms_in = frame_rms(x)
    rms_out = frame_rms(y)
    print("rms in", np.round(rms_in[::10], 3))
    print("rms out", np.round(rms_out[::10], 3))


if __name__ == "__main__":
    main()
