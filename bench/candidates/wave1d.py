"""1-D wave equation with a leapfrog scheme, a moving source and energy monitoring."""
import numpy as np


def run(n=400, steps=1200, c=1.0, dx=1.0, dt=0.5):
    u_prev = np.zeros(n)
    u = np.zeros(n)
    r2 = (c * dt / dx) ** 2
    energy_log = []
    for step in range(steps):
        u_next = np.zeros(n)
        for i in range(1, n - 1):
            u_next[i] = 2 * u[i] - u_prev[i] + r2 * (u[i + 1] - 2 * u[i] + u[i - 1])
        src = int(n / 4 + 50 * np.sin(step * 0.01))
        u_next[src] += np.exp(-((step - 60) / 20.0) ** 2)
        u_next[0] = u[1] + (c * dt - dx) / (c * dt + dx) * (u_next[1] - u[0])
        u_next[-1] = u[-2] + (c * dt - dx) / (c * dt + dx) * (u_next[-2] - u[-1])
        u_prev = u
        u = u_next
        if step % 100 == 0:
            kinetic = 0.5 * np.sum(((u - u_prev) / dt) ** 2)
            potential = 0.5 * np.sum((np.diff(u) / dx) ** 2)
            energy_log.append(kinetic + potential)
    return u, energy_log


def main():
    u, log = run()
    print(np.round(log, 5))
    print(round(float(np.abs(u).max()), 6), int(np.argmax(np.abs(u))))


main()
