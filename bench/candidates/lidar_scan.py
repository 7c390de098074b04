"""Lidar scan processing: polar to Cartesian, range gating, decimation and occupancy."""
import numpy as np

BEAMS = 360
SCANS = 200


def to_points(ranges, angles):
    pts = np.zeros((len(ranges), 2))
    for i in range(len(ranges)):
        pts[i, 0] = ranges[i] * np.cos(angles[i])
        pts[i, 1] = ranges[i] * np.sin(angles[i])
    return pts


def gate(pts, rmax):
    d = np.hypot(pts[:, 0], pts[:, 1])
    idx = np.nonzero(d < rmax)
    return pts[idx]


def occupancy(scans, angles, cells=64, extent=10.0):
    grid = np.zeros((cells, cells))
    for scan in scans:
        pts = gate(to_points(scan, angles), extent)
        pts = pts[::2]
        ij = ((pts + extent) / (2 * extent) * (cells - 1)).astype(int)
        hits = np.zeros((cells, cells))
        hits[ij[:, 0], ij[:, 1]] = 1.0
        grid = grid + hits
    return grid / len(scans)


if __name__ == "__main__":
    rng = np.random.default_rng(21)
    angles = np.linspace(0, 2 * np.pi, BEAMS, endpoint=False)
    scans = rng.uniform(0.5, 12.0, (SCANS, BEAMS))
    grid = occupancy(scans, angles)
    print(grid.sum(), grid.max())
