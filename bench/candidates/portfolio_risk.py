"""Monte Carlo value-at-risk of an option book, with a payoff written per scenario."""
import numpy as np


def payoff(s, k):
    if s > k:
        return s - k
    return 0.0


vector_payoff = np.vectorize(payoff)


def simulate(spot, vol, rate, horizon, n_paths, seed):
    rng = np.random.default_rng(seed)
    z = rng.standard_normal(n_paths)
    return spot * np.exp((rate - 0.5 * vol * vol) * horizon + vol * np.sqrt(horizon) * z)


def book_pnl(spots, strikes, notionals, vol, rate, horizon, n_paths):
    pnl = np.zeros(n_paths)
    for j in range(len(strikes)):
        paths = simulate(spots[j], vol, rate, horizon, n_paths, j)
        values = vector_payoff(paths, strikes[j])
        pnl = pnl + notionals[j] * values
    return pnl


def var(pnl, level):
    ordered = np.sort(pnl)
    losses = ordered[::-1]
    cut = int(level * len(losses))
    return float(losses[cut])


if __name__ == "__main__":
    spots = np.array([100.0, 95.0, 120.0])
    strikes = np.array([105.0, 90.0, 125.0])
    notionals = np.array([1e4, -5e3, 2e4])
    pnl = book_pnl(spots, strikes, notionals, 0.2, 0.01, 0.25, 20000)
    print(var(pnl, 0.99))
