"""Terrain analysis on a DEM: slope, aspect, hillshade and a flow-accumulation proxy."""
import numpy as np


def slope_aspect(dem, cell):
    rows, cols = dem.shape
    slope = np.zeros((rows, cols))
    aspect = np.zeros((rows, cols))
    for r in range(1, rows - 1):
        for c in range(1, cols - 1):
            dzdx = (dem[r, c + 1] - dem[r, c - 1]) / (2 * cell)
            dzdy = (dem[r + 1, c] - dem[r - 1, c]) / (2 * cell)
            slope[r, c] = np.degrees(np.arctan(np.hypot(dzdx, dzdy)))
            aspect[r, c] = np.degrees(np.arctan2(dzdy, -dzdx)) % 360
    return slope, aspect


def hillshade(slope, aspect, azimuth=315.0, altitude=45.0):
    zen = np.radians(90.0 - altitude)
    az = np.radians(azimuth)
    s = np.radians(slope)
    a = np.radians(aspect)
    shade = np.cos(zen) * np.cos(s) + np.sin(zen) * np.sin(s) * np.cos(az - a)
    return np.clip(shade, 0, 1)


def steepest_neighbour_counts(dem):
    rows, cols = dem.shape
    counts = np.zeros((rows, cols), dtype=int)
    offsets = [(-1, 0), (1, 0), (0, -1), (0, 1)]
    for r in range(1, rows - 1):
        for c in range(1, cols - 1):
            best = None
            drop = 0.0
            for dr, dc in offsets:
                d = dem[r, c] - dem[r + dr, c + dc]
                if d > drop:
                    drop = d
                    best = (r + dr, c + dc)
            if best is not None:
                counts[best] += 1
    return counts


def main():
    y, x = np.mgrid[0:60, 0:80]
    dem = 100 + 0.5 * x + 10 * np.sin(y / 8.0) * np.cos(x / 11.0)
    slope, aspect = slope_aspect(dem, 30.0)
    shade = hillshade(slope, aspect)
    counts = steepest_neighbour_counts(dem)
    print(round(float(slope.mean()), 6), round(float(aspect.mean()), 6))
    print(round(float(shade.mean()), 6), int(counts.max()), int(counts.sum()))


main()
