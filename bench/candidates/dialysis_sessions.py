"""Dialysis sessions: urea reduction ratio, Kt/V per session, and intradialytic hypotension events."""
import numpy as np


def sessions(n, rng):
    pre = rng.normal(22.0, 4.0, n)
    post = pre * rng.uniform(0.25, 0.40, n)
    hours = rng.uniform(3.5, 4.5, n)
    uf = rng.uniform(1.0, 3.5, n)
    weight = rng.normal(75, 12, n)
    return pre, post, hours, uf, weight


def ktv(pre, post, hours, uf, weight):
    out = np.zeros(len(pre))
    for i in range(len(pre)):
        r = post[i] / pre[i]
        out[i] = -np.log(r - 0.008 * hours[i]) + (4 - 3.5 * r) * uf[i] / weight[i]
    return out


def urr(pre, post):
    return [100.0 * (1 - b / a) for a, b in zip(pre, post)]


def hypotension(sbp, drop=20.0, floor=90.0):
    events = np.zeros(sbp.shape[0], dtype=int)
    for s in range(sbp.shape[0]):
        start = sbp[s, 0]
        for k in range(1, sbp.shape[1]):
            if sbp[s, k] < floor and start - sbp[s, k] >= drop:
                events[s] += 1
    return events


def main():
    rng = np.random.default_rng(9)
    pre, post, hours, uf, weight = sessions(600, rng)
    k = ktv(pre, post, hours, uf, weight)
    u = urr(pre, post)
    sbp = rng.normal(125, 8, (600, 16)) - np.linspace(0, 25, 16)[None, :] * rng.random((600, 1))
    ev = hypotension(sbp)
    print("Kt/V median %.3f" % np.median(k))
    print("URR below 65%%: %d" % sum(1 for v in u if v < 65))
    print("sessions with IDH", int((ev > 0).sum()))


if __name__ == "__main__":
    main()
