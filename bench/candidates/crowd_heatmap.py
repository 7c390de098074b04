"""Pedestrian tracking heatmaps: per-frame occupancy grids, dwell time and flow across a line."""
import numpy as np

CELL = 0.5


def occupancy(frames_xy, nx, ny):
    grid = np.zeros((len(frames_xy), ny, nx))
    for f in range(len(frames_xy)):
        pts = frames_xy[f]
        for p in range(pts.shape[0]):
            i = int(pts[p, 1] / CELL)
            j = int(pts[p, 0] / CELL)
            if 0 <= i < ny and 0 <= j < nx:
                grid[f, i, j] += 1
    return grid


def dwell(grid, fps):
    total = np.zeros(grid.shape[1:])
    for f in range(grid.shape[0]):
        total += grid[f] / fps
    return total


def peak_density(grid):
    peaks = np.zeros(grid.shape[0])
    for f in range(grid.shape[0]):
        peaks[f] = grid[f].max() / CELL ** 2
    return peaks


def line_crossings(tracks, x_line):
    count = 0
    for t in range(tracks.shape[0]):
        for k in range(1, tracks.shape[1]):
            if tracks[t, k - 1, 0] < x_line <= tracks[t, k, 0]:
                count += 1
    return count


def speeds(tracks, fps):
    v = np.zeros((tracks.shape[0], tracks.shape[1] - 1))
    for t in range(tracks.shape[0]):
        for k in range(tracks.shape[1] - 1):
            dx = tracks[t, k + 1, 0] - tracks[t, k, 0]
            dy = tracks[t, k + 1, 1] - tracks[t, k, 1]
            v[t, k] = np.hypot(dx, dy) * fps
    return v


if __name__ == "__main__":
    rng = np.random.default_rng(29)
    n_people, n_frames, fps = 80, 120, 10.0
    start = rng.uniform([0, 0], [2, 10], (n_people, 2))
    vel = rng.normal([1.2, 0.0], [0.2, 0.1], (n_people, 2))
    tracks = start[:, None, :] + vel[:, None, :] * (np.arange(n_frames)[None, :, None] / fps)
    frames_xy = [tracks[:, f, :] for f in range(n_frames)]
    grid = occupancy(frames_xy, 40, 20)
    print("dwell max %.2f s" % dwell(grid, fps).max())
    print("peak density", np.round(peak_density(grid)[:5], 2))
    print("crossings", line_crossings(tracks, 8.0))
    print("mean speed %.3f" % speeds(tracks, fps).mean())
