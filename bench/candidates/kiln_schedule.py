"""Lumber drying kiln: moisture content per board stack, schedule steps, and energy use."""
import numpy as np

STACKS = 30


def schedule():
    steps = [(0, 50.0, 0.85), (24, 55.0, 0.75), (72, 60.0, 0.6), (120, 70.0, 0.45), (168, 75.0, 0.35)]
    return steps


def conditions(hour, steps):
    temp, rh = steps[0][1], steps[0][2]
    for start, t, h in steps:
        if hour >= start:
            temp, rh = t, h
    return temp, rh


def equilibrium_mc(temp, rh):
    w = 330 + 0.452 * temp + 0.00415 * temp ** 2
    k = 0.791 + 4.63e-4 * temp - 8.44e-7 * temp ** 2
    k1 = 6.34 + 7.75e-4 * temp - 9.35e-5 * temp ** 2
    k2 = 1.09 + 2.84e-2 * temp - 9.04e-5 * temp ** 2
    kh = k * rh
    return 1800 / w * (kh / (1 - kh) + (k1 * kh + 2 * k1 * k2 * kh ** 2) / (1 + k1 * kh + k1 * k2 * kh ** 2))


def dry(rng, hours=240):
    mc = rng.uniform(45, 70, STACKS)
    rate = rng.uniform(0.015, 0.03, STACKS)
    steps = schedule()
    energy = np.zeros(hours)
    history = np.zeros((hours, STACKS))
    for hour in range(hours):
        temp, rh = conditions(hour, steps)
        emc = equilibrium_mc(temp, rh)
        loss = rate * (mc - emc)
        mc = mc - loss
        energy[hour] = loss.sum() * 2.3 + 0.05 * temp
        history[hour] = mc
    return history, energy


def time_to_target(history, target=12.0):
    out = np.full(history.shape[1], -1)
    for s in range(history.shape[1]):
        for h in range(history.shape[0]):
            if history[h, s] <= target:
                out[s] = h
                break
    return out


def main():
    rng = np.random.default_rng(6)
    history, energy = dry(rng)
    t = time_to_target(history)
    print("final MC", np.round(history[-1, :6], 2))
    print("hours to 12%", t[:10])
    print("energy total %.1f, per stack %.2f" % (energy.sum(), energy.sum() / STACKS))


if __name__ == "__main__":
    main()
