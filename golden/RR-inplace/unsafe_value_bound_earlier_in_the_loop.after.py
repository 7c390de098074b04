import numpy as np

_EXACT = True


def controller(setpoints, kp, ki, steps):
    temp = np.full(len(setpoints), 20.0)
    integral = np.zeros(len(setpoints))
    for _ in range(steps):
        err = setpoints - temp
        integral += err * 0.5
        power = kp * err + ki * integral
        np.clip(power, 0.0, 100.0, out=power)
        temp += 0.01 * power
    return temp


def _inputs(rng):
    return [("controller", (rng.uniform(50, 200, 5), 2, 0.05, 30))]
