import numpy as np


def detrended_power(traces):
    # One number per item beside the item in a temporary: stacked, the offsets would line up
    # with the samples' axis.
    offsets = traces.mean(axis=1)
    power = np.zeros(traces.shape[0])
    for k in range(traces.shape[0]):
        d = traces[k] - offsets[k]
        power[k] = np.sum(d ** 2)
    return power


def spread(x):
    # The temporary is read outside a reduction too: one value per item is not what it holds.
    out = np.zeros(x.shape[0])
    for k in range(x.shape[0]):
        d = x[k] * 2.0
        out[k] = d.max() - d
    return out
