import numpy as np

# The loop adds each float64 term to a float32 total and rounds the sum; the cumulative sum in
# float32 casts the terms first, so the totals differ in the last float32 bits.


def cumulative(x: np.ndarray, n):
    y = np.zeros(n, dtype=np.float32)
    if n > 1:
        y[1:n] = np.cumsum(np.concatenate((y[0:1], x[1:n] * 0.1)), dtype=y.dtype)[1:]
    return y
