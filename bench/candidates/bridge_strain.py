"""Bridge strain-gauge monitoring: temperature compensation, rainflow-free damage proxy, alarms."""
import numpy as np


class GaugeArray:
    def __init__(self, n_gauges, n_samples, rng):
        self.n_gauges = n_gauges
        self.temp = 15 + 8 * np.sin(np.linspace(0, 6 * np.pi, n_samples)) + rng.normal(0, 0.3, n_samples)
        self.coef = rng.uniform(8.0, 14.0, n_gauges)
        traffic = rng.exponential(20.0, (n_gauges, n_samples)) * (rng.random((n_gauges, n_samples)) < 0.05)
        self.raw = self.coef[:, None] * self.temp[None, :] + traffic + rng.normal(0, 1.0, (n_gauges, n_samples))

    def compensate(self):
        out = np.zeros_like(self.raw)
        for g in range(self.n_gauges):
            A = np.vstack([self.temp, np.ones_like(self.temp)]).T
            coef, *_ = np.linalg.lstsq(A, self.raw[g], rcond=None)
            out[g] = self.raw[g] - A @ coef
        return out


def moving_rms(x, win):
    out = np.zeros(len(x) - win + 1)
    for i in range(len(out)):
        seg = x[i:i + win]
        out[i] = np.sqrt(np.mean(seg * seg))
    return out


def damage_proxy(strain, m=3.0):
    dmg = np.zeros(strain.shape[0])
    for g in range(strain.shape[0]):
        d = np.abs(np.diff(strain[g]))
        dmg[g] = np.sum(d ** m)
    return dmg


def exceedances(strain, limits):
    counts = np.zeros(strain.shape[0], dtype=int)
    for g in range(strain.shape[0]):
        for t in range(strain.shape[1]):
            if strain[g, t] > limits[g]:
                counts[g] += 1
    return counts


def cross_correlation(a, b, max_lag):
    cc = np.zeros(2 * max_lag + 1)
    for k, lag in enumerate(range(-max_lag, max_lag + 1)):
        if lag >= 0:
            cc[k] = np.dot(a[lag:], b[:len(b) - lag]) / len(a)
        else:
            cc[k] = np.dot(a[:lag], b[-lag:]) / len(a)
    return cc


if __name__ == "__main__":
    rng = np.random.default_rng(5)
    arr = GaugeArray(12, 4000, rng)
    comp = arr.compensate()
    rms = np.zeros((arr.n_gauges, 4000 - 50 + 1))
    for g in range(arr.n_gauges):
        rms[g] = moving_rms(comp[g], 50)
    dmg = damage_proxy(comp)
    limits = np.percentile(comp, 99.5, axis=1)
    exc = exceedances(comp, limits)
    cc = cross_correlation(comp[0], comp[1], 20)
    print("rms max", np.round(rms.max(axis=1), 4))
    print("damage", np.round(dmg / 1e6, 4))
    print("exceed", exc, "cc peak lag", int(np.argmax(cc)) - 20)
