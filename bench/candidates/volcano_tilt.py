"""Tiltmeter processing for a volcano observatory: detrend, despike, find inflation episodes."""
import numpy as np


def synthetic_tilt(n_days, rate_hz, rng):
    n = n_days * 24 * 3600 // rate_hz
    t = np.arange(n) * rate_hz / 86400.0
    tilt = 0.8 * t + 0.3 * np.sin(2 * np.pi * t) + rng.normal(0, 0.05, n)
    # two inflation episodes
    tilt[n // 3:n // 3 + 400] += np.linspace(0, 4.0, 400)
    tilt[n // 3 + 400:] += 4.0
    tilt[2 * n // 3:2 * n // 3 + 300] += np.linspace(0, 2.5, 300)
    tilt[2 * n // 3 + 300:] += 2.5
    spikes = rng.integers(0, n, 25)
    tilt[spikes] += rng.normal(0, 3, 25)
    return t, tilt


def despike(x, window=11, k=4.0):
    half = window // 2
    out = x.copy()
    for i in range(half, len(x) - half):
        seg = x[i - half:i + half + 1]
        med = np.median(seg)
        mad = np.median(np.abs(seg - med)) + 1e-9
        if abs(x[i] - med) > k * 1.4826 * mad:
            out[i] = med
    return out


def remove_tide(t, x):
    A = np.column_stack([np.ones_like(t), t, np.sin(2 * np.pi * t), np.cos(2 * np.pi * t)])
    coef, *_ = np.linalg.lstsq(A, x, rcond=None)
    return x - A[:, 2:] @ coef[2:]


def rate_of_change(x, dt_days, span=60):
    rate = np.zeros(len(x))
    for i in range(span, len(x)):
        rate[i] = (x[i] - x[i - span]) / (span * dt_days)
    return rate


def episodes(rate, threshold):
    on = rate > threshold
    starts = []
    ends = []
    inside = False
    for i in range(len(on)):
        if on[i] and not inside:
            starts.append(i)
            inside = True
        elif not on[i] and inside:
            ends.append(i)
            inside = False
    if inside:
        ends.append(len(on))
    return list(zip(starts, ends))


def main():
    rng = np.random.default_rng(7)
    t, tilt = synthetic_tilt(20, 600, rng)
    clean = despike(tilt)
    detided = remove_tide(t, clean)
    dt = t[1] - t[0]
    rate = rate_of_change(detided, dt)
    background = np.median(rate[rate != 0])
    eps = episodes(rate, background + 20.0)
    print("samples", len(t), "spikes fixed", int(np.sum(clean != tilt)))
    for a, b in eps:
        print("episode days %.2f-%.2f gain %.2f urad" % (t[a], t[b - 1], detided[b - 1] - detided[a]))
    daily = detided[: len(detided) // 144 * 144].reshape(-1, 144).mean(axis=1)
    print("daily means", np.round(daily[::4], 2))


if __name__ == "__main__":
    main()
