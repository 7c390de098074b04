import numpy as np


def with_message(values):
    for i, v in enumerate(values):
        assert np.all(v > 0), f"value {i} is not positive"


def in_while(residuals):
    k = 0
    while k < len(residuals):
        assert np.all(residuals[k] < 1.0)
        k += 1


def expected_to_fail(rows, raises):
    for row in rows:
        with raises(AssertionError):
            assert np.all(row > 0)


def caught(rows):
    bad = 0
    for row in rows:
        try:
            assert np.all(row > 0)
        except AssertionError:
            bad += 1
    return bad


def returns_early(rows):
    for row in rows:
        if row.size == 0:
            return None
        assert np.all(row > 0)
    return rows


def truth_unknown(rows, is_valid):
    for row in rows:
        assert is_valid(row)
        assert row
