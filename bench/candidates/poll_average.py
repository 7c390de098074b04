"""Election poll aggregation: recency weights, house effects, candidate averages and leads."""
import numpy as np


def recency_weights(days_old, half_life=14.0):
    w = np.zeros(len(days_old))
    for i in range(len(days_old)):
        w[i] = 0.5 ** (days_old[i] / half_life)
    return w


def sample_weights(sizes):
    w = np.zeros(len(sizes))
    for i in range(len(sizes)):
        w[i] = np.sqrt(sizes[i] / 600.0)
    return w


def house_effects(shares, pollster, n_pollsters):
    overall = shares.mean(axis=0)
    effects = np.zeros((n_pollsters, shares.shape[1]))
    for p in range(n_pollsters):
        mine = shares[pollster == p]
        if len(mine) > 0:
            effects[p] = mine.mean(axis=0) - overall
    return effects


def adjusted(shares, pollster, effects):
    out = np.zeros_like(shares)
    for i in range(shares.shape[0]):
        for c in range(shares.shape[1]):
            out[i, c] = shares[i, c] - effects[pollster[i], c]
    return out


def weighted_average(shares, weights):
    avg = np.zeros(shares.shape[1])
    for c in range(shares.shape[1]):
        avg[c] = np.sum(shares[:, c] * weights) / np.sum(weights)
    return avg


def lead_probability(avg, sd, n_sims, rng):
    wins = np.zeros(len(avg))
    for s in range(n_sims):
        draw = avg + rng.normal(0, sd, len(avg))
        wins[np.argmax(draw)] += 1
    return wins / n_sims


if __name__ == "__main__":
    rng = np.random.default_rng(41)
    n_polls, n_cand, n_pollsters = 120, 4, 9
    truth = np.array([0.38, 0.34, 0.18, 0.10])
    pollster = rng.integers(0, n_pollsters, n_polls)
    bias = rng.normal(0, 0.015, (n_pollsters, n_cand))
    sizes = rng.integers(400, 2500, n_polls)
    shares = truth + bias[pollster] + rng.normal(0, 0.02, (n_polls, n_cand))
    days_old = rng.uniform(0, 60, n_polls)
    w = recency_weights(days_old) * sample_weights(sizes)
    eff = house_effects(shares, pollster, n_pollsters)
    adj = adjusted(shares, pollster, eff)
    avg = weighted_average(adj, w)
    print("average", np.round(avg, 4))
    print("P(lead)", lead_probability(avg, 0.02, 2000, rng))
