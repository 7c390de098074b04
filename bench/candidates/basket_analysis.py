"""Market basket analysis on a transactions x products incidence matrix."""
import numpy as np


def make_baskets(n_tx, n_products, rng):
    popularity = rng.dirichlet(np.ones(n_products) * 0.5)
    baskets = np.zeros((n_tx, n_products), dtype=np.int8)
    for t in range(n_tx):
        size = rng.integers(1, 8)
        items = rng.choice(n_products, size=size, replace=False, p=popularity)
        baskets[t, items] = 1
    return baskets


def support(baskets):
    s = np.zeros(baskets.shape[1])
    for p in range(baskets.shape[1]):
        s[p] = baskets[:, p].sum() / baskets.shape[0]
    return s


def co_occurrence(baskets):
    n = baskets.shape[1]
    co = np.zeros((n, n), dtype=int)
    for t in range(baskets.shape[0]):
        items = np.nonzero(baskets[t])[0]
        for a in items:
            for b in items:
                if a != b:
                    co[a, b] += 1
    return co


def lift(co, s, n_tx):
    n = len(s)
    out = np.zeros((n, n))
    for a in range(n):
        for b in range(n):
            if s[a] > 0 and s[b] > 0:
                out[a, b] = (co[a, b] / n_tx) / (s[a] * s[b])
    return out


def top_rules(lift_m, co, min_count, k):
    rules = []
    for a in range(lift_m.shape[0]):
        for b in range(lift_m.shape[1]):
            if co[a, b] >= min_count:
                rules.append((lift_m[a, b], a, b))
    rules.sort(reverse=True)
    return rules[:k]


if __name__ == "__main__":
    rng = np.random.default_rng(23)
    baskets = make_baskets(3000, 25, rng)
    s = support(baskets)
    co = co_occurrence(baskets)
    lm = lift(co, s, baskets.shape[0])
    print("max support %.4f" % s.max())
    for value, a, b in top_rules(lm, co, 20, 5):
        print("%d -> %d lift %.3f" % (a, b, value))
