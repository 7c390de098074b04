"""In-line inspection of a pipeline: wall-loss grids per joint, corrosion clusters, burst pressure."""
import numpy as np


def wall_thickness(n_joints, n_axial, n_circ, rng, nominal=12.7):
    wt = np.full((n_joints, n_axial, n_circ), nominal)
    for j in range(n_joints):
        n_pits = rng.integers(0, 6)
        for _ in range(n_pits):
            a = rng.integers(0, n_axial)
            c = rng.integers(0, n_circ)
            depth = rng.uniform(0.5, 5.0)
            wt[j, a, c] -= depth
        wt[j] += rng.normal(0, 0.05, (n_axial, n_circ))
    return wt


def metal_loss(wt, nominal=12.7):
    loss = np.zeros(wt.shape[0])
    for j in range(wt.shape[0]):
        loss[j] = (nominal - wt[j].min()) / nominal
    return loss


def flagged_area(wt, nominal=12.7, thresh=0.1):
    area = np.zeros(wt.shape[0], dtype=int)
    for j in range(wt.shape[0]):
        for a in range(wt.shape[1]):
            for c in range(wt.shape[2]):
                if nominal - wt[j, a, c] > thresh * nominal:
                    area[j] += 1
    return area


def burst_pressure(loss, smys=448.0, d=610.0, t=12.7):
    p = np.zeros(len(loss))
    for j in range(len(loss)):
        flow = 1.1 * smys
        p[j] = 2 * flow * t / d * (1 - 0.85 * loss[j]) / (1 - 0.85 * loss[j] / 1.3)
    return p


def axial_profile(wt):
    prof = np.zeros((wt.shape[0], wt.shape[1]))
    for j in range(wt.shape[0]):
        for a in range(wt.shape[1]):
            prof[j, a] = wt[j, a].mean()
    return prof


def deepest_clock(wt):
    clock = np.zeros(wt.shape[0])
    for j in range(wt.shape[0]):
        a, c = np.unravel_index(np.argmin(wt[j]), wt[j].shape)
        clock[j] = 12.0 * c / wt.shape[2]
    return clock


if __name__ == "__main__":
    rng = np.random.default_rng(74)
    wt = wall_thickness(120, 40, 32, rng)
    ml = metal_loss(wt)
    fa = flagged_area(wt)
    bp = burst_pressure(ml)
    pr = axial_profile(wt)
    dc = deepest_clock(wt)
    print(f"loss={ml.mean():.6f} area={fa.sum()} burst={bp.min():.5f} prof={pr.mean():.6f} clock={dc.sum():.4f}")
