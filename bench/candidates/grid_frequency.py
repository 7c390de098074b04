"""Power grid frequency: RoCoF events, nadir after trips, and droop response of generators."""
import numpy as np

F0 = 50.0


def frequency(seconds, rng):
    f = np.zeros(seconds)
    f[0] = F0
    trips = rng.random(seconds) < 0.002
    for t in range(1, seconds):
        drift = -0.05 * (f[t - 1] - F0) + rng.normal(0, 0.002)
        f[t] = f[t - 1] + drift - (0.15 if trips[t] else 0.0)
    return f, trips


def rocof(f, window=5):
    out = np.zeros(len(f))
    for t in range(window, len(f)):
        out[t] = (f[t] - f[t - window]) / window
    return out


def nadirs(f, trips, after=60):
    lows = []
    for t in np.flatnonzero(trips):
        seg = f[t:t + after]
        lows.append(seg.min())
    return np.array(lows)


def droop(f, capacity, droop_pct):
    n_gen = len(capacity)
    response = np.zeros((n_gen, len(f)))
    for g in range(n_gen):
        for t in range(len(f)):
            df = F0 - f[t]
            response[g, t] = min(capacity[g] * df / (F0 * droop_pct[g] / 100.0), 0.1 * capacity[g])
    return response


def main():
    rng = np.random.default_rng(17)
    f, trips = frequency(7200, rng)
    rc = rocof(f)
    lows = nadirs(f, trips)
    cap = np.array([400.0, 250.0, 120.0, 80.0])
    dp = np.array([4.0, 5.0, 4.0, 6.0])
    resp = droop(f, cap, dp)
    print("trips", int(trips.sum()))
    print("max |RoCoF| %.4f Hz/s" % np.abs(rc).max())
    print("lowest nadir %.3f" % (lows.min() if len(lows) else F0))
    print("peak response MW %.2f" % resp.sum(axis=0).max())


if __name__ == "__main__":
    main()
