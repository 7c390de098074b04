"""Smart meters: half-hourly household load, tariffs, peak demand and anomaly flags."""
import numpy as np


def load_profiles(n_homes, n_days, rng):
    t = np.arange(48)
    base = 0.3 + 0.5 * np.exp(-((t - 38) ** 2) / 18) + 0.25 * np.exp(-((t - 16) ** 2) / 10)
    kwh = np.zeros((n_homes, n_days * 48))
    for h in range(n_homes):
        size = rng.uniform(0.6, 2.0)
        kwh[h] = np.tile(base * size, n_days) * rng.lognormal(0, 0.25, n_days * 48)
    return kwh


def bills(kwh, peak_rate=0.34, off_rate=0.12):
    slot = np.arange(kwh.shape[1]) % 48
    peak = (slot >= 32) & (slot < 42)
    total = np.zeros(kwh.shape[0])
    for h in range(kwh.shape[0]):
        for i in range(kwh.shape[1]):
            if peak[i]:
                total[h] += kwh[h, i] * peak_rate
            else:
                total[h] += kwh[h, i] * off_rate
    return total


def daily_peaks(kwh):
    n_days = kwh.shape[1] // 48
    peaks = np.zeros((kwh.shape[0], n_days))
    for h in range(kwh.shape[0]):
        for d in range(n_days):
            peaks[h, d] = kwh[h, d * 48:(d + 1) * 48].max()
    return peaks


def load_factor(kwh):
    lf = np.zeros(kwh.shape[0])
    for h in range(kwh.shape[0]):
        lf[h] = kwh[h].mean() / kwh[h].max()
    return lf


def anomalies(kwh, z=4.0):
    flags = []
    for h in range(kwh.shape[0]):
        mu = kwh[h].mean()
        sd = kwh[h].std()
        n_bad = 0
        for i in range(kwh.shape[1]):
            if kwh[h, i] > mu + z * sd:
                n_bad += 1
        flags.append(n_bad)
    return np.array(flags)


def standby(kwh):
    night = np.zeros(kwh.shape[0])
    for h in range(kwh.shape[0]):
        vals = []
        for i in range(kwh.shape[1]):
            if i % 48 < 10:
                vals.append(kwh[h, i])
        night[h] = np.percentile(vals, 10)
    return night


if __name__ == "__main__":
    rng = np.random.default_rng(73)
    k = load_profiles(150, 28, rng)
    b = bills(k)
    pk = daily_peaks(k)
    lf = load_factor(k)
    an = anomalies(k)
    sb = standby(k)
    print(f"bill={b.sum():.4f} peak={pk.mean():.6f} lf={lf.mean():.6f} anom={an.sum()} standby={sb.mean():.6f}")
