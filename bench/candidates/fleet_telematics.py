"""Fleet telematics: per-vehicle speed traces, harsh events, idle time, fuel economy and scores."""
import numpy as np

DT = 1.0


def accelerations(speed):
    acc = np.zeros_like(speed)
    for v in range(speed.shape[0]):
        for t in range(1, speed.shape[1]):
            acc[v, t] = (speed[v, t] - speed[v, t - 1]) / DT
    return acc


def harsh_events(acc, brake=-3.0, accel=2.5):
    brakes = np.zeros(acc.shape[0], dtype=int)
    starts = np.zeros(acc.shape[0], dtype=int)
    for v in range(acc.shape[0]):
        for t in range(acc.shape[1]):
            if acc[v, t] < brake:
                brakes[v] += 1
            elif acc[v, t] > accel:
                starts[v] += 1
    return brakes, starts


def idle_seconds(speed, rpm):
    idle = np.zeros(speed.shape[0])
    for v in range(speed.shape[0]):
        idle[v] = np.sum((speed[v] < 0.5) & (rpm[v] > 500)) * DT
    return idle


def distance_km(speed):
    km = np.zeros(speed.shape[0])
    for v in range(speed.shape[0]):
        km[v] = speed[v].sum() * DT / 1000.0
    return km


def fuel_used(speed, acc):
    litres = np.zeros(speed.shape[0])
    for v in range(speed.shape[0]):
        rate = 0.0002 + 0.00002 * speed[v] + 0.0001 * np.maximum(acc[v], 0) * speed[v]
        litres[v] = rate.sum() * DT
    return litres


def scores(brakes, starts, idle, km):
    s = np.zeros(len(km))
    for v in range(len(km)):
        per_100 = 100.0 / max(km[v], 1e-6)
        s[v] = 100 - 2 * brakes[v] * per_100 - 1.5 * starts[v] * per_100 - idle[v] / 60
    return np.clip(s, 0, 100)


if __name__ == "__main__":
    rng = np.random.default_rng(19)
    n_veh, n_t = 25, 3600
    target = rng.uniform(8, 25, n_veh)
    speed = np.zeros((n_veh, n_t))
    for v in range(n_veh):
        s = 0.0
        for t in range(n_t):
            s += 0.05 * (target[v] - s) + rng.normal(0, 0.6)
            s = max(s, 0.0)
            speed[v, t] = s
    rpm = 700 + 90 * speed + rng.normal(0, 30, speed.shape)
    acc = accelerations(speed)
    brakes, starts = harsh_events(acc)
    idle = idle_seconds(speed, rpm)
    km = distance_km(speed)
    fuel = fuel_used(speed, acc)
    print("km", np.round(km[:5], 2))
    print("L/100km", np.round(100 * fuel / km, 2)[:5])
    print("scores", np.round(scores(brakes, starts, idle, km), 1)[:8])
