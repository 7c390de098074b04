"""Dairy herd: lactation curves, somatic cell alerts, feed efficiency, herd ranking."""
import numpy as np


def herd(n_cows, n_days, rng):
    peak = rng.uniform(30, 45, n_cows)
    dim0 = rng.integers(0, 60, n_cows)
    days = np.arange(n_days)
    dim = dim0[:, None] + days[None, :]
    milk = peak[:, None] * (dim / 50.0) ** 0.2 * np.exp(-0.003 * dim) + rng.normal(0, 1.5, (n_cows, n_days))
    scc = np.exp(rng.normal(4.5, 0.6, (n_cows, n_days)))
    feed = rng.normal(22, 2, (n_cows, n_days))
    parity = rng.integers(1, 6, n_cows)
    return milk, scc, feed, parity


def weekly_yield(milk):
    n_cows, n_days = milk.shape
    weeks = n_days // 7
    out = np.zeros((n_cows, weeks))
    for c in range(n_cows):
        for w in range(weeks):
            out[c, w] = milk[c, w * 7:(w + 1) * 7].sum()
    return out


def scc_alerts(scc, threshold, run):
    alerts = np.zeros(scc.shape[0], dtype=bool)
    for c in range(scc.shape[0]):
        streak = 0
        for d in range(scc.shape[1]):
            if scc[c, d] > threshold:
                streak += 1
                if streak >= run:
                    alerts[c] = True
            else:
                streak = 0
    return alerts


def feed_efficiency(milk, feed):
    eff = np.zeros(milk.shape[0])
    for c in range(milk.shape[0]):
        eff[c] = milk[c].sum() / feed[c].sum()
    return eff


def parity_means(milk, parity):
    means = np.zeros(6)
    counts = np.zeros(6)
    for c in range(milk.shape[0]):
        means[parity[c]] += milk[c].mean()
        counts[parity[c]] += 1
    for p in range(6):
        if counts[p] > 0:
            means[p] /= counts[p]
    return means


def persistency(weekly):
    pers = np.zeros(weekly.shape[0])
    for c in range(weekly.shape[0]):
        peak_week = np.argmax(weekly[c])
        pers[c] = weekly[c, -1] / weekly[c, peak_week]
    return pers


def rank_cows(eff, pers):
    score = np.zeros(len(eff))
    for c in range(len(eff)):
        score[c] = 0.6 * (eff[c] - eff.mean()) / eff.std() + 0.4 * (pers[c] - pers.mean()) / pers.std()
    order = np.argsort(-score)
    return order[:5], score


def daily_bulk_tank(milk, scc):
    n_days = milk.shape[1]
    bulk = np.zeros(n_days)
    for d in range(n_days):
        total = 0.0
        weighted = 0.0
        for c in range(milk.shape[0]):
            total += milk[c, d]
            weighted += milk[c, d] * scc[c, d]
        bulk[d] = weighted / total
    return bulk


def main():
    rng = np.random.default_rng(5)
    milk, scc, feed, parity = herd(40, 84, rng)
    weekly = weekly_yield(milk)
    print("weekly", np.round(weekly[:3, :4], 3))
    print("alerts", np.nonzero(scc_alerts(scc, 200.0, 3))[0])
    eff = feed_efficiency(milk, feed)
    print("eff", np.round(eff[:6], 5))
    print("parity", np.round(parity_means(milk, parity), 4))
    pers = persistency(weekly)
    top, score = rank_cows(eff, pers)
    print("top", top, np.round(score[:4], 5))
    print("bulk", np.round(daily_bulk_tank(milk, scc)[:6], 4))


main()
