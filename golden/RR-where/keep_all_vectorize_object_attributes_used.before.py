import numpy as np


def clipped(x):
    """Clip negatives to zero."""
    return x if x > 0 else 0


def documented_kernels(values):
    # The vectorize object carries its own docstring and output type: a plain function has neither.
    f = np.vectorize(clipped, doc="Clip negatives (vectorized)")
    g = np.vectorize(lambda v: v * 2)
    g.otypes = "i"
    return f.__doc__, f(values), g(values)
