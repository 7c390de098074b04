"""Wheel odometry integration and trajectory statistics for a differential-drive robot."""
import math

import numpy as np


def wheel_speeds(n, seed=17):
    rng = np.random.default_rng(seed)
    left = 1.0 + 0.2 * np.sin(np.linspace(0, 6, n)) + rng.normal(0, 0.02, n)
    right = 1.0 + 0.2 * np.cos(np.linspace(0, 6, n)) + rng.normal(0, 0.02, n)
    return left, right


def integrate(left, right, base, dt):
    n = len(left)
    x = np.zeros(n)
    y = np.zeros(n)
    th = np.zeros(n)
    for k in range(1, n):
        v = 0.5 * (left[k] + right[k])
        w = (right[k] - left[k]) / base
        th[k] = th[k - 1] + w * dt
        x[k] = x[k - 1] + v * math.cos(th[k - 1]) * dt
        y[k] = y[k - 1] + v * math.sin(th[k - 1]) * dt
    return x, y, th


def speeds(x, y, dt):
    n = len(x)
    sp = np.zeros(n)
    for k in range(1, n):
        sp[k] = math.hypot(x[k] - x[k - 1], y[k] - y[k - 1]) / dt
    return sp


def path_length(x, y):
    total = 0.0
    for k in range(1, len(x)):
        total += math.sqrt((x[k] - x[k - 1]) ** 2 + (y[k] - y[k - 1]) ** 2)
    return total


def main():
    left, right = wheel_speeds(5000)
    x, y, th = integrate(left, right, 0.5, 0.01)
    sp = speeds(x, y, 0.01)
    print("end %.6f %.6f" % (x[-1], y[-1]))
    print("length %.6f" % path_length(x, y))
    print("mean speed %.6f" % sp[1:].mean())
    turns = 0
    for k in range(1, len(th)):
        if abs(th[k] - th[k - 1]) > 0.0045:
            turns += 1
    print("sharp steps", turns)


if __name__ == "__main__":
    main()
