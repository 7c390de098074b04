"""Forest-fire cellular automaton with periodic statistics."""
import numpy as np

N = 256
STEPS = 60


def neighbours_burning(state):
    burning = (state == 2).astype(np.int64)
    count = np.zeros_like(burning)
    count[1:, :] += burning[:-1, :]
    count[:-1, :] += burning[1:, :]
    count[:, 1:] += burning[:, :-1]
    count[:, :-1] += burning[:, 1:]
    return count


def step(state, rng, p_grow, p_fire):
    new = state.copy()
    lit = neighbours_burning(state) > 0
    new[(state == 1) & lit] = 2
    new[state == 2] = 0
    grow = rng.random(state.shape) < p_grow
    new[(state == 0) & grow] = 1
    strike = rng.random(state.shape) < p_fire
    new[(new == 1) & strike] = 2
    return new


def run(seed=4):
    rng = np.random.default_rng(seed)
    state = rng.integers(0, 2, (N, N))
    trees = []
    for t in range(STEPS):
        state = step(state, rng, 0.05, 1e-4)
        n_trees = int((state == 1).sum())
        trees.append(n_trees)
        if n_trees == 0:
            break
    return state, trees


if __name__ == "__main__":
    s, tr = run()
    print(s.sum(), tr[-5:])
