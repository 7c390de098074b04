"""Rainfall-runoff for a small catchment: SCS losses, unit-hydrograph convolution, baseflow filter."""
import numpy as np


def scs_excess(rain, cn):
    s = 25400.0 / cn - 254.0
    ia = 0.2 * s
    cum = np.cumsum(rain)
    excess_cum = np.where(cum > ia, (cum - ia) ** 2 / (cum - ia + s), 0.0)
    return np.diff(excess_cum, prepend=0.0)


def triangular_uh(tp, dt, area_km2):
    tb = 2.67 * tp
    n = int(np.ceil(tb / dt)) + 1
    uh = np.zeros(n)
    qp = 0.208 * area_km2 / tp
    for i in range(n):
        t = i * dt
        if t <= tp:
            uh[i] = qp * t / tp
        elif t <= tb:
            uh[i] = qp * (tb - t) / (tb - tp)
    return uh


def convolve_runoff(excess, uh):
    n = len(excess) + len(uh) - 1
    q = np.zeros(n)
    for i in range(len(excess)):
        for j in range(len(uh)):
            q[i + j] += excess[i] * uh[j]
    return q


def lyne_hollick(q, alpha=0.925):
    quick = np.zeros_like(q)
    for t in range(1, len(q)):
        quick[t] = alpha * quick[t - 1] + (1 + alpha) / 2 * (q[t] - q[t - 1])
        if quick[t] < 0:
            quick[t] = 0.0
    return q - quick, quick


def main():
    rng = np.random.default_rng(3)
    hours = 240
    rain = np.zeros(hours)
    for storm_start in (20, 95, 170):
        dur = int(rng.integers(6, 14))
        rain[storm_start:storm_start + dur] = rng.gamma(2.0, 3.0, dur)
    excess = scs_excess(rain, cn=78)
    uh = triangular_uh(tp=5.0, dt=1.0, area_km2=42.0)
    direct = convolve_runoff(excess, uh)[:hours]
    base = 1.5 + 0.4 * np.exp(-np.arange(hours) / 300.0)
    flow = direct + base
    baseflow, quickflow = lyne_hollick(flow)
    print("rain total mm %.1f, excess %.1f" % (rain.sum(), excess.sum()))
    print("peak flow m3/s %.2f at hour %d" % (flow.max(), int(flow.argmax())))
    print("baseflow index %.3f" % (baseflow.sum() / flow.sum()))
    print("daily flow", np.round(flow.reshape(-1, 24).mean(axis=1), 2))


if __name__ == "__main__":
    main()
