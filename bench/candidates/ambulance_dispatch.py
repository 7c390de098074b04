"""Ambulance dispatch: response times per zone and hour, coverage, unit utilisation, late calls."""
import numpy as np

N_CALLS = 20000
N_ZONES = 24
N_UNITS = 18
TARGET_MIN = 8.0


def simulate_calls(rng):
    hour = rng.integers(0, 24, N_CALLS)
    zone = rng.integers(0, N_ZONES, N_CALLS)
    unit = rng.integers(0, N_UNITS, N_CALLS)
    travel = rng.gamma(4.0, 1.6, N_CALLS)
    turnout = rng.uniform(0.5, 2.0, N_CALLS)
    on_scene = rng.gamma(3.0, 12.0, N_CALLS)
    priority = rng.integers(1, 4, N_CALLS)
    return hour, zone, unit, travel, turnout, on_scene, priority


def response_times(travel, turnout):
    resp = np.zeros(N_CALLS)
    for i in range(N_CALLS):
        resp[i] = travel[i] + turnout[i]
    return resp


def zone_hour_median(resp, zone, hour):
    med = np.full((N_ZONES, 24), np.nan)
    for z in range(N_ZONES):
        for h in range(24):
            sel = resp[(zone == z) & (hour == h)]
            if len(sel) > 0:
                med[z, h] = np.median(sel)
    return med


def compliance(resp, priority):
    rate = {}
    for p in (1, 2, 3):
        mask = priority == p
        rate[p] = float(np.mean(resp[mask] <= TARGET_MIN * p))
    return rate


def utilisation(unit, on_scene, resp, hours=24 * 30):
    busy = np.zeros(N_UNITS)
    for i in range(N_CALLS):
        busy[unit[i]] += on_scene[i] + resp[i]
    return busy / (hours * 60.0)


def late_streaks(resp, zone):
    longest = np.zeros(N_ZONES, dtype=int)
    for z in range(N_ZONES):
        run = 0
        for t in resp[zone == z]:
            if t > TARGET_MIN:
                run += 1
                longest[z] = max(longest[z], run)
            else:
                run = 0
    return longest


def percentile_table(resp, priority):
    table = np.zeros((3, 3))
    for p in range(3):
        vals = resp[priority == p + 1]
        for j, q in enumerate((50, 90, 95)):
            table[p, j] = np.percentile(vals, q)
    return table


def main():
    rng = np.random.default_rng(303)
    hour, zone, unit, travel, turnout, on_scene, priority = simulate_calls(rng)
    resp = response_times(travel, turnout)
    med = zone_hour_median(resp, zone, hour)
    rate = compliance(resp, priority)
    util = utilisation(unit, on_scene, resp)
    streak = late_streaks(resp, zone)
    table = percentile_table(resp, priority)
    print("resp", np.round(resp[:6], 4))
    print("med", np.round(med[:2, :6], 4))
    print("rate", {k: round(v, 4) for k, v in rate.items()})
    print("util", np.round(util[:6], 5))
    print("streak", streak[:10])
    print("table", np.round(table, 4))


if __name__ == "__main__":
    main()
