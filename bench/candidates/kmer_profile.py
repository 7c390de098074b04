"""k-mer spectra and GC skew of synthetic DNA reads."""
import numpy as np

BASES = "ACGT"


def encode(seq):
    codes = np.zeros(len(seq), dtype=np.int64)
    for i in range(len(seq)):
        codes[i] = BASES.index(seq[i])
    return codes


def kmer_counts(codes, k):
    counts = np.zeros(4 ** k, dtype=np.int64)
    for i in range(len(codes) - k + 1):
        idx = 0
        for j in range(k):
            idx = idx * 4 + codes[i + j]
        counts[idx] += 1
    return counts


def gc_skew(codes, window):
    n = len(codes) // window
    skew = np.zeros(n)
    for w in range(n):
        seg = codes[w * window:(w + 1) * window]
        g = np.count_nonzero(seg == 2)
        c = np.count_nonzero(seg == 1)
        skew[w] = (g - c) / (g + c) if g + c > 0 else 0.0
    return skew


def cumulative_skew(skew):
    out = np.zeros_like(skew)
    acc = 0.0
    for i in range(len(skew)):
        acc += skew[i]
        out[i] = acc
    return out


def entropy(counts):
    p = counts / counts.sum()
    h = 0.0
    for x in p:
        if x > 0:
            h -= x * np.log2(x)
    return h


def main():
    rng = np.random.default_rng(21)
    seq = "".join(rng.choice(list(BASES), size=20000, p=[0.2, 0.3, 0.3, 0.2]))
    codes = encode(seq)
    counts = kmer_counts(codes, 3)
    skew = gc_skew(codes, 500)
    cs = cumulative_skew(skew)
    print(counts.argmax(), f"{entropy(counts):.6f}", f"{cs[-1]:.6f}", int(np.argmin(cs)))


if __name__ == "__main__":
    main()
