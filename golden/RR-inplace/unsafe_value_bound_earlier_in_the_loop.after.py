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


def bucket(capacity, rain):
    water = capacity * 0.6
    for d in range(len(rain)):
        # An update of `water` itself keeps what it held before the loop: float.
        water = np.minimum(water + rain[d], capacity)
        np.subtract(water, 0.5, out=water)
        np.maximum(water, 0.0, out=water)
    return water


def fields(rain):
    return bucket(np.linspace(10.0, 20.0, 4), rain)


def _inputs(rng):
    return [
        ("controller", (rng.uniform(50, 200, 5), 2, 0.05, 30)),
        ("fields", (rng.gamma(1.0, 2.0, 12),)),
    ]
