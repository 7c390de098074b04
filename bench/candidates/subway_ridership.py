"""Turnstile counts per station and 15-minute bin; weekday profiles and crowding."""
import numpy as np

N_STATIONS = 40
N_DAYS = 28
BINS_PER_DAY = 96


def turnstile_counts(rng):
    t = np.arange(BINS_PER_DAY)
    shape = np.exp(-((t - 32) / 6.0) ** 2) + 0.8 * np.exp(-((t - 70) / 7.0) ** 2) + 0.05
    size = rng.uniform(50, 400, N_STATIONS)
    counts = rng.poisson(size[:, None, None] * shape[None, None, :],
                         (N_STATIONS, N_DAYS, BINS_PER_DAY))
    return counts.astype(np.int64)


def daily_totals(counts):
    totals = np.zeros((N_STATIONS, N_DAYS), dtype=np.int64)
    for s in range(N_STATIONS):
        for d in range(N_DAYS):
            totals[s, d] = counts[s, d].sum()
    return totals


def weekday_profile(counts):
    prof = np.zeros((N_STATIONS, BINS_PER_DAY))
    ndays = 0
    for d in range(N_DAYS):
        if d % 7 < 5:
            prof += counts[:, d, :]
            ndays += 1
    return prof / ndays


def peak_hour(prof):
    hours = np.zeros(N_STATIONS, dtype=int)
    for s in range(N_STATIONS):
        best = -1.0
        for h in range(BINS_PER_DAY - 3):
            v = prof[s, h:h + 4].sum()
            if v > best:
                best = v
                hours[s] = h
    return hours


def crowding_index(counts, capacity):
    idx = np.zeros(N_STATIONS)
    for s in range(N_STATIONS):
        over = 0
        for d in range(N_DAYS):
            for b in range(BINS_PER_DAY):
                if counts[s, d, b] > capacity[s]:
                    over += 1
        idx[s] = over / (N_DAYS * BINS_PER_DAY)
    return idx


def week_over_week(totals):
    weeks = N_DAYS // 7
    weekly = np.zeros((N_STATIONS, weeks))
    for w in range(weeks):
        weekly[:, w] = totals[:, w * 7:(w + 1) * 7].sum(axis=1)
    change = np.zeros((N_STATIONS, weeks - 1))
    for w in range(1, weeks):
        change[:, w - 1] = (weekly[:, w] - weekly[:, w - 1]) / weekly[:, w - 1]
    return change


def main():
    rng = np.random.default_rng(21)
    counts = turnstile_counts(rng)
    totals = daily_totals(counts)
    prof = weekday_profile(counts)
    hours = peak_hour(prof)
    cap = np.percentile(counts.reshape(N_STATIONS, -1), 95, axis=1)
    crowd = crowding_index(counts, cap)
    wow = week_over_week(totals)
    print("totals", totals[:3, :4])
    print("peak bins", hours[:10])
    print("crowding", np.round(crowd[:5], 5))
    print("wow", np.round(wow[:3], 5))


if __name__ == "__main__":
    main()
