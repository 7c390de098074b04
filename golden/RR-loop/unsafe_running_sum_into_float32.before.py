import numpy as np

# The loop adds each float64 term to a float32 total and rounds the sum; the cumulative sum in
# float32 casts the terms first, so the totals differ in the last float32 bits.


def cumulative(x: np.ndarray, n):
    y = np.zeros(n, dtype=np.float32)
    for i in range(1, n):
        y[i] = y[i - 1] + x[i] * 0.1
    return y
