"""Ice hockey shift analysis: time on ice, shift lengths, fatigue, line combinations."""
import numpy as np

N_GAMES = 82
N_PLAYERS = 20
MAX_SHIFTS = 30
PERIOD = 1200.0


def shifts(rng):
    length = rng.gamma(6.0, 7.5, (N_GAMES, N_PLAYERS, MAX_SHIFTS))
    used = rng.integers(15, MAX_SHIFTS + 1, (N_GAMES, N_PLAYERS))
    for g in range(N_GAMES):
        for p in range(N_PLAYERS):
            length[g, p, used[g, p]:] = 0.0
    shots = rng.poisson(0.08, (N_GAMES, N_PLAYERS, MAX_SHIFTS))
    return length, used, shots


def time_on_ice(length):
    toi = np.zeros((N_GAMES, N_PLAYERS))
    for g in range(N_GAMES):
        for p in range(N_PLAYERS):
            toi[g, p] = length[g, p].sum() / 60.0
    return toi


def mean_shift(length, used):
    mean = np.zeros((N_GAMES, N_PLAYERS))
    for g in range(N_GAMES):
        for p in range(N_PLAYERS):
            n = used[g, p]
            mean[g, p] = length[g, p, :n].mean()
    return mean


def fatigue_slope(length, used):
    slope = np.zeros(N_PLAYERS)
    for p in range(N_PLAYERS):
        xs = []
        ys = []
        for g in range(N_GAMES):
            n = used[g, p]
            xs.extend(range(n))
            ys.extend(length[g, p, :n])
        slope[p] = np.polyfit(np.array(xs), np.array(ys), 1)[0]
    return slope


def shots_per_60(shots, toi):
    rate = np.zeros(N_PLAYERS)
    for p in range(N_PLAYERS):
        rate[p] = shots[:, p].sum() / toi[:, p].sum() * 60.0
    return rate


def long_shift_share(length, limit=60.0):
    share = np.zeros(N_PLAYERS)
    for p in range(N_PLAYERS):
        total = 0
        long = 0
        for g in range(N_GAMES):
            for s in range(MAX_SHIFTS):
                if length[g, p, s] > 0:
                    total += 1
                    if length[g, p, s] > limit:
                        long += 1
        share[p] = long / total
    return share


def rolling_toi(toi, window=10):
    roll = np.zeros((N_GAMES - window + 1, N_PLAYERS))
    for g in range(N_GAMES - window + 1):
        roll[g] = toi[g:g + window].mean(axis=0)
    return roll


def main():
    rng = np.random.default_rng(66)
    length, used, shots = shifts(rng)
    toi = time_on_ice(length)
    mean = mean_shift(length, used)
    slope = fatigue_slope(length, used)
    rate = shots_per_60(shots, toi)
    share = long_shift_share(length)
    roll = rolling_toi(toi)
    print("toi", np.round(toi[0, :5], 3))
    print("mean", np.round(mean[1, :5], 3))
    print("slope", np.round(slope[:5], 4))
    print("rate", np.round(rate[:5], 4))
    print("share", np.round(share[:5], 4))
    print("roll", np.round(roll[0, :5], 3))


if __name__ == "__main__":
    main()
