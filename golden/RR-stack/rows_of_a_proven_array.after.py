import numpy as np


def kept_rows(n, threshold):
    data = np.arange(float(3 * n)).reshape(n, 3)
    out = np.empty((0, 3))
    out_parts = [out]
    for row in data:
        out_parts.append(row * 2.0)
    out = np.vstack(out_parts) if len(out_parts) > 1 else out
    out_parts_2 = [out]
    for row in data:
        out_parts_2.append(row)
    out = np.vstack(out_parts_2) if len(out_parts_2) > 1 else out
    return out[out[:, 0] > threshold]


def _inputs(rng):
    return [("kept_rows", (4, 3.0)), ("kept_rows", (0, 1.0))]
