"""Air cargo weight and balance: ULD positions, centre of gravity per flight, and limit checks."""
import numpy as np

ARMS = np.array([5.2, 7.8, 10.4, 13.0, 15.6, 18.2, 20.8, 23.4, 26.0, 28.6])
MAX_POS = np.array([4000, 4500, 5000, 5000, 5000, 5000, 5000, 5000, 4500, 3500], dtype=float)


def loads(n_flights, rng):
    w = rng.uniform(800, 5200, (n_flights, len(ARMS)))
    empty = rng.random((n_flights, len(ARMS))) < 0.15
    w[empty] = 0.0
    fuel = rng.uniform(18000, 32000, n_flights)
    return w, fuel


def centre_of_gravity(w, fuel, oew=42000.0, oew_arm=16.1, fuel_arm=15.3):
    n = w.shape[0]
    cg = np.zeros(n)
    total = np.zeros(n)
    for f in range(n):
        moment = oew * oew_arm + fuel[f] * fuel_arm
        mass = oew + fuel[f]
        for p in range(len(ARMS)):
            moment += w[f, p] * ARMS[p]
            mass += w[f, p]
        cg[f] = moment / mass
        total[f] = mass
    return cg, total


def overloads(w):
    over = np.zeros(w.shape[0], dtype=int)
    for f in range(w.shape[0]):
        for p in range(w.shape[1]):
            if w[f, p] > MAX_POS[p]:
                over[f] += 1
    return over


def rebalance(w, cg, target=16.0):
    moved = w.copy()
    for f in range(w.shape[0]):
        if cg[f] > target + 0.5:
            heavy = np.argmax(moved[f] * ARMS)
            light = np.argmin(moved[f] * ARMS)
            shift = 0.25 * moved[f, heavy]
            moved[f, heavy] -= shift
            moved[f, light] += shift
    return moved


def main():
    rng = np.random.default_rng(64)
    w, fuel = loads(500, rng)
    cg, total = centre_of_gravity(w, fuel)
    over = overloads(w)
    moved = rebalance(w, cg)
    cg2, _ = centre_of_gravity(moved, fuel)
    print("CG mean %.3f m" % cg.mean())
    print("flights with overloads", int((over > 0).sum()))
    print("aft flights before/after", int((cg > 16.5).sum()), int((cg2 > 16.5).sum()))
    print("heaviest TOW %.0f" % total.max())


if __name__ == "__main__":
    main()
