"""Metapopulation SIR model with commuting between districts."""
import numpy as np


def commuting_matrix(populations, rng, share=0.1):
    n = len(populations)
    flows = rng.random((n, n))
    np.fill_diagonal(flows, 0.0)
    for i in range(n):
        flows[i] = flows[i] / flows[i].sum() * share
    return flows


def step(S, I, R, beta, gamma, flows, dt):
    N = S + I + R
    force = np.zeros_like(S)
    for i in range(len(S)):
        contact = I[i] / N[i]
        for j in range(len(S)):
            contact += flows[i, j] * I[j] / N[j]
        force[i] = beta * contact
    new_inf = force * S * dt
    new_rec = gamma * I * dt
    S = S - new_inf
    I = I + new_inf - new_rec
    R = R + new_rec
    return S, I, R


def simulate(populations, seeds, beta, gamma, days, dt=0.1, seed=0):
    rng = np.random.default_rng(seed)
    flows = commuting_matrix(populations, rng)
    I = np.zeros(len(populations))
    I[seeds] = 10.0
    S = populations - I
    R = np.zeros(len(populations))
    history = []
    for day in range(days):
        for _ in range(int(1 / dt)):
            S, I, R = step(S, I, R, beta, gamma, flows, dt)
        history.append(I.copy())
        if I.sum() < 1.0:
            print("epidemic over on day", day)
            break
    return np.array(history)


def peak_days(history):
    peaks = []
    for d in range(history.shape[1]):
        peaks.append(int(np.argmax(history[:, d])))
    return np.array(peaks)


def attack_rates(history, populations, gamma):
    total = np.zeros(history.shape[1])
    for t in range(history.shape[0]):
        total = total + gamma * history[t]
    return total / populations


def main():
    populations = np.array([50000.0, 120000.0, 8000.0, 30000.0, 75000.0, 20000.0])
    history = simulate(populations, [1], 0.35, 0.1, 120)
    print(peak_days(history), np.round(attack_rates(history, populations, 0.1), 4))


if __name__ == "__main__":
    main()
