"""Marathon timing: chip splits, pace variability, negative splits, age-graded places."""
import numpy as np


def race(n_runners, rng):
    base = rng.uniform(170, 330, n_runners)
    fade = rng.normal(1.02, 0.03, n_runners)
    splits = np.zeros((n_runners, 8))
    for r in range(n_runners):
        for s in range(8):
            splits[r, s] = base[r] / 8.44 * 5 * fade[r] ** s + rng.normal(0, 0.4)
    age = rng.integers(18, 80, n_runners)
    return splits, age


def finish_times(splits):
    total = np.zeros(splits.shape[0])
    for r in range(splits.shape[0]):
        t = 0.0
        for s in range(splits.shape[1]):
            t += splits[r, s]
        total[r] = t
    return total


def cumulative(splits):
    cum = np.zeros_like(splits)
    for r in range(splits.shape[0]):
        cum[r, 0] = splits[r, 0]
        for s in range(1, splits.shape[1]):
            cum[r, s] = cum[r, s - 1] + splits[r, s]
    return cum


def pace_cv(splits):
    cv = np.zeros(splits.shape[0])
    for r in range(splits.shape[0]):
        row = splits[r]
        cv[r] = row.std() / row.mean()
    return cv


def negative_split(splits):
    count = 0
    for r in range(splits.shape[0]):
        first = splits[r, :4].sum()
        second = splits[r, 4:].sum()
        if second < first:
            count += 1
    return count


def age_factor(age):
    f = np.ones(len(age))
    for k in range(len(age)):
        if age[k] > 35:
            f[k] = 1.0 - 0.008 * (age[k] - 35)
    return f


def places(total):
    order = np.argsort(total)
    place = np.zeros(len(total), dtype=int)
    for k in range(len(order)):
        place[order[k]] = k + 1
    return place


def main():
    rng = np.random.default_rng(26)
    splits, age = race(300, rng)
    total = finish_times(splits)
    print("total", np.round(total[:5], 4))
    print("cum", np.round(cumulative(splits)[0], 4))
    print("cv", np.round(pace_cv(splits)[:5], 6))
    print("neg", negative_split(splits))
    graded = total * age_factor(age)
    print("graded", np.round(graded[:5], 4))
    print("places", places(graded)[:10])


main()
