import numpy as np

_EXACT = True

PHASE_TEMP = np.array([30.0, 60.0, 40.0, 20.0])
CITIES = np.array([[14.6, 121.0], [22.3, 114.2], [25.0, 121.5]])


def closest_approach(lat, lon):
    # `lat[s]` is the same track for every city: it gets `None` for the city axis.
    closest = np.zeros((lat.shape[0], len(CITIES)))
    dy = (lat[:lat.shape[0], None] - CITIES[None, :len(CITIES), None, 0]) * 111.0
    dx = (
        (lon[:lat.shape[0], None] - CITIES[None, :len(CITIES), None, 1])
        * 111.0
        * np.cos(np.radians(CITIES[None, :len(CITIES), None, 0]))
    )
    if lat.shape[0] > 0 and len(CITIES) > 0:
        closest[:lat.shape[0], :len(CITIES)] = np.min(
            np.sqrt(dx ** 2 + dy ** 2), axis=2
        )
    return closest


def heating_energy(water, inlet):
    # `rise` has no element of its own: the phase temperatures beside a number per cycle.
    kwh = np.zeros((water.shape[0], water.shape[1]))
    rise = np.maximum(PHASE_TEMP - inlet[:water.shape[0], :water.shape[1], None], 0.0)
    kwh[:water.shape[0], :water.shape[1]] = (
        np.sum(water[:water.shape[0], :water.shape[1]] * rise, axis=2) * 4.186 / 3600.0
    )
    return kwh


def passing_batches(released, q=80.0):
    # The filter tests a temporary holding the batch's row.
    passed = []
    at_45 = released[:released.shape[0], :6, 5]
    passed.extend(
        np.arange(released.shape[0])[np.all(at_45 >= q + 5.0, axis=1)].tolist()
    )
    return passed


def _inputs(rng):
    lat = rng.uniform(10, 30, size=(4, 7))
    lon = rng.uniform(110, 130, size=(4, 7))
    released = rng.uniform(80, 100, size=(9, 8, 7))
    return [("closest_approach", (lat, lon)),
            ("heating_energy", (rng.normal(6, 1, size=(3, 5, 4)), rng.normal(40, 15, size=(3, 5)))),
            ("passing_batches", (released,)), ("passing_batches", (np.zeros((0, 8, 7)),))]


_DEMO = (
    closest_approach(np.ones((2, 5)), np.ones((2, 5))),
    heating_energy(np.ones((2, 3, 4)), np.ones((2, 3))),
    passing_batches(np.ones((2, 8, 7))),
)
