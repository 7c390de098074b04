"""Snow-pit stability: layer loads, shear-strength ratios and weak-layer search over many pits."""
import numpy as np


def overburden(density, thickness):
    load = np.zeros(len(density))
    above = 0.0
    for i in range(len(density)):
        above += density[i] * thickness[i] * 9.81 / 1000.0
        load[i] = above
    return load


def stability_index(strength, load):
    si = np.zeros(len(strength))
    for i in range(len(strength)):
        if load[i] > 0:
            si[i] = strength[i] / load[i]
        else:
            si[i] = np.inf
    return si


def weakest_layer(si):
    lo = 0
    for i in range(1, len(si)):
        if si[i] < si[lo]:
            lo = i
    return lo


def temperature_gradient(temps, depths):
    grad = np.zeros(len(temps) - 1)
    for i in range(len(temps) - 1):
        grad[i] = (temps[i + 1] - temps[i]) / (depths[i + 1] - depths[i])
    return grad


def faceting_risk(grad, threshold):
    risky = 0
    for g in grad:
        if abs(g) > threshold:
            risky += 1
    return risky


def survey(pits):
    summary = np.zeros((len(pits), 3))
    for k in range(len(pits)):
        density, thickness, strength, temps, depths = pits[k]
        load = overburden(density, thickness)
        si = stability_index(strength, load)
        w = weakest_layer(si)
        summary[k, 0] = w
        summary[k, 1] = si[w]
        summary[k, 2] = faceting_risk(temperature_gradient(temps, depths), 10.0)
    return summary


def main():
    rng = np.random.default_rng(13)
    pits = []
    for _ in range(25):
        n = rng.integers(6, 14)
        density = rng.uniform(80, 400, n)
        thickness = rng.uniform(0.03, 0.3, n)
        strength = rng.uniform(0.2, 3.0, n)
        depths = np.concatenate([[0.0], np.cumsum(thickness)])
        temps = np.linspace(-12, 0, n + 1) + rng.normal(0, 0.5, n + 1)
        pits.append((density, thickness, strength, temps, depths))
    s = survey(pits)
    print(np.round(s[:6], 3))
    print("mean si", round(float(s[:, 1].mean()), 3))


if __name__ == "__main__":
    main()
