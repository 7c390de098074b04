import numpy as np


def win_tally(home, away, home_won, n_teams):
    wins = np.zeros(n_teams)
    losses = np.zeros(n_teams)
    wins += np.bincount(home[home_won[:len(home)] != 0], minlength=wins.shape[0])
    wins += np.bincount(
        away[:len(home)][~(home_won[:len(home)] != 0)], minlength=wins.shape[0]
    )
    losses += np.bincount(
        away[:len(home)][home_won[:len(home)] != 0], minlength=losses.shape[0]
    )
    losses += np.bincount(
        home[~(home_won[:len(home)] != 0) & (home != away[:len(home)])],
        minlength=losses.shape[0],
    )
    return wins, losses


def results_grid(home, away, home_won, n_teams):
    grid = np.zeros((n_teams, n_teams), dtype=int)
    cells = home * grid.shape[1] + away[:len(home)]
    grid += np.bincount(cells[home_won[:len(home)] != 0], minlength=grid.size).reshape(
        grid.shape
    )
    cells_2 = away[:len(home)] * grid.shape[1] + home
    grid += (
        np.bincount(cells_2[~(home_won[:len(home)] != 0)], minlength=grid.size).reshape(
            grid.shape
        )
    )
    return grid


def split_counts(lat, t, slo_ms, window_s):
    n_win = int(t[-1] // window_s) + 1
    bad = np.zeros(n_win)
    good = np.zeros(n_win)
    w = (t[:len(lat)] // window_s).astype(int)
    bad += np.bincount(w[lat > slo_ms], minlength=bad.shape[0])
    good += np.bincount(w[~(lat > slo_ms)], minlength=good.shape[0])
    return bad, good


def _report():
    h = np.array([0, 1, 2])
    return win_tally(h, np.flip(h, axis=0).copy(), h > 0, 3), results_grid(h, np.flip(h, axis=0).copy(), h > 0, 3)


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
