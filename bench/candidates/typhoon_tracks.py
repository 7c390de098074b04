"""Typhoon best tracks: great-circle steps, forward speed, rapid intensification, landfall proximity."""
import numpy as np

N_STORMS = 120
N_FIXES = 60
EARTH_KM = 6371.0
CITIES = np.array([[14.6, 121.0], [22.3, 114.2], [25.0, 121.5], [35.7, 139.7], [13.8, 100.5]])


def tracks(rng):
    lat = np.zeros((N_STORMS, N_FIXES))
    lon = np.zeros((N_STORMS, N_FIXES))
    wind = np.zeros((N_STORMS, N_FIXES))
    for s in range(N_STORMS):
        lat[s, 0] = rng.uniform(8, 18)
        lon[s, 0] = rng.uniform(125, 150)
        wind[s, 0] = rng.uniform(25, 35)
        for k in range(1, N_FIXES):
            lat[s, k] = lat[s, k - 1] + rng.normal(0.25, 0.12)
            lon[s, k] = lon[s, k - 1] + rng.normal(-0.35, 0.2)
            wind[s, k] = max(15.0, wind[s, k - 1] + rng.normal(0.6, 3.0))
    return lat, lon, wind


def step_km(lat, lon):
    dist = np.zeros((N_STORMS, N_FIXES - 1))
    for s in range(N_STORMS):
        for k in range(N_FIXES - 1):
            p1, p2 = np.radians(lat[s, k]), np.radians(lat[s, k + 1])
            dl = np.radians(lon[s, k + 1] - lon[s, k])
            a = np.sin((p2 - p1) / 2) ** 2 + np.cos(p1) * np.cos(p2) * np.sin(dl / 2) ** 2
            dist[s, k] = 2 * EARTH_KM * np.arcsin(np.sqrt(a))
    return dist


def forward_speed(dist, hours=6.0):
    speed = np.zeros(N_STORMS)
    for s in range(N_STORMS):
        speed[s] = np.mean(dist[s] / hours)
    return speed


def rapid_intensification(wind, jump=30.0):
    events = np.zeros(N_STORMS, dtype=int)
    for s in range(N_STORMS):
        for k in range(4, N_FIXES):
            if wind[s, k] - wind[s, k - 4] >= jump:
                events[s] += 1
    return events


def closest_approach(lat, lon):
    closest = np.zeros((N_STORMS, len(CITIES)))
    for s in range(N_STORMS):
        for c in range(len(CITIES)):
            dy = (lat[s] - CITIES[c, 0]) * 111.0
            dx = (lon[s] - CITIES[c, 1]) * 111.0 * np.cos(np.radians(CITIES[c, 0]))
            closest[s, c] = np.min(np.sqrt(dx ** 2 + dy ** 2))
    return closest


def ace(wind):
    total = np.zeros(N_STORMS)
    for s in range(N_STORMS):
        acc = 0.0
        for k in range(N_FIXES):
            if wind[s, k] >= 35.0:
                acc += wind[s, k] ** 2
        total[s] = acc * 1e-4
    return total


def category(wind):
    cats = np.zeros(N_STORMS, dtype=int)
    bounds = [64, 83, 96, 113, 137]
    for s in range(N_STORMS):
        peak = wind[s].max()
        cat = 0
        for b in bounds:
            if peak >= b:
                cat += 1
        cats[s] = cat
    return cats


def main():
    rng = np.random.default_rng(305)
    lat, lon, wind = tracks(rng)
    dist = step_km(lat, lon)
    speed = forward_speed(dist)
    ri = rapid_intensification(wind)
    close = closest_approach(lat, lon)
    a = ace(wind)
    cats = category(wind)
    print("dist", np.round(dist[0, :5], 4))
    print("speed", np.round(speed[:6], 4))
    print("ri", ri[:12], int(ri.sum()))
    print("close", np.round(close[:2], 3))
    print("ace", np.round(a[:6], 4))
    print("cats", np.bincount(cats, minlength=6))


if __name__ == "__main__":
    main()
