"""Side-scan sonar: matched filtering of pings, time-varying gain, bottom tracking, mosaics."""
import numpy as np


def pings(n_pings, n_samples, rng):
    t = np.arange(n_samples)
    chirp = np.sin(2 * np.pi * (0.05 + 0.0004 * np.arange(64)) * np.arange(64))
    data = rng.normal(0, 0.2, (n_pings, n_samples))
    bottom = (300 + 40 * np.sin(np.arange(n_pings) / 15.0)).astype(int)
    for p in range(n_pings):
        data[p, bottom[p]:bottom[p] + 64] += 3.0 * chirp
    return t, chirp, data, bottom


def matched(data, chirp):
    out = np.zeros_like(data)
    for p in range(data.shape[0]):
        out[p] = np.abs(np.convolve(data[p], chirp[::-1], mode="same"))
    return out


def tvg(data, alpha):
    gained = np.zeros_like(data)
    for p in range(data.shape[0]):
        for s in range(data.shape[1]):
            r = s + 1.0
            gained[p, s] = data[p, s] * r * np.exp(alpha * r)
    return gained


def track_bottom(env, start):
    picks = np.zeros(env.shape[0], dtype=int)
    for p in range(env.shape[0]):
        picks[p] = start + np.argmax(env[p, start:])
    return picks


def smooth_track(picks, half):
    n = len(picks)
    out = np.zeros(n)
    for i in range(n):
        lo = max(0, i - half)
        hi = min(n, i + half + 1)
        out[i] = np.median(picks[lo:hi])
    return out


def swath_energy(env, picks, width):
    e = np.zeros(env.shape[0])
    for p in range(env.shape[0]):
        e[p] = np.sum(env[p, picks[p]:picks[p] + width] ** 2)
    return e


def mosaic(env, n_cols):
    per = env.shape[1] // n_cols
    img = np.zeros((env.shape[0], n_cols))
    for p in range(env.shape[0]):
        for c in range(n_cols):
            img[p, c] = env[p, c * per:(c + 1) * per].mean()
    return img


def main():
    rng = np.random.default_rng(9)
    t, chirp, data, bottom = pings(120, 1024, rng)
    env = matched(data, chirp)
    print("env", np.round(env[0, :4], 5))
    g = tvg(env, 0.0005)
    print("tvg", np.round(g[1, 100:103], 5))
    picks = track_bottom(env, 100)
    print("picks", picks[:8], np.abs(picks - bottom - 32).max())
    print("smooth", np.round(smooth_track(picks, 2)[:6], 3))
    print("energy", np.round(swath_energy(env, picks, 16)[:4], 3))
    print("mosaic", np.round(mosaic(env, 16)[:2, :4], 5))


main()
