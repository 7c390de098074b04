"""Wind farm yield: power curves, Jensen wakes and capacity factors per turbine."""
import numpy as np

CURVE_WS = np.array([0.0, 3.0, 5.0, 7.0, 9.0, 11.0, 13.0, 25.0, 25.01])
CURVE_KW = np.array([0.0, 0.0, 300.0, 900.0, 1800.0, 2800.0, 3000.0, 3000.0, 0.0])


def power(ws):
    out = np.zeros(len(ws))
    for i in range(len(ws)):
        out[i] = np.interp(ws[i], CURVE_WS, CURVE_KW)
    return out


def wake_deficit(x_dist, rotor_d, ct, k=0.05):
    if x_dist <= 0:
        return 0.0
    return (1 - np.sqrt(1 - ct)) / (1 + 2 * k * x_dist / rotor_d) ** 2


def effective_speeds(ws, xs, rotor_d, ct):
    n_t = len(xs)
    eff = np.zeros((len(ws), n_t))
    for t in range(len(ws)):
        for a in range(n_t):
            deficit_sq = 0.0
            for b in range(n_t):
                d = wake_deficit(xs[a] - xs[b], rotor_d, ct)
                deficit_sq += d * d
            eff[t, a] = ws[t] * (1 - np.sqrt(deficit_sq))
    return eff


def capacity_factors(eff, rated):
    cf = np.zeros(eff.shape[1])
    for a in range(eff.shape[1]):
        cf[a] = power(eff[:, a]).mean() / rated
    return cf


def weibull_speeds(n, k, c, rng):
    u = rng.random(n)
    return c * (-np.log(1 - u)) ** (1 / k)


if __name__ == "__main__":
    rng = np.random.default_rng(33)
    ws = weibull_speeds(2000, 2.0, 8.5, rng)
    xs = np.array([0.0, 500.0, 1000.0, 1500.0])
    eff = effective_speeds(ws, xs, 100.0, 0.8)
    print("capacity factors", np.round(capacity_factors(eff, 3000.0), 4))
    print("free-stream CF %.4f" % (power(ws).mean() / 3000.0))
