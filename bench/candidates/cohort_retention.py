"""Subscription cohort retention: activity matrix, retention curves, churn hazard and LTV."""
import numpy as np


def simulate_activity(n_users, n_months, rng):
    signup = rng.integers(0, n_months, n_users)
    hazard = rng.uniform(0.03, 0.25, n_users)
    active = np.zeros((n_users, n_months), dtype=bool)
    for u in range(n_users):
        alive = True
        for m in range(signup[u], n_months):
            if alive and rng.random() < hazard[u]:
                alive = False
            active[u, m] = alive
    return signup, active


def cohort_matrix(signup, active, n_months):
    counts = np.zeros((n_months, n_months))
    sizes = np.zeros(n_months)
    for u in range(len(signup)):
        c = signup[u]
        sizes[c] += 1
        for age in range(n_months - c):
            if active[u, c + age]:
                counts[c, age] += 1
    return counts, sizes


def retention_curves(counts, sizes):
    ret = np.full(counts.shape, np.nan)
    for c in range(counts.shape[0]):
        if sizes[c] == 0:
            continue
        for age in range(counts.shape[0] - c):
            ret[c, age] = counts[c, age] / sizes[c]
    return ret


def pooled_retention(ret):
    pooled = np.zeros(ret.shape[1])
    for age in range(ret.shape[1]):
        col = ret[:, age]
        pooled[age] = np.nanmean(col) if np.any(~np.isnan(col)) else np.nan
    return pooled


def hazard_from_retention(pooled):
    h = np.zeros(len(pooled) - 1)
    for a in range(len(pooled) - 1):
        h[a] = 1.0 - pooled[a + 1] / pooled[a]
    return h


def lifetime_value(pooled, price, discount):
    factors = np.zeros(len(pooled))
    for a in range(len(pooled)):
        factors[a] = (1.0 + discount) ** (-a)
    ok = ~np.isnan(pooled)
    return price * np.sum(pooled[ok] * factors[ok])


def revenue_by_month(active, prices):
    rev = np.zeros(active.shape[1])
    for m in range(active.shape[1]):
        rev[m] = np.sum(active[:, m] * prices)
    return rev


if __name__ == "__main__":
    rng = np.random.default_rng(11)
    n_users, n_months = 3000, 18
    signup, active = simulate_activity(n_users, n_months, rng)
    counts, sizes = cohort_matrix(signup, active, n_months)
    ret = retention_curves(counts, sizes)
    pooled = pooled_retention(ret)
    h = hazard_from_retention(pooled)
    prices = rng.choice([9.0, 19.0, 49.0], n_users, p=[0.6, 0.3, 0.1])
    rev = revenue_by_month(active, prices)
    print("pooled", np.round(pooled[:8], 4))
    print("hazard", np.round(h[:6], 4))
    print(f"ltv={lifetime_value(pooled, 19.0, 0.01):.4f} rev_total={rev.sum():.2f}")
