import math

import numpy as np


def frame_rms(x, frame):
    nframes = len(x) // frame
    rms = np.zeros(nframes)
    seg = x[:nframes * frame].reshape((nframes, frame) + x.shape[1:])
    rms[:nframes] = np.sqrt(np.mean(seg * seg, axis=tuple(range(1, x.ndim + 1))))
    return rms


def monthly_means(series, days_per_month=30):
    months = len(series) // days_per_month
    out = np.zeros(months)
    out[:months] = (
        series[:months * days_per_month].reshape((months, days_per_month) + series.shape[1:]).mean(
            axis=tuple(range(1, series.ndim + 1))
        )
    )
    return out


_EXACT = True


def _inputs(rng):
    cases = []
    for n in (0, 7, 64, 100):
        cases.append(("frame_rms", (rng.normal(size=n), 8)))
        cases.append(("frame_rms", (rng.normal(size=(n, 2)), 5)))
        cases.append(("monthly_means", (rng.gamma(2.0, 3.0, n),)))
        cases.append(("monthly_means", (rng.gamma(2.0, 3.0, (n, 3)), 7)))
    return cases
