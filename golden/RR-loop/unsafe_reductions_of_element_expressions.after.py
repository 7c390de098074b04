import numpy as np

_EXACT = True


def daily_delay(sched, actual):
    # Each day's median lateness: a number per route lines up with the route axis of the stack.
    delay = np.zeros((actual.shape[0], actual.shape[1]))
    delay[:actual.shape[0], :actual.shape[1]] = np.median(
        actual[:actual.shape[0], :actual.shape[1]] - sched[
            :actual.shape[0], None, None
        ],
        axis=2,
    )
    return delay


def on_time_share(sched, actual):
    late_by = np.zeros(actual.shape[0])
    late = actual[:actual.shape[0]] - sched[:actual.shape[0], None, None]
    if actual.shape[0] > 0:
        late_by[:actual.shape[0]] = np.max(late, axis=(1, 2))
    return late_by


def wet_percentile(vwc):
    fc = np.zeros((vwc.shape[0], vwc.shape[1]))
    if vwc.shape[0] > 0 and vwc.shape[1] > 0:
        fc[:vwc.shape[0], :vwc.shape[1]] = np.percentile(
            vwc[:vwc.shape[0], :vwc.shape[1]], 90, axis=2
        )
    return fc


def stations_seen(det):
    occ = np.zeros(det.shape[2])
    for k in range(det.shape[2]):
        seen = 0
        seen += np.count_nonzero(det[:det.shape[0], :, k].sum(axis=1) > 0)
        occ[k] = seen
    return occ


def worst_hour(peaks):
    worst = []
    col = peaks[:, :peaks.shape[1]]
    if peaks.shape[1] > 0:
        worst.extend(np.argmax(col, axis=0).tolist())
    return worst


def colour_distance(lab, ref):
    de = np.zeros((lab.shape[0], lab.shape[1]))
    de[:lab.shape[0], :lab.shape[1]] = np.sqrt(
        np.sum((lab[:lab.shape[0], :lab.shape[1]] - ref) ** 2, axis=2)
    )
    return de


def _inputs(rng):
    actual = rng.normal(30.0, 5.0, size=(3, 4, 6))
    sched = rng.normal(28.0, 1.0, size=3)
    det = rng.poisson(0.4, size=(5, 6, 3))
    return [("daily_delay", (sched, actual)), ("on_time_share", (sched, actual)),
            ("wet_percentile", (rng.random((3, 4, 9)),)), ("stations_seen", (det,)),
            ("worst_hour", (rng.random((4, 6)),)), ("worst_hour", (np.zeros((0, 0)),)),
            ("colour_distance", (rng.random((3, 2, 3)), rng.random(3)))]


_DEMO = (
    daily_delay(np.zeros(2), np.ones((2, 3, 4))),
    on_time_share(np.zeros(2), np.ones((2, 3, 4))),
    wet_percentile(np.ones((2, 3, 4))),
    stations_seen(np.zeros((2, 3, 4), dtype=int)),
    worst_hour(np.ones((3, 4))),
    colour_distance(np.ones((2, 3, 3)), np.zeros(3)),
)
