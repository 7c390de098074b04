"""Water utility: pump station wet-well levels, pump run hours and energy from SCADA samples."""
import numpy as np


def wet_well(inflow, pumped, area, start):
    level = np.zeros(len(inflow))
    level[0] = start
    for t in range(1, len(inflow)):
        level[t] = max(0.0, level[t - 1] + (inflow[t] - pumped[t]) / area)
    return level


def run_hours(status, dt_h):
    hours = np.zeros(status.shape[0])
    for p in range(status.shape[0]):
        for t in range(status.shape[1]):
            if status[p, t]:
                hours[p] += dt_h
    return hours


def starts(status):
    counts = np.zeros(status.shape[0], dtype=int)
    for p in range(status.shape[0]):
        for t in range(1, status.shape[1]):
            if status[p, t] and not status[p, t - 1]:
                counts[p] += 1
    return counts


def energy(power_kw, dt_h):
    total = 0.0
    for t in range(len(power_kw)):
        total += power_kw[t] * dt_h
    return total


def specific_energy(power_kw, flow_m3h):
    se = np.zeros(len(power_kw))
    for t in range(len(power_kw)):
        if flow_m3h[t] > 1.0:
            se[t] = power_kw[t] / flow_m3h[t]
        else:
            se[t] = np.nan
    return se


def main():
    rng = np.random.default_rng(29)
    n, dt_h = 1440, 1.0 / 60
    inflow = 40 + 15 * np.sin(np.linspace(0, 4 * np.pi, n)) + rng.normal(0, 3, n)
    status = rng.random((3, n)) < np.array([[0.5], [0.3], [0.1]])
    pumped = status.sum(axis=0) * 22.0
    level = wet_well(inflow, pumped, 30.0, 1.2)
    power = status.sum(axis=0) * 18.5 + rng.normal(0, 0.5, n)
    print("level", np.round(level[::240], 3))
    print("hours", np.round(run_hours(status, dt_h), 2), "starts", starts(status).tolist())
    print("energy", round(energy(power, dt_h), 2))
    se = specific_energy(power, pumped)
    print("se", round(float(np.nanmean(se)), 4))


if __name__ == "__main__":
    main()
