import numpy as np

# Not rewritten: a list of arrays (items of different lengths), a reduction along an axis of
# the item, the loop variable read after the loop, a value mixing the item with the loop index,
# and a reduction of something that is not elementwise in the item.


def ragged(chunks):
    sizes = [np.sum(c) for c in chunks]
    out = []
    for c in chunks:
        out.append(np.max(c))
    return sizes, out


def column_means(stack):
    stack = np.asarray(stack)
    out = []
    for m in stack:
        out.append(np.mean(m, axis=0))
    return out


def last(stack):
    stack = np.asarray(stack)
    out = np.empty(len(stack))
    for k in range(len(stack)):
        out[k] = np.max(stack[k])
    return out, k


def weighted(stack):
    stack = np.asarray(stack)
    out = np.empty(len(stack))
    for k in range(len(stack)):
        out[k] = np.sum(stack[k] * k)
    return out


def traces(stack):
    stack = np.asarray(stack)
    out = []
    for m in stack:
        out.append(np.sum(np.diag(m)))
    return out


def filtered(stack):
    stack = np.asarray(stack)
    return [np.max(m) for m in stack if m[0] > 0]


def as_ints(stack):
    stack = np.asarray(stack)
    return [int(np.max(m)) for m in stack]


def counts_within(distances, radii):
    distances = np.asarray(distances)
    radii = np.asarray(radii)
    # `distances <= radii` would broadcast the whole radii array against the distances.
    return [(distances <= r).sum() for r in radii]


def column_shares(x, n):
    x = np.asarray(x)
    out = np.zeros((n, x.shape[0]))
    # Each column becomes a row of `out`: the mapped stack would hold them as columns.
    for j in range(n):
        out[j] = x[:, j] / x[:, j].sum()
    return out


def running_low(images):
    images = np.asarray(images, dtype=np.float64)
    out = np.empty(len(images))
    lo = 0.0
    for k in range(len(images)):
        lo = lo + images[k].min()
        out[k] = lo
    return out


def last_peak(images):
    images = np.asarray(images, dtype=np.float64)
    out = np.empty_like(images)
    for k in range(images.shape[0]):
        peak = images[k].max()
        out[k] = images[k] / peak
    return out, peak


def scaled_and_peaks(x):
    x = np.asarray(x, dtype=np.float64)
    scaled = np.empty_like(x)
    peaks = np.empty(len(x))
    # One store is an item, the other one number per item: no single batched form.
    for k in range(len(x)):
        scaled[k] = x[k] / x[k].max()
        peaks[k] = x[k].max()
    return scaled, peaks


def norms_of_order(A, order):
    A = np.asarray(A, dtype=np.float64)
    # `ord=` makes a 2-D item's norm a matrix norm, not the 2-norm of its values.
    return [np.linalg.norm(A[k], ord=order) for k in range(A.shape[0])]
