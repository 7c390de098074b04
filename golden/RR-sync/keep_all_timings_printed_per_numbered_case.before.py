import timeit

import numpy as np


def compare(nrepeat=3, nloop=10):
    for i in range(1, 8):
        stmt = f"tester.test_{i}()"
        times = np.sort(timeit.Timer(stmt, "from bench import tester").repeat(nrepeat, nloop))
        print(f"#{i}: best {times[0]:.3f} s, next {times[1]:.3f} s")
