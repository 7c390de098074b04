import numpy as np


def pileup(starts, read_len, genome_len):
    depth = np.zeros(genome_len, dtype=np.int64)
    for s in starts:
        depth[s:s + read_len] += 1
    return depth


def admissions(times, n_hours):
    occupied = np.zeros(n_hours)
    for i in range(len(times)):
        first = times[i] // 60
        last = min(first + 3, n_hours - 1)
        occupied[first:last + 1] -= 2
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
