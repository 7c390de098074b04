"""Soil moisture probes at several depths: wetting fronts, daily drainage, field capacity."""
import numpy as np

N_PROBES = 25
N_DEPTHS = 6
N_HOURS = 24 * 60
DEPTHS = np.array([10, 20, 30, 50, 75, 100])


def profiles(rng):
    vwc = np.zeros((N_PROBES, N_DEPTHS, N_HOURS))
    rain_hours = rng.choice(N_HOURS, 20, replace=False)
    for p in range(N_PROBES):
        for d in range(N_DEPTHS):
            level = 0.18 + 0.02 * d + rng.normal(0, 0.01)
            series = np.full(N_HOURS, level)
            for h in rain_hours:
                lag = int(DEPTHS[d] / 5)
                if h + lag < N_HOURS:
                    series[h + lag:] += 0.05 * np.exp(-np.arange(N_HOURS - h - lag) / (40.0 + 3 * d))
            vwc[p, d] = series + rng.normal(0, 0.002, N_HOURS)
    return vwc


def storage(vwc):
    thickness = np.diff(np.concatenate([[0], DEPTHS]))
    store = np.zeros((N_PROBES, N_HOURS))
    for p in range(N_PROBES):
        for h in range(N_HOURS):
            store[p, h] = np.sum(vwc[p, :, h] * thickness) * 10.0
    return store


def daily_change(store):
    n_days = N_HOURS // 24
    change = np.zeros((N_PROBES, n_days))
    for p in range(N_PROBES):
        for d in range(n_days):
            change[p, d] = store[p, d * 24 + 23] - store[p, d * 24]
    return change


def field_capacity(vwc):
    fc = np.zeros((N_PROBES, N_DEPTHS))
    for p in range(N_PROBES):
        for d in range(N_DEPTHS):
            fc[p, d] = np.percentile(vwc[p, d], 90)
    return fc


def wetting_front_arrival(vwc, threshold=0.02):
    arrival = np.full((N_PROBES, N_DEPTHS), -1)
    for p in range(N_PROBES):
        for d in range(N_DEPTHS):
            rise = vwc[p, d] - vwc[p, d, 0]
            idx = np.argmax(rise > threshold)
            if rise[idx] > threshold:
                arrival[p, d] = idx
    return arrival


def depth_gradient(vwc):
    grad = np.zeros((N_PROBES, N_DEPTHS - 1, N_HOURS))
    for p in range(N_PROBES):
        for d in range(N_DEPTHS - 1):
            grad[p, d] = (vwc[p, d + 1] - vwc[p, d]) / (DEPTHS[d + 1] - DEPTHS[d])
    return grad


def main():
    rng = np.random.default_rng(64)
    vwc = profiles(rng)
    store = storage(vwc)
    change = daily_change(store)
    fc = field_capacity(vwc)
    arrival = wetting_front_arrival(vwc)
    grad = depth_gradient(vwc)
    print("store", np.round(store[0, :4], 3))
    print("change", np.round(change[1, :5], 3))
    print("fc", np.round(fc[2], 4))
    print("arrival", arrival[:3])
    print("grad", np.round(grad[0, :, 100], 6))


if __name__ == "__main__":
    main()
