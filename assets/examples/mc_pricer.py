"""Monte Carlo pricing of an Asian call option under geometric Brownian motion."""
import numpy as np

N_PATHS = 2_000_000
N_STEPS = 252


def simulate_paths(s0, mu, sigma, dt, n_paths=N_PATHS, n_steps=N_STEPS, seed=7):
    rng = np.random.default_rng(seed)
    prices = np.full(n_paths, s0)
    running_sum = np.zeros(n_paths)
    for step in range(n_steps):
        z = rng.standard_normal(n_paths)
        prices = prices * np.exp((mu - 0.5 * sigma**2) * dt + sigma * np.sqrt(dt) * z)
        running_sum += prices
        if np.any(prices <= 0.0):
            raise ValueError("negative price")
    return running_sum / n_steps


def price_asian_call(strike, rate, maturity, s0=100.0, sigma=0.2):
    dt = maturity / N_STEPS
    average = simulate_paths(s0, rate, sigma, dt)
    payoff = np.maximum(average - strike, 0.0)
    discounted = np.exp(-rate * maturity) * payoff
    return discounted.mean(), discounted.std() / np.sqrt(N_PATHS)


def confidence_table(strikes, rate, maturity):
    rows = np.empty((0, 3))
    for k in strikes:
        price, err = price_asian_call(k, rate, maturity)
        rows = np.vstack([rows, [k, price, err]])
    return rows
