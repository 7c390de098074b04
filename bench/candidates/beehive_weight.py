"""Beehive scale telemetry: daily gain, nectar flow onset, swarm detection and colony ranking."""
import numpy as np


def simulate(n_hives, n_days, per_day, rng):
    t = np.arange(n_days * per_day) / per_day
    w = np.zeros((n_hives, t.size))
    for h in range(n_hives):
        flow = np.clip(np.sin(np.pi * (t - 30) / 80), 0, None) * rng.uniform(0.3, 1.2)
        diurnal = -0.4 * np.sin(2 * np.pi * t) * (t > 20)
        w[h] = 30 + np.cumsum(flow / per_day) + diurnal + rng.normal(0, 0.05, t.size)
        if rng.random() < 0.3:
            day = rng.integers(60, n_days - 10)
            w[h, day * per_day:] -= rng.uniform(1.5, 3.0)
    return t, w


def daily_gain(w, per_day):
    n_days = w.shape[1] // per_day
    gain = np.zeros((w.shape[0], n_days))
    for h in range(w.shape[0]):
        for d in range(n_days):
            gain[h, d] = w[h, (d + 1) * per_day - 1] - w[h, d * per_day]
    return gain


def nightly_weights(w, per_day, hour=2, per_hour=1):
    nights = []
    for d in range(w.shape[1] // per_day):
        nights.append(w[:, d * per_day + hour * per_hour])
    return np.array(nights).T


def swarm_events(w, drop=1.0):
    events = []
    for h in range(w.shape[0]):
        dw = np.diff(w[h])
        k = np.argmin(dw)
        if dw[k] < -drop:
            events.append((h, k))
    return events


def flow_onset(gain, thresh=0.2):
    onset = np.full(gain.shape[0], -1)
    for h in range(gain.shape[0]):
        for d in range(gain.shape[1]):
            if gain[h, d] > thresh:
                onset[h] = d
                break
    return onset


def season_totals(gain):
    totals = np.zeros(gain.shape[0])
    for h in range(gain.shape[0]):
        totals[h] = gain[h][gain[h] > 0].sum()
    return totals


if __name__ == "__main__":
    rng = np.random.default_rng(21)
    t, w = simulate(40, 150, 24, rng)
    gain = daily_gain(w, 24)
    nights = nightly_weights(w, 24)
    ev = swarm_events(w)
    onset = flow_onset(gain)
    tot = season_totals(gain)
    rank = np.argsort(-tot)
    print(f"gain={gain.sum():.4f} nights={nights.mean():.4f} swarms={len(ev)} onset={onset.mean():.3f}")
    print("best", rank[:5], np.round(tot[rank[:5]], 3))
