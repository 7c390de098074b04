import numpy as np


def backtrack(phi, phi0, slope, step=1.0, rounds=6):
    """Cubic interpolation steps on a scalar objective: every value is a number."""
    phi_a0 = phi(step)
    step1 = -slope * step**2 / 2.0 / (phi_a0 - phi0 - slope * step)
    phi_a1 = phi(step1)
    for _ in range(rounds):
        factor = step**2 * step1**2 * (step1 - step)
        a = step**2 * (phi_a1 - phi0 - slope * step1) - step1**2 * (phi_a0 - phi0 - slope * step)
        a = a / factor
        b = -(step**3) * (phi_a1 - phi0 - slope * step1) + step1**3 * (phi_a0 - phi0 - slope * step)
        b = b / factor
        step2 = (-b + np.sqrt(abs(b**2 - 3 * a * slope))) / (3.0 * a)
        phi_a2 = phi(step2)
        if (step1 - step2) > step1 / 2.0 or (1 - step2 / step1) < 0.96:
            step2 = step1 / 2.0
        step, step1 = step1, step2
        phi_a0, phi_a1 = phi_a1, phi_a2
    return step1


def horner_tail(alpha):
    """A polynomial in 1/alpha by Horner's rule: the accumulator is one element."""
    inv = 1.0 / alpha
    coeffs = np.array([0.0002, -0.0015, -0.0006, 0.0049, 0.0078, -0.125, 1.0])
    acc = coeffs[0]
    for k in range(1, len(coeffs)):
        acc = acc * inv + coeffs[k]
    acc = acc * np.sqrt(np.pi / alpha)
    return acc


def running_floor(costs):
    """The best cost so far, kept with np.minimum of numbers."""
    best = 1e300
    for cost in costs:
        best = np.minimum(best, float(cost))
    return best


class CountSplitter:
    """What is left after each category, for one or many count vectors (`m[..., c]`)."""

    def _process(self, m):
        m = np.asarray(m)
        return m.sum(axis=-1), m

    def remaining(self, m):
        total, m = self._process(m)
        rem = total
        left = np.empty(m.shape)
        for c in range(m.shape[-1]):
            rem = rem - m[..., c]
            left[..., c] = rem
        return left


def remaining(m):
    return CountSplitter().remaining(m)


def _inputs(rng):
    def quartic(t):
        return (t - 0.3) ** 4 - 0.5 * t

    return [
        ("backtrack", (quartic, quartic(0.0), -0.5)),
        ("horner_tail", (250.0,)),
        ("running_floor", (list(rng.normal(size=9)),)),
        ("remaining", (np.array([4, 7, 2, 9]),)),
        ("remaining", (rng.integers(0, 9, size=(3, 4)),)),
    ]
