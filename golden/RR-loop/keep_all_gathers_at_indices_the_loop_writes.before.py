import numpy as np


def table_written(codes, table):
    for i in range(len(codes)):
        table[i] = table[codes[i] + 1] * 0.5
    return table


def index_from_a_call(codes, table):
    out = np.zeros(len(codes))
    for i in range(len(codes)):
        out[i] = table[int(codes[i]) + 1]
    return out

