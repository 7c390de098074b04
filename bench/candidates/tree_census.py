"""Urban tree census: canopy area by species, crown overlap between neighbours, and growth classes."""
import numpy as np

SPECIES = ["oak", "maple", "linden", "plane", "birch"]


def census(n, rng):
    x = rng.uniform(0, 2000, n)
    y = rng.uniform(0, 2000, n)
    dbh = rng.gamma(4.0, 9.0, n)
    species = rng.integers(0, len(SPECIES), n)
    return x, y, dbh, species


def crown_radius(dbh, species):
    coef = np.array([0.11, 0.09, 0.10, 0.13, 0.07])
    r = np.zeros(len(dbh))
    for i in range(len(dbh)):
        r[i] = 1.2 + coef[species[i]] * dbh[i]
    return r


def canopy_by_species(r, species):
    area = np.zeros(len(SPECIES))
    for i in range(len(r)):
        area[species[i]] += np.pi * r[i] ** 2
    return area


def overlaps(x, y, r, cell=50.0):
    n = len(x)
    count = 0
    for i in range(n):
        for j in range(i + 1, n):
            d = np.hypot(x[i] - x[j], y[i] - y[j])
            if d < r[i] + r[j]:
                count += 1
    return count


def growth_class(dbh):
    classes = np.zeros(len(dbh), dtype=int)
    for i in range(len(dbh)):
        if dbh[i] < 20:
            classes[i] = 0
        elif dbh[i] < 50:
            classes[i] = 1
        else:
            classes[i] = 2
    return classes


def main():
    rng = np.random.default_rng(58)
    x, y, dbh, species = census(900, rng)
    r = crown_radius(dbh, species)
    area = canopy_by_species(r, species)
    n_over = overlaps(x, y, r)
    classes = growth_class(dbh)
    for name, a in zip(SPECIES, area):
        print("%-7s canopy %.0f m2" % (name, a))
    print("overlapping pairs", n_over)
    print("class counts", np.bincount(classes, minlength=3))


if __name__ == "__main__":
    main()
