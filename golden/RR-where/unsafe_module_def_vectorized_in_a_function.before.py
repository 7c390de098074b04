import numpy as np

_EXACT = True


def letter(score):
    if score >= 90:
        return 4.0
    elif score >= 80:
        return 3.0
    elif score >= 60:
        return 1.0
    return 0.0


def grade(raw):
    curved = raw + (75 - raw.mean())
    points = np.vectorize(letter)(curved)
    return points.mean()


def _inputs(rng):
    return [("grade", (rng.uniform(30, 100, 50),))]
