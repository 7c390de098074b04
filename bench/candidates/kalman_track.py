"""Constant-velocity Kalman filter over a noisy 2-D track."""
import numpy as np

STEPS = 2000


def simulate(rng, steps):
    truth = np.zeros((steps, 4))
    truth[0] = [0.0, 0.0, 1.0, 0.5]
    F = np.array([[1, 0, 1, 0], [0, 1, 0, 1], [0, 0, 1, 0], [0, 0, 0, 1]], dtype=float)
    for t in range(1, steps):
        truth[t] = F @ truth[t - 1] + rng.normal(0.0, 0.01, 4)
    meas = truth[:, :2] + rng.normal(0.0, 0.5, (steps, 2))
    return truth, meas


def filter_track(meas):
    F = np.array([[1, 0, 1, 0], [0, 1, 0, 1], [0, 0, 1, 0], [0, 0, 0, 1]], dtype=float)
    H = np.array([[1, 0, 0, 0], [0, 1, 0, 0]], dtype=float)
    Q = 1e-4 * np.eye(4)
    R = 0.25 * np.eye(2)
    x = np.zeros(4)
    P = np.eye(4)
    est = np.zeros((len(meas), 4))
    for t in range(len(meas)):
        x = F @ x
        P = F @ P @ F.T + Q
        S = H @ P @ H.T + R
        K = P @ H.T @ np.linalg.inv(S)
        x = x + K @ (meas[t] - H @ x)
        P = (np.eye(4) - K @ H) @ P
        est[t] = x
    return est


if __name__ == "__main__":
    rng = np.random.default_rng(3)
    truth, meas = simulate(rng, STEPS)
    est = filter_track(meas)
    print("rmse", np.sqrt(np.mean((est[:, :2] - truth[:, :2]) ** 2)))
