"""Lake ice thickness model: Stefan's law driven by daily air temperature, per lake."""
import numpy as np


def freezing_degree_days(air_temp):
    fdd = np.zeros_like(air_temp)
    for d in range(1, len(air_temp)):
        fdd[d] = fdd[d - 1] + max(0.0, -air_temp[d])
    return fdd


def ice_thickness(fdd, alpha=2.7):
    thick = np.empty(len(fdd))
    for d in range(len(fdd)):
        thick[d] = alpha * np.sqrt(fdd[d]) / 100.0
    return thick


def snow_insulation(thick, snow_depth):
    out = thick.copy()
    for d in range(len(out)):
        if snow_depth[d] > 0.1:
            out[d] = out[d] * 0.7
    return out


def safe_days(thick, limit=0.1):
    days = []
    for d in range(len(thick)):
        if thick[d] >= limit:
            days.append(d)
    return np.array(days)


def lake_table(temps):
    n_lakes, n_days = temps.shape
    table = np.zeros((n_lakes, n_days))
    for k in range(n_lakes):
        fdd = freezing_degree_days(temps[k])
        table[k] = ice_thickness(fdd)
    return table


def breakup_day(table, thresh=0.02):
    result = np.zeros(table.shape[0], dtype=int)
    for k in range(table.shape[0]):
        peak = int(np.argmax(table[k]))
        d = peak
        while d < table.shape[1] - 1 and table[k, d] > thresh:
            d += 1
        result[k] = d
    return result


if __name__ == "__main__":
    rng = np.random.default_rng(3)
    days = np.arange(150)
    temps = -12 * np.sin(np.pi * days / 150)[None, :] + rng.normal(0, 3, (6, 150))
    snow = np.clip(rng.normal(0.1, 0.1, 150), 0, None)
    table = lake_table(temps)
    print(np.round(table[:, ::30], 4))
    print(np.round(snow_insulation(table[0], snow)[::25], 4))
    print(safe_days(table[0])[:10])
    print(breakup_day(table))
