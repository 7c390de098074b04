import numpy as np


def reduce_with_nditer(a):
    # `y` is a view with zero strides (the reduction operand): `y[:] += x` is not the element loop.
    it = np.nditer([a, None], flags=["reduce_ok"], op_flags=[["readonly"], ["readwrite", "allocate"]],
                   op_axes=[None, [-1] * a.ndim])
    with it:
        it.operands[1][...] = 0
        for x, y in it:
            for j in range(len(y)):
                y[j] += x[j]
        return it.operands[1]
