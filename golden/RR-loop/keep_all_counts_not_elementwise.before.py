import numpy as np


def labelled(frame, names):
    known = 0
    for x in frame.ravel():
        if x in names:
            known += 1
    return known


def reads_its_counter(frame):
    seen = 0
    for x in frame.ravel():
        if x > seen:
            seen += 1
    return seen


def with_else(frame):
    high = 0
    for x in frame.ravel():
        if x > 0.5:
            high += 1
        else:
            high -= 1
    return high


def float_step(frame):
    mass = 0.0
    for x in frame.ravel():
        if x > 0.5:
            mass += 0.1
    return mass


def keeps_last(frame):
    hits = 0
    for x in frame.ravel():
        if x > 0.5:
            hits += 1
    return hits, x
