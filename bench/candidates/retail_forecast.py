"""Store-level demand: Holt smoothing per SKU, forecast error, safety stock and reorder points."""
import numpy as np


def holt(series, alpha=0.3, beta=0.1):
    level = series[0]
    trend = series[1] - series[0]
    fitted = np.zeros(len(series))
    fitted[0] = series[0]
    for t in range(1, len(series)):
        prev_level = level
        level = alpha * series[t] + (1 - alpha) * (level + trend)
        trend = beta * (level - prev_level) + (1 - beta) * trend
        fitted[t] = level + trend
    return fitted, level, trend


def weekly_totals(daily):
    n_weeks = daily.shape[1] // 7
    weeks = np.zeros((daily.shape[0], n_weeks))
    for s in range(daily.shape[0]):
        for w in range(n_weeks):
            weeks[s, w] = np.sum(daily[s, w * 7:w * 7 + 7])
    return weeks


def mape(actual, fitted):
    errs = np.zeros(actual.shape[0])
    for s in range(actual.shape[0]):
        nz = actual[s] > 0
        errs[s] = np.mean(np.abs(actual[s, nz] - fitted[s, nz]) / actual[s, nz])
    return errs


def safety_stock(resid_sd, lead_time, z=1.65):
    ss = np.zeros(len(resid_sd))
    for s in range(len(resid_sd)):
        ss[s] = z * resid_sd[s] * np.sqrt(lead_time[s])
    return ss


def stockouts(daily, reorder_point, order_qty, start):
    n_sku, n_days = daily.shape
    out_days = np.zeros(n_sku, dtype=int)
    for s in range(n_sku):
        stock = start[s]
        for d in range(n_days):
            stock -= daily[s, d]
            if stock < 0:
                out_days[s] += 1
                stock = 0
            if stock < reorder_point[s]:
                stock += order_qty[s]
    return out_days


if __name__ == "__main__":
    rng = np.random.default_rng(21)
    n_sku, n_days = 60, 364
    base = rng.uniform(5, 50, n_sku)
    season = 1 + 0.3 * np.sin(2 * np.pi * np.arange(n_days) / 7)
    daily = rng.poisson(base[:, None] * season[None, :]).astype(float)
    weeks = weekly_totals(daily)
    fitted = np.zeros_like(weeks)
    for s in range(n_sku):
        fitted[s], _, _ = holt(weeks[s])
    errs = mape(weeks, fitted)
    resid_sd = np.std(weeks - fitted, axis=1) / np.sqrt(7)
    lead = rng.integers(2, 10, n_sku)
    ss = safety_stock(resid_sd, lead)
    rop = base * lead + ss
    print("MAPE median %.3f" % np.median(errs))
    print("safety stock", np.round(ss[:5], 2))
    print("stockout days", stockouts(daily, rop, base * 14, base * 10)[:10])
