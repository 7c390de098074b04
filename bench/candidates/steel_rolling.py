"""Hot strip mill: pass schedule, roll force and temperature drop through stands."""
import numpy as np


def flow_stress(temp_c, strain_rate, strain):
    k = np.zeros(len(temp_c))
    for i in range(len(temp_c)):
        k[i] = 150.0 * np.exp(-0.0025 * (temp_c[i] - 900)) * strain_rate[i] ** 0.12 * (0.05 + strain[i]) ** 0.2
    return k


def thickness_schedule(h0, reductions):
    h = np.zeros(len(reductions) + 1)
    h[0] = h0
    for s in range(len(reductions)):
        h[s + 1] = h[s] * (1 - reductions[s])
    return h


def roll_force(width, k, radius, h_in, h_out):
    contact = np.sqrt(radius * (h_in - h_out))
    return 1.15 * k * width * contact


def temperature_drop(t0, h, speeds, gap=5.5):
    temps = [t0]
    for s in range(1, len(h)):
        dt = gap / speeds[s - 1]
        loss = 0.015 * dt * (temps[-1] - 30) / h[s] * 10
        temps.append(temps[-1] - loss)
    return np.array(temps)


def overload(forces, limit):
    flagged = []
    for s, f in enumerate(forces):
        if f > limit:
            flagged.append(s)
    return flagged


def campaign(coils, reductions, radius=0.35):
    results = np.zeros((len(coils), len(reductions)))
    for c in range(len(coils)):
        h = thickness_schedule(coils[c, 0], reductions)
        speeds = 2.0 * h[0] / h[1:]
        temps = temperature_drop(coils[c, 1], h, speeds)
        strain = np.log(h[:-1] / h[1:])
        k = flow_stress(temps[1:], speeds, strain)
        results[c] = roll_force(coils[c, 2], k, radius, h[:-1], h[1:])
    return results


if __name__ == "__main__":
    rng = np.random.default_rng(21)
    coils = np.column_stack([rng.uniform(30, 40, 12), rng.uniform(1050, 1150, 12), rng.uniform(1.0, 1.6, 12)])
    red = np.array([0.4, 0.35, 0.3, 0.25, 0.2, 0.15])
    f = campaign(coils, red)
    print(np.round(f[:3], 2))
    print(overload(f.max(axis=0), 2000))
