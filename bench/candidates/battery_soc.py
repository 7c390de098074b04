"""Battery pack monitoring: coulomb counting, cell imbalance and balancing decisions."""
import numpy as np


def pack_current(n, dt, rng):
    t = np.arange(n) * dt
    return 20.0 * np.sin(2 * np.pi * t / 600.0) + rng.normal(0, 1.0, n)


def coulomb_count(current, dt, capacity_ah, soc0):
    soc = np.zeros(len(current) + 1)
    soc[0] = soc0
    for k in range(len(current)):
        soc[k + 1] = soc[k] - current[k] * dt / (3600.0 * capacity_ah)
    return soc


def ocv(soc):
    return 3.0 + 1.2 * soc - 0.3 * soc ** 2


def cell_voltages(soc, offsets, resistance, current):
    n_cells = len(offsets)
    v = np.zeros((n_cells, len(current)))
    for c in range(n_cells):
        for k in range(len(current)):
            v[c, k] = ocv(soc[k] + offsets[c]) - resistance[c] * current[k]
    return v


def imbalance(v):
    spread = np.zeros(v.shape[1])
    for k in range(v.shape[1]):
        spread[k] = v[:, k].max() - v[:, k].min()
    return spread


def balancing_plan(v, threshold):
    plan = {}
    last = v[:, -1]
    target = last.min()
    for c in range(len(last)):
        if last[c] - target > threshold:
            plan[c] = round(float(last[c] - target) * 1000.0, 1)
    return plan


if __name__ == "__main__":
    rng = np.random.default_rng(6)
    dt = 1.0
    current = pack_current(3600, dt, rng)
    soc = coulomb_count(current, dt, 50.0, 0.8)
    offsets = rng.normal(0, 0.01, 12)
    resistance = rng.uniform(0.001, 0.003, 12)
    v = cell_voltages(soc[:-1], offsets, resistance, current)
    print("final SOC %.4f" % soc[-1])
    print("max spread %.4f V" % imbalance(v).max())
    print("balance", balancing_plan(v, 0.01))
