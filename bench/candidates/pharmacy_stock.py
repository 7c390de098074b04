"""Hospital pharmacy: simulate daily dispensing per drug, reorder policy, and expiry losses."""
import numpy as np

N_DRUGS = 40
DAYS = 365


def demand_profile(rng):
    base = rng.gamma(2.0, 6.0, N_DRUGS)
    season = 1 + 0.25 * np.sin(2 * np.pi * (np.arange(DAYS) - 30) / 365)
    return base[:, None] * season[None, :]


def simulate(rng, reorder_point, order_qty, lead_time=5, shelf_life=120):
    mean_demand = demand_profile(rng)
    stock = np.full(N_DRUGS, 200.0)
    pipeline = np.zeros((N_DRUGS, lead_time + 1))
    stockouts = np.zeros(N_DRUGS, dtype=int)
    expired = np.zeros(N_DRUGS)
    age = np.zeros(N_DRUGS)
    for day in range(DAYS):
        stock += pipeline[:, 0]
        pipeline[:, :-1] = pipeline[:, 1:]
        pipeline[:, -1] = 0
        demand = rng.poisson(mean_demand[:, day])
        short = demand > stock
        stockouts += short
        stock = np.maximum(stock - demand, 0)
        age += 1
        old = age > shelf_life
        expired += np.where(old, stock * 0.1, 0.0)
        stock = np.where(old, stock * 0.9, stock)
        age[old] = 0
        on_order = pipeline.sum(axis=1)
        need = stock + on_order < reorder_point
        pipeline[need, -1] += order_qty[need]
    return stockouts, expired, stock


def service_level(stockouts):
    levels = []
    for k in range(len(stockouts)):
        levels.append(1.0 - stockouts[k] / DAYS)
    return np.array(levels)


def cost(expired, unit_price):
    total = 0.0
    for k in range(N_DRUGS):
        total += expired[k] * unit_price[k]
    return total


def main():
    rng = np.random.default_rng(12)
    reorder = np.full(N_DRUGS, 80.0)
    qty = np.full(N_DRUGS, 150.0)
    stockouts, expired, stock = simulate(rng, reorder, qty)
    price = rng.uniform(2.0, 80.0, N_DRUGS)
    sl = service_level(stockouts)
    print("mean service level %.4f" % sl.mean())
    print("worst drugs", np.argsort(sl)[:5])
    print("expiry cost %.2f" % cost(expired, price))
    print("closing stock", np.round(stock[:8], 1))


if __name__ == "__main__":
    main()
