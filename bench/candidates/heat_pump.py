"""Heat pump sizing: hourly heat load, COP by outdoor temperature, bin method, and backup heat."""
import numpy as np

HOURS = 8760


def outdoor_temperature(rng):
    h = np.arange(HOURS)
    seasonal = 8 - 12 * np.cos(2 * np.pi * (h - 24 * 20) / HOURS)
    daily = 4 * np.sin(2 * np.pi * (h % 24 - 9) / 24)
    return seasonal + daily + rng.normal(0, 2.0, HOURS)


def heat_load(t_out, ua=250.0, t_in=20.0, gains=600.0):
    load = np.zeros(HOURS)
    for h in range(HOURS):
        q = ua * (t_in - t_out[h]) - gains
        load[h] = q if q > 0 else 0.0
    return load


def cop(t_out):
    return np.clip(2.2 + 0.08 * (t_out + 7), 1.5, 5.0)


def capacity(t_out, rated=9000.0):
    return rated * np.clip(0.6 + 0.02 * (t_out + 7), 0.5, 1.2)


def bins(t_out, load, width=2.0):
    edges = np.arange(-20, 30 + width, width)
    hours = np.zeros(len(edges) - 1)
    energy = np.zeros(len(edges) - 1)
    for k in range(len(edges) - 1):
        sel = (t_out >= edges[k]) & (t_out < edges[k + 1])
        hours[k] = sel.sum()
        energy[k] = load[sel].sum()
    return edges, hours, energy


def main():
    rng = np.random.default_rng(23)
    t = outdoor_temperature(rng)
    load = heat_load(t)
    cap = capacity(t)
    delivered = np.minimum(load, cap)
    backup = load - delivered
    elec = delivered / cop(t) + backup
    edges, hours, energy = bins(t, load)
    print("annual heat kWh %.0f" % (load.sum() / 1000))
    print("electricity kWh %.0f, backup share %.3f" % (elec.sum() / 1000, backup.sum() / load.sum()))
    print("seasonal COP %.2f" % (load.sum() / elec.sum()))
    busiest = np.argsort(hours)[-3:]
    print("busiest bins", edges[busiest], hours[busiest])


if __name__ == "__main__":
    main()
