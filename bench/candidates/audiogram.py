"""Audiology clinic: pure-tone averages, asymmetry flags and threshold shifts across visits."""
import numpy as np

FREQS = np.array([250, 500, 1000, 2000, 3000, 4000, 6000, 8000])


def pure_tone_average(thresholds):
    idx = [1, 2, 3, 5]
    pta = np.zeros(thresholds.shape[0])
    for p in range(thresholds.shape[0]):
        total = 0.0
        for j in idx:
            total += thresholds[p, j]
        pta[p] = total / len(idx)
    return pta


def asymmetry(left, right, limit):
    flags = np.zeros(left.shape[0], dtype=bool)
    for p in range(left.shape[0]):
        diff = np.abs(left[p] - right[p])
        count = 0
        for j in range(len(diff)):
            if diff[j] >= limit:
                count += 1
        flags[p] = count >= 2
    return flags


def standard_threshold_shift(baseline, current):
    shifts = np.zeros(baseline.shape[0])
    for p in range(baseline.shape[0]):
        d = current[p, 3:6] - baseline[p, 3:6]
        shifts[p] = d.mean()
    return shifts


def grade(pta):
    labels = []
    for v in pta:
        if v <= 25:
            labels.append("normal")
        elif v <= 40:
            labels.append("mild")
        elif v <= 60:
            labels.append("moderate")
        else:
            labels.append("severe")
    return labels


def notch_depth(thresholds):
    depth = np.zeros(thresholds.shape[0])
    for p in range(thresholds.shape[0]):
        depth[p] = thresholds[p, 5] - 0.5 * (thresholds[p, 3] + thresholds[p, 7])
    return depth


def main():
    rng = np.random.default_rng(5)
    n = 200
    age = rng.uniform(20, 80, n)
    slope = np.linspace(0, 1.0, len(FREQS))
    left = np.clip(5 + np.outer(age - 20, slope) * 0.7 + rng.normal(0, 5, (n, len(FREQS))), -10, 110)
    right = np.clip(left + rng.normal(0, 6, left.shape), -10, 110)
    later = left + rng.normal(3, 4, left.shape)
    pta = pure_tone_average(left)
    print("pta", np.round(pta[:5], 2))
    print("asym", int(asymmetry(left, right, 15).sum()))
    print("sts", np.round(standard_threshold_shift(left, later)[:5], 2))
    labels = grade(pta)
    print("grades", {k: labels.count(k) for k in sorted(set(labels))})
    print("notch", np.round(notch_depth(left)[:5], 2))


if __name__ == "__main__":
    main()
