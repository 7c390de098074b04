"""Wrist actigraphy: activity counts per 30 s epoch, sleep/wake scoring, bouts, efficiency."""
import numpy as np


def nights(n_nights, epochs, rng):
    counts = np.zeros((n_nights, epochs))
    for n in range(n_nights):
        base = rng.gamma(1.2, 15.0, epochs)
        asleep = (np.arange(epochs) > 40) & (np.arange(epochs) < epochs - 30)
        counts[n] = np.where(asleep, base * 0.15, base * 3.0)
        counts[n, rng.integers(60, epochs - 60, 5)] += 250
    return counts


def cole_kripke(counts, weights, scale):
    k = len(weights)
    half = k // 2
    score = np.zeros(len(counts))
    for e in range(half, len(counts) - half):
        acc = 0.0
        for j in range(k):
            acc += weights[j] * counts[e - half + j]
        score[e] = scale * acc
    return score < 1.0


def wake_bouts(sleep):
    bouts = []
    run = 0
    for e in range(len(sleep)):
        if not sleep[e]:
            run += 1
        elif run > 0:
            bouts.append(run)
            run = 0
    if run > 0:
        bouts.append(run)
    return bouts


def sleep_onset(sleep, needed):
    streak = 0
    for e in range(len(sleep)):
        streak = streak + 1 if sleep[e] else 0
        if streak == needed:
            return e - needed + 1
    return None


def efficiency(sleep):
    asleep = 0
    for e in range(len(sleep)):
        if sleep[e]:
            asleep += 1
    return asleep / len(sleep)


def nightly_summary(counts):
    summary = np.zeros((counts.shape[0], 3))
    for n in range(counts.shape[0]):
        summary[n, 0] = counts[n].sum()
        summary[n, 1] = counts[n].max()
        summary[n, 2] = np.median(counts[n])
    return summary


def main():
    rng = np.random.default_rng(3)
    counts = nights(5, 960, rng)
    w = np.array([106, 54, 58, 76, 230, 74, 67]) / 1000.0
    for n in range(counts.shape[0]):
        sleep = cole_kripke(counts[n], w, 0.001)
        bouts = wake_bouts(sleep)
        print(f"night {n}: onset {sleep_onset(sleep, 20)} eff {efficiency(sleep):.3f} "
              f"bouts {len(bouts)} longest {max(bouts) if bouts else 0}")
    s = nightly_summary(counts)
    print("totals", np.round(s[:, 0]), "median", np.round(s[:, 2], 2))


if __name__ == "__main__":
    main()
