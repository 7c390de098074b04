"""Statistical process control: EWMA and CUSUM charts over production sensor streams."""
import numpy as np


def ewma(x, lam=0.2):
    z = np.empty_like(x)
    z[0] = x[0]
    for t in range(1, len(x)):
        z[t] = lam * x[t] + (1 - lam) * z[t - 1]
    return z


def cusum(x, target, k, h):
    hi = np.zeros(len(x))
    lo = np.zeros(len(x))
    alarms = []
    for t in range(1, len(x)):
        hi[t] = max(0.0, hi[t - 1] + x[t] - target - k)
        lo[t] = max(0.0, lo[t - 1] + target - k - x[t])
        if hi[t] > h or lo[t] > h:
            alarms.append(t)
    return hi, lo, alarms


def control_limits(baseline, lam=0.2, L=3.0):
    mu = baseline.mean()
    sigma = baseline.std(ddof=1)
    width = L * sigma * np.sqrt(lam / (2 - lam))
    return mu - width, mu + width


def capability(x, lsl, usl):
    mu = np.mean(x)
    s = np.std(x, ddof=1)
    return min(usl - mu, mu - lsl) / (3 * s)


def main():
    rng = np.random.default_rng(17)
    sensors = rng.normal(50.0, 1.0, size=(6, 500))
    sensors[2, 300:] += 1.5
    sensors[4, 420:] -= 2.0
    for k in range(sensors.shape[0]):
        x = sensors[k]
        lo_lim, hi_lim = control_limits(x[:100])
        z = ewma(x)
        out = np.where((z < lo_lim) | (z > hi_lim))[0]
        first = int(out[0]) if out.size else -1
        _, _, alarms = cusum(x, 50.0, 0.5, 5.0)
        cpk = capability(x, 46.0, 54.0)
        print(f"sensor {k}: ewma first {first} cusum {alarms[:1]} cpk {cpk:.3f}")


main()
