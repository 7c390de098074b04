"""Drone photogrammetry survey: flight-line spacing, image footprints and overlap checks."""
import numpy as np


def footprint(altitude, focal_mm=8.8, sensor_mm=(13.2, 8.8)):
    w = altitude * sensor_mm[0] / focal_mm
    h = altitude * sensor_mm[1] / focal_mm
    return w, h


def waypoints(area_w, area_h, spacing, step):
    pts = []
    x = 0.0
    line = 0
    while x <= area_w:
        ys = np.arange(0.0, area_h + step, step)
        if line % 2 == 1:
            ys = ys[::-1]
        for y in ys:
            pts.append((x, y))
        x += spacing
        line += 1
    return np.array(pts)


def forward_overlap(pts, foot_h):
    ov = np.zeros(len(pts) - 1)
    for i in range(len(pts) - 1):
        d = np.hypot(pts[i + 1, 0] - pts[i, 0], pts[i + 1, 1] - pts[i, 1])
        ov[i] = max(0.0, 1 - d / foot_h)
    return ov


def gsd_cm(altitude, focal_mm=8.8, sensor_w_mm=13.2, image_w_px=5472):
    return altitude * sensor_w_mm / (focal_mm * image_w_px) * 100


def battery_plan(pts, speed=10.0, capacity_s=1500.0):
    legs = np.hypot(np.diff(pts[:, 0]), np.diff(pts[:, 1])) / speed
    flights = 1
    used = 0.0
    for leg in legs:
        if used + leg > capacity_s:
            flights += 1
            used = 0.0
        used += leg
    return flights


if __name__ == "__main__":
    w, h = footprint(100.0)
    pts = waypoints(600.0, 400.0, 0.7 * w, 0.25 * h)
    ov = forward_overlap(pts, h)
    print(len(pts), round(float(ov.mean()), 4), round(gsd_cm(100.0), 4))
    print(battery_plan(pts))
