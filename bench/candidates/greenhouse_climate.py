"""Greenhouse climate control: zone temperatures, vent opening, heating energy, VPD, alarms."""
import numpy as np


def zone_temps(zones, steps, rng):
    outside = 8 + 6 * np.sin(np.linspace(0, 4 * np.pi, steps))
    temps = np.zeros((zones, steps))
    for z in range(zones):
        temps[z] = outside + 10 + z + rng.normal(0, 0.8, steps)
    return outside, temps


def vent_opening(temps, setpoint, band):
    vent = np.zeros(temps.shape)
    for z in range(temps.shape[0]):
        for t in range(temps.shape[1]):
            excess = temps[z, t] - setpoint
            if excess <= 0:
                vent[z, t] = 0.0
            elif excess >= band:
                vent[z, t] = 100.0
            else:
                vent[z, t] = 100.0 * excess / band
    return vent


def heating_energy(temps, outside, setpoint, ua, dt_h):
    energy = np.zeros(temps.shape[0])
    for z in range(temps.shape[0]):
        for t in range(temps.shape[1]):
            if temps[z, t] < setpoint:
                energy[z] += ua * (setpoint - outside[t]) * dt_h
    return energy


def vpd(temp, rh):
    out = np.zeros(len(temp))
    for i in range(len(temp)):
        es = 0.6108 * np.exp(17.27 * temp[i] / (temp[i] + 237.3))
        out[i] = es * (1 - rh[i] / 100.0)
    return out


def alarms(temps, high):
    first = np.full(temps.shape[0], -1)
    for z in range(temps.shape[0]):
        for t in range(temps.shape[1]):
            if temps[z, t] > high:
                first[z] = t
                break
    return first


def main():
    rng = np.random.default_rng(8)
    outside, temps = zone_temps(4, 288, rng)
    vent = vent_opening(temps, 24.0, 4.0)
    print("mean vent %", np.round(vent.mean(axis=1), 2))
    print("heating kWh", np.round(heating_energy(temps, outside, 20.0, 1.8, 5 / 60), 2))
    rh = np.clip(80 - 2 * (temps[0] - 20), 40, 95)
    print("vpd mean", round(vpd(temps[0], rh).mean(), 4))
    print("first alarm", alarms(temps, 27.0))


if __name__ == "__main__":
    main()
