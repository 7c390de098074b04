import numpy as np

_EXACT = True


class Recorder:
    def __init__(self, data):
        self.data = data


def recorded(n):
    level = np.zeros(5)
    log = Recorder(level)
    level = level.copy()
    for _ in range(n):
        np.add(level, 1.0, out=level)
    return log.data, level


_REGISTRY = []


def _register(a):
    _REGISTRY.append(a)
    return len(_REGISTRY)


def registered(n):
    level = np.zeros(5)
    count = _register(level)
    level = level.copy()
    for _ in range(n):
        np.add(level, 1.0, out=level)
    return _REGISTRY[count - 1], level


def pending(n):
    level = np.zeros(5)
    later = (v for v in [level])
    level = level.copy()
    for _ in range(n):
        np.add(level, 1.0, out=level)
    return next(later), level


def _inputs(rng):
    return [("recorded", (3,)), ("registered", (2,)), ("pending", (4,))]
