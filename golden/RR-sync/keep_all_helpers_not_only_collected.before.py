import numpy as np


def misfit(r):
    return float(np.sum(r * r))


def count_active(x):
    return int(np.count_nonzero(x > 0))


def peak(x):
    if x.size == 0:
        return 0.0
    return float(np.max(np.abs(x)))


def fit(A, b, steps):
    x = np.zeros(A.shape[1])
    misfits, active, peaks = [], [], []
    for step in range(steps):
        r = A @ x - b
        x = x - 0.01 * A.T @ r
        misfits.append(misfit(r))
        active.append(count_active(x))  # int(): a NumPy integer is not an int
        peaks.append(peak(x))  # two returns
    print("final misfit", misfit(A @ x - b))  # a second call expects a float
    return x, misfits, active, peaks
