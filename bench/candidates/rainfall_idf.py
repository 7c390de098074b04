"""Rainfall intensity-duration-frequency curves from an hourly record."""
import numpy as np

DURATIONS = [1, 3, 6, 12, 24]


def hourly_rain(n_years, rng):
    n = n_years * 8760
    wet = rng.random(n) < 0.08
    return np.where(wet, rng.gamma(0.6, 3.0, n), 0.0)


def rolling_sum(x, w):
    out = np.zeros(len(x) - w + 1)
    for i in range(len(out)):
        out[i] = x[i:i + w].sum()
    return out


def annual_maxima(rain, duration):
    sums = rolling_sum(rain, duration)
    years = len(rain) // 8760
    maxima = np.zeros(years)
    for y in range(years):
        maxima[y] = sums[y * 8760:(y + 1) * 8760 - duration + 1].max()
    return maxima


def gumbel_fit(maxima):
    mean = maxima.mean()
    std = maxima.std(ddof=1)
    beta = std * np.sqrt(6) / np.pi
    mu = mean - 0.5772 * beta
    return mu, beta


def return_level(mu, beta, period):
    return mu - beta * np.log(-np.log(1 - 1.0 / period))


def idf_table(rain, periods):
    table = np.zeros((len(DURATIONS), len(periods)))
    for a, d in enumerate(DURATIONS):
        mu, beta = gumbel_fit(annual_maxima(rain, d))
        for b, T in enumerate(periods):
            table[a, b] = return_level(mu, beta, T) / d
    return table


if __name__ == "__main__":
    rng = np.random.default_rng(45)
    rain = hourly_rain(20, rng)
    table = idf_table(rain, [2, 10, 50])
    for d, row in zip(DURATIONS, table):
        print("%2d h" % d, np.round(row, 3))
