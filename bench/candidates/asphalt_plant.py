"""Asphalt mixing plant: aggregate gradation, binder content and drum temperatures per batch."""
import numpy as np

SIEVES_MM = np.array([25.0, 19.0, 12.5, 9.5, 4.75, 2.36, 1.18, 0.6, 0.3, 0.15, 0.075])
N_BATCHES = 300
N_BINS = 5


def bin_gradations(rng):
    base = np.array([
        [100, 95, 60, 30, 5, 2, 1, 1, 1, 1, 0.5],
        [100, 100, 98, 85, 20, 5, 3, 2, 2, 1, 0.8],
        [100, 100, 100, 100, 95, 70, 50, 35, 20, 10, 5],
        [100, 100, 100, 100, 100, 98, 90, 70, 40, 20, 8],
        [100, 100, 100, 100, 100, 100, 100, 100, 99, 95, 85],
    ], dtype=float)
    grad = np.zeros((N_BATCHES, N_BINS, len(SIEVES_MM)))
    for b in range(N_BATCHES):
        grad[b] = np.clip(base + rng.normal(0, 1.5, base.shape), 0, 100)
    return grad


def blend(grad, fractions):
    blended = np.zeros((N_BATCHES, len(SIEVES_MM)))
    for b in range(N_BATCHES):
        for k in range(N_BINS):
            blended[b] += fractions[k] * grad[b, k]
    return blended


def out_of_spec(blended, lower, upper):
    flags = []
    for b in range(N_BATCHES):
        bad = 0
        for s in range(len(SIEVES_MM)):
            if blended[b, s] < lower[s] or blended[b, s] > upper[s]:
                bad += 1
        flags.append(bad)
    return np.array(flags)


def drum_temperature(rng, setpoint=160.0):
    temp = np.zeros(N_BATCHES)
    t = 150.0
    for b in range(N_BATCHES):
        t = t + 0.2 * (setpoint - t) + rng.normal(0, 1.0)
        temp[b] = t
    return temp


def binder_content(rng):
    return 5.2 + rng.normal(0, 0.15, N_BATCHES)


def running_mean(x, n=10):
    out = np.zeros(len(x))
    for i in range(len(x)):
        lo = max(0, i - n + 1)
        out[i] = x[lo:i + 1].mean()
    return out


def fineness_modulus(blended):
    fm = np.zeros(N_BATCHES)
    for b in range(N_BATCHES):
        retained = 100.0 - blended[b]
        fm[b] = retained[2:].sum() / 100.0
    return fm


def main():
    rng = np.random.default_rng(31)
    grad = bin_gradations(rng)
    fractions = np.array([0.15, 0.25, 0.3, 0.25, 0.05])
    blended = blend(grad, fractions)
    lower = np.array([100, 90, 60, 45, 28, 19, 13, 9, 6, 4, 2.0])
    upper = np.array([100, 100, 90, 80, 58, 45, 35, 28, 20, 12, 7.0])
    flags = out_of_spec(blended, lower, upper)
    temp = drum_temperature(rng)
    binder = binder_content(rng)
    rm = running_mean(binder)
    fm = fineness_modulus(blended)
    print("blend mean", np.round(blended.mean(axis=0), 3))
    print("flags", int(flags.sum()), int((flags > 0).sum()))
    print("temp", round(float(temp[-1]), 4))
    print("binder rm", np.round(rm[-3:], 5))
    print("fm", round(float(fm.mean()), 5))


if __name__ == "__main__":
    main()
