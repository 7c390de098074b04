import numpy as np


def carried_rate(amount):
    fee = np.zeros(len(amount))
    rate = 0.03
    for i in range(len(amount)):
        if amount[i] > 100.0:
            rate = 0.015
        fee[i] = amount[i] * rate
    return fee


def bound_in_some_branches(amount):
    fee = np.zeros(len(amount))
    for i in range(len(amount)):
        if amount[i] < 100.0:
            rate = 0.03
        elif amount[i] < 200.0:
            rate = 0.02
        fee[i] = amount[i] * rate
    return fee


def read_after(amount):
    fee = np.zeros(len(amount))
    for i in range(len(amount)):
        if amount[i] < 100.0:
            rate = 0.03
        else:
            rate = 0.015
        fee[i] = amount[i] * rate
    return fee, rate
