import numpy as np


def accumulate(frames, shape):
    acc = np.zeros(shape, dtype=np.uint32)
    for frame in frames:
        acc = acc + 0.25 * frame
    return acc


def blend(images, base):
    out = np.zeros(base.shape, dtype=np.float32)
    for img in images:
        out = out + img
    return out


def halve(n, steps):
    counts = np.ones(n, dtype=int)
    for _ in range(steps):
        counts = counts / 2
    return counts
