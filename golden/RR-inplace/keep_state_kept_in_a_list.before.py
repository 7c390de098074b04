import numpy as np


def track(zs, F, H, gain):
    x = np.zeros(F.shape[0])
    history = [None] * len(zs)
    for k in range(len(zs)):
        x = F @ x
        x = x + gain @ (zs[k] - H @ x)
        history[k] = x  # a list keeps a reference: an in-place update would change it
    return history
