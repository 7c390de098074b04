"""Underground mine ventilation: methane and CO readings per heading, airflow balance, alarms."""
import numpy as np

N_HEADINGS = 14
N_MIN = 1440
WINDOW = 15
CH4_ALARM = 0.7


def readings(rng):
    base = rng.uniform(0.1, 0.5, N_HEADINGS)
    t = np.arange(N_MIN)
    ch4 = np.empty((N_HEADINGS, N_MIN))
    co = np.empty((N_HEADINGS, N_MIN))
    for h in range(N_HEADINGS):
        shift = 0.3 * np.sin(2 * np.pi * t / 480.0 + h)
        ch4[h] = base[h] + shift.clip(0) + rng.gamma(2.0, 0.05, N_MIN)
        co[h] = 5.0 + 20.0 * shift.clip(0) + rng.normal(0, 1.5, N_MIN)
    airflow = rng.uniform(8.0, 25.0, (N_HEADINGS, N_MIN // 60))
    return ch4, co, airflow


def rolling_average(ch4):
    avg = np.zeros((N_HEADINGS, N_MIN - WINDOW + 1))
    for h in range(N_HEADINGS):
        for m in range(N_MIN - WINDOW + 1):
            avg[h, m] = ch4[h, m:m + WINDOW].mean()
    return avg


def alarm_minutes(avg):
    counts = np.zeros(N_HEADINGS, dtype=int)
    for h in range(N_HEADINGS):
        counts[h] = np.count_nonzero(avg[h] > CH4_ALARM)
    return counts


def hourly_peaks(co):
    peaks = np.zeros((N_HEADINGS, N_MIN // 60))
    for h in range(N_HEADINGS):
        for hr in range(N_MIN // 60):
            peaks[h, hr] = co[h, hr * 60:(hr + 1) * 60].max()
    return peaks


def dilution_ratio(ch4, airflow):
    ratio = np.zeros((N_HEADINGS, N_MIN // 60))
    for h in range(N_HEADINGS):
        for hr in range(N_MIN // 60):
            mean_ch4 = ch4[h, hr * 60:(hr + 1) * 60].mean()
            ratio[h, hr] = airflow[h, hr] / (mean_ch4 + 1e-6)
    return ratio


def worst_heading(peaks):
    worst = []
    for hr in range(peaks.shape[1]):
        col = peaks[:, hr]
        worst.append(int(np.argmax(col)))
    return np.array(worst)


def longest_exceedance(avg):
    longest = np.zeros(N_HEADINGS, dtype=int)
    for h in range(N_HEADINGS):
        run = 0
        for m in range(avg.shape[1]):
            if avg[h, m] > CH4_ALARM:
                run += 1
                longest[h] = max(longest[h], run)
            else:
                run = 0
    return longest


def main():
    rng = np.random.default_rng(61)
    ch4, co, airflow = readings(rng)
    avg = rolling_average(ch4)
    counts = alarm_minutes(avg)
    peaks = hourly_peaks(co)
    ratio = dilution_ratio(ch4, airflow)
    worst = worst_heading(peaks)
    longest = longest_exceedance(avg)
    print("avg", np.round(avg[:2, :5], 4))
    print("alarms", counts)
    print("peaks", np.round(peaks[0, :6], 3))
    print("ratio", np.round(ratio[3, :4], 3))
    print("worst", worst[:12])
    print("longest", longest)


if __name__ == "__main__":
    main()
