"""Football player tracking at 25 Hz: speeds, distance covered, sprints and heat maps."""
import numpy as np

FPS = 25.0


def simulate(n_players, n_frames, rng):
    pos = np.zeros((n_players, n_frames, 2))
    pos[:, 0] = rng.uniform([0, 0], [105, 68], (n_players, 2))
    vel = np.zeros((n_players, 2))
    for f in range(1, n_frames):
        vel = 0.95 * vel + rng.normal(0, 0.08, (n_players, 2))
        pos[:, f] = np.clip(pos[:, f - 1] + vel / FPS * 5, [0, 0], [105, 68])
    return pos


def speeds(pos):
    n_players, n_frames, _ = pos.shape
    v = np.zeros((n_players, n_frames - 1))
    for p in range(n_players):
        for f in range(n_frames - 1):
            dx = pos[p, f + 1, 0] - pos[p, f, 0]
            dy = pos[p, f + 1, 1] - pos[p, f, 1]
            v[p, f] = np.sqrt(dx * dx + dy * dy) * FPS
    return v


def distance_covered(v):
    total = np.zeros(v.shape[0])
    for p in range(v.shape[0]):
        total[p] = v[p].sum() / FPS
    return total


def sprint_count(v, threshold, min_frames):
    counts = []
    for p in range(v.shape[0]):
        run = 0
        n = 0
        for f in range(v.shape[1]):
            if v[p, f] > threshold:
                run += 1
                if run == min_frames:
                    n += 1
            else:
                run = 0
        counts.append(n)
    return counts


def heat_map(pos, nx, ny):
    grid = np.zeros((ny, nx))
    for p in range(pos.shape[0]):
        for f in range(pos.shape[1]):
            i = int(pos[p, f, 1] / 68.0 * (ny - 1))
            j = int(pos[p, f, 0] / 105.0 * (nx - 1))
            grid[i, j] += 1
    return grid / grid.sum()


if __name__ == "__main__":
    rng = np.random.default_rng(2)
    pos = simulate(11, 1500, rng)
    v = speeds(pos)
    print("distance (m)", np.round(distance_covered(v), 1))
    print("sprints", sprint_count(v, 5.5, 10))
    hm = heat_map(pos, 21, 14)
    print("hottest cell", np.unravel_index(hm.argmax(), hm.shape), "%.4f" % hm.max())
