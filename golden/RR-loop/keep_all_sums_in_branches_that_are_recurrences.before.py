import numpy as np


def compounding(rates, floor):
    wealth = 1.0
    fees = 0.0
    for t in range(len(rates)):
        if rates[t] > floor:
            wealth += wealth * rates[t]
        else:
            fees += 0.1
    return wealth, fees


def read_after_each_step(x):
    out = np.zeros(len(x))
    pos = 0.0
    neg = 0.0
    for i in range(len(x)):
        if x[i] > 0:
            pos += x[i]
        else:
            neg += x[i]
        out[i] = pos + neg
    return out
