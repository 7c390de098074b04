"""Occupancy-grid mapping from simulated range scans (log-odds update along each beam)."""
import numpy as np

L_OCC = 0.85
L_FREE = -0.4


def bresenham(x0, y0, x1, y1):
    cells = []
    dx = abs(x1 - x0)
    dy = -abs(y1 - y0)
    sx = 1 if x0 < x1 else -1
    sy = 1 if y0 < y1 else -1
    err = dx + dy
    while True:
        cells.append((x0, y0))
        if x0 == x1 and y0 == y1:
            break
        e2 = 2 * err
        if e2 >= dy:
            err += dy
            x0 += sx
        if e2 <= dx:
            err += dx
            y0 += sy
    return cells


def update(grid, pose, angles, ranges, res):
    px, py, heading = pose
    cx, cy = int(px / res), int(py / res)
    for a, r in zip(angles, ranges):
        ex = int((px + r * np.cos(heading + a)) / res)
        ey = int((py + r * np.sin(heading + a)) / res)
        ray = bresenham(cx, cy, ex, ey)
        for (x, y) in ray[:-1]:
            if 0 <= x < grid.shape[0] and 0 <= y < grid.shape[1]:
                grid[x, y] += L_FREE
        if 0 <= ex < grid.shape[0] and 0 <= ey < grid.shape[1]:
            grid[ex, ey] += L_OCC
    np.clip(grid, -5.0, 5.0, out=grid)
    return grid


def simulate_scan(pose, angles, walls, max_range):
    px, py, heading = pose
    ranges = np.full(len(angles), max_range)
    for k in range(len(angles)):
        d = np.array([np.cos(heading + angles[k]), np.sin(heading + angles[k])])
        for (x0, y0, x1, y1) in walls:
            e = np.array([x1 - x0, y1 - y0])
            m = np.array([[d[0], -e[0]], [d[1], -e[1]]])
            if abs(np.linalg.det(m)) < 1e-9:
                continue
            t, s = np.linalg.solve(m, np.array([x0 - px, y0 - py]))
            if t > 0 and 0 <= s <= 1 and t < ranges[k]:
                ranges[k] = t
    return ranges


def main():
    res = 0.1
    grid = np.zeros((100, 100))
    walls = [(0.5, 0.5, 9.5, 0.5), (9.5, 0.5, 9.5, 9.5), (9.5, 9.5, 0.5, 9.5), (0.5, 9.5, 0.5, 0.5), (4, 3, 6, 3)]
    angles = np.linspace(-np.pi, np.pi, 90, endpoint=False)
    for step in range(12):
        pose = (2.0 + 0.4 * step, 5.0, 0.1 * step)
        ranges = simulate_scan(pose, angles, walls, 12.0)
        grid = update(grid, pose, angles, ranges, res)
    prob = 1.0 / (1.0 + np.exp(-grid))
    print(int(np.sum(prob > 0.7)), int(np.sum(prob < 0.3)), round(float(prob.mean()), 6))


main()
