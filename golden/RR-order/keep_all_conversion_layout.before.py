import numpy as np


def to_c_buffer(data):
    # A C extension needs a contiguous buffer: order="C" here copies a strided view.
    dt = np.result_type(data, np.float32)
    data = np.asarray(data, dtype=dt, order="C")
    real = np.array(data.real, order="C")
    return data, real
