"""Eddy covariance: 10 Hz wind and CO2 records, half-hour fluxes, despiking and quality flags."""
import numpy as np


def raw_records(n_periods, n_samples, rng):
    w = rng.normal(0, 0.35, (n_periods, n_samples))
    c = np.zeros((n_periods, n_samples))
    for p in range(n_periods):
        uptake = -0.6 * np.sin(np.pi * p / n_periods)
        c[p] = 410 + uptake * w[p] * 8 + rng.normal(0, 0.9, n_samples)
    return w, c


def despike(x, k=3.5):
    clean = x.copy()
    for p in range(x.shape[0]):
        med = np.median(x[p])
        mad = np.median(np.abs(x[p] - med))
        for i in range(x.shape[1]):
            if abs(x[p, i] - med) > k * 1.4826 * mad:
                clean[p, i] = med
    return clean


def covariance_flux(w, c):
    flux = np.zeros(w.shape[0])
    for p in range(w.shape[0]):
        wp = w[p] - w[p].mean()
        cp = c[p] - c[p].mean()
        flux[p] = np.mean(wp * cp)
    return flux


def lag_search(w, c, max_lag=20):
    best = np.zeros(w.shape[0], dtype=int)
    for p in range(w.shape[0]):
        scores = np.zeros(max_lag)
        for lag in range(max_lag):
            scores[lag] = abs(np.mean(w[p, :w.shape[1] - lag] * c[p, lag:]))
        best[p] = np.argmax(scores)
    return best


def stationarity(w, c, parts=6):
    ratio = np.zeros(w.shape[0])
    n = w.shape[1] // parts
    for p in range(w.shape[0]):
        sub = []
        for k in range(parts):
            ws = w[p, k * n:(k + 1) * n]
            cs = c[p, k * n:(k + 1) * n]
            sub.append(np.mean((ws - ws.mean()) * (cs - cs.mean())))
        whole = np.mean((w[p] - w[p].mean()) * (c[p] - c[p].mean()))
        ratio[p] = abs(np.mean(sub) - whole) / max(abs(whole), 1e-9)
    return ratio


def cumulative_uptake(flux, dt=1800.0):
    total = np.zeros(len(flux))
    running = 0.0
    for p in range(len(flux)):
        running += flux[p] * dt
        total[p] = running
    return total


if __name__ == "__main__":
    rng = np.random.default_rng(76)
    w, c = raw_records(48, 6000, rng)
    c2 = despike(c)
    f = covariance_flux(w, c2)
    lag = lag_search(w, c2)
    st = stationarity(w, c2)
    cu = cumulative_uptake(f)
    print(f"flux={f.sum():.8f} lag={lag.sum()} st={st.mean():.6f} cu={cu[-1]:.6f}")
