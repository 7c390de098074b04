"""Vaccine cold chain: logger excursions, mean kinetic temperature and shipment release decisions."""
import numpy as np

R_GAS = 8.314
DELTA_H = 83144.0


def loggers(n_ship, n_samples, rng):
    temps = 5.0 + rng.normal(0, 0.6, (n_ship, n_samples))
    for s in range(n_ship):
        if rng.random() < 0.25:
            start = rng.integers(0, n_samples - 40)
            temps[s, start:start + rng.integers(5, 40)] += rng.uniform(4, 9)
    return temps


def excursion_minutes(temps, lo, hi, step_min):
    minutes = np.zeros(temps.shape[0])
    for s in range(temps.shape[0]):
        for i in range(temps.shape[1]):
            if temps[s, i] < lo or temps[s, i] > hi:
                minutes[s] += step_min
    return minutes


def longest_excursion(temps, hi):
    longest = np.zeros(temps.shape[0], dtype=int)
    for s in range(temps.shape[0]):
        run = 0
        for i in range(temps.shape[1]):
            run = run + 1 if temps[s, i] > hi else 0
            longest[s] = max(longest[s], run)
    return longest


def mean_kinetic_temperature(temps):
    mkt = np.zeros(temps.shape[0])
    for s in range(temps.shape[0]):
        k = temps[s] + 273.15
        mkt[s] = DELTA_H / R_GAS / -np.log(np.mean(np.exp(-DELTA_H / (R_GAS * k)))) - 273.15
    return mkt


def degree_minutes(temps, hi, step_min):
    dm = np.zeros(temps.shape[0])
    for s in range(temps.shape[0]):
        over = temps[s] - hi
        dm[s] = np.sum(over[over > 0]) * step_min
    return dm


def release(minutes, mkt, dm):
    decision = []
    for s in range(minutes.size):
        if mkt[s] > 8.0 or dm[s] > 600:
            decision.append("reject")
        elif minutes[s] > 60:
            decision.append("review")
        else:
            decision.append("release")
    return decision


if __name__ == "__main__":
    rng = np.random.default_rng(44)
    temps = loggers(300, 2000, rng)
    mins = excursion_minutes(temps, 2.0, 8.0, 5)
    lng = longest_excursion(temps, 8.0)
    mkt = mean_kinetic_temperature(temps)
    dm = degree_minutes(temps, 8.0, 5)
    dec = release(mins, mkt, dm)
    print(f"mins={mins.sum():.1f} longest={lng.max()} mkt={mkt.mean():.5f} dm={dm.sum():.3f}")
    print({k: dec.count(k) for k in ("release", "review", "reject")})
