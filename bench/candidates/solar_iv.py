"""Solar cell test bench: IV sweeps, maximum power point, fill factor, series resistance."""
import numpy as np


def sweeps(n_cells, n_points, rng):
    v = np.linspace(0.0, 0.7, n_points)
    isc = rng.uniform(8.5, 9.5, n_cells)
    i0 = rng.uniform(1e-10, 5e-10, n_cells)
    curves = np.zeros((n_cells, n_points))
    for c in range(n_cells):
        for k in range(n_points):
            curves[c, k] = isc[c] - i0[c] * (np.exp(v[k] / 0.0259) - 1.0)
    curves += rng.normal(0, 0.01, curves.shape)
    return v, curves


def max_power(v, curves):
    pmax = np.zeros(curves.shape[0])
    vmp = np.zeros(curves.shape[0])
    for c in range(curves.shape[0]):
        p = v * curves[c]
        k = np.argmax(p)
        pmax[c] = p[k]
        vmp[c] = v[k]
    return pmax, vmp


def open_circuit(v, curves):
    voc = np.zeros(curves.shape[0])
    for c in range(curves.shape[0]):
        row = curves[c]
        for k in range(1, len(row)):
            if row[k - 1] > 0 >= row[k]:
                voc[c] = v[k - 1] + (v[k] - v[k - 1]) * row[k - 1] / (row[k - 1] - row[k])
                break
    return voc


def fill_factor(pmax, voc, isc):
    ff = np.zeros(len(pmax))
    for c in range(len(pmax)):
        ff[c] = pmax[c] / (voc[c] * isc[c])
    return ff


def series_resistance(v, curves, voc):
    rs = np.zeros(curves.shape[0])
    for c in range(curves.shape[0]):
        near = np.abs(v - voc[c]) < 0.03
        slope = np.polyfit(curves[c, near], v[near], 1)[0]
        rs[c] = -slope
    return rs


def bin_cells(pmax, edges):
    grade = np.zeros(len(pmax), dtype=int)
    for c in range(len(pmax)):
        g = 0
        for e in edges:
            if pmax[c] >= e:
                g += 1
        grade[c] = g
    return grade


def main():
    rng = np.random.default_rng(12)
    v, curves = sweeps(30, 200, rng)
    pmax, vmp = max_power(v, curves)
    print("pmax", np.round(pmax[:5], 5), np.round(vmp[:5], 5))
    voc = open_circuit(v, curves)
    print("voc", np.round(voc[:5], 5))
    isc = curves[:, 0]
    print("ff", np.round(fill_factor(pmax, voc, isc)[:5], 5))
    print("rs", np.round(series_resistance(v, curves, voc)[:4], 5))
    print("grades", bin_cells(pmax, [4.5, 4.7, 4.9]))


main()
