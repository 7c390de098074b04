import numpy as np


def last_row_scaled(S):
    out = np.empty_like(S)
    for r in range(S.shape[0]):
        row = S[r]
        out[r] = row / row.max()
    # The alias holds the last row after the loop.
    return out, row


def rebound(S):
    out = np.empty_like(S)
    for r in range(S.shape[0]):
        row = S[r]
        row = row - row.mean()
        out[r] = row / row.std()
    return out
