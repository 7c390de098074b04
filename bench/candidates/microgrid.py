"""Microgrid dispatch: PV, battery and diesel over a year of hourly load."""
import numpy as np


def pv_output(irradiance, capacity_kw, temp):
    derate = np.ones_like(temp)
    for h in range(len(temp)):
        if temp[h] > 25:
            derate[h] = 1 - 0.004 * (temp[h] - 25)
    return capacity_kw * irradiance / 1000.0 * derate


def dispatch(load, pv, cap_kwh, p_max, eta=0.92):
    n = len(load)
    soc = np.zeros(n + 1)
    soc[0] = 0.5 * cap_kwh
    diesel = np.zeros(n)
    curtailed = np.zeros(n)
    for h in range(n):
        net = pv[h] - load[h]
        if net >= 0:
            charge = min(net, p_max, (cap_kwh - soc[h]) / eta)
            soc[h + 1] = soc[h] + charge * eta
            curtailed[h] = net - charge
        else:
            discharge = min(-net, p_max, soc[h] * eta)
            soc[h + 1] = soc[h] - discharge / eta
            diesel[h] = -net - discharge
    return soc, diesel, curtailed


def daily_totals(hourly):
    days = len(hourly) // 24
    totals = np.zeros(days)
    for d in range(days):
        totals[d] = hourly[d * 24:(d + 1) * 24].sum()
    return totals


def fuel_litres(diesel_kw):
    litres = 0.0
    for p in diesel_kw:
        if p > 0:
            litres += 0.08 * 30 + 0.25 * p
    return litres


def lcoe(capex, opex, energy, rate=0.07, years=20):
    disc = np.array([(1 + rate) ** -y for y in range(1, years + 1)])
    return (capex + np.sum(opex * disc)) / np.sum(energy * disc)


if __name__ == "__main__":
    rng = np.random.default_rng(8)
    hours = np.arange(24 * 60)
    irr = np.clip(900 * np.sin(np.pi * ((hours % 24) - 6) / 12), 0, None) * rng.uniform(0.5, 1.0, len(hours))
    temp = 20 + 10 * np.sin(np.pi * ((hours % 24) - 9) / 12) + rng.normal(0, 2, len(hours))
    load = 40 + 15 * np.sin(np.pi * ((hours % 24) - 14) / 12) + rng.normal(0, 3, len(hours))
    pv = pv_output(irr, 120, temp)
    soc, diesel, curt = dispatch(load, pv, 300, 60)
    print(np.round(daily_totals(diesel)[:7], 2))
    print(round(fuel_litres(diesel), 2))
    print(round(lcoe(250000, 12000, np.full(20, load.sum() * 6)), 5))
