import numpy as np

# Not rewritten: a running sum whose step does not vary with the loop (one cumulative sum of one
# number would be broadcast, not accumulated), and one written two positions ahead.


def ramp(n):
    y = np.zeros(n)
    for i in range(1, n):
        y[i] = y[i - 1] + 2.0
    return y


def drift(n, dt):
    y = np.zeros(n)
    for i in range(1, n):
        y[i] = y[i - 1] + dt
    return y


def skipping(x):
    y = np.zeros(len(x) + 2)
    for i in range(len(x)):
        y[i + 2] = y[i + 1] + x[i]
    return y
