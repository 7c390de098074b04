"""Coffee roasting logs: rate of rise, development time, first crack, batch consistency."""
import numpy as np


def roast_curve(seconds, charge, rng):
    t = np.arange(seconds, dtype=float)
    bean = 200 - (200 - charge) * np.exp(-t / 240.0) + rng.normal(0, 0.6, seconds)
    bean[:45] = charge - 80 * np.sin(np.linspace(0, np.pi / 2, 45)) + 80 * np.linspace(0, 1, 45) ** 2
    return t, bean


def rate_of_rise(bean, span):
    ror = np.zeros(len(bean))
    for i in range(span, len(bean)):
        ror[i] = (bean[i] - bean[i - span]) * 60.0 / span
    return ror


def smooth(x, width):
    out = np.zeros(len(x) - width + 1)
    for i in range(len(out)):
        out[i] = np.mean(x[i:i + width])
    return out


def turning_point(bean):
    lowest = 0
    for i in range(1, len(bean)):
        if bean[i] < bean[lowest]:
            lowest = i
    return lowest


def first_crack(bean, temp):
    for i in range(len(bean)):
        if bean[i] >= temp:
            return i
    return -1


def development_ratio(total, crack):
    return (total - crack) / total


def batch_table(batches):
    rows = []
    for b in range(batches.shape[0]):
        curve = batches[b]
        rows.append((curve.max(), curve.argmax(), curve[-1] - curve[0]))
    return np.array(rows)


def consistency(batches):
    spread = np.zeros(batches.shape[1])
    for s in range(batches.shape[1]):
        spread[s] = batches[:, s].max() - batches[:, s].min()
    return spread


def main():
    rng = np.random.default_rng(7)
    t, bean = roast_curve(720, 180.0, rng)
    ror = rate_of_rise(bean, 30)
    sm = smooth(ror, 15)
    tp = turning_point(bean)
    fc = first_crack(bean, 196.0)
    print("turning point", tp, "first crack", fc)
    print("development", round(development_ratio(len(bean), fc), 3))
    print("ror peak", round(sm.max(), 2), "ror at end", round(sm[-1], 2))
    batches = np.stack([roast_curve(720, 175.0 + 2 * k, rng)[1] for k in range(6)])
    table = batch_table(batches)
    print("batch maxima", np.round(table[:, 0], 1))
    spread = consistency(batches)
    print("max spread", round(spread.max(), 2), "mean spread", round(spread.mean(), 3))


if __name__ == "__main__":
    main()
