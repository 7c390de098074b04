"""Age-structured fish stock assessment: survival, catch equations, spawning biomass, yield per recruit."""
import numpy as np


def weight_at_age(ages, linf=90.0, k=0.2, t0=-0.5, a=1e-5, b=3.0):
    length = linf * (1 - np.exp(-k * (ages - t0)))
    return a * length ** b


def selectivity(ages, a50, slope):
    sel = np.zeros(ages.size)
    for i in range(ages.size):
        sel[i] = 1.0 / (1.0 + np.exp(-slope * (ages[i] - a50)))
    return sel


def project(n0, recruits, fishing, sel, m):
    n_years = recruits.size
    n_ages = n0.size
    n = np.zeros((n_years, n_ages))
    n[0] = n0
    for y in range(1, n_years):
        z = m + fishing[y - 1] * sel
        n[y, 0] = recruits[y]
        for a in range(1, n_ages):
            n[y, a] = n[y - 1, a - 1] * np.exp(-z[a - 1])
        n[y, -1] += n[y - 1, -1] * np.exp(-z[-1])
    return n


def baranov_catch(n, fishing, sel, m):
    catch = np.zeros(n.shape)
    for y in range(n.shape[0]):
        f = fishing[y] * sel
        z = f + m
        catch[y] = f / z * n[y] * (1 - np.exp(-z))
    return catch


def spawning_biomass(n, weights, maturity):
    ssb = np.zeros(n.shape[0])
    for y in range(n.shape[0]):
        ssb[y] = np.sum(n[y] * weights * maturity)
    return ssb


def yield_per_recruit(f_grid, sel, weights, m, n_ages):
    ypr = np.zeros(f_grid.size)
    for j, fm in enumerate(f_grid):
        surv = 1.0
        total = 0.0
        for a in range(n_ages):
            f = fm * sel[a]
            z = f + m
            total += surv * f / z * (1 - np.exp(-z)) * weights[a]
            surv *= np.exp(-z)
        ypr[j] = total
    return ypr


if __name__ == "__main__":
    rng = np.random.default_rng(12)
    ages = np.arange(1, 16, dtype=float)
    w = weight_at_age(ages)
    sel = selectivity(ages, 4.0, 1.5)
    mat = 1.0 / (1.0 + np.exp(-2.0 * (ages - 5.0)))
    recruits = rng.lognormal(13, 0.4, 40)
    fishing = 0.2 + 0.3 * np.sin(np.linspace(0, 3, 40)) ** 2
    n0 = recruits[0] * np.exp(-0.2 * np.arange(ages.size))
    n = project(n0, recruits, fishing, sel, 0.2)
    c = baranov_catch(n, fishing, sel, 0.2)
    ssb = spawning_biomass(n, w, mat)
    ypr = yield_per_recruit(np.linspace(0.01, 1.5, 60), sel, w, 0.2, ages.size)
    print(f"ssb last={ssb[-1]:.6e} catch={c.sum():.6e} fmax={np.linspace(0.01, 1.5, 60)[np.argmax(ypr)]:.4f}")
