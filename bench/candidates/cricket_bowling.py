"""Ball-tracking data for a bowling spell: release speed, bounce point, swing and economy."""
import numpy as np

N_BOWLERS = 8
BALLS = 120
FRAMES = 60


def trajectories(rng):
    traj = np.zeros((N_BOWLERS, BALLS, FRAMES, 3))
    t = np.linspace(0, 0.55, FRAMES)
    for b in range(N_BOWLERS):
        speed = rng.uniform(30, 42, BALLS)
        swing = rng.normal(0, 0.3, BALLS)
        for k in range(BALLS):
            x = speed[k] * t
            y = swing[k] * t ** 2
            z = 2.2 - 4.9 * t ** 2
            bounce = z < 0
            z[bounce] = -0.5 * z[bounce]
            traj[b, k, :, 0] = x
            traj[b, k, :, 1] = y
            traj[b, k, :, 2] = z
    return t, traj


def release_speed(t, traj):
    dt = t[1] - t[0]
    speed = np.zeros((N_BOWLERS, BALLS))
    for b in range(N_BOWLERS):
        for k in range(BALLS):
            d = traj[b, k, 3] - traj[b, k, 0]
            speed[b, k] = np.sqrt((d ** 2).sum()) / (3 * dt) * 3.6
    return speed


def bounce_length(traj):
    length = np.zeros((N_BOWLERS, BALLS))
    for b in range(N_BOWLERS):
        for k in range(BALLS):
            z = traj[b, k, :, 2]
            i = np.argmin(z)
            length[b, k] = 20.12 - traj[b, k, i, 0]
    return length


def lateral_swing(traj):
    sw = np.zeros((N_BOWLERS, BALLS))
    for b in range(N_BOWLERS):
        for k in range(BALLS):
            sw[b, k] = traj[b, k, -1, 1] - traj[b, k, 0, 1]
    return sw


def economy(rng):
    runs = rng.poisson(0.9, (N_BOWLERS, BALLS))
    overs = BALLS // 6
    econ = np.zeros(N_BOWLERS)
    for b in range(N_BOWLERS):
        total = 0
        for o in range(overs):
            total += runs[b, o * 6:(o + 1) * 6].sum()
        econ[b] = total / overs
    return econ


def main():
    rng = np.random.default_rng(44)
    t, traj = trajectories(rng)
    sp = release_speed(t, traj)
    ln = bounce_length(traj)
    sw = lateral_swing(traj)
    ec = economy(rng)
    print("speed", np.round(sp.mean(axis=1), 3))
    print("length", np.round(ln.mean(axis=1), 4))
    print("swing", np.round(np.abs(sw).mean(axis=1), 5))
    print("economy", np.round(ec, 3))


if __name__ == "__main__":
    main()
