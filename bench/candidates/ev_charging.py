"""EV charging depot: session energy, peak demand and a simple peak-shaving schedule."""
import numpy as np


def make_sessions(rng, n_sessions, n_slots):
    arrive = rng.integers(0, n_slots - 8, size=n_sessions)
    stay = rng.integers(4, 24, size=n_sessions)
    depart = np.minimum(arrive + stay, n_slots)
    need_kwh = rng.uniform(8.0, 60.0, size=n_sessions)
    max_kw = rng.choice([7.4, 11.0, 22.0], size=n_sessions)
    return arrive, depart, need_kwh, max_kw


def uncontrolled_load(arrive, depart, need_kwh, max_kw, n_slots, slot_h):
    load = np.zeros(n_slots)
    delivered = np.zeros(len(arrive))
    for s in range(len(arrive)):
        remaining = need_kwh[s]
        for t in range(arrive[s], depart[s]):
            if remaining <= 0:
                break
            kw = min(max_kw[s], remaining / slot_h)
            load[t] += kw
            remaining -= kw * slot_h
        delivered[s] = need_kwh[s] - remaining
    return load, delivered


def peak_shaved(arrive, depart, need_kwh, max_kw, n_slots, slot_h, cap_kw):
    load = np.zeros(n_slots)
    remaining = need_kwh.copy()
    for t in range(n_slots):
        present = np.where((arrive <= t) & (depart > t) & (remaining > 0))[0]
        if len(present) == 0:
            continue
        want = np.minimum(max_kw[present], remaining[present] / slot_h)
        total = want.sum()
        if total > cap_kw:
            want = want * (cap_kw / total)
        remaining[present] -= want * slot_h
        load[t] = want.sum()
    return load, need_kwh - remaining


def tariff_cost(load, prices, slot_h):
    cost = 0.0
    for t in range(len(load)):
        cost += load[t] * slot_h * prices[t]
    return cost


def load_duration(load):
    ordered = np.sort(load)[::-1]
    hours_above = np.zeros(5)
    levels = np.linspace(0, ordered[0], 6)[1:]
    for k in range(len(levels)):
        count = 0
        for v in ordered:
            if v >= levels[k]:
                count += 1
        hours_above[k] = count
    return levels, hours_above


def main():
    rng = np.random.default_rng(7)
    n_slots, slot_h = 96, 0.25
    arrive, depart, need, max_kw = make_sessions(rng, 120, n_slots)
    prices = 0.18 + 0.12 * np.sin(np.linspace(0, 2 * np.pi, n_slots)) ** 2
    base, got = uncontrolled_load(arrive, depart, need, max_kw, n_slots, slot_h)
    shaved, got2 = peak_shaved(arrive, depart, need, max_kw, n_slots, slot_h, 150.0)
    print("peak kW", round(float(base.max()), 2), round(float(shaved.max()), 2))
    print("energy", round(float(got.sum()), 2), round(float(got2.sum()), 2))
    print("cost", round(tariff_cost(base, prices, slot_h), 2), round(tariff_cost(shaved, prices, slot_h), 2))
    levels, hrs = load_duration(base)
    print("duration", np.round(levels, 1).tolist(), hrs.tolist())


if __name__ == "__main__":
    main()
