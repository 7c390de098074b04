import numpy as np

_EXACT = True  # Python floats and ints equal the 64-bit NumPy scalars they came from

N_STATIONS = 6


def station_table():
    lat = np.linspace(-30.0, 30.0, N_STATIONS)
    lon = np.linspace(10.0, 60.0, N_STATIONS) * 1.5
    rain = np.round(np.abs(np.sin(lat) * 40.0), 2)
    pairs = list(zip(lat.tolist(), lon.tolist()))
    order = np.argsort(rain).tolist()
    shape = tuple(np.array([N_STATIONS, 2]).tolist())
    last_first = [r for r in reversed(rain.tolist())]
    first = next(iter(rain.tolist()))
    return pairs, order, shape, last_first, first


def _inputs(rng):
    return [("station_table", ())]
