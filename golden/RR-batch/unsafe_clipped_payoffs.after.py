import numpy as np

_EXACT = True


def call_payoffs(paths, strike):
    pay = np.zeros(paths.shape[0])
    avg = paths.mean(axis=tuple(range(1, paths.ndim)))
    pay[:paths.shape[0]] = np.maximum(0.0, avg - strike)
    return pay


def put_payoffs(paths, strike):
    pay = np.zeros(paths.shape[0])
    pay[:paths.shape[0]] = np.maximum(
        strike - paths.min(axis=tuple(range(1, paths.ndim))), 0.5
    )
    return pay


def capped_peaks(signals, cap):
    peaks = np.zeros(signals.shape[0])
    peaks[:signals.shape[0]] = np.fmin(
        np.abs(signals).max(axis=tuple(range(1, signals.ndim))) / cap, 1.0
    )
    return peaks


def _inputs(rng):
    paths = 100.0 * np.exp(np.cumsum(rng.normal(0.0, 0.02, (30, 50)), axis=1))
    signals = rng.standard_normal((8, 40))
    signals[2] = np.nan
    return [
        ("call_payoffs", (paths, 100.0)),
        ("put_payoffs", (paths, 100.0)),
        ("capped_peaks", (signals, 2.0)),
    ]
