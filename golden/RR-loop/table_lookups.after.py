import numpy as np

CURVE_WS = np.array([0.0, 3.0, 5.0, 7.0, 9.0, 11.0, 13.0, 25.0, 25.01])
CURVE_KW = np.array([0.0, 0.0, 300.0, 900.0, 1800.0, 2800.0, 3000.0, 3000.0, 0.0])


def turbine_power(speeds):
    ws = np.asarray(speeds, dtype=float)
    out = np.zeros(len(ws))
    out[:] = np.interp(ws, CURVE_WS, CURVE_KW)
    return out


def band_index(readings):
    v = np.asarray(readings, dtype=float)
    edges = np.array([0.0, 12.0, 35.5, 55.5, 150.5])
    idx = np.zeros(len(v), dtype=int)
    idx[:] = np.searchsorted(edges, v, side="right")
    return idx


def _inputs(rng):
    return [
        ("turbine_power", (rng.uniform(0, 30, 25),)),
        ("band_index", (rng.uniform(-5, 200, 25),)),
    ]
