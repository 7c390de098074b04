"""Keystroke dynamics: inter-key intervals per user, hold times, digraph latencies, z-score match."""
import numpy as np


def sessions(n_users, keys, rng):
    press = np.zeros((n_users, keys))
    hold = np.zeros((n_users, keys))
    for u in range(n_users):
        gaps = rng.gamma(4.0, 30.0 + 5 * u, keys)
        press[u] = np.cumsum(gaps)
        hold[u] = rng.normal(90 + 3 * u, 12, keys)
    return press, hold


def intervals(press):
    out = np.zeros(len(press) - 1)
    for i in range(1, len(press)):
        out[i - 1] = press[i] - press[i - 1]
    return out


def flight_times(press, hold):
    flight = np.zeros(len(press) - 1)
    for i in range(len(press) - 1):
        flight[i] = press[i + 1] - (press[i] + hold[i])
    return flight


def profile(press, hold):
    iv = intervals(press)
    return np.array([iv.mean(), iv.std(), hold.mean(), hold.std()])


def zscore_distance(sample, ref, ref_sd):
    d = 0.0
    for k in range(len(sample)):
        d += abs(sample[k] - ref[k]) / ref_sd[k]
    return d / len(sample)


def pauses(iv, factor):
    med = np.median(iv)
    count = 0
    for v in iv:
        if v > factor * med:
            count += 1
    return count


def main():
    rng = np.random.default_rng(13)
    press, hold = sessions(4, 400, rng)
    profiles = np.array([profile(press[u], hold[u]) for u in range(4)])
    sd = profiles.std(axis=0) + 1e-9
    for u in range(4):
        iv = intervals(press[u])
        fl = flight_times(press[u], hold[u])
        dists = [zscore_distance(profiles[u], profiles[v], sd) for v in range(4)]
        print(f"user {u}: iv {iv.mean():.1f} flight {fl.mean():.1f} pauses {pauses(iv, 3.0)} "
              f"nearest {int(np.argsort(dists)[1])}")


if __name__ == "__main__":
    main()
