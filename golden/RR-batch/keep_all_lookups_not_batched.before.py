import numpy as np


def from_a_list(pats):
    two_theta = [20.0, 40.0, 60.0]
    pos = np.zeros(pats.shape[0])
    for s in range(pats.shape[0]):
        pos[s] = two_theta[np.argmax(pats[s])]
    return pos


def of_a_sum(pats, table):
    pos = np.zeros(pats.shape[0])
    for s in range(pats.shape[0]):
        pos[s] = table[np.sum(pats[s])]
    return pos


def summed_lookups(pats, table):
    total = 0.0
    for s in range(pats.shape[0]):
        total += table[np.argmax(pats[s])]
    return total


def main():
    p = np.ones((3, 3))
    from_a_list(p)
    of_a_sum(p.astype(int), np.arange(9.0))
    summed_lookups(p, np.arange(3.0))
