"""Football shot data: expected-goals model, per-player totals, rolling form and zone maps."""
import numpy as np


def synth_shots(n, n_players, rng):
    x = rng.uniform(60, 120, n)
    y = rng.uniform(0, 80, n)
    player = rng.integers(0, n_players, n)
    header = rng.random(n) < 0.2
    return x, y, player, header


def shot_geometry(x, y):
    dist = np.zeros(len(x))
    angle = np.zeros(len(x))
    for i in range(len(x)):
        dx = 120.0 - x[i]
        dy = 40.0 - y[i]
        dist[i] = np.sqrt(dx * dx + dy * dy)
        a = np.arctan2(7.32 * dx, dx * dx + dy * dy - (7.32 / 2) ** 2)
        if a < 0:
            a += np.pi
        angle[i] = a
    return dist, angle


def xg(dist, angle, header):
    out = np.zeros(len(dist))
    for i in range(len(dist)):
        z = -1.2 - 0.09 * dist[i] + 1.4 * angle[i]
        if header[i]:
            z -= 0.8
        out[i] = 1.0 / (1.0 + np.exp(-z))
    return out


def player_totals(player, values, n_players):
    totals = np.zeros(n_players)
    shots = np.zeros(n_players, dtype=int)
    for i in range(len(player)):
        totals[player[i]] += values[i]
        shots[player[i]] += 1
    return totals, shots


def rolling_form(values, window):
    form = np.full(len(values), np.nan)
    for i in range(window - 1, len(values)):
        form[i] = values[i - window + 1:i + 1].sum()
    return form


def zone_map(x, y, values, nx, ny):
    grid = np.zeros((ny, nx))
    for i in range(len(x)):
        cx = min(int((x[i] - 60.0) / 60.0 * nx), nx - 1)
        cy = min(int(y[i] / 80.0 * ny), ny - 1)
        grid[cy, cx] += values[i]
    return grid


if __name__ == "__main__":
    rng = np.random.default_rng(9)
    x, y, player, header = synth_shots(5000, 25, rng)
    dist, angle = shot_geometry(x, y)
    vals = xg(dist, angle, header)
    totals, shots = player_totals(player, vals, 25)
    form = rolling_form(vals, 50)
    grid = zone_map(x, y, vals, 6, 4)
    print(f"xg total={vals.sum():.4f} top={totals.max():.4f} shots={shots.sum()}")
    print(f"form max={np.nanmax(form):.4f} grid max={grid.max():.4f}")
