import numpy as np


def with_keywords(tbl):
    return tbl[np.where(tbl["keyword"] != "")]


def without_blanks(frame):
    rows = np.nonzero(frame["name"].str.len() > 0)
    return frame[rows]
