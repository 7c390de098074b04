"""Acid-base titration: pH by charge balance (bisection), buffer capacity, equivalence points."""
import numpy as np

KW = 1.0e-14


def charge_imbalance(h, c_acid, ka, c_base):
    a_minus = c_acid * ka / (ka + h)
    return h + c_base - a_minus - KW / h


def ph_bisect(c_acid, ka, c_base, lo=1e-14, hi=1.0, iters=80):
    for _ in range(iters):
        mid = np.sqrt(lo * hi)
        if charge_imbalance(mid, c_acid, ka, c_base) > 0:
            hi = mid
        else:
            lo = mid
    return -np.log10(np.sqrt(lo * hi))


def titration(v_base, v0, c_acid0, c_base0, ka):
    ph = np.zeros(len(v_base))
    for i in range(len(v_base)):
        vt = v0 + v_base[i]
        ph[i] = ph_bisect(c_acid0 * v0 / vt, ka, c_base0 * v_base[i] / vt)
    return ph


def derivative(x, y):
    d = np.zeros(len(x))
    for i in range(1, len(x) - 1):
        d[i] = (y[i + 1] - y[i - 1]) / (x[i + 1] - x[i - 1])
    d[0] = d[1]
    d[-1] = d[-2]
    return d


def equivalence_volume(v, ph):
    slope = derivative(v, ph)
    best = 0
    for i in range(len(slope)):
        if slope[i] > slope[best]:
            best = i
    return v[best]


def buffer_region(v, ph, pka, width=1.0):
    inside = []
    for i in range(len(ph)):
        if abs(ph[i] - pka) < width:
            inside.append(v[i])
    return min(inside), max(inside)


if __name__ == "__main__":
    v = np.linspace(0.0, 50.0, 201)
    ka = 1.8e-5
    ph = titration(v, 25.0, 0.1, 0.1, ka)
    print("start pH %.3f end pH %.3f" % (ph[0], ph[-1]))
    print("equivalence at %.2f mL" % equivalence_volume(v, ph))
    print("buffer region", buffer_region(v, ph, -np.log10(ka)))
