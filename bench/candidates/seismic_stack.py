"""Stack seismic traces: normalize, mute, and sum with moveout corrections."""
import numpy as np

N_TRACES, N_SAMPLES = 400, 2000


def normalize(traces):
    out = np.empty_like(traces)
    for i in range(traces.shape[0]):
        out[i] = traces[i] / np.max(np.abs(traces[i]))
    return out


def mute(traces, first_break):
    muted = traces.copy()
    for i in range(traces.shape[0]):
        for t in range(traces.shape[1]):
            if t < first_break[i]:
                muted[i, t] = 0.0
    return muted


def decimate(traces):
    return traces[:, ::2]


def gain(trace, power):
    g = np.vectorize(lambda t, v: v * (t + 1) ** power)
    return g(np.arange(trace.size), trace)


def stack(traces):
    total = np.zeros(traces.shape[1])
    for i in range(traces.shape[0]):
        total = total + traces[i]
    return total / traces.shape[0]


def main(seed=0):
    rng = np.random.default_rng(seed)
    traces = rng.normal(size=(N_TRACES, N_SAMPLES))
    fb = rng.integers(0, 200, N_TRACES)
    t = mute(normalize(traces), fb)
    d = decimate(t)
    g = gain(d[0], 0.5)
    s = stack(d)
    print(round(float(s.sum()), 10), round(float(g.sum()), 6), d.shape)


if __name__ == "__main__":
    main()
