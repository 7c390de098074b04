"""AIS vessel tracks: speed over ground, port calls, and closest approach between vessel pairs."""
import numpy as np

EARTH_KM = 6371.0


def tracks(n_ships, n_fix, rng):
    lat = 53.5 + np.cumsum(rng.normal(0, 0.002, (n_ships, n_fix)), axis=1)
    lon = 8.0 + np.cumsum(rng.normal(0.001, 0.003, (n_ships, n_fix)), axis=1)
    t = np.arange(n_fix) * 60.0
    return lat, lon, t


def distance_km(lat1, lon1, lat2, lon2):
    p1, p2 = np.radians(lat1), np.radians(lat2)
    dp = p2 - p1
    dl = np.radians(lon2 - lon1)
    a = np.sin(dp / 2) ** 2 + np.cos(p1) * np.cos(p2) * np.sin(dl / 2) ** 2
    return 2 * EARTH_KM * np.arcsin(np.sqrt(a))


def speed_knots(lat, lon, t):
    n_ships, n = lat.shape
    sog = np.zeros((n_ships, n - 1))
    for s in range(n_ships):
        for k in range(n - 1):
            d = distance_km(lat[s, k], lon[s, k], lat[s, k + 1], lon[s, k + 1])
            sog[s, k] = d / ((t[k + 1] - t[k]) / 3600.0) / 1.852
    return sog


def port_calls(sog, slow=4.0, min_len=3):
    calls = []
    for s in range(sog.shape[0]):
        run = 0
        n_calls = 0
        for v in sog[s]:
            if v < slow:
                run += 1
            else:
                if run >= min_len:
                    n_calls += 1
                run = 0
        calls.append(n_calls)
    return np.array(calls)


def closest_approach(lat, lon):
    n_ships = lat.shape[0]
    best = np.full((n_ships, n_ships), np.inf)
    for a in range(n_ships):
        for b in range(a + 1, n_ships):
            d = distance_km(lat[a], lon[a], lat[b], lon[b])
            best[a, b] = d.min()
            best[b, a] = best[a, b]
    return best


def main():
    rng = np.random.default_rng(3)
    lat, lon, t = tracks(25, 720, rng)
    sog = speed_knots(lat, lon, t)
    calls = port_calls(sog)
    cpa = closest_approach(lat, lon)
    print("mean SOG %.3f kn" % sog.mean())
    print("port calls", calls.sum())
    print("closest pair km %.4f" % cpa.min())


if __name__ == "__main__":
    main()
