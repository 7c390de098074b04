"""Exam analysis: item difficulty and discrimination, score curving, and grade bands."""
import numpy as np


def simulate(n_students, n_items, rng):
    ability = rng.normal(0, 1, n_students)
    difficulty = rng.normal(0, 1, n_items)
    p = 1 / (1 + np.exp(-(ability[:, None] - difficulty[None, :])))
    return (rng.random((n_students, n_items)) < p).astype(int), ability


def item_stats(resp):
    n_items = resp.shape[1]
    total = resp.sum(axis=1)
    difficulty = np.zeros(n_items)
    discrimination = np.zeros(n_items)
    for j in range(n_items):
        difficulty[j] = resp[:, j].mean()
        rest = total - resp[:, j]
        discrimination[j] = np.corrcoef(resp[:, j], rest)[0, 1]
    return difficulty, discrimination


def curve(scores, target_mean=72.0, target_sd=11.0):
    z = (scores - scores.mean()) / scores.std()
    curved = target_mean + target_sd * z
    for i in range(len(curved)):
        if curved[i] > 100:
            curved[i] = 100
        if curved[i] < 0:
            curved[i] = 0
    return curved


def grades(curved):
    bands = [(90, "A"), (80, "B"), (70, "C"), (60, "D")]
    out = []
    for s in curved:
        letter = "F"
        for cut, name in bands:
            if s >= cut:
                letter = name
                break
        out.append(letter)
    return out


def main():
    rng = np.random.default_rng(17)
    resp, ability = simulate(800, 45, rng)
    diff, disc = item_stats(resp)
    raw = 100 * resp.mean(axis=1)
    curved = curve(raw)
    g = grades(curved)
    print("item difficulty range %.2f-%.2f" % (diff.min(), diff.max()))
    print("weak items", np.where(disc < 0.2)[0])
    print("curved mean %.2f sd %.2f" % (curved.mean(), curved.std()))
    print("grade counts", {k: g.count(k) for k in "ABCDF"})


if __name__ == "__main__":
    main()
