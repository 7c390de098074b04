"""Warehouse order picking: slot distances, route lengths per batch, and slotting by velocity."""
import numpy as np


def slot_coords(n_aisles, slots_per_aisle):
    xs = np.zeros(n_aisles * slots_per_aisle)
    ys = np.zeros(n_aisles * slots_per_aisle)
    for a in range(n_aisles):
        for s in range(slots_per_aisle):
            k = a * slots_per_aisle + s
            xs[k] = a * 3.0
            ys[k] = 1.0 + s * 1.2
    return xs, ys


def order_lines(n_orders, n_skus, rng):
    orders = []
    for o in range(n_orders):
        k = rng.integers(1, 8)
        orders.append(rng.choice(n_skus, k, replace=False))
    return orders


def velocity(orders, n_skus):
    v = np.zeros(n_skus)
    for lines in orders:
        for sku in lines:
            v[sku] += 1
    return v


def s_shape_length(slots, xs, ys, depth):
    aisles = np.unique(xs[slots])
    length = 0.0
    for k, ax in enumerate(aisles):
        length += depth
        if k > 0:
            length += ax - aisles[k - 1]
    length += aisles[-1]
    return length


def batch_lengths(orders, slot_of, xs, ys, depth, batch):
    lengths = []
    for b in range(0, len(orders), batch):
        skus = np.concatenate(orders[b:b + batch])
        lengths.append(s_shape_length(slot_of[skus], xs, ys, depth))
    return np.array(lengths)


def distance_from_dock(xs, ys):
    d = np.zeros(len(xs))
    for k in range(len(xs)):
        d[k] = abs(xs[k]) + ys[k]
    return d


if __name__ == "__main__":
    rng = np.random.default_rng(23)
    n_aisles, spa, n_skus = 20, 40, 800
    xs, ys = slot_coords(n_aisles, spa)
    orders = order_lines(1500, n_skus, rng)
    v = velocity(orders, n_skus)
    random_slot = rng.permutation(n_skus)
    d = distance_from_dock(xs, ys)
    by_velocity = np.empty(n_skus, dtype=int)
    by_velocity[np.argsort(-v)] = np.argsort(d)[:n_skus]
    before = batch_lengths(orders, random_slot, xs, ys, spa * 1.2 + 2, 10)
    after = batch_lengths(orders, by_velocity, xs, ys, spa * 1.2 + 2, 10)
    print(f"route before={before.mean():.4f} after={after.mean():.4f} top velocity={v.max():.0f}")
