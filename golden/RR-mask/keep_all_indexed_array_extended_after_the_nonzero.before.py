import numpy as np


def split_free_variables(c, lbs, ubs, n_slack):
    # the cost vector gains slack entries, then one column per free variable
    c = np.concatenate((c, np.zeros(n_slack)))
    l_free = np.logical_and(np.isinf(lbs), np.isinf(ubs))
    i_free = np.nonzero(l_free)[0]
    n_free = len(i_free)
    c = np.concatenate((c, np.zeros(n_free)))
    c[-n_free:] = -c[i_free]
    return c
