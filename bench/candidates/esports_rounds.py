"""Esports match stats: per-round kills/deaths/damage for ten players, ratings, clutch rounds."""
import numpy as np


def match(rounds, rng):
    kills = rng.poisson(0.7, (rounds, 10))
    deaths = rng.binomial(1, 0.65, (rounds, 10))
    damage = kills * 100 + rng.gamma(2.0, 20.0, (rounds, 10))
    winner = rng.integers(0, 2, rounds)
    return kills, deaths, damage, winner


def kd_ratio(kills, deaths):
    kd = np.zeros(kills.shape[1])
    for p in range(kills.shape[1]):
        d = deaths[:, p].sum()
        kd[p] = kills[:, p].sum() / d if d > 0 else float(kills[:, p].sum())
    return kd


def adr(damage):
    out = np.zeros(damage.shape[1])
    for p in range(damage.shape[1]):
        out[p] = damage[:, p].mean()
    return out


def multi_kill_rounds(kills, at_least):
    counts = np.zeros(kills.shape[1], dtype=int)
    for r in range(kills.shape[0]):
        for p in range(kills.shape[1]):
            if kills[r, p] >= at_least:
                counts[p] += 1
    return counts


def team_score(winner):
    score = [0, 0]
    timeline = []
    for r in range(len(winner)):
        score[winner[r]] += 1
        timeline.append(tuple(score))
    return timeline


def rating(kd, adr_, kast):
    return 0.4 * kd + 0.004 * adr_ + 0.3 * kast


def kast(kills, deaths):
    share = np.zeros(kills.shape[1])
    for p in range(kills.shape[1]):
        ok = 0
        for r in range(kills.shape[0]):
            if kills[r, p] > 0 or deaths[r, p] == 0:
                ok += 1
        share[p] = ok / kills.shape[0]
    return share


def main():
    rng = np.random.default_rng(41)
    kills, deaths, damage, winner = match(30, rng)
    kd = kd_ratio(kills, deaths)
    a = adr(damage)
    k = kast(kills, deaths)
    r = rating(kd, a, k)
    print("kd", np.round(kd, 2))
    print("adr", np.round(a, 1))
    print("rating", np.round(r, 3), "mvp", int(np.argmax(r)))
    print("3k rounds", multi_kill_rounds(kills, 3))
    print("final score", team_score(winner)[-1])


if __name__ == "__main__":
    main()
