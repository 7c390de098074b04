"""Soiling losses on a solar farm: string currents, cleaning events and loss rates per row."""
import numpy as np

N_ROWS = 24
N_STRINGS = 12
N_DAYS = 120


def simulate_currents(rng):
    irr = 0.8 + 0.2 * np.sin(np.linspace(0, 6 * np.pi, N_DAYS))
    rate = rng.uniform(0.001, 0.004, N_ROWS)
    cleaned = rng.random((N_ROWS, N_DAYS)) < 0.03
    soil = np.zeros((N_ROWS, N_DAYS))
    for r in range(N_ROWS):
        s = 0.0
        for d in range(N_DAYS):
            if cleaned[r, d]:
                s = 0.0
            else:
                s += rate[r]
            soil[r, d] = s
    cur = 9.0 * irr[None, None, :] * (1 - soil[:, None, :]) + rng.normal(0, 0.05, (N_ROWS, N_STRINGS, N_DAYS))
    return cur, cleaned


def row_current(cur):
    out = np.zeros((N_ROWS, N_DAYS))
    for r in range(N_ROWS):
        for d in range(N_DAYS):
            out[r, d] = cur[r, :, d].mean()
    return out


def performance_index(row_cur, reference):
    pi = np.zeros_like(row_cur)
    for r in range(N_ROWS):
        pi[r] = row_cur[r] / reference
    return pi


def daily_loss(pi):
    loss = np.zeros((N_ROWS, N_DAYS - 1))
    for d in range(1, N_DAYS):
        loss[:, d - 1] = pi[:, d - 1] - pi[:, d]
    return loss


def worst_strings(cur, k=3):
    worst = np.zeros((N_ROWS, k), dtype=int)
    for r in range(N_ROWS):
        mean_per_string = cur[r].mean(axis=1)
        worst[r] = np.argsort(mean_per_string)[:k]
    return worst


def cleaning_gain(pi, cleaned):
    gains = []
    for r in range(N_ROWS):
        for d in range(1, N_DAYS):
            if cleaned[r, d]:
                gains.append(pi[r, d] - pi[r, d - 1])
    return np.array(gains)


def monthly_mean(pi):
    months = N_DAYS // 30
    out = np.zeros((N_ROWS, months))
    for r in range(N_ROWS):
        for m in range(months):
            out[r, m] = pi[r, m * 30:(m + 1) * 30].mean()
    return out


def main():
    rng = np.random.default_rng(12)
    cur, cleaned = simulate_currents(rng)
    rc = row_current(cur)
    reference = 9.0 * (0.8 + 0.2 * np.sin(np.linspace(0, 6 * np.pi, N_DAYS)))
    pi = performance_index(rc, reference)
    loss = daily_loss(pi)
    worst = worst_strings(cur)
    gains = cleaning_gain(pi, cleaned)
    mm = monthly_mean(pi)
    print("pi", np.round(pi[:3, -1], 5))
    print("loss", round(float(loss.mean()), 7))
    print("worst", worst[:3])
    print("gains", len(gains), round(float(gains.mean()), 5))
    print("monthly", np.round(mm[0], 5))


if __name__ == "__main__":
    main()
