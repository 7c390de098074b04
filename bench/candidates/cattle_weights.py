"""Feedlot cattle weighings: average daily gain per animal, pen summaries, and outlier weighings."""
import numpy as np


def weighings(n_animals, n_weigh, rng):
    days = np.sort(rng.choice(np.arange(1, 150), size=n_weigh, replace=False))
    start = rng.normal(320, 25, n_animals)
    adg = rng.normal(1.4, 0.2, n_animals)
    w = start[:, None] + adg[:, None] * days[None, :] + rng.normal(0, 6, (n_animals, n_weigh))
    pen = rng.integers(0, 8, n_animals)
    return days.astype(float), w, pen


def daily_gain(days, w):
    n = w.shape[0]
    gain = np.zeros(n)
    dm = days.mean()
    for a in range(n):
        num = 0.0
        den = 0.0
        wm = w[a].mean()
        for k in range(len(days)):
            num += (days[k] - dm) * (w[a, k] - wm)
            den += (days[k] - dm) ** 2
        gain[a] = num / den
    return gain


def pen_summary(gain, pen, n_pens):
    total = np.zeros(n_pens)
    count = np.zeros(n_pens)
    for a in range(len(gain)):
        total[pen[a]] += gain[a]
        count[pen[a]] += 1
    return total / np.maximum(count, 1)


def outliers(days, w, gain, z=2.0):
    flagged = 0
    for a in range(w.shape[0]):
        fit = w[a].mean() + gain[a] * (days - days.mean())
        resid = w[a] - fit
        s = resid.std()
        for k in range(len(days)):
            if abs(resid[k]) > z * s:
                flagged += 1
    return flagged


def main():
    rng = np.random.default_rng(77)
    days, w, pen = weighings(400, 12, rng)
    gain = daily_gain(days, w)
    per_pen = pen_summary(gain, pen, 8)
    bad = outliers(days, w, gain)
    print("mean ADG %.4f" % gain.mean())
    print("best pen %d %.4f" % (per_pen.argmax(), per_pen.max()))
    print("outlier weighings", bad)


if __name__ == "__main__":
    main()
