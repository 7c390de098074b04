import numpy as np

_EXACT = True


def bucket(rain, capacity):
    flow = np.zeros(len(rain))
    storage = 0.0
    for t in range(len(rain)):
        storage += rain[t]
        flow[t] = max(0.0, storage - capacity)
        storage -= flow[t]
    return flow


def scaled_runs(rain, capacities, noise):
    totals = []
    for c in capacities:
        obs = bucket(rain, c)
        np.multiply(obs, 1 + noise, out=obs)
        totals.append(obs.sum())
    return totals


def _inputs(rng):
    return [("scaled_runs", (rng.gamma(2.0, 3.0, 40), [5.0, 10.0], 0.05 * rng.standard_normal(40)))]
