"""Offset printing press: ink density per zone per sheet, ink key corrections, register error."""
import numpy as np

N_SHEETS = 3000
N_ZONES = 32
N_COLOURS = 4
TARGET = np.array([1.45, 1.40, 1.00, 1.60])


def densities(rng):
    dens = np.zeros((N_SHEETS, N_COLOURS, N_ZONES))
    keys = rng.normal(0, 0.05, (N_COLOURS, N_ZONES))
    for s in range(N_SHEETS):
        warm = 0.1 * np.exp(-s / 400.0)
        for c in range(N_COLOURS):
            dens[s, c] = TARGET[c] + keys[c] - warm + rng.normal(0, 0.02, N_ZONES)
    reg = rng.normal(0, 0.03, (N_SHEETS, N_COLOURS, 2))
    return dens, reg


def zone_deviation(dens):
    dev = np.zeros((N_SHEETS, N_COLOURS, N_ZONES))
    for s in range(N_SHEETS):
        for c in range(N_COLOURS):
            dev[s, c] = dens[s, c] - TARGET[c]
    return dev


def key_correction(dev, gain=0.6, every=100):
    corr = np.zeros((N_SHEETS // every, N_COLOURS, N_ZONES))
    for k in range(N_SHEETS // every):
        block = dev[k * every:(k + 1) * every]
        corr[k] = -gain * block.mean(axis=0)
    return corr


def register_error(reg):
    err = np.zeros(N_SHEETS)
    for s in range(N_SHEETS):
        worst = 0.0
        for a in range(N_COLOURS):
            for b in range(a + 1, N_COLOURS):
                d = np.hypot(reg[s, a, 0] - reg[s, b, 0], reg[s, a, 1] - reg[s, b, 1])
                worst = max(worst, d)
        err[s] = worst
    return err


def good_sheet(dev, err, tol=0.1, reg_tol=0.1):
    ok = np.zeros(N_SHEETS, dtype=bool)
    for s in range(N_SHEETS):
        ok[s] = np.all(np.abs(dev[s]) < tol) and err[s] < reg_tol
    return ok


def first_good(ok, run=50):
    for s in range(N_SHEETS - run):
        if ok[s:s + run].all():
            return s
    return -1


def colour_trend(dens):
    trend = np.zeros((N_COLOURS, N_SHEETS // 250))
    for c in range(N_COLOURS):
        for b in range(N_SHEETS // 250):
            trend[c, b] = dens[b * 250:(b + 1) * 250, c, :].mean()
    return trend


def main():
    rng = np.random.default_rng(68)
    dens, reg = densities(rng)
    dev = zone_deviation(dens)
    corr = key_correction(dev)
    err = register_error(reg)
    ok = good_sheet(dev, err)
    start = first_good(ok)
    trend = colour_trend(dens)
    print("dev", np.round(dev[0, 0, :5], 4))
    print("corr", np.round(corr[-1, 1, :5], 4))
    print("err", np.round(err[:5], 4))
    print("ok", int(ok.sum()), start)
    print("trend", np.round(trend[:, :4], 4))


if __name__ == "__main__":
    main()
