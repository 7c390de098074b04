"""Age-structured SEIR epidemic with a contact matrix and a vaccination campaign."""
import numpy as np


def contact_matrix(n_groups):
    C = np.zeros((n_groups, n_groups))
    for i in range(n_groups):
        for j in range(n_groups):
            C[i, j] = 2.0 * np.exp(-abs(i - j) / 2.0)
    return C


def step(S, E, I, R, C, pop, beta, sigma, gamma, dt):
    force = beta * C @ (I / pop)
    new_e = force * S * dt
    new_i = sigma * E * dt
    new_r = gamma * I * dt
    return S - new_e, E + new_e - new_i, I + new_i - new_r, R + new_r


def run(days, dt=0.1):
    pop = np.array([2e6, 3e6, 4e6, 3e6, 1.5e6])
    C = contact_matrix(len(pop))
    I = np.array([10.0, 20.0, 20.0, 5.0, 1.0])
    E = np.zeros(len(pop))
    R = np.zeros(len(pop))
    S = pop - I
    peak = np.zeros(len(pop))
    steps = int(days / dt)
    for s in range(steps):
        if s * dt > 60:
            vacc = np.minimum(S, 0.002 * pop * dt)
            S = S - vacc
            R = R + vacc
        S, E, I, R = step(S, E, I, R, C, pop, 0.05, 1 / 5.0, 1 / 7.0, dt)
        for g in range(len(pop)):
            if I[g] > peak[g]:
                peak[g] = I[g]
    return S, R, peak


def main():
    S, R, peak = run(200)
    for g in range(len(S)):
        print(f"group {g}: attack {R[g] / (S[g] + R[g]):.4f} peak {peak[g]:.1f}")


main()
