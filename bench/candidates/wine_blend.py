"""Wine blending: choose lot fractions to hit target chemistry, then score blends."""
import numpy as np


def normalize_rows(m):
    out = np.empty_like(m)
    for i in range(m.shape[0]):
        out[i] = m[i] / m[i].sum()
    return out


def blend_chemistry(fractions, lots):
    return fractions @ lots


def projected_gradient(lots, target, iters=500, lr=0.05):
    k = lots.shape[0]
    w = np.full(k, 1.0 / k)
    for it in range(iters):
        resid = w @ lots - target
        grad = 2 * lots @ resid
        w = w - lr * grad
        w = np.clip(w, 0, None)
        w = w / w.sum()
        if np.linalg.norm(grad) < 1e-6:
            break
    return w


def score_blends(candidates, target, weights):
    scores = []
    for c in candidates:
        diff = (c - target) * weights
        scores.append(np.sqrt(np.sum(diff ** 2)))
    return np.array(scores)


def acid_label(ph_values):
    label = np.vectorize(lambda p: "crisp" if p < 3.3 else ("balanced" if p < 3.6 else "soft"))
    return label(ph_values)


def cost(fractions, prices):
    total = np.zeros(fractions.shape[0])
    for i in range(fractions.shape[0]):
        for j in range(fractions.shape[1]):
            total[i] += fractions[i, j] * prices[j]
    return total


if __name__ == "__main__":
    rng = np.random.default_rng(5)
    lots = np.column_stack([rng.uniform(12, 15, 8), rng.uniform(3.1, 3.8, 8), rng.uniform(4, 8, 8)])
    target = np.array([13.5, 3.45, 6.0])
    w = projected_gradient(lots / lots.max(axis=0), target / lots.max(axis=0))
    print(np.round(w, 4))
    cands = normalize_rows(rng.uniform(0, 1, (20, 8)))
    chem = blend_chemistry(cands, lots)
    print(np.round(score_blends(chem, target, np.array([1.0, 10.0, 0.5]))[:6], 4))
    print(acid_label(chem[:6, 1]))
    print(np.round(cost(cands, rng.uniform(5, 30, 8))[:5], 3))
