"""Elevator bank simulation: wait times and energy per car over a day of calls."""
import numpy as np


def travel_time(from_floor, to_floor, speed=2.5, floor_height=3.5, door=6.0):
    return np.abs(to_floor - from_floor) * floor_height / speed + door


def assign_calls(call_floors, car_pos):
    n = len(call_floors)
    assigned = np.zeros(n, dtype=np.int64)
    for i in range(n):
        best = 0
        best_d = abs(call_floors[i] - car_pos[0])
        for c in range(1, len(car_pos)):
            d = abs(call_floors[i] - car_pos[c])
            if d < best_d:
                best_d = d
                best = c
        assigned[i] = best
    return assigned


def energy_per_trip(trips, load_kg):
    energy = np.zeros(len(trips))
    for i in range(len(trips)):
        energy[i] = 0.0025 * trips[i] * (600 + load_kg[i])
    return energy


def wait_stats(waits):
    stats = {}
    stats["mean"] = float(np.mean(waits))
    stats["p95"] = float(np.percentile(waits, 95))
    stats["max"] = waits.max().item()
    return stats


def hourly_demand(call_times, hours=24):
    counts = np.zeros(hours)
    for t in call_times:
        counts[int(t // 3600) % hours] += 1
    return counts


def queue_waits(arrivals, service):
    n = len(arrivals)
    start = np.zeros(n)
    finish = np.zeros(n)
    for i in range(n):
        if i == 0:
            start[i] = arrivals[i]
        else:
            start[i] = max(arrivals[i], finish[i - 1])
        finish[i] = start[i] + service[i]
    return start - arrivals


if __name__ == "__main__":
    rng = np.random.default_rng(11)
    calls = rng.integers(0, 30, 400)
    cars = np.array([0, 10, 20, 29])
    who = assign_calls(calls, cars)
    trips = travel_time(cars[who], calls)
    load = rng.uniform(60, 800, 400)
    print(np.round(energy_per_trip(trips, load)[:5], 3))
    times = np.sort(rng.uniform(0, 86400, 400))
    print(hourly_demand(times))
    waits = queue_waits(times, trips)
    print(wait_stats(waits))
