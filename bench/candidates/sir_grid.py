"""SIR epidemic on a grid of towns with diffusion between neighbours."""
import numpy as np


def step(S, I, R, beta, gamma, mobility):
    ny, nx = S.shape
    newS = S.copy()
    newI = I.copy()
    newR = R.copy()
    for y in range(ny):
        for x in range(nx):
            N = S[y, x] + I[y, x] + R[y, x]
            inf = beta * S[y, x] * I[y, x] / N
            rec = gamma * I[y, x]
            newS[y, x] = S[y, x] - inf
            newI[y, x] = I[y, x] + inf - rec
            newR[y, x] = R[y, x] + rec
    spread = np.zeros_like(newI)
    for y in range(1, ny - 1):
        for x in range(1, nx - 1):
            spread[y, x] = mobility * (newI[y - 1, x] + newI[y + 1, x] + newI[y, x - 1] + newI[y, x + 1] - 4.0 * newI[y, x])
    newI = newI + spread
    return newS, newI, newR


def main():
    ny, nx = 24, 32
    S = np.full((ny, nx), 1000.0)
    I = np.zeros((ny, nx))
    R = np.zeros((ny, nx))
    I[ny // 2, nx // 2] = 10.0
    S[ny // 2, nx // 2] -= 10.0
    peak = 0.0
    peak_day = 0
    for day in range(60):
        S, I, R = step(S, I, R, 0.3, 0.1, 0.05)
        total = I.sum()
        if total > peak:
            peak = total
            peak_day = day
    print("peak infected %.4f on day %d" % (peak, peak_day))
    print("recovered %.4f" % R.sum())
    counts = np.zeros(5, dtype=np.int64)
    for y in range(ny):
        for x in range(nx):
            frac = R[y, x] / 1000.0
            k = int(frac * 5)
            if k > 4:
                k = 4
            counts[k] += 1
    print("recovery bands", counts.tolist())


if __name__ == "__main__":
    main()
