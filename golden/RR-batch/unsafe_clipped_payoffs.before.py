import numpy as np

_EXACT = True


def call_payoffs(paths, strike):
    pay = np.zeros(paths.shape[0])
    for p in range(paths.shape[0]):
        avg = paths[p].mean()
        pay[p] = max(avg - strike, 0.0)
    return pay


def put_payoffs(paths, strike):
    pay = np.zeros(paths.shape[0])
    for p in range(paths.shape[0]):
        pay[p] = max(strike - paths[p].min(), 0.5)
    return pay


def capped_peaks(signals, cap):
    peaks = np.zeros(signals.shape[0])
    for s in range(signals.shape[0]):
        peaks[s] = min(1.0, np.abs(signals[s]).max() / cap)
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
