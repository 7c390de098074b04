"""Ceramics kiln: 1-D heat conduction through the wall during a firing schedule, and heat-work cones."""
import numpy as np


class KilnWall:
    def __init__(self, n_nodes, thickness_m, diffusivity):
        self.n = n_nodes
        self.dx = thickness_m / (n_nodes - 1)
        self.alpha = diffusivity
        self.temp = np.full(n_nodes, 20.0)

    def step(self, inside_c, outside_c, dt):
        r = self.alpha * dt / self.dx ** 2
        new = self.temp.copy()
        for i in range(1, self.n - 1):
            new[i] = self.temp[i] + r * (self.temp[i + 1] - 2 * self.temp[i] + self.temp[i - 1])
        new[0] = inside_c
        new[-1] = outside_c
        change = float(np.max(np.abs(new - self.temp)))
        self.temp = new
        return change

    def heat_loss(self, conductivity):
        return conductivity * (self.temp[-2] - self.temp[-1]) / self.dx


def schedule(minutes):
    setpoint = np.zeros(len(minutes))
    for i in range(len(minutes)):
        m = minutes[i]
        if m < 300:
            setpoint[i] = 20 + m * 3.0
        elif m < 420:
            setpoint[i] = 920 + (m - 300) * 2.0
        else:
            setpoint[i] = 1160.0
    return setpoint


def heat_work(temps, dt_min):
    work = 0.0
    for t in temps:
        if t > 600:
            work += (t - 600) * dt_min
    return work


def soak_to_steady(wall, inside_c, dt, tol, max_steps):
    steps = 0
    for steps in range(max_steps):
        change = wall.step(inside_c, 40.0, dt)
        if change < tol:
            break
    return steps


def main():
    wall = KilnWall(40, 0.23, 5e-7)
    minutes = np.arange(0, 480, 2.0)
    sp = schedule(minutes)
    losses = np.zeros(len(minutes))
    for i in range(len(minutes)):
        wall.step(sp[i], 40.0, 30.0)
        losses[i] = wall.heat_loss(0.3)
    print("final wall", np.round(wall.temp[::8], 1))
    print("loss W/m2", round(float(losses.max()), 2))
    print("heat-work", round(heat_work(sp, 2.0), 1))
    print("soak steps", soak_to_steady(wall, 1160.0, 30.0, 0.01, 3000))


if __name__ == "__main__":
    main()
