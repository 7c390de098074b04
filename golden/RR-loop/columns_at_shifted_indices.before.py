import numpy as np


def week_over_week(totals):
    # Columns written one before the read: `change[:, w - 1]` from `weekly[:, w]`.
    weekly = np.asarray(totals, dtype=float)
    weeks = weekly.shape[1]
    change = np.zeros((weekly.shape[0], weeks - 1))
    for w in range(1, weeks):
        change[:, w - 1] = (weekly[:, w] - weekly[:, w - 1]) / weekly[:, w - 1]
    return change


def column_steps(readings):
    levels = np.array(readings)
    steps = np.zeros(levels.shape)
    for t in range(1, levels.shape[1]):
        steps[:, t] = levels[:, t] - levels[:, t - 1]
    return steps


def _inputs(rng):
    weekly = rng.uniform(1.0, 9.0, size=(4, 6))
    return [("week_over_week", (weekly,)), ("column_steps", (np.cumsum(weekly, axis=1),)),
            ("week_over_week", (weekly[:, :1],)), ("column_steps", (weekly[:0],))]


_WEEKLY = np.arange(1.0, 25.0).reshape(4, 6) ** 1.5
_DEMO = (week_over_week(_WEEKLY), column_steps(np.cumsum(_WEEKLY, axis=1)))
