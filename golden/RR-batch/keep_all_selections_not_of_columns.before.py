import numpy as np


def of_unknown_rank(scans, noise_mask):
    out = np.zeros(len(scans))
    for s in range(len(scans)):
        out[s] = np.std(scans[s][noise_mask])
    return out


def varying_selection(scans, masks):
    out = np.zeros(scans.shape[0])
    for s in range(scans.shape[0]):
        out[s] = np.max(scans[s][masks[s]])
    return out


def of_planes(cube, picks):
    out = np.zeros(cube.shape[0])
    for s in range(cube.shape[0]):
        out[s] = np.max(cube[s][picks])
    return out


def main():
    varying_selection(np.ones((3, 4)), np.ones((3, 4), dtype=bool))
    of_planes(np.ones((3, 4, 5)), np.array([0, 1]))
