"""Solar thermal collector field: explicit energy balance of fluid temperature along each collector row."""
import numpy as np

ROWS = 32
SEGMENTS = 60


def irradiance(hour):
    return np.maximum(0.0, 950.0 * np.sin(np.pi * (hour - 6.0) / 12.0))


def step_field(T, G, T_amb, flow, dt):
    cp = 4186.0
    mass = 1.2
    eta0, a1 = 0.78, 3.8
    area = 2.0
    T_new = T.copy()
    for r in range(ROWS):
        for s in range(SEGMENTS):
            upstream = T[r, s - 1] if s > 0 else 40.0
            gain = eta0 * G * area - a1 * area * (T[r, s] - T_amb)
            adv = flow[r] * cp * (upstream - T[r, s])
            T_new[r, s] = T[r, s] + dt * (gain + adv) / (mass * cp)
    return T_new


def main():
    rng = np.random.default_rng(2)
    T = np.full((ROWS, SEGMENTS), 40.0)
    flow = rng.uniform(0.015, 0.025, ROWS)
    dt = 5.0
    outlet = []
    energy = 0.0
    for k in range(int(12 * 3600 / dt)):
        hour = 6.0 + k * dt / 3600.0
        G = irradiance(hour)
        T_amb = 18.0 + 8.0 * np.sin(np.pi * (hour - 9.0) / 12.0)
        T = step_field(T, G, T_amb, flow, dt)
        q = np.sum(flow * 4186.0 * (T[:, -1] - 40.0)) * dt
        energy += q
        if k % 720 == 0:
            outlet.append(T[:, -1].mean())
    print("outlet temperature every hour", np.round(outlet, 1))
    print("energy collected kWh %.1f" % (energy / 3.6e6))
    print("hottest row", int(np.argmax(T[:, -1])))


if __name__ == "__main__":
    main()
