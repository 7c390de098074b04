"""Wind tunnel: pressure taps around an airfoil, pressure coefficients, lift per angle of attack."""
import numpy as np


def taps(n_taps):
    theta = np.linspace(0, 2 * np.pi, n_taps, endpoint=False)
    x = 0.5 * (1 + np.cos(theta))
    y = 0.06 * np.sin(theta) * (1 - x)
    return x, y


def pressures(angles, x, y, rng, q=600.0):
    p = np.zeros((len(angles), len(x)))
    for a in range(len(angles)):
        alpha = np.radians(angles[a])
        for k in range(len(x)):
            suction = 1.0 if y[k] >= 0 else -1.0
            cp = 1 - 4 * (np.sin(alpha) * suction + y[k]) ** 2 - 0.3 * x[k]
            p[a, k] = cp * q + rng.normal(0, 2.0)
    return p


def pressure_coefficients(p, q=600.0, p_inf=0.0):
    cp = np.empty_like(p)
    for a in range(p.shape[0]):
        cp[a] = (p[a] - p_inf) / q
    return cp


def lift(cp, x, y):
    cl = np.zeros(cp.shape[0])
    for a in range(cp.shape[0]):
        total = 0.0
        for k in range(len(x) - 1):
            dx = x[k + 1] - x[k]
            total += -0.5 * (cp[a, k] + cp[a, k + 1]) * dx
        cl[a] = total
    return cl


def stagnation_tap(cp):
    idx = np.zeros(cp.shape[0], dtype=int)
    for a in range(cp.shape[0]):
        idx[a] = np.argmax(cp[a])
    return idx


def unsteady_rms(p, blocks=8):
    n = p.shape[1] // blocks
    rms = np.zeros((p.shape[0], blocks))
    for a in range(p.shape[0]):
        for b in range(blocks):
            seg = p[a, b * n:(b + 1) * n]
            rms[a, b] = np.sqrt(np.mean((seg - seg.mean()) ** 2))
    return rms


if __name__ == "__main__":
    rng = np.random.default_rng(72)
    x, y = taps(128)
    angles = np.arange(-4, 16, 0.5)
    p = pressures(angles, x, y, rng)
    cp = pressure_coefficients(p)
    cl = lift(cp, x, y)
    st = stagnation_tap(cp)
    r = unsteady_rms(p)
    print(f"cp={cp.mean():.6f} cl={cl.sum():.6f} st={st.sum()} rms={r.mean():.5f}")
