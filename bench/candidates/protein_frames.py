"""Molecular dynamics trajectory analysis: RMSD, radius of gyration and contact maps."""
import numpy as np


def trajectory(n_frames, n_atoms, rng):
    ref = np.cumsum(rng.normal(0, 1.5, (n_atoms, 3)), axis=0)
    frames = np.zeros((n_frames, n_atoms, 3))
    for f in range(n_frames):
        frames[f] = ref + rng.normal(0, 0.1 + 0.002 * f, (n_atoms, 3))
    return ref, frames


def rmsd(frames, ref):
    out = np.zeros(frames.shape[0])
    for f in range(frames.shape[0]):
        diff = frames[f] - ref
        out[f] = np.sqrt((diff ** 2).sum(axis=1).mean())
    return out


def radius_of_gyration(frames, masses):
    rg = []
    for f in range(frames.shape[0]):
        com = (frames[f] * masses[:, None]).sum(axis=0) / masses.sum()
        rg.append(np.sqrt((masses * ((frames[f] - com) ** 2).sum(axis=1)).sum() / masses.sum()))
    return np.array(rg)


def contact_map(coords, cutoff):
    n = coords.shape[0]
    cmap = np.zeros((n, n), dtype=bool)
    for i in range(n):
        for j in range(n):
            d = np.sqrt(((coords[i] - coords[j]) ** 2).sum())
            cmap[i, j] = d < cutoff
    return cmap


def contact_persistence(frames, cutoff):
    total = np.zeros((frames.shape[1], frames.shape[1]))
    for f in range(frames.shape[0]):
        total += contact_map(frames[f], cutoff)
    return total / frames.shape[0]


if __name__ == "__main__":
    rng = np.random.default_rng(41)
    ref, frames = trajectory(50, 40, rng)
    print("final RMSD %.4f" % rmsd(frames, ref)[-1])
    masses = rng.choice([12.0, 14.0, 16.0], 40)
    print("mean Rg %.4f" % radius_of_gyration(frames, masses).mean())
    persist = contact_persistence(frames, 4.0)
    print("persistent contacts", int((persist > 0.9).sum()))
