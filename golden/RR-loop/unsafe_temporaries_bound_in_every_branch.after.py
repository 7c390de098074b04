import numpy as np

_EXACT = True


def partition_precip(precip, temps, t_snow=0.0, t_rain=2.0):
    snow = np.zeros_like(temps)
    rain = np.zeros_like(temps)
    t = temps[:temps.shape[0], :temps.shape[1]]
    frac = np.where(
        t <= t_snow, 1.0, np.where(t >= t_rain, 0.0, (t_rain - t) / (t_rain - t_snow))
    )
    snow[:temps.shape[0], :temps.shape[1]] = precip[:temps.shape[1]] * frac
    rain[:temps.shape[0], :temps.shape[1]] = precip[:temps.shape[1]] * (1 - frac)
    return snow, rain


def tiered_fee(amount):
    fee = np.zeros(len(amount))
    rate = np.where(amount < 100.0, 0.03, 0.015)
    fee[:] = amount * rate
    return fee


def _inputs(rng):
    temps = rng.normal(1, 3, (4, 30))
    return [
        ("partition_precip", (rng.gamma(0.6, 6.0, 30), temps)),
        ("tiered_fee", (rng.uniform(0, 300, int(rng.integers(1, 50))),)),
    ]
