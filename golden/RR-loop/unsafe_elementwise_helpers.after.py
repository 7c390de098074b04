import numpy as np

R_GAS = 8.314


def ocv(soc):
    """Open-circuit voltage of a cell at a state of charge."""
    return 3.0 + 1.2 * soc - 0.3 * soc ** 2


def arrhenius(a, ea, t, t_ref=298.15):
    scale = -ea / R_GAS
    return a * np.exp(scale * (1.0 / t - 1.0 / t_ref))


def cell_voltages(soc, offsets, resistance, current):
    n_cells = len(offsets)
    v = np.zeros((n_cells, len(current)))
    v[:n_cells, :len(current)] = (
        ocv(soc[:len(current)] + offsets[:n_cells, None])
        - resistance[:n_cells, None] * current[:len(current)]
    )
    return v


def rate_table(temps, a, ea):
    rates = np.zeros(len(temps))
    rates[:] = arrhenius(a, ea, temps)
    return rates


def anti_diagonal(tri):
    n = tri.shape[0]
    r = np.zeros(n)
    r[:n] = tri[:n, -1] - tri[np.arange(n), n - np.arange(n) - 1]
    return r


def _inputs(rng):
    return [
        ("cell_voltages", (rng.random(20), rng.normal(0, 0.01, 4), rng.random(4) * 0.01, rng.normal(0, 5, 20))),
        ("rate_table", (rng.uniform(280, 350, 15), 1.0e6, 5.0e4)),
        ("anti_diagonal", (rng.random((6, 6)),)),
    ]
