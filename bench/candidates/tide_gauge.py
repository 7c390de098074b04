"""Tidal harmonic analysis of a tide-gauge record by least squares, and extreme levels."""
import numpy as np

CONSTITUENTS = {"M2": 12.4206012, "S2": 12.0, "K1": 23.93447213, "O1": 25.81933871}


def design_matrix(t_hours):
    cols = [np.ones_like(t_hours)]
    for period in CONSTITUENTS.values():
        w = 2 * np.pi / period
        cols.append(np.cos(w * t_hours))
        cols.append(np.sin(w * t_hours))
    return np.column_stack(cols)


def amplitudes(coef):
    out = {}
    for k, name in enumerate(CONSTITUENTS):
        a, b = coef[1 + 2 * k], coef[2 + 2 * k]
        out[name] = float(np.hypot(a, b))
    return out


def annual_maxima(levels, per_year):
    years = len(levels) // per_year
    maxima = np.zeros(years)
    for y in range(years):
        maxima[y] = levels[y * per_year:(y + 1) * per_year].max()
    return maxima


def main():
    rng = np.random.default_rng(2)
    t = np.arange(0, 24 * 365 * 3, 1.0)
    truth = 1.2 * np.cos(2 * np.pi * t / 12.4206012) + 0.4 * np.cos(2 * np.pi * t / 12.0 + 0.3)
    levels = 2.0 + truth + 0.1 * rng.standard_normal(t.size)
    A = design_matrix(t)
    coef, *_ = np.linalg.lstsq(A, levels, rcond=None)
    for name, amp in amplitudes(coef).items():
        print(f"{name}: {amp:.4f}")
    m = annual_maxima(levels, 24 * 365)
    print(np.round(m, 4))


main()
