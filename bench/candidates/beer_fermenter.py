"""Brewery fermenters: gravity readings, attenuation curves, and temperature excursions per batch."""
import numpy as np


def readings(n_batches, hours, rng):
    t = np.arange(hours, dtype=float)
    og = rng.uniform(1.045, 1.070, n_batches)
    fg = og - rng.uniform(0.030, 0.045, n_batches)
    k = rng.uniform(0.02, 0.05, n_batches)
    sg = fg[:, None] + (og - fg)[:, None] * np.exp(-k[:, None] * t[None, :])
    sg += rng.normal(0, 0.0004, sg.shape)
    temp = 19.0 + rng.normal(0, 0.4, (n_batches, hours)) + 1.5 * np.sin(t / 24.0)[None, :]
    return t, sg, temp


def attenuation(sg, og):
    out = np.zeros_like(sg)
    for b in range(sg.shape[0]):
        for h in range(sg.shape[1]):
            out[b, h] = (og[b] - sg[b, h]) / (og[b] - 1.0)
    return out


def finished_hour(att, target=0.55):
    hours = np.full(att.shape[0], -1)
    for b in range(att.shape[0]):
        for h in range(att.shape[1]):
            if att[b, h] >= target:
                hours[b] = h
                break
    return hours


def excursions(temp, lo=17.5, hi=21.5):
    n_out = np.zeros(temp.shape[0], dtype=int)
    worst = np.zeros(temp.shape[0])
    for b in range(temp.shape[0]):
        for h in range(temp.shape[1]):
            if temp[b, h] < lo or temp[b, h] > hi:
                n_out[b] += 1
        worst[b] = np.max(np.abs(temp[b] - 19.0))
    return n_out, worst


def smoothed(sg, width=6):
    out = np.zeros((sg.shape[0], sg.shape[1] - width + 1))
    for k in range(out.shape[1]):
        out[:, k] = sg[:, k:k + width].mean(axis=1)
    return out


def main():
    rng = np.random.default_rng(31)
    t, sg, temp = readings(30, 240, rng)
    og = sg[:, 0]
    att = attenuation(sg, og)
    done = finished_hour(att)
    n_out, worst = excursions(temp)
    sm = smoothed(sg)
    print("median finish hour", np.median(done))
    print("excursion hours", n_out.sum(), "worst %.3f" % worst.max())
    print("final gravity mean %.5f" % sm[:, -1].mean())


if __name__ == "__main__":
    main()
