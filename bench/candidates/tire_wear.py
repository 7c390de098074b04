"""Fleet tire wear: fit wear rate per tire from tread readings and forecast replacement dates."""
import numpy as np


def make_readings(n_tires, n_reads, rng):
    km = np.sort(rng.uniform(0, 80000, (n_tires, n_reads)), axis=1)
    rate = rng.uniform(0.06, 0.14, n_tires) / 1000.0
    start = rng.uniform(7.5, 8.5, n_tires)
    depth = start[:, None] - rate[:, None] * km + rng.normal(0, 0.15, (n_tires, n_reads))
    return km, depth


def fit_rates(km, depth):
    n = km.shape[0]
    slope = np.zeros(n)
    intercept = np.zeros(n)
    resid = np.zeros(n)
    for i in range(n):
        A = np.vstack([km[i], np.ones(km.shape[1])]).T
        sol, res, rank, sv = np.linalg.lstsq(A, depth[i], rcond=None)
        slope[i] = sol[0]
        intercept[i] = sol[1]
        resid[i] = np.sqrt(res[0] / km.shape[1]) if res.size else 0.0
    return slope, intercept, resid


def replacement_km(slope, intercept, legal=1.6):
    km = np.empty_like(slope)
    for i in range(len(slope)):
        if slope[i] < 0:
            km[i] = (legal - intercept[i]) / slope[i]
        else:
            km[i] = np.inf
    return km


def position_summary(km_at_legal, positions):
    out = {}
    for p in np.unique(positions):
        sel = km_at_legal[positions == p]
        out[p] = (np.median(sel), np.percentile(sel, 10))
    return out


def main():
    rng = np.random.default_rng(21)
    km, depth = make_readings(400, 9, rng)
    slope, intercept, resid = fit_rates(km, depth)
    legal_km = replacement_km(slope, intercept)
    positions = np.array(["FL", "FR", "RL", "RR"] * 100)
    print("wear mm/1000km mean %.3f" % (-slope.mean() * 1000))
    print("fit residual mm median %.3f" % np.median(resid))
    for p, (med, p10) in position_summary(legal_km, positions).items():
        print(p, "median km %.0f, 10th pct %.0f" % (med, p10))
    soon = np.sum(legal_km - km[:, -1] < 5000)
    print("tires due within 5000 km:", int(soon))


if __name__ == "__main__":
    main()
