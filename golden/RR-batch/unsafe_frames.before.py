import math

import numpy as np


def frame_rms(x, frame):
    nframes = len(x) // frame
    rms = np.zeros(nframes)
    for f in range(nframes):
        seg = x[f * frame : (f + 1) * frame]
        rms[f] = math.sqrt(np.mean(seg * seg))
    return rms


def monthly_means(series, days_per_month=30):
    months = len(series) // days_per_month
    out = np.zeros(months)
    for m in range(months):
        out[m] = series[m * days_per_month : (m + 1) * days_per_month].mean()
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
