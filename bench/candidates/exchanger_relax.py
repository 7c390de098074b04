"""Steady temperature in a counter-flow heat exchanger by damped relaxation."""
import numpy as np


def relax(n, hot_in, cold_in, ua, steps, tol):
    hot = np.full(n, hot_in)
    cold = np.full(n, cold_in)
    for it in range(steps):
        q = ua * (hot - cold)
        flux = np.zeros(n)
        flux[:] = q
        hot_new = hot.copy()
        hot_new[1:] = hot[:-1] - flux[:-1]
        cold_new = cold.copy()
        cold_new[:-1] = cold[1:] + flux[1:]
        resid = np.linalg.norm(hot_new - hot) + np.linalg.norm(cold_new - cold)
        hot = 0.5 * hot + 0.5 * hot_new
        cold = cold * 0.5 + 0.5 * cold_new
        if resid < tol:
            break
    return hot, cold


def effectiveness(hot, cold, hot_in, cold_in):
    return float((hot_in - hot[-1]) / (hot_in - cold_in))


if __name__ == "__main__":
    h, c = relax(200, 90.0, 20.0, 0.01, 5000, 1e-9)
    print(effectiveness(h, c, 90.0, 20.0))
