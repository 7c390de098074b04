import numpy as np

_EXACT = True


def letter(score):
    return np.where(
        score >= 90, 4.0, np.where(score >= 80, 3.0, np.where(score >= 60, 1.0, 0.0))
    )


def grade(raw):
    curved = raw + (75 - raw.mean())
    points = letter(curved)
    return points.mean()


def _inputs(rng):
    return [("grade", (rng.uniform(30, 100, 50),))]
