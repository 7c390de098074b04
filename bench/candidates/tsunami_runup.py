"""Shallow-water 1-D tsunami propagation over a bathymetry transect, with run-up estimate."""
import numpy as np

G = 9.81


def bathymetry(n, shelf=0.8):
    x = np.linspace(0, 1, n)
    depth = np.where(x < shelf, 4000.0 * (1 - x / shelf) + 50.0, 50.0 - 400.0 * (x - shelf))
    return np.maximum(depth, 1.0)


def step(eta, u, depth, dx, dt):
    h = depth + eta
    flux = np.zeros(len(eta) + 1)
    for i in range(1, len(eta)):
        flux[i] = 0.5 * (h[i - 1] + h[i]) * u[i]
    eta_new = eta - dt / dx * (flux[1:] - flux[:-1])
    u_new = u.copy()
    u_new[1:-1] = u[1:-1] - G * dt / dx * (eta_new[1:-1] - eta_new[:-2])
    return eta_new, u_new


def max_wave(eta_history):
    peak = np.zeros(eta_history.shape[1])
    for t in range(eta_history.shape[0]):
        peak = np.maximum(peak, eta_history[t])
    return peak


def run(n=400, steps=600):
    depth = bathymetry(n)
    dx = 1000.0
    dt = 0.5 * dx / np.sqrt(G * depth.max())
    x = np.arange(n)
    eta = 2.0 * np.exp(-((x - 60) / 10.0) ** 2)
    u = np.zeros(n)
    history = []
    for s in range(steps):
        eta, u = step(eta, u, depth, dx, dt)
        if not np.isfinite(eta).all():
            raise RuntimeError("unstable at step %d" % s)
        history.append(eta.copy())
    return np.array(history), depth


def runup(peak, depth):
    shore = np.argmin(depth)
    total = 0.0
    for i in range(shore - 20, shore):
        total += peak[i]
    return total / 20


if __name__ == "__main__":
    hist, depth = run()
    peak = max_wave(hist)
    print(np.round(peak[::40], 4))
    print(round(runup(peak, depth), 5))
