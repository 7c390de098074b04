"""Tablet dissolution testing: percent released per vessel over time, f2 similarity, stage acceptance."""
import numpy as np

N_BATCHES = 40
N_VESSELS = 12
TIMES = np.array([5.0, 10.0, 15.0, 20.0, 30.0, 45.0, 60.0])
LABEL_CLAIM = 250.0


def release_profiles(rng):
    released = np.zeros((N_BATCHES, N_VESSELS, len(TIMES)))
    for b in range(N_BATCHES):
        k = rng.normal(0.08, 0.01)
        for v in range(N_VESSELS):
            k_v = k * rng.normal(1.0, 0.05)
            for t in range(len(TIMES)):
                released[b, v, t] = 100.0 * (1.0 - np.exp(-k_v * TIMES[t])) + rng.normal(0, 1.5)
    return released


def mean_profiles(released):
    means = np.zeros((N_BATCHES, len(TIMES)))
    sds = np.zeros((N_BATCHES, len(TIMES)))
    for b in range(N_BATCHES):
        for t in range(len(TIMES)):
            means[b, t] = released[b, :, t].mean()
            sds[b, t] = released[b, :, t].std(ddof=1)
    return means, sds


def f2_similarity(reference, test):
    f2 = np.zeros(len(test))
    for b in range(len(test)):
        diff = 0.0
        for t in range(len(TIMES)):
            diff += (reference[t] - test[b, t]) ** 2
        f2[b] = 50.0 * np.log10(100.0 / np.sqrt(1.0 + diff / len(TIMES)))
    return f2


def stage_one(released, q=80.0):
    passed = []
    for b in range(N_BATCHES):
        at_45 = released[b, :6, 5]
        if np.all(at_45 >= q + 5.0):
            passed.append(b)
    return passed


def cv_at_times(means, sds):
    cv = np.empty_like(means)
    for b in range(N_BATCHES):
        for t in range(len(TIMES)):
            if means[b, t] > 0:
                cv[b, t] = 100.0 * sds[b, t] / means[b, t]
            else:
                cv[b, t] = 0.0
    return cv


def mdt(means):
    out = np.zeros(N_BATCHES)
    for b in range(N_BATCHES):
        increments = np.diff(np.concatenate(([0.0], means[b])))
        mids = np.zeros(len(TIMES))
        for t in range(len(TIMES)):
            prev = TIMES[t - 1] if t > 0 else 0.0
            mids[t] = 0.5 * (prev + TIMES[t])
        out[b] = np.sum(mids * increments) / np.sum(increments)
    return out


def main():
    rng = np.random.default_rng(301)
    released = release_profiles(rng)
    means, sds = mean_profiles(released)
    f2 = f2_similarity(means[0], means[1:])
    ok = stage_one(released)
    cv = cv_at_times(means, sds)
    m = mdt(means)
    print("means", np.round(means[:2], 3))
    print("sds", np.round(sds[:2], 3))
    print("f2", np.round(f2[:6], 3), round(float(f2.min()), 3))
    print("stage1", len(ok), ok[:5])
    print("cv", np.round(cv[:2], 3))
    print("mdt", np.round(m[:6], 4))
    print("mg", round(float(means[:, -1].mean() * LABEL_CLAIM / 100.0), 3))


if __name__ == "__main__":
    main()
