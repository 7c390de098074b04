"""Ground-station pass prediction for a circular LEO orbit, with link budget per pass."""
import numpy as np

R_E = 6371.0
MU = 398600.4418


def orbit_positions(alt_km, incl_deg, times):
    r = R_E + alt_km
    n = np.sqrt(MU / r ** 3)
    inc = np.radians(incl_deg)
    pos = np.zeros((len(times), 3))
    for i, t in enumerate(times):
        u = n * t
        pos[i, 0] = r * np.cos(u)
        pos[i, 1] = r * np.sin(u) * np.cos(inc)
        pos[i, 2] = r * np.sin(u) * np.sin(inc)
    return pos


def station_vector(lat_deg, lon_deg, times):
    lat = np.radians(lat_deg)
    omega = 7.2921159e-5
    lon = np.radians(lon_deg) + omega * times
    return R_E * np.column_stack([np.cos(lat) * np.cos(lon), np.cos(lat) * np.sin(lon), np.full(len(times), np.sin(lat))])


def elevation(sat, gs):
    rel = sat - gs
    up = gs / np.linalg.norm(gs, axis=1, keepdims=True)
    rng_km = np.linalg.norm(rel, axis=1)
    sin_el = np.sum(rel * up, axis=1) / rng_km
    return np.degrees(np.arcsin(sin_el)), rng_km


def find_passes(el, min_el=10.0):
    passes = []
    inside = False
    start = 0
    for i in range(len(el)):
        if el[i] > min_el and not inside:
            inside = True
            start = i
        elif el[i] <= min_el and inside:
            inside = False
            passes.append((start, i))
    return passes


def link_margin(rng_km, freq_ghz=2.2, eirp=10.0, gt=-10.0):
    margin = np.empty(len(rng_km))
    for i in range(len(rng_km)):
        fspl = 92.45 + 20 * np.log10(rng_km[i]) + 20 * np.log10(freq_ghz)
        margin[i] = eirp - fspl + gt + 228.6 - 10 * np.log10(1e6) - 10
    return margin


if __name__ == "__main__":
    t = np.arange(0, 86400, 20.0)
    sat = orbit_positions(550, 53, t)
    gs = station_vector(48.1, 11.6, t)
    el, rng_km = elevation(sat, gs)
    ps = find_passes(el)
    print(len(ps), ps[:3])
    m = link_margin(rng_km)
    for a, b in ps[:3]:
        print(round(float(m[a:b].max()), 3))
