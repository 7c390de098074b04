import numpy as np


def coldest_hour(temps):
    coldest = 0
    if len(temps) > 0:
        coldest = int(np.argmin(temps))
    return coldest


def loudest_frame(levels, n_frames):
    frame = 0
    peak = levels[0]
    if n_frames > 0:
        frame = int(np.argmax(levels[:n_frames]))
        peak = levels[frame]
    return frame, peak


def best_bid(bids):
    best = 0
    if len(bids) > 0:
        best = int(np.argmax(bids))
    return best


def _report():
    levels = np.round(np.sin(np.linspace(0.0, 6.0, 40)), 1)
    return coldest_hour(levels), loudest_frame(levels, 30), best_bid(levels)


_EXACT = True


def _inputs(rng):
    ties = rng.integers(0, 5, size=30).astype(float)
    return [
        ("coldest_hour", (ties,)),
        ("coldest_hour", (ties[:1],)),
        ("coldest_hour", (ties[:0],)),
        ("loudest_frame", (ties, 20)),
        ("loudest_frame", (ties, 0)),
        ("best_bid", (ties,)),
        ("best_bid", (rng.normal(size=12),)),
    ]
