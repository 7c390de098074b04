import numpy as np


def flat_prior(theta, phi):
    return 0.25


def prior_grid(theta, phi):
    density = np.vectorize(flat_prior)
    first = np.vectorize(lambda a, b: a)
    return density(theta, phi), first(theta, phi)
