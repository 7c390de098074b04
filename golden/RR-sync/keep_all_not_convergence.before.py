import numpy as np


def normalise(frames, eps):
    out = []
    for i in range(len(frames)):
        scale_factor = np.max(np.abs(frames[i]))
        if scale_factor == 0:
            continue
        out.append(frames[i] / scale_factor)
    return out


def choose_step(grad, steps):
    alpha = 1.0
    for k in range(steps):
        if np.linalg.norm(grad) > 1.0:
            alpha = 0.5 * alpha
        else:
            alpha = 1.1 * alpha
        grad = grad * alpha
    return grad


def octants(points, centers):
    kept = []
    for j in range(len(centers)):
        in_oct = np.all(points > centers[j], axis=1)
        if not np.any(in_oct):
            continue
        kept.append(points[in_oct].mean(axis=0))
    return kept


def rescale(x, steps):
    for t in range(steps):
        total = float(np.sum(x))
        x /= total
    return x


def stop_at_error_count(batches, error_count):
    seen = 0
    for b in batches:
        seen += np.count_nonzero(b < 0)
        if seen > error_count:
            break
    return seen
