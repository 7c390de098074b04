"""Ice core analysis: depth-age model, isotope temperature proxy, annual layers, dust peaks."""
import numpy as np


def core(n, rng):
    depth = np.linspace(0, 300, n)
    d18o = -35 + 2.5 * np.sin(depth / 7.0) + rng.normal(0, 0.4, n)
    dust = np.exp(rng.normal(0, 1, n)) * (1 + (np.sin(depth / 7.0) < -0.8))
    return depth, d18o, dust


def age_model(depth, accumulation, thinning):
    age = np.zeros(len(depth))
    for k in range(1, len(depth)):
        dz = depth[k] - depth[k - 1]
        rate = accumulation * np.exp(-thinning * depth[k])
        age[k] = age[k - 1] + dz / rate
    return age


def temperature(d18o, slope=0.67, ref=-35.0):
    t = np.zeros(len(d18o))
    for k in range(len(d18o)):
        t[k] = (d18o[k] - ref) / slope
    return t


def block_means(x, per):
    nb = len(x) // per
    out = np.zeros(nb)
    for b in range(nb):
        out[b] = x[b * per:(b + 1) * per].mean()
    return out


def dust_peaks(dust, factor):
    med = np.median(dust)
    peaks = []
    for k in range(1, len(dust) - 1):
        if dust[k] > factor * med and dust[k] >= dust[k - 1] and dust[k] >= dust[k + 1]:
            peaks.append(k)
    return np.array(peaks)


def layer_counts(d18o):
    crossings = 0
    mean = d18o.mean()
    for k in range(1, len(d18o)):
        if d18o[k - 1] < mean <= d18o[k]:
            crossings += 1
    return crossings


def detrend(x, depth):
    a, b = np.polyfit(depth, x, 1)
    out = np.zeros(len(x))
    for k in range(len(x)):
        out[k] = x[k] - (a * depth[k] + b)
    return out


def main():
    rng = np.random.default_rng(77)
    depth, d18o, dust = core(3000, rng)
    age = age_model(depth, 0.25, 0.002)
    print("age", np.round(age[[100, 1000, 2999]], 3))
    t = temperature(d18o)
    print("temp", np.round(block_means(t, 250), 4))
    print("peaks", dust_peaks(dust, 4.0)[:10])
    print("layers", layer_counts(d18o))
    print("detrend", np.round(detrend(d18o, depth)[:5], 5))


main()
