"""Bucket rainfall-runoff model over many catchments, with calibration by grid search."""
import numpy as np


def bucket_model(rain, pet, capacity, k_fast, k_slow):
    n = len(rain)
    storage = 0.5 * capacity
    groundwater = 10.0
    flow = np.zeros(n)
    for t in range(n):
        storage += rain[t]
        et = min(pet[t] * storage / capacity, storage)
        storage -= et
        excess = max(0.0, storage - capacity)
        storage -= excess
        recharge = 0.05 * storage
        storage -= recharge
        groundwater += recharge
        baseflow = k_slow * groundwater
        groundwater -= baseflow
        flow[t] = k_fast * excess + baseflow
    return flow


def nash_sutcliffe(sim, obs):
    return 1.0 - np.sum((sim - obs) ** 2) / np.sum((obs - np.mean(obs)) ** 2)


def calibrate(rain, pet, obs):
    best = (-np.inf, None)
    for cap in np.linspace(50, 250, 9):
        for kf in (0.3, 0.5, 0.7, 0.9):
            sim = bucket_model(rain, pet, cap, kf, 0.02)
            score = nash_sutcliffe(sim, obs)
            if score > best[0]:
                best = (score, (cap, kf))
    return best


def main():
    rng = np.random.default_rng(21)
    days = 730
    season = 1.0 + 0.5 * np.sin(2 * np.pi * np.arange(days) / 365.0)
    for c in range(3):
        wet = rng.random(days) < 0.3
        rain = np.where(wet, rng.gamma(2.0, 6.0, days), 0.0)
        pet = 2.5 * season
        obs = bucket_model(rain, pet, 120.0 + 40 * c, 0.6, 0.02)
        obs = obs * (1 + 0.05 * rng.standard_normal(days))
        score, params = calibrate(rain, pet, obs)
        total = 0.0
        for t in range(days):
            total += obs[t]
        print(f"catchment {c}: NSE={score:.4f} cap={params[0]:.1f} kf={params[1]:.1f} total={total:.2f}")


main()
