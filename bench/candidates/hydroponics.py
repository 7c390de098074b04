"""Hydroponic farm: nutrient dosing controller for a bank of tanks, simulated over a week."""
import numpy as np

N_TANKS = 48
STEPS = 7 * 24 * 12  # five-minute steps


def plant_uptake(step, n, rng):
    hour = (step // 12) % 24
    light = 1.0 if 6 <= hour < 20 else 0.2
    return light * rng.uniform(0.002, 0.004, n)


def dose(ec, target, gain, max_dose):
    err = target - ec
    d = np.clip(gain * err, 0.0, max_dose)
    return d


def simulate(rng):
    ec = rng.uniform(1.2, 1.8, N_TANKS)
    ph = rng.uniform(5.6, 6.4, N_TANKS)
    target = np.full(N_TANKS, 1.6)
    volume = rng.uniform(180, 220, N_TANKS)
    history = np.zeros((STEPS, N_TANKS))
    dosed = np.zeros(N_TANKS)
    for step in range(STEPS):
        uptake = plant_uptake(step, N_TANKS, rng)
        ec = ec - uptake
        d = dose(ec, target, gain=0.5, max_dose=0.05)
        ec = ec + d * 200.0 / volume
        dosed += d
        ph = ph + 0.01 * (6.0 - ph) + rng.normal(0, 0.005, N_TANKS)
        history[step] = ec
        if step % 288 == 0:
            worst = np.max(np.abs(ec - target))
            print("day", step // 288, "worst EC error %.3f" % worst)
    return history, dosed, ph


def alarms(history, lo, hi, min_len=6):
    count = np.zeros(history.shape[1], dtype=int)
    for k in range(history.shape[1]):
        run = 0
        for v in history[:, k]:
            if v < lo or v > hi:
                run += 1
                if run == min_len:
                    count[k] += 1
            else:
                run = 0
    return count


def main():
    rng = np.random.default_rng(5)
    history, dosed, ph = simulate(rng)
    print("nutrient used L %.2f" % dosed.sum())
    print("EC mean %.3f sd %.3f" % (history[-288:].mean(), history[-288:].std()))
    print("pH range %.2f-%.2f" % (ph.min(), ph.max()))
    print("alarms per tank", alarms(history, 1.45, 1.75)[:12])


if __name__ == "__main__":
    main()
