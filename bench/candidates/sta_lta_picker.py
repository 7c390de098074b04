"""Seismic network phase picker: STA/LTA per station, first trigger, coincidence and magnitudes."""
import numpy as np

FS = 100.0


def sta_lta(trace, n_sta, n_lta):
    energy = trace ** 2
    ratio = np.zeros(len(trace))
    for i in range(n_lta, len(trace)):
        sta = np.mean(energy[i - n_sta:i])
        lta = np.mean(energy[i - n_lta:i])
        ratio[i] = sta / lta if lta > 0 else 0.0
    return ratio


def first_trigger(ratio, on):
    for i in range(len(ratio)):
        if ratio[i] > on:
            return i
    return -1


def coincidence(picks, window):
    n = len(picks)
    counts = np.zeros(n, dtype=int)
    for a in range(n):
        for b in range(n):
            if picks[a] >= 0 and picks[b] >= 0 and abs(picks[a] - picks[b]) <= window:
                counts[a] += 1
    return counts


def peak_amplitudes(traces, picks, span):
    amps = np.zeros(len(picks))
    for s in range(len(picks)):
        if picks[s] < 0:
            continue
        amps[s] = np.max(np.abs(traces[s, picks[s]:picks[s] + span]))
    return amps


def local_magnitude(amps, dist_km):
    ml = np.zeros(len(amps))
    for s in range(len(amps)):
        ml[s] = np.log10(amps[s] * 1000) + 1.11 * np.log10(dist_km[s]) + 0.00189 * dist_km[s] - 2.09
    return ml


if __name__ == "__main__":
    rng = np.random.default_rng(3)
    n_sta, n = 12, 6000
    dist = rng.uniform(10, 120, n_sta)
    arrival = (1500 + dist / 6.0 * FS).astype(int)
    traces = rng.normal(0, 0.01, (n_sta, n))
    for s in range(n_sta):
        k = np.arange(n - arrival[s])
        traces[s, arrival[s]:] += 20.0 / dist[s] * np.exp(-k / 300) * np.sin(2 * np.pi * 4 * k / FS)
    picks = np.zeros(n_sta, dtype=int)
    for s in range(n_sta):
        picks[s] = first_trigger(sta_lta(traces[s], 50, 500), 4.0)
    print("picks", picks)
    print("coincident", coincidence(picks, 300))
    amps = peak_amplitudes(traces, picks, 400)
    print("ML %.2f" % np.median(local_magnitude(amps, dist)))
