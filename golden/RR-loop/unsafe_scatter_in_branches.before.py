import numpy as np


def win_tally(home, away, home_won, n_teams):
    wins = np.zeros(n_teams)
    losses = np.zeros(n_teams)
    for m in range(len(home)):
        if home_won[m]:
            wins[home[m]] += 1
        else:
            wins[away[m]] += 1
        if home_won[m]:
            losses[away[m]] += 1
        elif home[m] != away[m]:
            losses[home[m]] += 1
    return wins, losses


def results_grid(home, away, home_won, n_teams):
    grid = np.zeros((n_teams, n_teams), dtype=int)
    for m in range(len(home)):
        if home_won[m]:
            grid[home[m], away[m]] += 1
        else:
            grid[away[m], home[m]] += 1
    return grid


def split_counts(lat, t, slo_ms, window_s):
    n_win = int(t[-1] // window_s) + 1
    bad = np.zeros(n_win)
    good = np.zeros(n_win)
    for i in range(len(lat)):
        w = int(t[i] // window_s)
        if lat[i] > slo_ms:
            bad[w] += 1
        else:
            good[w] += 1
    return bad, good


def _report():
    h = np.array([0, 1, 2])
    return win_tally(h, h[::-1].copy(), h > 0, 3), results_grid(h, h[::-1].copy(), h > 0, 3)


_EXACT = True


def _inputs(rng):
    home = rng.integers(0, 6, size=40)
    away = rng.integers(0, 6, size=40)
    won = rng.random(40) < 0.5
    lat = rng.gamma(2.0, 50.0, size=30)
    t = np.sort(rng.uniform(0.0, 100.0, size=30))
    return [
        ("win_tally", (home, away, won, 6)),
        ("results_grid", (home, away, won, 6)),
        ("split_counts", (lat, t, 90.0, 10.0)),
    ]
