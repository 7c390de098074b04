"""Galaxy catalogue: colour cuts, luminosity distances, pair counts and a redshift histogram."""
import numpy as np

C_KM_S = 299792.458
H0 = 70.0


def comoving_distance(z, n_steps=200):
    om, ol = 0.3, 0.7
    d = np.zeros(len(z))
    for i in range(len(z)):
        zs = np.linspace(0.0, z[i], n_steps)
        ez = np.sqrt(om * (1 + zs) ** 3 + ol)
        d[i] = C_KM_S / H0 * np.trapezoid(1.0 / ez, zs)
    return d


def absolute_magnitude(m, z):
    dl = comoving_distance(z) * (1 + z)
    return m - 5 * np.log10(dl * 1e6 / 10.0)


def red_sequence(g, r, mag_r):
    flags = np.zeros(len(g), dtype=bool)
    for i in range(len(g)):
        colour = g[i] - r[i]
        if colour > 0.7 - 0.03 * (mag_r[i] + 20):
            flags[i] = True
    return flags


def close_pairs(ra, dec, max_sep_deg):
    n = len(ra)
    pairs = 0
    for i in range(n):
        dra = (ra[i + 1:] - ra[i]) * np.cos(np.radians(dec[i]))
        ddec = dec[i + 1:] - dec[i]
        sep = np.sqrt(dra ** 2 + ddec ** 2)
        pairs += np.count_nonzero(sep < max_sep_deg)
    return pairs


def redshift_histogram(z, edges):
    counts = np.zeros(len(edges) - 1, dtype=int)
    for value in z:
        for b in range(len(edges) - 1):
            if edges[b] <= value < edges[b + 1]:
                counts[b] += 1
                break
    return counts


if __name__ == "__main__":
    rng = np.random.default_rng(17)
    n = 800
    z = rng.uniform(0.02, 0.3, n)
    r = rng.uniform(14.0, 17.7, n)
    g = r + rng.normal(0.6, 0.2, n)
    ra = rng.uniform(150, 152, n)
    dec = rng.uniform(1, 3, n)
    mag_r = absolute_magnitude(r, z)
    print("brightest M_r %.3f" % mag_r.min())
    print("red fraction %.3f" % red_sequence(g, r, mag_r).mean())
    print("close pairs", close_pairs(ra, dec, 0.01))
    print("N(z)", redshift_histogram(z, np.linspace(0, 0.3, 7)))
