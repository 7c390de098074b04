"""Tennis serve tracking: ball speeds per player and match, first-serve percentage, ace zones."""
import numpy as np


def serves(n_players, n_serves, rng):
    speed = rng.normal(185, 12, (n_players, n_serves))
    landed_x = rng.uniform(-4.1, 4.1, (n_players, n_serves))
    landed_y = rng.uniform(0, 6.4, (n_players, n_serves))
    first = rng.random((n_players, n_serves)) < 0.62
    return speed, landed_x, landed_y, first


def first_serve_pct(first):
    pct = np.zeros(first.shape[0])
    for p in range(first.shape[0]):
        pct[p] = 100.0 * np.count_nonzero(first[p]) / first.shape[1]
    return pct


def speed_stats(speed, first):
    fast = np.zeros(speed.shape[0])
    avg_first = np.zeros(speed.shape[0])
    for p in range(speed.shape[0]):
        fast[p] = np.max(speed[p])
        avg_first[p] = np.mean(speed[p][first[p]])
    return fast, avg_first


def zone_counts(landed_x, n_zones=3):
    counts = np.zeros((landed_x.shape[0], n_zones), dtype=int)
    edges = np.linspace(-4.1, 4.1, n_zones + 1)
    for p in range(landed_x.shape[0]):
        for s in range(landed_x.shape[1]):
            z = int(np.searchsorted(edges, landed_x[p, s]) - 1)
            z = min(max(z, 0), n_zones - 1)
            counts[p, z] += 1
    return counts


def depth_score(landed_y, service_line=6.4):
    score = np.zeros(landed_y.shape)
    for p in range(landed_y.shape[0]):
        for s in range(landed_y.shape[1]):
            score[p, s] = 1.0 - (service_line - landed_y[p, s]) / service_line
    return score


def rolling_speed(speed, w=20):
    out = np.zeros((speed.shape[0], speed.shape[1] - w + 1))
    for p in range(speed.shape[0]):
        for s in range(speed.shape[1] - w + 1):
            out[p, s] = speed[p, s:s + w].mean()
    return out


if __name__ == "__main__":
    rng = np.random.default_rng(85)
    sp, lx, ly, fi = serves(40, 300, rng)
    pct = first_serve_pct(fi)
    fast, af = speed_stats(sp, fi)
    zc = zone_counts(lx)
    ds = depth_score(ly)
    rs = rolling_speed(sp)
    print(f"pct={pct.mean():.5f} fast={fast.max():.4f} af={af.mean():.5f} zones={zc[:, 1].sum()} depth={ds.mean():.6f} roll={rs.mean():.5f}")
