"""Dough proofing: fermentation curves per tray, rise times and oven loading."""
import numpy as np

N_TRAYS = 48
N_MIN = 180


def rise_curves(rng):
    t = np.arange(N_MIN)
    k = rng.uniform(0.015, 0.03, N_TRAYS)
    vmax = rng.uniform(1.8, 2.4, N_TRAYS)
    curves = np.zeros((N_TRAYS, N_MIN))
    for i in range(N_TRAYS):
        curves[i] = 1.0 + (vmax[i] - 1.0) * (1 - np.exp(-k[i] * t))
    return curves + rng.normal(0, 0.01, curves.shape)


def time_to_double(curves):
    t2 = np.full(N_TRAYS, -1)
    for i in range(N_TRAYS):
        for m in range(N_MIN):
            if curves[i, m] >= 2.0:
                t2[i] = m
                break
    return t2


def rise_rate(curves, window=10):
    rate = np.zeros((N_TRAYS, N_MIN - window))
    for i in range(N_TRAYS):
        for m in range(N_MIN - window):
            rate[i, m] = (curves[i, m + window] - curves[i, m]) / window
    return rate


def peak_rate(rate):
    best = np.zeros(N_TRAYS)
    when = np.zeros(N_TRAYS, dtype=int)
    for i in range(N_TRAYS):
        best[i] = rate[i].max()
        when[i] = rate[i].argmax()
    return best, when


def oven_batches(t2, capacity=8):
    order = np.argsort(t2)
    batches = []
    for b in range(0, N_TRAYS, capacity):
        batches.append(order[b:b + capacity])
    return batches


def tray_spread(curves):
    spread = np.zeros(N_MIN)
    for m in range(N_MIN):
        col = curves[:, m]
        spread[m] = col.max() - col.min()
    return spread


def main():
    rng = np.random.default_rng(2)
    curves = rise_curves(rng)
    t2 = time_to_double(curves)
    rate = rise_rate(curves)
    best, when = peak_rate(rate)
    batches = oven_batches(t2)
    spread = tray_spread(curves)
    print("t2", t2[:10])
    print("best", np.round(best[:5], 6), when[:5])
    print("batches", len(batches), batches[0])
    print("spread", np.round(spread[::30], 5))


if __name__ == "__main__":
    main()
