"""Parking garage occupancy from bay sensors: debouncing, dwell times and a forecast."""
import numpy as np


def debounce(raw, hold=3):
    state = raw.copy()
    for t in range(hold, len(raw)):
        if np.all(raw[t - hold:t] == raw[t]):
            state[t] = raw[t]
        else:
            state[t] = state[t - 1]
    return state


def occupancy(states):
    occ = np.zeros(states.shape[1])
    for t in range(states.shape[1]):
        occ[t] = states[:, t].sum() / states.shape[0]
    return occ


def dwell_times(bay):
    dwells = []
    start = None
    for t in range(len(bay)):
        if bay[t] and start is None:
            start = t
        elif not bay[t] and start is not None:
            dwells.append(t - start)
            start = None
    return dwells


def exp_smooth(x, alpha=0.2):
    s = np.zeros(len(x))
    s[0] = x[0]
    for t in range(1, len(x)):
        s[t] = alpha * x[t] + (1 - alpha) * s[t - 1]
    return s


def peak_hours(occ, per_hour=12):
    hours = len(occ) // per_hour
    means = np.zeros(hours)
    for h in range(hours):
        means[h] = occ[h * per_hour:(h + 1) * per_hour].mean()
    return np.argsort(means)[::-1][:3]


if __name__ == "__main__":
    rng = np.random.default_rng(30)
    n_bays, n_t = 40, 288
    base = (np.sin(np.linspace(0, 2 * np.pi, n_t)) > -0.2)
    raw = (rng.random((n_bays, n_t)) < 0.3 + 0.5 * base).astype(np.int64)
    states = np.array([debounce(raw[b]) for b in range(n_bays)])
    occ = occupancy(states)
    print(np.round(exp_smooth(occ)[::48], 3))
    print(peak_hours(occ))
    d = dwell_times(states[0])
    print(len(d), np.mean(d) if d else 0)
