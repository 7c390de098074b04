"""Brewhouse: IBU by the Tinseth formula for every batch and hop addition, and wort gravity over the boil."""
import numpy as np


def bigness(gravity):
    return 1.65 * 0.000125 ** (gravity - 1.0)


def boil_factor(minutes):
    return (1.0 - np.exp(-0.04 * minutes)) / 4.15


def batch_ibu(alpha, grams, minutes, volume_l, gravity):
    total = 0.0
    for h in range(len(alpha)):
        util = bigness(gravity) * boil_factor(minutes[h])
        total += util * alpha[h] * grams[h] * 1000.0 / volume_l
    return total


def gravity_over_boil(og, start_l, evap_l_per_h, minutes):
    g = np.zeros(len(minutes))
    for i in range(len(minutes)):
        vol = start_l - evap_l_per_h * minutes[i] / 60.0
        g[i] = 1.0 + (og - 1.0) * start_l / vol
    return g


def recipe_scaling(grams, target_ibu, current_ibu):
    scaled = np.zeros_like(grams)
    for i in range(grams.shape[0]):
        for j in range(grams.shape[1]):
            scaled[i, j] = grams[i, j] * target_ibu[i] / current_ibu[i]
    return scaled


def bitterness_ratio(ibu, gravity):
    ratio = np.zeros(len(ibu))
    for i in range(len(ibu)):
        if gravity[i] > 1.0:
            ratio[i] = ibu[i] / ((gravity[i] - 1.0) * 1000.0)
        else:
            ratio[i] = 0.0
    return ratio


def main():
    rng = np.random.default_rng(11)
    n_batches, n_hops = 40, 4
    alpha = rng.uniform(0.04, 0.14, size=(n_batches, n_hops))
    grams = rng.uniform(10, 60, size=(n_batches, n_hops))
    minutes = np.array([60.0, 30.0, 15.0, 5.0])
    og = rng.uniform(1.040, 1.075, size=n_batches)
    ibu = np.zeros(n_batches)
    for b in range(n_batches):
        ibu[b] = batch_ibu(alpha[b], grams[b], minutes, 23.0, og[b])
    print("ibu", np.round(ibu[:6], 2))
    g = gravity_over_boil(1.050, 28.0, 3.5, np.arange(0, 61, 10.0))
    print("gravity", np.round(g, 4))
    target = np.full(n_batches, 40.0)
    scaled = recipe_scaling(grams, target, ibu)
    print("scaled", np.round(scaled[:2], 2))
    print("bu:gu", np.round(bitterness_ratio(ibu, og)[:6], 3))


if __name__ == "__main__":
    main()
