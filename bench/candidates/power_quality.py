"""Power-quality analysis of a sampled mains voltage: per-cycle RMS, THD, sags and flicker."""
import numpy as np

FS = 6400
F0 = 50


def synth_voltage(n_cycles, rng):
    spc = FS // F0
    t = np.arange(n_cycles * spc) / FS
    amp = 325 * (1 - 0.3 * ((t > 0.4) & (t < 0.5)))
    v = amp * np.sin(2 * np.pi * F0 * t)
    v += 12 * np.sin(2 * np.pi * 3 * F0 * t) + 6 * np.sin(2 * np.pi * 5 * F0 * t)
    return v + rng.normal(0, 2, len(t))


def cycle_rms(v, spc):
    n = len(v) // spc
    rms = np.zeros(n)
    for c in range(n):
        cyc = v[c * spc:(c + 1) * spc]
        rms[c] = np.sqrt(np.mean(cyc ** 2))
    return rms


def thd_per_cycle(v, spc, n_harm=10):
    n = len(v) // spc
    thd = np.zeros(n)
    for c in range(n):
        spec = np.abs(np.fft.rfft(v[c * spc:(c + 1) * spc]))
        fund = spec[1]
        harm = 0.0
        for h in range(2, n_harm + 1):
            harm += spec[h] ** 2
        thd[c] = np.sqrt(harm) / fund
    return thd


def sag_events(rms, nominal, threshold=0.9):
    events = []
    in_sag = False
    start = 0
    for c in range(len(rms)):
        low = rms[c] < threshold * nominal
        if low and not in_sag:
            in_sag = True
            start = c
        elif not low and in_sag:
            in_sag = False
            events.append((start, c - start))
    return events


def short_term_flicker(rms, block):
    n = len(rms) // block
    pst = np.zeros(n)
    for b in range(n):
        seg = rms[b * block:(b + 1) * block]
        rel = (seg - seg.mean()) / seg.mean()
        pst[b] = np.sqrt(np.sum(rel ** 2) / block) * 100
    return pst


if __name__ == "__main__":
    rng = np.random.default_rng(12)
    spc = FS // F0
    v = synth_voltage(100, rng)
    rms = cycle_rms(v, spc)
    thd = thd_per_cycle(v, spc)
    events = sag_events(rms, 230.0)
    pst = short_term_flicker(rms, 10)
    print(f"rms mean={rms.mean():.4f} min={rms.min():.4f} thd max={thd.max():.6f}")
    print("sags", events, "pst", np.round(pst, 4))
