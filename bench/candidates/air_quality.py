"""Air-quality index from pollutant concentrations with rolling averages per station."""
import numpy as np

BREAKS = np.array([0.0, 12.0, 35.4, 55.4, 150.4, 250.4, 500.4])
INDEX = np.array([0, 50, 100, 150, 200, 300, 500])


def aqi(conc):
    out = np.zeros(len(conc))
    for i in range(len(conc)):
        c = conc[i]
        k = np.searchsorted(BREAKS, c) - 1
        k = min(max(k, 0), len(BREAKS) - 2)
        lo, hi = BREAKS[k], BREAKS[k + 1]
        out[i] = INDEX[k] + (INDEX[k + 1] - INDEX[k]) * (c - lo) / (hi - lo)
    return out


def rolling_mean(x, w):
    out = np.full(len(x), np.nan)
    for i in range(w - 1, len(x)):
        out[i] = x[i - w + 1:i + 1].mean()
    return out


def main():
    rng = np.random.default_rng(5)
    stations = rng.gamma(2.0, 10.0, size=(4, 24 * 30))
    for s in range(stations.shape[0]):
        avg = rolling_mean(stations[s], 24)
        idx = aqi(np.nan_to_num(avg))
        worst = float(np.max(idx))
        bad_days = int(np.sum(idx[23::24] > 100))
        print(f"station {s}: worst {worst:.2f} unhealthy days {bad_days}")


main()
