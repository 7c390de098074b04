"""Fixed-income analytics: price, yield, duration and convexity for a bond book."""
import numpy as np


def cash_flows(coupon, maturity, freq=2, face=100.0):
    n = int(round(maturity * freq))
    times = np.arange(1, n + 1) / freq
    flows = np.full(n, coupon * face / freq)
    flows[-1] += face
    return times, flows


def price(times, flows, y, freq=2):
    disc = np.zeros(len(times))
    for i in range(len(times)):
        disc[i] = (1 + y / freq) ** (-times[i] * freq)
    return np.sum(flows * disc)


def yield_to_maturity(times, flows, target, freq=2):
    lo, hi = -0.05, 0.5
    for it in range(200):
        mid = 0.5 * (lo + hi)
        p = price(times, flows, mid, freq)
        if abs(p - target) < 1e-10:
            break
        if p > target:
            lo = mid
        else:
            hi = mid
    return mid


def duration_convexity(times, flows, y, freq=2):
    p = price(times, flows, y, freq)
    disc = (1 + y / freq) ** (-times * freq)
    pv = flows * disc
    dur = np.sum(times * pv) / p
    conv = 0.0
    for i in range(len(times)):
        conv += pv[i] * times[i] * (times[i] + 1 / freq)
    conv = conv / (p * (1 + y / freq) ** 2)
    return dur, conv


def main():
    book = [(0.02, 2.0, 99.1), (0.035, 5.0, 101.4), (0.05, 10.0, 104.0), (0.0425, 30.0, 95.5)]
    total_dv01 = 0.0
    for coupon, mat, quote in book:
        times, flows = cash_flows(coupon, mat)
        y = yield_to_maturity(times, flows, quote)
        dur, conv = duration_convexity(times, flows, y)
        dv01 = dur * quote / (1 + y / 2) * 1e-4
        total_dv01 += dv01
        print(f"{coupon:.4f} {mat:5.1f} y={y:.6f} D={dur:.4f} C={conv:.4f}")
    print(f"book dv01 {total_dv01:.6f}")


main()
