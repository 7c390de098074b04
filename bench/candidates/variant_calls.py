"""Genotype matrix QC: call rates, allele frequencies, Hardy-Weinberg tests, LD pruning."""
import numpy as np


def simulate_genotypes(n_samples, n_sites, rng):
    freqs = rng.uniform(0.05, 0.5, n_sites)
    g = rng.binomial(2, freqs, size=(n_samples, n_sites)).astype(float)
    missing = rng.random((n_samples, n_sites)) < 0.02
    g[missing] = np.nan
    return g


def call_rate(g):
    rates = np.zeros(g.shape[1])
    for j in range(g.shape[1]):
        rates[j] = np.sum(~np.isnan(g[:, j])) / g.shape[0]
    return rates


def allele_frequency(g):
    af = np.zeros(g.shape[1])
    for j in range(g.shape[1]):
        col = g[:, j]
        col = col[~np.isnan(col)]
        af[j] = col.sum() / (2 * len(col))
    return af


def hwe_chi2(g):
    chi2 = np.zeros(g.shape[1])
    for j in range(g.shape[1]):
        col = g[:, j]
        col = col[~np.isnan(col)]
        n = len(col)
        obs = np.array([np.sum(col == 0), np.sum(col == 1), np.sum(col == 2)])
        p = (obs[1] + 2 * obs[2]) / (2 * n)
        exp = n * np.array([(1 - p) ** 2, 2 * p * (1 - p), p ** 2])
        chi2[j] = np.sum((obs - exp) ** 2 / exp)
    return chi2


def ld_prune(g, window, r2_max):
    filled = np.where(np.isnan(g), np.nanmean(g, axis=0), g)
    keep = np.ones(g.shape[1], dtype=bool)
    for j in range(g.shape[1]):
        if not keep[j]:
            continue
        for k in range(j + 1, min(j + window, g.shape[1])):
            if keep[k]:
                r = np.corrcoef(filled[:, j], filled[:, k])[0, 1]
                if r ** 2 > r2_max:
                    keep[k] = False
    return keep


if __name__ == "__main__":
    rng = np.random.default_rng(31)
    g = simulate_genotypes(400, 300, rng)
    print("min call rate %.4f" % call_rate(g).min())
    af = allele_frequency(g)
    print("mean AF %.4f" % af.mean())
    print("HWE chi2 > 3.84:", int(np.sum(hwe_chi2(g) > 3.84)))
    print("kept after LD pruning", int(ld_prune(g, 10, 0.2).sum()))
