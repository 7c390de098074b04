"""Ski resort snowmaking: wet-bulb temperature, guns running, water use, snow depth per trail."""
import numpy as np


def weather(hours, rng):
    h = np.arange(hours)
    temp = -4 + 5 * np.sin(2 * np.pi * (h - 14) / 24) + rng.normal(0, 1.2, hours)
    rh = np.clip(70 + 15 * np.cos(2 * np.pi * h / 24) + rng.normal(0, 5, hours), 20, 100)
    return temp, rh


def wet_bulb(temp, rh):
    tw = np.zeros(len(temp))
    for i in range(len(temp)):
        t, r = temp[i], rh[i]
        tw[i] = (t * np.arctan(0.151977 * np.sqrt(r + 8.313659)) + np.arctan(t + r)
                 - np.arctan(r - 1.676331) + 0.00391838 * r ** 1.5 * np.arctan(0.023101 * r)
                 - 4.686035)
    return tw


def guns_running(tw, guns, threshold):
    running = np.zeros(len(tw), dtype=int)
    for i in range(len(tw)):
        if tw[i] < threshold:
            running[i] = guns
        elif tw[i] < threshold + 1.0:
            running[i] = guns // 2
    return running


def water_use(running, flow_per_gun):
    total = 0.0
    for i in range(len(running)):
        total += running[i] * flow_per_gun
    return total


def snow_depth(running, melt, per_gun_cm, trails):
    depth = np.zeros((trails, len(running)))
    for k in range(trails):
        d = 0.0
        for i in range(len(running)):
            d = max(0.0, d + running[i] * per_gun_cm / trails - melt[i])
            depth[k, i] = d
    return depth


def main():
    rng = np.random.default_rng(9)
    temp, rh = weather(24 * 7, rng)
    tw = wet_bulb(temp, rh)
    running = guns_running(tw, 24, -2.5)
    print("gun hours", int(running.sum()), "water m3", round(water_use(running, 0.4), 1))
    melt = np.clip(temp, 0, None) * 0.3
    depth = snow_depth(running, melt, 0.05, 4)
    print("final depth cm", np.round(depth[:, -1], 2), "max", round(depth.max(), 2))
    print("coldest wet bulb", round(tw.min(), 2), "hour", int(np.argmin(tw)))


if __name__ == "__main__":
    main()
