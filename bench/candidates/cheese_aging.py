"""Cheese cave aging: humidity/temperature logs per wheel, ripening index and out-of-band hours."""
import numpy as np


def logs(n_wheels, hours, rng):
    temp = 12.0 + rng.normal(0, 0.6, (n_wheels, hours)).cumsum(axis=1) * 0.05
    rh = 88.0 + rng.normal(0, 1.5, (n_wheels, hours))
    return temp, rh


def ripening_index(temp, q10=2.1, ref=12.0):
    n_wheels, hours = temp.shape
    idx = np.zeros(n_wheels)
    for w in range(n_wheels):
        total = 0.0
        for h in range(hours):
            total += q10 ** ((temp[w, h] - ref) / 10.0)
        idx[w] = total / 24.0
    return idx


def out_of_band(rh, lo=85.0, hi=92.0):
    counts = np.zeros(rh.shape[0], dtype=int)
    for w in range(rh.shape[0]):
        for h in range(rh.shape[1]):
            if rh[w, h] < lo or rh[w, h] > hi:
                counts[w] += 1
    return counts


def daily_means(temp):
    n_wheels, hours = temp.shape
    days = hours // 24
    out = np.zeros((n_wheels, days))
    for d in range(days):
        out[:, d] = temp[:, d * 24:(d + 1) * 24].mean(axis=1)
    return out


def grade(idx):
    labels = []
    for v in idx:
        if v > 95:
            labels.append("aged")
        elif v > 80:
            labels.append("mature")
        else:
            labels.append("young")
    return labels


def main():
    rng = np.random.default_rng(12)
    temp, rh = logs(40, 24 * 90, rng)
    idx = ripening_index(temp)
    bad = out_of_band(rh)
    dm = daily_means(temp)
    labels = grade(idx)
    print("ripening index mean %.2f" % idx.mean())
    print("out-of-band hours max", bad.max())
    print("warmest day mean %.3f" % dm.max())
    print("aged wheels", labels.count("aged"))


if __name__ == "__main__":
    main()
