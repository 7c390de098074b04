"""Predator-prey dynamics on a ring of habitat patches with dispersal."""
import numpy as np


def step(prey, pred, params, dt):
    a, b, c, d, m = params
    n = len(prey)
    new_prey = np.empty(n)
    new_pred = np.empty(n)
    for i in range(n):
        left = (i - 1) % n
        right = (i + 1) % n
        disp_prey = m * (prey[left] + prey[right] - 2 * prey[i])
        disp_pred = 0.5 * m * (pred[left] + pred[right] - 2 * pred[i])
        new_prey[i] = prey[i] + dt * (a * prey[i] - b * prey[i] * pred[i] + disp_prey)
        new_pred[i] = pred[i] + dt * (c * prey[i] * pred[i] - d * pred[i] + disp_pred)
    return np.maximum(new_prey, 0.0), np.maximum(new_pred, 0.0)


def run(n_patches, years, dt, seed):
    rng = np.random.default_rng(seed)
    prey = 10 + rng.random(n_patches)
    pred = 5 + rng.random(n_patches)
    params = (1.1, 0.4, 0.1, 0.4, 0.05)
    history = []
    steps = int(years / dt)
    for s in range(steps):
        prey, pred = step(prey, pred, params, dt)
        if s % 200 == 0:
            history.append((prey.sum(), pred.sum()))
        if np.all(prey < 1e-6):
            print("prey extinct at step", s)
            break
    return prey, pred, history


def synchrony(history):
    arr = np.array(history)
    corr = np.corrcoef(arr[:, 0], arr[:, 1])[0, 1]
    return corr


def main():
    prey, pred, hist = run(16, 40.0, 0.01, 4)
    print(np.round(prey[:4], 4), np.round(pred[:4], 4))
    print(round(float(synchrony(hist)), 6))
    peaks = 0
    series = np.array([h[0] for h in hist])
    for k in range(1, len(series) - 1):
        if series[k] > series[k - 1] and series[k] > series[k + 1]:
            peaks += 1
    print("prey peaks", peaks)


main()
