import numpy as np


def last_of_the_lowest(x):
    j = 0
    for i in range(1, len(x)):
        if x[i] <= x[j]:
            j = i
    return j


def lowest_after_warmup(x):
    j = 5
    for i in range(6, len(x)):
        if x[i] < x[j]:
            j = i
    return j


def lowest_with_its_index_read_later(x):
    j = 0
    for i in range(1, len(x)):
        if x[i] < x[j]:
            j = i
    return j, i


def lowest_beside_a_count(x):
    j = 0
    count = 0
    for i in range(1, len(x)):
        if x[i] < x[j]:
            j = i
            count += 1
    return j, count


class _Stops:
    def next_stop(self):
        return 5


def _report():
    x = np.linspace(0.0, 1.0, 9)
    return (
        last_of_the_lowest(x),
        lowest_after_warmup(x),
        lowest_with_its_index_read_later(x),
        lowest_beside_a_count(x),
        lowest_of_a_counted_stop(x, _Stops()),
    )


def lowest_of_a_counted_stop(x, counter):
    j = 0
    for i in range(1, counter.next_stop()):
        if x[i] < x[j]:
            j = i
    return j
