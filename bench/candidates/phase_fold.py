"""Period search for variable stars by phase dispersion minimisation."""
import numpy as np


def fold(times, period):
    phase = np.zeros(len(times))
    for i in range(len(times)):
        phase[i] = (times[i] / period) % 1.0
    return phase


def pdm_theta(times, mags, period, n_bins=10):
    phase = fold(times, period)
    total_var = np.var(mags, ddof=1)
    s2 = 0.0
    dof = 0
    for b in range(n_bins):
        lo = b / n_bins
        hi = (b + 1) / n_bins
        sel = (phase >= lo) & (phase < hi)
        nb = np.count_nonzero(sel)
        if nb > 1:
            s2 += np.var(mags[sel], ddof=1) * (nb - 1)
            dof += nb - 1
    return (s2 / dof) / total_var


def search(times, mags, periods):
    thetas = np.empty(len(periods))
    for i, p in enumerate(periods):
        thetas[i] = pdm_theta(times, mags, p)
    best = np.argmin(thetas)
    return periods[best], thetas[best]


def main():
    rng = np.random.default_rng(8)
    for true_p in (0.37, 1.9, 5.3):
        times = np.sort(rng.uniform(0, 60, 300))
        mags = 12.0 + 0.4 * np.sin(2 * np.pi * times / true_p) + 0.05 * rng.standard_normal(300)
        periods = np.linspace(0.2, 8.0, 1500)
        p, th = search(times, mags, periods)
        print(f"true {true_p:.2f} found {p:.4f} theta {th:.4f}")


main()
