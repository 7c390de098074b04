"""Bootstrap confidence intervals for the difference of medians between groups."""
import numpy as np


def bootstrap_diff(a, b, n_boot, rng):
    diffs = np.empty(n_boot)
    for i in range(n_boot):
        ra = rng.choice(a, size=len(a), replace=True)
        rb = rng.choice(b, size=len(b), replace=True)
        diffs[i] = np.median(ra) - np.median(rb)
    return diffs


def percentile_ci(samples, level=0.95):
    lo = np.percentile(samples, 100 * (1 - level) / 2)
    hi = np.percentile(samples, 100 * (1 + level) / 2)
    return lo, hi


def permutation_p(a, b, n_perm, rng):
    observed = abs(np.median(a) - np.median(b))
    pooled = np.concatenate([a, b])
    count = 0
    for _ in range(n_perm):
        rng.shuffle(pooled)
        d = abs(np.median(pooled[:len(a)]) - np.median(pooled[len(a):]))
        if d >= observed:
            count += 1
    return (count + 1) / (n_perm + 1)


def main():
    rng = np.random.default_rng(99)
    groups = {
        "control": rng.lognormal(0.0, 0.5, 80),
        "dose_low": rng.lognormal(0.1, 0.5, 75),
        "dose_high": rng.lognormal(0.35, 0.6, 70),
    }
    base = groups["control"]
    for name in ["dose_low", "dose_high"]:
        diffs = bootstrap_diff(groups[name], base, 2000, rng)
        lo, hi = percentile_ci(diffs)
        p = permutation_p(groups[name], base, 1000, rng)
        print(f"{name}: diff CI [{lo:.4f}, {hi:.4f}] p={p:.4f}")


main()
