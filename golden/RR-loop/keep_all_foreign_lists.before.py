import numpy as np


def marginals(basis, solution, numcol, lower, upper):
    # Solver bindings hand back Python lists: `status[:numcol] == lower` would be one bool.
    marg = np.zeros((2, numcol))
    status = basis.col_status
    dual = solution.col_dual
    for ii in range(numcol):
        if status[ii] == lower:
            marg[0, ii] = dual[ii]
        elif status[ii] == upper:
            marg[1, ii] = dual[ii]
    return marg
