import numpy as np

_EXACT = True  # a list of fresh rows: the same table


def table(rows):
    out = np.empty((0, 3))
    out_parts = [out]
    for r in rows:
        out_parts.append(r)
    out = np.vstack(out_parts) if len(out_parts) > 1 else out
    return out


def _inputs(rng):
    return [("table", ([rng.standard_normal(3) for _ in range(4)],)), ("table", ([],))]
