"""Industrial laundry: washer energy and water per cycle, load factor, chemical dosing, dryer moisture."""
import numpy as np

N_WASHERS = 10
N_CYCLES = 1500
N_PHASES = 5
PHASE_TEMP = np.array([30.0, 60.0, 40.0, 20.0, 20.0])
CAPACITY_KG = 110.0


def cycle_logs(rng):
    load = rng.uniform(40, 115, (N_WASHERS, N_CYCLES))
    water = rng.normal(6.0, 0.6, (N_WASHERS, N_CYCLES, N_PHASES))
    minutes = rng.normal(9.0, 1.0, (N_WASHERS, N_CYCLES, N_PHASES))
    inlet = rng.normal(12.0, 2.0, (N_WASHERS, N_CYCLES))
    moisture = rng.normal(0.48, 0.05, (N_WASHERS, N_CYCLES))
    return load, water, minutes, inlet, moisture


def heating_energy(load, water, inlet):
    kwh = np.zeros((N_WASHERS, N_CYCLES))
    for m in range(N_WASHERS):
        for c in range(N_CYCLES):
            litres = water[m, c] * load[m, c] / 10.0
            rise = np.maximum(PHASE_TEMP - inlet[m, c], 0.0)
            kwh[m, c] = np.sum(litres * rise) * 4.186 / 3600.0
    return kwh


def load_factor(load):
    lf = np.zeros(N_WASHERS)
    for m in range(N_WASHERS):
        lf[m] = load[m].mean() / CAPACITY_KG
    return lf


def underloaded(load, frac=0.6):
    count = np.zeros(N_WASHERS, dtype=int)
    for m in range(N_WASHERS):
        for c in range(N_CYCLES):
            if load[m, c] < frac * CAPACITY_KG:
                count[m] += 1
    return count


def detergent(load, soil):
    dose = np.zeros((N_WASHERS, N_CYCLES))
    for m in range(N_WASHERS):
        for c in range(N_CYCLES):
            if soil[m, c] > 0.7:
                dose[m, c] = 12.0 * load[m, c] / CAPACITY_KG
            else:
                dose[m, c] = 8.0 * load[m, c] / CAPACITY_KG
    return dose


def cycle_time(minutes):
    total = np.zeros((N_WASHERS, N_CYCLES))
    for m in range(N_WASHERS):
        for c in range(N_CYCLES):
            total[m, c] = minutes[m, c].sum()
    return total


def dryer_energy(load, moisture, kwh_per_kg_water=0.9):
    out = []
    for m in range(N_WASHERS):
        water_kg = load[m] * moisture[m]
        out.append(float(np.sum(water_kg) * kwh_per_kg_water))
    return np.array(out)


def rolling_water(water, window=50):
    per_cycle = water.sum(axis=2)
    roll = np.zeros((N_WASHERS, N_CYCLES - window + 1))
    for m in range(N_WASHERS):
        for c in range(N_CYCLES - window + 1):
            roll[m, c] = per_cycle[m, c:c + window].mean()
    return roll


def main():
    rng = np.random.default_rng(306)
    load, water, minutes, inlet, moisture = cycle_logs(rng)
    soil = rng.uniform(0, 1, (N_WASHERS, N_CYCLES))
    kwh = heating_energy(load, water, inlet)
    lf = load_factor(load)
    under = underloaded(load)
    dose = detergent(load, soil)
    total = cycle_time(minutes)
    dry = dryer_energy(load, moisture)
    roll = rolling_water(water)
    print("kwh", np.round(kwh[0, :5], 5))
    print("lf", np.round(lf, 4))
    print("under", under)
    print("dose", np.round(dose[0, :6], 4), round(float(dose.sum()), 3))
    print("time", np.round(total[0, :5], 4))
    print("dry", np.round(dry, 3))
    print("roll", np.round(roll[0, :5], 4))


if __name__ == "__main__":
    main()
