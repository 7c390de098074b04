"""DNA melting curves: nearest-neighbour Tm per probe and a two-state fit to fluorescence."""
import numpy as np

NN_DH = {"AA": -7.9, "AT": -7.2, "TA": -7.2, "CA": -8.5, "GT": -8.4, "CT": -7.8, "GA": -8.2,
         "CG": -10.6, "GC": -9.8, "GG": -8.0, "TT": -7.9, "TG": -8.5, "AC": -8.4, "AG": -7.8,
         "TC": -8.2, "CC": -8.0}
NN_DS = {"AA": -22.2, "AT": -20.4, "TA": -21.3, "CA": -22.7, "GT": -22.4, "CT": -21.0, "GA": -22.2,
         "CG": -27.2, "GC": -24.4, "GG": -19.9, "TT": -22.2, "TG": -22.7, "AC": -22.4, "AG": -21.0,
         "TC": -22.2, "CC": -19.9}


def melting_temp(seq, conc=2.5e-7):
    dh = 0.0
    ds = 0.0
    for i in range(len(seq) - 1):
        pair = seq[i:i + 2]
        dh += NN_DH[pair]
        ds += NN_DS[pair]
    return dh * 1000 / (ds + 1.987 * np.log(conc / 4)) - 273.15


def two_state(temps, tm, width, top, bottom):
    return bottom + (top - bottom) / (1 + np.exp((temps - tm) / width))


def derivative_peak(temps, fluor):
    deriv = np.zeros(len(fluor))
    for i in range(1, len(fluor) - 1):
        deriv[i] = -(fluor[i + 1] - fluor[i - 1]) / (temps[i + 1] - temps[i - 1])
    return temps[np.argmax(deriv)]


def fit_tm(temps, fluor, iters=200):
    tm = derivative_peak(temps, fluor)
    width = 1.5
    for it in range(iters):
        model = two_state(temps, tm, width, fluor.max(), fluor.min())
        r = fluor - model
        eps = 1e-4
        d_tm = (two_state(temps, tm + eps, width, fluor.max(), fluor.min()) - model) / eps
        step = np.sum(r * d_tm) / np.sum(d_tm * d_tm)
        tm += step
        if abs(step) < 1e-8:
            break
    return tm


def gc_fraction(seqs):
    out = np.zeros(len(seqs))
    for i, s in enumerate(seqs):
        out[i] = (s.count("G") + s.count("C")) / len(s)
    return out


if __name__ == "__main__":
    rng = np.random.default_rng(4)
    probes = ["".join(rng.choice(list("ACGT"), 20)) for _ in range(6)]
    tms = np.array([melting_temp(p) for p in probes])
    print(np.round(tms, 3))
    print(np.round(gc_fraction(probes), 3))
    temps = np.linspace(40, 95, 221)
    for tm in tms[:3]:
        fl = two_state(temps, tm, 1.2, 1.0, 0.05) + rng.normal(0, 0.01, len(temps))
        print(round(float(fit_tm(temps, fl)), 4))
