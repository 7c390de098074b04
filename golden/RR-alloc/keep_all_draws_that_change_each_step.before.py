import numpy as np


def anneal(x, steps, seed):
    rng = np.random.default_rng(seed)
    temperature = 1.0
    for t in range(steps):
        kick = rng.normal(0.0, temperature, x.shape[0])
        x += kick
        temperature *= 0.99
    return x


def until_full(n, width, seed):
    rng = np.random.default_rng(seed)
    totals = []
    while len(totals) < n:
        jitter = rng.standard_normal(width)
        totals.append(jitter.sum())
    return totals


def subsample(pool, rounds, seed):
    rng = np.random.default_rng(seed)
    totals = []
    for r in range(rounds):
        picked = rng.choice(pool, 10, replace=False)
        totals.append(picked.sum())
    return totals


def per_step_sizes(sizes, seed):
    rng = np.random.default_rng(seed)
    out = []
    for n in range(len(sizes)):
        draw = rng.random(sizes)
        out.append(draw.mean())
    return out


def over_items(items, width, seed):
    rng = np.random.default_rng(seed)
    out = []
    for item in items:
        noise = rng.standard_normal(width)
        out.append(item + noise)
    return out


def until_converged(rng, dim, batch, max_batches, tol):
    hits = 0
    history = []
    for b in range(max_batches):
        x = rng.uniform(-1, 1, (batch, dim))
        hits += int(((x * x).sum(axis=1) <= 1.0).sum())
        history.append(hits / ((b + 1) * batch))
        if b > 5 and abs(history[-1] - history[-6]) < tol:
            break
    return history


def first_outlier(rng, width, steps, limit):
    for t in range(steps):
        sample = rng.standard_normal(width)
        if sample.max() > limit:
            return t
    return -1


DAYS = 180
N_FIELDS = 2_000_000


def water_balance(rng, taw):
    # Every day's rain at once would be 180 x 2,000,000 values (2.9 GB).
    depletion = 0.3 * taw
    for day in range(DAYS):
        rain = rng.gamma(0.3, 8.0, N_FIELDS)
        depletion = np.clip(depletion - rain + 4.0, 0.0, taw)
    return depletion
