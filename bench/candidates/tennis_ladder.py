"""Club tennis ladder: match results, win rates, streaks, head-to-head matrix, rating updates."""
import numpy as np


def results(n_players, n_matches, rng):
    a = rng.integers(0, n_players, n_matches)
    b = (a + rng.integers(1, n_players, n_matches)) % n_players
    strength = np.linspace(1.0, 2.0, n_players)
    p_a = strength[a] / (strength[a] + strength[b])
    a_wins = rng.random(n_matches) < p_a
    return a, b, a_wins


def win_rates(a, b, a_wins, n):
    wins = np.zeros(n)
    played = np.zeros(n)
    for m in range(len(a)):
        played[a[m]] += 1
        played[b[m]] += 1
        if a_wins[m]:
            wins[a[m]] += 1
        else:
            wins[b[m]] += 1
    return wins / np.maximum(played, 1)


def head_to_head(a, b, a_wins, n):
    h2h = np.zeros((n, n), dtype=int)
    for m in range(len(a)):
        if a_wins[m]:
            h2h[a[m], b[m]] += 1
        else:
            h2h[b[m], a[m]] += 1
    return h2h


def longest_streak(a, b, a_wins, player):
    best = run = 0
    for m in range(len(a)):
        if a[m] != player and b[m] != player:
            continue
        won = (a[m] == player) == bool(a_wins[m])
        run = run + 1 if won else 0
        best = max(best, run)
    return best


def elo(a, b, a_wins, n, k):
    r = np.full(n, 1500.0)
    for m in range(len(a)):
        ea = 1 / (1 + 10 ** ((r[b[m]] - r[a[m]]) / 400))
        s = 1.0 if a_wins[m] else 0.0
        r[a[m]] += k * (s - ea)
        r[b[m]] -= k * (s - ea)
    return r


def main():
    rng = np.random.default_rng(31)
    a, b, a_wins = results(8, 300, rng)
    print("win rates", np.round(win_rates(a, b, a_wins, 8), 3))
    h = head_to_head(a, b, a_wins, 8)
    print("h2h total", h.sum(), "top pair", np.unravel_index(np.argmax(h), h.shape))
    print("streaks", [longest_streak(a, b, a_wins, p) for p in range(8)])
    print("elo", np.round(elo(a, b, a_wins, 8, 24.0), 1))


if __name__ == "__main__":
    main()
