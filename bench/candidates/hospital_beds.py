"""Hospital bed management: census from admissions, length of stay, ward occupancy, overflow."""
import numpy as np


def admissions(n_patients, n_wards, rng):
    arrive = np.sort(rng.uniform(0, 60 * 24, n_patients))
    los = rng.lognormal(3.5, 0.6, n_patients)
    ward = rng.integers(0, n_wards, n_patients)
    age = rng.integers(18, 95, n_patients)
    return arrive, arrive + los, ward, age


def hourly_census(arrive, leave, n_hours):
    census = np.zeros(n_hours, dtype=int)
    for h in range(n_hours):
        t = h + 0.5
        count = 0
        for p in range(len(arrive)):
            if arrive[p] <= t < leave[p]:
                count += 1
        census[h] = count
    return census


def ward_occupancy(arrive, leave, ward, n_wards, horizon):
    bed_hours = np.zeros(n_wards)
    for p in range(len(arrive)):
        stay = min(leave[p], horizon) - arrive[p]
        if stay > 0:
            bed_hours[ward[p]] += stay
    return bed_hours / horizon


def los_by_age(arrive, leave, age):
    bands = np.array([18, 40, 65, 80, 120])
    mean_los = np.zeros(len(bands) - 1)
    for b in range(len(bands) - 1):
        sel = (age >= bands[b]) & (age < bands[b + 1])
        mean_los[b] = np.mean(leave[sel] - arrive[sel])
    return mean_los


def overflow_hours(census, capacity):
    over = 0
    worst = 0
    for c in census:
        if c > capacity:
            over += 1
            worst = max(worst, c - capacity)
    return over, worst


def daily_peaks(census):
    days = len(census) // 24
    peaks = np.zeros(days, dtype=int)
    for d in range(days):
        peaks[d] = census[d * 24:(d + 1) * 24].max()
    return peaks


def smoothed(census, half):
    n = len(census)
    out = np.zeros(n)
    for i in range(n):
        lo = max(0, i - half)
        hi = min(n, i + half + 1)
        out[i] = census[lo:hi].mean()
    return out


def main():
    rng = np.random.default_rng(31)
    arrive, leave, ward, age = admissions(400, 5, rng)
    census = hourly_census(arrive, leave, 24 * 30)
    print("census", census[:8], census.max())
    print("occ", np.round(ward_occupancy(arrive, leave, ward, 5, 24 * 30.0), 5))
    print("los", np.round(los_by_age(arrive, leave, age), 4))
    print("overflow", overflow_hours(census, 40))
    print("peaks", daily_peaks(census)[:10])
    print("smooth", np.round(smoothed(census, 3)[:6], 4))


main()
