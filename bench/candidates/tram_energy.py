"""Tram line energy: traction and regenerative braking energy per trip from speed profiles."""
import numpy as np

DT = 0.5
MASS = 38000.0


def speed_profile(length_m, vmax, rng):
    v = [0.0]
    x = 0.0
    accel, decel = 1.0, 1.2
    while x < length_m:
        cur = v[-1]
        braking_dist = cur ** 2 / (2 * decel)
        if length_m - x <= braking_dist + 1.0:
            nxt = max(cur - decel * DT, 0.0)
            if nxt == 0.0:
                break
        elif cur < vmax:
            nxt = min(cur + accel * DT, vmax)
        else:
            nxt = vmax + rng.normal(0, 0.05)
        x += 0.5 * (cur + nxt) * DT
        v.append(nxt)
    return np.array(v)


def power(v, grade=0.0):
    a = np.gradient(v, DT)
    resist = 1200.0 + 45.0 * v + 6.5 * v ** 2
    f = MASS * a + resist + MASS * 9.81 * grade
    return f * v


def energy(p, regen_eff=0.65, motor_eff=0.9):
    traction = 0.0
    regen = 0.0
    for k in range(len(p)):
        if p[k] > 0:
            traction += p[k] / motor_eff * DT
        else:
            regen += -p[k] * regen_eff * DT
    return traction / 3.6e6, regen / 3.6e6


def main():
    rng = np.random.default_rng(9)
    segments = rng.uniform(300, 900, 24)
    grades = rng.normal(0, 0.01, 24)
    total_t = 0.0
    total_r = 0.0
    times = np.zeros(len(segments))
    for k, (L, g) in enumerate(zip(segments, grades)):
        v = speed_profile(L, 19.0, rng)
        p = power(v, g)
        t, r = energy(p)
        total_t += t
        total_r += r
        times[k] = len(v) * DT
    print("trip time min %.1f" % (times.sum() / 60))
    print("traction kWh %.2f regen kWh %.2f net %.2f" % (total_t, total_r, total_t - total_r))
    print("segment times", np.round(times[:6], 1))


if __name__ == "__main__":
    main()
