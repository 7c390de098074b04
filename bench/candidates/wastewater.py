"""Wastewater treatment plant: influent loads, removal efficiency, sludge age and permit exceedances."""
import numpy as np


def influent(n_days, rng):
    days = np.arange(n_days)
    flow = 40000 + 6000 * np.sin(2 * np.pi * days / 365) + rng.normal(0, 2500, n_days)
    bod_in = 220 + rng.normal(0, 25, n_days)
    bod_out = np.clip(12 + rng.normal(0, 4, n_days), 1, None)
    tss_out = np.clip(15 + rng.gamma(1.2, 3, n_days), 1, None)
    return flow, bod_in, bod_out, tss_out


def daily_loads(flow, conc):
    loads = np.zeros(len(flow))
    for d in range(len(flow)):
        loads[d] = flow[d] * conc[d] / 1000.0
    return loads


def removal(bod_in, bod_out):
    eff = np.zeros(len(bod_in))
    for d in range(len(bod_in)):
        eff[d] = 100 * (bod_in[d] - bod_out[d]) / bod_in[d]
    return eff


def rolling_30day(x):
    out = np.full(len(x), np.nan)
    for d in range(29, len(x)):
        out[d] = np.mean(x[d - 29:d + 1])
    return out


def sludge_age(mass, wasted):
    srt = np.zeros(len(mass))
    for d in range(len(mass)):
        srt[d] = mass[d] / wasted[d] if wasted[d] > 0 else np.inf
    return srt


def exceedances(avg30, limit):
    months = []
    for d in range(len(avg30)):
        if avg30[d] > limit:
            months.append(d // 30)
    return sorted(set(months))


def monthly_flow(flow, days_per_month=30):
    n = len(flow) // days_per_month
    totals = np.zeros(n)
    for m in range(n):
        totals[m] = flow[m * days_per_month:(m + 1) * days_per_month].sum()
    return totals


if __name__ == "__main__":
    rng = np.random.default_rng(29)
    flow, bi, bo, tss = influent(730, rng)
    loads = daily_loads(flow, bi)
    eff = removal(bi, bo)
    avg = rolling_30day(tss)
    mass = 9000 + rng.normal(0, 300, 730)
    wasted = np.clip(rng.normal(450, 120, 730), -50, None)
    srt = sludge_age(mass, wasted)
    ex = exceedances(avg, 20.0)
    mf = monthly_flow(flow)
    print(f"load={loads.sum():.2f} eff={eff.mean():.4f} avg={np.nanmax(avg):.4f} srt={np.median(srt):.4f}")
    print(f"exceed={len(ex)} months={mf.size} maxflow={mf.max():.1f}")
