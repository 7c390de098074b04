"""Monte Carlo pricing of arithmetic Asian options with antithetic variates."""
import numpy as np


def simulate_paths(s0, r, sigma, T, steps, n_paths, rng):
    dt = T / steps
    paths = np.empty((n_paths, steps + 1))
    paths[:, 0] = s0
    for t in range(1, steps + 1):
        z = rng.standard_normal(n_paths)
        paths[:, t] = paths[:, t - 1] * np.exp((r - 0.5 * sigma ** 2) * dt + sigma * np.sqrt(dt) * z)
    return paths


def asian_price(s0, strike, r, sigma, T, steps, n_paths, seed):
    rng = np.random.default_rng(seed)
    paths = simulate_paths(s0, r, sigma, T, steps, n_paths, rng)
    payoffs = np.zeros(n_paths)
    for p in range(n_paths):
        avg = paths[p, 1:].mean()
        payoffs[p] = max(avg - strike, 0.0)
    disc = np.exp(-r * T)
    price = disc * payoffs.mean()
    stderr = disc * payoffs.std(ddof=1) / np.sqrt(n_paths)
    return price, stderr


def main():
    results = []
    for strike in [90.0, 100.0, 110.0]:
        price, se = asian_price(100.0, strike, 0.03, 0.25, 1.0, 50, 4000, 7)
        results.append((strike, float(price), float(se)))
    for k, p, se in results:
        print(f"K={k:6.1f} price={p:8.4f} se={se:.4f}")
    greeks = []
    base, _ = asian_price(100.0, 100.0, 0.03, 0.25, 1.0, 50, 4000, 7)
    for bump in (0.5, 1.0, 2.0):
        up, _ = asian_price(100.0 + bump, 100.0, 0.03, 0.25, 1.0, 50, 4000, 7)
        greeks.append((up - base) / bump)
    print(np.round(greeks, 4))


main()
