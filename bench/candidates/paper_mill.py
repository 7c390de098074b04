"""Cross-direction moisture control on a paper machine: scanner profiles and actuator moves."""
import numpy as np

N_SCANS = 200
N_BOXES = 64
N_ACT = 32


def scanner_profiles(rng):
    base = 7.5 + 0.4 * np.sin(np.linspace(0, 3 * np.pi, N_BOXES))
    drift = np.cumsum(rng.normal(0, 0.01, N_SCANS))
    prof = base[None, :] + drift[:, None] + rng.normal(0, 0.15, (N_SCANS, N_BOXES))
    return prof


def remove_machine_direction(prof):
    cd = np.empty_like(prof)
    for k in range(prof.shape[0]):
        cd[k] = prof[k] - prof[k].mean()
    return cd


def box_to_actuator(cd):
    per = N_BOXES // N_ACT
    act = np.zeros((cd.shape[0], N_ACT))
    for k in range(cd.shape[0]):
        for j in range(N_ACT):
            act[k, j] = cd[k, j * per:(j + 1) * per].mean()
    return act


def controller(act_err, gain=0.3, limit=0.5):
    moves = np.zeros_like(act_err)
    position = np.zeros(N_ACT)
    for k in range(1, act_err.shape[0]):
        step = -gain * act_err[k - 1]
        for j in range(N_ACT):
            if step[j] > limit:
                step[j] = limit
            elif step[j] < -limit:
                step[j] = -limit
        position = position + step
        moves[k] = position
    return moves


def two_sigma(cd):
    out = np.zeros(cd.shape[0])
    for k in range(cd.shape[0]):
        s = 0.0
        for b in range(cd.shape[1]):
            s += cd[k, b] ** 2
        out[k] = 2.0 * np.sqrt(s / cd.shape[1])
    return out


def streak_boxes(cd, limit=0.35):
    streaks = []
    for b in range(cd.shape[1]):
        col = cd[:, b]
        if abs(col.mean()) > limit:
            streaks.append(b)
    return streaks


def main():
    rng = np.random.default_rng(5)
    prof = scanner_profiles(rng)
    cd = remove_machine_direction(prof)
    act = box_to_actuator(cd)
    moves = controller(act)
    ts = two_sigma(cd)
    print("2sigma first/last", round(float(ts[0]), 5), round(float(ts[-1]), 5))
    print("moves", np.round(moves[-1, :6], 5))
    print("streaks", streak_boxes(cd))
    print("act mean", round(float(np.abs(act).mean()), 6))


if __name__ == "__main__":
    main()
