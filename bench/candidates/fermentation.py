"""Wine fermentation tanks: sugar depletion, temperature control, Brix readings and stuck-tank alerts."""
import numpy as np


def run_tanks(n_tanks, hours, dt, rng):
    sugar = np.zeros((n_tanks, hours))
    temp = np.zeros((n_tanks, hours))
    yeast = rng.uniform(0.8, 1.2, n_tanks)
    for k in range(n_tanks):
        s = rng.uniform(220, 260)
        T = rng.uniform(14, 18)
        for h in range(hours):
            rate = 0.02 * yeast[k] * s / (s + 20) * np.exp(0.07 * (T - 20))
            s = max(s - rate * s * dt, 0.0)
            T = T + 0.004 * rate * s * dt - 0.05 * (T - 16) * dt
            sugar[k, h] = s
            temp[k, h] = T
    return sugar, temp


def brix(sugar):
    out = np.zeros(sugar.shape)
    for k in range(sugar.shape[0]):
        out[k] = sugar[k] / 10.0 + 0.6
    return out


def potential_alcohol(sugar0, sugar):
    return (sugar0[:, None] - sugar) * 0.059


def stuck(sugar, window=48, min_drop=2.0):
    flags = np.zeros(sugar.shape[0], dtype=bool)
    for k in range(sugar.shape[0]):
        drop = sugar[k, -window - 1] - sugar[k, -1]
        flags[k] = drop < min_drop and sugar[k, -1] > 4.0
    return flags


def hours_to_dry(sugar, dry=2.0):
    out = np.full(sugar.shape[0], -1)
    for k in range(sugar.shape[0]):
        below = np.nonzero(sugar[k] < dry)[0]
        if below.size:
            out[k] = below[0]
    return out


def max_temperature(temp):
    peaks = np.zeros(temp.shape[0])
    for k in range(temp.shape[0]):
        peaks[k] = temp[k].max()
    return peaks


if __name__ == "__main__":
    rng = np.random.default_rng(13)
    sugar, temp = run_tanks(24, 24 * 20, 1.0, rng)
    b = brix(sugar)
    alc = potential_alcohol(sugar[:, 0], sugar)
    st = stuck(sugar)
    dry = hours_to_dry(sugar)
    pk = max_temperature(temp)
    print(f"brix={b[:, -1].mean():.5f} alc={alc[:, -1].mean():.5f} stuck={st.sum()} dry={dry.mean():.3f} peak={pk.max():.4f}")
