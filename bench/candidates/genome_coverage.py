"""Read-depth coverage: pileup from read intervals, windowed depth, CNV calls and GC bias."""
import numpy as np


def synth_reads(genome_len, n_reads, read_len, rng):
    starts = rng.integers(0, genome_len - read_len, n_reads)
    dup = (starts > 40000) & (starts < 50000)
    extra = starts[dup][: len(starts[dup]) // 2]
    starts = np.concatenate([starts, extra])
    return np.sort(starts)


def pileup(starts, read_len, genome_len):
    depth = np.zeros(genome_len, dtype=np.int64)
    for s in starts:
        depth[s:s + read_len] += 1
    return depth


def window_depth(depth, win):
    n = len(depth) // win
    out = np.zeros(n)
    for w in range(n):
        out[w] = depth[w * win:(w + 1) * win].mean()
    return out


def gc_fraction(seq_codes, win):
    n = len(seq_codes) // win
    gc = np.zeros(n)
    for w in range(n):
        chunk = seq_codes[w * win:(w + 1) * win]
        gc[w] = np.count_nonzero((chunk == 1) | (chunk == 2)) / win
    return gc


def gc_correct(wd, gc, n_bins=20):
    bins = np.minimum((gc * n_bins).astype(int), n_bins - 1)
    med = np.median(wd)
    corrected = np.zeros_like(wd)
    for b in range(n_bins):
        sel = bins == b
        if np.any(sel):
            corrected[sel] = wd[sel] * med / np.median(wd[sel])
    return corrected


def call_cnv(ratio, lo=0.7, hi=1.3):
    calls = np.zeros(len(ratio), dtype=int)
    for i in range(len(ratio)):
        if ratio[i] < lo:
            calls[i] = -1
        elif ratio[i] > hi:
            calls[i] = 1
    return calls


if __name__ == "__main__":
    rng = np.random.default_rng(4)
    genome_len, read_len = 100000, 150
    starts = synth_reads(genome_len, 20000, read_len, rng)
    depth = pileup(starts, read_len, genome_len)
    seq = rng.integers(0, 4, genome_len)
    wd = window_depth(depth, 1000)
    gc = gc_fraction(seq, 1000)
    corr = gc_correct(wd, gc)
    calls = call_cnv(corr / np.median(corr))
    print(f"mean depth={depth.mean():.4f} windows={len(wd)} gains={np.sum(calls == 1)} losses={np.sum(calls == -1)}")
    print("corr", np.round(corr[38:52], 3))
