import numpy as np


def pileup(starts, read_len, genome_len):
    depth = np.zeros(genome_len, dtype=np.int64)
    lo = starts
    hi = starts + read_len
    lo = np.clip(np.where(lo < 0, lo + depth.size, lo), 0, depth.size)
    hi = np.clip(np.where(hi < 0, hi + depth.size, hi), 0, depth.size)
    marks = np.bincount(lo[lo < hi], minlength=depth.size + 1)
    marks -= np.bincount(hi[lo < hi], minlength=depth.size + 1)
    depth += np.cumsum(marks[:-1])
    return depth


def admissions(times, n_hours):
    occupied = np.zeros(n_hours)
    lo = times // 60
    hi = np.minimum((times // 60) + 3, n_hours - 1) + 1
    lo = np.clip(np.where(lo < 0, lo + occupied.size, lo), 0, occupied.size)
    hi = np.clip(np.where(hi < 0, hi + occupied.size, hi), 0, occupied.size)
    marks = np.bincount(lo[lo < hi], minlength=occupied.size + 1)
    marks -= np.bincount(hi[lo < hi], minlength=occupied.size + 1)
    occupied -= 2 * np.cumsum(marks[:-1])
    return occupied


def reads(seed):
    rng = np.random.default_rng(seed)
    starts = rng.integers(-40, 320, 50)
    starts = np.concatenate([starts, starts[starts > 200]])
    return pileup(starts, 25, 300)


def ward(seed):
    rng = np.random.default_rng(seed)
    return admissions(rng.integers(-600, 60 * 30, 40), 24)


def _inputs(rng):
    cases = []
    for n in (0, 1, 9, 60):
        cases.append(("pileup", (rng.integers(-400, 400, n), 25, 300)))
        cases.append(("pileup", (rng.integers(0, 30, n), 7, 20)))
        cases.append(("admissions", (rng.integers(-2000, 2000, n), 24)))
        cases.append(("reads", (n,)))
        cases.append(("ward", (n,)))
    return cases
