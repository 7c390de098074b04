"""PID temperature control for a fleet of ovens with different thermal constants."""
import numpy as np


def simulate(setpoints, taus, gains, kp, ki, kd, dt, steps):
    n = len(setpoints)
    temp = np.full(n, 20.0)
    integral = np.zeros(n)
    prev_err = setpoints - temp
    log = np.zeros((steps, n))
    for t in range(steps):
        err = setpoints - temp
        integral += err * dt
        deriv = (err - prev_err) / dt
        power = kp * err + ki * integral + kd * deriv
        power = np.clip(power, 0.0, 100.0)
        for j in range(n):
            temp[j] += dt * (gains[j] * power[j] - (temp[j] - 20.0)) / taus[j]
        prev_err = err
        log[t] = temp
    return log


def settling_times(log, setpoints, dt, band=0.02):
    steps, n = log.shape
    out = np.full(n, np.nan)
    for j in range(n):
        inside = np.abs(log[:, j] - setpoints[j]) <= band * setpoints[j]
        for t in range(steps - 1, -1, -1):
            if not inside[t]:
                out[j] = (t + 1) * dt
                break
    return out


def main():
    setpoints = np.array([180.0, 200.0, 220.0, 250.0, 160.0])
    taus = np.array([30.0, 45.0, 60.0, 40.0, 25.0])
    gains = np.array([2.0, 2.5, 3.0, 2.2, 1.8])
    log = simulate(setpoints, taus, gains, 2.0, 0.05, 1.0, 0.5, 2000)
    st = settling_times(log, setpoints, 0.5)
    overshoot = (log.max(axis=0) - setpoints) / setpoints
    for j in range(len(setpoints)):
        print(f"oven {j}: settle {st[j]:.1f}s overshoot {overshoot[j] * 100:.2f}%")


main()
