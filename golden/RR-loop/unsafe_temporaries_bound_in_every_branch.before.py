import numpy as np

_EXACT = True


def partition_precip(precip, temps, t_snow=0.0, t_rain=2.0):
    snow = np.zeros_like(temps)
    rain = np.zeros_like(temps)
    for b in range(temps.shape[0]):
        for d in range(temps.shape[1]):
            t = temps[b, d]
            if t <= t_snow:
                frac = 1.0
            elif t >= t_rain:
                frac = 0.0
            else:
                frac = (t_rain - t) / (t_rain - t_snow)
            snow[b, d] = precip[d] * frac
            rain[b, d] = precip[d] * (1 - frac)
    return snow, rain


def tiered_fee(amount):
    fee = np.zeros(len(amount))
    for i in range(len(amount)):
        if amount[i] < 100.0:
            rate = 0.03
        else:
            rate = 0.015
        fee[i] = amount[i] * rate
    return fee


def _inputs(rng):
    temps = rng.normal(1, 3, (4, 30))
    return [
        ("partition_precip", (rng.gamma(0.6, 6.0, 30), temps)),
        ("tiered_fee", (rng.uniform(0, 300, int(rng.integers(1, 50))),)),
    ]
