"""Solar X-ray flux: background, flare detection, classes, durations and fluence per event."""
import numpy as np


def flux_series(n_minutes, rng):
    t = np.arange(n_minutes)
    flux = 1e-7 * (1 + 0.3 * np.sin(2 * np.pi * t / 1440)) * rng.lognormal(0, 0.1, n_minutes)
    for _ in range(25):
        t0 = rng.integers(0, n_minutes - 200)
        peak = 10 ** rng.uniform(-6.5, -4.3)
        rise, decay = rng.uniform(3, 10), rng.uniform(10, 60)
        dt = t - t0
        shape = np.where(dt < 0, 0.0, np.where(dt < rise, dt / rise, np.exp(-(dt - rise) / decay)))
        flux += peak * shape
    return flux


def background(flux, window=240):
    bg = np.zeros(flux.size)
    for i in range(flux.size):
        lo = max(0, i - window)
        bg[i] = np.percentile(flux[lo:i + 1], 10)
    return bg


def detect(flux, bg, factor=4.0):
    events = []
    inside = False
    for i in range(flux.size):
        if not inside and flux[i] > factor * bg[i]:
            start = i
            inside = True
        elif inside and flux[i] < 2 * bg[i]:
            events.append((start, i))
            inside = False
    return events


def classify(peak):
    if peak >= 1e-4:
        return "X"
    if peak >= 1e-5:
        return "M"
    if peak >= 1e-6:
        return "C"
    return "B"


def event_table(flux, bg, events):
    peaks = np.zeros(len(events))
    fluence = np.zeros(len(events))
    for k, (a, b) in enumerate(events):
        peaks[k] = flux[a:b].max()
        fluence[k] = np.sum(flux[a:b] - bg[a:b]) * 60.0
    return peaks, fluence


def log_flux(flux):
    out = np.zeros(flux.size)
    for i in range(flux.size):
        out[i] = np.log10(flux[i])
    return out


if __name__ == "__main__":
    rng = np.random.default_rng(88)
    fx = flux_series(6 * 1440, rng)
    bg = background(fx)
    ev = detect(fx, bg)
    peaks, flu = event_table(fx, bg, ev)
    classes = [classify(p) for p in peaks]
    lf = log_flux(fx)
    print(f"events={len(ev)} peak={peaks.max():.4e} fluence={flu.sum():.4e} logmean={lf.mean():.5f}")
    print({c: classes.count(c) for c in "BCMX"})
