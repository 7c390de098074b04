"""Bakery oven scheduling: bake profiles, core temperature model and energy per batch."""
import numpy as np


def core_temperature(oven_temp, minutes, k=0.045, start=20.0):
    core = np.empty(len(minutes))
    core[0] = start
    for t in range(1, len(minutes)):
        dt = minutes[t] - minutes[t - 1]
        core[t] = core[t - 1] + k * dt * (oven_temp[t] - core[t - 1])
    return core


def done_time(core, minutes, target=96.0):
    for t in range(len(core)):
        if core[t] >= target:
            return minutes[t]
    return np.nan


def energy_kwh(oven_temp, minutes, loss_w_per_k=55.0):
    total = 0.0
    for t in range(1, len(minutes)):
        total += loss_w_per_k * (oven_temp[t] - 20.0) * (minutes[t] - minutes[t - 1]) / 60.0
    return total / 1000.0


def profile(setpoint, minutes, ramp=8.0):
    temp = np.zeros(len(minutes))
    for t in range(len(minutes)):
        temp[t] = min(setpoint, 20.0 + ramp * minutes[t])
    return temp


def batch_table(setpoints, minutes):
    rows = []
    for s in setpoints:
        oven = profile(s, minutes)
        core = core_temperature(oven, minutes)
        rows.append([s, done_time(core, minutes), energy_kwh(oven, minutes)])
    return np.array(rows)


if __name__ == "__main__":
    minutes = np.arange(0, 60, 0.5)
    table = batch_table(np.array([180.0, 200.0, 220.0, 240.0]), minutes)
    print(np.round(table, 3))
