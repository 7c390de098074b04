"""Mining block model: inverse-distance grade estimation from drill holes, cut-off tonnage and value."""
import numpy as np


def drill_samples(n_holes, per_hole, rng):
    xy = rng.uniform(0, 500, (n_holes, 2))
    pts = []
    grades = []
    for h in range(n_holes):
        z = np.linspace(0, -200, per_hole)
        for k in range(per_hole):
            g = 1.2 * np.exp(-((xy[h, 0] - 250) ** 2 + (xy[h, 1] - 220) ** 2) / 2e4) * np.exp(z[k] / 300)
            pts.append((xy[h, 0], xy[h, 1], z[k]))
            grades.append(g + rng.lognormal(-3, 0.5))
    return np.array(pts), np.array(grades)


def block_centres(nx, ny, nz, size):
    xs = (np.arange(nx) + 0.5) * size
    ys = (np.arange(ny) + 0.5) * size
    zs = -(np.arange(nz) + 0.5) * size
    return np.stack(np.meshgrid(xs, ys, zs, indexing="ij"), axis=-1).reshape(-1, 3)


def idw_estimate(blocks, pts, grades, power=2.0, radius=120.0):
    est = np.zeros(len(blocks))
    for b in range(len(blocks)):
        d = np.sqrt(np.sum((pts - blocks[b]) ** 2, axis=1))
        near = d < radius
        if not np.any(near):
            continue
        w = 1.0 / np.maximum(d[near], 1.0) ** power
        est[b] = np.sum(w * grades[near]) / np.sum(w)
    return est


def grade_tonnage(est, cutoffs, block_tonnes):
    tonnes = np.zeros(len(cutoffs))
    grade = np.zeros(len(cutoffs))
    for i, c in enumerate(cutoffs):
        sel = est >= c
        tonnes[i] = sel.sum() * block_tonnes
        grade[i] = est[sel].mean() if sel.any() else 0.0
    return tonnes, grade


def block_values(est, price, recovery, cost, block_tonnes):
    value = np.zeros(est.size)
    for b in range(est.size):
        revenue = est[b] * recovery * price * block_tonnes / 31.1035
        value[b] = revenue - cost * block_tonnes
    return value


if __name__ == "__main__":
    rng = np.random.default_rng(3)
    pts, grades = drill_samples(60, 20, rng)
    blocks = block_centres(20, 20, 8, 25.0)
    est = idw_estimate(blocks, pts, grades)
    cut = np.linspace(0.1, 1.0, 10)
    t, g = grade_tonnage(est, cut, 2.7 * 25 ** 3)
    val = block_values(est, 1900.0, 0.9, 45.0, 2.7 * 25 ** 3)
    print(f"est={est.mean():.6f} tonnes={t[3]:.1f} grade={g[3]:.6f} value={val[val > 0].sum():.2f}")
