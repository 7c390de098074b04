"""Consumer loan book: amortization schedules, delinquency roll rates, expected loss by vintage."""
import numpy as np


def book(n_loans, rng):
    principal = rng.uniform(2000, 30000, n_loans)
    rate = rng.uniform(0.04, 0.24, n_loans) / 12
    term = rng.choice([24, 36, 48, 60], n_loans)
    vintage = rng.integers(0, 8, n_loans)
    score = rng.normal(680, 60, n_loans)
    return principal, rate, term, vintage, score


def payments(principal, rate, term):
    pay = np.zeros(len(principal))
    for k in range(len(principal)):
        r = rate[k]
        pay[k] = principal[k] * r / (1 - (1 + r) ** (-term[k]))
    return pay


def balance_after(principal, rate, pay, months):
    bal = principal.copy()
    for m in range(months):
        interest = bal * rate
        bal = np.maximum(bal + interest - pay, 0.0)
    return bal


def schedule(principal, rate, pay, term):
    bal = np.zeros(term + 1)
    bal[0] = principal
    for m in range(term):
        bal[m + 1] = bal[m] * (1 + rate) - pay
    return bal


def roll_rates(states, n_states):
    counts = np.zeros((n_states, n_states))
    for t in range(1, states.shape[1]):
        for k in range(states.shape[0]):
            counts[states[k, t - 1], states[k, t]] += 1
    totals = counts.sum(axis=1, keepdims=True)
    return counts / np.maximum(totals, 1)


def vintage_loss(principal, score, vintage, n_vintages):
    pd = 1.0 / (1.0 + np.exp((score - 600) / 40))
    loss = np.zeros(n_vintages)
    for k in range(len(principal)):
        loss[vintage[k]] += pd[k] * 0.45 * principal[k]
    return loss


def score_bands(score, pay):
    edges = [550, 600, 650, 700, 750, 800]
    avg = np.zeros(len(edges) - 1)
    for b in range(len(edges) - 1):
        m = (score >= edges[b]) & (score < edges[b + 1])
        avg[b] = pay[m].mean() if m.any() else 0.0
    return avg


def main():
    rng = np.random.default_rng(44)
    principal, rate, term, vintage, score = book(500, rng)
    pay = payments(principal, rate, term)
    print("pay", np.round(pay[:4], 4))
    print("bal12", np.round(balance_after(principal, rate, pay, 12)[:4], 4))
    print("sched", np.round(schedule(principal[0], rate[0], pay[0], int(term[0]))[-3:], 4))
    states = np.minimum(np.cumsum(rng.random((200, 12)) < 0.05, axis=1), 3)
    print("roll", np.round(roll_rates(states, 4), 5))
    print("loss", np.round(vintage_loss(principal, score, vintage, 8), 3))
    print("bands", np.round(score_bands(score, pay), 4))


main()
