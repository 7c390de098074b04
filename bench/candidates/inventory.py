"""Inventory simulation: restock rules, fill rates, reorder points."""
import numpy as np

ITEMS, DAYS = 5000, 60


def reorder_flags(stock, reorder_point):
    flags = np.zeros(stock.shape, dtype=bool)
    for i in range(stock.shape[0]):
        if stock[i] < reorder_point[i]:
            flags[i] = True
    return flags


def simulate(demand, start, reorder_point, batch):
    stock = start.astype(np.float64)
    history = []
    for day in range(demand.shape[1]):
        stock = stock - demand[:, day]
        low = np.nonzero(stock < reorder_point)
        stock[low] = stock[low] + batch
        history.append(stock.copy())
        if np.all(stock > 0):
            print("day", day, "all items in stock")
    return np.vstack(history)


def fill_rate(history):
    rate = np.zeros(history.shape[1])
    for j in range(history.shape[1]):
        rate[j] = (history[:, j] > 0).mean()
    return rate


def main(seed=1):
    rng = np.random.default_rng(seed)
    demand = rng.poisson(3.0, (ITEMS, DAYS)).astype(float)
    start = rng.integers(20, 100, ITEMS)
    rp = np.full(ITEMS, 15.0)
    flags = reorder_flags(start.astype(float), rp)
    hist = simulate(demand, start, rp, 50.0)
    print(int(flags.sum()), round(float(fill_rate(hist).mean()), 10), hist.shape)


if __name__ == "__main__":
    main()
