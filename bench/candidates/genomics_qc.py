"""Read-count matrix QC: library sizes, CPM normalization, per-gene dispersion."""
import numpy as np

GENES, SAMPLES = 2000, 24


def library_sizes(counts):
    sizes = np.zeros(counts.shape[1])
    for s in range(counts.shape[1]):
        sizes[s] = counts[:, s].sum()
    return sizes


def cpm(counts, sizes):
    out = np.zeros(counts.shape)
    for s in range(counts.shape[1]):
        out[:, s] = counts[:, s] / sizes[s] * 1e6
    return out


def dispersion(expr):
    disp = []
    for gene in expr:
        m = gene.mean()
        disp.append(gene.var() / (m + 1e-9))
    return np.array(disp)


def detected(counts):
    return np.array([np.count_nonzero(g) for g in counts])


def main(seed=3):
    rng = np.random.default_rng(seed)
    counts = rng.poisson(5.0, (GENES, SAMPLES)).astype(np.float64)
    sizes = library_sizes(counts)
    norm = cpm(counts, sizes)
    d = dispersion(norm)
    det = detected(counts)
    print(round(float(sizes.sum()), 3), round(float(norm.sum()), 3), round(float(d.mean()), 9), int(det.sum()))


if __name__ == "__main__":
    main()
