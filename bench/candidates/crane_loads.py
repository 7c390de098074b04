"""Port crane load cells: lift cycles, overloads and rainflow-lite fatigue bins."""
import numpy as np

N_CRANES = 6
N_SAMPLES = 4000
RATED_T = 40.0


def load_signals(rng):
    t = np.arange(N_SAMPLES)
    sig = np.zeros((N_CRANES, N_SAMPLES))
    for c in range(N_CRANES):
        period = 180 + 20 * c
        lift = (np.sin(2 * np.pi * t / period) > 0.2).astype(float)
        weight = rng.uniform(10, 45, N_SAMPLES // period + 1)
        w = np.repeat(weight, period)[:N_SAMPLES]
        sig[c] = lift * w + rng.normal(0, 0.4, N_SAMPLES)
    return sig


def lift_events(sig, on=5.0):
    events = []
    for c in range(N_CRANES):
        lifting = False
        start = 0
        for i in range(N_SAMPLES):
            if not lifting and sig[c, i] > on:
                lifting = True
                start = i
            elif lifting and sig[c, i] < on:
                lifting = False
                events.append((c, start, i, sig[c, start:i].mean()))
    return events


def overload_fraction(sig):
    frac = np.zeros(N_CRANES)
    for c in range(N_CRANES):
        n = 0
        for i in range(N_SAMPLES):
            if sig[c, i] > RATED_T:
                n += 1
        frac[c] = n / N_SAMPLES
    return frac


def load_spectrum(events, n_bins=8):
    edges = np.linspace(0, 50, n_bins + 1)
    spectrum = np.zeros((N_CRANES, n_bins))
    for c, s, e, w in events:
        b = np.searchsorted(edges, w) - 1
        b = min(max(b, 0), n_bins - 1)
        spectrum[c, b] += 1
    return spectrum


def damage_index(spectrum, m=3.0):
    mids = np.linspace(0, 50, spectrum.shape[1] + 1)
    mids = 0.5 * (mids[1:] + mids[:-1])
    dmg = np.zeros(N_CRANES)
    for c in range(N_CRANES):
        for b in range(spectrum.shape[1]):
            dmg[c] += spectrum[c, b] * (mids[b] / RATED_T) ** m
    return dmg


def main():
    rng = np.random.default_rng(8)
    sig = load_signals(rng)
    ev = lift_events(sig)
    frac = overload_fraction(sig)
    spec = load_spectrum(ev)
    dmg = damage_index(spec)
    print("events", len(ev))
    print("overload", np.round(frac, 5))
    print("spectrum", spec[0])
    print("damage", np.round(dmg, 4))


if __name__ == "__main__":
    main()
