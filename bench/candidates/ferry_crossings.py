"""Ferry operator: crossing durations per route, on-time performance, load factors by sailing."""
import numpy as np

N_ROUTES = 9
N_DAYS = 120
SAILINGS = 16
CAPACITY = np.array([320, 320, 450, 450, 600, 220, 220, 800, 800])


def timetable(rng):
    sched = rng.uniform(25, 90, N_ROUTES)
    actual = np.zeros((N_ROUTES, N_DAYS, SAILINGS))
    load = np.zeros((N_ROUTES, N_DAYS, SAILINGS))
    for r in range(N_ROUTES):
        weather = rng.gamma(1.5, 2.0, N_DAYS)
        for d in range(N_DAYS):
            actual[r, d] = sched[r] + weather[d] + rng.exponential(3.0, SAILINGS)
            load[r, d] = rng.binomial(CAPACITY[r], 0.55 + 0.3 * np.sin(np.arange(SAILINGS) / 5.0))
    return sched, actual, load


def on_time_share(sched, actual):
    share = np.zeros(N_ROUTES)
    for r in range(N_ROUTES):
        late = actual[r] - sched[r]
        share[r] = np.mean(late <= 5.0)
    return share


def daily_delay(sched, actual):
    delay = np.zeros((N_ROUTES, N_DAYS))
    for r in range(N_ROUTES):
        for d in range(N_DAYS):
            delay[r, d] = np.median(actual[r, d] - sched[r])
    return delay


def load_factor(load):
    lf = np.zeros((N_ROUTES, SAILINGS))
    for r in range(N_ROUTES):
        for s in range(SAILINGS):
            lf[r, s] = load[r, :, s].mean() / CAPACITY[r]
    return lf


def cumulative_passengers(load):
    total = np.zeros((N_ROUTES, N_DAYS))
    for r in range(N_ROUTES):
        running = 0.0
        for d in range(N_DAYS):
            running += load[r, d].sum()
            total[r, d] = running
    return total


def worst_days(delay, k=5):
    out = {}
    for r in range(N_ROUTES):
        order = np.argsort(delay[r])[::-1]
        out[r] = order[:k]
    return out


def weekly_delay(delay):
    n_weeks = N_DAYS // 7
    weekly = np.zeros((N_ROUTES, n_weeks))
    for r in range(N_ROUTES):
        for w in range(n_weeks):
            weekly[r, w] = delay[r, w * 7:w * 7 + 7].mean()
    return weekly


def main():
    rng = np.random.default_rng(62)
    sched, actual, load = timetable(rng)
    share = on_time_share(sched, actual)
    delay = daily_delay(sched, actual)
    lf = load_factor(load)
    total = cumulative_passengers(load)
    worst = worst_days(delay)
    weekly = weekly_delay(delay)
    print("share", np.round(share, 3))
    print("delay", np.round(delay[0, :5], 3))
    print("lf", np.round(lf[2, :6], 3))
    print("total", total[:, -1])
    print("worst", worst[4])
    print("weekly", np.round(weekly[1, :5], 3))


if __name__ == "__main__":
    main()
