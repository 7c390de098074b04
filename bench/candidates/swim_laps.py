"""Swim training log: lap splits from touchpad times, pace drift and stroke efficiency."""
import numpy as np


def lap_splits(touch_times):
    splits = np.zeros(len(touch_times) - 1)
    for i in range(1, len(touch_times)):
        splits[i - 1] = touch_times[i] - touch_times[i - 1]
    return splits


def pace_per_100(splits, pool_m):
    pace = np.empty_like(splits)
    for i in range(len(splits)):
        pace[i] = splits[i] * 100.0 / pool_m
    return pace


def fastest_lap(splits):
    best = 0
    for i in range(1, len(splits)):
        if splits[i] < splits[best]:
            best = i
    return best


def drift(splits, window):
    out = np.zeros(len(splits) - window + 1)
    for i in range(len(out)):
        out[i] = np.mean(splits[i:i + window])
    return out[-1] - out[0]


def swolf(splits, strokes):
    scores = np.zeros(len(splits))
    for i in range(len(splits)):
        scores[i] = splits[i] + strokes[i]
    return scores


def even_split_check(splits, tolerance):
    mean = splits.mean()
    for i in range(len(splits)):
        assert abs(splits[i] - mean) < tolerance
    return True


def session_table(sessions, pool_m):
    table = np.zeros((len(sessions), 3))
    for k, (touch, strokes) in enumerate(sessions):
        sp = lap_splits(touch)
        table[k, 0] = sp.sum()
        table[k, 1] = pace_per_100(sp, pool_m).mean()
        table[k, 2] = swolf(sp, strokes).mean()
    return table


def main():
    rng = np.random.default_rng(3)
    pool_m = 25.0
    sessions = []
    for _ in range(6):
        laps = rng.integers(20, 40)
        split = 22.0 + rng.normal(0, 0.8, laps) + np.linspace(0, 2.0, laps)
        touch = np.concatenate([[0.0], np.cumsum(split)])
        strokes = rng.integers(14, 20, laps).astype(float)
        sessions.append((touch, strokes))
    table = session_table(sessions, pool_m)
    print(np.round(table, 2))
    sp = lap_splits(sessions[0][0])
    print("fastest", fastest_lap(sp), "drift", round(float(drift(sp, 4)), 3))
    print("even", even_split_check(sp, 10.0))


if __name__ == "__main__":
    main()
