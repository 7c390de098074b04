import numpy as np

GUARD = 2
TRAIN = 6


def window_detections(power, pfa=1e-4):
    n_train = 2 * TRAIN
    alpha = n_train * (pfa ** (-1.0 / n_train) - 1.0)
    csum = np.concatenate([np.zeros((power.shape[0], 1)), np.cumsum(power, axis=1)], axis=1)
    detections = np.zeros(power.shape, dtype=bool)
    half = GUARD + TRAIN
    lead = csum[:, half - GUARD:power.shape[1] - half - GUARD] - csum[
        :, half - half:power.shape[1] - half - half
    ]
    lag = csum[:, half + half + 1:power.shape[1] - half + half + 1] - csum[
        :, half + GUARD + 1:power.shape[1] - half + GUARD + 1
    ]
    noise = (lead + lag) / n_train
    detections[:, half:power.shape[1] - half] = (
        power[:, half:power.shape[1] - half] > alpha * noise
    )
    return detections


def gated_sum(x, gate):
    out = np.zeros_like(x)
    w = gate[TRAIN:x.shape[1]] * 0.5
    out[:, TRAIN:x.shape[1]] = x[:, TRAIN - TRAIN:x.shape[1] - TRAIN] * w + x[
        :, TRAIN - GUARD + 1:x.shape[1] - GUARD + 1
    ]
    return out


def lagged_by_parameter(x, lag=3):
    out = np.zeros_like(x)
    for t in range(TRAIN, x.shape[1]):
        out[:, t] = x[:, t] - x[:, t - lag]
    return out


_EXACT = True


def _inputs(rng):
    cases = []
    for cols in (17, 18, 40):
        power = rng.exponential(size=(4, cols))
        power[:, cols // 2] += 40.0
        cases.append(("window_detections", (power,)))
        cases.append(("gated_sum", (rng.normal(size=(3, cols)), rng.normal(size=cols))))
        cases.append(("lagged_by_parameter", (rng.normal(size=(3, cols)),)))
    return cases
