"""Bootstrap zero rates from par swap rates, then price a bond portfolio."""
import numpy as np

TENORS = np.arange(1, 31)


def bootstrap(par):
    n = len(par)
    discount = np.zeros(n)
    for i in range(n):
        annuity = discount[:i].sum()
        discount[i] = (1.0 - par[i] * annuity) / (1.0 + par[i])
    zero = -np.log(discount) / TENORS[:n]
    return discount, zero


def price_bonds(discount, coupons, maturities):
    prices = np.zeros(len(coupons))
    for b in range(len(coupons)):
        m = maturities[b]
        prices[b] = coupons[b] * discount[:m].sum() + discount[m - 1]
    return prices


if __name__ == "__main__":
    par = 0.02 + 0.015 * (1 - np.exp(-TENORS / 8.0))
    discount, zero = bootstrap(par)
    rng = np.random.default_rng(4)
    coupons = rng.uniform(0.01, 0.05, 1000)
    maturities = rng.integers(1, 31, 1000)
    print(zero[[0, 9, 29]], price_bonds(discount, coupons, maturities).mean())
