"""Nearest-station search and distance matrix on the sphere."""
import math

import numpy as np

EARTH_R = 6371.0


def stations(n, seed=9):
    rng = np.random.default_rng(seed)
    lat = rng.uniform(-60, 60, n)
    lon = rng.uniform(-180, 180, n)
    return lat, lon


def haversine(lat1, lon1, lat2, lon2):
    p1 = math.radians(lat1)
    p2 = math.radians(lat2)
    dp = p2 - p1
    dl = math.radians(lon2 - lon1)
    a = math.sin(dp / 2) ** 2 + math.cos(p1) * math.cos(p2) * math.sin(dl / 2) ** 2
    return 2 * EARTH_R * math.asin(math.sqrt(a))


def distance_matrix(lat, lon):
    n = len(lat)
    d = np.zeros((n, n))
    for i in range(n):
        for j in range(n):
            d[i, j] = haversine(lat[i], lon[i], lat[j], lon[j])
    return d


def nearest(d):
    n = d.shape[0]
    idx = np.zeros(n, dtype=np.int64)
    for i in range(n):
        best = -1
        best_d = np.inf
        for j in range(n):
            if j != i and d[i, j] < best_d:
                best_d = d[i, j]
                best = j
        idx[i] = best
    return idx


def to_cartesian(lat, lon):
    n = len(lat)
    xyz = np.zeros((n, 3))
    for i in range(n):
        la = np.radians(lat[i])
        lo = np.radians(lon[i])
        xyz[i, 0] = np.cos(la) * np.cos(lo)
        xyz[i, 1] = np.cos(la) * np.sin(lo)
        xyz[i, 2] = np.sin(la)
    return xyz


def main():
    lat, lon = stations(150)
    d = distance_matrix(lat, lon)
    nn = nearest(d)
    print("mean nn distance %.4f" % np.mean(d[np.arange(len(nn)), nn]))
    xyz = to_cartesian(lat, lon)
    print("centroid norm %.6f" % np.linalg.norm(xyz.mean(axis=0)))
    far = 0
    for i in range(len(lat)):
        if d[i].max() > 15000.0:
            far += 1
    print("far", far)


if __name__ == "__main__":
    main()
