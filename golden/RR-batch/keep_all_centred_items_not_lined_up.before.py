import numpy as np

# Not rewritten: a per-item argmax inside the item's expression (an item of more than one axis
# would be flattened first), a reduction along an axis of the item nested in another, and a
# centred item stored whole beside one number per item, a median both inside a reduction and
# divided into its result (kept one number per item, it would not line up with the item).


def offsets(x):
    x = np.asarray(x, dtype=np.float64)
    out = np.zeros(x.shape[0])
    for k in range(x.shape[0]):
        out[k] = np.max(x[k] - np.argmax(x[k]))
    return out


def column_centred(x):
    x = np.asarray(x, dtype=np.float64)
    out = np.zeros(x.shape[0])
    for k in range(x.shape[0]):
        out[k] = np.sum(x[k] - np.mean(x[k], axis=0))
    return out


def centred_and_spread(x):
    x = np.asarray(x, dtype=np.float64)
    centred = np.zeros_like(x)
    spread = np.zeros(x.shape[0])
    for k in range(x.shape[0]):
        d = x[k] - x[k].mean()
        centred[k] = d
        spread[k] = np.std(d)
    return centred, spread


def relative_spread(x):
    x = np.asarray(x, dtype=np.float64)
    out = np.zeros(x.shape[0])
    for k in range(x.shape[0]):
        c = np.median(x[k])
        out[k] = np.max(np.abs(x[k] - c)) / c
    return out


def spread_over_median(x):
    # `c` stays one number per item (it divides the result): `x[k] - c` over the stack would
    # line it up with the wrong axis.
    x = np.asarray(x, dtype=np.float64)
    out = np.zeros(x.shape[0])
    for k in range(x.shape[0]):
        c = np.median(x[k])
        d = np.abs(x[k] - c)
        out[k] = d.max() / c
    return out
