import numpy as np


def positives(values):
    return values[values > 0]
