"""Batch reactor kinetics: A -> B -> C with temperature-dependent rates, RK4 integration."""
import numpy as np

R_GAS = 8.314


def arrhenius(A, Ea, T):
    return A * np.exp(-Ea / (R_GAS * T))


def rates(c, k1, k2):
    a, b, _ = c
    return np.array([-k1 * a, k1 * a - k2 * b, k2 * b])


def rk4(c0, k1, k2, dt, n_steps):
    c = c0.copy()
    history = np.zeros((n_steps + 1, 3))
    history[0] = c
    for n in range(n_steps):
        s1 = rates(c, k1, k2)
        s2 = rates(c + 0.5 * dt * s1, k1, k2)
        s3 = rates(c + 0.5 * dt * s2, k1, k2)
        s4 = rates(c + dt * s3, k1, k2)
        c = c + dt / 6.0 * (s1 + 2 * s2 + 2 * s3 + s4)
        history[n + 1] = c
    return history


def yield_curve(temps, dt, n_steps):
    best = np.zeros(len(temps))
    when = np.zeros(len(temps), dtype=int)
    for i, T in enumerate(temps):
        k1 = arrhenius(1.0e6, 5.0e4, T)
        k2 = arrhenius(5.0e7, 7.0e4, T)
        hist = rk4(np.array([1.0, 0.0, 0.0]), k1, k2, dt, n_steps)
        best[i] = hist[:, 1].max()
        when[i] = hist[:, 1].argmax()
    return best, when


def conversion_time(hist, dt, target):
    for n in range(hist.shape[0]):
        if 1.0 - hist[n, 0] >= target:
            return n * dt
    return np.nan


def mass_balance_error(hist):
    err = np.zeros(hist.shape[0])
    for n in range(hist.shape[0]):
        err[n] = abs(hist[n].sum() - 1.0)
    return err.max()


if __name__ == "__main__":
    temps = np.linspace(300.0, 380.0, 9)
    best, when = yield_curve(temps, 0.5, 400)
    for T, b, w in zip(temps, best, when):
        print(f"T={T:.0f}K  max B={b:.4f} at step {w}")
    hist = rk4(np.array([1.0, 0.0, 0.0]), arrhenius(1.0e6, 5.0e4, 350.0),
               arrhenius(5.0e7, 7.0e4, 350.0), 0.5, 400)
    print("t90 =", conversion_time(hist, 0.5, 0.9))
    print("mass balance error %.2e" % mass_balance_error(hist))
