"""DC power flow and N-1 contingency screening on a small synthetic grid."""
import numpy as np


def ring_with_chords(n, rng):
    lines = [(i, (i + 1) % n) for i in range(n)]
    for _ in range(n // 2):
        a, b = rng.choice(n, size=2, replace=False)
        lines.append((int(a), int(b)))
    x = rng.uniform(0.05, 0.3, size=len(lines))
    return lines, x


def susceptance(n, lines, x):
    B = np.zeros((n, n))
    for k in range(len(lines)):
        a, b = lines[k]
        B[a, a] += 1.0 / x[k]
        B[b, b] += 1.0 / x[k]
        B[a, b] -= 1.0 / x[k]
        B[b, a] -= 1.0 / x[k]
    return B


def flows(theta, lines, x):
    f = np.zeros(len(lines))
    for k in range(len(lines)):
        a, b = lines[k]
        f[k] = (theta[a] - theta[b]) / x[k]
    return f


def solve(n, lines, x, injections):
    B = susceptance(n, lines, x)
    theta = np.zeros(n)
    theta[1:] = np.linalg.solve(B[1:, 1:], injections[1:])
    return theta


def contingencies(n, lines, x, injections, limit):
    overloads = []
    for out in range(len(lines)):
        kept = [lines[k] for k in range(len(lines)) if k != out]
        xk = np.delete(x, out)
        try:
            theta = solve(n, kept, xk, injections)
        except np.linalg.LinAlgError:
            overloads.append((out, -1))
            continue
        f = flows(theta, kept, xk)
        worst = np.max(np.abs(f))
        if worst > limit:
            overloads.append((out, round(float(worst), 4)))
    return overloads


def main():
    rng = np.random.default_rng(12)
    n = 14
    lines, x = ring_with_chords(n, rng)
    injections = rng.normal(0.0, 1.0, size=n)
    injections[0] = -injections[1:].sum()
    theta = solve(n, lines, x, injections)
    base = flows(theta, lines, x)
    print(f"{np.abs(base).max():.5f}", contingencies(n, lines, x, injections, 2.0)[:4])


if __name__ == "__main__":
    main()
