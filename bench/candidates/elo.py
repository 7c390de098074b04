"""Elo ratings over a season of matches, plus standings tables."""
import numpy as np


def schedule(n_teams, rounds, seed=6):
    rng = np.random.default_rng(seed)
    home = rng.integers(0, n_teams, rounds)
    away = (home + rng.integers(1, n_teams, rounds)) % n_teams
    skill = np.linspace(-1, 1, n_teams)
    goals_h = rng.poisson(np.exp(0.3 + 0.4 * skill[home] - 0.3 * skill[away]))
    goals_a = rng.poisson(np.exp(0.1 + 0.4 * skill[away] - 0.3 * skill[home]))
    return home, away, goals_h, goals_a


def elo(n_teams, home, away, gh, ga, k=20.0):
    rating = np.full(n_teams, 1500.0)
    for m in range(len(home)):
        h, a = home[m], away[m]
        expected = 1.0 / (1.0 + 10 ** ((rating[a] - rating[h]) / 400.0))
        if gh[m] > ga[m]:
            score = 1.0
        elif gh[m] == ga[m]:
            score = 0.5
        else:
            score = 0.0
        rating[h] += k * (score - expected)
        rating[a] -= k * (score - expected)
    return rating


def points_table(n_teams, home, away, gh, ga):
    pts = np.zeros(n_teams, dtype=np.int64)
    for m in range(len(home)):
        if gh[m] > ga[m]:
            pts[home[m]] += 3
        elif gh[m] < ga[m]:
            pts[away[m]] += 3
        else:
            pts[home[m]] += 1
            pts[away[m]] += 1
    return pts


def goal_diff(gh, ga):
    diff = np.zeros(len(gh), dtype=np.int64)
    for m in range(len(gh)):
        diff[m] = gh[m] - ga[m]
    return diff


def main():
    n = 12
    home, away, gh, ga = schedule(n, 400)
    r = elo(n, home, away, gh, ga)
    pts = points_table(n, home, away, gh, ga)
    print("top rated", int(np.argmax(r)), "%.3f" % r.max())
    print("points", pts.tolist())
    d = goal_diff(gh, ga)
    print("home wins", int((d > 0).sum()), "draws", int((d == 0).sum()))


if __name__ == "__main__":
    main()
