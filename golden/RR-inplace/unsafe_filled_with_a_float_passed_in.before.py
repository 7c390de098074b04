import numpy as np


def cool_down(ambient, start_temperature, rate, steps):
    temperature = np.full(ambient.shape, start_temperature)
    for _ in range(steps):
        temperature = temperature - (temperature - ambient) / rate
    return temperature


def outlet(ambient):
    return cool_down(ambient, 90.0, 10.0, 25)


def _inputs(rng):
    return [("outlet", (rng.uniform(10.0, 30.0, 6),))]
