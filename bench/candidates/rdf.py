"""Radial distribution function of particles in a periodic box."""
import numpy as np


def positions(n, box, seed=4):
    rng = np.random.default_rng(seed)
    return rng.uniform(0, box, (n, 3))


def min_image(d, box):
    out = np.empty(3)
    for k in range(3):
        out[k] = d[k] - box * round(d[k] / box)
    return out


def rdf(pos, box, nbins, rmax):
    n = pos.shape[0]
    hist = np.zeros(nbins)
    dr = rmax / nbins
    for i in range(n):
        for j in range(i + 1, n):
            d = min_image(pos[i] - pos[j], box)
            r = np.sqrt(np.dot(d, d))
            if r < rmax:
                hist[int(r / dr)] += 2
    rho = n / box ** 3
    g = np.zeros(nbins)
    for b in range(nbins):
        r_lo = b * dr
        r_hi = r_lo + dr
        shell = 4.0 / 3.0 * np.pi * (r_hi ** 3 - r_lo ** 3)
        g[b] = hist[b] / (n * rho * shell)
    return g


def main():
    box = 10.0
    pos = positions(300, box)
    g = rdf(pos, box, 25, 4.0)
    print("g(r) head", np.round(g[:5], 4).tolist())
    print("g mean %.5f" % g[5:].mean())
    centred = np.zeros_like(pos)
    com = pos.mean(axis=0)
    for i in range(pos.shape[0]):
        for k in range(3):
            centred[i, k] = pos[i, k] - com[k]
    print("rg %.5f" % np.sqrt((centred ** 2).sum(axis=1).mean()))


if __name__ == "__main__":
    main()
